import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import {
  ListCompanyShareTransfersDocument,
  ListUserIncomingShareTransfersDocument,
} from "#graphql/generated/operations";
import { formatShare } from "#graphql/validation/company-limits";
import { UUID } from "#graphql/validation/uuid";
import { RouteDialogHost, routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { Banner } from "~/components/ui/banner";
import { CompanyPanel } from "~/components/vhold/company-panel";
import { PendingTransfers, TransferHistory } from "~/components/vhold/transfer-list";
import { SuspendedBanner } from "~/components/vhold/suspended-banner";
import { VoteHistory, VoteSummary } from "~/components/vhold/vote-summary";
import { VOTE_KINDS, votePath, type ActiveVotes } from "~/lib/vote-paths";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { useCompany, useOwnershipChart } from "./_app.vhold.$id/route";
import { orProfile, pendingOutgoing, profilePlaceOf } from "./_app.vhold.$id/vhold.server";
import { dashboardVotes, type DecidedVote } from "./_app.vhold.$id/votes.server";

export const meta = pageTitle("vhold");

/**
 * Share operations a page: a company's history grows without end, the page's cost must not
 * (issue 17: 10 transfers or 2,000, the same page).
 */
const HISTORY_PAGE = 10;

/** Ownership management: the caller's share, transfers waiting for an answer, and the company's share operations. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const companyId = params.id ?? "";
  // ?before={transferId}: an older page of the share operations (from an edited address: the newest).
  const before = new URL(request.url).searchParams.get("before");
  const olderThan = before && UUID.test(before) ? before : null;
  const [outgoing, incoming, history, votes] = await orProfile(
    () =>
      Promise.all([
        pendingOutgoing(auth, companyId),
        auth.call(ListUserIncomingShareTransfersDocument, { filter: { companyId, status: "PENDING" }, limit: 50 }),
        // The share operations are the owners' (shareTransfer.list): the director sees the
        // company without them.
        auth
          .call(ListCompanyShareTransfersDocument, {
            companyId,
            status: "ACCEPTED",
            before: olderThan,
            limit: HISTORY_PAGE + 1,
          })
          .catch((error: unknown) => {
            if (error instanceof ApiError && error.code === "FORBIDDEN") return null;
            throw error;
          }),
        // Every kind's active vote (a running company has none of restoring or deleting, a
        // suspended one none of the others: a suspension ends them), and the decided ones on record.
        dashboardVotes(auth, companyId).catch((error: unknown) => {
          if (error instanceof ApiError && error.code === "FORBIDDEN")
            return { active: {} as ActiveVotes, history: [] as DecidedVote[] };
          throw error;
        }),
      ]),
    profilePlaceOf(request),
  );
  const operations = history?.listCompanyShareTransfers ?? null;
  return data({
    outgoing,
    incoming: incoming.listUserIncomingShareTransfers,
    history: operations && {
      items: operations.slice(0, HISTORY_PAGE),
      older: operations.length > HISTORY_PAGE ? operations[HISTORY_PAGE - 1].id : null,
      paged: Boolean(olderThan),
    },
    votes: votes.active,
    decided: votes.history,
    now: Date.now(),
  });
}

/**
 * Searching for a recipient inside the transfer dialog (?q=, ?recipient=) changes nothing the
 * dashboard under it shows: its lists are not read again for that. Any form sent, or leaving the
 * transfer's steps, reads them as usual.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const inTransfer = (url: URL) => /^\/vhold\/[^/]+\/transfer(\/|$)/.test(url.pathname);
  if (!formMethod && inTransfer(currentUrl) && inTransfer(nextUrl)) return false;
  return defaultShouldRevalidate;
};

/**
 * /vhold/{id}: the company's side panel beside ownership management. The share transfer's steps
 * (transfer, transfer/confirm) and a transfer's own page (transfers/{transferId}, where it is
 * accepted, declined or canceled) are nested routes: with JavaScript they open as a dialog over
 * this dashboard, also when reached from another page (the profile, a notification); loaded as
 * a document (without JavaScript, a reload) each is a page of its own (route-dialog.tsx, as the
 * phone change is over personal info).
 */
export default function VholdDashboardLayout() {
  const company = useCompany();
  return (
    <RouteDialogHost parentPath={`/vhold/${company.id}`}>
      <DirectorBanner />
      <div className="gap-6 md:grid md:grid-cols-[323px_minmax(0,1fr)] md:items-start">
        <div className="mb-6 md:mb-0">
          <CompanyPanel company={company} />
        </div>
        <div className="min-w-0 space-y-6">
          <Dashboard />
        </div>
      </div>
    </RouteDialogHost>
  );
}

/**
 * Limited mode on the first view (DESIGN.md: banners), not behind the panel's second tab: the
 * company has no director; an owner is shown the way to assign one, or to the vote on the
 * candidate when one is open.
 */
function DirectorBanner() {
  const { t } = useTranslation();
  const company = useCompany();
  const { votes } = useLoaderData<typeof loader>();
  if (company.ceo?.user || company.stopedAt) return null;
  const vote = votes.ceo;
  const action = !company.myShare ? null : vote ? (
    <Link to={votePath(company.id, "ceo", vote.id)} className="ui-link underline" {...routeDialogLinkProps}>
      {t("vhold.banner.directorVote")}
    </Link>
  ) : (
    <Link to={`/vhold/${company.id}/director`} className="ui-link underline">
      {t("vhold.panel.assignDirector")}
    </Link>
  );
  return (
    <div className="mb-6">
      <Banner tone="warning" action={action} testId="no-director">
        {t("vhold.panel.noDirector")}
      </Banner>
    </div>
  );
}

function Dashboard() {
  const { t, i18n } = useTranslation();
  const company = useCompany();
  const ownership = useOwnershipChart();
  const { outgoing, incoming, history, votes, decided, now } = useLoaderData<typeof loader>();
  const section = "space-y-3 rounded-xl border border-line bg-surface p-4";
  const open = VOTE_KINDS.flatMap((kind) => {
    const vote = votes[kind];
    return vote ? [{ kind, vote }] : [];
  });
  return (
    <>
      {company.stopedAt ? <SuspendedBanner company={company} votes={votes} /> : null}
      {open.length ? (
        <section aria-labelledby="votes-heading" className="space-y-3">
          <h2 id="votes-heading" className="text-lg font-semibold">
            {t("governance.votes.heading")}
          </h2>
          {open.map(({ kind, vote }) => (
            <VoteSummary key={vote.id} kind={kind} vote={vote} now={now} headingLevel={3} />
          ))}
        </section>
      ) : null}
      {/* Ownership as a picture first: the figure comes drawn by the server (0 KB of script). */}
      <section
        aria-labelledby="ownership-chart-heading"
        className={section}
        dangerouslySetInnerHTML={{ __html: ownership }}
      />
      <section aria-labelledby="ownership-heading" className={section}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="ownership-heading" className="text-lg font-semibold">
              {t("vhold.dashboard.heading")}
            </h2>
            <p className="mt-2 text-sm text-muted">{t("vhold.dashboard.myShare")}</p>
            <p className="text-3xl font-semibold tabular-nums" data-testid="my-share">
              {t("vhold.share", { share: formatShare(company.myShare ?? 0, i18n.language) })}
            </p>
          </div>
          {company.myShare ? (
            <Link to={`/vhold/${company.id}/transfer`} className={buttonClass("primary")} {...routeDialogLinkProps}>
              {t("vhold.dashboard.transfer")}
            </Link>
          ) : null}
        </div>
        <h3 className="pt-2 font-medium">{t("vhold.dashboard.outgoing")}</h3>
        {outgoing.length ? (
          <PendingTransfers transfers={outgoing} direction="outgoing" />
        ) : (
          <p className="text-sm text-muted">{t("vhold.dashboard.noPending")}</p>
        )}
        {incoming.length ? (
          <>
            <h3 className="pt-2 font-medium">{t("vhold.dashboard.incoming")}</h3>
            <PendingTransfers transfers={incoming} direction="incoming" />
          </>
        ) : null}
      </section>
      {history ? (
        <section aria-labelledby="history-heading" className={section}>
          <h2 id="history-heading" className="text-lg font-semibold">
            {t("vhold.dashboard.history")}
          </h2>
          {history.items.length ? (
            <TransferHistory transfers={history.items} />
          ) : (
            <p className="text-sm text-muted">
              {t(history.paged ? "vhold.dashboard.historyEnd" : "vhold.dashboard.historyEmpty")}
            </p>
          )}
          {history.older || history.paged ? (
            <p className="flex flex-wrap gap-4 text-sm">
              {history.paged ? (
                <Link to={`/vhold/${company.id}#history-heading`} className="text-link underline">
                  {t("vhold.dashboard.historyNewest")}
                </Link>
              ) : null}
              {history.older ? (
                <Link
                  to={`/vhold/${company.id}?before=${history.older}#history-heading`}
                  className="text-link underline"
                >
                  {t("vhold.dashboard.historyOlder")}
                </Link>
              ) : null}
            </p>
          ) : null}
        </section>
      ) : null}
      {decided.length ? (
        <section aria-labelledby="decided-heading" className={section}>
          <h2 id="decided-heading" className="text-lg font-semibold">
            {t("governance.history.heading")}
          </h2>
          <VoteHistory votes={decided} />
        </section>
      ) : null}
      <section aria-labelledby="results-heading" className={section}>
        <h2 id="results-heading" className="text-lg font-semibold">
          {t("vhold.dashboard.results")}
        </h2>
        <p className="text-sm text-muted">{t("vhold.dashboard.resultsText")}</p>
      </section>
    </>
  );
}
