import { and, eq } from "drizzle-orm";
import { SYSTEM_ACTOR, writeAudit } from "../../audit";
import type { Authorized } from "../../authz/policy";
import type { Database, Executor } from "../../db/client";
import { companyStopReasons, voteSessions, votes, type VoteSessionKind } from "../../db/schema";
import { DomainError, isUniqueViolation } from "../../errors";
import type { CompanyRow } from "../companies/model";
import { notify } from "../notifications/service";
import { endSession, lockSession, voteFacts } from "./deciding";
import {
  activeRefusal,
  endedRefusal,
  type CreateAction,
  type Proposal,
  type VoteSessionRow,
  type VotesDeps,
} from "./model";
import { decided, deadlineOf, isOpen, tally } from "./rules";

/**
 * Proposing (spec: votes on the director, the name, suspension, restoration, deletion): an owner
 * opens a session, and its initiator may cancel a stop or delete session while it is open.
 */
export class VoteProposals {
  constructor(private readonly deps: VotesDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  /**
   * Opens a session: the electorate is every current owner with their share, frozen now; the
   * opener's own vote counts for the proposal (they may change or reset it). When that vote
   * already decides it (a sole owner, a majority owner) the session passes at once and what it
   * proposes is carried out in this same call.
   */
  async open(actor: Authorized<CreateAction>, proposal: Exclude<Proposal, { kind: "CEO" }>): Promise<VoteSessionRow> {
    return voteTransaction(this.deps.db, async (tx) => {
      const company = await this.deps.companies.lockForChange(tx, actor.companyId);
      // The time of the change is read once the company is ours (a deadline may pass while waiting).
      const now = this.now();
      return openSession(this.deps, tx, actor, company, proposal, now);
    });
  }

  /** Ends an active stop or delete session (its initiator: the policy); every voter is told. */
  async cancel(
    actor: Authorized<"vote.cancelSession">,
    kind: "STOP" | "DELETE",
    sessionId: string,
  ): Promise<VoteSessionRow> {
    return this.deps.db.transaction(async (tx) => {
      const company = await this.deps.companies.lockForChange(tx, actor.companyId);
      const now = this.now();
      const session = await lockSession(tx, company.id, kind, sessionId);
      if (session.createdBy !== actor.userId) throw new DomainError("FORBIDDEN", "Only the initiator cancels a vote");
      if (!isOpen(session, now)) throw endedRefusal();
      const ended = await endSession(this.deps, tx, actor, company, session, "CANCELED", now, "initiator");
      if (!ended) throw endedRefusal();
      return ended;
    });
  }
}

/** A transaction whose unique violation of the one-active-session index reads VOTE_SESSION_ACTIVE. */
export async function voteTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    // Two openings at the same moment on PostgreSQL: the company's lock queues them, and the
    // partial unique index stands behind it.
    if (isUniqueViolation(error, "vote_sessions_one_active_per_kind")) throw activeRefusal();
    throw error;
  }
}

/**
 * A new session of any kind (a director's too: DirectorVotes.inviteDirector), under the company's
 * lock: its proposal checked, the electorate frozen, the opener's vote for it, decided at once
 * when that vote decides it, else the voters (and a director's candidate) told.
 */
