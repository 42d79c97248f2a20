/** The Ukrainian texts of API error codes and of the error page. */
import type { ErrorsTexts } from "../en/errors";

const errors = {
  title: "Щось пішло не так",
  unknown: "Щось пішло не так. Спробуйте ще раз.",
  /** The error page's link to the start page. */
  home: "Головна",
  /** A page whose address the API refuses as input (a NUL in ?search=): the 400 error page. */
  badAddress: "У цій адресі є те, чого ми не можемо прочитати. Перевірте посилання або почніть знову з головної сторінки.",
  UNAUTHENTICATED: "Ваш сеанс завершився. Увійдіть знову.",
  FORBIDDEN: "У вас немає прав на цю дію.",
  BAD_USER_INPUT: "Перевірте виділені поля.",
  INVALID_CODE: "Неправильний код підтвердження. Перевірте код і спробуйте ще раз.",
  CODE_FOR_ANOTHER_TRANSFER: "Останній код, який ми надіслали, підтверджує іншу передачу частки (іншої компанії, іншому отримувачу чи іншу частку). Попросіть новий код для цієї.",
  PHONE_NOT_CONFIRMED: "Термін підтвердження вашого номера минув. Почніть спочатку.",
  RESEND_TOO_SOON: "Новий код можна запросити через {{seconds}} с.",
  DELIVERY_FAILED: "Не вдалося надіслати код. Спробуйте ще раз за хвилину.",
  TOO_MANY_ATTEMPTS: "Забагато спроб входу. Спробуйте ще раз через {{minutes}} хв.",
  TOO_MANY_CODES: "На цей номер надіслано стільки кодів, скільки дозволено за годину. Новий можна надіслати через {{minutes}} хв.",
  RATE_LIMITED: "Забагато запитів із вашої мережі. Спробуйте ще раз через {{minutes}} хв.",
  USERNAME_TAKEN: "Ім'я користувача вже зайняте.",
  PHONE_TAKEN: "Цей номер уже використовується.",
  USER_NOT_FOUND: "Обліковий запис із цим номером не знайдено.",
  USER_BLOCKED: "Цей обліковий запис заблоковано. Зверніться до постачальника.",
  INVALID_PASSWORD: "Неправильний пароль. Якщо ви його не пам'ятаєте, натисніть «Забули пароль?»",
  OWNER_NOT_FOUND: "Ви не є власником цієї компанії.",
  VOTE_REQUIRED: "Коли є співвласники, це змінюється лише голосуванням власників.",
  SHARE_NOT_AVAILABLE: "Це більше, ніж ваша частка, не зайнята передачами, що очікують.",
  TRANSFER_NOT_PENDING: "Цю передачу частки вже прийнято, відхилено або скасовано.",
  TWO_FACTOR_NOT_ENABLED: "Двофакторну автентифікацію не ввімкнено.",
  SESSION_END_NOT_YET_ALLOWED: "Завершувати інші сеанси можна через 7 днів після входу на цьому пристрої: з {{date}}.",
  SESSION_NOT_FOUND: "Цей сеанс уже завершено.",
  NOTIFICATION_NOT_FOUND: "Цього сповіщення вже немає.",
  PHONE_UNCHANGED: "Введіть номер, відмінний від поточного.",
  PHONE_CHANGE_NOT_CONFIRMED: "Спочатку підтвердьте поточний номер: підтвердження минуло.",
  COMPANY_SUSPENDED: "Компанію призупинено: це неможливо, доки її не відновлять.",
  COMPANY_WITHOUT_DIRECTOR: "У компанії ще немає директора: це стане можливим, щойно його призначать.",
  SOLE_OWNER_HAS_COMPANIES: "Вам належить компанія або її частка, і в ній є інші люди. Спершу передайте свою частку.",
  INTERNAL_SERVER_ERROR: "Сталася помилка на нашому боці. Спробуйте ще раз.",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: ErrorsTexts = errors;
void _check;

export default errors;
