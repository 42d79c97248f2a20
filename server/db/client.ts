import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import pg from "pg";
import { procStat, processStart } from "../proc";
import * as schema from "./schema";
import { watchPool } from "../metrics";

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

export interface OpenOptions {
  /**
   * Bring the schema up to date while opening (the default, for the scripts and the tests). The
   * server prepares the database itself (server/prepare.ts: the migrations and the first seeds
   * under one lock, or none at all with MIGRATE_AT_START=0) and opens it with false.
   */
  migrate?: boolean;
}

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
 * Who holds vhold.lock: the pid and, where Linux's /proc tells it, when that process started and
 * in which boot, written as JSON (`{"pid":4242,"started":1234567,"boot":"<boot id>"}`; the pid
 * alone elsewhere). A pid alone cannot tell the holder from a process that got its number after
 * the holder was killed (kill -9 leaves the file; in a container the numbers start over at each
 * restart, so the dead server's pid is soon someone else's); pid and start together can.
 */
interface LockHolder {
  pid: number;
  started?: number;
  boot?: string;
}

/** The holder a lock file names, in this format or the earlier one (the pid alone); null when unreadable (a write cut short). */
function readLockHolder(text: string): LockHolder | null {
  const trimmed = text.trim();
  if (/^\d{1,10}$/.test(trimmed)) return Number(trimmed) > 0 ? { pid: Number(trimmed) } : null;
  let value: Partial<Record<keyof LockHolder, unknown>>;
  try {
    value = JSON.parse(trimmed) as typeof value;
  } catch {
    return null;
  }
  if (typeof value?.pid !== "number" || !Number.isSafeInteger(value.pid) || value.pid <= 0) return null;
  const started = typeof value.started === "number" && Number.isSafeInteger(value.started) ? value.started : undefined;
  const boot = typeof value.boot === "string" ? value.boot : undefined;
  return { pid: value.pid, started, boot };
}

/** Whether the process that wrote the lock still runs (else the lock is what a crash left, and is taken over). */
function holderIsAlive(holder: LockHolder): boolean {
  // Our own pid: a restarted container's server often gets the number its dead predecessor had.
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const now = processStart(holder.pid);
  // No /proc (macOS, Windows) or the process hidden from us: a live pid is believed, as before.
  if (!now) return true;
  if (holder.started !== undefined && holder.boot !== undefined)
    return holder.started === now.started && holder.boot === now.boot;
  // The earlier format (the pid alone), written by a version before this one. Every process that
  // takes the lock runs in Node (the server, the scripts, the tests), so a live process of another
  // program (a shell, a sleep, a database) did not write it. A live Node process may be that
  // version's server, still running during an upgrade: believed, as before, since taking over
  // from a live server would have the two overwrite each other's files.
  return procStat(holder.pid)?.command === procStat(process.pid)?.command;
}

/**
 * PGlite keeps its own copy of the database in memory: a second process opening the same
 * directory (a second server, a seed script beside a running server) sees none of the first
 * one's writes, and the two overwrite each other's files. One process at a time: a lock file
 * naming the holder (LockHolder), taken over when that process is gone.
 */
function lockDataDir(dir: string): () => void {
  const file = path.join(dir, "vhold.lock");
  const mine = `${JSON.stringify({ pid: process.pid, ...processStart(process.pid) })}\n`;
  try {
    writeFileSync(file, mine, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = readLockHolder(readFileSync(file, "utf8"));
    if (holder && holderIsAlive(holder)) throw new DataDirInUseError(dir, holder.pid);
    writeFileSync(file, mine);
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

/** Opens the database and (unless told not to) brings its schema up to date. One per process (or test file). */
export async function openDatabase(options: DatabaseOptions & OpenOptions): Promise<DatabaseHandle> {
  const migrate = options.migrate ?? true;
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
    if (migrate) {
      try {
        await underMigrationLock(options.databaseUrl, (locked) => migrateDatabase(locked, "postgres"), {
          connectMs: options.timeouts?.connectMs,
        });
      } catch (error) {
        await pool.end();
        throw error;
      }
    }
    // Its connections at each scrape of /metrics (db_pool_connections), until it is closed.
    const unwatch = watchPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    return {
      db,
      engine: "postgres",
      close: () => {
        unwatch();
        return pool.end();
      },
    };
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
    if (migrate) await migrateDatabase(db, "pglite");
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

/** The migrations of this version, oldest first (drizzle's journal). */
export function migrationFiles() {
  return readMigrationFiles({ migrationsFolder });
}

/**
 * How many of this version's migrations the database lacks: those newer than the last one it
 * recorded, the rule Drizzle's migrator applies them by (its table drizzle.__drizzle_migrations,
 * on both engines). A database that has more (a newer version's, during a rolling update) lacks none.
 */
export async function pendingMigrations(db: Executor): Promise<number> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const files = migrationFiles();
  if (!table?.present) return files.length;
  const [last] = await queryRows<{ createdAt: string | number | null }>(
    db,
    sql`select max(created_at) as "createdAt" from drizzle.__drizzle_migrations`,
  );
  const lastAt = last?.createdAt === null || last?.createdAt === undefined ? -Infinity : Number(last.createdAt);
  return files.filter((file) => file.folderMillis > lastAt).length;
}

/** Applies the migrations the database lacks (Drizzle's migrator: all of them in one transaction); returns how many. */
export async function migrateDatabase(db: Database, engine: DatabaseHandle["engine"]): Promise<number> {
  const pending = await pendingMigrations(db);
  if (pending === 0) return 0;
  if (engine === "postgres") await migratePg(db as never, { migrationsFolder });
  else await migratePglite(db as never, { migrationsFolder });
  return pending;
}

/**
 * The key of the session-level advisory lock the migrate step holds on PostgreSQL (the jobs and
 * the knowledge seed key their own locks the same way, by a name).
 */
export const MIGRATION_LOCK = "vhold:migrations";

/**
 * Runs `run` on a connection of its own that holds PostgreSQL's advisory lock MIGRATION_LOCK, so
 * that of instances starting together on one database one migrates (and seeds) and the others
 * wait for it, then find nothing left to do. Drizzle's migrator takes no lock: two servers on an
 * empty database both ran CREATE TABLE, and one died (a duplicate key in pg_type).
 *
 * The connection is not the pool's: a migration (an index on a large table) may run longer than
 * the pool's statement timeout, and the wait for the lock as long as the other instance's
 * migrations take. A session-level lock is let go when the connection ends, so an instance killed
 * while it migrates leaves no lock behind (and its transaction rolled back), and the next takes over.
 */
export async function underMigrationLock<T>(
  databaseUrl: string,
  run: (db: Database) => Promise<T>,
  options: { connectMs?: number; onWait?: () => void } = {},
): Promise<T> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: options.connectMs ?? DATABASE_TIMEOUTS.connectMs,
  });
  // A connection lost while a statement runs fails that statement; one lost between them is said here, not thrown at the process.
  client.on("error", () => {});
  await client.connect();
  try {
    const key = sql`hashtextextended(${MIGRATION_LOCK}, 0)`;
    const db = drizzlePg(client, { schema }) as unknown as Database;
    const [first] = await queryRows<{ locked: boolean }>(db, sql`select pg_try_advisory_lock(${key}) as locked`);
    if (!first?.locked) {
      options.onWait?.();
      await db.execute(sql`select pg_advisory_lock(${key})`);
    }
    try {
      return await run(db);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${key})`).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
