import { getTableColumns, type SQL, type Table } from "drizzle-orm";
import type { Database } from "./client";

interface PreparedRaw {
  execute(placeholders?: Record<string, unknown>): Promise<{ rows: unknown[] }>;
}
interface DrizzleInternals {
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, isResponseInArrayMode: boolean): PreparedRaw };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

/**
 * A raw statement of the hot path, prepared once (docs/decisions/0021): its SQL is built once,
 * not on every call, and on PostgreSQL it is a named statement, parsed once per connection and
 * its plan kept (node-postgres prepares it again by itself on a new connection, after a restart
 * too). Values come through `sql.placeholder(name)`. Built from Drizzle's own parts, as
 * `db.execute` is (the query builder's `.prepare()` does the same for builder queries).
 * Not for transactions: it runs on the database handle it was made from.
 */
export function prepareRaw<Row>(db: Database, name: string, query: SQL): (values: Record<string, unknown>) => Promise<Row[]> {
  const internals = db as unknown as DrizzleInternals;
  const prepared = internals.session.prepareQuery(internals.dialect.sqlToQuery(query), undefined, name, false);
  return async (values) => (await prepared.execute(values)).rows as Row[];
}

/**
 * What `make` builds from a database, built once per database handle and kept with it: the
 * prepared statements of a module, which its per-request loaders then share.
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

/**
 * A table's row from its JSON (row_to_json in a statement that reads several things at once),
 * each column read as Drizzle reads it (timestamps become Dates).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}
