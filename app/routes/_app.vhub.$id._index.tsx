import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, useLoaderData } from "@remix-run/react";
import { HideWelcomeBoxDocument } from "#graphql/generated/operations";
import { TasksGlance } from "~/components/tasks/tasks-glance";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { LevelBadge } from "~/components/ui/level";
import {
  InstructionsGlance,
  NeedsYou,
  RecentFiles,
  SubordinateRoles,
  WelcomeBox,
} from "~/components/vhub/role-dashboard";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { formatDateTime } from "~/lib/format-date";
import { controlSectionPath, hubPath } from "~/lib/hub-paths";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { useSignedInUser } from "~/lib/signed-in";
import { useHub } from "./_app.vhub.$id/route";
import { loadDashboard } from "./_app.vhub.$id/dashboard.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

/** The tasks' words (their states, the block's texts) come with the tasks area. */
export const handle: RouteHandle = {
  i18n: areaTexts(import.meta.glob(["/app/locales/*/vhub/dashboard.ts", "/app/locales/*/taskWords.ts"])),
};

export const meta = pageTitle("vhub");

/** /vhub/{id}: the role's dashboard (spec: dashboardVHub), read again whenever the role changes. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  return data({ dashboard: await loadDashboard(auth, params.id ?? "", context.features.tasks) });
}

/** The welcome box put away (intent=hideWelcome): kept on the account, as the profile's. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const form = await request.formData();
  const back = hubPath(params.id ?? "");
  if (form.get("intent") !== "hideWelcome" || form.get("box") !== "VHUB") return redirect(back);
  try {
    await auth.call(HideWelcomeBoxDocument, { box: "VHUB" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(request, context, back, { type: "error", title: "errors.unknown" });
  }
  return redirect(back);
}

/**
 * The role's work at a glance (issue 40): the role and its holder; the company's state where it
 * applies (the layout says suspended, no director, usage suspended; here the balance running low
 * and a vote of the owners); what needs the person; the roles it manages; its tasks, instructions
 * and files. Leaving the role is a secondary action in the menu, asked first on its own page.
 */
export default function VhubDashboard() {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  const { dashboard } = useLoaderData<typeof loader>();
  const { role, company } = useHub();
  const location = `${hubPath(role.id)}`;
  const since = dashboard.role.userJoinedAt;
  // The owners' votes open now, and those waiting for this person's vote.
  const openVotes = dashboard.votes ?? [];
  const toVote = openVotes.filter((vote) => vote.waiting.includes(me.id));
  const banners = [
    dashboard.balance === "WARNING" && !company.usageSuspended ? (
      <Banner
        key="balance"
        tone="warning"
        testId="hub-balance-low"
        action={
          <Link to={controlSectionPath(role.id, "billing", location)} className="ui-link underline">
            {t("vhub.dashboard.banners.topUp")}
          </Link>
        }
      >
        {t("vhub.dashboard.banners.balanceLow")}
      </Banner>
    ) : null,
    openVotes.length ? (
      <Banner
        key="vote"
        tone="info"
        testId="hub-vote"
        action={
          <Link to={`/vhold/${company.id}`} className="ui-link underline">
            {t(toVote.length ? "vhub.dashboard.banners.vote" : "vhub.dashboard.banners.votes")}
          </Link>
        }
      >
        {t(toVote.length ? "vhub.dashboard.banners.voteYours" : "vhub.dashboard.banners.voteOpen", {
          count: openVotes.length,
        })}
      </Banner>
    ) : null,
  ].filter(Boolean);
  return (
    <div className="space-y-page">
      <header className="flex flex-wrap items-start justify-between gap-section">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="ui-page-title min-w-0 break-words" data-testid="hub-role">
              {role.name}
            </h1>
            <LevelBadge level={role.level} />
          </div>
          <p className="text-sm text-muted">
            <span className="break-words">{company.name}</span> · {me.name} {me.surname}
            {since ? (
              <span> · {t("vhub.dashboard.since", { date: formatDateTime(since, i18n.language, me.formatTime) })}</span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-stack">
          <Link to={`${hubPath(role.id)}/structure-company`} className={buttonClass("secondary")}>
            {t("vhub.nav.structure")}
          </Link>
          {/* Secondary actions (DESIGN.md): a menu, a native disclosure with or without JavaScript. */}
          <details className="relative" data-testid="role-actions">
            <summary
              className={`${buttonClass("secondary")} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
            >
              {t("vhub.dashboard.more")}
              <svg aria-hidden="true" viewBox="0 0 20 20" className="ml-1 size-4" fill="currentColor">
                <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.8" fill="none" />
              </svg>
            </summary>
            <ul className="ui-popover absolute right-0 z-10 mt-1 w-56 p-1">
              <li>
                <Link
                  to={`${hubPath(role.id)}/leave`}
                  className="block rounded-md px-3 py-2 text-sm text-danger hover:bg-danger-soft"
                >
                  {t("vhub.dashboard.leave")}
                </Link>
              </li>
            </ul>
          </details>
        </div>
      </header>
      {banners.length ? (
        <div
          role="group"
          aria-label={t("vhub.dashboard.banners.label")}
          className="space-y-2"
          data-testid="hub-banners"
        >
          {banners}
        </div>
      ) : null}
      <WelcomeBox />
      <div className="grid gap-page lg:grid-cols-2 lg:items-start">
        <NeedsYou data={dashboard} toVote={toVote} roleId={role.id} companyId={company.id} />
        <SubordinateRoles data={dashboard} roleId={role.id} />
      </div>
      {dashboard.tasks ? <TasksGlance tasks={dashboard.tasks} roleId={role.id} /> : null}
      {dashboard.instructions ? <InstructionsGlance groups={dashboard.instructions} roleId={role.id} /> : null}
      {dashboard.files ? <RecentFiles files={dashboard.files} /> : null}
    </div>
  );
}
