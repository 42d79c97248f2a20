import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { writeAudit, type AuditActor } from "../../audit";
import type { Authorized } from "../../authz/policy";
import type { Executor } from "../../db/client";
import { invitations, roles, users } from "../../db/schema";
import { DomainError, isUniqueViolation } from "../../errors";
import type { CompanyRow } from "../companies/model";
import type { InvitationRow } from "../invitations/service";
import { notify } from "../notifications/service";
import type { RoleHolders } from "./holders";
import { getRole, lockLive, lockRole } from "./locks";
import { directorByVote, linkRefusal, notLive, type RoleRow, type RolesAction, type RolesDeps } from "./model";
import { tell } from "./notices";
import { inviteLinkExpiresAt, linkWorks, type InviteLinkExpiry } from "./rules";

/**
 * Invitations to roles of levels 2 to 4 (issue 20), written through the invitations module's
 * service: a person invited by name, a role's invitation link and those who follow it, the
 * answers of both sides, a candidate given the role (holders.ts), and every open one ended with
 * its company. The director's own invitation is the owners' vote's (level 1).
 */
export class RoleInvitations {
  constructor(
    private readonly deps: RolesDeps,
    private readonly holders: Pick<RoleHolders, "giveRole">,
  ) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  /** The role a working link opens (null: no such link, turned off or expired). */
  async byLink(token: string, db: Executor = this.deps.db): Promise<RoleRow | null> {
    const [row] = await db.select().from(roles).where(eq(roles.inviteToken, token));
    return row && linkWorks(row, this.now()) && !row.isArchived ? row : null;
  }

  /**
   * Open invitations (PENDING, VIEWED, ACCEPTED, not assigned) to each role of levels 2 to 4, and
   * among them its candidates (ACCEPTED: waiting to be assigned), one statement for many roles.
   */
  async counts(roleIds: readonly string[]): Promise<Map<string, { open: number; candidates: number }>> {
    const rows = await this.deps.db
      .select({
        roleId: invitations.roleId,
        open: sql<number>`count(*)::int`,
        candidates: sql<number>`(count(*) filter (where ${invitations.status} = 'ACCEPTED'))::int`,
      })
      .from(invitations)
      .where(
        and(
          inArray(invitations.roleId, [...roleIds]),
          sql`${invitations.level} > 1`,
          isNull(invitations.assignedAt),
          inArray(invitations.status, ["PENDING", "VIEWED", "ACCEPTED"]),
        ),
      )
      .groupBy(invitations.roleId);
    return new Map(rows.map((row) => [row.roleId!, { open: Number(row.open), candidates: Number(row.candidates) }]));
  }

  // ---- Inviting -----------------------------------------------------------------------------

