import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Authorized } from "../../authz/policy";
import { readAudit, writeAudit, type AuditActor, type PersonActor } from "../../audit";
import type { Clock } from "../../clock";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Executor } from "../../db/client";
import { perDatabase, prepareRaw, rowFromJson } from "../../db/prepared";
import { companies, owners, roles, shareTransfers, users, type ShareTransferStatus } from "../../db/schema";
import { DomainError } from "../../errors";
import type { CodeSubject } from "../identity/codes";
import { notify } from "../notifications/service";
import { changedDetails, changedFields, FULL_SHARE, type CompanyDetailsInput } from "./rules";

export type CompanyRow = typeof companies.$inferSelect;
export type OwnerRow = typeof owners.$inferSelect;
export type ShareTransferRow = typeof shareTransfers.$inferSelect;
type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

/** Typed input, already parsed by the resolver with graphql/validation/companies.ts. */
export type UpdateCompanyInput = CompanyDetailsInput;

/** One share transfer as its sender offers it, checked (CompaniesService.transferOffer). */
export interface TransferOffer {
  companyId: string;
  companyName: string;
  recipientId: string;
  recipientUsername: string;
  /** Basis points. */
  share: number;
}

/**
 * What a share transfer's SMS code confirms: this company, this recipient, this share and nothing
 * else (any change asks for a new code), named in the SMS in the sender's language.
 */
export const shareTransferCode = (offer: TransferOffer): CodeSubject => ({
  binds: [offer.companyId, offer.recipientId, offer.share],
  sms: (texts, code) =>
    texts.shareTransferSms(code, {
      company: offer.companyName,
      recipient: offer.recipientUsername,
      share: offer.share,
    }),
});

export interface CompaniesDeps {
  db: Database;
  clock: Clock;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, "\\$&");

/** The person's current companies by name, each with their share of it (prepared: a list longer than the header's). */
const userCompaniesStatement = perDatabase((db) =>
  db
    .select({ company: companies, shareBp: owners.shareBp })
    .from(owners)
    .innerJoin(companies, eq(companies.id, owners.companyId))
    .where(and(eq(owners.userId, sql.placeholder("userId")), isNull(owners.leftAt), isNull(companies.deletedAt)))
    .orderBy(companies.name, companies.id)
    .limit(sql.placeholder("limit"))
    .prepare("user_companies"),
);

/** A company's transfers with their senders and recipients, newest first (listCompanyTransfersWithPeople). */
const companyTransfersStatement = perDatabase((db) => {
  const sender = alias(users, "sender");
  const recipient = alias(users, "recipient");
  const before = sql.placeholder("before");
  return db
    .select({ transfer: shareTransfers, from: sender, to: recipient })
    .from(shareTransfers)
    .innerJoin(sender, eq(sender.id, shareTransfers.fromUserId))
    .innerJoin(recipient, eq(recipient.id, shareTransfers.toUserId))
    .where(
      and(
        eq(shareTransfers.companyId, sql.placeholder("companyId")),
        sql`(${sql.placeholder("status")}::text is null or ${shareTransfers.status} = ${sql.placeholder("status")}::text)`,
        sql`(${before}::uuid is null or (${shareTransfers.createdAt}, ${shareTransfers.id}) < (select t.created_at, t.id from ${shareTransfers} t where t.id = ${before}::uuid and t.company_id = ${sql.placeholder("companyId")}::uuid))`,
      ),
    )
    .orderBy(desc(shareTransfers.createdAt), desc(shareTransfers.id))
    .limit(sql.placeholder("limit"))
    .prepare("company_transfers_with_people");
});

/** A company the person owns a part of now, with their share of it in basis points. */
export interface OwnedCompany {
  company: CompanyRow;
  shareBp: number;
}

