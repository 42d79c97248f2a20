import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Link, redirect, useFetcher, useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { GetBillingPaymentDocument } from "#graphql/generated/operations";
import { UUID } from "#graphql/validation/uuid";
import { ControlSection } from "~/components/control-center/section";
import {
  Amount,
  BillingActions,
  BillingState,
  HistoryTable,
  MonthCost,
  type HistoryEntry,
} from "~/components/control-center/billing";
import { RouteDialogHost } from "~/components/route-dialog";
import { Banner } from "~/components/ui/banner";
import { billingPath } from "~/lib/billing-paths";
import { loadBilling } from "~/routes/_app.vhub.$id/billing.server";
import { getTranslator } from "~/lib/forms.server";
import { formatMoney } from "~/lib/money";
import { redirectWithToast } from "~/lib/toast.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const meta = pageTitle("vhubBilling");
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/billing.ts")) };

/**
 * The control center's balance and payments (issue 21; decision 0024): the balance and the days
 * it covers, the month's cost, what a day costs (each role, the storage, the trash), the history a
 * page at a time, and the top-up and storage-size dialogs (route dialogs: pages without
 * JavaScript). Owners and the director see it; anyone else is told who does.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, role, account, after } = await loadBilling(request, context, params.id ?? "");
  const paymentId = new URL(request.url).searchParams.get("payment");
  if (!account || paymentId === null) return { roleId: role.id, account, after, awaiting: null };
  // Back from the checkout with the payment named (issue 41): a settled one is said in a toast
  // on the page itself; one the provider has not confirmed yet is awaited here.
  const back = billingPath(role.id);
  const payment = UUID.test(paymentId)
    ? (await auth.call(GetBillingPaymentDocument, { companyId: role.companyId, id: paymentId })).getCompanyBilling
        .payment
    : null;
  if (!payment) throw redirect(back);
  const { locale } = await getTranslator(request, context);
  const values = { amount: formatMoney(payment.amount, "UAH", locale) };
  if (payment.status === "PAID")
    throw await redirectWithToast(request, context, back, { type: "success", title: "billing.payment.paid", values });
  if (payment.status === "REFUSED")
    throw await redirectWithToast(request, context, back, { type: "error", title: "billing.payment.refused", values });
  if (payment.status === "EXPIRED")
    throw await redirectWithToast(request, context, back, { title: "billing.payment.expired" });
  return { roleId: role.id, account, after, awaiting: payment };
}

/** How long the page asks again for a payment the provider has not confirmed: every 3 s for 2 minutes. */
const AWAIT_EVERY_MS = 3000;
const AWAIT_TIMES = 40;

/**
 * A payment the provider has not confirmed yet: said, with a link that asks again (without
 * JavaScript); with it the page asks by itself for a while, and the loader's answer (a toast, the
 * balance, the row marked paid) comes as soon as the provider's callback has.
 */
