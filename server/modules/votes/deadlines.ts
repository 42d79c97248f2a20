import { and, asc, eq, lte } from "drizzle-orm";
import { SYSTEM_ACTOR } from "../../audit";
import type { Executor } from "../../db/client";
import { voteSessions } from "../../db/schema";
import { endSession } from "./deciding";
import type { VotesDeps } from "./model";

/** Sessions one sweep batch settles. */
export const VOTE_SWEEP_BATCH = 100;

/**
 * Deadlines (a session's days are counted by rules.ts: deadlineOf): a session past its deadline
 * reads as EXPIRED at once; the sweep (./jobs.ts) writes it so, by vHold itself.
 */
export class VoteDeadlines {
  constructor(private readonly deps: VotesDeps) {}

  /**
   * The deadline sweep's batch (./jobs.ts): sessions past their deadline end as EXPIRED (or
   * CANCELED when their company was deleted meanwhile), told to their voters, by vHold itself.
   * A company someone is changing right now is taken on the next run. Idempotent: a session
   * ends once.
   */
  async settleDue(tx: Executor, now: Date): Promise<{ settled: number; more: boolean }> {
    const due = await tx
      .select({ id: voteSessions.id, companyId: voteSessions.companyId })
      .from(voteSessions)
      .where(and(eq(voteSessions.status, "ACTIVE"), lte(voteSessions.endsAt, now)))
      .orderBy(asc(voteSessions.endsAt), asc(voteSessions.id))
      .limit(VOTE_SWEEP_BATCH);
    let settled = 0;
    for (const { id, companyId } of due) {
      const company = await this.deps.companies.lockForSweep(tx, companyId);
      if (!company) continue;
      const [session] = await tx.select().from(voteSessions).where(eq(voteSessions.id, id)).for("update");
      if (!session || session.status !== "ACTIVE" || session.endsAt.getTime() > now.getTime()) continue;
      const deleted = company.deletedAt !== null;
      if (
        await endSession(
          this.deps,
          tx,
          SYSTEM_ACTOR,
          company,
          session,
          deleted ? "CANCELED" : "EXPIRED",
          now,
          deleted ? "companyDeleted" : undefined,
        )
      )
        settled += 1;
    }
    return { settled, more: due.length === VOTE_SWEEP_BATCH && settled > 0 };
  }
}
