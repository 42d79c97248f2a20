import DataLoader from "dataloader";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { createCompanyActorLoader, type ActorFeatures } from "../../authz/actor";
import type { Database } from "../../db/client";
import { perDatabase, prepareKeyed, prepareRaw, rowFromJson } from "../../db/prepared";
import {
  companies,
  companyIndustryTypes,
  industryCategories,
  industryDivisions,
  industryTypes,
  owners,
  roles,
  shareTransfers,
  users,
  type ShareTransferStatus,
} from "../../db/schema";
import type { IndustryRows } from "./profile";
import type { IdentityLoaders } from "../identity/loaders";
import { PersonHeaderLoader } from "../person-header";
import type { RoleRow } from "../roles/model";
import type { CompanyRow, OwnerRow, ShareTransferRow } from "./model";
import { readUserTransfers, readUserTransfersAcrossCompanies } from "./transfers";

export interface CompaniesLoaders {
  /** Who the caller is in a company (authorization): see server/authz/actor.ts. */
  companyActor: ReturnType<typeof createCompanyActorLoader>;
  companyById: DataLoader<string, CompanyRow | undefined>;
  /** Current owners of each company, largest share first. */
  ownersByCompany: DataLoader<string, OwnerRow[]>;
  /** Live roles of each company counted by level. */
  roleCountsByCompany: DataLoader<string, Map<number, number>>;
  /** People holding a live role of each company now. */
  employeesByCompany: DataLoader<string, number>;
  /** The industry types each company named, with their sections (read with the panel). */
  industriesByCompany: DataLoader<string, CompanyIndustries>;
  /** The live director role of each company. */
  directorByCompany: DataLoader<string, RoleRow | undefined>;
  /** Accepted transfers a person gave or received in a company ("companyId:userId"), newest first. */
  acceptedTransfersByOwner: DataLoader<string, ShareTransferRow[]>;
  /**
   * The first companies a person owns a part of now, by name (USER_COMPANIES_SHARED): one read
   * per request serves the header's list and the profile's.
   */
  userCompanies: DataLoader<string, CompanyRow[]>;
  /**
   * A person's share of a company now, in basis points, or null ("userId:companyId"). The lists of
   * the person's companies (the header's, a search's) read it with each company and prime it;
   * any other company asks the actor, which reads the person's owner rows anyway.
   */
  ownShare: DataLoader<string, number | null>;
  /** What every signed-in page's header shows of a person, in one statement (../person-header.ts). */
  personHeader: PersonHeaderLoader;
  /**
   * A person's share transfers one way (sent or received), filtered as listUserTransfers filters.
   * A company page asks for both ways at once (the caller's offers out and in): those two come
   * from one statement.
   */
  userTransfers: DataLoader<UserTransfersKey, ShareTransferRow[], string>;
}

export interface UserTransfersKey {
  direction: "sent" | "received";
  userId: string;
  companyId?: string | null;
  status?: ShareTransferStatus | null;
  limit: number;
}

/** Both ways of one person's transfers in one company and status, each way newest first and limited. */
const transfersBothWaysStatement = perDatabase((db) =>
  prepareRaw<Record<string, unknown> & { sent: boolean }>(
    db,
    "user_transfers_both_ways",
    sql`select * from (
          select t.*, t.from_user_id = ${sql.placeholder("userId")}::uuid as sent,
                 row_number() over (partition by t.from_user_id = ${sql.placeholder("userId")}::uuid order by t.created_at desc, t.id desc) as n
          from ${shareTransfers} t
          where t.company_id = ${sql.placeholder("companyId")}::uuid and t.status = ${sql.placeholder("status")}
            and (t.from_user_id = ${sql.placeholder("userId")}::uuid or t.to_user_id = ${sql.placeholder("userId")}::uuid)
        ) x
        where n <= ${sql.placeholder("limit")}
        order by created_at desc, id desc`,
  ),
);

/** Every loader makes one query per list of keys, never one per row. */
/**
 * What a company's panel shows, in one prepared statement for any number of companies (issue 17:
 * they were two): its current owners with their people, largest share first, and its live roles
 * counted by level with the director's role, and its industry types with their sections (issue 21:
 * the information tab shows them at no extra statement). The owners', the roles' and the
 * industries' loaders all read it.
 */
