import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both engines: the queries are the same PostgreSQL either way. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a service may run its queries on: the database or an open transaction. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  engine: "pglite" | "postgres";
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number; onError?: (error: Error) => void }
  | { dataDir: string }
  | { pglite: PGlite };

/** Opens the database and brings its schema up to date. One per process (or test file). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover) must not crash the process:
    // the pool drops it and opens another on the next query.
    pool.on("error", options.onError ?? (() => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migratePg(db as never, { migrationsFolder });
    return { db, engine: "postgres", close: () => pool.end() };
  }
  let client: PGlite;
  if ("pglite" in options) {
    client = options.pglite;
  } else {
    const dir = path.join(options.dataDir, "pg");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return { db, engine: "pglite", close: () => client.close() };
}

/** Rows of a raw SQL statement: both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
