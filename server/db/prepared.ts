import { getTableColumns, sql, type SQL, type Table } from "drizzle-orm";
import type { Database } from "./client";

interface PreparedRaw {
  execute(placeholders?: Record<string, unknown>): Promise<{ rows: unknown[] }>;
}
interface DrizzleInternals {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): PreparedRaw;
  };
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
export function prepareRaw<Row>(
  db: Database,
  name: string,
  query: SQL,
): (values: Record<string, unknown>) => Promise<Row[]> {
  const internals = db as unknown as DrizzleInternals;
  const prepared = internals.session.prepareQuery(internals.dialect.sqlToQuery(query), undefined, name, false);
  return async (values) => (await prepared.execute(values)).rows as Row[];
}

/**
 * A prepared statement over a DataLoader's batch of keys, in two texts: one for a single key, one
 * for many. PostgreSQL cannot estimate an array parameter's `unnest` in a generic plan, so a
 * statement over an array never looks as cheap generic as custom, and is planned again at every
 * execution (0.5 to 0.9 ms for the header's and the company panel's statements, more than their
 * execution). A page's batch is nearly always one key: over `(values ($1))`, the plan is kept after
 * five executions (docs/decisions/0021). `build` gets the keys as a FROM item to alias with its
 * columns (`${keys} as p(user_id)`); `types` are the key columns' SQL types; a key is the array of
 * its columns' values. The many-key text is named `name`, the one-key text `${name}_one`.
 */
export function prepareKeyed<Row>(
  db: Database,
  name: string,
  types: readonly [string, ...string[]],
  build: (keys: SQL) => SQL,
): (keys: ReadonlyArray<readonly unknown[]>, values?: Record<string, unknown>) => Promise<Row[]> {
  const column = (i: number) => `key${i}`;
  const each = (cast: (type: string, i: number) => SQL) => sql.join(types.map(cast), sql`, `);
  const one = prepareRaw<Row>(
    db,
    `${name}_one`,
    build(sql`(values (${each((type, i) => sql`${sql.placeholder(column(i))}::${sql.raw(type)}`)}))`),
  );
  const many = prepareRaw<Row>(
    db,
    name,
    build(sql`unnest(${each((type, i) => sql`${sql.placeholder(column(i))}::${sql.raw(type)}[]`)})`),
  );
  return (keys, values = {}) => {
    const columns = types.map((_, i) => [column(i), keys.length === 1 ? keys[0][i] : keys.map((key) => key[i])]);
    return (keys.length === 1 ? one : many)({ ...values, ...Object.fromEntries(columns) });
  };
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
