import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Link, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { ControlSection } from "~/components/control-center/section";
import { Amount, BillingActions, BillingState, HistoryTable, type HistoryEntry } from "~/components/control-center/billing";
import { RouteDialogHost } from "~/components/route-dialog";
import { billingPath } from "~/lib/billing-paths";
import { loadBilling } from "~/lib/billing.server";
import { formatMoney } from "~/lib/money";
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
  const { role, account, after } = await loadBilling(request, context, params.id ?? "");
  return { roleId: role.id, account, after };
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

/** The history with "load more": with JavaScript the next page is appended; without, the link opens it. */
function History({ account, after }: { account: NonNullable<Data["account"]>; after: string | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const fetcher = useFetcher<typeof loader>();
  // Pages appended to the loader's first page, as derived state: a new first page (after a
  // top-up or a new size) starts again from it; each page the fetcher brings is added once.
  const [pages, setPages] = useState({ base: account.history, data: fetcher.data, extra: [] as HistoryEntry[], next: account.history.next });
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
  const { roleId, account, after } = useLoaderData<typeof loader>();
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
            <dd className="text-xl font-semibold tabular-nums">{account.daysLeft ?? t("billing.summary.notCharged")}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("billing.summary.monthCost")}</dt>
            <dd className="text-xl font-semibold">
              <Amount kop={account.monthCost} account={account} />
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
                <th scope="row" className="py-2 pr-3 text-left font-normal">{t("billing.prices.role")}</th>
                <td className="py-2 text-right tabular-nums">{money(p.roleDay)}</td>
              </tr>
              <tr className="border-t border-line">
                <th scope="row" className="py-2 pr-3 text-left font-normal">{t("billing.prices.roles", { count: account.heldRoles })}</th>
                <td className="py-2 text-right tabular-nums">{money(p.roleDay * account.heldRoles)}</td>
              </tr>
              <tr className="border-t border-line">
                <th scope="row" className="py-2 pr-3 text-left font-normal">{t("billing.prices.storage", { size: account.storageGb })}</th>
                <td className="py-2 text-right tabular-nums">{money(p.storageGbDay * account.storageGb)}</td>
              </tr>
              <tr className="border-t border-line">
                <th scope="row" className="py-2 pr-3 text-left font-normal">{t("billing.prices.trash")}</th>
                <td className="py-2 text-right tabular-nums">{money(p.trashDay)}</td>
              </tr>
              <tr className="border-t border-line font-medium">
                <th scope="row" className="py-2 pr-3 text-left">{t("billing.prices.total")}</th>
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
