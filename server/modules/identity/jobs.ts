import { and, isNotNull, isNull, lt, or } from "drizzle-orm";
import { authCodes, refreshTokens, sessions, throttles } from "../../db/schema";
import type { Job } from "../../jobs/runner";
import { sweepJob } from "../../jobs/sweep";

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
 * or late, changes nothing a person could notice; each deletes in batches (server/jobs/sweep.ts).
 */
export function identityJobs(refreshTokenTtlSeconds: number): Job[] {
  return [
    // A code is dead 5 minutes after it was sent; the resend wait and the hourly limit read
    // newer ones (or the throttles table), so a day later it can go.
    sweepJob({
      name: "identity.expired-codes",
      everySeconds: 60 * 60,
      table: authCodes,
      key: authCodes.id,
      expired: (now) => lt(authCodes.expiresAt, ago(now, IDENTITY_RETENTION.codesMs)),
    }),
    // A refresh token older than the refresh lifetime can open nothing: unused, its session
    // expired with it; used, a replay of it is refused as unknown.
    sweepJob({
      name: "identity.rotated-refresh-tokens",
      everySeconds: 60 * 60,
      table: refreshTokens,
      key: refreshTokens.tokenHash,
      expired: (now) => lt(refreshTokens.createdAt, ago(now, refreshTokenTtlSeconds * 1000)),
    }),
    // Counters whose window has closed and locks that have run out count nothing any more.
    sweepJob({
      name: "identity.stale-throttles",
      everySeconds: 10 * 60,
      table: throttles,
      key: throttles.key,
      expired: (now) =>
        and(lt(throttles.windowEndsAt, now), or(isNull(throttles.lockedUntil), lt(throttles.lockedUntil, now))),
    }),
    // Sessions ended (signed out, replaced, revoked) or expired more than 30 days ago (their
    // refresh tokens go with them: ON DELETE CASCADE).
    sweepJob({
      name: "identity.ended-sessions",
      everySeconds: 24 * 60 * 60,
      table: sessions,
      key: sessions.id,
      expired: (now) => {
        const before = ago(now, IDENTITY_RETENTION.sessionsMs);
        return or(
          and(isNotNull(sessions.endedAt), lt(sessions.endedAt, before)),
          lt(sessions.refreshExpiresAt, before),
        );
      },
    }),
  ];
}
