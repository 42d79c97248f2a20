import { and, asc, desc, eq, getTableColumns, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Language } from "#graphql/languages";
import { SYSTEM_ACTOR, writeAudit, type AuditActor } from "../../audit";
import type { Relation } from "../../authz/actor";
import type { Authorized, Located } from "../../authz/policy";
import type { Clock } from "../../clock";
import type { Database, Executor } from "../../db/client";
import { perDatabase } from "../../db/prepared";
import {
  companyStopReasonTranslations,
  companyStopReasons,
  users,
  voteSessions,
  votes,
  type VoteChoice,
  type VoteSessionKind,
  type VoteSessionStatus,
} from "../../db/schema";
import { DomainError, isUniqueViolation } from "../../errors";
import type { CompaniesService, CompanyRow } from "../companies/service";
import { OPEN_INVITATION, type InvitationRow, type InvitationsService } from "../invitations/service";
import type { RolesService } from "../roles/service";
import { notify } from "../notifications/service";
import { deadlineOf, decided, isOpen, statusAt, tally, type Tally } from "./rules";

export type VoteSessionRow = typeof voteSessions.$inferSelect;
export type VoteRow = typeof votes.$inferSelect;
export type StopReasonTranslationRow = typeof companyStopReasonTranslations.$inferSelect;
/** A stop reason in one language: its name, and its translations filtered to that language. */
export interface StopReasonView {
  id: string;
  name: string;
  translations: StopReasonTranslationRow[];
}

/** What a new session proposes, by kind (already parsed by graphql/validation/votes.ts). */
export type Proposal =
  | { kind: "NAME"; name: string }
  | { kind: "STOP"; reasonId: string; comment: string | null }
  | { kind: "START" }
  | { kind: "DELETE" }
  /** The director: opened by createCeoInvitation with the invitation it decides. */
  | { kind: "CEO"; candidateId: string; invitationId: string };

/** The policy's action that opens each kind. */
export const CREATE_ACTION = {
  CEO: "vote.ceo.create",
  NAME: "vote.name.create",
  STOP: "vote.stop.create",
  START: "vote.start.create",
  DELETE: "vote.delete.create",
} as const satisfies Record<VoteSessionKind, `vote.${string}.create`>;
type CreateAction = (typeof CREATE_ACTION)[VoteSessionKind];

type Ending = Exclude<VoteSessionStatus, "ACTIVE">;
const ENDING_NOTIFICATION = {
  PASSED: "voteSession.passed",
  REJECTED: "voteSession.rejected",
  EXPIRED: "voteSession.expired",
  CANCELED: "voteSession.canceled",
} as const satisfies Record<Ending, string>;

/** The active sessions a passed vote makes moot: canceled in the same transaction. */
const MOOTED_BY: Record<VoteSessionKind, readonly VoteSessionKind[]> = {
  CEO: [],
  NAME: [],
  // A suspended company changes no name and no director (roles are frozen); its restoration
  // ends any vote to delete it.
  STOP: ["NAME", "CEO"],
  START: ["DELETE"],
  DELETE: ["CEO", "NAME", "STOP", "START"],
};

/** Sessions one sweep batch settles. */
export const VOTE_SWEEP_BATCH = 100;

const activeRefusal = () =>
  new DomainError("VOTE_SESSION_ACTIVE", "A vote of this kind is already open in this company");
const endedRefusal = () => new DomainError("VOTE_SESSION_ENDED", "This vote has ended");

/**
 * The owners' votes (docs/decisions/0020-votes.md): one engine for every kind. Every change runs in
 * one transaction that first locks the company row through the companies service (changes to one
 * company queue there; the database also keeps one ACTIVE session per kind). A session ends once:
 * its status moves from ACTIVE only, decided by the update itself. What a passed vote decides is
 * carried out by the companies service in the same transaction, with its audit rows and the
 * voters' notifications.
 */
/** One list of sessions a page asks for: a company's newest `limit` of a kind. */
export interface SessionList {
  companyId: string;
  kind: VoteSessionKind;
  limit: number;
}

/**
 * The newest sessions of some kinds in some companies, ranked within each (company, kind): the
 * sessions loader's one statement for a page's five lists, prepared (docs/decisions/0021).
 */
