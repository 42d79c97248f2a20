import { inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Job } from "./runner";

/**
 * Rows one batch of a sweep deletes: a few milliseconds of work and of row locks on either
 * engine, so 100,000 expired rows are 100 short transactions, never one statement near the
 * 15 s statement timeout (tests/integration/jobs.test.ts measures it).
 */
export const SWEEP_BATCH_ROWS = 1000;

/**
 * A sweep that deletes what is over: the rows of `table` that `expired(now)` selects, at most
 * `batchSize` per transaction, until none is left. Rows a live transaction holds are skipped
 * (SKIP LOCKED) and go in a later run, so a sweep never waits behind a person's request.
 * Idempotent and resumable: a batch that committed is done, and the next run finds the rest.
 */
export function sweepJob(options: {
  name: string;
  everySeconds: number;
  table: PgTable;
  /** The table's primary key, by which the batch's rows are picked and deleted. */
  key: PgColumn;
  /** Which rows are over, at the run's instant (from the injectable clock). */
  expired: (now: Date) => SQL | undefined;
  batchSize?: number;
}): Job {
  const batchSize = options.batchSize ?? SWEEP_BATCH_ROWS;
  return {
    name: options.name,
    everySeconds: options.everySeconds,
    async run({ db, now }) {
      const batch = db
        .select({ key: options.key })
        .from(options.table)
        .where(options.expired(now))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      const deleted = await db.delete(options.table).where(inArray(options.key, batch)).returning({ key: options.key });
      return { counts: { deleted: deleted.length }, more: deleted.length === batchSize };
    },
  };
}
