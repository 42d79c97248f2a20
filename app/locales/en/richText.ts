/** The English texts of the rich-text editor (knowledge posts, instructions): the shape the uk and ru files are checked against. */
import type { Shape } from "../shape";

const richText = {
  editor: {
    toolbar: "Formatting",
    bold: "Bold",
    italic: "Italic",
    heading: "Heading",
    subheading: "Subheading",
    paragraph: "Plain paragraph",
    bulletList: "Bulleted list",
    orderedList: "Numbered list",
    link: "Link",
    linkPrompt: "Link address (https://… or mailto:…)",
    linkInvalid: "A link must start with https://, http:// or mailto:",
    unlink: "Remove the link",
    color: "Text colour",
    colors: {
      default: "Default",
      grey: "Grey",
      green: "Green",
      red: "Red",
      yellow: "Yellow",
      blue: "Blue",
    },
    undo: "Undo",
    redo: "Redo",
  },
};

export default richText;
export type RichTextTexts = Shape<typeof richText>;