const companyPanelStatement = perDatabase((db) =>
  prepareKeyed<{
    company_id: string;
    owners: Array<{ owner: Record<string, unknown>; user: Record<string, unknown> }> | null;
    roles: Array<{ level: number; count: number; director: Record<string, unknown> | null }> | null;
    industries: Array<{
      type: Record<string, unknown>;
      division: Record<string, unknown>;
      category: Record<string, unknown>;
    }> | null;
    employees: number;
  }>(
    db,
    "company_panel",
    ["uuid"],
    (keys) => sql`select c.id as company_id,
          (select json_agg(json_build_object('owner', row_to_json(o), 'user', row_to_json(u)) order by o.share_bp desc, o.joined_at, o.id)
             from ${owners} o join ${users} u on u.id = o.user_id
             where o.company_id = c.id and o.left_at is null) as owners,
          (select json_agg(json_build_object('level', s.level, 'count', s.count, 'director', s.director))
             from (select r.level, count(*)::int as count, (array_agg(row_to_json(r) order by r.id) filter (where r.level = 1))[1] as director
                     from ${roles} r where r.company_id = c.id and not r.is_archived group by r.level) s) as roles,
          (select json_agg(json_build_object('type', row_to_json(t), 'division', row_to_json(d), 'category', row_to_json(k)) order by t.id)
             from ${companyIndustryTypes} ci join ${industryTypes} t on t.id = ci.industry_type_id
               join ${industryDivisions} d on d.id = t.division_id join ${industryCategories} k on k.id = t.category_id
             where ci.company_id = c.id) as industries,
          (select count(distinct r.user_id)::int from ${roles} r where r.company_id = c.id and not r.is_archived and r.user_id is not null) as employees
        from ${keys} as c(id)`,
  ),
);

interface CompanyPanel {
  /** People holding a live role now. */
  employees: number;
  owners: OwnerRow[];
  counts: Map<number, number>;
  director: RoleRow | undefined;
  industries: CompanyIndustries;
}

/** A company's industry types with their divisions and sections (Company.industryCategories groups them). */
export type CompanyIndustries = IndustryRows;

