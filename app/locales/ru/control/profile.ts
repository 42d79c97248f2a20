/** The Russian texts of the control center's company profile (area control.profile; see ../../en/control/profile.ts). */
import type { ControlProfileTexts } from "../../en/control/profile";

const profile: ControlProfileTexts = {
  avatar: "Аватар",
  avatarAlt: "Аватар компании",
  chooseImage: "Выбрать изображение",
  noImageChosen: "Изображение не выбрано",
  imageChosen: "Изображение выбрано",
  avatarHint: "PNG или JPG, не больше 800×800 пикселей и 3 МБ.",
  upload: "Загрузить",
  removeAvatar: "Удалить аватар",
  avatarSaved: "Аватар сохранён.",
  avatarRemoved: "Аватар удалён.",
  details: "Сведения",
  name: "Название",
  nameHint: "Название меняют владельцы в настройках компании в vHold.",
  phone: "Телефон",
  phoneHint: "В международном формате, например +380 67 123 4567",
  address: "Адрес",
  about: "О компании",
  notSet: "Не указано",
  save: "Сохранить",
  saved: "Сведения о компании сохранены.",
  readOnly: "Профиль компании меняют только владельцы и директор.",
  industries: "Виды деятельности",
  noIndustries: "Виды деятельности ещё не выбраны.",
  chooseIndustries: "Выбрать виды деятельности",
  dialogTitle: "Виды деятельности компании",
  dialogIntro:
    "Выберите не больше 10 видов деятельности из классификатора видов экономической деятельности (КВЭД-2010).",
  search: "Найти вид деятельности",
  searchHint: "Часть названия или код; список сужается, пока вы печатаете.",
  noMatch: "Ни один вид деятельности не подходит.",
  chosen: "Выбрано: {{count}} из {{max}}",
  saveIndustries: "Сохранить виды деятельности",
  industriesSaved: "Виды деятельности компании сохранены.",
  cancel: "Отмена",
  back: "Назад к профилю компании",
};

export default profile;
