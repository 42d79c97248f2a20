import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DIRECTOR_ROLE_STORED_NAME, isDefaultDirectorName } from "#graphql/role-names";
import { structureProblemKey, validateStructure, type StructureRole } from "#graphql/validation/structure";
import type { RoleStructureInput } from "#graphql/validation/roles";
import { writeAudit, type AuditActor } from "../../audit";
import type { Authorized } from "../../authz/policy";
import type { Clock } from "../../clock";
import type { Database, Executor } from "../../db/client";
import {
  ROLE_MODULES,
  invitations,
  roleHoldings,
  roleModuleAccess,
  roles,
  users,
  type RoleModuleValue,
} from "../../db/schema";
import { DomainError, isUniqueViolation } from "../../errors";
import { perDatabase, prepareRaw, rowFromJson } from "../../db/prepared";
import type { CompaniesService, CompanyRow, RoleRow } from "../companies/service";
import type { InvitationRow, InvitationsService } from "../invitations/service";
import type { AuthUserRow } from "../identity/model";
import { notify } from "../notifications/service";
import type { NotificationType } from "../notifications/kinds";
import { inviteLinkExpiresAt, linkWorks, outsideReach, purgeBefore, type InviteLinkExpiry } from "./rules";
import type { CompanyUserRoleRow, CompanyUserRow, RoleAccessRow, RoleHoldingRow, RoleInviteLinkRow } from "./model";

export type { CompanyUserRow, RoleAccessRow, RoleHoldingRow, RoleInviteLinkRow };

/** The most people one page of the team answers. */
export const COMPANY_USERS_PAGE_MAX = 100;

/**
 * One page of a company's people (RolesService.companyUsers). The inner query picks the page
 * (the company's holders grouped by person through role_holdings_company_idx, the search, the
 * keyset after the cursor's person); the outer one aggregates the stays of the page's people only.
 */
const companyUsersStatement = perDatabase((db) =>
  prepareRaw<{
    person: Record<string, unknown>;
    stays: Array<Omit<CompanyUserRoleRow, "joinedAt" | "leftAt"> & { joinedAt: string; leftAt: string | null }>;
  }>(
    db,
    "company_users_page",
    sql`select row_to_json(u) as person,
          (select json_agg(json_build_object('id', h.id, 'roleId', h.role_id, 'name', r.name, 'nameIsDefault', r.name_is_default, 'level', r.level, 'joinedAt', h.joined_at, 'leftAt', h.left_at)
                    order by h.left_at is not null, h.left_at desc, h.joined_at desc, h.id)
             from ${roleHoldings} h join ${roles} r on r.id = h.role_id
             where h.company_id = ${sql.placeholder("companyId")}::uuid and h.user_id = u.id) as stays
        from (
          select u.id, lower(u.surname) as surname_key, lower(u.name) as name_key
          from (select h.user_id, bool_or(h.left_at is null) as current
                  from ${roleHoldings} h
                  where h.company_id = ${sql.placeholder("companyId")}::uuid
                    and (${sql.placeholder("userId")}::uuid is null or h.user_id = ${sql.placeholder("userId")}::uuid)
                  group by h.user_id) p
          join ${users} u on u.id = p.user_id
          where (${sql.placeholder("userId")}::uuid is not null or p.current = not ${sql.placeholder("former")}::boolean)
            and (${sql.placeholder("pattern")}::text is null or u.name ilike ${sql.placeholder("pattern")}::text
                 or u.surname ilike ${sql.placeholder("pattern")}::text or u.username ilike ${sql.placeholder("pattern")}::text)
            and (${sql.placeholder("after")}::uuid is null or (lower(u.surname), lower(u.name), u.id) >
                 (select lower(a.surname), lower(a.name), a.id from ${users} a where a.id = ${sql.placeholder("after")}::uuid))
          order by lower(u.surname), lower(u.name), u.id
          limit ${sql.placeholder("limit")}::int
        ) page
        join ${users} u on u.id = page.id
        order by page.surname_key, page.name_key, page.id`,
  ),
);

/** Modules in the catalogue's order (ROLE_MODULES), whatever order they were read in. */
const inCatalogueOrder = (modules: readonly RoleModuleValue[]): RoleModuleValue[] =>
  ROLE_MODULES.filter((module) => modules.includes(module));

const escapeLike = (value: string) => value.replace(/[\\%_]/g, "\\$&");

/** The service takes callers the roles policy let through (resolvers.ts); which action is the resolver's. */
type RolesAction = string;

export type { RoleRow };

/** A role of the structure page: the row, its executor's row and its live subordinates' count. */
export interface StructureEntry {
  role: RoleRow;
  user: AuthUserRow | null;
  subordinates: number;
}

