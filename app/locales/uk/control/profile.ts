/** The Ukrainian texts of the control center's company profile (area control.profile; see ../../en/control/profile.ts). */
import type { ControlProfileTexts } from "../../en/control/profile";

const profile: ControlProfileTexts = {
  avatar: "Аватар",
  avatarAlt: "Аватар компанії",
  chooseImage: "Вибрати зображення",
  noImageChosen: "Зображення не вибрано",
  imageChosen: "Зображення вибрано",
  avatarHint: "PNG або JPG, не більше 800×800 пікселів і 3 МБ.",
  upload: "Завантажити",
  removeAvatar: "Видалити аватар",
  avatarSaved: "Аватар збережено.",
  avatarRemoved: "Аватар видалено.",
  details: "Відомості",
  name: "Назва",
  nameHint: "Назву змінюють власники в налаштуваннях компанії у vHold.",
  phone: "Телефон",
  phoneHint: "У міжнародному форматі, наприклад +380 67 123 4567",
  address: "Адреса",
  about: "Про компанію",
  notSet: "Не вказано",
  save: "Зберегти",
  saved: "Відомості про компанію збережено.",
  readOnly: "Профіль компанії змінюють лише власники та директор.",
  industries: "Види діяльності",
  noIndustries: "Види діяльності ще не вибрано.",
  chooseIndustries: "Вибрати види діяльності",
  dialogTitle: "Види діяльності компанії",
  dialogIntro:
    "Виберіть не більше 10 видів діяльності з класифікатора видів економічної діяльності (КВЕД-2010).",
  search: "Знайти вид діяльності",
  searchHint: "Частина назви або код; список звужується, поки ви друкуєте.",
  noMatch: "Жоден вид діяльності не підходить.",
  chosen: "Вибрано: {{count}} з {{max}}",
  saveIndustries: "Зберегти види діяльності",
  industriesSaved: "Види діяльності компанії збережено.",
  cancel: "Скасувати",
  back: "Назад до профілю компанії",
};

export default profile;
