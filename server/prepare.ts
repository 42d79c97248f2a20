import {
  migrateDatabase,
  pendingMigrations,
  underMigrationLock,
  type Database,
  type DatabaseHandle,
} from "./db/client";
import type { Logger } from "./logger";
import { seedKnowledgeBase } from "./modules/knowledge/seed";

export interface Prepared {
  /** Migrations this call applied (0: the database was up to date, or another instance did it). */
  applied: number;
  /** Whether this call filled the empty knowledge base. */
  seeded: boolean;
}

/**
 * The migrate step (docs/decisions/0031): the migrations this version lacks, then the first seeds
 * (the knowledge base's help, while it is empty), both as one step. On PostgreSQL it runs under
 * an advisory lock on a connection of its own (server/db/client.ts, underMigrationLock): any
 * number of instances starting together on an empty database all come up, one applies, the
 * others wait and find nothing left. On the embedded database one process holds the data
 * directory (vhold.lock), so there is no one to wait for.
 *
 * Run by `npm run migrate` (server/migrate.ts), at every start unless MIGRATE_AT_START=0
 * (server/index.ts), and once by the first process of an instance of several (server/cluster.ts).
 */
export async function prepareDatabase(
  target: { databaseUrl: string } | { db: Database; engine: DatabaseHandle["engine"] },
  logger: Logger,
): Promise<Prepared> {
  const steps = async (db: Database, engine: DatabaseHandle["engine"]): Promise<Prepared> => {
    const applied = await migrateDatabase(db, engine);
    if (applied) logger.info({ applied }, "migrations applied");
    const seeded = await seedKnowledgeBase(db, logger);
    return { applied, seeded };
  };
  if ("db" in target) return steps(target.db, target.engine);
  return underMigrationLock(target.databaseUrl, (db) => steps(db, "postgres"), {
    onWait: () => logger.info("another instance holds the migrations' lock: waiting for it"),
  });
}

/** The database lacks migrations of this version, and this process was told not to apply them. */
export class SchemaBehindError extends Error {
  constructor(readonly pending: number) {
    super(
      `The database lacks ${pending} migration${pending === 1 ? "" : "s"} of this version, and MIGRATE_AT_START=0 says not to apply them here: ` +
        "run the migrate step first (`npm run migrate`, or `node build/node/migrate.js`), or start without MIGRATE_AT_START=0.",
    );
    this.name = "SchemaBehindError";
  }
}

/**
 * MIGRATE_AT_START=0: the migrate step is the deployment's own (a release job). A server of this
 * version refuses to start on a database without this version's migrations, saying which step
 * was missed; one that has a newer version's too (a rolling update) is fine.
 */
export async function requireCurrentSchema(db: Database): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending > 0) throw new SchemaBehindError(pending);
}
