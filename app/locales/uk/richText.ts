/** The Ukrainian texts of the rich-text editor (see ../en/richText.ts). */
import type { RichTextTexts } from "../en/richText";

const richText: RichTextTexts = {
  editor: {
    toolbar: "Форматування",
    bold: "Жирний",
    italic: "Курсив",
    heading: "Заголовок",
    subheading: "Підзаголовок",
    paragraph: "Звичайний абзац",
    bulletList: "Маркований список",
    orderedList: "Нумерований список",
    link: "Посилання",
    linkPrompt: "Адреса посилання (https://… або mailto:…)",
    linkInvalid: "Посилання має починатися з https://, http:// або mailto:",
    unlink: "Прибрати посилання",
    color: "Колір тексту",
    colors: {
      default: "Звичайний",
      grey: "Сірий",
      green: "Зелений",
      red: "Червоний",
      yellow: "Жовтий",
      blue: "Синій",
    },
    undo: "Скасувати дію",
    redo: "Повторити дію",
  },
};

export default richText;
