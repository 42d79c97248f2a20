import { and, eq } from "drizzle-orm";
import { writeAudit } from "../../audit";
import type { Authorized } from "../../authz/policy";
import { voteSessions, votes, type VoteChoice, type VoteSessionKind } from "../../db/schema";
import { DomainError } from "../../errors";
import { endSession, lockSession } from "./deciding";
import { endedRefusal, type VoteSessionRow, type VotesDeps } from "./model";
import { decided, isOpen, tally } from "./rules";

/**
 * Casting (spec: cast a vote, support or not; a voter resets theirs): each owner of the session's
 * electorate, weighted by the share frozen at its opening. The vote that makes the outcome certain
 * ends the session (deciding.ts).
 */
export class VoteCasting {
  constructor(private readonly deps: VotesDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  /**
   * Casts, changes (a choice) or resets (null) the caller's vote while the session is active.
   * When the votes make the outcome certain the session ends in this call and, if passed, what
   * it proposes is carried out. The same vote again changes nothing.
   */
  async cast(
    actor: Authorized<"vote.cast" | "vote.reset">,
    kind: VoteSessionKind,
    sessionId: string,
    choice: VoteChoice | null,
  ): Promise<VoteSessionRow> {
    return this.deps.db.transaction(async (tx) => {
      const company = await this.deps.companies.lockForChange(tx, actor.companyId);
      const now = this.now();
      const session = await lockSession(tx, company.id, kind, sessionId);
      if (!isOpen(session, now)) throw endedRefusal();
      const [mine] = await tx
        .select()
        .from(votes)
        .where(and(eq(votes.sessionId, session.id), eq(votes.userId, actor.userId)));
      if (!mine) throw new DomainError("NOT_A_VOTER", "Only the owners at the vote's opening vote in it");
      if (mine.vote === choice) return session;
      await tx
        .update(votes)
        .set({ vote: choice, votedAt: choice ? now : null })
        .where(eq(votes.id, mine.id));
      const [updated] = await tx
        .update(voteSessions)
        .set({ updatedAt: now })
        .where(eq(voteSessions.id, session.id))
        .returning();
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: choice ? "vote.cast" : "vote.reset",
        entity: "voteSession",
        entityId: session.id,
        before: { vote: mine.vote },
        after: { vote: choice, share: mine.shareBp },
      });
      const ballots = await tx.select().from(votes).where(eq(votes.sessionId, session.id));
      const outcome = decided(tally(session.kind, ballots));
      if (outcome) return (await endSession(this.deps, tx, actor, company, updated, outcome, now)) ?? updated;
      return updated;
    });
  }
}
