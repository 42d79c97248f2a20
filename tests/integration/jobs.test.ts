/**
 * Background jobs: the runner (one run per job at a time, due times from the movable clock,
 * recorded in job_runs) and the identity sweeps (what they remove, and what they must keep).
 */
import { count, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { authCodes, jobRuns, refreshTokens, sessions, throttles } from "../../server/db/schema";
import { JobRunner, type Job, type JobOutcome } from "../../server/jobs/runner";
import { createLogger } from "../../server/logger";
import { createTestApp, gql, newPhone, REQUEST_CODE, signUp, token, type TestApp } from "./harness";
import { me, ok, signOut } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const rowsIn = async (table: typeof authCodes | typeof refreshTokens | typeof sessions | typeof throttles) =>
  (await app.database.db.select({ n: count() }).from(table))[0].n;

describe("the job runner", () => {
  /** A job that counts its runs: what the runner decides is visible from outside. */
  const countingJob = (name: string, everySeconds: number) => {
    const job: Job & { runs: number } = {
      name,
      everySeconds,
      runs: 0,
      async run() {
        job.runs += 1;
        return { counts: { runs: job.runs } };
      },
    };
    return job;
  };
  const runnerOf = (...jobs: Job[]) =>
    new JobRunner({ db: app.database.db, clock: app.clock, logger: createLogger("silent"), jobs });

  it("runs a job when due, not again until its interval has passed on the clock, and records each run", async () => {
    const job = countingJob("test.counting", 600);
    const runner = runnerOf(job);
    expect(await runner.runDue()).toEqual([{ job: "test.counting", status: "ran", result: { runs: 1 }, batches: 1 }]);
    expect((await runner.runDue())[0].status).toBe("not-due");
    app.clock.advance(599_000);
    expect((await runner.runDue())[0].status).toBe("not-due");
    app.clock.advance(1_000);
    expect((await runner.runDue())[0].status).toBe("ran");
    expect(job.runs).toBe(2);
    const [row] = await app.database.db.select().from(jobRuns).where(eq(jobRuns.name, "test.counting"));
    expect(row.runs).toBe(2);
    expect(row.lastRunAt.toISOString()).toBe(app.clock.now().toISOString());
    expect(row.lastResult).toEqual({ runs: 2 });
  });

  it("two runners started together run a job once", async () => {
    const job = countingJob("test.together", 3600);
    const runners = [runnerOf(job), runnerOf(job), runnerOf(job)];
    const outcomes = (await Promise.all(runners.map((runner) => runner.runDue()))).flat();
    expect(outcomes.filter((o) => o.status === "ran")).toHaveLength(1);
    expect(job.runs).toBe(1);
  });

  it("a failing job is reported, records no run, and leaves the others to run", async () => {
    const failing: Job = {
      name: "test.failing",
      everySeconds: 60,
      async run({ db }) {
        await db.insert(jobRuns).values({ name: "test.half-written", lastRunAt: new Date(), lastResult: {} });
        throw new Error("the bank did not answer");
      },
    };
    const after = countingJob("test.after-failing", 60);
    const outcomes = await runnerOf(failing, after).runDue();
    expect(outcomes).toEqual([
      { job: "test.failing", status: "failed", error: "the bank did not answer" },
      { job: "test.after-failing", status: "ran", result: { runs: 1 }, batches: 1 },
    ]);
    // Its transaction rolled back: nothing it wrote stayed, and it is due again at once.
    const names = (await app.database.db.select({ name: jobRuns.name }).from(jobRuns)).map((r) => r.name);
    expect(names).not.toContain("test.half-written");
    expect(names).not.toContain("test.failing");
  });

  it.runIf(inject("databaseEngine") === "postgres")(
    "skips a job whose advisory lock another instance holds (PostgreSQL)",
    async () => {
      const job = countingJob("test.locked", 60);
      // The other instance: its own connection, holding the job's lock in an open transaction.
      const other = new pg.Client({ connectionString: app.database.url });
      await other.connect();
      try {
        await other.query("begin");
        await other.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", ["vhold:job:test.locked"]);
        expect(await runnerOf(job).runDue()).toEqual([{ job: "test.locked", status: "locked" }]);
        await other.query("commit");
        expect((await runnerOf(job).runDue())[0].status).toBe("ran");
      } finally {
        await other.end();
      }
    },
  );
});

describe("the identity sweeps", () => {
  it("remove expired codes, old refresh tokens, closed counters and long-ended sessions, and keep what is live", async () => {
    // What is live: a signed-in user, a code just sent, a counter in its window.
    const live = await signUp(app);
    const oldPhone = newPhone();
    ok(await gql(app, REQUEST_CODE, { phone: oldPhone }, { apiKey: true }));

    // What will be over: a user who signs out, a session that is refreshed (its first token is used).
    const leaving = await signUp(app);
    await signOut(app, leaving.accessToken);
    const refreshed = await signUp(app);
    const rotated = await token(app, { grant_type: "refresh_token", refresh_token: refreshed.refreshToken });
    expect(rotated.status).toBe(200);

    const before = {
      codes: await rowsIn(authCodes),
      tokens: await rowsIn(refreshTokens),
      sessions: await rowsIn(sessions),
      throttles: await rowsIn(throttles),
    };

    // 61 days on: the others' sessions expired (30 days after their last refresh) more than 30
    // days ago; the live user kept using the app (a refresh a day keeps a session alive).
    for (let day = 0; day < 61; day += 1) {
      app.clock.advance(DAY);
      const next = await token(app, { grant_type: "refresh_token", refresh_token: live.refreshToken });
      expect(next.status, `day ${day}`).toBe(200);
      live.refreshToken = next.body.refresh_token as string;
      live.accessToken = next.body.access_token as string;
    }
    const freshPhone = newPhone();
    ok(await gql(app, REQUEST_CODE, { phone: freshPhone }, { apiKey: true }));

    const identity = (outcomes: JobOutcome[]) => outcomes.filter((o) => o.job.startsWith("identity."));
    const outcomes = identity(await app.api.jobs.runDue({ force: true }));
    expect(
      outcomes.every((o) => o.status === "ran"),
      JSON.stringify(outcomes),
    ).toBe(true);
    const deleted = Object.fromEntries(outcomes.map((o) => [o.job, o.status === "ran" ? o.result.deleted : -1]));

    // Codes: every code of the first day went; the one sent just now stays.
    expect(deleted["identity.expired-codes"]).toBe(before.codes);
    const codesLeft = await app.database.db.select({ phone: authCodes.phone }).from(authCodes);
    expect(codesLeft.map((c) => c.phone)).toEqual([freshPhone]);
    // Sessions: the signed-out one, and the ones that expired more than 30 days ago.
    expect(deleted["identity.ended-sessions"]).toBe(before.sessions - 1);
    const sessionsLeft = await app.database.db.select({ id: sessions.id }).from(sessions);
    expect(sessionsLeft.map((s) => s.id)).toEqual([live.sessionState]);
    // The live user is still signed in, and their newest refresh token still works.
    expect((await me(app, live.accessToken)).data?.getAuthUser?.id).toBe(live.id);
    expect((await token(app, { grant_type: "refresh_token", refresh_token: live.refreshToken })).status).toBe(200);
    // Counters of the first day (the address and per-phone windows) closed long ago.
    expect(deleted["identity.stale-throttles"]).toBeGreaterThan(0);
    expect(deleted["identity.stale-throttles"]).toBeLessThanOrEqual(before.throttles);
    expect(deleted["identity.rotated-refresh-tokens"]).toBeGreaterThan(0);

    // Idempotent: a second run finds nothing more to remove and changes nothing.
    const again = identity(await app.api.jobs.runDue({ force: true }));
    expect(again.map((o) => (o.status === "ran" ? o.result.deleted : -1))).toEqual([0, 0, 0, 0]);
    expect((await me(app, live.accessToken)).data?.getAuthUser?.id).toBe(live.id);
  });

  it("keeps a lock that has not run out, even when its counting window has closed", async () => {
    const key = `lock:${newPhone()}`;
    const now = app.clock.now();
    await app.database.db
      .insert(throttles)
      .values({ key, hits: 0, windowEndsAt: now, lockedUntil: new Date(now.getTime() + 10 * 60_000) });
    app.clock.advance(60_000);
    await app.api.jobs.runDue({ force: true });
    expect(await app.database.db.select().from(throttles).where(eq(throttles.key, key))).toHaveLength(1);
    app.clock.advance(10 * 60_000);
    await app.api.jobs.runDue({ force: true });
    expect(await app.database.db.select().from(throttles).where(eq(throttles.key, key))).toHaveLength(0);
  });
});
