import DataLoader from "dataloader";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { perDatabase, prepareKeyed, rowFromJson } from "../db/prepared";
import {
  FULL_SHARE,
  ROLE_MODULES,
  billingAccounts,
  companies,
  owners,
  roleModuleAccess,
  roles,
  type RoleModuleValue,
} from "../db/schema";

/**
 * A live role a person holds: its level (1 is the director), its managing role, and the modules
 * it may open (role_module_access; the director's role has every module, and so does every role
 * while FEATURE_ACCESS is off, when nothing can be granted).
 */
export interface HeldRole {
  id: string;
  level: number;
  parentRoleId: string | null;
  modules: ReadonlyArray<RoleModuleValue>;
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
  /**
   * Usage suspended by billing: a daily charge failed and no top-up has covered a day since
   * (billing_accounts.suspended_at; decision 0024). Always false while billing is switched off.
   */
  unpaid: boolean;
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
  | "roleManager"
  /** Follows a role's working invitation link (acceptRoleInviteLink). */
  | "linkHolder"
  /**
   * Relations to a file or folder (issue 22), for a role that may open Files: it may see what is
   * in it, change it, or has full access (its own role's node, or what a grant allows:
   * server/modules/files/rules.ts).
   */
  | "fileViewer"
  | "fileEditor"
  | "fileManager"
  /**
   * Relations to an instruction (issue 23), for a role that may open Instructions: its owner, an
   * editor, and any of these or an executor or a role above the owner (a reader).
   */
  | "instructionOwner"
  | "instructionEditor"
  | "instructionReader"
  /**
   * Relations to a task (issue 44), for a role that may open Tasks: the role that gave it, the
   * role it is given to, and either of them or a role above either (a reader).
   */
  | "taskGiver"
  | "taskExecutor"
  | "taskReader"
  /** Acts in a role that may open the module (see HeldRole.modules; server/authz/policy.ts roleModule). */
  | ModuleRelation;

/** "This role has access to module M": one relation per module (decision 0026). */
export type ModuleRelation = `module:${RoleModuleValue}`;

export const moduleRelation = (module: RoleModuleValue): ModuleRelation => `module:${module}`;

/**
 * States of the company that hold an action back whoever asks (spec: limited modes). A policy
 * names, per action, which of them refuse it (ActionRule.refusedWhen).
 */
export type Condition = "suspended" | "noDirector" | "unpaid";

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
    for (const module of role.modules) relations.add(moduleRelation(module));
  }
  return relations;
}

export function conditionsOf(actor: CompanyActor): Set<Condition> {
  const conditions = new Set<Condition>();
  if (actor.suspended) conditions.add("suspended");
  if (!actor.hasDirector) conditions.add("noDirector");
  if (actor.unpaid) conditions.add("unpaid");
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
  structure: ReadonlyArray<StructureNode> | ReadonlyMap<string, StructureNode>,
  acting: ReadonlyArray<Pick<HeldRole, "id">>,
  subjectRoleId: string,
): Relation[] {
  // A map may be passed in by a caller asking about many roles of one structure (built once).
  const byId: ReadonlyMap<string, StructureNode> =
    "get" in structure ? structure : new Map(structure.map((node) => [node.id, node]));
  const mine = new Set(acting.map((role) => role.id));
  const relations: Relation[] = [];
  if (mine.has(subjectRoleId)) relations.push("roleHolder");
  const seen = new Set<string>([subjectRoleId]);
  for (
    let up = byId.get(subjectRoleId)?.parentRoleId ?? null;
    up && !seen.has(up);
    up = byId.get(up)?.parentRoleId ?? null
  ) {
    seen.add(up);
    if (mine.has(up)) {
      relations.push("roleManager");
      break;
    }
  }
  return relations;
}

const key = (userId: string, companyId: string) => `${userId}:${companyId}`;

interface ActorRow {
  user_id: string;
  company_id: string;
  exists: boolean;
  stopped: boolean;
  has_director: boolean;
  unpaid: boolean;
  owner_count: number;
  /** The person's owner rows in the company, current and former. */
  owner_rows: Array<{ id: string; shareBp: number; current: boolean }> | null;
  roles: Array<Omit<HeldRole, "modules"> & { granted: RoleModuleValue[] | null }> | null;
  /** The company's row (deleted or not), as JSON: the request's companyById starts with it. */
  company: Record<string, unknown> | null;
}

