/**
 * Rules every text input shares, in every domain. Messages are catalogue keys (app/locales:
 * validation.*), never raw text.
 */
import { z } from "zod";

export const CONTROL_CHARACTERS_MESSAGE = "validation.text.control";

// Unicode control characters (Cc): NUL, escape, backspace, C1 controls... Invisible to the
// reader, able to forge log lines and terminal output; PostgreSQL refuses NUL in text outright.
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value);
}

/**
 * The start of every text input's schema: a string without control characters (multiline text
 * may hold tabs and line breaks). The check runs first and alone, so a pasted NUL gets this
 * message rather than a length or format one; the field's own rules chain on after it.
 */
export function textInput(options: { required?: string; multiline?: boolean } = {}) {
  const base = options.required ? z.string({ error: options.required }) : z.string();
  return base.refine((value) => !hasControlCharacters(value, options), { message: CONTROL_CHARACTERS_MESSAGE, abort: true });
}

/** One line of text, at most `max` characters. */
export const singleLineText = (max: number, messages: { tooLong: string }) => textInput().pipe(z.string().max(max, messages.tooLong));

/** Several lines of text (line breaks and tabs allowed), at most `max` characters. */
export const multiLineText = (max: number, messages: { tooLong: string }) =>
  textInput({ multiline: true }).pipe(z.string().max(max, messages.tooLong));

/** An optional text field of a form: empty means "none" (null). */
export const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema.nullish());
