import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { writeAudit } from "../../audit";
import type { Authorized } from "../../authz/policy";
import type { Executor } from "../../db/client";
import { ROLE_MODULES, roleModuleAccess, roles, users, type RoleModuleValue } from "../../db/schema";
import { DomainError } from "../../errors";
import type { AuthUserRow } from "../identity/model";
import { lockRole } from "./locks";
import { escapeLike, type RoleAccessRow, type RoleRow, type RolesAction, type RolesDeps } from "./model";

/** Modules in the catalogue's order (ROLE_MODULES), whatever order they were read in. */
const inCatalogueOrder = (modules: readonly RoleModuleValue[]): RoleModuleValue[] =>
  ROLE_MODULES.filter((module) => modules.includes(module));

/**
 * The modules each role may open (the control center's access section, issue 21): the table of
 * roles and their modules, a module granted to a role or taken away, each under the company's
 * lock (locks.ts) with its audit row. The director's role opens every module.
 */
export class ModuleAccess {
  constructor(private readonly deps: RolesDeps) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  /** Refuses the access operations while their feature flag is off. */
  requireOn(): void {
    if (this.deps.accessEnabled === false) throw new DomainError("FEATURE_OFF", "Module access is switched off");
  }

  /**
   * The access table in ONE statement: the company's live roles of levels 2 to 4 (or `level`),
   * each with its executor and its granted modules, found by the role's or the executor's name.
   */
  async table(
    companyId: string,
    options: { level?: number | null; search?: string },
  ): Promise<Array<RoleAccessRow & { user: AuthUserRow | null }>> {
    const conditions: SQL[] = [
      eq(roles.companyId, companyId),
      eq(roles.isArchived, false),
      sql`${roles.level} between 2 and 4`,
    ];
    if (options.level) conditions.push(eq(roles.level, options.level));
    if (options.search) {
      const pattern = `%${escapeLike(options.search)}%`;
      conditions.push(
        or(
          ilike(roles.name, pattern),
          ilike(users.name, pattern),
          ilike(users.surname, pattern),
          ilike(users.username, pattern),
        )!,
      );
    }
    const modules = sql<
      RoleModuleValue[] | null
    >`(select array_agg(a.module) from ${roleModuleAccess} a where a.role_id = ${roles.id})`;
    const rows = await this.deps.db
      .select({ role: roles, user: users, modules })
      .from(roles)
      .leftJoin(users, eq(users.id, roles.userId))
      .where(and(...conditions))
      .orderBy(asc(roles.level), asc(roles.sortNumber), asc(roles.name), asc(roles.id))
      .limit(1000);
    return rows.map((row) => ({ role: row.role, user: row.user, modules: inCatalogueOrder(row.modules ?? []) }));
  }

  /** One role's row (any role of the company: the director's shows every module). */
  async ofRole(role: RoleRow, db: Executor = this.deps.db): Promise<RoleAccessRow> {
    if (role.level === 1) return { role, modules: [...ROLE_MODULES] };
    const rows = await db
      .select({ module: roleModuleAccess.module })
      .from(roleModuleAccess)
      .where(eq(roleModuleAccess.roleId, role.id));
    return { role, modules: inCatalogueOrder(rows.map((row) => row.module)) };
  }

  /**
   * Gives a live role of level 2 to 4 access to a module. Under the company's lock, checked again:
   * not suspended, a director in place (limited mode grants nothing new). One row per role and
   * module whatever the number of calls (the primary key, ON CONFLICT DO NOTHING); an audit row
   * when it was new.
   */
  async grant(actor: Authorized<RolesAction>, roleId: string, module: RoleModuleValue): Promise<RoleAccessRow> {
    this.requireOn();
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await lockRole(this.deps, tx, actor, roleId, { needsDirector: true });
      if (role.level === 1)
        throw new DomainError("BAD_USER_INPUT", "The director's role has every module", {
          fields: { module: ["validation.access.director"] },
        });
      const now = this.now();
      const added = await tx
        .insert(roleModuleAccess)
        .values({ roleId: role.id, module, grantedBy: actor.userId, grantedAt: now })
        .onConflictDoNothing()
        .returning();
      if (added.length) {
        await writeAudit(tx, actor, now, {
          companyId: company.id,
          action: "role.access.granted",
          entity: "role",
          entityId: role.id,
          before: null,
          after: { module },
        });
      }
      return this.ofRole(role, tx);
    });
  }

  /** Takes a role's access to a module away (also without a director; never in a suspended company). */
  async revoke(actor: Authorized<RolesAction>, roleId: string, module: RoleModuleValue): Promise<RoleAccessRow> {
    this.requireOn();
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await lockRole(this.deps, tx, actor, roleId, {
        needsDirector: false,
        archivedToo: true,
      });
      const removed = await tx
        .delete(roleModuleAccess)
        .where(and(eq(roleModuleAccess.roleId, role.id), eq(roleModuleAccess.module, module)))
        .returning();
      if (removed.length) {
        await writeAudit(tx, actor, this.now(), {
          companyId: company.id,
          action: "role.access.revoked",
          entity: "role",
          entityId: role.id,
          before: { module },
          after: null,
        });
      }
      return this.ofRole(role, tx);
    });
  }
}
