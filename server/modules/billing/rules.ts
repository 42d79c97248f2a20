/**
 * Billing's pure rules (decision 0024): money in integer kopiyky, days in the Kyiv calendar with
 * Temporal, never milliseconds added. Nothing here reads the database or the clock.
 */
import { Temporal } from "temporal-polyfill";
import { DISPLAY_TIME_ZONE } from "#graphql/time-zone";
import type { BillingTopUpPeriod } from "../../db/schema";

/** The prices of one day (a row of billing_tariffs). */
export interface Tariff {
  roleDayKop: number;
  storageGbDayKop: number;
  initialKop: number;
  defaultStorageGb: number;
}

/** What a company uses on a day: its held roles (employees and the director) and its storage size. */
export interface Usage {
  roles: number;
  storageGb: number;
}

/** A warning is shown when the balance covers this many days or fewer (spec: "about 3 days"). */
export const WARNING_DAYS = 3;

/** The storage sizes a company may choose (GB). */
export { STORAGE_GB_MAX, STORAGE_GB_MIN } from "#graphql/validation/billing-limits";

const checkedKop = (value: number) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not an amount in kopiyky: ${value}`);
  return value;
};

/** One day's price in kopiyky: integers multiplied and added, so a year of them adds up exactly. */
export function dailyPriceKop(tariff: Tariff, usage: Usage): number {
  return checkedKop(usage.roles * tariff.roleDayKop + usage.storageGb * tariff.storageGbDayKop);
}

/** How many whole days the balance pays for; null when nothing is charged (free of charge). */
export function daysCovered(balanceKop: number, dailyKop: number): number | null {
  if (dailyKop <= 0) return null;
  return Math.floor(checkedKop(balanceKop) / dailyKop);
}

export type BalanceState = "NORMAL" | "WARNING" | "CRITICAL";
export type BillingState = BalanceState;

/**
 * The account's state: CRITICAL from a failed charge until a top-up covers a day (suspended);
 * WARNING when the balance covers WARNING_DAYS days or fewer; NORMAL otherwise.
 */
export function balanceState(account: { balanceKop: number; suspended: boolean }, dailyKop: number): BalanceState {
  if (account.suspended) return "CRITICAL";
  const days = daysCovered(account.balanceKop, dailyKop);
  return days !== null && days <= WARNING_DAYS ? "WARNING" : "NORMAL";
}

/**
 * How long a top-up can be paid (issue 41): the checkout is given this lifetime (LiqPay's
 * expired_date; the sandbox refuses it after), and a payment still PENDING after it reads EXPIRED.
 * A day: enough to come back to an abandoned checkout, short enough that an old invoice does not
 * wait forever. A provider's word that arrives later still settles it (the money was taken).
 */
export const PAYMENT_LIFETIME_HOURS = 24;

export const paymentExpiresAt = (createdAt: Date) =>
  new Date(createdAt.getTime() + PAYMENT_LIFETIME_HOURS * 60 * 60 * 1000);

/** Where a top-up stands for the person who asked for it (GraphQL BillingPaymentStatus). */
export type PaymentState = "AWAITING_PAYMENT" | "PAID" | "REFUSED" | "EXPIRED";

/** A payment's state at `now`: computed when read, so nothing has to sweep abandoned ones. */
export function paymentStateAt(
  payment: { status: "PENDING" | "PAID" | "REFUSED"; createdAt: Date },
  now: Date,
): PaymentState {
  if (payment.status !== "PENDING") return payment.status;
  return now.getTime() >= paymentExpiresAt(payment.createdAt).getTime() ? "EXPIRED" : "AWAITING_PAYMENT";
}

/**
 * The days of the Kyiv month still to be charged, from `today` to the month's last day: today
 * counts while its charge has not been taken, and no day before the account's first charged one
 * (the day after it opened).
 */
export function monthDaysToCharge(today: KyivDay, options: { todaySettled: boolean; openedOn: KyivDay }): number {
  const { last } = monthOf(today);
  const day = Temporal.PlainDate.from(today);
  const firstCharged = Temporal.PlainDate.from(options.openedOn).add({ days: 1 });
  let from = options.todaySettled ? day.add({ days: 1 }) : day;
  if (Temporal.PlainDate.compare(from, firstCharged) < 0) from = firstCharged;
  const to = Temporal.PlainDate.from(last);
  return Temporal.PlainDate.compare(from, to) > 0 ? 0 : from.until(to, { largestUnit: "days" }).days + 1;
}

/** A suspended account resumes when its balance covers at least one day. */
export function coversADay(balanceKop: number, dailyKop: number): boolean {
  return balanceKop >= dailyKop;
}

/** A Kyiv calendar day, "2026-03-29". */
export type KyivDay = string;

const zoned = (at: Date) => Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(DISPLAY_TIME_ZONE);

/** The Kyiv day an instant falls on. */
export function kyivDay(at: Date): KyivDay {
  return zoned(at).toPlainDate().toString();
}

/** The Kyiv day `days` calendar days after `day`. */
export function addDays(day: KyivDay, days: number): KyivDay {
  return Temporal.PlainDate.from(day).add({ days }).toString();
}

/** The month a Kyiv day is in, "2026-03", with its first and last days. */
export function monthOf(day: KyivDay): { key: string; first: KyivDay; last: KyivDay } {
  const month = Temporal.PlainDate.from(day).toPlainYearMonth();
  return {
    key: month.toString(),
    first: month.toPlainDate({ day: 1 }).toString(),
    last: month.toPlainDate({ day: month.daysInMonth }).toString(),
  };
}

/** The month before the one a Kyiv day is in. */
export function previousMonth(day: KyivDay): { key: string; first: KyivDay; last: KyivDay } {
  return monthOf(
    Temporal.PlainDate.from(day).toPlainYearMonth().subtract({ months: 1 }).toPlainDate({ day: 1 }).toString(),
  );
}

/**
 * The days a top-up of a month or a year pays for, from `day` on: a calendar month or year in
 * Kyiv (28 to 31 days, 365 or 366), counted by Temporal.
 */
export function topUpDays(day: KyivDay, period: BillingTopUpPeriod): { days: number; last: KyivDay } {
  const start = Temporal.PlainDate.from(day);
  const end = period === "MONTH" ? start.add({ months: 1 }) : start.add({ years: 1 });
  return { days: start.until(end, { largestUnit: "days" }).days, last: end.subtract({ days: 1 }).toString() };
}

/** The amount of a top-up: the day's price for every day of the period. */
export function topUpAmountKop(day: KyivDay, period: BillingTopUpPeriod, dailyKop: number): number {
  return checkedKop(topUpDays(day, period).days * dailyKop);
}

export { convertKop } from "#graphql/money";