const notFound = () => new DomainError("OWNER_NOT_FOUND", "Role not found");
const suspended = () => new DomainError("COMPANY_SUSPENDED", "The company is suspended");
const noDirector = () => new DomainError("COMPANY_WITHOUT_DIRECTOR", "The company has no director");
const directorByVote = () =>
  new DomainError("BAD_USER_INPUT", "The director's role is given by the owners' vote", {
    fields: { "": ["validation.role.directorByVote"] },
  });
const notLive = () =>
  new DomainError("BAD_USER_INPUT", "The role is archived", { fields: { "": ["validation.role.archived"] } });

/**
 * A company's roles and structure (issue 20): the only writer of roles (besides the governance
 * steps that hand the level-1 role over) and of the role invitations of levels 2 to 4 (through
 * the invitations service). Every change runs in one transaction holding the company's row
 * (CompaniesService.lockForChange): two changes of one company queue, so a save is checked
 * against the structure it replaces (validateStructure), and the database checks the tree again
 * at commit (roles_structure).
 */
export class RolesService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      companies: CompaniesService;
      invitations: InvitationsService;
      /** The access feature flag (FEATURE_ACCESS): off, the access operations are refused. */
      accessEnabled?: boolean;
    },
  ) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  // ---- Reading --------------------------------------------------------------------------------

  async get(roleId: string, db: Executor = this.deps.db): Promise<RoleRow | null> {
    const [row] = await db.select().from(roles).where(eq(roles.id, roleId));
    return row ?? null;
  }

  async byIds(ids: readonly string[]): Promise<RoleRow[]> {
    return ids.length
      ? this.deps.db
          .select()
          .from(roles)
          .where(inArray(roles.id, [...ids]))
      : [];
  }

  /** The role a working link opens (null: no such link, turned off or expired). */
  async byLink(token: string, db: Executor = this.deps.db): Promise<RoleRow | null> {
    const [row] = await db.select().from(roles).where(eq(roles.inviteToken, token));
    return row && linkWorks(row, this.now()) && !row.isArchived ? row : null;
  }

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

  async holdings(roleIds: readonly string[]): Promise<RoleHoldingRow[]> {
    return this.deps.db
      .select()
      .from(roleHoldings)
      .where(inArray(roleHoldings.roleId, [...roleIds]))
      .orderBy(desc(roleHoldings.joinedAt), desc(roleHoldings.id));
  }

  /**
   * The control center's team, a page at a time, in ONE prepared statement: the people who hold
   * (or, `former`, held and no longer hold) a role of the company, found by name, surname or
   * username, by surname and name; `after` is the last person of the page before (keyset: the
   * page costs the same however many people the company has, decision 0026). Only the page's
   * people get their stays (role_holdings with the role's name and level) aggregated. `userId`
   * narrows it to one person (whether current or former).
   */
  async companyUsers(
    companyId: string,
    options: { search?: string; former?: boolean; userId?: string; after?: string | null; limit: number },
  ): Promise<CompanyUserRow[]> {
    const rows = await companyUsersStatement(this.deps.db)({
      companyId,
      userId: options.userId ?? null,
      former: options.former ?? false,
      pattern: options.search ? `%${escapeLike(options.search)}%` : null,
      after: options.after ?? null,
      limit: options.limit,
    });
    return rows.map((row) => ({
      companyId,
      user: rowFromJson(users, row.person),
      roles: row.stays.map((stay) => ({
        ...stay,
        joinedAt: new Date(stay.joinedAt),
        leftAt: stay.leftAt ? new Date(stay.leftAt) : null,
      })),
    }));
  }

  /**
   * Open invitations (PENDING, VIEWED, ACCEPTED, not assigned) to each role of levels 2 to 4, and
   * among them its candidates (ACCEPTED: waiting to be assigned), one statement for many roles.
   */
  async invitationCounts(roleIds: readonly string[]): Promise<Map<string, { open: number; candidates: number }>> {
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

  // ---- The structure --------------------------------------------------------------------------

  /**
   * Saves the changed and new roles in one transaction. Under the company's lock the structure
   * that would result is checked whole (validateStructure); a manager below the director changes
   * only roles below them. Archiving a role here does what archiveRole does: subordinates the save
   * does not place move under its manager, and its executor is removed and told.
   */
  async saveStructure(actor: Authorized<RolesAction>, input: readonly RoleStructureInput[]): Promise<void> {
    try {
      await this.saveStructureIn(actor, input);
    } catch (error) {
      // A new id another company's save took at the same moment (each holds only its own lock).
      if (isUniqueViolation(error, "roles_pkey"))
        throw new DomainError("BAD_USER_INPUT", "Invalid structure", { fields: { "": ["validation.role.id"] } });
      throw error;
    }
  }

  private async saveStructureIn(actor: Authorized<RolesAction>, input: readonly RoleStructureInput[]): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const company = await this.lockLive(tx, actor.companyId, { needsDirector: true });
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
        if (archiving) await this.afterRemoval(tx, actor, company, { ...was, ...role }, "role.removed", now);
      }
    });
  }

  /** Archives a role (level 2 to 4): subordinates move under its manager, its executor is removed and told, its link and open invitations end. */
  async archive(actor: Authorized<RolesAction>, roleId: string): Promise<RoleRow> {
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await this.lockRole(tx, actor, roleId, { needsDirector: true });
      if (role.isArchived) return role;
      return this.archiveIn(tx, actor, company, role, this.now(), null);
    });
  }

  /** Deletes a role by hand: archived as above and restorable until its waiting period ends (rules.ts). */
  async softDelete(actor: Authorized<RolesAction>, roleId: string): Promise<RoleRow> {
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await this.lockRole(tx, actor, roleId, { needsDirector: true });
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
    if (!role.isArchived) await this.afterRemoval(tx, actor, company, role, "role.removed", now);
    return updated;
  }

  /** The executor (if any) is told; the role's open invitations end (its candidates are not told: they see it ended). */
  private async afterRemoval(
    tx: Executor,
    actor: AuditActor,
    company: CompanyRow,
    role: Pick<RoleRow, "id" | "name" | "nameIsDefault" | "level" | "userId">,
    kind: NotificationType,
    now: Date,
  ) {
    if (role.userId) await this.tell(tx, actor, company, role, [role.userId], kind as "role.removed", now);
    await this.deps.invitations.cancelOpenForRole(tx, role.id, now);
  }

  /**
   * Brings an archived or deleted role back under its manager, or, when that one is gone or not
   * above it any more, under the nearest live role above it (the director's at last).
   */
  async restore(actor: Authorized<RolesAction>, roleId: string): Promise<RoleRow> {
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await this.lockRole(tx, actor, roleId, { needsDirector: true, archivedToo: true });
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
      const { company, role } = await this.lockRole(tx, actor, roleId, { needsDirector: true, archivedToo: true });
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
    if (!role.isArchived) await this.afterRemoval(tx, actor, company, role, "role.removed", now);
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

  // ---- Holders --------------------------------------------------------------------------------

  /** The caller gives up a role they hold (allowed in a suspended company too). */
  async leave(actor: Authorized<RolesAction>, roleId: string): Promise<RoleRow> {
    return this.deps.db.transaction(async (tx) => {
      const company = await this.deps.companies.lockForChange(tx, actor.companyId);
      const role = await this.get(roleId, tx);
      if (!role || role.companyId !== company.id) throw notFound();
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
      const { company, role } = await this.lockRole(tx, actor, roleId, { needsDirector: true });
      return this.giveRole(tx, actor, company, role, actor.userId, this.now());
    });
  }

  /** Frees a role: its executor is removed and told. */
  async removeExecutor(actor: Authorized<RolesAction>, roleId: string): Promise<RoleRow> {
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await this.lockRole(tx, actor, roleId, { needsDirector: false });
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
      await this.tell(tx, actor, company, role, [role.userId], "role.removed", now);
      return updated;
    });
  }

  private async giveRole(
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
    if (role.userId) await this.tell(tx, actor, company, role, [role.userId], "role.replaced", now);
    // The new executor's own open invitation to it is fulfilled.
    await this.deps.invitations.fulfilOpen(tx, role.id, userId, now);
    return updated;
  }

  // ---- Invitations ----------------------------------------------------------------------------

  /** Invites a person to a role of level 2 to 4 (PENDING); they are told. */
  async invite(actor: Authorized<RolesAction>, roleId: string, username: string): Promise<InvitationRow> {
    return this.transaction(async (tx) => {
      const { company, role } = await this.lockRole(tx, actor, roleId, { needsDirector: true });
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
      await this.tell(tx, actor, company, role, [candidate.id], "role.invited", now);
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
      const { company, role } = await this.lockRole(tx, actor, roleId, { needsDirector: expiresIn !== "OFF" });
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
      const company = await this.lockLive(tx, actor.companyId, { needsDirector: false });
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
      const company = await this.lockLive(tx, actor.companyId, {
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
      const company = await this.lockLive(tx, actor.companyId, { needsDirector: true });
      const invitation = await this.deps.invitations.lock(tx, invitationId);
      if (!invitation || invitation.companyId !== company.id || invitation.level === 1 || !invitation.roleId)
        throw new DomainError("OWNER_NOT_FOUND", "Invitation not found");
      if (invitation.status !== "ACCEPTED" || invitation.assignedAt)
        throw new DomainError("INVITATION_NOT_OPEN", "The candidate has not accepted, or has the role already");
      const role = await this.get(invitation.roleId, tx);
      if (!role || role.isArchived) throw notLive();
      const now = this.now();
      await this.giveRole(tx, actor, company, role, invitation.userId, now);
      await this.tell(tx, actor, company, role, [invitation.userId], "role.assigned", now);
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
  async endInvitations(
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

  /** A company deleted (CompaniesService.deleteCompany, in its transaction): its invitations end and its roles are left vacant. */
  async endWithCompany(tx: Executor, actor: AuditActor, company: Pick<CompanyRow, "id">): Promise<void> {
    await this.endInvitations(tx, actor, company, "companyDeleted");
    await this.vacate(tx, actor, { companyId: company.id, reason: "companyDeleted" });
  }

  // ---- Module access (the control center's access section, issue 21) ----------------------------

  /** Refuses the access operations while their feature flag is off. */
  requireAccessOn(): void {
    if (this.deps.accessEnabled === false) throw new DomainError("FEATURE_OFF", "Module access is switched off");
  }

  /**
   * The access table in ONE statement: the company's live roles of levels 2 to 4 (or `level`),
   * each with its executor and its granted modules, found by the role's or the executor's name.
   */
  async moduleAccessTable(
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
  async roleAccess(role: RoleRow, db: Executor = this.deps.db): Promise<RoleAccessRow> {
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
  async grantModuleAccess(
    actor: Authorized<RolesAction>,
    roleId: string,
    module: RoleModuleValue,
  ): Promise<RoleAccessRow> {
    this.requireAccessOn();
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await this.lockRole(tx, actor, roleId, { needsDirector: true });
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
      return this.roleAccess(role, tx);
    });
  }

  /** Takes a role's access to a module away (also without a director; never in a suspended company). */
  async revokeModuleAccess(
    actor: Authorized<RolesAction>,
    roleId: string,
    module: RoleModuleValue,
  ): Promise<RoleAccessRow> {
    this.requireAccessOn();
    return this.deps.db.transaction(async (tx) => {
      const { company, role } = await this.lockRole(tx, actor, roleId, { needsDirector: false, archivedToo: true });
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
      return this.roleAccess(role, tx);
    });
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
   * The company's row, locked, and its state checked again under the lock (the policy decided
   * before it): a suspended company's roles are frozen; without a director nothing new is granted.
   */
  private async lockLive(
    tx: Executor,
    companyId: string,
    options: { needsDirector: boolean; allowSuspended?: boolean },
  ): Promise<CompanyRow> {
    const company = await this.deps.companies.lockForChange(tx, companyId);
    if (company.stoppedAt && !options.allowSuspended) throw suspended();
    if (options.needsDirector) {
      const [director] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(
          and(
            eq(roles.companyId, company.id),
            eq(roles.level, 1),
            eq(roles.isArchived, false),
            sql`${roles.userId} is not null`,
          ),
        );
      if (!director) throw noDirector();
    }
    return company;
  }

  private async lockRole(
    tx: Executor,
    actor: Authorized<RolesAction>,
    roleId: string,
    options: { needsDirector: boolean; archivedToo?: boolean },
  ) {
    const company = await this.lockLive(tx, actor.companyId, options);
    const role = await this.get(roleId, tx);
    if (!role || role.companyId !== company.id) throw notFound();
    if (role.isArchived && !options.archivedToo) throw notLive();
    return { company, role };
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
    if (current?.userId) await this.tell(tx, actor, company, role, [current.userId], "role.replaced", now);
    return role;
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

  private async tell(
    tx: Executor,
    actor: AuditActor,
    company: CompanyRow,
    role: Pick<RoleRow, "id" | "name" | "nameIsDefault" | "level">,
    userIds: string[],
    kind: "role.removed" | "role.replaced" | "role.invited" | "role.assigned",
    now: Date,
  ) {
    await notify(tx, now, actor, userIds, kind, {
      roleId: role.id,
      roleName: role.name,
      roleNameIsDefault: role.nameIsDefault,
      level: role.level,
      companyId: company.id,
      companyName: company.name,
      by: actor.userId,
    });
  }
}

const linkRefusal = () =>
  new DomainError("BAD_USER_INPUT", "The link does not work", { fields: { "": ["validation.invitation.link"] } });

function describe(role: Pick<RoleRow, "name" | "level" | "parentRoleId" | "sortNumber" | "isArchived">) {
  return {
    name: role.name,
    level: role.level,
    manager: role.parentRoleId,
    sortNumber: role.sortNumber,
    isArchived: role.isArchived,
  };
}
