import DataLoader from "dataloader";
import { sql, type SQL } from "drizzle-orm";
import { USER_COMPANIES_SHARED } from "#graphql/validation/companies";
import type { Database } from "../db/client";
import { perDatabase, prepareKeyed, prepareRaw, rowFromJson } from "../db/prepared";
import { companies, notifications, owners, roles, sessions, users } from "../db/schema";
import { KNOWLEDGE_VERSION_COLUMN, knowledgeVersion } from "./knowledge/version";
import { KNOWN_NOTIFICATION_TYPES } from "./notifications/kinds";

type CompanyRow = typeof companies.$inferSelect;
type RoleRow = typeof roles.$inferSelect;

/** What the header of every signed-in page shows of its person. */
export interface PersonHeader {
  /** The first companies they own a part of now, by name (USER_COMPANIES_SHARED of them). */
  companies: CompanyRow[];
  /**
   * Their live roles, each with its company (not deleted) and its count of live subordinate roles
   * (a role's dashboard shows it), by company, level, order and name.
   */
  roles: Array<{ role: RoleRow; company: CompanyRow; subordinates: number }>;
  /** Their unread notifications of the kinds the API knows. */
  unread: number;
}

/** The header's three columns for the person whose id `userId` names (a column of the FROM). */
const headerColumns = (userId: SQL) => sql`(select json_agg(row_to_json(c) order by c.name, c.id)
             from (select c.*, o.share_bp from ${owners} o join ${companies} c on c.id = o.company_id
                    where o.user_id = ${userId} and o.left_at is null and c.deleted_at is null
                    order by c.name, c.id limit ${USER_COMPANIES_SHARED}) c) as companies,
          (select json_agg(json_build_object('role', row_to_json(r), 'company', row_to_json(c),
                             'subordinates', (select count(*)::int from ${roles} s where s.parent_role_id = r.id and not s.is_archived))
                           order by c.name, c.id, r.level, r.sort_number, r.name)
             from ${roles} r join ${companies} c on c.id = r.company_id
             where r.user_id = ${userId} and not r.is_archived and c.deleted_at is null) as roles,
          (select count(*)::int from ${notifications} n
             where n.user_id = ${userId} and n.read_at is null and n.type = any(${sql.placeholder("types")}::text[])) as unread`;

/** The header's columns as a statement answers them (before they are read as rows). */
export interface PersonHeaderColumns {
  companies: Record<string, unknown>[] | null;
  roles: Array<{ role: Record<string, unknown>; company: Record<string, unknown>; subordinates: number }> | null;
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
  prepareKeyed<PersonHeaderColumns & { user_id: string }>(
    db,
    "person_header",
    ["uuid"],
    (people) => sql`select p.user_id, ${headerColumns(sql`p.user_id`)} from ${people} as p(user_id)`,
  ),
);

/**
 * The bearer's session and person with their header, in one statement: the web server's requests
 * are its pages, and every signed-in page shows the header, so the API reads it with the session
 * check for them (server/yoga.ts) rather than in a statement of its own once the caller is
 * known (docs/decisions/0021, fifth session). The same columns as the session check's own
 * statement (identity's SessionService), the header's after them, and the knowledge base's change
 * counter: the knowledge pages and the profile (its recommended posts) read the tree the knowledge
 * module keeps while the counter stands, which cost them a statement of its own (seventh session).
 */
const sessionWithHeaderStatement = perDatabase((db) =>
  prepareRaw<
    {
      session: Record<string, unknown>;
      user: Record<string, unknown>;
      knowledge_version: string | null;
    } & PersonHeaderColumns
  >(
    db,
    "session_with_header",
    sql`select row_to_json(s) as session, row_to_json(u) as "user", ${headerColumns(sql`s.user_id`)},
          ${KNOWLEDGE_VERSION_COLUMN} as knowledge_version
          from ${sessions} s join ${users} u on u.id = s.user_id
          where s.id = ${sql.placeholder("sessionId")}::uuid`,
  ),
);

/** A session with its person and their header's columns (the bearer check's read for the web server). */
export async function readSessionWithHeader(db: Database, sessionId: string) {
  const [row] = await sessionWithHeaderStatement(db)({ sessionId, types: KNOWN_NOTIFICATION_TYPES });
  if (!row) return undefined;
  const session = rowFromJson(sessions, row.session);
  const header: PersonHeaderColumns = { companies: row.companies, roles: row.roles, unread: row.unread };
  return {
    endedAt: session.endedAt,
    lastActiveAt: session.lastActiveAt,
    userId: session.userId,
    user: rowFromJson(users, row.user),
    header,
    knowledgeVersion: knowledgeVersion(row.knowledge_version),
  };
}

/** Where the request keeps what a header read besides the header: each company's row, the person's share of it. */
export interface PersonHeaderSinks {
  company(row: CompanyRow): void;
  share(userId: string, companyId: string, shareBp: number): void;
}

/**
 * A person's header from its columns, each company handed to the request's loaders, and the
 * person's share of each company they own (its `share_bp`, from the owner row the list joins).
 */
function fromColumns(userId: string, row: PersonHeaderColumns | undefined, sinks: PersonHeaderSinks): PersonHeader {
  const owned = (row?.companies ?? []).map((json) => {
    const company = rowFromJson(companies, json);
    sinks.share(userId, company.id, Number(json.share_bp));
    return company;
  });
  const held = (row?.roles ?? []).map(({ role, company, subordinates }) => ({
    role: rowFromJson(roles, role),
    company: rowFromJson(companies, company),
    subordinates,
  }));
  for (const company of owned) sinks.company(company);
  for (const { company } of held) sinks.company(company);
  return { companies: owned, roles: held, unread: row?.unread ?? 0 };
}

/** Sinks that keep nothing (a header read on its own, as the tests read it). */
export const discardHeaderSinks: PersonHeaderSinks = { company: () => {}, share: () => {} };

/** The request's loader of people's headers (made once per request with the companies' loaders). */
export class PersonHeaderLoader extends DataLoader<string, PersonHeader> {
  private readonly sinks: PersonHeaderSinks;

  constructor(db: Database, sinks: PersonHeaderSinks) {
    const read = personHeaderStatement(db);
    super(async (userIds) => {
      const rows = new Map(
        (
          await read(
            userIds.map((id) => [id]),
            { types: KNOWN_NOTIFICATION_TYPES },
          )
        ).map((row) => [row.user_id, row]),
      );
      return userIds.map((userId) => fromColumns(userId, rows.get(userId), sinks));
    });
    this.sinks = sinks;
  }

  /** A person's header read elsewhere (with the session: readSessionWithHeader), kept for the request. */
  primeColumns(userId: string, columns: PersonHeaderColumns): this {
    return this.prime(userId, fromColumns(userId, columns, this.sinks));
  }
}
