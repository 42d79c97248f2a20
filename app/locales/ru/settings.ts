/** The Russian texts of the settings area. */
import type { SettingsTexts } from "../en/settings";

const settings = {
  heading: "Настройки",
  menu: "Меню настроек",
  close: "Закрыть",
  closeLabel: "Закрыть настройки",
  later: "позже",
  sections: {
    personal: "Личные данные",
    system: "Система",
  },
  items: {
    personalInfo: "Личная информация",
    localization: "Локализация",
    privacy: "Конфиденциальность и доступ",
    updates: "Обновления",
    userAgreement: "Пользовательское соглашение",
    privacyPolicy: "Политика конфиденциальности",
    exit: "Выход",
  },
  save: "Сохранить",
  saved: "Сохранено",
  personalInfo: {
    heading: "Личная информация",
    photo: "Фото",
    photoHint: "PNG, JPG или HEIC, не больше 5 МБ.",
    choosePhoto: "Выберите фото",
    uploadPhoto: "Загрузить фото",
    removePhoto: "Удалить фото",
    photoSaved: "Фото обновлено",
    photoRemoved: "Фото удалено",
    photoAlt: "Ваше фото",
    /** Said in the browser before sending (the validation area is read on the server only). */
    photoTooLarge: "Фото слишком большое: не больше 5 МБ",
    photoRequired: "Сначала выберите фото",
    name: "Имя",
    surname: "Фамилия",
    username: "Имя пользователя",
    usernameHint: "Латинские буквы, цифры и подчёркивания, от 3 до 24 символов",
    birthday: "Дата рождения",
    birthDay: "День",
    birthMonth: "Месяц",
    birthYear: "Год",
    notSet: "—",
    about: "О себе",
    aboutHint: "Не более 500 символов.",
  },
  localization: {
    heading: "Локализация",
    language: "Язык",
    timeFormat: "Формат времени",
    format12: "12-часовой (03:45 PM)",
    format24: "24-часовой (15:45)",
    currency: "Валюта",
    currencies: {
      UAH: "Гривна (UAH)",
      USD: "Доллар США (USD)",
      EUR: "Евро (EUR)",
    },
  },
};

const _check: SettingsTexts = settings;
void _check;

export default settings;