export async function openSession(
  deps: VotesDeps,
  tx: Executor,
  actor: Authorized<CreateAction>,
  company: CompanyRow,
  proposal: Proposal,
  now: Date,
): Promise<VoteSessionRow> {
  await checkProposal(tx, company, proposal);
  const electorate = await deps.owners.currentOwners(tx, company.id);
  // The policy let an owner through; under the lock they may have given their share away since.
  if (!electorate.some((owner) => owner.userId === actor.userId))
    throw new DomainError("FORBIDDEN", "Only the owners open a vote");
  await clearStale(deps, tx, company, proposal.kind, now);
  const [session] = await tx
    .insert(voteSessions)
    .values({
      companyId: company.id,
      kind: proposal.kind,
      createdBy: actor.userId,
      name: proposal.kind === "NAME" ? proposal.name : null,
      reasonId: proposal.kind === "STOP" ? proposal.reasonId : null,
      comment: proposal.kind === "STOP" ? proposal.comment : null,
      candidateId: proposal.kind === "CEO" ? proposal.candidateId : null,
      invitationId: proposal.kind === "CEO" ? proposal.invitationId : null,
      createdAt: now,
      updatedAt: now,
      endsAt: deadlineOf(proposal.kind, now),
    })
    .returning();
  const ballots = await tx
    .insert(votes)
    .values(
      electorate.map((owner) => {
        const opener = owner.userId === actor.userId;
        return {
          sessionId: session.id,
          userId: owner.userId,
          ownerId: owner.id,
          shareBp: owner.shareBp,
          vote: opener ? ("FOR" as const) : null,
          votedAt: opener ? now : null,
        };
      }),
    )
    .returning();
  await writeAudit(tx, actor, now, {
    companyId: company.id,
    action: "voteSession.opened",
    entity: "voteSession",
    entityId: session.id,
    after: {
      kind: session.kind,
      ...(session.name !== null ? { name: session.name } : {}),
      ...(session.reasonId !== null ? { reasonId: session.reasonId, comment: session.comment } : {}),
      ...(session.candidateId !== null ? { candidate: session.candidateId, invitationId: session.invitationId } : {}),
      endsAt: session.endsAt.toISOString(),
      electorate: Object.fromEntries(ballots.map((ballot) => [ballot.userId, ballot.shareBp])),
    },
  });
  const outcome = decided(tally(session.kind, ballots));
  if (outcome) return (await endSession(deps, tx, actor, company, session, outcome, now)) ?? session;
  // The voters hear of it, and a director's candidate of the vote on them.
  const told = [...ballots.map((ballot) => ballot.userId), ...(session.candidateId ? [session.candidateId] : [])];
  await notify(tx, now, actor, told, "voteSession.opened", voteFacts(session, company, actor));
  return session;
}

/** What each kind needs of the company and of its proposal, checked under the company's lock. */
async function checkProposal(tx: Executor, company: CompanyRow, proposal: Proposal): Promise<void> {
  const suspended = company.stoppedAt !== null;
  if ((proposal.kind === "NAME" || proposal.kind === "STOP" || proposal.kind === "CEO") && suspended)
    throw new DomainError("COMPANY_SUSPENDED", "The company is suspended");
  if ((proposal.kind === "START" || proposal.kind === "DELETE") && !suspended)
    throw new DomainError("COMPANY_NOT_SUSPENDED", "The company is not suspended");
  if (proposal.kind === "NAME" && proposal.name === company.name) {
    throw new DomainError("BAD_USER_INPUT", "That is the name already", {
      fields: { name: ["validation.companyName.unchanged"] },
    });
  }
  if (proposal.kind === "STOP") {
    const [reason] = await tx
      .select({ id: companyStopReasons.id })
      .from(companyStopReasons)
      .where(eq(companyStopReasons.id, proposal.reasonId));
    if (!reason)
      throw new DomainError("BAD_USER_INPUT", "No such reason", {
        fields: { reasonId: ["validation.stopReason.unknown"] },
      });
  }
}

/**
 * Before a new session of `kind`: the active one, if any, refuses it (VOTE_SESSION_ACTIVE),
 * unless its time has run out, when it is settled as EXPIRED here (the sweep may not have come
 * yet) and the new one takes its place.
 */
export async function clearStale(
  deps: VotesDeps,
  tx: Executor,
  company: CompanyRow,
  kind: VoteSessionKind,
  now: Date,
): Promise<void> {
  const [active] = await tx
    .select()
    .from(voteSessions)
    .where(and(eq(voteSessions.companyId, company.id), eq(voteSessions.kind, kind), eq(voteSessions.status, "ACTIVE")))
    .for("update");
  if (!active) return;
  if (isOpen(active, now)) throw activeRefusal();
  await endSession(deps, tx, SYSTEM_ACTOR, company, active, "EXPIRED", now);
}
