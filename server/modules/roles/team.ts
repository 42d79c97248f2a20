import { sql } from "drizzle-orm";
import { roleHoldings, roles, users } from "../../db/schema";
import { perDatabase, prepareRaw, rowFromJson } from "../../db/prepared";
import { escapeLike, type CompanyUserRoleRow, type CompanyUserRow, type RolesDeps } from "./model";

/** The most people one page of the team answers. */
export const COMPANY_USERS_PAGE_MAX = 100;

/**
 * One page of a company's people (RoleTeam.companyUsers). The inner query picks the page
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

/** A company's people (the control center's team, issue 21): those who hold or held one of its roles. */
export class RoleTeam {
  constructor(private readonly deps: Pick<RolesDeps, "db">) {}

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
}
