import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { throttles } from "../../db/schema";

export interface ThrottleResult {
  hits: number;
  /** Seconds until the window (or the lock) ends. */
  retryAfter: number;
}

/** A try taken from a limited budget, to be given back (release) when the answer was right. */
export interface Reservation {
  key: string;
  /** This try's number in the window: 1 for the first. */
  hits: number;
  windowEndsAt: Date;
  /** Set when this try was the last one: the lock it put in place until it is known to be wrong. */
  lockedUntil: Date | null;
}

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Fixed-window counters and lockouts in PostgreSQL, so that every instance sees the same
 * counts. One upsert per hit: atomic without explicit locks.
 */
export const throttle = {
  async hit(db: Executor, key: string, windowSeconds: number, now: Date): Promise<ThrottleResult> {
    const windowEnd = new Date(now.getTime() + windowSeconds * 1000);
    const [row] = await db
      .insert(throttles)
      .values({ key, hits: 1, windowEndsAt: windowEnd })
      .onConflictDoUpdate({
        target: throttles.key,
        set: {
          hits: sql`case when ${throttles.windowEndsAt} <= ${at(now)} then 1 else ${throttles.hits} + 1 end`,
          windowEndsAt: sql`case when ${throttles.windowEndsAt} <= ${at(now)} then ${at(windowEnd)} else ${throttles.windowEndsAt} end`,
        },
      })
      .returning({ hits: throttles.hits, windowEndsAt: throttles.windowEndsAt });
    return { hits: row.hits, retryAfter: secondsUntil(row.windowEndsAt, now) };
  },

  /**
   * Takes one of `max` tries of the window, or answers null when none is left or the key is
   * locked. One statement: under any number of parallel callers exactly `max` tries are handed
   * out (PostgreSQL re-checks the condition on the row it locked). The try that is the last one
   * also locks the key at once, so that nobody else is compared while its answer is pending.
   */
  async reserve(
    db: Executor,
    key: string,
    limits: { max: number; windowSeconds: number; lockSeconds: number },
    now: Date,
  ): Promise<Reservation | null> {
    const windowEnd = new Date(now.getTime() + limits.windowSeconds * 1000);
    const lockEnd = new Date(now.getTime() + limits.lockSeconds * 1000);
    const expired = sql`${throttles.windowEndsAt} <= ${at(now)}`;
    const next = sql`case when ${expired} then 1 else ${throttles.hits} + 1 end`;
    const [row] = await db
      .insert(throttles)
      .values({ key, hits: 1, windowEndsAt: windowEnd, lockedUntil: limits.max <= 1 ? lockEnd : null })
      .onConflictDoUpdate({
        target: throttles.key,
        set: {
          hits: next,
          windowEndsAt: sql`case when ${expired} then ${at(windowEnd)} else ${throttles.windowEndsAt} end`,
          lockedUntil: sql`case when ${next} >= ${limits.max} then ${at(lockEnd)} else null end`,
        },
        setWhere: sql`(${throttles.lockedUntil} is null or ${throttles.lockedUntil} <= ${at(now)})
          and (${expired} or ${throttles.hits} < ${limits.max})`,
      })
      .returning({ hits: throttles.hits, windowEndsAt: throttles.windowEndsAt, lockedUntil: throttles.lockedUntil });
    return row ? { key, hits: row.hits, windowEndsAt: row.windowEndsAt, lockedUntil: row.lockedUntil } : null;
  },

  /**
   * Gives a try back (the answer was right): it does not count against the budget, and the
   * lock it put in place is lifted. Wrong tries of the window stay counted.
   */
  async release(db: Executor, reservation: Reservation): Promise<void> {
    const lockedUntil = reservation.lockedUntil
      ? sql`case when ${throttles.lockedUntil} = ${at(reservation.lockedUntil)} then null else ${throttles.lockedUntil} end`
      : throttles.lockedUntil;
    await db
      .update(throttles)
      .set({ hits: sql`greatest(${throttles.hits} - 1, 0)`, lockedUntil })
      .where(and(eq(throttles.key, reservation.key), eq(throttles.windowEndsAt, reservation.windowEndsAt)));
  },

  /** Seconds left on a lock, or 0 when the key is not locked. */
  async lockedFor(db: Executor, key: string, now: Date): Promise<number> {
    const [row] = await db.select({ lockedUntil: throttles.lockedUntil }).from(throttles).where(eq(throttles.key, key));
    return row?.lockedUntil && row.lockedUntil > now ? secondsUntil(row.lockedUntil, now) : 0;
  },

  async lock(db: Executor, key: string, seconds: number, now: Date): Promise<void> {
    const until = new Date(now.getTime() + seconds * 1000);
    // Never shortens a longer lock already in place.
    await db
      .insert(throttles)
      .values({ key, hits: 0, windowEndsAt: now, lockedUntil: until })
      .onConflictDoUpdate({
        target: throttles.key,
        set: { lockedUntil: sql`greatest(${throttles.lockedUntil}, ${at(until)})` },
      });
  },

  async clear(db: Executor, key: string): Promise<void> {
    await db.delete(throttles).where(eq(throttles.key, key));
  },
};
