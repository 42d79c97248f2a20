import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Authorized } from "../../authz/policy";
import type { Executor } from "../../db/client";
import { perDatabase, prepareRaw, rowFromJson } from "../../db/prepared";
import { owners, users } from "../../db/schema";
import { DomainError } from "../../errors";
import { escapeLike, type CompaniesDeps, type OwnerRow } from "./model";

type UserRow = typeof users.$inferSelect;

/** A name search over the owner's person (`pattern`: an ILIKE pattern, or null for none). */
const ownerSearch = sql`(${sql.placeholder("pattern")}::text is null or u.name ilike ${sql.placeholder("pattern")}::text
  or u.surname ilike ${sql.placeholder("pattern")}::text or u.username ilike ${sql.placeholder("pattern")}::text)`;

/** A page of a company's current owners: by share (largest first), then who joined first; keyset after an owner row. */
const currentOwnersStatement = perDatabase((db) =>
  prepareRaw<{ owner: Record<string, unknown> }>(
    db,
    "company_owners_page",
    sql`select row_to_json(o) as owner
        from ${owners} o join ${users} u on u.id = o.user_id
        left join ${owners} a on a.id = ${sql.placeholder("after")}::uuid
        where o.company_id = ${sql.placeholder("companyId")}::uuid and o.left_at is null and ${ownerSearch}
          and (a.id is null or o.share_bp < a.share_bp or (o.share_bp = a.share_bp and (o.joined_at, o.id) > (a.joined_at, a.id)))
        order by o.share_bp desc, o.joined_at, o.id
        limit ${sql.placeholder("limit")}::int`,
  ),
);

/** A page of a company's former owners: each person once (their last leaving), none who owns a part now; last to leave first. */
const formerOwnersStatement = perDatabase((db) =>
  prepareRaw<{ owner: Record<string, unknown> }>(
    db,
    "company_former_owners_page",
    sql`select row_to_json(f) as owner
        from (select distinct on (o.user_id) o.*
                from ${owners} o
                where o.company_id = ${sql.placeholder("companyId")}::uuid and o.left_at is not null
                  and not exists (select 1 from ${owners} c where c.company_id = o.company_id and c.user_id = o.user_id and c.left_at is null)
                order by o.user_id, o.left_at desc, o.id desc) f
        join ${users} u on u.id = f.user_id
        left join ${owners} a on a.id = ${sql.placeholder("after")}::uuid
        where ${ownerSearch} and (a.id is null or (f.left_at, f.id) < (a.left_at, a.id))
        order by f.left_at desc, f.id desc
        limit ${sql.placeholder("limit")}::int`,
  ),
);

/**
 * A company's owners (the control center's owners section: current and former, an owner's card),
 * the electorate a vote freezes, and the people one may pick (a share's recipient, a role's
 * candidate). Reads only: owners change by share transfers (transfers.ts).
 */
export class OwnersService {
  constructor(private readonly deps: Pick<CompaniesDeps, "db">) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * Current owners (largest share first), or former ones (last to leave first: a person who left
   * more than once is listed once, by their last leaving, and not at all while an owner again),
   * found by name or username; a page at a time after the owner row `after` (keyset: the page
   * costs the same however many owners the company has), in one prepared statement.
   */
  async listOwners(
    actor: Authorized<"owners.read">,
    options: { search: string; former: boolean; after: string | null; limit: number },
  ): Promise<OwnerRow[]> {
    const statement = options.former ? formerOwnersStatement(this.db) : currentOwnersStatement(this.db);
    const rows = await statement({
      companyId: actor.companyId,
      pattern: options.search ? `%${escapeLike(options.search)}%` : null,
      after: options.after,
      limit: options.limit,
    });
    return rows.map((row) => rowFromJson(owners, row.owner));
  }

  /** Where an owner row belongs: the guard's way from an id to its company. */
  async ownerCompany(ownerId: string): Promise<string | null> {
    const [row] = await this.db.select({ companyId: owners.companyId }).from(owners).where(eq(owners.id, ownerId));
    return row?.companyId ?? null;
  }

  async getOwner(actor: Authorized<"owners.read">, ownerId: string): Promise<OwnerRow> {
    const [row] = await this.db
      .select()
      .from(owners)
      .where(and(eq(owners.id, ownerId), eq(owners.companyId, actor.companyId)));
    if (!row) throw new DomainError("OWNER_NOT_FOUND", "Owner not found");
    return row;
  }

  /** The current owners of a company and their shares, largest first: the electorate of a vote. */
  async currentOwners(tx: Executor, companyId: string): Promise<OwnerRow[]> {
    return tx
      .select()
      .from(owners)
      .where(and(eq(owners.companyId, companyId), isNull(owners.leftAt)))
      .orderBy(desc(owners.shareBp), asc(owners.joinedAt), asc(owners.id));
  }

  /** People to pick (a share's recipient): by username first, then by name; blocked and deleted accounts never. */
  async listUsers(options: {
    search: string;
    page: number;
    limit: number;
  }): Promise<{ items: UserRow[]; total: number }> {
    const conditions: SQL[] = [eq(users.isBlocked, false), isNull(users.deletedAt)];
    if (options.search) {
      const escaped = escapeLike(options.search);
      conditions.push(
        or(
          ilike(users.username, `${escaped}%`),
          ilike(users.name, `%${escaped}%`),
          ilike(users.surname, `%${escaped}%`),
        )!,
      );
    }
    const where = and(...conditions);
    const [items, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(sql`lower(${users.username})`)
        .limit(options.limit)
        .offset((options.page - 1) * options.limit),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return { items, total };
  }
}
