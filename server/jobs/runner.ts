import { eq, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import { queryRows, type Database, type Executor } from "../db/client";
import { jobRuns } from "../db/schema";
import type { Logger } from "../logger";
import { jobRunCount } from "../metrics";

export interface JobContext {
  /** The job's transaction: its advisory lock is held until it commits. */
  db: Executor;
  /** The instant of this run, from the injectable clock: sweeps compare with it, never with now(). */
  now: Date;
  logger: Logger;
}

/** What one batch of a job did: counts for the log and job_runs, and whether work is left. */
export interface JobBatch {
  /** E.g. { deleted: 1000 }; the runner adds up the batches of a run. */
  counts: Record<string, number>;
  /** The batch stopped at its bound: the runner commits it and runs another in a new transaction. */
  more?: boolean;
}

/**
 * Time-based work (expired codes, vote deadlines, the 2-year deletion, the 30-day trash, daily
 * charges). A run must be idempotent: running it twice, or after a crash half-way, leaves the
 * same result as running it once. Work of unbounded size is done in batches (a bounded number of
 * rows per transaction, `more` while some are left), so no statement meets the 15 s statement
 * timeout and no lock is held long; a run stopped half-way resumes where it stopped.
 */
export interface Job {
  /** Unique; also names its advisory lock and its row in job_runs. */
  name: string;
  /** How often it is due. */
  everySeconds: number;
  /** Does one batch of the work, in its own transaction (ctx.db). */
  run(ctx: JobContext): Promise<JobBatch>;
}

export type JobOutcome =
  | { job: string; status: "ran"; result: Record<string, number>; batches: number }
  | { job: string; status: "not-due" | "locked" }
  | { job: string; status: "failed"; error: string };

/**
 * Runs the jobs that are due. Each batch of a job runs in its own transaction that first takes a
 * PostgreSQL advisory lock named after the job: any number of instances may run the runner, and
 * one runs each job while the others skip it (pg_try_advisory_xact_lock for the first batch; a
 * later batch waits for the lock, held by another instance only for its due check). On PGlite
 * (one connection) the transactions simply queue. The run is recorded in job_runs in the same
 * transaction as its first batch, so a job is due again only after work that committed, and the
 * other instances see it as done while its later batches run; each batch adds its counts.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<JobOutcome[]> | undefined;

  constructor(private readonly options: { db: Database; clock: Clock; logger: Logger; jobs: readonly Job[] }) {
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
    const lockName = `vhold:job:${job.name}`;
    const totals: Record<string, number> = {};
    let batches = 0;
    try {
      for (;;) {
        const first = batches === 0;
        const step = await db.transaction(async (tx) => {
          if (first) {
            const [{ locked }] = await queryRows<{ locked: boolean }>(
              tx,
              sql`select pg_try_advisory_xact_lock(hashtextextended(${lockName}, 0)) as locked`,
            );
            if (!locked) return "locked" as const;
            const [last] = await tx.select().from(jobRuns).where(eq(jobRuns.name, job.name));
            if (!force && last && now.getTime() - last.lastRunAt.getTime() < job.everySeconds * 1000)
              return "not-due" as const;
          } else {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockName}, 0))`);
          }
          const batch = await job.run({ db: tx, now, logger });
          for (const [key, value] of Object.entries(batch.counts)) totals[key] = (totals[key] ?? 0) + value;
          await tx
            .insert(jobRuns)
            .values({ name: job.name, lastRunAt: now, lastResult: totals })
            .onConflictDoUpdate({
              target: jobRuns.name,
              set: { lastRunAt: now, lastResult: totals, runs: first ? sql`${jobRuns.runs} + 1` : jobRuns.runs },
            });
          return batch.more ? ("more" as const) : ("done" as const);
        });
        if (step === "locked" || step === "not-due") return { job: job.name, status: step };
        batches += 1;
        if (step === "done") break;
      }
      logger.info({ job: job.name, batches, ...totals }, "job ran");
      jobRunCount.inc({ job: job.name, status: "ran" });
      return { job: job.name, status: "ran", result: totals, batches };
    } catch (error) {
      // Batches that committed stay done; the next run goes on from there.
      logger.error({ err: error, job: job.name, batches }, "job failed");
      jobRunCount.inc({ job: job.name, status: "failed" });
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