export type CompanyRow = typeof companies.$inferSelect;

/**
 * One statement for every (person, company) pair a request asks about, never one per pair, nor
 * one per table (decision 0020: it was four): the company's state, the person's owner rows, the
 * count of current owners, the person's live roles and whether a director holds the level-1 role.
 * Prepared (server/db/prepared.ts): one text for a single pair (a page's usual batch, whose plan
 * PostgreSQL keeps) and one for any number (prepareKeyed).
 */
const actorStatement = perDatabase((db) =>
  prepareKeyed<ActorRow>(
    db,
    "company_actor",
    ["uuid", "uuid"],
    (pairs) => sql`select p.user_id, p.company_id,
          c.id is not null and c.deleted_at is null as exists,
          c.deleted_at is null and c.stopped_at is not null as stopped,
          row_to_json(c) as company,
          exists (select 1 from ${roles} r where r.company_id = p.company_id and not r.is_archived and r.level = 1 and r.user_id is not null) as has_director,
          exists (select 1 from ${billingAccounts} b where b.company_id = p.company_id and b.suspended_at is not null) as unpaid,
          (select count(*)::int from ${owners} o where o.company_id = p.company_id and o.left_at is null) as owner_count,
          (select json_agg(json_build_object('id', o.id, 'shareBp', o.share_bp, 'current', o.left_at is null))
             from ${owners} o where o.company_id = p.company_id and o.user_id = p.user_id) as owner_rows,
          (select json_agg(json_build_object('id', r.id, 'level', r.level, 'parentRoleId', r.parent_role_id,
                    'granted', (select json_agg(a.module) from ${roleModuleAccess} a where a.role_id = r.id)) order by r.level, r.id)
             from ${roles} r where r.company_id = p.company_id and r.user_id = p.user_id and not r.is_archived) as roles
        from ${pairs} as p(user_id, company_id)
        left join ${companies} c on c.id = p.company_id`,
  ),
);

/** The feature flags that switch the actor's facts on: a flag off, its condition never holds. */
export interface ActorFeatures {
  /** FEATURE_BILLING: a suspended account holds usage back (the `unpaid` condition). */
  billing: boolean;
  /** FEATURE_ACCESS: a role of level 2 to 4 opens the modules granted to it; off, every module. */
  access: boolean;
}

/**
 * `onCompany`: each company row the statement read, for the request's companyById loader (the
 * page then reads no company twice).
 */
export function createCompanyActorLoader(
  db: Database,
  features: ActorFeatures,
  onCompany?: (company: CompanyRow) => void,
) {
  const readActors = actorStatement(db);
  return new DataLoader<{ userId: string; companyId: string }, CompanyActor, string>(
    async (pairs) => {
      const rows = await readActors(pairs.map((p) => [p.userId, p.companyId]));
      if (onCompany) for (const row of rows) if (row.company) onCompany(rowFromJson(companies, row.company));
      const byPair = new Map(rows.map((row) => [key(row.user_id, row.company_id), row]));
      return pairs.map(({ userId, companyId }) => {
        const row = byPair.get(key(userId, companyId));
        const ownerRows = row?.owner_rows ?? [];
        const current = ownerRows.find((o) => o.current);
        return {
          userId,
          companyId,
          exists: row?.exists ?? false,
          suspended: row?.stopped ?? false,
          hasDirector: row?.has_director ?? false,
          unpaid: features.billing && (row?.unpaid ?? false),
          owner: current ? { id: current.id, shareBp: current.shareBp } : null,
          formerOwner: !current && ownerRows.length > 0,
          ownerCount: row?.owner_count ?? 0,
          roles: (row?.roles ?? []).map(({ granted, ...role }) => ({
            ...role,
            modules: role.level === 1 || !features.access ? ROLE_MODULES : (granted ?? []),
          })),
        };
      });
    },
    { cacheKeyFn: (pair) => key(pair.userId, pair.companyId) },
  );
}
