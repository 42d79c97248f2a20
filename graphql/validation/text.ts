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
