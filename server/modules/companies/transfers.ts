import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { writeAudit } from "../../audit";
import type { Authorized } from "../../authz/policy";
import type { Database, Executor } from "../../db/client";
import { perDatabase } from "../../db/prepared";
import { companies, owners, shareTransfers, users, type ShareTransferStatus } from "../../db/schema";
import { DomainError } from "../../errors";
import type { CodeSubject } from "../identity/codes";
import { notify } from "../notifications/service";
import { lockCompany, type CompaniesDeps, type CompanyRow, type ShareTransferRow } from "./model";
import { endTransfer } from "./transfer-ending";

/** One share transfer as its sender offers it, checked (ShareTransfersService.transferOffer). */
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

/** Which of a company's share operations: a status, a page's size, and the page's last transfer (before). */
type CompanyTransferFilter = { status?: ShareTransferStatus | null; before?: string | null; limit: number };

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

/**
 * Share transfers (spec: SMS-confirmed, then awaiting the recipient, ending accepted, declined or
 * canceled; decision 0018): the offer its code confirms, the pending transfer that reserves the
 * part, the answer that ends it (./transfer-ending.ts), and the lists. Each change runs in one
 * transaction holding the company's row (lockCompany).
 */
export class ShareTransfersService {
  constructor(private readonly deps: CompaniesDeps) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.clock.now();
  }

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
      const company = await lockCompany(tx, actor.companyId);
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
      const company = await lockCompany(tx, actor.companyId);
      const side = input.status === "CANCELED" ? "sender" : "recipient";
      const transfer = await endTransfer(tx, actor, now, company, input.id, { status: input.status, side });
      if (!transfer) throw new DomainError("TRANSFER_NOT_PENDING", "The share transfer has already ended");
      return transfer;
    });
  }
}
