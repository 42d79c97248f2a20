import { and, isNotNull, isNull, lt, or } from "drizzle-orm";
import { authCodes, refreshTokens, sessions, throttles } from "../../db/schema";
import type { Job } from "../../jobs/runner";

const DAY = 24 * 60 * 60 * 1000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** How long what is over stays before the sweeps remove it (a trace for support, not a rule). */
export const IDENTITY_RETENTION = {
  /** Expired or used one-time codes. */
  codesMs: DAY,
  /** Ended or expired sessions, with their refresh tokens. */
  sessionsMs: 30 * DAY,
} as const;

/**
 * The identity sweeps. Each deletes only what no rule can read any more, so running one twice,
 * or late, changes nothing a person could notice.
 */
export function identityJobs(refreshTokenTtlSeconds: number): Job[] {
  return [
    {
      // A code is dead 5 minutes after it was sent; the resend wait and the hourly limit read
      // newer ones (or the throttles table), so a day later it can go.
      name: "identity.expired-codes",
      everySeconds: 60 * 60,
      async run({ db, now }) {
        const deleted = await db
          .delete(authCodes)
          .where(lt(authCodes.expiresAt, ago(now, IDENTITY_RETENTION.codesMs)))
          .returning({ id: authCodes.id });
        return { deleted: deleted.length };
      },
    },
    {
      // A refresh token older than the refresh lifetime can open nothing: unused, its session
      // expired with it; used, a replay of it is refused as unknown.
      name: "identity.rotated-refresh-tokens",
      everySeconds: 60 * 60,
      async run({ db, now }) {
        const deleted = await db
          .delete(refreshTokens)
          .where(lt(refreshTokens.createdAt, ago(now, refreshTokenTtlSeconds * 1000)))
          .returning({ tokenHash: refreshTokens.tokenHash });
        return { deleted: deleted.length };
      },
    },
    {
      // Counters whose window has closed and locks that have run out count nothing any more.
      name: "identity.stale-throttles",
      everySeconds: 10 * 60,
      async run({ db, now }) {
        const deleted = await db
          .delete(throttles)
          .where(and(lt(throttles.windowEndsAt, now), or(isNull(throttles.lockedUntil), lt(throttles.lockedUntil, now))))
          .returning({ key: throttles.key });
        return { deleted: deleted.length };
      },
    },
    {
      // Sessions ended (signed out, replaced, revoked) or expired more than 30 days ago.
      name: "identity.ended-sessions",
      everySeconds: 24 * 60 * 60,
      async run({ db, now }) {
        const before = ago(now, IDENTITY_RETENTION.sessionsMs);
        const deleted = await db
          .delete(sessions)
          .where(or(and(isNotNull(sessions.endedAt), lt(sessions.endedAt, before)), lt(sessions.refreshExpiresAt, before)))
          .returning({ id: sessions.id });
        return { deleted: deleted.length };
      },
    },
  ];
}
