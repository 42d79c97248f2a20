import DataLoader from "dataloader";
import { sql } from "drizzle-orm";
import { USER_COMPANIES_SHARED } from "#graphql/validation/companies";
import type { Database } from "../db/client";
import { perDatabase, prepareKeyed, rowFromJson } from "../db/prepared";
import { companies, notifications, owners, roles } from "../db/schema";
import { KNOWN_NOTIFICATION_TYPES } from "./notifications/kinds";

type CompanyRow = typeof companies.$inferSelect;
type RoleRow = typeof roles.$inferSelect;

/** What the header of every signed-in page shows of its person. */
export interface PersonHeader {
  /** The first companies they own a part of now, by name (USER_COMPANIES_SHARED of them). */
  companies: CompanyRow[];
  /** Their live roles, each with its company (not deleted), by company, level, order and name. */
  roles: Array<{ role: RoleRow; company: CompanyRow }>;
  /** Their unread notifications of the kinds the API knows. */
  unread: number;
}

/**
 * The header's three reads in ONE prepared statement for any number of people (issue 17,
 * docs/decisions/0021: it was three statements, one per module, on every signed-in page). A read
 * across the tables of three modules, as the company panel's is across two: each module still
 * writes only its own, and its request loader reads its part of this (companies' userCompanies,
 * roles' heldRoles, notifications' unreadNotificationCount), so a page asking all three, or one
 * of them twice, sends one statement.
 */
const personHeaderStatement = perDatabase((db) =>
  prepareKeyed<{
    user_id: string;
    companies: Record<string, unknown>[] | null;
    roles: Array<{ role: Record<string, unknown>; company: Record<string, unknown> }> | null;
    unread: number;
  }>(
    db,
    "person_header",
    ["uuid"],
    (people) => sql`select p.user_id,
          (select json_agg(row_to_json(c) order by c.name, c.id)
             from (select c.* from ${owners} o join ${companies} c on c.id = o.company_id
                    where o.user_id = p.user_id and o.left_at is null and c.deleted_at is null
                    order by c.name, c.id limit ${USER_COMPANIES_SHARED}) c) as companies,
          (select json_agg(json_build_object('role', row_to_json(r), 'company', row_to_json(c))
                           order by c.name, c.id, r.level, r.sort_number, r.name)
             from ${roles} r join ${companies} c on c.id = r.company_id
             where r.user_id = p.user_id and not r.is_archived and c.deleted_at is null) as roles,
          (select count(*)::int from ${notifications} n
             where n.user_id = p.user_id and n.read_at is null and n.type = any(${sql.placeholder("types")}::text[])) as unread
        from ${people} as p(user_id)`,
  ),
);

/** The request's loader of people's headers (made once per request with the companies' loaders). */
export function createPersonHeaderLoader(db: Database, onCompany: (row: CompanyRow) => void): DataLoader<string, PersonHeader> {
  const read = personHeaderStatement(db);
  return new DataLoader(async (userIds) => {
    const rows = new Map((await read(userIds.map((id) => [id]), { types: KNOWN_NOTIFICATION_TYPES })).map((row) => [row.user_id, row]));
    return userIds.map((userId) => {
      const row = rows.get(userId);
      const owned = (row?.companies ?? []).map((json) => rowFromJson(companies, json));
      const held = (row?.roles ?? []).map(({ role, company }) => ({ role: rowFromJson(roles, role), company: rowFromJson(companies, company) }));
      for (const company of owned) onCompany(company);
      for (const { company } of held) onCompany(company);
      return { companies: owned, roles: held, unread: row?.unread ?? 0 };
    });
  });
}
