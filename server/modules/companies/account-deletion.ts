import { and, asc, eq, exists, isNotNull, isNull, lt, ne, notInArray, or } from "drizzle-orm";
import type { AuditActor } from "../../audit";
import type { Executor } from "../../db/client";
import { companies, owners, roles, shareTransfers } from "../../db/schema";
import { DomainError } from "../../errors";
import type { CompaniesDeps, CompanyRow } from "./model";
import { FULL_SHARE } from "./rules";
import { endTransfer } from "./transfer-ending";

/** A person who owns a part of a company with anyone else in it cannot delete their account (decision 0010). */
export const soleOwnerRefusal = () =>
  new DomainError(
    "SOLE_OWNER_HAS_COMPANIES",
    "You own a company that has other people in it: transfer your share first",
  );

/**
 * What deleting an account does to the companies the person is in (decision 0010): the companies
 * that keep it, those that are theirs alone (the users module deletes them through
 * CompaniesService.deleteCompany), the transfers they send or are offered, the companies whose
 * roles they leave. All but the first take part in the deletion's transaction.
 */
export class AccountDeletionOwnership {
  constructor(private readonly deps: CompaniesDeps) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.clock.now();
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
      if (await endTransfer(tx, actor, now, company, transfer.id, { status: "CANCELED", side, reason })) canceled += 1;
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
}
