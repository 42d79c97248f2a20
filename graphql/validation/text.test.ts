import { describe, expect, it } from "vitest";
import {
  CONTROL_CHARACTERS_MESSAGE,
  UNREADABLE_TEXT_MESSAGE,
  hasControlCharacters,
  textInput,
  unreadableTextMessage,
} from "./text";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message);

describe("textInput", () => {
  it.each(["Ol\u0000ena", "Olena\u0007", "\u001b[31mred", "Koval\u0085", "a\u007fb", "two\nlines", "tab\there"])(
    "refuses %j with the control-character message alone",
    (value) => {
      expect(messages(textInput({ required: "req" }).trim().min(2, "len").max(5, "len").safeParse(value))).toEqual([
        CONTROL_CHARACTERS_MESSAGE,
      ]);
    },
  );

  it.each(["Olena\u202eanelO", "\u202aKoval", "\u2066Olena\u2069", "Ol\u2067ena", "Olena\u2028Koval", "Olena\u2029"])(
    "refuses bidirectional controls and line separators in one-line text: %j",
    (value) => {
      expect(messages(textInput().safeParse(value))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    },
  );

  it("keeps the marks right-to-left text needs (U+200E, U+200F) and the line separators of several lines, never the overrides", () => {
    expect(textInput().safeParse("שלום\u200f Olena\u200e").success).toBe(true);
    expect(textInput({ multiline: true }).safeParse("first\u2028second\u2029third").success).toBe(true);
    expect(messages(textInput({ multiline: true }).safeParse("first\n\u202esecond"))).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
    ]);
  });

  it("tells a broken character (half of a surrogate pair) apart from a control character", () => {
    expect(messages(textInput().safeParse("Lone\udc00"))).toEqual([UNREADABLE_TEXT_MESSAGE]);
    expect(messages(textInput({ multiline: true }).safeParse("\ud800"))).toEqual([UNREADABLE_TEXT_MESSAGE]);
    expect(unreadableTextMessage("Lone\udc00")).toBe(UNREADABLE_TEXT_MESSAGE);
    expect(unreadableTextMessage("Ol\u0000ena")).toBe(CONTROL_CHARACTERS_MESSAGE);
    // A whole pair is one character (an emoji), and a bell is text PostgreSQL stores (fields refuse it).
    expect(unreadableTextMessage("👩‍💻 Olena\u0007")).toBeNull();
  });

  it("takes any language, emoji joined by a zero-width joiner, and right-to-left text", () => {
    for (const value of ["Олена", "Ёжик", "👩‍💻 Olena", "שלום", "Ørsted"])
      expect(textInput().safeParse(value).success).toBe(true);
  });

  it("lets multiline text keep its tabs and line breaks, and nothing else of the kind", () => {
    expect(textInput({ multiline: true }).safeParse("first line\r\n\tsecond").success).toBe(true);
    expect(messages(textInput({ multiline: true }).safeParse("bell\u0007"))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(hasControlCharacters("line\n", { multiline: true })).toBe(false);
    expect(hasControlCharacters("line\n")).toBe(true);
  });

  it("keeps the field's own message for a value that is not text at all", () => {
    expect(messages(textInput({ required: "validation.name.required" }).safeParse(undefined))).toEqual([
      "validation.name.required",
    ]);
  });
});
