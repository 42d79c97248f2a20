import { Link } from "@remix-run/react";
import { routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/format-date";
import { useTranslation } from "~/lib/i18n-react";
import type { ActiveVotes } from "~/lib/vote-paths";
import { useSignedInUser } from "~/lib/signed-in";

/**
 * A suspended company's banner on the dashboard (issue 19): since when, limited mode, and the two
 * ways out: restore (a vote with co-owners, at once for a sole owner) offered only while no
 * restoration vote runs, else it says one is in progress; and delete before the two years are up
 * (typed YES), likewise. Each opens its step (a dialog with JavaScript, a page without).
 */
export function SuspendedBanner({
  company,
  votes,
}: {
  company: { id: string; stopedAt: string | null; myShare: number | null };
  votes: ActiveVotes;
}) {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  if (!company.stopedAt) return null;
  const owner = Boolean(company.myShare);
  return (
    <section
      aria-labelledby="suspended-heading"
      className="space-y-3 rounded-xl border border-warning-line bg-warning-soft p-4"
      data-testid="suspended"
    >
      <h2 id="suspended-heading" className="text-lg font-semibold">
        {t("governance.suspended.heading")}
      </h2>
      <p className="text-sm">
        {t("governance.suspended.since", { date: formatDateTime(company.stopedAt, i18n.language, me.formatTime) })}
      </p>
      <p className="text-sm">{t("governance.suspended.limited")}</p>
      <div className="flex flex-wrap items-center gap-3">
        {votes.start ? (
          <p className="text-sm font-medium">{t("governance.suspended.restoreInProgress")}</p>
        ) : owner ? (
          <Link to={`/vhold/${company.id}/restore`} className={buttonClass("primary")} {...routeDialogLinkProps}>
            {t("governance.suspended.restore")}
          </Link>
        ) : null}
        {votes.delete ? (
          <p className="text-sm font-medium">{t("governance.suspended.deleteInProgress")}</p>
        ) : owner ? (
          <Link to={`/vhold/${company.id}/delete`} className={buttonClass("danger")} {...routeDialogLinkProps}>
            {t("governance.suspended.delete")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
