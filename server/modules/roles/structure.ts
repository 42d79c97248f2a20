import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DIRECTOR_ROLE_STORED_NAME, isDefaultDirectorName } from "#graphql/role-names";
import { structureProblemKey, validateStructure, type StructureRole } from "#graphql/validation/structure";
import type { RoleStructureInput } from "#graphql/validation/roles";
import { writeAudit } from "../../audit";
import type { Authorized } from "../../authz/policy";
import { roles, users } from "../../db/schema";
import { DomainError, isUniqueViolation } from "../../errors";
import { rowFromJson } from "../../db/prepared";
import { lockLive } from "./locks";
import { directorByVote, type RoleRow, type RolesAction, type RolesDeps, type StructureEntry } from "./model";
import { afterRemoval } from "./removal";
import { outsideReach } from "./rules";

/**
 * A company's structure (issue 20): its roles in their managing tree, read for the structure page
 * and the relations, and saved whole. A save runs in one transaction holding the company's row
 * (locks.ts): two saves of one company queue, so a save is checked against the structure it
 * replaces (validateStructure), and the database checks the tree again at commit (roles_structure).
 */
export class RoleStructure {
  constructor(private readonly deps: RolesDeps) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  // ---- Reading --------------------------------------------------------------------------------

  /**
   * The structure page's tree in ONE statement, whatever its size: each role with its executor
   * and its count of live subordinates (by the parent index). Live roles by level, sort number
   * and name; archived (and deleted) ones when asked.
   */
  async listCompanyRoles(
    companyId: string,
    options: {
      includeArchived: boolean;
      includeDeleted: boolean;
      maxLevel?: number | null;
      branches?: readonly string[];
    },
  ): Promise<StructureEntry[]> {
    const conditions: SQL[] = [eq(roles.companyId, companyId)];
    if (!options.includeArchived) conditions.push(eq(roles.isArchived, false));
    else if (!options.includeDeleted) conditions.push(isNull(roles.deletedAt));
    if (options.maxLevel) {
      // A big company's first view: its upper levels whole, and the branches in view (each role
      // with its peers and its subordinates). Archived roles are a list of their own: all kept.
      const shown: SQL[] = [lte(roles.level, options.maxLevel), eq(roles.isArchived, true)];
      const branches = [...new Set(options.branches ?? [])];
      if (branches.length) {
        const branch = alias(roles, "branch");
        shown.push(inArray(roles.parentRoleId, branches));
        shown.push(
          inArray(
            roles.parentRoleId,
            this.deps.db
              .select({ id: branch.parentRoleId })
              .from(branch)
              .where(
                and(inArray(branch.id, branches), eq(branch.companyId, companyId), isNotNull(branch.parentRoleId)),
              ),
          ),
        );
      }
      conditions.push(or(...shown)!);
    }
    // "roles"."id", not ${roles.id}: a query of one table names its columns bare, and a bare "id"
    // inside these subqueries would be the subquery's own.
    const children = sql<number>`(select count(*)::int from ${roles} c where c.parent_role_id = "roles"."id" and not c.is_archived)`;
    // The executor by its key, per listed role, not a join: PostgreSQL cannot tell how few of a
    // big company's roles the levels leave, estimates all of them, and then hashed the whole
    // users table for a join (16 ms at 25,000 people, growing with every sign-up; 1.7 ms like
    // this for a company of 1,000 roles, docs/decisions/0021).
    const executor = sql<Record<
      string,
      unknown
    > | null>`(select row_to_json(u) from ${users} u where u.id = "roles"."user_id")`;
    const rows = await this.deps.db
      .select({ role: roles, user: executor, subordinates: children })
      .from(roles)
      .where(and(...conditions))
      .orderBy(asc(roles.isArchived), asc(roles.level), asc(roles.sortNumber), asc(roles.name), asc(roles.id));
    return rows.map((row) => ({
      role: row.role,
      user: row.user ? rowFromJson(users, row.user) : null,
      subordinates: Number(row.subordinates),
    }));
  }