  /** Invites a person to a role of level 2 to 4 (PENDING); they are told. */
  async invite(actor: Authorized<RolesAction>, roleId: string, username: string): Promise<InvitationRow> {
    return this.transaction(async (tx) => {
      const { company, role } = await lockRole(this.deps, tx, actor, roleId, { needsDirector: true });
      if (role.level === 1) throw directorByVote();
      const [candidate] = await tx
        .select()
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deletedAt)));
      if (!candidate || candidate.isBlocked)
        throw new DomainError("BAD_USER_INPUT", "No such user", {
          fields: { username: ["validation.candidate.unknown"] },
        });
      if (role.userId === candidate.id)
        throw new DomainError("BAD_USER_INPUT", "Holds the role", {
          fields: { username: ["validation.candidate.holder"] },
        });
      const now = this.now();
      const invitation = await this.deps.invitations.createForRole(
        tx,
        {
          companyId: company.id,
          roleId: role.id,
          level: role.level,
          userId: candidate.id,
          senderId: actor.userId,
          viaLink: false,
          status: "PENDING",
        },
        now,
      );
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: "invitation.created",
        entity: "invitation",
        entityId: invitation.id,
        before: null,
        after: { role: role.id, user: candidate.id },
      });
      await tell(tx, actor, company, role, [candidate.id], "role.invited", now);
      return invitation;
    });
  }

  /** A new link for the role (the old one stops working), or none (OFF). */
  async setInviteLink(
    actor: Authorized<RolesAction>,
    roleId: string,
    expiresIn: InviteLinkExpiry | "OFF",
  ): Promise<RoleRow> {
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await lockRole(this.deps, tx, actor, roleId, { needsDirector: expiresIn !== "OFF" });
      if (role.level === 1) throw directorByVote();
      const now = this.now();
      const link =
        expiresIn === "OFF"
          ? null
          : { token: randomBytes(24).toString("base64url"), expiresAt: inviteLinkExpiresAt(now, expiresIn) };
      const [updated] = await tx
        .update(roles)
        .set({
          inviteToken: link?.token ?? null,
          inviteExpiresAt: link?.expiresAt ?? null,
          inviteSenderId: link ? actor.userId : null,
          updatedAt: now,
        })
        .where(eq(roles.id, role.id))
        .returning();
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: link ? "role.linkCreated" : "role.linkOff",
        entity: "role",
        entityId: role.id,
        before: { linkExpiresAt: role.inviteExpiresAt?.toISOString() ?? null },
        after: { linkExpiresAt: link?.expiresAt.toISOString() ?? null },
      });
      return updated;
    });
  }

  /** The caller follows a working link: a candidate (VIEWED), or the invitation they have open to the role. */
  async acceptLink(actor: Authorized<RolesAction>, token: string): Promise<InvitationRow> {
    return this.transaction(async (tx) => {
      const company = await lockLive(this.deps, tx, actor.companyId, { needsDirector: false });
      const role = await this.byLink(token, tx);
      if (!role || role.companyId !== company.id) throw linkRefusal();
      if (role.userId === actor.userId)
        throw new DomainError("BAD_USER_INPUT", "Holds the role", { fields: { "": ["validation.candidate.holder"] } });
      const open = await this.deps.invitations.openFor(tx, role.id, actor.userId);
      if (open) return open;
      const now = this.now();
      const invitation = await this.deps.invitations.createForRole(
        tx,
        {
          companyId: company.id,
          roleId: role.id,
          level: role.level,
          userId: actor.userId,
          senderId: role.inviteSenderId ?? actor.userId,
          viaLink: true,
          status: "VIEWED",
        },
        now,
      );
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: "invitation.created",
        entity: "invitation",
        entityId: invitation.id,
        before: null,
        after: { role: role.id, user: actor.userId, viaLink: true },
      });
      return invitation;
    });
  }

  /**
   * Answers an invitation of level 2 to 4. The candidate: VIEWED (from PENDING), ACCEPTED (from
   * PENDING or VIEWED), DECLINED (while open). The role's side: CANCELED (PENDING or VIEWED),
   * DECLINED (ACCEPTED: that candidate only; the role stays open).
   */
  async answer(
    actor: Authorized<RolesAction>,
    invitationId: string,
    status: "VIEWED" | "ACCEPTED" | "DECLINED" | "CANCELED",
    side: "candidate" | "role",
  ): Promise<InvitationRow> {
    return this.deps.db.transaction(async (tx) => {
      const company = await lockLive(this.deps, tx, actor.companyId, {
        needsDirector: false,
        allowSuspended: side === "candidate" && status === "DECLINED",
      });
      const invitation = await this.deps.invitations.lock(tx, invitationId);
      if (!invitation || invitation.companyId !== company.id || invitation.level === 1)
        throw new DomainError("OWNER_NOT_FOUND", "Invitation not found");
      if (side === "candidate" && invitation.userId !== actor.userId)
        throw new DomainError("FORBIDDEN", "Not the candidate");
      if (
        side === "candidate" &&
        status === "VIEWED" &&
        invitation.status !== "PENDING" &&
        invitation.assignedAt === null &&
        invitation.status !== "DECLINED" &&
        invitation.status !== "CANCELED"
      )
        return invitation;
      const from =
        side === "candidate"
          ? status === "VIEWED"
            ? (["PENDING"] as const)
            : status === "ACCEPTED"
              ? (["PENDING", "VIEWED"] as const)
              : (["PENDING", "VIEWED", "ACCEPTED"] as const)
          : status === "CANCELED"
            ? (["PENDING", "VIEWED"] as const)
            : status === "DECLINED"
              ? (["ACCEPTED"] as const)
              : ([] as const);
      const now = this.now();
      const moved = await this.deps.invitations.moveRoleInvitation(tx, invitation.id, from, status, now);
      if (!moved) throw new DomainError("INVITATION_NOT_OPEN", "The invitation is no longer open");
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: `invitation.${status.toLowerCase()}`,
        entity: "invitation",
        entityId: invitation.id,
        before: { status: invitation.status },
        after: { status, by: side },
      });
      if (side === "candidate" && status === "ACCEPTED" && invitation.roleId)
        await this.tellManager(tx, actor, company, invitation.roleId, now);
      return moved;
    });
  }

  /** Gives the role to an invitation's candidate (ACCEPTED, not yet assigned); the executor, if any, is replaced and told. */
  async assignCandidate(actor: Authorized<RolesAction>, invitationId: string): Promise<InvitationRow> {
    return this.deps.db.transaction(async (tx) => {
      const company = await lockLive(this.deps, tx, actor.companyId, { needsDirector: true });
      const invitation = await this.deps.invitations.lock(tx, invitationId);
      if (!invitation || invitation.companyId !== company.id || invitation.level === 1 || !invitation.roleId)
        throw new DomainError("OWNER_NOT_FOUND", "Invitation not found");
      if (invitation.status !== "ACCEPTED" || invitation.assignedAt)
        throw new DomainError("INVITATION_NOT_OPEN", "The candidate has not accepted, or has the role already");
      const role = await getRole(tx, invitation.roleId);
      if (!role || role.isArchived) throw notLive();
      const now = this.now();
      await this.holders.giveRole(tx, actor, company, role, invitation.userId, now);
      await tell(tx, actor, company, role, [invitation.userId], "role.assigned", now);
      return (await this.deps.invitations.get(invitation.id, tx))!;
    });
  }

  /**
   * A company being suspended (the owners' stop vote, in its transaction, under the company's
   * lock) or deleted: its roles are frozen or gone, so what would give one of them away ends now
   * rather than wake up at a restoration months later. Its open invitations to roles of levels 2
   * to 4 are canceled (their candidates see them ended, as when a role is archived) and its roles'
   * invitation links stop working; each with its audit row naming `reason`. The director's own
   * invitation is the votes' (level 1).
   */
  async endForCompany(
    tx: Executor,
    actor: AuditActor,
    company: Pick<CompanyRow, "id">,
    reason: "companySuspended" | "companyDeleted",
  ): Promise<void> {
    const now = this.now();
    for (const invitation of await this.deps.invitations.cancelOpenForCompanyRoles(tx, company.id, now)) {
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: "invitation.canceled",
        entity: "invitation",
        entityId: invitation.id,
        before: { status: invitation.status },
        after: { status: "CANCELED", reason },
      });
    }
    const linked = await tx
      .update(roles)
      .set({ inviteToken: null, inviteExpiresAt: null, inviteSenderId: null, updatedAt: now })
      .where(and(eq(roles.companyId, company.id), isNotNull(roles.inviteToken)))
      .returning({ id: roles.id });
    for (const role of linked) {
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: "role.linkOff",
        entity: "role",
        entityId: role.id,
        before: null,
        after: { linkExpiresAt: null, reason },
      });
    }
  }

  // ---- Helpers --------------------------------------------------------------------------------

  /** A transaction whose one-open-invitation violation reads as the candidate invited already. */
  private async transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error, "invitations_one_open")) {
        throw new DomainError("BAD_USER_INPUT", "Invited already", {
          fields: { username: ["validation.candidate.invited"] },
        });
      }
      throw error;
    }
  }

  /**
   * A candidate accepted an invitation to the role: whoever manages it is told, to assign them or
   * decline (role.candidate). The holder of its managing role, or, while that one is vacant, of
   * the nearest held role above it (the director's at last); the link opens the hub in that role.
   */
  private async tellManager(tx: Executor, actor: AuditActor, company: CompanyRow, roleId: string, now: Date) {
    const chain = await tx.select().from(roles).where(eq(roles.companyId, company.id));
    const byId = new Map(chain.map((row) => [row.id, row]));
    const role = byId.get(roleId);
    if (!role) return;
    const seen = new Set<string>([role.id]);
    for (let up = role.parentRoleId; up && !seen.has(up); up = byId.get(up)?.parentRoleId ?? null) {
      seen.add(up);
      const manager = byId.get(up);
      if (!manager?.userId || manager.isArchived) continue;
      await notify(tx, now, actor, [manager.userId], "role.candidate", {
        roleId: role.id,
        roleName: role.name,
        roleNameIsDefault: role.nameIsDefault,
        level: role.level,
        companyId: company.id,
        companyName: company.name,
        by: actor.userId,
        readerRoleId: manager.id,
      });
      return;
    }
  }
}
