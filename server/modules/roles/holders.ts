import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { DIRECTOR_ROLE_STORED_NAME } from "#graphql/role-names";
import { writeAudit, type AuditActor } from "../../audit";
import type { Authorized } from "../../authz/policy";
import type { Executor } from "../../db/client";
import { roleHoldings, roles } from "../../db/schema";
import { DomainError } from "../../errors";
import type { CompanyRow } from "../companies/model";
import { getRole, lockRole } from "./locks";
import {
  directorByVote,
  roleNotFound,
  type RoleHoldingRow,
  type RoleRow,
  type RolesAction,
  type RolesDeps,
} from "./model";
import { tell } from "./notices";

/**
 * Who holds a role (issue 20): its history of holders (role_holdings, kept by the roles table's
 * trigger), a holder leaving or removed, a manager taking it, the owners' vote giving the
 * director's role, and roles left vacant by an account or a company deleted elsewhere. Each
 * change holds the company's row (locks.ts) and writes its audit row.
 */
export class RoleHolders {
  constructor(private readonly deps: RolesDeps) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  /** Every holding (current and past) of these roles, newest first. */
  async holdings(roleIds: readonly string[]): Promise<RoleHoldingRow[]> {
    return this.deps.db
      .select()
      .from(roleHoldings)
      .where(inArray(roleHoldings.roleId, [...roleIds]))
      .orderBy(desc(roleHoldings.joinedAt), desc(roleHoldings.id));
  }

  // ---- Changing hands ------------------------------------------------------------------------

  /** The caller gives up a role they hold (allowed in a suspended company too). */
  async leave(actor: Authorized<RolesAction>, roleId: string): Promise<RoleRow> {
    return this.deps.db.transaction(async (tx) => {
      const company = await this.deps.companies.lockForChange(tx, actor.companyId);
      const role = await getRole(tx, roleId);
      if (!role || role.companyId !== company.id) throw roleNotFound();
      if (role.userId !== actor.userId) throw new DomainError("FORBIDDEN", "Not the role's executor");
      const now = this.now();
      const [updated] = await tx
        .update(roles)
        .set({ userId: null, updatedAt: now })
        .where(eq(roles.id, role.id))
        .returning();
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: "role.vacated",
        entity: "role",
        entityId: role.id,
        before: { user: actor.userId },
        after: { user: null, reason: "left" },
      });
      return updated;
    });
  }

  /** The caller takes a role they manage; its executor, if another, is replaced and told. */
  async assignSelf(actor: Authorized<RolesAction>, roleId: string): Promise<RoleRow> {
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await lockRole(this.deps, tx, actor, roleId, { needsDirector: true });
      return this.giveRole(tx, actor, company, role, actor.userId, this.now());
    });
  }

  /** Frees a role: its executor is removed and told. */
  async removeExecutor(actor: Authorized<RolesAction>, roleId: string): Promise<RoleRow> {
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await lockRole(this.deps, tx, actor, roleId, { needsDirector: false });
      if (role.level === 1) throw directorByVote();
      if (!role.userId) return role;
      const now = this.now();
      const [updated] = await tx
        .update(roles)
        .set({ userId: null, updatedAt: now })
        .where(eq(roles.id, role.id))
        .returning();
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: "role.vacated",
        entity: "role",
        entityId: role.id,
        before: { user: role.userId },
        after: { user: null, reason: "removed" },
      });
      await tell(tx, actor, company, role, [role.userId], "role.removed", now);
      return updated;
    });
  }

  /**
   * Gives the role to a person (the caller taking it, assignSelf, or an invitation's candidate,
   * invitations.ts): the executor it replaces, if any, is told, and the new executor's own open
   * invitation to it is fulfilled. The caller holds the company's lock.
   */
  async giveRole(
    tx: Executor,
    actor: AuditActor,
    company: CompanyRow,
    role: RoleRow,
    userId: string,
    now: Date,
  ): Promise<RoleRow> {
    if (role.level === 1) throw directorByVote();
    if (role.userId === userId) return role;
    const [updated] = await tx.update(roles).set({ userId, updatedAt: now }).where(eq(roles.id, role.id)).returning();
    await writeAudit(tx, actor, now, {
      companyId: company.id,
      action: "role.assigned",
      entity: "role",
      entityId: role.id,
      before: { user: role.userId },
      after: { user: userId },
    });
    if (role.userId) await tell(tx, actor, company, role, [role.userId], "role.replaced", now);
    // The new executor's own open invitation to it is fulfilled.
    await this.deps.invitations.fulfilOpen(tx, role.id, userId, now);
    return updated;
  }

  /**
   * The owners' choice of director takes the level-1 role (a passed director vote whose candidate
   * accepted, server/modules/votes): the live one changes hands and the person who held it is
   * told (role.replaced), or it is created (one live level-1 role per company:
   * roles_one_director). The caller holds the company's lock.
   */
  async assignDirector(
    tx: Executor,
    actor: AuditActor,
    company: CompanyRow,
    userId: string,
    decidedBy: { voteSessionId: string },
  ): Promise<RoleRow> {
    const now = this.now();
    const [current] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.companyId, company.id), eq(roles.level, 1), eq(roles.isArchived, false)))
      .for("update");
    if (current?.userId === userId) return current;
    const [role] = current
      ? await tx.update(roles).set({ userId, updatedAt: now }).where(eq(roles.id, current.id)).returning()
      : await tx
          .insert(roles)
          .values({
            companyId: company.id,
            name: DIRECTOR_ROLE_STORED_NAME,
            nameIsDefault: true,
            level: 1,
            userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
    await writeAudit(tx, actor, now, {
      companyId: company.id,
      action: current ? "role.assigned" : "role.created",
      entity: "role",
      entityId: role.id,
      before: current ? { user: current.userId } : null,
      after: { user: userId, level: 1, ...decidedBy },
    });
    // The vote told the director it replaces when it passed; the role leaves them now (the
    // candidate may accept days later), and they hear of that as it happens.
    if (current?.userId) await tell(tx, actor, company, role, [current.userId], "role.replaced", now);
    return role;
  }

  /**
   * Roles left vacant by what happens elsewhere, in the caller's transaction: a person's account
   * deleted (`userId`: the roles they hold in the company) or the company deleted (every held
   * role). Each with its audit row giving `reason`; the history of holders closes each stay
   * (role_holdings, kept by the roles table's trigger). Nobody is told: the one who held the role
   * is gone, or so is the company.
   */
  async vacate(
    tx: Executor,
    actor: AuditActor,
    input: { companyId: string; userId?: string; reason: "holderAccountDeleted" | "companyDeleted" },
  ): Promise<void> {
    const now = this.now();
    const held = await tx
      .select({ id: roles.id, userId: roles.userId })
      .from(roles)
      .where(
        and(
          eq(roles.companyId, input.companyId),
          input.userId ? eq(roles.userId, input.userId) : isNotNull(roles.userId),
        ),
      )
      .orderBy(asc(roles.id))
      .for("update");
    if (!held.length) return;
    await tx
      .update(roles)
      .set({ userId: null, updatedAt: now })
      .where(
        inArray(
          roles.id,
          held.map((role) => role.id),
        ),
      );
    for (const role of held) {
      await writeAudit(tx, actor, now, {
        companyId: input.companyId,
        action: "role.vacated",
        entity: "role",
        entityId: role.id,
        before: { user: role.userId },
        after: { user: null, reason: input.reason },
      });
    }
  }
}
