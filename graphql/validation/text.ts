/**
 * Rules every text input shares, in every domain. Messages are catalogue keys (app/locales:
 * validation.*), never raw text.
 */
import { z } from "zod";

export const CONTROL_CHARACTERS_MESSAGE = "validation.text.control";
export const UNREADABLE_TEXT_MESSAGE = "validation.text.unreadable";

// Half of a surrogate pair (a broken emoji): not text at all. A text column stores it as U+FFFD
// and a jsonb one (the audit trail) refuses it.
const LONE_SURROGATE = /\p{Cs}/u;

// Unicode control characters (Cc): NUL, escape, backspace, C1 controls... Invisible to the
// reader, able to forge log lines and terminal output. With them the invisible formatting that
// changes what the reader sees: bidirectional embeddings, overrides and isolates (U+202A-U+202E,
// U+2066-U+2069: "Olena\u202Eexe.txt" reads as "Olenatxt.exe") and, in one-line text, the line
// and paragraph separators (U+2028, U+2029), line breaks by another name.
const BIDI_CONTROLS = "\\u202a-\\u202e\\u2066-\\u2069";
const CONTROL = new RegExp(`[\\p{Cc}\\u2028\\u2029${BIDI_CONTROLS}]`, "u");
const CONTROL_BUT_LINE_BREAKS = new RegExp(`(?![\\t\\n\\r\\u2028\\u2029])[\\p{Cc}\\u2028\\u2029${BIDI_CONTROLS}]`, "u");

/**
 * Why a string cannot be taken anywhere, whatever it is for, or null: a lone surrogate, or NUL
 * (PostgreSQL refuses it in text outright). Every string the API takes is checked so before any
 * rule of its own (server/graphql/unreadable-text.ts).
 */
export function unreadableTextMessage(value: string): string | null {
  if (LONE_SURROGATE.test(value)) return UNREADABLE_TEXT_MESSAGE;
  return value.includes("\u0000") ? CONTROL_CHARACTERS_MESSAGE : null;
}

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value);
}

/**
 * The start of every text input's schema: a string without broken characters or control
 * characters (multiline text may hold tabs and line breaks). The check runs first and alone, so a pasted NUL gets this
 * message rather than a length or format one; the field's own rules chain on after it.
 */
export function textInput(options: { required?: string; multiline?: boolean } = {}) {
  const base = options.required ? z.string({ error: options.required }) : z.string();
  return base
    .refine((value) => !LONE_SURROGATE.test(value), { message: UNREADABLE_TEXT_MESSAGE, abort: true })
    .refine((value) => !hasControlCharacters(value, options), { message: CONTROL_CHARACTERS_MESSAGE, abort: true });
}

/** One line of text, at most `max` characters. */
export const singleLineText = (max: number, messages: { tooLong: string }) =>
  textInput().pipe(z.string().max(max, messages.tooLong));

/** Several lines of text (line breaks and tabs allowed), at most `max` characters. */
export const multiLineText = (max: number, messages: { tooLong: string }) =>
  textInput({ multiline: true }).pipe(z.string().max(max, messages.tooLong));

/** An optional text field of a form: empty means "none" (null). */
export const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema.nullish());