  /** Every role of these companies as the relations need them (id, manager, executor), one statement. */
  async structures(
    companyIds: readonly string[],
  ): Promise<
    Map<string, Array<Pick<RoleRow, "id" | "parentRoleId" | "userId" | "level" | "isArchived" | "companyId">>>
  > {
    const rows = await this.deps.db
      .select({
        id: roles.id,
        parentRoleId: roles.parentRoleId,
        userId: roles.userId,
        level: roles.level,
        isArchived: roles.isArchived,
        companyId: roles.companyId,
      })
      .from(roles)
      .where(inArray(roles.companyId, [...companyIds]));
    const map = new Map<string, typeof rows>(companyIds.map((id) => [id, []]));
    for (const row of rows) map.get(row.companyId)?.push(row);
    return map;
  }

  async subordinateCounts(roleIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.deps.db
      .select({ parent: roles.parentRoleId, n: sql<number>`count(*)::int` })
      .from(roles)
      .where(and(inArray(roles.parentRoleId, [...roleIds]), eq(roles.isArchived, false)))
      .groupBy(roles.parentRoleId);
    return new Map(rows.map((row) => [row.parent!, Number(row.n)]));
  }

  /**
   * The live roles each of `parentIds` manages directly, by level, sort number and name: the first
   * `limit` of each, in one statement for every parent a request asks (Role.subordinates: a
   * dashboard's list is bounded, however many roles a manager has).
   */
  async subordinatesOf(parentIds: readonly string[], limit: number): Promise<RoleRow[]> {
    if (!parentIds.length) return [];
    const ranked = this.deps.db.$with("ranked").as(
      this.deps.db
        .select({
          id: roles.id,
          rank: sql<number>`row_number() over (partition by ${roles.parentRoleId} order by ${roles.level}, ${roles.sortNumber}, ${roles.name}, ${roles.id})`.as(
            "rank",
          ),
        })
        .from(roles)
        .where(and(inArray(roles.parentRoleId, [...parentIds]), eq(roles.isArchived, false))),
    );
    return this.deps.db
      .with(ranked)
      .select({ role: roles })
      .from(ranked)
      .innerJoin(roles, eq(roles.id, ranked.id))
      .where(lte(ranked.rank, limit))
      .orderBy(asc(roles.level), asc(roles.sortNumber), asc(roles.name), asc(roles.id))
      .then((found) => found.map((row) => row.role));
  }

  // ---- Saving -------------------------------------------------------------------------------

  /**
   * Saves the changed and new roles in one transaction. Under the company's lock the structure
   * that would result is checked whole (validateStructure); a manager below the director changes
   * only roles below them. Archiving a role here does what archiveRole does: subordinates the save
   * does not place move under its manager, and its executor is removed and told.
   */
  async save(actor: Authorized<RolesAction>, input: readonly RoleStructureInput[]): Promise<void> {
    try {
      await this.saveIn(actor, input);
    } catch (error) {
      // A new id another company's save took at the same moment (each holds only its own lock).
      if (isUniqueViolation(error, "roles_pkey"))
        throw new DomainError("BAD_USER_INPUT", "Invalid structure", { fields: { "": ["validation.role.id"] } });
      throw error;
    }
  }

