import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, textInput } from "./text";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe("textInput", () => {
  it.each(["Ol\u0000ena", "Olena\u0007", "\u001b[31mred", "Koval\u0085", "a\u007fb", "two\nlines", "tab\there"])(
    "refuses %j with the control-character message alone",
    (value) => {
      expect(messages(textInput({ required: "req" }).trim().min(2, "len").max(5, "len").safeParse(value))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    },
  );

  it("takes any language, emoji joined by a zero-width joiner, and right-to-left text", () => {
    for (const value of ["Олена", "Ёжик", "👩‍💻 Olena", "שלום", "Ørsted"]) expect(textInput().safeParse(value).success).toBe(true);
  });

  it("lets multiline text keep its tabs and line breaks, and nothing else of the kind", () => {
    expect(textInput({ multiline: true }).safeParse("first line\r\n\tsecond").success).toBe(true);
    expect(messages(textInput({ multiline: true }).safeParse("bell\u0007"))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(hasControlCharacters("line\n", { multiline: true })).toBe(false);
    expect(hasControlCharacters("line\n")).toBe(true);
  });

  it("keeps the field's own message for a value that is not text at all", () => {
    expect(messages(textInput({ required: "validation.name.required" }).safeParse(undefined))).toEqual(["validation.name.required"]);
  });
});
