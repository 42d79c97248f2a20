import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { throttles } from "../../db/schema";

export interface ThrottleResult {
  hits: number;
  /** Seconds until the window (or the lock) ends. */
  retryAfter: number;
}

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

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
          hits: sql`case when ${throttles.windowEndsAt} <= ${now.toISOString()}::timestamptz then 1 else ${throttles.hits} + 1 end`,
          windowEndsAt: sql`case when ${throttles.windowEndsAt} <= ${now.toISOString()}::timestamptz then ${windowEnd.toISOString()}::timestamptz else ${throttles.windowEndsAt} end`,
        },
      })
      .returning({ hits: throttles.hits, windowEndsAt: throttles.windowEndsAt });
    return { hits: row.hits, retryAfter: secondsUntil(row.windowEndsAt, now) };
  },

  /** Seconds left on a lock, or 0 when the key is not locked. */
  async lockedFor(db: Executor, key: string, now: Date): Promise<number> {
    const [row] = await db.select({ lockedUntil: throttles.lockedUntil }).from(throttles).where(eq(throttles.key, key));
    return row?.lockedUntil && row.lockedUntil > now ? secondsUntil(row.lockedUntil, now) : 0;
  },

  async lock(db: Executor, key: string, seconds: number, now: Date): Promise<void> {
    const until = new Date(now.getTime() + seconds * 1000);
    await db
      .insert(throttles)
      .values({ key, hits: 0, windowEndsAt: now, lockedUntil: until })
      .onConflictDoUpdate({ target: throttles.key, set: { lockedUntil: until, hits: 0, windowEndsAt: now } });
  },

  async clear(db: Executor, key: string): Promise<void> {
    await db.delete(throttles).where(eq(throttles.key, key));
  },
};
