import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * The database's copy of graphql/validation/text.ts: no control characters (C0, DEL, C1), no
 * bidirectional embeddings, overrides or isolates (U+202A-U+202E, U+2066-U+2069), and in one-line
 * text no line or paragraph separators (U+2028, U+2029). Multiline text keeps tab, LF, CR and
 * those separators. NUL never reaches here: PostgreSQL refuses it in text of its own accord.
 */
const ONE_LINE = "[\\x01-\\x1f\\x7f-\\x9f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]";
const MULTILINE = "[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f\\u202a-\\u202e\\u2066-\\u2069]";

export function withoutControlCharacters(column: AnyColumn, options: { multiline?: boolean } = {}): SQL {
  return sql`coalesce(${column}, '') !~ ${sql.raw(`'${options.multiline ? MULTILINE : ONE_LINE}'`)}`;
}
