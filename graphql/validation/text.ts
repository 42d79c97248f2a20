import { z } from "zod";

/**
 * Text a person types: no control characters (a NUL or an escape sequence has no place in a name
 * or an address), except line breaks and tabs where the text may have several lines.
 */
const CONTROL = /[^\P{Cc}\n\r\t]/u;
const CONTROL_SINGLE_LINE = /\p{Cc}/u;

export const hasControlCharacters = (value: string, multiline = false) => (multiline ? CONTROL : CONTROL_SINGLE_LINE).test(value);

/** One line of text, at most `max` characters; control characters refused. */
export const singleLineText = (max: number, messages: { tooLong: string }) =>
  z
    .string()
    .max(max, messages.tooLong)
    .refine((value) => !hasControlCharacters(value), "validation.text.control");

/** Several lines of text (line breaks and tabs allowed), at most `max` characters. */
export const multiLineText = (max: number, messages: { tooLong: string }) =>
  z
    .string()
    .max(max, messages.tooLong)
    .refine((value) => !hasControlCharacters(value, true), "validation.text.control");

/** An optional text field of a form: empty means "none" (null). */
export const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema.nullish());
