import { and, desc, eq, inArray, isNull, lt, lte, notExists, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Authorized } from "../../authz/policy";
import type { Clock } from "../../clock";
import type { Database, Executor } from "../../db/client";
import {
  billingAccounts,
  billingLedger,
  billingPayments,
  billingTariffs,
  companies,
  roles,
  type BillingPaymentStatus,
  type BillingTopUpPeriod,
} from "../../db/schema";
import { DomainError } from "../../errors";
import {
  balanceState,
  coversADay,
  dailyPriceKop,
  daysCovered,
  kyivDay,
  monthDaysToCharge,
  monthOf,
  previousMonth,
  topUpAmountKop,
  topUpDays,
  type BalanceState,
  type KyivDay,
  type Tariff,
} from "./rules";

export type BillingAccountRow = typeof billingAccounts.$inferSelect;
export type BillingLedgerRow = typeof billingLedger.$inferSelect;
export type BillingPaymentRow = typeof billingPayments.$inferSelect;

/** What the billing page shows of one company's account. */
export interface BillingOverview {
  account: BillingAccountRow;
  tariff: Tariff;
  /** Held roles (employees and the director) today. */
  roles: number;
  dailyKop: number;
  /** Whole days the balance covers; null when nothing is charged. */
  daysLeft: number | null;
  state: BalanceState;
  /** The daily charges of the current Kyiv month so far. */
  monthCostKop: number;
  /** The days of the month still to be charged, and what they cost at today's price. */
  monthRemainingDays: number;
  monthRemainingKop: number;
  today: KyivDay;
}

/** A history row, with its payment for an invoice or a top-up. */
export type LedgerEntry = BillingLedgerRow & { payment: BillingPaymentRow | null };

/** One page of the balance history, newest first, and the cursor of the next page. */
export interface LedgerPage {
  entries: LedgerEntry[];
  next: string | null;
}

/** A batch of the daily sweep: what it did and whether work is left. */
export interface SweepBatch {
  opened: number;
  charged: number;
  failed: number;
  statements: number;
  more: boolean;
}

/** How many companies one transaction of the sweep takes per step. */
export const SWEEP_BATCH = 100;

const encodeCursor = (row: Pick<BillingLedgerRow, "seq">) => String(row.seq);
const decodeCursor = (cursor: string): number | null => (/^\d{1,15}$/.test(cursor) ? Number(cursor) : null);

const heldRoles = (companyId: AnyColumn | SQL) =>
  sql<number>`(select count(*)::int from ${roles} r where r.company_id = ${companyId} and r.user_id is not null and not r.is_archived and r.deleted_at is null)`;

/**
 * A company's prepaid account (docs/decisions/0024-billing.md): the only writer of billing_*.
 * Every change of the balance is one conditional UPDATE ... RETURNING of the account row and its
 * ledger row in the same transaction; the database checks at commit that the balance is the sum
 * of the ledger (migration 0016), and unique keys make each day's charge, each month's statement
 * and each payment's top-up happen once, whoever runs it how many times.
 */
