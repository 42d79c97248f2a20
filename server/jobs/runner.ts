import { eq, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import { queryRows, type Database, type Executor } from "../db/client";
import { jobRuns } from "../db/schema";
import type { Logger } from "../logger";

export interface JobContext {
  /** The job's transaction: its advisory lock is held until it commits. */
  db: Executor;
  /** The instant of this run, from the injectable clock: sweeps compare with it, never with now(). */
  now: Date;
  logger: Logger;
}

/**
 * Time-based work (expired codes, vote deadlines, the 2-year deletion, the 30-day trash, daily
 * charges). A run must be idempotent: running it twice, or after a crash half-way, leaves the
 * same result as running it once.
 */
export interface Job {
  /** Unique; also names its advisory lock and its row in job_runs. */
  name: string;
  /** How often it is due. */
  everySeconds: number;
  /** Does the work; returns counts for the log and job_runs (e.g. { deleted: 12 }). */
  run(ctx: JobContext): Promise<Record<string, number>>;
}

export type JobOutcome =
  | { job: string; status: "ran"; result: Record<string, number> }
  | { job: string; status: "not-due" | "locked" }
  | { job: string; status: "failed"; error: string };

/**
 * Runs the jobs that are due. Each job runs in its own transaction that first takes a PostgreSQL
 * advisory lock named after it (pg_try_advisory_xact_lock): any number of instances may run the
 * runner, and one runs each job while the others skip it. On PGlite (one connection) the
 * transactions simply queue. The last run is recorded in job_runs, in the same transaction as
 * the work, so a job is due again only after work that committed.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<JobOutcome[]> | undefined;

  constructor(
    private readonly options: { db: Database; clock: Clock; logger: Logger; jobs: readonly Job[] },
  ) {
    const names = new Set<string>();
    for (const job of options.jobs) {
      if (names.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
      names.add(job.name);
    }
  }

  /** Runs every due job once (every job with `force`). Overlapping calls share one pass. */
  runDue(options: { force?: boolean } = {}): Promise<JobOutcome[]> {
    this.running ??= this.pass(options.force ?? false).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(force: boolean): Promise<JobOutcome[]> {
    const outcomes: JobOutcome[] = [];
    for (const job of this.options.jobs) outcomes.push(await this.runOne(job, force));
    return outcomes;
  }

  private async runOne(job: Job, force: boolean): Promise<JobOutcome> {
    const { db, clock, logger } = this.options;
    const now = clock.now();
    try {
      return await db.transaction(async (tx) => {
        const [{ locked }] = await queryRows<{ locked: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(hashtextextended(${`vhold:job:${job.name}`}, 0)) as locked`,
        );
        if (!locked) return { job: job.name, status: "locked" as const };
        const [last] = await tx.select().from(jobRuns).where(eq(jobRuns.name, job.name));
        if (!force && last && now.getTime() - last.lastRunAt.getTime() < job.everySeconds * 1000) {
          return { job: job.name, status: "not-due" as const };
        }
        const result = await job.run({ db: tx, now, logger });
        await tx
          .insert(jobRuns)
          .values({ name: job.name, lastRunAt: now, lastResult: result })
          .onConflictDoUpdate({
            target: jobRuns.name,
            set: { lastRunAt: now, lastResult: result, runs: sql`${jobRuns.runs} + 1` },
          });
        logger.info({ job: job.name, ...result }, "job ran");
        return { job: job.name, status: "ran" as const, result };
      });
    } catch (error) {
      logger.error({ err: error, job: job.name }, "job failed");
      return { job: job.name, status: "failed", error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Checks for due jobs every `intervalMs` until stop(). */
  start(intervalMs: number): void {
    const tick = () => {
      void this.runDue();
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
    tick();
  }

  /** Stops the timer and waits for a pass in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
