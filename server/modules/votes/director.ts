import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { writeAudit } from "../../audit";
import type { Authorized } from "../../authz/policy";
import { users, voteSessions } from "../../db/schema";
import { DomainError } from "../../errors";
import { OPEN_INVITATION, type InvitationRow } from "../invitations/service";
import { endSession, takeDirectorRole } from "./deciding";
import type { VotesDeps } from "./model";
import { clearStale, openSession, voteTransaction } from "./proposing";

/**
 * The director (spec: director assignment or change; createCeoInvitation, setInvitationStatus):
 * the invitation to the level-1 role and the owners' vote on it, and the candidate's answer. The
 * role is theirs once both have happened, whichever comes second (deciding.ts: takeDirectorRole).
 */
export class DirectorVotes {
  constructor(private readonly deps: VotesDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  /**
   * Invites a person to the level-1 role and opens the owners' vote on it (3 days, a majority).
   * The role is theirs once both have happened, whichever comes second: the vote passed and the
   * candidate accepted. An owner who invites themselves has accepted already, so a sole owner
   * who does becomes the director at once. A new invitation replaces the company's open one.
   */
  async inviteDirector(actor: Authorized<"vote.ceo.create">, candidateUsername: string): Promise<InvitationRow> {
    return voteTransaction(this.deps.db, async (tx) => {
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
      await clearStale(this.deps, tx, company, "CEO", now);
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
      await openSession(
        this.deps,
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
    return voteTransaction(this.deps.db, async (tx) => {
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
        await takeDirectorRole(this.deps, tx, actor, company, session);
      if (session && (status === "DECLINED" || status === "CANCELED") && session.status === "ACTIVE") {
        await endSession(
          this.deps,
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
}