const newestSessionsStatement = perDatabase((db) => {
  const ranked = db.$with("ranked").as(
    db
      .select({
        ...getTableColumns(voteSessions),
        rank: sql<number>`row_number() over (partition by ${voteSessions.companyId}, ${voteSessions.kind} order by ${voteSessions.createdAt} desc, ${voteSessions.id} desc)`.as(
          "rank",
        ),
      })
      .from(voteSessions)
      .where(
        and(
          sql`${voteSessions.companyId} = any(${sql.placeholder("companyIds")}::uuid[])`,
          sql`${voteSessions.kind} = any(${sql.placeholder("kinds")}::text[])`,
        ),
      ),
  );
  return db
    .with(ranked)
    .select()
    .from(ranked)
    .where(lte(ranked.rank, sql.placeholder("most")))
    .orderBy(asc(ranked.rank))
    .prepare("vote_sessions_newest");
});

export class VotesService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      companies: CompaniesService;
      invitations: InvitationsService;
      roles: RolesService;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.clock.now();
  }

  /** The status a session reads as now (an ACTIVE one past its deadline: EXPIRED). */
  statusOf(session: Pick<VoteSessionRow, "status" | "endsAt">): VoteSessionStatus {
    return statusAt(session, this.now());
  }

  // ---- Reading ----------------------------------------------------------------------------------

  /**
   * Where a session of `kind` belongs, and who the caller is to it (a voter, its initiator): the
   * guard's way in from an id. A session of another kind is not found.
   */
  async sessionSubject(sessionId: string, kind: VoteSessionKind, userId: string): Promise<Located | null> {
    const [row] = await this.db
      .select({ companyId: voteSessions.companyId, createdBy: voteSessions.createdBy, voterId: votes.id })
      .from(voteSessions)
      .leftJoin(votes, and(eq(votes.sessionId, voteSessions.id), eq(votes.userId, userId)))
      .where(and(eq(voteSessions.id, sessionId), eq(voteSessions.kind, kind)));
    if (!row) return null;
    const relations: Relation[] = [];
    if (row.voterId) relations.push("voter");
    if (row.createdBy === userId) relations.push("voteInitiator");
    return { companyId: row.companyId, relations };
  }

  /**
   * The newest sessions of many (company, kind) lists in one statement (the sessions loader: a
   * page's five lists are one read): each list's first `limit`, newest first. Authorization is
   * the caller's: each list's resolver checked vote.read on its company before asking.
   */
  async newestOf(lists: readonly SessionList[]): Promise<VoteSessionRow[][]> {
    if (!lists.length) return [];
    const rows = await newestSessionsStatement(this.db).execute({
      companyIds: [...new Set(lists.map((list) => list.companyId))],
      kinds: [...new Set(lists.map((list) => list.kind))],
      most: Math.max(...lists.map((list) => list.limit)),
    });
    return lists.map(({ companyId, kind, limit }) =>
      rows
        .filter((row) => row.companyId === companyId && row.kind === kind)
        .slice(0, limit)
        .map(({ rank: _rank, ...session }) => session),
    );
  }

  /** The electorates of many sessions in one query (the votes loader), largest share first. */
  async votesOf(sessionIds: readonly string[]): Promise<VoteRow[]> {
    if (!sessionIds.length) return [];
    return this.db
      .select()
      .from(votes)
      .where(inArray(votes.sessionId, [...sessionIds]))
      .orderBy(desc(votes.shareBp), asc(votes.id));
  }

  /** The stop reasons in one language, in their order. */
  async stopReasons(language: Language): Promise<StopReasonView[]> {
    const rows = await this.db
      .select({ reason: companyStopReasons, translation: companyStopReasonTranslations })
      .from(companyStopReasons)
      .innerJoin(
        companyStopReasonTranslations,
        eq(companyStopReasonTranslations.companyStopReasonId, companyStopReasons.id),
      )
      .where(eq(companyStopReasonTranslations.languageCode, language))
      .orderBy(asc(companyStopReasons.sortNumber), asc(companyStopReasons.id));
    return rows.map(({ reason, translation }) => ({
      id: reason.id,
      name: translation.name,
      translations: [translation],
    }));
  }

  // ---- Changing ---------------------------------------------------------------------------------

  /**
   * Opens a session: the electorate is every current owner with their share, frozen now; the
   * opener's own vote counts for the proposal (they may change or reset it). When that vote
   * already decides it (a sole owner, a majority owner) the session passes at once and what it
   * proposes is carried out in this same call.
   */
  async open(actor: Authorized<CreateAction>, proposal: Exclude<Proposal, { kind: "CEO" }>): Promise<VoteSessionRow> {
    return this.transaction(async (tx) => {
      const company = await this.deps.companies.lockForChange(tx, actor.companyId);
      // The time of the change is read once the company is ours (a deadline may pass while waiting).
      const now = this.now();
      return this.openIn(tx, actor, company, proposal, now);
    });
  }

  /** A transaction whose unique violation of the one-active-session index reads VOTE_SESSION_ACTIVE. */
  private async transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      // Two openings at the same moment on PostgreSQL: the company's lock queues them, and the
      // partial unique index stands behind it.
      if (isUniqueViolation(error, "vote_sessions_one_active_per_kind")) throw activeRefusal();
      throw error;
    }
  }

  private async openIn(
    tx: Executor,
    actor: Authorized<CreateAction>,
    company: CompanyRow,
    proposal: Proposal,
    now: Date,
  ): Promise<VoteSessionRow> {
    await this.checkProposal(tx, company, proposal);
    const electorate = await this.deps.companies.currentOwners(tx, company.id);
    // The policy let an owner through; under the lock they may have given their share away since.
    if (!electorate.some((owner) => owner.userId === actor.userId))
      throw new DomainError("FORBIDDEN", "Only the owners open a vote");
    await this.clearStale(tx, company, proposal.kind, now);
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
    if (outcome) return (await this.end(tx, actor, company, session, outcome, now)) ?? session;
    // The voters hear of it, and a director's candidate of the vote on them.
    const told = [...ballots.map((ballot) => ballot.userId), ...(session.candidateId ? [session.candidateId] : [])];
    await notify(tx, now, actor, told, "voteSession.opened", this.facts(session, company, actor));
    return session;
  }

  // ---- The director (createCeoInvitation, setInvitationStatus) ---------------------------------

  /**
   * Invites a person to the level-1 role and opens the owners' vote on it (3 days, a majority).
   * The role is theirs once both have happened, whichever comes second: the vote passed and the
   * candidate accepted. An owner who invites themselves has accepted already, so a sole owner
   * who does becomes the director at once. A new invitation replaces the company's open one.
   */
  async inviteDirector(actor: Authorized<"vote.ceo.create">, candidateUsername: string): Promise<InvitationRow> {
    return this.transaction(async (tx) => {
      const company = await this.deps.companies.lockForChange(tx, actor.companyId);
      const now = this.now();
      if (company.stoppedAt) throw new DomainError("COMPANY_SUSPENDED", "The company is suspended");
      const [candidate] = await tx
        .select({ id: users.id, isBlocked: users.isBlocked, deletedAt: users.deletedAt })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${candidateUsername})`, isNull(users.deletedAt)));
      if (!candidate || candidate.isBlocked)
        throw new DomainError("BAD_USER_INPUT", "No such user", {
          fields: { candidate: ["validation.candidate.unknown"] },
        });
      if ((await this.deps.companies.currentDirector(tx, company.id)) === candidate.id) {
        throw new DomainError("BAD_USER_INPUT", "Already the director", {
          fields: { candidate: ["validation.candidate.director"] },
        });
      }
      await this.clearStale(tx, company, "CEO", now);
      await this.deps.invitations.cancelOpen(tx, company.id, 1);
      const invitation = await this.deps.invitations.create(tx, {
        companyId: company.id,
        userId: candidate.id,
        senderId: actor.userId,
        level: 1,
        status: candidate.id === actor.userId ? "ACCEPTED" : "PENDING",
      });
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: "invitation.created",
        entity: "invitation",
        entityId: invitation.id,
        after: { user: candidate.id, level: 1, status: invitation.status },
      });
      await this.openIn(
        tx,
        actor,
        company,
        { kind: "CEO", candidateId: candidate.id, invitationId: invitation.id },
        now,
      );
      return (await this.deps.invitations.get(invitation.id, tx))!;
    });
  }

  /**
   * The candidate answers a director's invitation (VIEWED, ACCEPTED, DECLINED), or an owner
   * withdraws it (CANCELED). Accepting after the vote passed takes the role now; declining or
   * withdrawing ends an open vote on it as CANCELED. An invitation already answered so, or no
   * longer open, is INVITATION_NOT_OPEN (seeing it again changes nothing).
   */
  async answerCeoInvitation(
    actor: Authorized<"invitation.answer" | "invitation.cancel">,
    invitationId: string,
    status: "VIEWED" | "ACCEPTED" | "DECLINED" | "CANCELED",
  ): Promise<InvitationRow> {
    return this.transaction(async (tx) => {
      const company = await this.deps.companies.lockForChange(tx, actor.companyId);
      const now = this.now();
      const invitation = await this.deps.invitations.lock(tx, invitationId);
      if (!invitation || invitation.companyId !== company.id)
        throw new DomainError("OWNER_NOT_FOUND", "Invitation not found");
      if (
        status === "VIEWED" &&
        invitation.status !== "PENDING" &&
        OPEN_INVITATION.includes(invitation.status) &&
        !invitation.roleId
      )
        return invitation;
      const from =
        status === "VIEWED"
          ? (["PENDING"] as const)
          : status === "ACCEPTED"
            ? (["PENDING", "VIEWED"] as const)
            : OPEN_INVITATION;
      const moved = await this.deps.invitations.move(tx, invitation.id, from, status);
      if (!moved) throw new DomainError("INVITATION_NOT_OPEN", "The invitation is no longer open");
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: `invitation.${status.toLowerCase()}`,
        entity: "invitation",
        entityId: invitation.id,
        before: { status: invitation.status },
        after: { status },
      });
      const [session] = await tx
        .select()
        .from(voteSessions)
        .where(and(eq(voteSessions.invitationId, invitation.id), eq(voteSessions.companyId, company.id)))
        .orderBy(desc(voteSessions.createdAt))
        .limit(1)
        .for("update");
      if (session && status === "ACCEPTED" && session.status === "PASSED")
        await this.takeDirectorRole(tx, actor, company, session);
      if (session && (status === "DECLINED" || status === "CANCELED") && session.status === "ACTIVE") {
        await this.end(
          tx,
          actor,
          company,
          session,
          "CANCELED",
          now,
          status === "DECLINED" ? "candidateDeclined" : "invitationCanceled",
        );
      }
      return (await this.deps.invitations.get(invitation.id, tx))!;
    });
  }

  /** A passed director vote whose candidate has accepted: the level-1 role becomes theirs. */
  private async takeDirectorRole(
    tx: Executor,
    actor: AuditActor,
    company: CompanyRow,
    session: VoteSessionRow,
  ): Promise<void> {
    const invitation = await this.deps.invitations.lock(tx, session.invitationId!);
    if (invitation?.status !== "ACCEPTED" || invitation.roleId) return;
    const role = await this.deps.roles.assignDirector(tx, actor, company, session.candidateId!, {
      voteSessionId: session.id,
    });
    await this.deps.invitations.move(tx, invitation.id, ["ACCEPTED"], "ACCEPTED", role.id);
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
    return this.db.transaction(async (tx) => {
      const company = await this.deps.companies.lockForChange(tx, actor.companyId);
      const now = this.now();
      const session = await this.lockSession(tx, company.id, kind, sessionId);
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
      if (outcome) return (await this.end(tx, actor, company, updated, outcome, now)) ?? updated;
      return updated;
    });
  }

  /** Ends an active stop or delete session (its initiator: the policy); every voter is told. */
  async cancel(
    actor: Authorized<"vote.cancelSession">,
    kind: "STOP" | "DELETE",
    sessionId: string,
  ): Promise<VoteSessionRow> {
    return this.db.transaction(async (tx) => {
      const company = await this.deps.companies.lockForChange(tx, actor.companyId);
      const now = this.now();
      const session = await this.lockSession(tx, company.id, kind, sessionId);
      if (session.createdBy !== actor.userId) throw new DomainError("FORBIDDEN", "Only the initiator cancels a vote");
      if (!isOpen(session, now)) throw endedRefusal();
      const ended = await this.end(tx, actor, company, session, "CANCELED", now, "initiator");
      if (!ended) throw endedRefusal();
      return ended;
    });
  }

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
        await this.end(
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

  // ---- Inside a transaction ---------------------------------------------------------------------

  private async lockSession(
    tx: Executor,
    companyId: string,
    kind: VoteSessionKind,
    sessionId: string,
  ): Promise<VoteSessionRow> {
    const [session] = await tx
      .select()
      .from(voteSessions)
      .where(and(eq(voteSessions.id, sessionId), eq(voteSessions.companyId, companyId), eq(voteSessions.kind, kind)))
      .for("update");
    if (!session) throw new DomainError("OWNER_NOT_FOUND", "Vote session not found");
    return session;
  }

  /** What each kind needs of the company and of its proposal, checked under the company's lock. */
  private async checkProposal(tx: Executor, company: CompanyRow, proposal: Proposal): Promise<void> {
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
  private async clearStale(tx: Executor, company: CompanyRow, kind: VoteSessionKind, now: Date): Promise<void> {
    const [active] = await tx
      .select()
      .from(voteSessions)
      .where(
        and(eq(voteSessions.companyId, company.id), eq(voteSessions.kind, kind), eq(voteSessions.status, "ACTIVE")),
      )
      .for("update");
    if (!active) return;
    if (isOpen(active, now)) throw activeRefusal();
    await this.end(tx, SYSTEM_ACTOR, company, active, "EXPIRED", now);
  }

  /**
   * The one way a session ends, whatever ends it: the status moves from ACTIVE only (null when it
   * had already ended), the audit row records the tally, a passed vote is carried out, and every
   * voter and the initiator are told (but not whoever ended it).
   */
  private async end(
    tx: Executor,
    actor: AuditActor,
    company: CompanyRow,
    session: VoteSessionRow,
    status: Ending,
    now: Date,
    reason?: string,
  ): Promise<VoteSessionRow | null> {
    const [ended] = await tx
      .update(voteSessions)
      .set({ status, endedAt: now, updatedAt: now })
      .where(and(eq(voteSessions.id, session.id), eq(voteSessions.status, "ACTIVE")))
      .returning();
    if (!ended) return null;
    const ballots = await tx.select().from(votes).where(eq(votes.sessionId, session.id));
    const counted: Tally = tally(session.kind, ballots);
    await writeAudit(tx, actor, now, {
      companyId: company.id,
      action: `voteSession.${status.toLowerCase()}`,
      entity: "voteSession",
      entityId: session.id,
      before: { status: "ACTIVE" },
      after: {
        status,
        kind: session.kind,
        for: counted.forBp,
        against: counted.againstBp,
        notVoted: counted.notVotedBp,
        passesAt: counted.passesAtBp,
        ...(reason ? { reason } : {}),
      },
    });
    // A director vote tells its candidate too, and, when it passes, the director it replaces.
    const previousDirector =
      session.kind === "CEO" && status === "PASSED" ? await this.deps.companies.currentDirector(tx, company.id) : null;
    const after = status === "PASSED" ? await this.carryOut(tx, actor, company, ended, now) : company;
    // A director vote that did not pass ends its invitation.
    if (session.kind === "CEO" && status !== "PASSED")
      await this.deps.invitations.move(tx, session.invitationId!, OPEN_INVITATION, "CANCELED");
    const told = [
      ...ballots.map((ballot) => ballot.userId),
      session.createdBy,
      ...(session.candidateId ? [session.candidateId] : []),
      ...(previousDirector ? [previousDirector] : []),
    ];
    await notify(tx, now, actor, told, ENDING_NOTIFICATION[status], this.facts(ended, after, actor));
    return ended;
  }

  /** What a passed session decides, done now by the companies service; moot sessions are canceled first. */
  private async carryOut(
    tx: Executor,
    actor: AuditActor,
    company: CompanyRow,
    session: VoteSessionRow,
    now: Date,
  ): Promise<CompanyRow> {
    const moot = MOOTED_BY[session.kind];
    if (moot.length) {
      const others = await tx
        .select()
        .from(voteSessions)
        .where(
          and(
            eq(voteSessions.companyId, company.id),
            eq(voteSessions.status, "ACTIVE"),
            inArray(voteSessions.kind, [...moot]),
          ),
        )
        .orderBy(asc(voteSessions.id))
        .for("update");
      const why = { STOP: "companySuspended", START: "companyRestored", DELETE: "companyDeleted", NAME: "", CEO: "" }[
        session.kind
      ];
      for (const other of others) await this.end(tx, actor, company, other, "CANCELED", now, why);
    }
    const decidedBy = { voteSessionId: session.id };
    switch (session.kind) {
      case "CEO":
        // The role is taken once the candidate has accepted too (answerCeoInvitation, if later).
        await this.takeDirectorRole(tx, actor, company, session);
        return company;
      case "NAME":
        return this.deps.companies.renameCompany(tx, actor, company, session.name!, decidedBy);
      case "STOP":
        // Roles are frozen: a director's invitation still waiting for its candidate ends too, and
        // so do the invitations and links to the other roles (the roles service's).
        await this.deps.invitations.cancelOpen(tx, company.id, 1);
        await this.deps.roles.endInvitations(tx, actor, company, "companySuspended");
        return this.deps.companies.suspendCompany(tx, actor, company, {
          ...decidedBy,
          reasonId: session.reasonId!,
          comment: session.comment,
        });
      case "START":
        return this.deps.companies.restoreCompany(tx, actor, company, decidedBy);
      case "DELETE":
        await this.deps.invitations.cancelOpen(tx, company.id, 1);
        await this.deps.companies.deleteCompany(tx, actor, company, "deletedByVote");
        return company;
    }
  }

  private facts(session: VoteSessionRow, company: Pick<CompanyRow, "id" | "name">, actor: AuditActor) {
    return {
      sessionId: session.id,
      companyId: company.id,
      companyName: company.name,
      kind: session.kind,
      proposedName: session.name,
      by: actor.userId,
      candidateId: session.candidateId,
    };
  }
}
