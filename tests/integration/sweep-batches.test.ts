/**
 * Sweeps in batches (server/jobs/sweep.ts): 100,000 rows that are over go in short transactions of a
 * bounded size, no statement near the 15 s statement timeout (each batch measured, and on
 * PostgreSQL cancelled by the server past 1 s), what is live stays; a run stopped half-way keeps
 * what it did and the next run finishes it. On PGlite and PostgreSQL (TEST_DATABASE=postgres).
 */
import { count, like, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authCodes, throttles } from "../../server/db/schema";
import { JobRunner, type Job } from "../../server/jobs/runner";
import { SWEEP_BATCH_ROWS, sweepJob } from "../../server/jobs/sweep";
import { createLogger } from "../../server/logger";
import { identityJobs, IDENTITY_RETENTION } from "../../server/modules/identity/jobs";
import { createTestApp, type TestApp } from "./harness";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const runnerOf = (...jobs: Job[]) =>
  new JobRunner({ db: app.database.db, clock: app.clock, logger: createLogger("silent"), jobs });

/** `rows` rate-limit counters whose window ends at `windowEndsAt`, written by one statement. */
async function seedThrottles(rows: number, tag: string, windowEndsAt: Date, lockedUntil: Date | null) {
  await app.database.db.execute(sql`
    insert into throttles (key, hits, window_ends_at, locked_until)
    select ${tag} || ':' || i, 1, ${windowEndsAt.toISOString()}::timestamptz, ${lockedUntil?.toISOString() ?? null}::timestamptz
      from generate_series(1, ${rows}) as i`);
}

const throttlesLike = async (pattern: string) =>
  (await app.database.db.select({ n: count() }).from(throttles).where(like(throttles.key, pattern)))[0].n;

/** `rows` one-time codes sent at `sentAt` (valid 5 minutes), written by one statement. */
async function seedCodes(rows: number, sentAt: Date, tag: string) {
  const expiresAt = new Date(sentAt.getTime() + 5 * 60_000);
  await app.database.db.execute(sql`
    insert into auth_codes (purpose, phone, channel, destination, code_hash, max_attempts, created_at, expires_at)
    select 'SIGN_IN', ${tag} || lpad(i::text, 7, '0'), 'SMS', ${tag} || lpad(i::text, 7, '0'), 'hash', 5,
           ${sentAt.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz
      from generate_series(1, ${rows}) as i`);
}

const codesWhere = async (where: ReturnType<typeof lt>) =>
  (await app.database.db.select({ n: count() }).from(authCodes).where(where))[0].n;

/** The job, each batch timed; on PostgreSQL a statement of a batch running past 1 s is cancelled. */
function timed(job: Job, durations: number[]): Job {
  return {
    ...job,
    async run(ctx) {
      await ctx.db.execute(sql`set local statement_timeout = '1s'`);
      const started = performance.now();
      const batch = await job.run(ctx);
      durations.push(performance.now() - started);
      return batch;
    },
  };
}

describe("sweeping in batches", () => {
  it("removes 100,000 closed counters in short transactions of a bounded size and keeps the live ones", async () => {
    const now = app.clock.now();
    const hourAgo = new Date(now.getTime() - 60 * 60_000);
    const inAnHour = new Date(now.getTime() + 60 * 60_000);
    // Closed an hour ago; still counting; closed but locked for another hour.
    await seedThrottles(100_000, "closed", hourAgo, null);
    await seedThrottles(300, "open", inAnHour, null);
    await seedThrottles(200, "locked", hourAgo, inAnHour);

    const sweep = identityJobs(app.config.refreshTokenTtl).find((job) => job.name === "identity.stale-throttles")!;
    const durations: number[] = [];
    const [outcome] = await runnerOf(timed(sweep, durations)).runDue({ force: true });

    // 100 full batches, then one that finds nothing left.
    expect(outcome).toEqual({
      job: "identity.stale-throttles",
      status: "ran",
      result: { deleted: 100_000 },
      batches: 100_000 / SWEEP_BATCH_ROWS + 1,
    });
    expect(durations).toHaveLength(100_000 / SWEEP_BATCH_ROWS + 1);
    // No batch near the statement timeout: each well under a second.
    expect(Math.max(...durations), `slowest batch ${Math.max(...durations).toFixed(0)} ms`).toBeLessThan(1_000);
    expect(await throttlesLike("closed:%")).toBe(0);
    expect(await throttlesLike("open:%")).toBe(300);
    expect(await throttlesLike("locked:%")).toBe(200);
  });

  it("a run that fails half-way keeps the batches it committed, and the next run finishes the rest", async () => {
    const now = app.clock.now();
    await seedCodes(35, new Date(now.getTime() - 2 * 24 * 60 * 60_000), "+38063");
    const cutoff = new Date(now.getTime() - IDENTITY_RETENTION.codesMs);
    const sweep = sweepJob({
      name: "test.expired-codes",
      everySeconds: 60,
      table: authCodes,
      key: authCodes.id,
      expired: (at) => lt(authCodes.expiresAt, new Date(at.getTime() - IDENTITY_RETENTION.codesMs)),
      batchSize: 10,
    });
    let batches = 0;
    const failingThird: Job = {
      ...sweep,
      async run(ctx) {
        batches += 1;
        const batch = await sweep.run(ctx);
        if (batches === 3) throw new Error("the connection dropped");
        return batch;
      },
    };
    expect((await runnerOf(failingThird).runDue())[0]).toMatchObject({
      status: "failed",
      error: "the connection dropped",
    });
    // Two batches committed; the third rolled back with its transaction.
    expect(await codesWhere(lt(authCodes.expiresAt, cutoff))).toBe(15);

    expect((await runnerOf(sweep).runDue({ force: true }))[0]).toEqual({
      job: "test.expired-codes",
      status: "ran",
      result: { deleted: 15 },
      batches: 2,
    });
    expect(await codesWhere(lt(authCodes.expiresAt, cutoff))).toBe(0);
  });
});