  private async saveIn(actor: Authorized<RolesAction>, input: readonly RoleStructureInput[]): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const company = await lockLive(this.deps, tx, actor.companyId, { needsDirector: true });
      const now = this.now();
      const current = await tx.select().from(roles).where(eq(roles.companyId, company.id));
      const before = new Map(current.map((role) => [role.id, role]));
      const after = new Map<string, StructureRole & { name: string; nameIsDefault: boolean; sortNumber: number }>(
        current.filter((role) => role.deletedAt === null).map((role) => [role.id, role]),
      );
      const fields: Record<string, string[]> = {};
      const seen = new Set<string>();
      for (const role of input) {
        const existing = before.get(role.id);
        if (seen.has(role.id)) (fields[`roles.${role.id}`] ??= []).push(structureProblemKey("DUPLICATE_ROLE"));
        seen.add(role.id);
        if (existing?.deletedAt) (fields[`roles.${role.id}`] ??= []).push("validation.structure.DELETED");
        // The director's role keeps vHold's name while it is sent back as any language shows it
        // (or given it again); any other name is a rename (graphql/role-names.ts).
        const byDefault = existing?.level === 1 && role.level === 1 && isDefaultDirectorName(role.name);
        after.set(
          role.id,
          byDefault
            ? { ...role, name: DIRECTOR_ROLE_STORED_NAME, nameIsDefault: true }
            : { ...role, nameIsDefault: false },
        );
      }
      if (Object.keys(fields).length) throw new DomainError("BAD_USER_INPUT", "Invalid structure", { fields });
      // A role that exists in another company cannot be taken over by its id.
      const newIds = input.filter((role) => !before.has(role.id)).map((role) => role.id);
      if (newIds.length) {
        const taken = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, newIds));
        if (taken.length)
          throw new DomainError("BAD_USER_INPUT", "Invalid structure", {
            fields: Object.fromEntries(taken.map((row) => [`roles.${row.id}`, ["validation.role.id"]])),
          });
      }
      // Archived in this save: live subordinates it does not place move under the archived role's manager.
      const placed = new Set(input.map((role) => role.id));
      for (const role of input) {
        const was = before.get(role.id);
        if (!role.isArchived || (was && was.isArchived)) continue;
        for (const child of after.values()) {
          if (child.parentRoleId === role.id && !child.isArchived && !placed.has(child.id))
            after.set(child.id, { ...child, parentRoleId: role.parentRoleId });
        }
      }
      const problems = validateStructure([...after.values()]);
      if (problems.length) {
        const problemFields: Record<string, string[]> = {};
        for (const problem of problems)
          (problemFields[problem.roleId ? `roles.${problem.roleId}` : ""] ??= []).push(
            structureProblemKey(problem.code),
          );
        throw new DomainError("BAD_USER_INPUT", "Invalid structure", { fields: problemFields });
      }
      const changed = [...after.values()].filter((role) => {
        const was = before.get(role.id);
        return (
          !was ||
          was.name !== role.name ||
          was.nameIsDefault !== role.nameIsDefault ||
          was.level !== role.level ||
          was.parentRoleId !== role.parentRoleId ||
          was.sortNumber !== role.sortNumber ||
          was.isArchived !== role.isArchived
        );
      });
      if (!actor.relations.has("director")) {
        const acting = new Set(actor.acting.map((role) => role.id));
        const outside = outsideReach(
          before,
          after,
          acting,
          changed.map((role) => role.id),
        );
        if (outside.length) throw new DomainError("FORBIDDEN", "Outside the caller's part of the structure");
      }
      // Level-1 roles are the owners' vote's: a save renames the director's role at most.
      for (const role of changed) {
        const was = before.get(role.id);
        if (
          (role.level === 1) !== (was?.level === 1) ||
          (was?.level === 1 && (role.isArchived || role.parentRoleId !== null))
        )
          throw directorByVote();
        if (!was && role.level === 1) throw directorByVote();
      }
      for (const role of changed) {
        const was = before.get(role.id);
        if (!was) {
          await tx.insert(roles).values({
            id: role.id,
            companyId: company.id,
            name: role.name,
            level: role.level,
            parentRoleId: role.parentRoleId,
            sortNumber: role.sortNumber,
            isArchived: role.isArchived,
            createdAt: now,
            updatedAt: now,
          });
          await writeAudit(tx, actor, now, {
            companyId: company.id,
            action: "role.created",
            entity: "role",
            entityId: role.id,
            before: null,
            after: describe(role),
          });
          continue;
        }
        const archiving = role.isArchived && !was.isArchived;
        await tx
          .update(roles)
          .set({
            name: role.name,
            nameIsDefault: role.nameIsDefault,
            level: role.level,
            parentRoleId: role.parentRoleId,
            sortNumber: role.sortNumber,
            isArchived: role.isArchived,
            updatedAt: now,
            ...(archiving ? { userId: null, inviteToken: null, inviteExpiresAt: null, inviteSenderId: null } : {}),
          })
          .where(eq(roles.id, role.id));
        await writeAudit(tx, actor, now, {
          companyId: company.id,
          action: archiving ? "role.archived" : !role.isArchived && was.isArchived ? "role.restored" : "role.updated",
          entity: "role",
          entityId: role.id,
          before: describe(was),
          after: describe(role),
        });
        if (archiving) await afterRemoval(this.deps, tx, actor, company, { ...was, ...role }, "role.removed", now);
      }
    });
  }
}

function describe(role: Pick<RoleRow, "name" | "level" | "parentRoleId" | "sortNumber" | "isArchived">) {
  return {
    name: role.name,
    level: role.level,
    manager: role.parentRoleId,
    sortNumber: role.sortNumber,
    isArchived: role.isArchived,
  };
}