function AwaitingPayment({ amount, href }: { amount: number; href: string }) {
  const { t, i18n } = useTranslation();
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    let times = 0;
    const timer = window.setInterval(() => {
      times += 1;
      if (times > AWAIT_TIMES) window.clearInterval(timer);
      else revalidate();
    }, AWAIT_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [revalidate]);
  return (
    <Banner
      tone="info"
      testId="payment-awaiting"
      action={
        <Link to={href} className="ui-link" aria-busy={state === "loading" || undefined}>
          {t("billing.payment.check")}
        </Link>
      }
    >
      {t("billing.payment.awaiting", { amount: formatMoney(amount, "UAH", i18n.language) })}
    </Banner>
  );
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

/** The history with "load more": with JavaScript the next page is appended; without, the link opens it. */
function History({ account, after }: { account: NonNullable<Data["account"]>; after: string | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const fetcher = useFetcher<typeof loader>();
  // Pages appended to the loader's first page, as derived state: a new first page (after a
  // top-up or a new size) starts again from it; each page the fetcher brings is added once.
  const [pages, setPages] = useState({
    base: account.history,
    data: fetcher.data,
    extra: [] as HistoryEntry[],
    next: account.history.next,
  });
  if (pages.base !== account.history) {
    setPages({ base: account.history, data: fetcher.data, extra: [], next: account.history.next });
  } else if (fetcher.data !== pages.data && fetcher.data?.account) {
    const more = fetcher.data.account.history;
    setPages({ ...pages, data: fetcher.data, extra: [...pages.extra, ...more.entries], next: more.next });
  }
  const entries = [...account.history.entries, ...pages.extra];
  const nextHref = pages.next ? `${pathname}?after=${pages.next}` : null;
  return (
    <div className="space-y-stack">
      <h3 className="ui-group-title">{t("billing.history.heading")}</h3>
      <HistoryTable entries={entries} account={account} />
      <div className="flex flex-wrap gap-stack">
        {nextHref ? (
          <Link
            to={nextHref}
            className="ui-link"
            aria-busy={fetcher.state === "loading" || undefined}
            onClick={(event) => {
              event.preventDefault();
              fetcher.load(nextHref);
            }}
          >
            {t("billing.history.more")}
          </Link>
        ) : null}
        {after ? (
          <Link to={pathname} className="ui-link">
            {t("billing.history.newest")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export default function Billing() {
  const { t, i18n } = useTranslation();
  const { roleId, account, after, awaiting } = useLoaderData<typeof loader>();
  const base = billingPath(roleId);
  if (!account) {
    return (
      <ControlSection section="billing">
        <p className="text-muted">{t("billing.notAllowed")}</p>
      </ControlSection>
    );
  }
  const money = (kop: number) => formatMoney(kop, "UAH", i18n.language);
  const p = account.prices;
  return (
    <RouteDialogHost parentPath={base}>
      <ControlSection section="billing" actions={<BillingActions base={base} suspended={false} />}>
        <BillingState account={account} />
        {awaiting ? <AwaitingPayment amount={awaiting.amount} href={`${base}?payment=${awaiting.id}`} /> : null}
        {account.paymentProvider === "sandbox" ? <p className="text-sm text-muted">{t("billing.sandbox")}</p> : null}
        <dl className="grid gap-stack sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-sm text-muted">{t("billing.summary.balance")}</dt>
            <dd className="text-xl font-semibold" data-testid="billing-balance">
              <Amount kop={account.balance} account={account} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("billing.summary.daysLeft")}</dt>
            <dd className="text-xl font-semibold tabular-nums">
              {account.daysLeft ?? t("billing.summary.notCharged")}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("billing.summary.monthCost")}</dt>
            <dd className="text-xl font-semibold" data-testid="billing-month">
              <MonthCost account={account} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("billing.summary.storage")}</dt>
            <dd className="text-xl font-semibold">{t("billing.summary.gb", { size: account.storageGb })}</dd>
          </div>
        </dl>
        <div className="space-y-stack">
          <h3 className="ui-group-title">{t("billing.prices.heading")}</h3>
          <table className="w-full max-w-xl text-sm">
            <tbody>
              <tr className="border-t border-line">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {t("billing.prices.role")}
                </th>
                <td className="py-2 text-right tabular-nums">{money(p.roleDay)}</td>
              </tr>
              <tr className="border-t border-line">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {t("billing.prices.roles", { count: account.heldRoles })}
                </th>
                <td className="py-2 text-right tabular-nums">{money(p.roleDay * account.heldRoles)}</td>
              </tr>
              <tr className="border-t border-line">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {t("billing.prices.storage", { size: account.storageGb })}
                </th>
                <td className="py-2 text-right tabular-nums">{money(p.storageGbDay * account.storageGb)}</td>
              </tr>
              <tr className="border-t border-line">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {t("billing.prices.trash")}
                </th>
                <td className="py-2 text-right tabular-nums">{money(p.trashDay)}</td>
              </tr>
              <tr className="border-t border-line font-medium">
                <th scope="row" className="py-2 pr-3 text-left">
                  {t("billing.prices.total")}
                </th>
                <td className="py-2 text-right tabular-nums">{money(account.dailyPrice)}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <History account={account} after={after} />
      </ControlSection>
    </RouteDialogHost>
  );
}
