import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { formatShare } from "#graphql/validation/company-limits";
import { useTranslation } from "~/lib/i18n-react";
import { personName } from "~/lib/person";
import { useSignedInUser } from "~/lib/signed-in";
import type { VholdCompany } from "~/routes/_app.vhold.$id/vhold.server";
import { LevelBadge } from "~/components/ui/level";
import { CompanyAvatar } from "./avatar";
import { IndustryList } from "~/components/industry-list";

/**
 * The dashboard's side panel (spec: vHold dashboard): name and avatar, co-owner count, settings,
 * and two tabs, co-owners and information. The tabs are links (?tab=info), so they work without
 * JavaScript and keep their place on reload.
 */
export function CompanyPanel({ company }: { company: VholdCompany }) {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser().id;
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
  const levels = company.rolesByLevel.filter((r) => r.level >= 2);
  return (
    <aside aria-labelledby="company-name" className="space-y-4 rounded-xl border border-line bg-surface p-4">
      <div className="flex items-center gap-3">
        <CompanyAvatar name={company.name} avatar={company.avatar} />
        <div className="min-w-0">
          <h1 id="company-name" className="text-xl font-semibold break-words">
            {company.name}
          </h1>
          <p className="text-sm text-muted">{t("vhold.panel.owners", { count: company.numberOfOwners })}</p>
        </div>
      </div>
      <Link
        to={`/vhold/${company.id}/settings`}
        className="inline-flex min-h-10 w-full items-center justify-center rounded-md border border-line-strong px-4 py-2 text-sm font-medium hover:bg-surface-muted"
      >
        {t("vhold.panel.settings")}
      </Link>
      <nav aria-label={t("vhold.panel.tabs")}>
        <ul className="ui-tabs ui-tabs-fill">
          <li>
            <Link
              to={tabLink("owners")}
              replace
              preventScrollReset
              aria-current={tab === "owners" ? "true" : undefined}
              className="ui-tab"
            >
              {t("vhold.panel.ownersTab")}
            </Link>
          </li>
          <li>
            <Link
              to={tabLink("info")}
              replace
              preventScrollReset
              aria-current={tab === "info" ? "true" : undefined}
              className="ui-tab"
            >
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
          <ul className="divide-y divide-line" data-testid="co-owners">
            {company.owners.map((owner) => (
              <li key={owner.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 break-words">
                  {personName(t, owner.user)}
                  {owner.userId === me ? <span className="text-subtle"> ({t("vhold.panel.you")})</span> : null}
                  {owner.user.deleted ? null : (
                    <span className="block text-xs text-subtle">@{owner.user.username}</span>
                  )}
                </span>
                <span className="shrink-0 font-medium tabular-nums">
                  {t("vhold.share", { share: formatShare(owner.share, i18n.language) })}
                </span>
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
            <h3 className="text-sm font-medium text-muted">{t("vhold.panel.director")}</h3>
            {company.ceo?.user ? (
              <p>{personName(t, company.ceo.user)}</p>
            ) : (
              // Limited mode is the dashboard's banner (with the way to assign one): here only the fact.
              <p className="text-muted">{t("vhold.panel.notAssigned")}</p>
            )}
          </div>
          <div>
            <h3 className="text-sm font-medium text-muted">{t("vhold.panel.roles")}</h3>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {levels.map((r) => (
                <div key={r.level} className="contents">
                  <dt>
                    <LevelBadge level={r.level} />
                  </dt>
                  <dd className="tabular-nums">{r.count}</dd>
                </div>
              ))}
            </dl>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <div className="contents">
              <dt className="text-muted">{t("vhold.panel.phone")}</dt>
              <dd>{company.phoneDisplay ?? t("vhold.notSet")}</dd>
            </div>
            <div className="contents">
              <dt className="text-muted">{t("vhold.panel.address")}</dt>
              <dd className="break-words">{company.address ?? t("vhold.notSet")}</dd>
            </div>
          </dl>
          <div>
            <h3 className="text-sm font-medium text-muted">{t("vhold.panel.industries")}</h3>
            {company.industryCategories.length ? (
              <IndustryList
                categories={company.industryCategories}
                testId="panel-industries"
                className="mt-1 text-sm"
              />
            ) : (
              <p className="mt-1 text-sm">{t("vhold.notSet")}</p>
            )}
          </div>
        </section>
      )}
    </aside>
  );
}
