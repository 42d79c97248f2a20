/** The Ukrainian texts of the settings' personal info page (area settings.personalInfo; see ../../en/settings/personalInfo.ts). */
import type { SettingsPersonalInfoTexts } from "../../en/settings/personalInfo";

const personalInfo: SettingsPersonalInfoTexts = {
  back: "Назад до особистих даних",
  heading: "Особиста інформація",
  photo: "Фото",
  photoHint: "PNG, JPG або HEIC, не більше 5 МБ.",
  choosePhoto: "Виберіть фото",
  noPhotoChosen: "Фото не вибрано",
  photoChosen: "Фото вибрано",
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
  account: "Обліковий запис",
  phone: "Телефон",
  changePhone: "Змінити номер телефону",
  deleteAccount: "Видалити обліковий запис",
};

export default personalInfo;