/** A person's transfers one way, newest first (listUserTransfers; the request's loader batches them). */
export function readUserTransfers(
  db: Executor,
  userId: string,
  direction: "sent" | "received",
  filter: { companyId?: string | null; status?: ShareTransferStatus | null; limit: number },
): Promise<ShareTransferRow[]> {
  const conditions: SQL[] = [eq(direction === "sent" ? shareTransfers.fromUserId : shareTransfers.toUserId, userId)];
  if (filter.companyId) conditions.push(eq(shareTransfers.companyId, filter.companyId));
  if (filter.status) conditions.push(eq(shareTransfers.status, filter.status));
  return db
    .select()
    .from(shareTransfers)
    .where(and(...conditions))
    .orderBy(desc(shareTransfers.createdAt), desc(shareTransfers.id))
    .limit(filter.limit);
}

/** A person's transfers one way across their companies, each with its company's row: one text per way, prepared. */
const transfersAcrossCompaniesStatement = perDatabase((db) => {
  const prepare = (party: typeof shareTransfers.fromUserId | typeof shareTransfers.toUserId, name: string) =>
    db
      .select({ transfer: shareTransfers, company: companies })
      .from(shareTransfers)
      .innerJoin(companies, eq(companies.id, shareTransfers.companyId))
      .where(
        and(
          eq(party, sql.placeholder("userId")),
          sql`(${sql.placeholder("status")}::text is null or ${shareTransfers.status} = ${sql.placeholder("status")}::text)`,
        ),
      )
      .orderBy(desc(shareTransfers.createdAt), desc(shareTransfers.id))
      .limit(sql.placeholder("limit"))
      .prepare(name);
  return {
    sent: prepare(shareTransfers.fromUserId, "user_transfers_sent_across"),
    received: prepare(shareTransfers.toUserId, "user_transfers_received_across"),
  };
});

/** A person's transfers one way across their companies, newest first, each with its company (the profile's offers). */
export const readUserTransfersAcrossCompanies = (
  db: Database,
  userId: string,
  direction: "sent" | "received",
  filter: { status?: ShareTransferStatus | null; limit: number },
): Promise<Array<{ transfer: ShareTransferRow; company: CompanyRow }>> =>
  transfersAcrossCompaniesStatement(db)[direction].execute({
    userId,
    status: filter.status ?? null,
    limit: filter.limit,
  });

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
 * vHold ownership: companies, owners and share transfers. Every change runs in one transaction
 * that locks the company row first (changes to one company's ownership queue; different
 * companies never wait for each other), writes its audit row and its notifications in that
 * same transaction, and leaves the database to check that the owners still hold exactly 100 %.
 */
export class CompaniesService {
  constructor(private readonly deps: CompaniesDeps) {}

  /** What other modules end with a deleted company, each through its own service (onDeleted). */
  private readonly deletionSteps: CompanyDeletionStep[] = [];

