/** The Russian texts of the settings' personal info page (area settings.personalInfo; see ../../en/settings/personalInfo.ts). */
import type { SettingsPersonalInfoTexts } from "../../en/settings/personalInfo";

const personalInfo: SettingsPersonalInfoTexts = {
  back: "Назад к личным данным",
  heading: "Личная информация",
  photo: "Фото",
  photoHint: "PNG, JPG или HEIC, не больше 5 МБ.",
  choosePhoto: "Выберите фото",
  noPhotoChosen: "Фото не выбрано",
  photoChosen: "Фото выбрано",
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
  account: "Учётная запись",
  phone: "Телефон",
  changePhone: "Изменить номер телефона",
  deleteAccount: "Удалить учётную запись",
};

export default personalInfo;
