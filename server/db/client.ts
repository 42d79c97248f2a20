import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/**
 * PostgreSQL that stops answering must not hang requests with it: a connection that cannot be
 * opened (or a pool slot that does not come free) fails after connectMs, the server cancels a
 * statement running longer than statementMs, and the client gives up on an answer that does
 * not come within queryMs (a dead network, where the server cannot cancel anything).
 */
export const DATABASE_TIMEOUTS = {
  connectMs: 5_000,
  statementMs: 15_000,
  queryMs: 20_000,
} as const;

export type DatabaseOptions =
  | {
      databaseUrl: string;
      poolSize?: number;
      onError?: (error: Error) => void;
      timeouts?: Partial<Record<keyof typeof DATABASE_TIMEOUTS, number>>;
    }
  | { dataDir: string }
  | { pglite: PGlite };

/** The embedded database is already open in another live process. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The embedded database in ${dir} is in use by process ${pid} (a running server?). Stop that process first.`);
    this.name = "DataDirInUseError";
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, someone else's
  }
};

/**
 * PGlite keeps its own copy of the database in memory: a second process opening the same
 * directory (a second server, a seed script beside a running server) sees none of the first
 * one's writes, and the two overwrite each other's files. One process at a time: a lock file
 * with the owner's pid, taken over when that process is gone.
 */
function lockDataDir(dir: string): () => void {
  const file = path.join(dir, "vhold.lock");
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = Number(readFileSync(file, "utf8"));
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) throw new DataDirInUseError(dir, owner);
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

/**
 * An embedded database with the extensions the migrations create (pg_trgm: the knowledge base's
 * search, docs/decisions/0009). PostgreSQL ships them as contrib; PGlite loads each one it is
 * given, so every PGlite of the app and its tests is made here.
 */
export const createPGlite = (options: Omit<PGliteOptions, "extensions"> = {}) =>
  new PGlite({ ...options, extensions: { pg_trgm } });

/** Opens the database and brings its schema up to date. One per process (or test file). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.timeouts?.connectMs ?? DATABASE_TIMEOUTS.connectMs,
      statement_timeout: options.timeouts?.statementMs ?? DATABASE_TIMEOUTS.statementMs,
      query_timeout: options.timeouts?.queryMs ?? DATABASE_TIMEOUTS.queryMs,
    });
    // An idle connection the server closes (restart, failover) must not crash the process:
    // the pool drops it and opens another on the next query.
    pool.on("error", options.onError ?? (() => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migratePg(db as never, { migrationsFolder });
    return { db, engine: "postgres", close: () => pool.end() };
  }
  let client: PGlite;
  let unlock = () => {};
  if ("pglite" in options) {
    client = options.pglite;
  } else {
    const dir = path.join(options.dataDir, "pg");
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
    client = createPGlite({ dataDir: dir });
  }
  try {
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      engine: "pglite",
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Rows of a raw SQL statement: both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
