import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { formatShare } from "#graphql/validation/company-limits";
import { RouteDialogHost, routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { personName } from "~/lib/person";
import { VoteSummary } from "~/components/vhold/vote-summary";
import { requireUserSession } from "~/lib/auth.server";
import { namesDirectly, useCompany } from "./_app.vhold.$id/route";
import { orProfile } from "./_app.vhold.$id/vhold.server";
import { activeVotes } from "./_app.vhold.$id/votes.server";

export const meta = pageTitle("vholdSettings");

/** The name vote while one is open: shown here, and it keeps the edit form from opening another. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const votes = await orProfile(() => activeVotes(auth, params.id ?? "", ["name"]));
  return data({ nameVote: votes.name ?? null, now: Date.now() });
}

/** The open name vote, for the edit form under this layout. */
export function useNameVote() {
  return useRouteLoaderData<typeof loader>("routes/_app.vhold.$id._corporate.settings._base")?.nameVote ?? null;
}

/**
 * Base characteristics: what the company holds (name, phone, address, about) with an Edit link,
 * and the share distribution. The edit form (settings/edit) is a nested route: a dialog over this
 * page with JavaScript, a page of its own without (route-dialog.tsx, as the share transfer is over
 * the dashboard).
 */
export default function BaseCharacteristicsLayout() {
  const company = useCompany();
  return (
    <RouteDialogHost parentPath={`/vhold/${company.id}/settings`}>
      <BaseCharacteristics />
    </RouteDialogHost>
  );
}

function BaseCharacteristics() {
  const { t, i18n } = useTranslation();
  const company = useCompany();
  const { nameVote, now } = useLoaderData<typeof loader>();
  const section = "space-y-4 rounded-xl border border-line bg-surface p-4";
  const row = "grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4";
  const value = (text: string | null | undefined) =>
    text ? text : <span className="text-subtle">{t("vhold.notSet")}</span>;
  return (
    <div className="space-y-6">
      <section aria-labelledby="base-heading" className={section}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="base-heading" className="text-xl font-semibold">
            {t("vhold.settings.base")}
          </h1>
          <Link
            to={`/vhold/${company.id}/settings/edit`}
            aria-label={t("vhold.settings.editLabel")}
            className={buttonClass("secondary")}
            {...routeDialogLinkProps}
          >
            {t("vhold.settings.edit")}
          </Link>
        </div>
        <dl className="max-w-xl space-y-3" data-testid="company-details">
          <div className={row}>
            <dt className="text-muted">{t("vhold.settings.name")}</dt>
            <dd className="min-w-0 break-words">{company.name}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted">{t("vhold.settings.phone")}</dt>
            <dd className="min-w-0 break-words">{value(company.phoneDisplay)}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted">{t("vhold.settings.address")}</dt>
            <dd className="min-w-0 break-words">{value(company.address)}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted">{t("vhold.settings.about")}</dt>
            <dd className="min-w-0 break-words whitespace-pre-line">{value(company.about)}</dd>
          </div>
        </dl>
        {namesDirectly(company) ? null : (
          <p className="max-w-xl text-sm text-muted">
            {t("vhold.settings.nameByVote", { button: t("vhold.settings.edit") })}
          </p>
        )}
      </section>
      {nameVote ? <VoteSummary kind="name" vote={nameVote} now={now} from={`/vhold/${company.id}/settings`} /> : null}
      <section aria-labelledby="distribution-heading" className={section}>
        <h2 id="distribution-heading" className="text-lg font-semibold">
          {t("vhold.settings.distribution")}
        </h2>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 font-medium">
                {t("vhold.settings.owner")}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t("vhold.shareTransfer.share")}
              </th>
            </tr>
          </thead>
          <tbody>
            {company.owners.map((owner) => (
              <tr key={owner.id} className="border-b border-line last:border-0">
                <td className="py-2">
                  {personName(t, owner.user)}{" "}
                  {owner.user.deleted ? null : <span className="text-subtle">@{owner.user.username}</span>}
                </td>
                <td className="py-2 text-right tabular-nums">
                  {t("vhold.share", { share: formatShare(owner.share, i18n.language) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