  /**
   * A module that keeps rows of a company (the roles module: holders and invitations) registers
   * at start what it ends when the company is deleted: deleteCompany runs each step in its
   * transaction, under the company's lock. This module writes no other module's tables.
   */
  onDeleted(step: CompanyDeletionStep): void {
    this.deletionSteps.push(step);
  }

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.clock.now();
  }

  /** Locks the company for an ownership change; a deleted company is not found. */
  private async lockCompany(tx: Executor, companyId: string): Promise<CompanyRow> {
    const [company] = await tx
      .select()
      .from(companies)
      .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
      .for("update");
    if (!company) throw new DomainError("OWNER_NOT_FOUND", "Company not found");
    return company;
  }

  // ---- Companies ---------------------------------------------------------------------------------

  /** The creator becomes the sole owner with 100 %. A new company has no director (limited mode). */
  async createCompany(caller: PersonActor, input: { name: string }): Promise<CompanyRow> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ name: input.name, createdBy: caller.userId, createdAt: now, updatedAt: now })
        .returning();
      await tx
        .insert(owners)
        .values({ companyId: company.id, userId: caller.userId, shareBp: FULL_SHARE, joinedAt: now });
      await writeAudit(tx, caller, now, {
        companyId: company.id,
        action: "company.created",
        entity: "company",
        entityId: company.id,
        after: { name: company.name, owner: caller.userId, share: FULL_SHARE },
      });
      return company;
    });
  }

  async getCompany(actor: Authorized<"company.read">): Promise<CompanyRow> {
    const [company] = await this.db.select().from(companies).where(eq(companies.id, actor.companyId));
    return company;
  }

  /**
   * Changes the contact details, and the name: directly by a sole owner; with co-owners the name
   * changes only by vote (VOTE_REQUIRED), and a director who owns nothing cannot change it.
   */
  async updateCompany(actor: Authorized<"company.update">, input: UpdateCompanyInput): Promise<CompanyRow> {
    return this.db.transaction(async (tx) => {
      const company = await this.lockCompany(tx, actor.companyId);
      const changes = changedDetails(company, input);
      if (changes.name !== undefined) {
        if (!actor.relations.has("owner")) throw new DomainError("FORBIDDEN", "Only owners set the company name");
        if (!actor.relations.has("soleOwner")) {
          throw new DomainError("VOTE_REQUIRED", "With co-owners the name changes by vote", {
            fields: { name: ["errors.VOTE_REQUIRED"] },
          });
        }
      }
      const fields = changedFields(changes);
      if (!fields.length) return company;
      const now = this.now();
      const [updated] = await tx
        .update(companies)
        .set({ ...changes, updatedAt: now })
        .where(eq(companies.id, company.id))
        .returning();
      const before = Object.fromEntries(fields.map((field) => [field, company[field]]));
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: "company.updated",
        entity: "company",
        entityId: company.id,
        before,
        after: { ...changes },
      });
      // The other owners hear of it (issue 18, defect 18); whoever made the change is not told.
      const others = await tx
        .select({ userId: owners.userId })
        .from(owners)
        .where(and(eq(owners.companyId, company.id), isNull(owners.leftAt)));
      await notify(
        tx,
        now,
        actor,
        others.map((owner) => owner.userId),
        "company.detailsChanged",
        {
          companyId: company.id,
          companyName: updated.name,
          fields,
          changedBy: actor.userId,
        },
      );
      return updated;
    });
  }

  /**
   * The companies the person owns a part of now, by name; `search` keeps those whose name contains
   * it (any case), `limit` bounds the answer (the resolver clamps it).
   */
  async listUserCompanies(userId: string, options: { search?: string; limit?: number } = {}): Promise<OwnedCompany[]> {
    if (!options.search) return userCompaniesStatement(this.db).execute({ userId, limit: options.limit ?? 100 });
    const conditions: SQL[] = [eq(owners.userId, userId), isNull(owners.leftAt), isNull(companies.deletedAt)];
    if (options.search) conditions.push(ilike(companies.name, `%${escapeLike(options.search)}%`));
    return this.db
      .select({ company: companies, shareBp: owners.shareBp })
      .from(owners)
      .innerJoin(companies, eq(companies.id, owners.companyId))
      .where(and(...conditions))
      .orderBy(companies.name, companies.id)
      .limit(options.limit ?? 100);
  }

  /**
   * The companies that keep a person's account from being deleted (decision 0010): those they own
   * all or part of with anyone else in them, a co-owner, a role holder or someone a pending share
   * transfer is bringing in. Read before the deletion's first step, so the page says it and no code
   * is sent; `db` is the deletion's transaction when it checks again under the companies' locks.
   */
  async companiesBlockingAccountDeletion(userId: string, db: Executor = this.db): Promise<CompanyRow[]> {
    const someoneElseHolds = db
      .select({ id: roles.id })
      .from(roles)
      .where(
        and(
          eq(roles.companyId, companies.id),
          isNotNull(roles.userId),
          ne(roles.userId, userId),
          eq(roles.isArchived, false),
        ),
      );
    const pending = db
      .select({ id: shareTransfers.id })
      .from(shareTransfers)
      .where(and(eq(shareTransfers.companyId, companies.id), eq(shareTransfers.status, "PENDING")));
    const rows = await db
      .select({ company: companies })
      .from(owners)
      .innerJoin(companies, eq(companies.id, owners.companyId))
      .where(
        and(
          eq(owners.userId, userId),
          isNull(owners.leftAt),
          isNull(companies.deletedAt),
          // Less than 100 %: co-owners (the owners always hold exactly 100 % together).
          or(lt(owners.shareBp, FULL_SHARE), exists(someoneElseHolds), exists(pending)),
        ),
      )
      .orderBy(companies.name, companies.id);
    return rows.map((row) => row.company);
  }

  // ---- Owners ------------------------------------------------------------------------------------

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

  // ---- People ------------------------------------------------------------------------------------

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

  // ---- Share transfers ---------------------------------------------------------------------------

  /** Where a transfer belongs, and who the caller is to it: the guard's way from an id to a company. */
  async transferSubject(transferId: string, userId: string) {
    const [row] = await this.db
      .select({
        companyId: shareTransfers.companyId,
        fromUserId: shareTransfers.fromUserId,
        toUserId: shareTransfers.toUserId,
      })
      .from(shareTransfers)
      .where(eq(shareTransfers.id, transferId));
    if (!row) return null;
    const relations = [
      ...(row.fromUserId === userId ? (["transferSender"] as const) : []),
      ...(row.toUserId === userId ? (["transferRecipient"] as const) : []),
    ];
    return { companyId: row.companyId, relations };
  }

  async getShareTransfer(actor: Authorized<"shareTransfer.read">, id: string): Promise<ShareTransferRow> {
    const [row] = await this.db
      .select()
      .from(shareTransfers)
      .where(and(eq(shareTransfers.id, id), eq(shareTransfers.companyId, actor.companyId)));
    if (!row) throw new DomainError("OWNER_NOT_FOUND", "Share transfer not found");
    return row;
  }

  /** The caller's transfers, sent or received, newest first. */
  async listUserTransfers(
    userId: string,
    direction: "sent" | "received",
    filter: { companyId?: string | null; status?: ShareTransferStatus | null; limit: number },
  ): Promise<ShareTransferRow[]> {
    return readUserTransfers(this.db, userId, direction, filter);
  }

  /** The company's share operations, newest first. */
  async listCompanyTransfers(actor: Authorized<"shareTransfer.list">, filter: CompanyTransferFilter) {
    return (await this.listCompanyTransfersWithPeople(actor, filter)).map((row) => row.transfer);
  }

  /**
   * The same list with each transfer's sender and recipient (two joins): the resolver hands the
   * people to the request's userById, so the list's names read no users again.
   */
  async listCompanyTransfersWithPeople(actor: Authorized<"shareTransfer.list">, filter: CompanyTransferFilter) {
    // A page of it (status and limit, from the newest or before a transfer: the same statement
    // either way, prepared, docs/decisions/0021); the before is an id of this company's (one of
    // another company's, or unknown, compares with null: an empty page).
    return companyTransfersStatement(this.db).execute({
      companyId: actor.companyId,
      status: filter.status || null,
      before: filter.before || null,
      limit: filter.limit,
    });
  }

  /**
   * The offer as the sender names it (a recipient's username, a share), checked as the transfer
   * will be: a live account that is not the sender's, and no more than the sender holds free of
   * pending transfers (read here, so that no SMS goes out for an offer that cannot be made;
   * createTransfer decides under the company's lock). Its SMS code is bound to it and names it.
   */
  async transferOffer(
    actor: Authorized<"shareTransfer.create">,
    input: { recipient: string; share: number },
  ): Promise<TransferOffer> {
    const [recipient] = await this.db
      .select({ id: users.id, username: users.username, isBlocked: users.isBlocked, deletedAt: users.deletedAt })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${input.recipient})`);
    // A deleted account's tombstone username names nobody.
    if (!recipient || recipient.isBlocked || recipient.deletedAt) {
      throw new DomainError("BAD_USER_INPUT", "No such user", {
        fields: { recipient: ["validation.recipient.unknown"] },
      });
    }
    if (recipient.id === actor.userId) {
      throw new DomainError("BAD_USER_INPUT", "A share is given to someone else", {
        fields: { recipient: ["validation.recipient.self"] },
      });
    }
    const [held] = await this.db
      .select({ name: companies.name, free: sql<number>`${owners.shareBp} - ${owners.reservedBp}` })
      .from(companies)
      .leftJoin(owners, and(eq(owners.companyId, companies.id), eq(owners.userId, actor.userId), isNull(owners.leftAt)))
      .where(and(eq(companies.id, actor.companyId), isNull(companies.deletedAt)));
    if (!held) throw new DomainError("OWNER_NOT_FOUND", "Company not found");
    if ((held.free ?? 0) < input.share) {
      throw new DomainError("SHARE_NOT_AVAILABLE", "More than the share you hold free", {
        fields: { share: ["errors.SHARE_NOT_AVAILABLE"] },
      });
    }
    return {
      companyId: actor.companyId,
      companyName: held.name,
      recipientId: recipient.id,
      recipientUsername: recipient.username,
      share: input.share,
    };
  }

  /**
   * Makes the offer (transferOffer) a pending transfer, confirmed by the sender's SMS code for
   * it. The part is reserved at once by one conditional update: the shares in flight never exceed
   * what the sender holds, however many transfers are made at the same moment.
   */
  async createTransfer(
    actor: Authorized<"shareTransfer.create">,
    offer: Pick<TransferOffer, "recipientId" | "share">,
    /** Uses up the sender's SMS confirmation in this transaction: no transfer, no spent code. */
    confirm: (tx: Executor) => Promise<void>,
  ): Promise<ShareTransferRow> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const company = await this.lockCompany(tx, actor.companyId);
      await confirm(tx);
      const [reserved] = await tx
        .update(owners)
        .set({ reservedBp: sql`${owners.reservedBp} + ${offer.share}` })
        .where(
          and(
            eq(owners.companyId, company.id),
            eq(owners.userId, actor.userId),
            isNull(owners.leftAt),
            sql`${owners.shareBp} - ${owners.reservedBp} >= ${offer.share}`,
          ),
        )
        .returning({ shareBp: owners.shareBp, reservedBp: owners.reservedBp });
      if (!reserved) {
        throw new DomainError("SHARE_NOT_AVAILABLE", "More than the share you hold free", {
          fields: { share: ["errors.SHARE_NOT_AVAILABLE"] },
        });
      }
      const [transfer] = await tx
        .insert(shareTransfers)
        .values({
          companyId: company.id,
          fromUserId: actor.userId,
          toUserId: offer.recipientId,
          shareBp: offer.share,
          createdAt: now,
        })
        .returning();
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: "shareTransfer.created",
        entity: "shareTransfer",
        entityId: transfer.id,
        after: { from: actor.userId, to: offer.recipientId, share: offer.share, status: "PENDING" },
      });
      await notify(tx, now, actor, [offer.recipientId], "shareTransfer.received", {
        transferId: transfer.id,
        companyId: company.id,
        companyName: company.name,
        fromUserId: actor.userId,
        shareBp: offer.share,
      });
      return transfer;
    });
  }

  /**
   * Ends a pending transfer: ACCEPTED by the recipient moves the share (the recipient becomes a
   * co-owner only now; a sender left with nothing becomes a former owner); DECLINED by the
   * recipient or CANCELED by the sender frees the reserved part. A transfer ends once: the
   * status changes only from PENDING, decided by the update itself.
   */
  async resolveTransfer(
    actor: Authorized<"shareTransfer.accept" | "shareTransfer.decline" | "shareTransfer.cancel">,
    input: { id: string; status: Exclude<ShareTransferStatus, "PENDING"> },
  ): Promise<ShareTransferRow> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const company = await this.lockCompany(tx, actor.companyId);
      const side = input.status === "CANCELED" ? "sender" : "recipient";
      const transfer = await this.endTransfer(tx, actor, now, company, input.id, { status: input.status, side });
      if (!transfer) throw new DomainError("TRANSFER_NOT_PENDING", "The share transfer has already ended");
      return transfer;
    });
  }

  /**
   * The one way a pending transfer ends, whoever ends it (the recipient's answer, the sender's
   * withdrawal, an account going away): the status moves from PENDING only, the sender's
   * reserved part is freed or the share moves, the audit row and the other side's notification
   * are written. `side` is who ends it: the sender (the recipient is told it was withdrawn) or the
   * recipient (the sender is told of the answer; an account deleted counts as a decline). The
   * company row is locked by the caller. Null when the transfer had already ended.
   */
  private async endTransfer(
    tx: Executor,
    actor: AuditActor,
    now: Date,
    company: CompanyRow,
    transferId: string,
    ending: { status: Exclude<ShareTransferStatus, "PENDING">; side: "sender" | "recipient"; reason?: string },
  ): Promise<ShareTransferRow | null> {
    const [transfer] = await tx
      .update(shareTransfers)
      .set({ status: ending.status, resolvedAt: now })
      .where(
        and(
          eq(shareTransfers.id, transferId),
          eq(shareTransfers.companyId, company.id),
          eq(shareTransfers.status, "PENDING"),
        ),
      )
      .returning();
    if (!transfer) return null;

    const [sender] = await tx
      .select()
      .from(owners)
      .where(and(eq(owners.companyId, company.id), eq(owners.userId, transfer.fromUserId), isNull(owners.leftAt)));
    // The reservation guarantees the sender still holds the part (CHECK reserved <= share).
    if (ending.status !== "ACCEPTED") {
      await tx
        .update(owners)
        .set({ reservedBp: sql`${owners.reservedBp} - ${transfer.shareBp}` })
        .where(eq(owners.id, sender.id));
    } else {
      const left = sender.shareBp - transfer.shareBp;
      await tx
        .update(owners)
        .set({ shareBp: left, reservedBp: sender.reservedBp - transfer.shareBp, leftAt: left === 0 ? now : null })
        .where(eq(owners.id, sender.id));
      const [existing] = await tx
        .update(owners)
        .set({ shareBp: sql`${owners.shareBp} + ${transfer.shareBp}` })
        .where(and(eq(owners.companyId, company.id), eq(owners.userId, transfer.toUserId), isNull(owners.leftAt)))
        .returning({ id: owners.id });
      if (!existing) {
        await tx
          .insert(owners)
          .values({ companyId: company.id, userId: transfer.toUserId, shareBp: transfer.shareBp, joinedAt: now });
      }
    }
    const verb = ending.status === "ACCEPTED" ? "accepted" : ending.status === "DECLINED" ? "declined" : "canceled";
    await writeAudit(tx, actor, now, {
      companyId: company.id,
      action: `shareTransfer.${verb}`,
      entity: "shareTransfer",
      entityId: transfer.id,
      before: { status: "PENDING" },
      after: {
        status: ending.status,
        from: transfer.fromUserId,
        to: transfer.toUserId,
        share: transfer.shareBp,
        ...(ending.reason ? { reason: ending.reason } : {}),
      },
    });
    const payload = {
      transferId: transfer.id,
      companyId: company.id,
      companyName: company.name,
      shareBp: transfer.shareBp,
    };
    if (ending.side === "sender") {
      await notify(tx, now, actor, [transfer.toUserId], "shareTransfer.canceled", {
        ...payload,
        fromUserId: transfer.fromUserId,
      });
    } else {
      await notify(
        tx,
        now,
        actor,
        [transfer.fromUserId],
        verb === "accepted" ? "shareTransfer.accepted" : "shareTransfer.declined",
        {
          ...payload,
          toUserId: transfer.toUserId,
        },
      );
    }
    return transfer;
  }

  // ---- A person leaving (account deletion, decision 0010) -----------------------------------------
  // These take part in the caller's transaction: the account's deletion is one.

  /**
   * The companies the person owns a part of, locked in id order. Refused (SOLE_OWNER_HAS_COMPANIES)
   * when anyone else is in one: a co-owner, a role holder, a pending transfer (someone about to
   * come in). Returns the companies that are theirs alone.
   */
  async companiesOwnedAlone(tx: Executor, userId: string): Promise<CompanyRow[]> {
    const owned = await tx
      .select({ company: companies })
      .from(owners)
      .innerJoin(companies, eq(companies.id, owners.companyId))
      .where(and(eq(owners.userId, userId), isNull(owners.leftAt), isNull(companies.deletedAt)))
      .orderBy(asc(companies.id))
      .for("update", { of: companies });
    // The page asked the same before the first step; asked again under the locks, for whoever
    // came in after the code went out.
    if ((await this.companiesBlockingAccountDeletion(userId, tx)).length) throw soleOwnerRefusal();
    return owned.map((row) => row.company);
  }

  /**
   * Deletes a company (soft: deleted_at; its owners and history stay). Its pending share transfers
   * are canceled (a deleted company's transfer can no longer be answered: each recipient is told
   * it was withdrawn), and the modules that keep rows of the company end them through their own
   * services (onDeleted: the roles module leaves every role vacant and ends its invitations). `reason` is recorded
   * in the audit row (ownerAccountDeleted, suspendedTwoYears, deletedByVote...). The caller holds
   * the company's row lock or is the only writer of it.
   */
  async deleteCompany(
    tx: Executor,
    actor: AuditActor,
    company: Pick<CompanyRow, "id" | "name">,
    reason: string,
  ): Promise<void> {
    const now = this.now();
    const [deleted] = await tx
      .update(companies)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(companies.id, company.id), isNull(companies.deletedAt)))
      .returning();
    if (!deleted) return;
    const pending = await tx
      .select({ id: shareTransfers.id })
      .from(shareTransfers)
      .where(and(eq(shareTransfers.companyId, company.id), eq(shareTransfers.status, "PENDING")))
      .orderBy(asc(shareTransfers.id));
    for (const transfer of pending)
      await this.endTransfer(tx, actor, now, deleted, transfer.id, {
        status: "CANCELED",
        side: "sender",
        reason: "companyDeleted",
      });
    for (const step of this.deletionSteps) await step(tx, actor, deleted);
    await writeAudit(tx, actor, now, {
      companyId: company.id,
      action: "company.deleted",
      entity: "company",
      entityId: company.id,
      before: { name: company.name },
      after: { deletedAt: now.toISOString(), reason },
    });
  }

  // ---- Governance (carried out by the votes module, in the deciding vote's transaction) ----------

  /**
   * Locks a live company for a change another module makes in its own transaction (a vote):
   * every change to one company queues on this lock. A deleted company is not found.
   */
  async lockForChange(tx: Executor, companyId: string): Promise<CompanyRow> {
    return this.lockCompany(tx, companyId);
  }

  /** A sweep's lock: the company row (deleted or not), or null while someone else holds it. */
  async lockForSweep(tx: Executor, companyId: string): Promise<CompanyRow | null> {
    const [company] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update", { skipLocked: true });
    return company ?? null;
  }

  /** The current owners of a company and their shares, largest first: the electorate of a vote. */
  async currentOwners(tx: Executor, companyId: string): Promise<OwnerRow[]> {
    return tx
      .select()
      .from(owners)
      .where(and(eq(owners.companyId, companyId), isNull(owners.leftAt)))
      .orderBy(desc(owners.shareBp), asc(owners.joinedAt), asc(owners.id));
  }

  /** A new name the owners decided (a name vote). The caller holds the company's lock. */
  async renameCompany(
    tx: Executor,
    actor: AuditActor,
    company: CompanyRow,
    name: string,
    decidedBy: { voteSessionId: string },
  ): Promise<CompanyRow> {
    const now = this.now();
    const [updated] = await tx
      .update(companies)
      .set({ name, updatedAt: now })
      .where(eq(companies.id, company.id))
      .returning();
    await writeAudit(tx, actor, now, {
      companyId: company.id,
      action: "company.updated",
      entity: "company",
      entityId: company.id,
      before: { name: company.name },
      after: { name, voteSessionId: decidedBy.voteSessionId },
    });
    return updated;
  }

  /**
   * Suspends the company (stopped_at): limited mode, roles frozen, deleted two years later
   * unless restored (./jobs.ts). The caller holds the company's lock.
   */
  async suspendCompany(
    tx: Executor,
    actor: AuditActor,
    company: CompanyRow,
    decidedBy: { voteSessionId: string; reasonId: string; comment: string | null },
  ): Promise<CompanyRow> {
    const now = this.now();
    const [updated] = await tx
      .update(companies)
      .set({ stoppedAt: now, updatedAt: now })
      .where(and(eq(companies.id, company.id), isNull(companies.stoppedAt)))
      .returning();
    if (!updated) return company;
    await writeAudit(tx, actor, now, {
      companyId: company.id,
      action: "company.suspended",
      entity: "company",
      entityId: company.id,
      before: { stoppedAt: null },
      after: { stoppedAt: now.toISOString(), ...decidedBy },
    });
    return updated;
  }

  /** The person holding the company's live level-1 role, if any (under the caller's lock). */
  async currentDirector(tx: Executor, companyId: string): Promise<string | null> {
    const [role] = await tx
      .select({ userId: roles.userId })
      .from(roles)
      .where(and(eq(roles.companyId, companyId), eq(roles.level, 1), eq(roles.isArchived, false)));
    return role?.userId ?? null;
  }

  /** Restores a suspended company (a start vote). The caller holds the company's lock. */
  async restoreCompany(
    tx: Executor,
    actor: AuditActor,
    company: CompanyRow,
    decidedBy: { voteSessionId: string },
  ): Promise<CompanyRow> {
    const now = this.now();
    const [updated] = await tx
      .update(companies)
      .set({ stoppedAt: null, updatedAt: now })
      .where(and(eq(companies.id, company.id), isNotNull(companies.stoppedAt)))
      .returning();
    if (!updated) return company;
    await writeAudit(tx, actor, now, {
      companyId: company.id,
      action: "company.restored",
      entity: "company",
      entityId: company.id,
      before: { stoppedAt: company.stoppedAt?.toISOString() ?? null },
      after: { stoppedAt: null, ...decidedBy },
    });
    return updated;
  }

  /**
   * Cancels every pending transfer the person sends or is offered, as resolveTransfer ends
   * them: the sender's reserved part is freed, and the other side is told (an offer to the person
   * as declined, an offer from them as withdrawn). Each company's row is locked first, in id
   * order, as every ownership change does.
   */
  async cancelPendingTransfersOf(tx: Executor, actor: AuditActor, userId: string, reason: string): Promise<number> {
    const pending = await tx
      .select({ id: shareTransfers.id, companyId: shareTransfers.companyId, fromUserId: shareTransfers.fromUserId })
      .from(shareTransfers)
      .where(
        and(
          eq(shareTransfers.status, "PENDING"),
          or(eq(shareTransfers.toUserId, userId), eq(shareTransfers.fromUserId, userId)),
        ),
      )
      .orderBy(asc(shareTransfers.companyId), asc(shareTransfers.id));
    const now = this.now();
    let canceled = 0;
    for (const transfer of pending) {
      const [company] = await tx.select().from(companies).where(eq(companies.id, transfer.companyId)).for("update");
      const side = transfer.fromUserId === userId ? "sender" : "recipient";
      if (await this.endTransfer(tx, actor, now, company, transfer.id, { status: "CANCELED", side, reason }))
        canceled += 1;
    }
    return canceled;
  }

  /** Companies where the person holds a role but owns no part now (whose roles they leave). */
  async companiesServedWithoutOwning(tx: Executor, userId: string): Promise<string[]> {
    const owned = tx
      .select({ id: owners.companyId })
      .from(owners)
      .where(and(eq(owners.userId, userId), isNull(owners.leftAt)));
    const rows = await tx
      .selectDistinct({ companyId: roles.companyId })
      .from(roles)
      .where(and(eq(roles.userId, userId), notInArray(roles.companyId, owned)))
      .orderBy(asc(roles.companyId));
    return rows.map((row) => row.companyId);
  }

  // ---- History -----------------------------------------------------------------------------------

  async history(actor: Authorized<"company.history">, options: { limit: number; before?: string | null }) {
    return readAudit(this.db, actor.companyId, options);
  }
}

/** One module's part of a company's deletion (CompaniesService.onDeleted). */
export type CompanyDeletionStep = (tx: Executor, actor: AuditActor, company: CompanyRow) => Promise<void>;

/** Which of a company's share operations: a status, a page's size, and the page's last transfer (before). */
type CompanyTransferFilter = { status?: ShareTransferStatus | null; before?: string | null; limit: number };

/** A person who owns a part of a company with anyone else in it cannot delete their account (decision 0010). */
export const soleOwnerRefusal = () =>
  new DomainError(
    "SOLE_OWNER_HAS_COMPANIES",
    "You own a company that has other people in it: transfer your share first",
  );
