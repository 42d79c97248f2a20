import { Link } from "@remix-run/react";
import type {
  BillingAccountFieldsFragment,
  BillingOperation,
  BillingPaymentStatus,
} from "#graphql/generated/operations";
import { formatMoney, inCurrency } from "~/lib/money";
import { useTranslation } from "~/lib/i18n-react";
import { formatDateTime } from "~/lib/format-date";
import { dateTimeFormat } from "~/lib/intl";
import { useSignedInUser } from "~/lib/signed-in";
import { routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";

/** An amount in hryvnias, and in the person's currency beside it when that is not UAH. */
export function Amount({
  kop,
  account,
}: {
  kop: number;
  account: Pick<BillingAccountFieldsFragment, "currency" | "rate">;
}) {
  const { t, i18n } = useTranslation();
  const other = inCurrency(kop, account.currency, account.rate ?? null, i18n.language);
  return (
    <>
      <span className="whitespace-nowrap tabular-nums">{formatMoney(kop, "UAH", i18n.language)}</span>
      {other ? (
        <span className="block text-xs text-muted">{t("billing.summary.converted", { amount: other })}</span>
      ) : null}
    </>
  );
}

/** The account's state, said where the person looks first: critical as an alert, a warning as a note. */
export function BillingState({ account }: { account: Pick<BillingAccountFieldsFragment, "state"> }) {
  const { t } = useTranslation();
  if (account.state === "CRITICAL")
    return (
      <p
        role="alert"
        className="rounded-md border border-danger-line bg-danger-soft p-3 text-sm font-medium text-danger"
      >
        {t("billing.state.critical")}
      </p>
    );
  if (account.state === "WARNING")
    return (
      <p role="status" className="rounded-md border border-warning-line bg-warning-soft p-3 text-sm text-warning">
        {t("billing.state.warning")}
      </p>
    );
  return null;
}

const day = (iso: string, locale: string) =>
  dateTimeFormat(locale, "billing-day", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** A history row's period: one day, or first – last. */
export function period(start: string, end: string, locale: string) {
  return start === end ? day(start, locale) : `${day(start, locale)} – ${day(end, locale)}`;
}

export interface HistoryEntry {
  id: string;
  operation: BillingOperation;
  periodStart: string;
  periodEnd: string;
  amount: number;
  balanceAfter: number;
  total?: number | null;
  payment?: { status: BillingPaymentStatus; expiresAt: string } | null;
}

/** The month's cost: the month's charges so far and the rest at today's price, the whole as the figure (issue 41). */
export function MonthCost({
  account,
}: {
  account: Pick<
    BillingAccountFieldsFragment,
    "monthCost" | "monthRemaining" | "monthRemainingDays" | "currency" | "rate"
  >;
}) {
  const { t, i18n } = useTranslation();
  const money = (kop: number) => formatMoney(kop, "UAH", i18n.language);
  return (
    <>
      <Amount kop={account.monthCost + account.monthRemaining} account={account} />
      <span className="block text-xs font-normal text-muted" data-testid="billing-month-parts">
        {t("billing.summary.monthCharged", { amount: money(account.monthCost) })}
        {account.monthRemainingDays > 0
          ? `; ${t("billing.summary.monthRest", { amount: money(account.monthRemaining), count: account.monthRemainingDays })}`
          : null}
      </span>
    </>
  );
}

/** Where an invoice stands, as a small badge in its tone (the words say it; the colour repeats it). */
const STATUS_TONE: Record<BillingPaymentStatus, string> = {
  AWAITING_PAYMENT: "border-warning-line bg-warning-soft text-warning",
  PAID: "border-success-line bg-success-soft text-success",
  REFUSED: "border-danger-line bg-danger-soft text-danger",
  EXPIRED: "border-line-strong bg-surface-muted text-muted",
};

function PaymentStatus({ payment }: { payment: NonNullable<HistoryEntry["payment"]> }) {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  return (
    <span className="mt-1 block">
      <span
        className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_TONE[payment.status]}`}
        data-testid="payment-status"
      >
        {t(`billing.history.status.${payment.status}`)}
      </span>
      {payment.status === "AWAITING_PAYMENT" ? (
        <span className="block text-xs text-muted">
          {t("billing.history.payUntil", { date: formatDateTime(payment.expiresAt, i18n.language, me.formatTime) })}
        </span>
      ) : null}
    </span>
  );
}

/** Operations that move nothing: their change is a dash (said in words), not "0,00 ₴". */
const MOVES_NOTHING: ReadonlySet<BillingOperation> = new Set(["INVOICE", "MONTHLY_CHARGE", "FAILED_CHARGE"]);

/** The balance history as a table: period, operation, balance change (and the balance after). */
export function HistoryTable({
  entries,
  account,
}: {
  entries: HistoryEntry[];
  account: Pick<BillingAccountFieldsFragment, "currency" | "rate">;
}) {
  const { t, i18n } = useTranslation();
  if (!entries.length) return <p className="text-sm text-muted">{t("billing.history.empty")}</p>;
  return (
    // Fits a narrow screen without scrolling sideways (a scrolled region would need focus): below
    // the small breakpoint the period goes under the operation, so that no word is cut in two.
    <div>
      <table className="w-full text-left text-sm break-words">
        <thead className="text-muted">
          <tr>
            <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
              {t("billing.history.period")}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("billing.history.operation")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t("billing.history.change")}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t("billing.history.after")}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-line">
              <td className="hidden py-2 pr-3 whitespace-nowrap sm:table-cell">
                {period(entry.periodStart, entry.periodEnd, i18n.language)}
              </td>
              <td className="py-2 pr-3">
                {t(`billing.history.operations.${entry.operation}`)}
                <span className="block text-xs text-muted sm:hidden">
                  {period(entry.periodStart, entry.periodEnd, i18n.language)}
                </span>
                {entry.total ? (
                  <span className="block text-xs text-muted">{formatMoney(entry.total, "UAH", i18n.language)}</span>
                ) : null}
                {entry.operation === "INVOICE" && entry.payment ? <PaymentStatus payment={entry.payment} /> : null}
              </td>
              <td
                className={`py-2 pr-3 text-right whitespace-nowrap tabular-nums ${entry.amount < 0 ? "text-danger" : ""}`}
              >
                {entry.amount === 0 && MOVES_NOTHING.has(entry.operation) ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t("billing.history.noChange")}</span>
                  </>
                ) : (
                  <>
                    {entry.amount > 0 ? "+" : ""}
                    {formatMoney(entry.amount, "UAH", i18n.language)}
                  </>
                )}
              </td>
              <td className="py-2 text-right tabular-nums">
                <Amount kop={entry.balanceAfter} account={account} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Links of the section's dialogs. */
export function BillingActions({ base, suspended }: { base: string; suspended: boolean }) {
  const { t } = useTranslation();
  if (suspended) return null;
  return (
    <div className="flex flex-wrap gap-stack">
      <Link to={`${base}/top-up`} className={buttonClass("primary")} {...routeDialogLinkProps}>
        {t("billing.actions.topUp")}
      </Link>
      <Link to={`${base}/storage-size`} className={buttonClass("secondary")} {...routeDialogLinkProps}>
        {t("billing.actions.storageSize")}
      </Link>
    </div>
  );
}