export function createCompaniesLoaders(
  db: Database,
  features: ActorFeatures,
  identity?: Pick<IdentityLoaders, "userById">,
): CompaniesLoaders {
  const readPanels = companyPanelStatement(db);
  const panel = new DataLoader<string, CompanyPanel>(async (ids) => {
    const rows = new Map((await readPanels(ids.map((id) => [id]))).map((row) => [row.company_id, row]));
    return ids.map((id) => {
      const row = rows.get(id);
      const owned = (row?.owners ?? []).map(({ owner, user }) => {
        const person = rowFromJson(users, user);
        // The owners' people come with them: the page's names read no users a second time.
        identity?.userById.prime(person.id, person);
        return rowFromJson(owners, owner);
      });
      const levels = row?.roles ?? [];
      const director = levels.find((level) => level.director)?.director;
      const chosen = row?.industries ?? [];
      const distinct = <T extends { id: string }>(rows: T[]) => [...new Map(rows.map((row) => [row.id, row])).values()];
      return {
        employees: row?.employees ?? 0,
        owners: owned,
        counts: new Map(levels.map((level) => [level.level, level.count])),
        director: director ? rowFromJson(roles, director) : undefined,
        industries: {
          categories: distinct(chosen.map(({ category }) => rowFromJson(industryCategories, category))),
          divisions: distinct(chosen.map(({ division }) => rowFromJson(industryDivisions, division))),
          types: chosen.map(({ type }) => rowFromJson(industryTypes, type)),
        },
      };
    });
  });
  const companyById = new DataLoader<string, CompanyRow | undefined>(async (ids) => {
    const rows = await db
      .select()
      .from(companies)
      .where(inArray(companies.id, [...ids]));
    const map = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => map.get(id));
  });
  // The actor's statement reads the company's row too: companyById starts with it.
  const companyActor = createCompanyActorLoader(db, features, (row) => companyById.prime(row.id, row));
  const ownShare = new DataLoader<string, number | null>(async (keys) =>
    Promise.all(
      keys.map(async (key) => {
        const [userId, companyId] = key.split(":");
        return (await companyActor.load({ userId, companyId })).owner?.shareBp ?? null;
      }),
    ),
  );
  // The header's companies and roles come with their companies' rows: companyById starts with
  // them; the person's share of each company they own comes with it too.
  const personHeader = new PersonHeaderLoader(db, {
    company: (row) => companyById.prime(row.id, row),
    share: (userId, companyId, shareBp) => ownShare.prime(`${userId}:${companyId}`, shareBp),
  });
  return {
    personHeader,
    companyActor,
    companyById,
    ownShare,
    ownersByCompany: new DataLoader(async (ids) =>
      (await panel.loadMany(ids)).map((found) => (found instanceof Error ? found : found.owners)),
    ),
    roleCountsByCompany: new DataLoader(async (ids) =>
      (await panel.loadMany(ids)).map((found) => (found instanceof Error ? found : found.counts)),
    ),
    employeesByCompany: new DataLoader(async (ids) =>
      (await panel.loadMany(ids)).map((found) => (found instanceof Error ? found : found.employees)),
    ),
    directorByCompany: new DataLoader(async (ids) =>
      (await panel.loadMany(ids)).map((found) => (found instanceof Error ? found : found.director)),
    ),
    industriesByCompany: new DataLoader(async (ids) =>
      (await panel.loadMany(ids)).map((found) => (found instanceof Error ? found : found.industries)),
    ),
    userCompanies: new DataLoader(async (userIds) =>
      (await personHeader.loadMany(userIds)).map((found) => (found instanceof Error ? found : found.companies)),
    ),
    userTransfers: new DataLoader(
      async (keys) => {
        const answers = new Map<UserTransfersKey, Promise<ShareTransferRow[]>>();
        const bothWays = new Map<string, UserTransfersKey[]>();
        for (const key of keys) {
          if (!key.companyId || !key.status) continue;
          const group = `${key.userId}|${key.companyId}|${key.status}|${key.limit}`;
          bothWays.set(group, [...(bothWays.get(group) ?? []), key]);
        }
        for (const group of bothWays.values()) {
          if (group.length < 2) continue;
          const [{ userId, companyId, status, limit }] = group;
          const rows = transfersBothWaysStatement(db)({ userId, companyId, status, limit }).then((found) =>
            found.map((row) => ({ sent: row.sent, transfer: rowFromJson(shareTransfers, row) })),
          );
          for (const key of group)
            answers.set(
              key,
              rows.then((found) =>
                found.filter((row) => row.sent === (key.direction === "sent")).map((row) => row.transfer),
              ),
            );
        }
        // Across companies (the profile's offers): each transfer's company comes with it and
        // primes companyById, which the list's `company` field reads.
        const acrossCompanies = async (key: UserTransfersKey) => {
          const rows = await readUserTransfersAcrossCompanies(db, key.userId, key.direction, {
            status: key.status,
            limit: key.limit,
          });
          for (const { company } of rows) companyById.prime(company.id, company);
          return rows.map((row) => row.transfer);
        };
        return Promise.all(
          keys.map(
            (key) =>
              answers.get(key) ??
              (key.companyId
                ? readUserTransfers(db, key.userId, key.direction, {
                    companyId: key.companyId,
                    status: key.status,
                    limit: key.limit,
                  })
                : acrossCompanies(key)),
          ),
        );
      },
      {
        cacheKeyFn: (key) =>
          JSON.stringify([key.direction, key.userId, key.companyId ?? null, key.status ?? null, key.limit]),
      },
    ),
    acceptedTransfersByOwner: new DataLoader(async (keys) => {
      const pairs = keys.map((key) => key.split(":") as [string, string]);
      const companyIds = [...new Set(pairs.map(([companyId]) => companyId))];
      const userIds = [...new Set(pairs.map(([, userId]) => userId))];
      const rows = await db
        .select()
        .from(shareTransfers)
        .where(
          and(
            inArray(shareTransfers.companyId, companyIds),
            eq(shareTransfers.status, "ACCEPTED"),
            or(inArray(shareTransfers.fromUserId, userIds), inArray(shareTransfers.toUserId, userIds)),
          ),
        )
        .orderBy(desc(shareTransfers.resolvedAt), desc(shareTransfers.id));
      return pairs.map(([companyId, userId]) =>
        rows.filter((row) => row.companyId === companyId && (row.fromUserId === userId || row.toUserId === userId)),
      );
    }),
  };
}