export class BillingService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      /** FEATURE_BILLING: off, a suspended account left from before holds nothing back (usageSuspended). */
      enabled: boolean;
    },
  ) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  // ---- Prices -----------------------------------------------------------------------------------

  /** The tariff of a Kyiv day: the row with the latest validFrom on or before it. */
  async tariffOn(day: KyivDay, db: Executor = this.deps.db): Promise<Tariff> {
    const [row] = await db
      .select()
      .from(billingTariffs)
      .where(lte(billingTariffs.validFrom, day))
      .orderBy(desc(billingTariffs.validFrom))
      .limit(1);
    if (!row) throw new Error(`no billing tariff on ${day}`);
    return {
      roleDayKop: row.roleDayKop,
      storageGbDayKop: row.storageGbDayKop,
      initialKop: row.initialKop,
      defaultStorageGb: row.defaultStorageGb,
    };
  }

  // ---- The account --------------------------------------------------------------------------------

  /**
   * The company's account, opened on first use with the tariff's opening credit (an INITIAL row).
   * Two first uses at once open it once (the primary key; the loser reads the winner's).
   */
  async ensureAccount(companyId: string, db: Executor = this.deps.db): Promise<BillingAccountRow> {
    const [found] = await db.select().from(billingAccounts).where(eq(billingAccounts.companyId, companyId));
    if (found) return found;
    const at = this.now();
    const today = kyivDay(at);
    const tariff = await this.tariffOn(today, db);
    const open = async (tx: Executor) => {
      const [opened] = await tx
        .insert(billingAccounts)
        .values({
          companyId,
          balanceKop: tariff.initialKop,
          storageGb: tariff.defaultStorageGb,
          openedOn: today,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (opened) {
        await tx.insert(billingLedger).values({
          companyId,
          kind: "INITIAL",
          key: "initial",
          amountKop: tariff.initialKop,
          balanceAfterKop: tariff.initialKop,
          periodStart: today,
          periodEnd: today,
          createdAt: at,
        });
        return opened;
      }
      const [winner] = await tx.select().from(billingAccounts).where(eq(billingAccounts.companyId, companyId));
      return winner!;
    };
    return db === this.deps.db ? this.deps.db.transaction(open) : open(db);
  }

  /**
   * Whether billing holds the company's usage back: suspended after a failed charge until a top-up
   * covers a day (decision 0026); never while billing is switched off, as the actor's `unpaid`.
   * For what other modules serve without a caller to authorize (a file's public link).
   */
  async usageSuspended(companyId: string, db: Executor = this.deps.db): Promise<boolean> {
    if (!this.deps.enabled) return false;
    const [row] = await db
      .select({ suspendedAt: billingAccounts.suspendedAt })
      .from(billingAccounts)
      .where(eq(billingAccounts.companyId, companyId));
    return Boolean(row?.suspendedAt);
  }

  async overview(companyId: string): Promise<BillingOverview> {
    const account = await this.ensureAccount(companyId);
    const today = kyivDay(this.now());
    const month = monthOf(today);
    const [tariff, [usage]] = await Promise.all([
      this.tariffOn(today),
      this.deps.db
        .select({
          roles: heldRoles(sql`${companyId}::uuid`),
          monthCost: sql<string>`(select coalesce(-sum(l.amount_kop), 0) from ${billingLedger} l
            where l.company_id = ${companyId} and l.kind = 'DAILY' and l.key between ${month.first} and ${month.last})`,
          todaySettled: sql<boolean>`exists (select 1 from ${billingLedger} l
            where l.company_id = ${companyId} and l.kind in ('DAILY', 'FAILED') and l.key = ${today})`,
        })
        .from(sql`(select 1) as one`),
    ]);
    const dailyKop = dailyPriceKop(tariff, { roles: usage!.roles, storageGb: account.storageGb });
    const monthRemainingDays = monthDaysToCharge(today, {
      todaySettled: Boolean(usage!.todaySettled),
      openedOn: account.openedOn,
    });
    return {
      account,
      tariff,
      roles: usage!.roles,
      dailyKop,
      daysLeft: daysCovered(account.balanceKop, dailyKop),
      state: balanceState({ balanceKop: account.balanceKop, suspended: account.suspendedAt !== null }, dailyKop),
      monthCostKop: Number(usage!.monthCost),
      monthRemainingDays,
      monthRemainingKop: monthRemainingDays * dailyKop,
      today,
    };
  }

  /** The balance history, newest first, a page at a time (keyset on the order rows were written in). */
  async history(companyId: string, options: { after?: string | null; limit: number }): Promise<LedgerPage> {
    const cursor = options.after ? decodeCursor(options.after) : null;
    if (options.after && cursor === null)
      throw new DomainError("BAD_USER_INPUT", "Not a page of this list", {
        fields: { after: ["validation.page.cursor"] },
      });
    const rows = await this.deps.db
      .select({ row: billingLedger, payment: billingPayments })
      .from(billingLedger)
      .leftJoin(billingPayments, eq(billingPayments.id, billingLedger.paymentId))
      .where(and(eq(billingLedger.companyId, companyId), cursor !== null ? lt(billingLedger.seq, cursor) : undefined))
      .orderBy(desc(billingLedger.seq))
      .limit(options.limit + 1);
    const entries = rows.slice(0, options.limit).map(({ row, payment }) => ({ ...row, payment }));
    return { entries, next: rows.length > options.limit ? encodeCursor(entries[entries.length - 1]!) : null };
  }

  /** Changes the storage size: the daily price changes from the next charge on. */
  async setStorageSize(actor: Authorized<string>, storageGb: number): Promise<BillingAccountRow> {
    return this.deps.db.transaction(async (tx) => {
      await this.ensureAccount(actor.companyId, tx);
      const [row] = await tx
        .update(billingAccounts)
        .set({ storageGb, updatedAt: this.now() })
        .where(eq(billingAccounts.companyId, actor.companyId))
        .returning();
      return row!;
    });
  }

  // ---- Top-ups ------------------------------------------------------------------------------------

  /**
   * A top-up asked for: the amount of a calendar month or year at today's daily price (at least
   * one day's price when nothing is charged now, so a top-up is never of nothing), a PENDING
   * payment and its INVOICE row.
   */
  async createTopUp(
    actor: Authorized<string>,
    period: BillingTopUpPeriod,
    provider: string,
    maxKop: number,
  ): Promise<BillingPaymentRow> {
    const { dailyKop, today, tariff, account: current } = await this.overview(actor.companyId);
    const amountKop = topUpAmountKop(today, period, Math.max(dailyKop, tariff.roleDayKop));
    if (amountKop <= 0 || current.balanceKop + amountKop > maxKop) {
      throw new DomainError("BAD_USER_INPUT", "The top-up is too large", {
        fields: { period: ["validation.billing.tooLarge"] },
      });
    }
    const { last } = topUpDays(today, period);
    const at = this.now();
    return this.deps.db.transaction(async (tx) => {
      const [account] = await tx
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.companyId, actor.companyId))
        .for("update");
      const [payment] = await tx
        .insert(billingPayments)
        .values({ companyId: actor.companyId, userId: actor.userId, provider, period, amountKop, createdAt: at })
        .returning();
      await tx.insert(billingLedger).values({
        companyId: actor.companyId,
        kind: "INVOICE",
        key: payment!.id,
        amountKop: 0,
        balanceAfterKop: account!.balanceKop,
        periodStart: today,
        periodEnd: last,
        details: { amountKop, period },
        paymentId: payment!.id,
        createdAt: at,
      });
      return payment!;
    });
  }

  async payment(id: string): Promise<BillingPaymentRow | null> {
    const [row] = await this.deps.db.select().from(billingPayments).where(eq(billingPayments.id, id));
    return row ?? null;
  }

  /** One of the company's payments (the payer back from the checkout asks how it stands); null for another's or none. */
  async companyPayment(companyId: string, id: string): Promise<BillingPaymentRow | null> {
    const [row] = await this.deps.db
      .select()
      .from(billingPayments)
      .where(and(eq(billingPayments.id, id), eq(billingPayments.companyId, companyId)));
    return row ?? null;
  }

  /**
   * A provider's verified answer about a payment. The first answer settles it (a conditional
   * UPDATE of the PENDING row); a PAID one credits the balance with a TOP_UP row in the same
   * transaction and resumes a suspended account the new balance covers a day of. Any later
   * delivery of the same answer changes nothing: `credited` is false.
   */
  async settlePayment(input: {
    paymentId: string;
    status: Exclude<BillingPaymentStatus, "PENDING">;
    amountKop: number;
    providerPaymentId: string | null;
  }) {
    const at = this.now();
    return this.deps.db.transaction(async (tx) => {
      const [payment] = await tx
        .update(billingPayments)
        .set({ status: input.status, settledAt: at, providerPaymentId: input.providerPaymentId })
        .where(
          and(
            eq(billingPayments.id, input.paymentId),
            eq(billingPayments.status, "PENDING"),
            eq(billingPayments.amountKop, input.amountKop),
          ),
        )
        .returning();
      if (!payment) return { credited: false as const, payment: null };
      if (input.status !== "PAID") return { credited: false as const, payment };
      const today = kyivDay(at);
      const [account] = await tx
        .update(billingAccounts)
        .set({ balanceKop: sql`${billingAccounts.balanceKop} + ${payment.amountKop}`, updatedAt: at })
        .where(eq(billingAccounts.companyId, payment.companyId))
        .returning();
      const { last } = topUpDays(today, payment.period);
      await tx.insert(billingLedger).values({
        companyId: payment.companyId,
        kind: "TOP_UP",
        key: payment.id,
        amountKop: payment.amountKop,
        balanceAfterKop: account!.balanceKop,
        periodStart: today,
        periodEnd: last,
        details: { period: payment.period },
        paymentId: payment.id,
        createdAt: at,
      });
      if (account!.suspendedAt) {
        const tariff = await this.tariffOn(today, tx);
        const [usage] = await tx
          .select({ roles: heldRoles(sql`${payment.companyId}::uuid`) })
          .from(sql`(select 1) as one`);
        if (
          coversADay(account!.balanceKop, dailyPriceKop(tariff, { roles: usage!.roles, storageGb: account!.storageGb }))
        ) {
          await tx
            .update(billingAccounts)
            .set({ suspendedAt: null })
            .where(eq(billingAccounts.companyId, payment.companyId));
        }
      }
      return { credited: true as const, payment };
    });
  }

  // ---- The daily sweep ---------------------------------------------------------------------------

  /**
   * One batch of the daily sweep at `now` (server/jobs runs it under its advisory lock, so one
   * instance at a time; the unique ledger keys and the account's row lock keep it right even
   * without): opens the accounts of companies that have none, charges the Kyiv day for accounts
   * opened before it (a FAILED row and suspension when the balance does not cover it; a
   * suspended account is not charged), and writes the month before's statement. Run again on
   * the same day it finds nothing to do.
   */
  async sweep(db: Executor, now: Date, batch = SWEEP_BATCH): Promise<SweepBatch> {
    const today = kyivDay(now);
    const tariff = await this.tariffOn(today, db);
    const live = and(isNull(companies.deletedAt), isNull(companies.stoppedAt));

    // Companies without an account.
    const unopened = await db
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          isNull(companies.deletedAt),
          notExists(
            db
              .select({ one: sql`1` })
              .from(billingAccounts)
              .where(eq(billingAccounts.companyId, companies.id)),
          ),
        ),
      )
      .orderBy(companies.id)
      .limit(batch);
    for (const { id } of unopened) await this.ensureAccount(id, db);

    // Accounts whose day is not charged yet.
    const dayTaken = db
      .select({ one: sql`1` })
      .from(billingLedger)
      .where(
        and(
          eq(billingLedger.companyId, billingAccounts.companyId),
          eq(billingLedger.key, today),
          inArray(billingLedger.kind, ["DAILY", "FAILED"]),
        ),
      );
    const due = await db
      .select({ companyId: billingAccounts.companyId, roles: heldRoles(billingAccounts.companyId) })
      .from(billingAccounts)
      .innerJoin(companies, eq(companies.id, billingAccounts.companyId))
      .where(and(live, isNull(billingAccounts.suspendedAt), lt(billingAccounts.openedOn, today), notExists(dayTaken)))
      .orderBy(billingAccounts.companyId)
      .limit(batch);
    let charged = 0;
    let failed = 0;
    for (const { companyId, roles: held } of due) {
      const outcome = await this.chargeDay(db, companyId, today, tariff, held, now);
      if (outcome === "charged") charged += 1;
      if (outcome === "failed") failed += 1;
    }

    // Last month's statements.
    const month = previousMonth(today);
    const stated = db
      .select({ one: sql`1` })
      .from(billingLedger)
      .where(
        and(
          eq(billingLedger.companyId, billingAccounts.companyId),
          eq(billingLedger.kind, "MONTHLY"),
          eq(billingLedger.key, month.key),
        ),
      );
    const owing = await db
      .select({ companyId: billingAccounts.companyId })
      .from(billingAccounts)
      .where(and(lte(billingAccounts.openedOn, month.last), notExists(stated)))
      .orderBy(billingAccounts.companyId)
      .limit(batch);
    for (const { companyId } of owing) await this.writeStatement(db, companyId, month, now);

    return {
      opened: unopened.length,
      charged,
      failed,
      statements: owing.length,
      more: unopened.length === batch || due.length === batch || owing.length === batch,
    };
  }

  /** Charges one company's day under its account's row lock; "skipped" when the day is already settled. */
  private async chargeDay(
    db: Executor,
    companyId: string,
    day: KyivDay,
    tariff: Tariff,
    held: number,
    at: Date,
  ): Promise<"charged" | "failed" | "skipped"> {
    const [account] = await db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.companyId, companyId))
      .for("update");
    if (!account || account.suspendedAt) return "skipped";
    // Read after the lock: a charge another transaction committed meanwhile is seen.
    const [taken] = await db
      .select({ id: billingLedger.id })
      .from(billingLedger)
      .where(
        and(
          eq(billingLedger.companyId, companyId),
          eq(billingLedger.key, day),
          inArray(billingLedger.kind, ["DAILY", "FAILED"]),
        ),
      );
    if (taken) return "skipped";
    const priceKop = dailyPriceKop(tariff, { roles: held, storageGb: account.storageGb });
    const details = {
      roles: held,
      storageGb: account.storageGb,
      roleDayKop: tariff.roleDayKop,
      storageGbDayKop: tariff.storageGbDayKop,
      priceKop,
    };
    const [paid] = await db
      .update(billingAccounts)
      .set({ balanceKop: sql`${billingAccounts.balanceKop} - ${priceKop}`, updatedAt: at })
      .where(and(eq(billingAccounts.companyId, companyId), sql`${billingAccounts.balanceKop} >= ${priceKop}`))
      .returning({ balanceKop: billingAccounts.balanceKop });
    if (paid) {
      await db.insert(billingLedger).values({
        companyId,
        kind: "DAILY",
        key: day,
        amountKop: -priceKop,
        balanceAfterKop: paid.balanceKop,
        periodStart: day,
        periodEnd: day,
        details,
        createdAt: at,
      });
      return "charged";
    }
    await db
      .update(billingAccounts)
      .set({ suspendedAt: at, updatedAt: at })
      .where(eq(billingAccounts.companyId, companyId));
    await db.insert(billingLedger).values({
      companyId,
      kind: "FAILED",
      key: day,
      amountKop: 0,
      balanceAfterKop: account.balanceKop,
      periodStart: day,
      periodEnd: day,
      details,
      createdAt: at,
    });
    return "failed";
  }

  /** The month's statement: the sum of its daily charges and its failed days; nothing moves. */
  private async writeStatement(
    db: Executor,
    companyId: string,
    month: { key: string; first: KyivDay; last: KyivDay },
    at: Date,
  ): Promise<void> {
    const [sums] = await db
      .select({
        charged: sql<string>`coalesce(-sum(${billingLedger.amountKop}) filter (where ${billingLedger.kind} = 'DAILY'), 0)`,
        days: sql<number>`(count(*) filter (where ${billingLedger.kind} = 'DAILY'))::int`,
        failedDays: sql<number>`(count(*) filter (where ${billingLedger.kind} = 'FAILED'))::int`,
        balance: sql<string>`(select balance_kop from ${billingAccounts} where company_id = ${companyId})`,
      })
      .from(billingLedger)
      .where(
        and(
          eq(billingLedger.companyId, companyId),
          inArray(billingLedger.kind, ["DAILY", "FAILED"]),
          sql`${billingLedger.key} between ${month.first} and ${month.last}`,
        ),
      );
    await db
      .insert(billingLedger)
      .values({
        companyId,
        kind: "MONTHLY",
        key: month.key,
        amountKop: 0,
        balanceAfterKop: Number(sums!.balance),
        periodStart: month.first,
        periodEnd: month.last,
        details: { chargedKop: Number(sums!.charged), days: sums!.days, failedDays: sums!.failedDays },
        createdAt: at,
      })
      .onConflictDoNothing();
  }
}
