import DataLoader from "dataloader";
import { and, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { FULL_SHARE, companies, owners, roles } from "../db/schema";

/** A live role a person holds: its level (1 is the director) and its managing role. */
export interface HeldRole {
  id: string;
  level: number;
  parentRoleId: string | null;
}

/**
 * Who a signed-in person is in one company: the facts every policy decides on. Loaded once per
 * request for each (person, company) pair the request touches (companyActorLoader).
 */
export interface CompanyActor {
  userId: string;
  companyId: string;
  /** The company exists and is not deleted. */
  exists: boolean;
  /** Suspended (stopped_at set): limited mode, roles frozen (spec: the company lifecycle). */
  suspended: boolean;
  /** Someone holds the live level-1 role. Without a director the company runs in limited mode. */
  hasDirector: boolean;
  /** A current owner: the owner row and the share in basis points. */
  owner: { id: string; shareBp: number } | null;
  /** Owned a part once and holds none now. */
  formerOwner: boolean;
  /** The company's current owners (1 means the sole owner acts without a vote). */
  ownerCount: number;
  /** Live roles held in this company. */
  roles: ReadonlyArray<HeldRole>;
}

/** The relations a person may have to a company or to one thing in it; policies name them. */
export type Relation =
  | "owner"
  | "soleOwner"
  | "coOwner"
  | "formerOwner"
  /** Holds (or acts in) the level-1 role. */
  | "director"
  /** Holds (or acts in) a role of level 2 to 4. */
  | "employee"
  | "level2"
  | "level3"
  | "level4"
  /** Relations to a share transfer. */
  | "transferSender"
  | "transferRecipient"
  /**
   * Relations to a vote session: one of its frozen electorate (an owner when it opened), and
   * the owner who opened it.
   */
  | "voter"
  | "voteInitiator"
  /** The person an invitation to a role is for. */
  | "invitee"
  /** Relations to a role (the subject of a vHub call), from the structure: see structureRelations. */
  | "roleHolder"
  | "roleManager";

/**
 * States of the company that hold an action back whoever asks (spec: limited modes). A policy
 * names, per action, which of them refuse it (ActionRule.refusedWhen).
 */
export type Condition = "suspended" | "noDirector";

/**
 * The roles that count for this call. In vHub a call names the role the person acts in
 * (x-current-role-id): only that role counts, so a director acting as the accountant is the
 * accountant there. Without one (vHold, the profile), every role the person holds counts. A named
 * role the person does not hold in this company counts as none.
 */
export function actingRoles(actor: CompanyActor, currentRoleId: string | null): ReadonlyArray<HeldRole> {
  if (!currentRoleId) return actor.roles;
  return actor.roles.filter((role) => role.id === currentRoleId);
}

export function relationsOf(actor: CompanyActor, currentRoleId: string | null = null): Set<Relation> {
  const relations = new Set<Relation>();
  if (!actor.exists) return relations;
  if (actor.owner) {
    relations.add("owner");
    relations.add(actor.ownerCount === 1 && actor.owner.shareBp === FULL_SHARE ? "soleOwner" : "coOwner");
  } else if (actor.formerOwner) {
    relations.add("formerOwner");
  }
  for (const role of actingRoles(actor, currentRoleId)) {
    if (role.level === 1) relations.add("director");
    else {
      relations.add("employee");
      relations.add(`level${role.level}` as Relation);
    }
  }
  return relations;
}

export function conditionsOf(actor: CompanyActor): Set<Condition> {
  const conditions = new Set<Condition>();
  if (actor.suspended) conditions.add("suspended");
  if (!actor.hasDirector) conditions.add("noDirector");
  return conditions;
}

/** A current part in the company: owner, director or employee (a former owner has none). */
export function isMember(relations: ReadonlySet<Relation>): boolean {
  return relations.has("owner") || relations.has("director") || relations.has("employee");
}

/** One role of a company's structure as the relations below need it. */
export interface StructureNode {
  id: string;
  parentRoleId: string | null;
  userId: string | null;
}

/**
 * A person's relations to one role of the structure: they hold it, or one of the roles they act
 * in manages it (stands above it on the managing chain, however far up). The structure is a tree
 * (the roles module keeps it one); a broken chain ends the walk rather than looping.
 */
export function structureRelations(
  structure: ReadonlyArray<StructureNode>,
  acting: ReadonlyArray<Pick<HeldRole, "id">>,
  subjectRoleId: string,
): Relation[] {
  const byId = new Map(structure.map((node) => [node.id, node]));
  const mine = new Set(acting.map((role) => role.id));
  const relations: Relation[] = [];
  if (mine.has(subjectRoleId)) relations.push("roleHolder");
  const seen = new Set<string>([subjectRoleId]);
  for (let up = byId.get(subjectRoleId)?.parentRoleId ?? null; up && !seen.has(up); up = byId.get(up)?.parentRoleId ?? null) {
    seen.add(up);
    if (mine.has(up)) {
      relations.push("roleManager");
      break;
    }
  }
  return relations;
}

const key = (userId: string, companyId: string) => `${userId}:${companyId}`;

/** One query per table for every (person, company) pair a request asks about, never one per pair. */
export function createCompanyActorLoader(db: Database) {
  return new DataLoader<{ userId: string; companyId: string }, CompanyActor, string>(
    async (pairs) => {
      const companyIds = [...new Set(pairs.map((p) => p.companyId))];
      const userIds = [...new Set(pairs.map((p) => p.userId))];
      const [companyRows, ownerRows, counts, roleRows] = await Promise.all([
        db
          .select({ id: companies.id, stoppedAt: companies.stoppedAt })
          .from(companies)
          .where(and(inArray(companies.id, companyIds), isNull(companies.deletedAt))),
        db
          .select({ id: owners.id, companyId: owners.companyId, userId: owners.userId, shareBp: owners.shareBp, leftAt: owners.leftAt })
          .from(owners)
          .where(and(inArray(owners.companyId, companyIds), inArray(owners.userId, userIds))),
        db
          .select({ companyId: owners.companyId, count: sql<number>`count(*)::int` })
          .from(owners)
          .where(and(inArray(owners.companyId, companyIds), isNull(owners.leftAt)))
          .groupBy(owners.companyId),
        // The callers' roles, and each company's held director role (for limited mode).
        db
          .select({ id: roles.id, companyId: roles.companyId, userId: roles.userId, level: roles.level, parentRoleId: roles.parentRoleId })
          .from(roles)
          .where(
            and(
              inArray(roles.companyId, companyIds),
              eq(roles.isArchived, false),
              or(inArray(roles.userId, userIds), and(eq(roles.level, 1), isNotNull(roles.userId))),
            ),
          ),
      ]);
      const live = new Map(companyRows.map((c) => [c.id, c]));
      const ownerCount = new Map(counts.map((c) => [c.companyId, c.count]));
      return pairs.map(({ userId, companyId }) => {
        const rows = ownerRows.filter((o) => o.companyId === companyId && o.userId === userId);
        const current = rows.find((o) => o.leftAt === null);
        const company = live.get(companyId);
        const companyRoles = roleRows.filter((r) => r.companyId === companyId);
        return {
          userId,
          companyId,
          exists: company !== undefined,
          suspended: company?.stoppedAt != null,
          hasDirector: companyRoles.some((r) => r.level === 1 && r.userId !== null),
          owner: current ? { id: current.id, shareBp: current.shareBp } : null,
          formerOwner: !current && rows.length > 0,
          ownerCount: ownerCount.get(companyId) ?? 0,
          roles: companyRoles.filter((r) => r.userId === userId).map((r) => ({ id: r.id, level: r.level, parentRoleId: r.parentRoleId })),
        };
      });
    },
    { cacheKeyFn: (pair) => key(pair.userId, pair.companyId) },
  );
}
