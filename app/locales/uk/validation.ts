/** The Ukrainian texts of the validation area (plural keys add _few and _many). */
import type { ValidationTexts } from "../en/validation";

const validation = {
  phone: {
    required: "Введіть номер телефону",
    min: "Номер закороткий: щонайменше 7 цифр",
    max: "Номер задовгий: щонайбільше 15 цифр",
    invalid: "Неправильний номер телефону",
  },
  code: { length: "Код має складатися з 6 цифр" },
  password: {
    required: "Введіть пароль",
    min: "Щонайменше 8 символів",
    max: "Щонайбільше 128 символів",
    whitespace: "Пароль не повинен містити пробілів",
    chars: "Використовуйте латинські літери, цифри та символи !@#$%^&*()_+-=[]{};:'\"\\|,.<>/?",
    mismatch: "Паролі не збігаються",
    wrong: "Неправильний пароль. Спробуйте ще раз.",
  },
  name: { required: "Введіть ім'я", length: "Від 2 до 24 символів" },
  surname: { required: "Введіть прізвище", length: "Від 2 до 24 символів" },
  username: {
    required: "Введіть ім'я користувача",
    spaces: "Без пробілів, будь ласка",
    chars: "Лише латинські літери, цифри та підкреслення",
    length: "Від 3 до 24 символів",
    taken: "Ім'я користувача вже зайняте.",
  },
  consent: { required: "Щоб продовжити, прийміть угоду користувача та політику конфіденційності" },
  email: { required: "Електронна пошта обов'язкова", invalid: "Введіть правильну адресу електронної пошти" },
  language: { invalid: "Оберіть українську, російську чи англійську" },
  ticket: { required: "Спочатку підтвердіть номер телефону" },
  text: {
    control: "Приберіть із цього поля невидимі керівні символи (як-от табуляцію чи перенесення рядка)",
    unreadable: "У цьому полі зіпсований символ (наприклад, половина емодзі): введіть текст заново",
  },
  birthday: { invalid: "Оберіть день, місяць і рік", noSuchDay: "Такої дати немає: у цьому місяці менше днів", range: "Рік має бути від 75 до 12 років тому" },
  avatar: {
    type: "Фото має бути зображенням PNG, JPG або HEIC",
    tooLarge: "Фото завелике: не більше 5 МБ",
    required: "Спершу виберіть фото",
    unreadable: "Не вдалося прочитати фото: спробуйте інше",
  },
  about: { length: "Не більше 500 символів" },
  formatTime: { invalid: "Оберіть 12- або 24-годинний формат часу" },
  currency: { invalid: "Оберіть UAH, USD або EUR" },
  visibility: { invalid: "Оберіть «усі користувачі» або «мої контакти»" },
  confirm: { required: "Підтвердьте, щоб продовжити", yes: "Введіть YES, щоб підтвердити", stop: "Введіть STOP, щоб підтвердити" },
  stopReason: { required: "Оберіть причину", unknown: "Оберіть одну з наведених причин" },
  stopComment: { length: "Не більше 1000 символів" },
  newPhone: { same: "Введіть номер, відмінний від поточного" },
  form: { invalid: "Перевірте виділені поля" },
  companyName: {
    required: "Поле не може бути порожнім",
    spaces: "Без пробілів на початку чи в кінці",
    characters: "Лише літери, цифри, пробіли та & - .",
    length: "Від 2 до 50 символів",
    unchanged: "Компанія вже має цю назву",
  },
  companyAddress: { length: "Щонайбільше 200 символів" },
  companyAbout: { length: "Щонайбільше 1000 символів" },
  company: { unknown: "Цю компанію не знайдено" },
  share: {
    required: "Введіть частку",
    format: "Відсоток, до двох знаків після коми, наприклад 12,5",
    range: "Від 0,01 до 100 %",
  },
  recipient: {
    required: "Введіть нікнейм отримувача",
    unknown: "Користувача з таким нікнеймом немає",
    self: "Виберіть когось іншого, не себе",
  },
  shareTransfer: { status: "Прийміть, відхиліть або скасуйте" },
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: ValidationTexts = validation;
void _check;

export default validation;
