/** The Russian texts of API error codes and of the error page. */
import type { ErrorsTexts } from "../en/errors";

const errors = {
  title: "Что-то пошло не так",
  unknown: "Что-то пошло не так. Попробуйте ещё раз.",
  /** The error page's link to the start page. */
  home: "Главная",
  /** A page whose address the API refuses as input (a NUL in ?search=): the 400 error page. */
  badAddress: "В этом адресе есть то, что мы не можем прочитать. Проверьте ссылку или начните заново с главной страницы.",
  UNAUTHENTICATED: "Ваш сеанс завершён. Войдите снова.",
  FORBIDDEN: "У вас нет прав на это действие.",
  BAD_USER_INPUT: "Проверьте выделенные поля.",
  INVALID_CODE: "Неверный код подтверждения. Проверьте код и попробуйте ещё раз.",
  CODE_FOR_ANOTHER_TRANSFER: "Последний код, который мы отправили, подтверждает другую передачу доли (другой компании, другому получателю или другую долю). Запросите новый код для этой.",
  PHONE_NOT_CONFIRMED: "Срок подтверждения вашего номера истёк. Начните заново.",
  RESEND_TOO_SOON: "Новый код можно запросить через {{seconds}} с.",
  DELIVERY_FAILED: "Не удалось отправить код. Попробуйте ещё раз через минуту.",
  TOO_MANY_ATTEMPTS: "Слишком много попыток входа. Попробуйте ещё раз через {{minutes}} мин.",
  TOO_MANY_CODES: "На этот номер отправлено столько кодов, сколько разрешено за час. Новый можно отправить через {{minutes}} мин.",
  RATE_LIMITED: "Слишком много запросов из вашей сети. Попробуйте ещё раз через {{minutes}} мин.",
  USERNAME_TAKEN: "Имя пользователя уже занято.",
  PHONE_TAKEN: "Этот номер уже используется.",
  USER_NOT_FOUND: "Учётная запись с этим номером не найдена.",
  USER_BLOCKED: "Эта учётная запись заблокирована. Обратитесь к поставщику.",
  INVALID_PASSWORD: "Неверный пароль. Если вы его не помните, нажмите «Забыли пароль?»",
  OWNER_NOT_FOUND: "Вы не являетесь владельцем этой компании.",
  VOTE_REQUIRED: "Когда есть совладельцы, это меняется только голосованием владельцев.",
  SHARE_NOT_AVAILABLE: "Это больше, чем ваша доля, не занятая ожидающими передачами.",
  TRANSFER_NOT_PENDING: "Эту передачу доли уже приняли, отклонили или отменили.",
  TWO_FACTOR_NOT_ENABLED: "Двухфакторная аутентификация не включена.",
  SESSION_END_NOT_YET_ALLOWED: "Завершать другие сеансы можно через 7 дней после входа на этом устройстве: с {{date}}.",
  SESSION_NOT_FOUND: "Этот сеанс уже завершён.",
  NOTIFICATION_NOT_FOUND: "Этого уведомления уже нет.",
  PHONE_UNCHANGED: "Введите номер, отличный от текущего.",
  PHONE_CHANGE_NOT_CONFIRMED: "Сначала подтвердите текущий номер: подтверждение истекло.",
  COMPANY_SUSPENDED: "Компания приостановлена: это невозможно, пока её не восстановят.",
  COMPANY_WITHOUT_DIRECTOR: "У компании ещё нет директора: это станет возможным, как только его назначат.",
  SOLE_OWNER_HAS_COMPANIES: "Вам принадлежит компания или её доля, и в ней есть другие люди. Сначала передайте свою долю.",
  INTERNAL_SERVER_ERROR: "На нашей стороне произошла ошибка. Попробуйте ещё раз.",
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: ErrorsTexts = errors;
void _check;

export default errors;
