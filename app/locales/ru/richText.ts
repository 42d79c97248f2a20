/** The Russian texts of the rich-text editor (see ../en/richText.ts). */
import type { RichTextTexts } from "../en/richText";

const richText: RichTextTexts = {
  editor: {
    toolbar: "Форматирование",
    bold: "Жирный",
    italic: "Курсив",
    heading: "Заголовок",
    subheading: "Подзаголовок",
    paragraph: "Обычный абзац",
    bulletList: "Маркированный список",
    orderedList: "Нумерованный список",
    link: "Ссылка",
    linkPrompt: "Адрес ссылки (https://… или mailto:…)",
    linkInvalid: "Ссылка должна начинаться с https://, http:// или mailto:",
    unlink: "Убрать ссылку",
    color: "Цвет текста",
    colors: {
      default: "Обычный",
      grey: "Серый",
      green: "Зелёный",
      red: "Красный",
      yellow: "Жёлтый",
      blue: "Синий",
    },
    undo: "Отменить действие",
    redo: "Повторить действие",
  },
};

export default richText;
