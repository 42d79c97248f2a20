import { and, asc, eq, lt } from "drizzle-orm";
import { writeAudit, type AuditActor } from "../../audit";
import type { Authorized } from "../../authz/policy";
import type { Executor } from "../../db/client";
import { roles } from "../../db/schema";
import type { CompanyRow } from "../companies/model";
import type { NotificationType } from "../notifications/kinds";
import { lockRole } from "./locks";
import { directorByVote, noDirector, type RoleRow, type RolesAction, type RolesDeps } from "./model";
import { tell } from "./notices";
import { purgeBefore } from "./rules";

/**
 * A role taken out of the structure and brought back (issue 20): archived, deleted by hand (kept
 * restorable for a waiting period, rules.ts), restored, removed for good by hand or by the sweep
 * (jobs.ts). Each in one transaction holding the company's row (locks.ts); the director's role is
 * the owners' vote's and never goes this way.
 */
export class RoleRemoval {
  constructor(private readonly deps: RolesDeps) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  /** Archives a role (level 2 to 4): subordinates move under its manager, its executor is removed and told, its link and open invitations end. */
  async archive(actor: Authorized<RolesAction>, roleId: string): Promise<RoleRow> {
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await lockRole(this.deps, tx, actor, roleId, { needsDirector: true });
      if (role.isArchived) return role;
      return this.archiveIn(tx, actor, company, role, this.now(), null);
    });
  }

  /** Deletes a role by hand: archived as above and restorable until its waiting period ends (rules.ts). */
  async softDelete(actor: Authorized<RolesAction>, roleId: string): Promise<RoleRow> {
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await lockRole(this.deps, tx, actor, roleId, { needsDirector: true });
      if (role.deletedAt) return role;
      return this.archiveIn(tx, actor, company, role, this.now(), this.now());
    });
  }

  private async archiveIn(
    tx: Executor,
    actor: AuditActor,
    company: CompanyRow,
    role: RoleRow,
    now: Date,
    deletedAt: Date | null,
  ): Promise<RoleRow> {
    if (role.level === 1) throw directorByVote();
    const moved = role.isArchived
      ? []
      : await tx
          .update(roles)
          .set({ parentRoleId: role.parentRoleId, updatedAt: now })
          .where(and(eq(roles.parentRoleId, role.id), eq(roles.isArchived, false)))
          .returning({ id: roles.id });
    const [updated] = await tx
      .update(roles)
      .set({
        isArchived: true,
        deletedAt,
        userId: null,
        inviteToken: null,
        inviteExpiresAt: null,
        inviteSenderId: null,
        updatedAt: now,
      })
      .where(eq(roles.id, role.id))
      .returning();
    await writeAudit(tx, actor, now, {
      companyId: company.id,
      action: deletedAt ? "role.deleted" : "role.archived",
      entity: "role",
      entityId: role.id,
      before: { isArchived: role.isArchived, user: role.userId },
      after: {
        isArchived: true,
        user: null,
        subordinatesMovedTo: role.parentRoleId,
        subordinates: moved.map((row) => row.id),
        ...(deletedAt ? { deletedAt: deletedAt.toISOString() } : {}),
      },
    });
    if (!role.isArchived) await afterRemoval(this.deps, tx, actor, company, role, "role.removed", now);
    return updated;
  }

  /**
   * Brings an archived or deleted role back under its manager, or, when that one is gone or not
   * above it any more, under the nearest live role above it (the director's at last).
   */
  async restore(actor: Authorized<RolesAction>, roleId: string): Promise<RoleRow> {
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await lockRole(this.deps, tx, actor, roleId, {
        needsDirector: true,
        archivedToo: true,
      });
      if (!role.isArchived) return role;
      if (role.level === 1) throw directorByVote();
      const all = await tx.select().from(roles).where(eq(roles.companyId, company.id));
      const byId = new Map(all.map((row) => [row.id, row]));
      let manager: RoleRow | undefined;
      const seen = new Set<string>([role.id]);
      for (let up = role.parentRoleId; up && !seen.has(up); up = byId.get(up)?.parentRoleId ?? null) {
        seen.add(up);
        const candidate = byId.get(up);
        if (candidate && !candidate.isArchived && candidate.level < role.level) {
          manager = candidate;
          break;
        }
      }
      manager ??= all.find((row) => row.level === 1 && !row.isArchived);
      if (!manager) throw noDirector();
      const now = this.now();
      const [updated] = await tx
        .update(roles)
        .set({ isArchived: false, deletedAt: null, parentRoleId: manager.id, updatedAt: now })
        .where(eq(roles.id, role.id))
        .returning();
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: "role.restored",
        entity: "role",
        entityId: role.id,
        before: { isArchived: true, deletedAt: role.deletedAt?.toISOString() ?? null, manager: role.parentRoleId },
        after: { isArchived: false, deletedAt: null, manager: manager.id },
      });
      return updated;
    });
  }

  /** Removes a role for good: subordinates (live and archived) move under its manager first; its history, invitations and link go with it. */
  async deletePermanently(actor: Authorized<RolesAction>, roleId: string): Promise<string> {
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await lockRole(this.deps, tx, actor, roleId, {
        needsDirector: true,
        archivedToo: true,
      });
      await this.purgeIn(tx, actor, company, role, this.now());
      return role.id;
    });
  }

  private async purgeIn(tx: Executor, actor: AuditActor, company: CompanyRow, role: RoleRow, now: Date): Promise<void> {
    if (role.level === 1) throw directorByVote();
    const moved = await tx
      .update(roles)
      .set({ parentRoleId: role.parentRoleId, updatedAt: now })
      .where(eq(roles.parentRoleId, role.id))
      .returning({ id: roles.id });
    if (!role.isArchived) await afterRemoval(this.deps, tx, actor, company, role, "role.removed", now);
    await this.deps.invitations.removeForRole(tx, role.id);
    await tx.delete(roles).where(eq(roles.id, role.id));
    await writeAudit(tx, actor, now, {
      companyId: company.id,
      action: "role.purged",
      entity: "role",
      entityId: role.id,
      before: {
        name: role.name,
        level: role.level,
        user: role.userId,
        deletedAt: role.deletedAt?.toISOString() ?? null,
      },
      after: { subordinatesMovedTo: role.parentRoleId, subordinates: moved.map((row) => row.id) },
    });
  }

  /**
   * The sweep: roles deleted by hand whose waiting period has ended are removed for good, each
   * company under its lock (one busy elsewhere waits for the next run). Idempotent, batched.
   */
  async purgeDue(tx: Executor, actor: AuditActor, now: Date, batch = 100): Promise<{ purged: number; more: boolean }> {
    const due = await tx
      .select({ id: roles.id, companyId: roles.companyId })
      .from(roles)
      .where(lt(roles.deletedAt, purgeBefore(now)))
      .orderBy(asc(roles.deletedAt), asc(roles.id))
      .limit(batch);
    let purged = 0;
    for (const { id, companyId } of due) {
      const company = await this.deps.companies.lockForSweep(tx, companyId);
      if (!company) continue;
      const [role] = await tx.select().from(roles).where(eq(roles.id, id));
      if (!role?.deletedAt || role.deletedAt.getTime() >= purgeBefore(now).getTime()) continue;
      await this.purgeIn(tx, actor, company, role, now);
      purged += 1;
    }
    return { purged, more: due.length === batch && purged > 0 };
  }
}

/**
 * What a role's removal from the live structure does besides the row (here and in a structure
 * save that archives it, structure.ts): the executor (if any) is told; the role's open invitations
 * end (its candidates are not told: they see it ended).
 */
export async function afterRemoval(
  deps: Pick<RolesDeps, "invitations" | "removalSteps">,
  tx: Executor,
  actor: AuditActor,
  company: CompanyRow,
  role: Pick<RoleRow, "id" | "name" | "nameIsDefault" | "level" | "userId">,
  kind: NotificationType,
  now: Date,
) {
  if (role.userId) await tell(tx, actor, company, role, [role.userId], kind as "role.removed", now);
  await deps.invitations.cancelOpenForRole(tx, role.id, now);
  for (const step of deps.removalSteps ?? []) await step(tx, actor, company, role, now);
}
