import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./identity";

/**
 * Billing's words (docs/decisions/0024-billing.md). Money is integer kopiyky (bigint), never a float.
 * Ledger kinds, the spec's balance history operations:
 *  - INITIAL: the opening credit, once per company;
 *  - DAILY: the day's charge (employees and storage), once per company per Kyiv day;
 *  - FAILED: the day's charge the balance could not cover (nothing moves; usage is suspended);
 *  - MONTHLY: the month's statement (the sum of its daily charges; nothing moves), once per month;
 *  - INVOICE: a top-up asked for (nothing moves until it is paid), once per payment;
 *  - TOP_UP: a paid top-up, once per payment (a callback delivered twice credits once).
 */
export const billingLedgerKinds = ["INITIAL", "DAILY", "FAILED", "MONTHLY", "INVOICE", "TOP_UP"] as const;
export type BillingLedgerKind = (typeof billingLedgerKinds)[number];
export const billingPaymentStatuses = ["PENDING", "PAID", "REFUSED"] as const;
export type BillingPaymentStatus = (typeof billingPaymentStatuses)[number];
export const billingTopUpPeriods = ["MONTH", "YEAR"] as const;
export type BillingTopUpPeriod = (typeof billingTopUpPeriods)[number];

/**
 * The prices, configurable by adding a row: the row with the latest validFrom on or before a
 * Kyiv day is that day's tariff. Seeded by the migration (the defaults and why: decision 0024).
 */
export const billingTariffs = pgTable(
  "billing_tariffs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    /** A held role (an employee or the director) for one day. */
    roleDayKop: bigint("role_day_kop", { mode: "number" }).notNull(),
    /** One gigabyte of the company's storage size for one day. */
    storageGbDayKop: bigint("storage_gb_day_kop", { mode: "number" }).notNull(),
    /** What a new account opens with (the INITIAL row). */
    initialKop: bigint("initial_kop", { mode: "number" }).notNull(),
    /** A new account's storage size. */
    defaultStorageGb: integer("default_storage_gb").notNull(),
  },
  (t) => [
    uniqueIndex("billing_tariffs_valid_from").on(t.validFrom),
    check(
      "billing_tariffs_prices",
      sql`${t.roleDayKop} >= 0 and ${t.storageGbDayKop} >= 0 and ${t.initialKop} >= 0 and ${t.defaultStorageGb} between 1 and 10000`,
    ),
  ],
);

/**
 * A company's prepaid account: its balance (kept here, changed only together with a ledger row in
 * the same transaction by a conditional UPDATE; the database checks at commit that it equals the
 * sum of the ledger, migration 0016), its storage size, and since when usage is suspended (a
 * failed charge; cleared by a top-up that covers a day).
 */
export const billingAccounts = pgTable(
  "billing_accounts",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    balanceKop: bigint("balance_kop", { mode: "number" }).notNull(),
    storageGb: integer("storage_gb").notNull(),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    /** The Kyiv day it opened: it is charged from the next day on. */
    openedOn: date("opened_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("billing_accounts_balance", sql`${t.balanceKop} >= 0`),
    check("billing_accounts_storage", sql`${t.storageGb} between 1 and 10000`),
  ],
);

/**
 * The account's history, append-only (a trigger refuses UPDATE and DELETE). `key` makes each
 * entry once: the Kyiv day (DAILY, FAILED), the month (MONTHLY), the payment (INVOICE, TOP_UP),
 * "initial". A day is charged or failed, never both (billing_ledger_one_charge_a_day).
 */
export const billingLedger = pgTable(
  "billing_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order rows were written in: the history's order and its pages' cursor. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => billingAccounts.companyId, { onDelete: "cascade" }),
    kind: text("kind", { enum: billingLedgerKinds }).notNull(),
    key: text("key").notNull(),
    /** The change of the balance: negative for a charge, positive for a credit, 0 for the rest. */
    amountKop: bigint("amount_kop", { mode: "number" }).notNull(),
    balanceAfterKop: bigint("balance_after_kop", { mode: "number" }).notNull(),
    /** The Kyiv period it is about: a day, a month (its first and last days), a paid period. */
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    /** What a charge counted (roles, storage GB, the prices) or what a statement summed. */
    details: jsonb("details").$type<Record<string, number | string>>().notNull().default({}),
    paymentId: uuid("payment_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("billing_ledger_once").on(t.companyId, t.kind, t.key),
    uniqueIndex("billing_ledger_one_charge_a_day")
      .on(t.companyId, t.key)
      .where(sql`${t.kind} in ('DAILY', 'FAILED')`),
    uniqueIndex("billing_ledger_one_top_up")
      .on(t.paymentId)
      .where(sql`${t.kind} = 'TOP_UP'`),
    index("billing_ledger_history").on(t.companyId, t.seq),
    check("billing_ledger_balance_after", sql`${t.balanceAfterKop} >= 0`),
    check(
      "billing_ledger_sign",
      sql`case ${t.kind} when 'DAILY' then ${t.amountKop} <= 0 when 'TOP_UP' then ${t.amountKop} > 0 when 'INITIAL' then ${t.amountKop} >= 0 else ${t.amountKop} = 0 end`,
    ),
    check("billing_ledger_payment", sql`(${t.kind} in ('INVOICE', 'TOP_UP')) = (${t.paymentId} is not null)`),
    check("billing_ledger_period", sql`${t.periodEnd} >= ${t.periodStart}`),
  ],
);

/** A top-up asked of the payment provider: PENDING until its signed callback says PAID or REFUSED. */
export const billingPayments = pgTable(
  "billing_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => billingAccounts.companyId, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider").notNull(),
    period: text("period", { enum: billingTopUpPeriods }).notNull(),
    amountKop: bigint("amount_kop", { mode: "number" }).notNull(),
    status: text("status", { enum: billingPaymentStatuses }).notNull().default("PENDING"),
    /** The provider's own id of the payment, from its callback. */
    providerPaymentId: text("provider_payment_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    check("billing_payments_amount", sql`${t.amountKop} > 0`),
    check("billing_payments_settled", sql`(${t.status} = 'PENDING') = (${t.settledAt} is null)`),
    index("billing_payments_company_idx").on(t.companyId, t.createdAt),
  ],
);
