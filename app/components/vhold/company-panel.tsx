import { Link, useLocation, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import { formatShare } from "#graphql/validation/company-limits";
import { useTranslation } from "~/lib/i18n-react";
import { personName } from "~/lib/person";
import type { loader as appLoader } from "~/routes/_app";
import type { VholdCompany } from "~/routes/_app.vhold.$id/vhold.server";
import { CompanyAvatar } from "./avatar";

/**
 * The dashboard's side panel (spec: vHold dashboard): name and avatar, co-owner count, settings,
 * and two tabs, co-owners and information. The tabs are links (?tab=info), so they work without
 * JavaScript and keep their place on reload.
 */
export function CompanyPanel({ company }: { company: VholdCompany }) {
  const { t } = useTranslation();
  const me = useRouteLoaderData<typeof appLoader>("routes/_app")?.user.id;
  const [params] = useSearchParams();
  const location = useLocation();
  const tab = params.get("tab") === "info" ? "info" : "owners";
  const tabLink = (which: "owners" | "info") => {
    const next = new URLSearchParams(params);
    if (which === "info") next.set("tab", "info");
    else next.delete("tab");
    const query = next.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const tabClass = (active: boolean) =>
    `flex-1 rounded-md px-3 py-1.5 text-center text-sm ${active ? "bg-white font-medium shadow-sm dark:bg-slate-700" : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"}`;
  const levels = company.rolesByLevel.filter((r) => r.level >= 2);
  return (
    <aside aria-labelledby="company-name" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-3">
        <CompanyAvatar name={company.name} />
        <div className="min-w-0">
          <h1 id="company-name" className="text-xl font-semibold break-words">
            {company.name}
          </h1>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("vhold.panel.owners", { count: company.numberOfOwners })}</p>
        </div>
      </div>
      <Link
        to={`/vhold/${company.id}/settings`}
        className="inline-flex min-h-10 w-full items-center justify-center rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        {t("vhold.panel.settings")}
      </Link>
      <nav aria-label={t("vhold.panel.tabs")}>
        <ul className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          <li className="flex flex-1">
            <Link to={tabLink("owners")} replace preventScrollReset aria-current={tab === "owners" ? "true" : undefined} className={tabClass(tab === "owners")}>
              {t("vhold.panel.ownersTab")}
            </Link>
          </li>
          <li className="flex flex-1">
            <Link to={tabLink("info")} replace preventScrollReset aria-current={tab === "info" ? "true" : undefined} className={tabClass(tab === "info")}>
              {t("vhold.panel.infoTab")}
            </Link>
          </li>
        </ul>
      </nav>
      {tab === "owners" ? (
        <section aria-labelledby="panel-owners">
          <h2 id="panel-owners" className="sr-only">
            {t("vhold.panel.ownersTab")}
          </h2>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="co-owners">
            {company.owners.map((owner) => (
              <li key={owner.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 break-words">
                  {personName(t, owner.user)}
                  {owner.userId === me ? <span className="text-slate-600 dark:text-slate-400"> ({t("vhold.panel.you")})</span> : null}
                  {owner.user.deleted ? null : <span className="block text-xs text-slate-600 dark:text-slate-400">@{owner.user.username}</span>}
                </span>
                <span className="shrink-0 font-medium tabular-nums">{t("vhold.share", { share: formatShare(owner.share) })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section aria-labelledby="panel-info" className="space-y-3">
          <h2 id="panel-info" className="sr-only">
            {t("vhold.panel.infoTab")}
          </h2>
          <div>
            <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">{t("vhold.panel.director")}</h3>
            {company.ceo?.user ? (
              <p>{personName(t, company.ceo.user)}</p>
            ) : (
              <div className="mt-1 space-y-2">
                <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
                  {t("vhold.panel.noDirector")}
                </p>
                <button
                  type="button"
                  disabled
                  aria-describedby="assign-director-later"
                  className="inline-flex min-h-10 w-full cursor-not-allowed items-center justify-center rounded-md bg-slate-200 px-4 py-2 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                >
                  {t("vhold.panel.assignDirector")}
                </button>
                <p id="assign-director-later" className="text-xs text-slate-600 dark:text-slate-400">
                  {t("vhold.panel.assignDirectorLater")}
                </p>
              </div>
            )}
          </div>
          <div>
            <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">{t("vhold.panel.roles")}</h3>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {levels.map((r) => (
                <div key={r.level} className="contents">
                  <dt className="text-slate-700 dark:text-slate-300">{t("vhold.panel.level", { level: r.level })}</dt>
                  <dd className="tabular-nums">{r.count}</dd>
                </div>
              ))}
            </dl>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <div className="contents">
              <dt className="text-slate-700 dark:text-slate-300">{t("vhold.panel.phone")}</dt>
              <dd>{company.phoneDisplay ?? t("vhold.notSet")}</dd>
            </div>
            <div className="contents">
              <dt className="text-slate-700 dark:text-slate-300">{t("vhold.panel.address")}</dt>
              <dd className="break-words">{company.address ?? t("vhold.notSet")}</dd>
            </div>
          </dl>
        </section>
      )}
    </aside>
  );
}
