/** The Ukrainian texts of the settings area. */
import type { SettingsTexts } from "../en/settings";

const settings = {
  heading: "Налаштування",
  menu: "Меню налаштувань",
  close: "Закрити",
  closeLabel: "Закрити налаштування",
  later: "згодом",
  sections: {
    personal: "Особисті дані",
    system: "Система",
  },
  items: {
    personalInfo: "Особиста інформація",
    localization: "Локалізація",
    privacy: "Конфіденційність і доступ",
    updates: "Оновлення",
    userAgreement: "Угода користувача",
    privacyPolicy: "Політика конфіденційності",
    exit: "Вихід",
  },
  save: "Зберегти",
  saved: "Збережено",
  personalInfo: {
    heading: "Особиста інформація",
    photo: "Фото",
    photoHint: "PNG, JPG або HEIC, не більше 5 МБ.",
    choosePhoto: "Виберіть фото",
    uploadPhoto: "Завантажити фото",
    removePhoto: "Видалити фото",
    photoSaved: "Фото оновлено",
    photoRemoved: "Фото видалено",
    photoAlt: "Ваше фото",
    /** Said in the browser before sending (the validation area is read on the server only). */
    photoTooLarge: "Фото завелике: не більше 5 МБ",
    photoRequired: "Спершу виберіть фото",
    name: "Ім’я",
    surname: "Прізвище",
    username: "Ім’я користувача",
    usernameHint: "Латинські літери, цифри та підкреслення, від 3 до 24 символів",
    birthday: "Дата народження",
    birthDay: "День",
    birthMonth: "Місяць",
    birthYear: "Рік",
    notSet: "—",
    about: "Про себе",
    aboutHint: "Не більше 500 символів.",
  },
  localization: {
    heading: "Локалізація",
    language: "Мова",
    timeFormat: "Формат часу",
    format12: "12-годинний (03:45 PM)",
    format24: "24-годинний (15:45)",
    currency: "Валюта",
    currencies: {
      UAH: "Гривня (UAH)",
      USD: "Долар США (USD)",
      EUR: "Євро (EUR)",
    },
  },
};

const _check: SettingsTexts = settings;
void _check;

export default settings;
