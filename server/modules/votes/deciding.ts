import { and, asc, eq, inArray } from "drizzle-orm";
import { writeAudit, type AuditActor } from "../../audit";
import type { Executor } from "../../db/client";
import { voteSessions, votes, type VoteSessionKind } from "../../db/schema";
import { DomainError } from "../../errors";
import type { CompanyRow } from "../companies/model";
import { OPEN_INVITATION } from "../invitations/service";
import { notify } from "../notifications/service";
import type { Ending, VoteSessionRow, VotesDeps } from "./model";
import { tally, type Tally } from "./rules";

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

// How a session ends and what a passed one decides, inside the transaction of whatever ends it
// (a vote cast, a new session's opening, an initiator's cancel, the director's candidate, the
// deadline sweep). The caller holds the company's lock.

/** A session of `kind` in the company, locked; another company's or kind's is not found. */
export async function lockSession(
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

/**
 * The one way a session ends, whatever ends it: the status moves from ACTIVE only (null when it
 * had already ended), the audit row records the tally, a passed vote is carried out, and every
 * voter and the initiator are told (but not whoever ended it).
 */
export async function endSession(
  deps: VotesDeps,
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
    session.kind === "CEO" && status === "PASSED" ? await deps.companies.currentDirector(tx, company.id) : null;
  const after = status === "PASSED" ? await carryOut(deps, tx, actor, company, ended, now) : company;
  // A director vote that did not pass ends its invitation.
  if (session.kind === "CEO" && status !== "PASSED")
    await deps.invitations.move(tx, session.invitationId!, OPEN_INVITATION, "CANCELED");
  const told = [
    ...ballots.map((ballot) => ballot.userId),
    session.createdBy,
    ...(session.candidateId ? [session.candidateId] : []),
    ...(previousDirector ? [previousDirector] : []),
  ];
  await notify(tx, now, actor, told, ENDING_NOTIFICATION[status], voteFacts(ended, after, actor));
  return ended;
}

/** What a passed session decides, done now by the companies service; moot sessions are canceled first. */
async function carryOut(
  deps: VotesDeps,
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
    for (const other of others) await endSession(deps, tx, actor, company, other, "CANCELED", now, why);
  }
  const decidedBy = { voteSessionId: session.id };
  switch (session.kind) {
    case "CEO":
      // The role is taken once the candidate has accepted too (answerCeoInvitation, if later).
      await takeDirectorRole(deps, tx, actor, company, session);
      return company;
    case "NAME":
      return deps.companies.renameCompany(tx, actor, company, session.name!, decidedBy);
    case "STOP":
      // Roles are frozen: a director's invitation still waiting for its candidate ends too, and
      // so do the invitations and links to the other roles (the roles service's).
      await deps.invitations.cancelOpen(tx, company.id, 1);
      await deps.roles.invitations.endForCompany(tx, actor, company, "companySuspended");
      return deps.companies.suspendCompany(tx, actor, company, {
        ...decidedBy,
        reasonId: session.reasonId!,
        comment: session.comment,
      });
    case "START":
      return deps.companies.restoreCompany(tx, actor, company, decidedBy);
    case "DELETE":
      await deps.invitations.cancelOpen(tx, company.id, 1);
      await deps.companies.deleteCompany(tx, actor, company, "deletedByVote");
      return company;
  }
}

/** A passed director vote whose candidate has accepted: the level-1 role becomes theirs. */
export async function takeDirectorRole(
  deps: VotesDeps,
  tx: Executor,
  actor: AuditActor,
  company: CompanyRow,
  session: VoteSessionRow,
): Promise<void> {
  const invitation = await deps.invitations.lock(tx, session.invitationId!);
  if (invitation?.status !== "ACCEPTED" || invitation.roleId) return;
  const role = await deps.roles.holders.assignDirector(tx, actor, company, session.candidateId!, {
    voteSessionId: session.id,
  });
  await deps.invitations.move(tx, invitation.id, ["ACCEPTED"], "ACCEPTED", role.id);
}

/** What the voters' notifications say of a session. */
export function voteFacts(session: VoteSessionRow, company: Pick<CompanyRow, "id" | "name">, actor: AuditActor) {
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
