import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, redirect, useLoaderData } from "@remix-run/react";
import {
  HideWelcomeBoxDocument,
  ListRecommendedKnowledgeBasePostsDocument,
  ListUserCompaniesDocument,
  ListUserIncomingShareTransfersDocument,
  ListUserInvitationsDocument,
  ListUserNotificationsDocument,
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  SetInvitationStatusDocument,
  AcceptRoleInviteLinkDocument,
} from "#graphql/generated/operations";
import { NOTIFICATION_LIMITS } from "#graphql/validation/notification-limits";
import { NotificationCenter, type NotificationTab } from "~/components/notifications/notification-center";
import { ApiError } from "~/lib/api.server";
import { redirectWithToast } from "~/lib/toast.server";
import { formatShare } from "#graphql/validation/company-limits";
import { UUID } from "#graphql/validation/uuid";
import { INVITE_TOKEN } from "#graphql/validation/roles";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { RouteDialogHost, routeDialogLinkProps } from "~/components/route-dialog";
import { transferPath } from "~/lib/share-transfer-paths";
import { CompanyAvatar } from "~/components/vhold/avatar";
import { UserAvatar } from "~/components/ui/user-avatar";
import { PostList } from "~/components/knowledge/post-list";
import { requireUserSession } from "~/lib/auth.server";
import { apiErrorKey, getTranslator } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { personName } from "~/lib/person";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { useSignedInUser } from "~/lib/signed-in";
import { MyRoles, RoleInvitations } from "~/components/vhub/profile-roles";

export const meta = pageTitle("profile");

/**
 * The user's companies with their share, the share transfers offered to them (a recipient owns
 * no part of the company yet, so they answer from here), and the recommended posts of the
 * knowledge base (spec: recommended posts appear on the main page).
 */
/** The notification center's place in the address: ?tab=today, and ?after= for an older page. */
function notificationQuery(url: URL): { tab: NotificationTab; after: string | null } {
  return {
    tab: url.searchParams.get("tab") === "today" ? "today" : "all",
    after: url.searchParams.get("after") || null,
  };
}

/**
 * The companies the profile lists, by name; the others are a link away (/vhold?search=, the
 * list with a search): the page costs the same with 1 company or 300 (issue 17).
 */
const PROFILE_COMPANIES = 10;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { locale } = await getTranslator(request, context);
  await takeInviteLink(request, context, auth);
  const { tab, after } = notificationQuery(new URL(request.url));
  const notifications = (cursor: string | null) =>
    auth.call(ListUserNotificationsDocument, {
      period: tab === "today" ? "TODAY" : "ALL",
      after: cursor,
      limit: NOTIFICATION_LIMITS.pageSize,
    });
  const [
    { listRecommendedKnowledgeBasePosts },
    { listUserCompanies },
    { listUserIncomingShareTransfers },
    { listUserInvitations },
    center,
  ] = await Promise.all([
    auth.call(ListRecommendedKnowledgeBasePostsDocument, { language: locale }),
    auth.call(ListUserCompaniesDocument, { limit: PROFILE_COMPANIES + 1 }),
    auth.call(ListUserIncomingShareTransfersDocument, { filter: { status: "PENDING" }, limit: 20 }),
    auth.call(ListUserInvitationsDocument, { limit: 20 }),
    // A cursor from an old or edited address: the newest page instead.
    notifications(after).catch((error: unknown) => {
      if (after && error instanceof ApiError && error.code === "BAD_USER_INPUT") return notifications(null);
      throw error;
    }),
  ]);
  return data({
    recommended: listRecommendedKnowledgeBasePosts.slice(0, 6),
    companies: listUserCompanies.slice(0, PROFILE_COMPANIES),
    // More than the profile lists: the list of them all (/vhold?search=) searches the others.
    moreCompanies: listUserCompanies.length > PROFILE_COMPANIES,
    offers: listUserIncomingShareTransfers,
    // The director's invitations still to answer, or accepted while the owners' vote runs.
    invitations: listUserInvitations.filter(
      (i) => i.level === 1 && (i.status === "PENDING" || i.status === "VIEWED" || (i.status === "ACCEPTED" && !i.role)),
    ),
    // Invitations to roles of levels 2 to 4 still open: to answer, or accepted until assigned.
    roleInvitations: listUserInvitations.filter(
      (i) =>
        i.level > 1 && !i.assignedAt && (i.status === "PENDING" || i.status === "VIEWED" || i.status === "ACCEPTED"),
    ),
    notifications: {
      items: center.listUserNotifications.items,
      nextCursor: center.listUserNotifications.nextCursor ?? null,
      unread: center.countUserUnreadNotifications,
      tab,
      paged: Boolean(after),
    },
  });
}

/**
 * The page's plain forms: the notification center's (intent=read with the notification's id, or
 * intent=readAll), back to the same tab and page; and a welcome box put away (intent=hideWelcome
 * with box=VHOLD or VHUB), back to the top. A failure is a toast, never an error page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const url = new URL(request.url);
  const box = form.get("box");
  const back = intent === "hideWelcome" ? `/profile${url.search}` : `/profile${url.search}#notifications`;
  if (intent === "invitation") {
    // A director's invitation answered by its candidate (issue 19): accepted or declined.
    // Accepting is one step; declining asks first (profile.invitations.$invitationId.decline).
    if (form.get("status") !== "ACCEPTED")
      return redirect(UUID.test(id) ? `/profile/invitations/${id}/decline` : "/profile");
    const status = "ACCEPTED";
    try {
      if (!UUID.test(id)) throw new ApiError("Unknown invitation", { code: "INVITATION_NOT_OPEN" });
      await auth.call(SetInvitationStatusDocument, { id, status });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { t } = await getTranslator(request, context);
      return redirectWithToast(request, context, "/profile", { type: "error", title: apiErrorKey(error, t).key });
    }
    return redirectWithToast(request, context, "/profile", {
      type: "success",
      title: form.get("level") === "1" || !form.get("level") ? "hubProfile.vhold.accepted" : "hubProfile.accepted",
    });
  }
  try {
    if (intent === "hideWelcome" && (box === "VHOLD" || box === "VHUB"))
      await auth.call(HideWelcomeBoxDocument, { box });
    else if (intent === "readAll") await auth.call(MarkAllNotificationsReadDocument, {});
    else if (intent === "read" && UUID.test(id)) await auth.call(MarkNotificationReadDocument, { id });
    else throw new ApiError("Unknown notification", { code: "NOTIFICATION_NOT_FOUND" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const known = error.code === "NOTIFICATION_NOT_FOUND" ? "errors.NOTIFICATION_NOT_FOUND" : "errors.unknown";
    return redirectWithToast(request, context, back, { type: "error", title: known });
  }
  return redirect(back);
}

/** The user's home. A director's invitation is answered here by its candidate (issue 19); vHub adds other roles. */
// The profile recommends help posts, lists companies and holds the notification center.
export const handle: RouteHandle = {
  i18n: areaTexts(import.meta.glob(["/app/locales/*/{notifications,hubProfile}.ts", "/app/locales/*/app/profile.ts"])),
};

/**
 * An invitation link followed before signing in (/invite/{token} kept `inviteToken` in the web
 * session): taken up once the person is here, signed in or just registered. They become the
 * role's candidate (acceptRoleInviteLink) and the profile, read again, shows the invitation to
 * answer; a link no longer working says so. Either way the token is forgotten.
 */
async function takeInviteLink(
  request: Request,
  context: LoaderFunctionArgs["context"],
  auth: Awaited<ReturnType<typeof requireUserSession>>,
) {
  const token = auth.session.get("inviteToken");
  if (!token) return;
  if (!INVITE_TOKEN.test(String(token))) {
    // Kept by an older version's looser check: no link of ours, so nothing to take up.
    auth.session.unset("inviteToken");
    auth.sessionChanged();
    return;
  }
  auth.session.unset("inviteToken");
  auth.sessionChanged();
  try {
    await auth.call(AcceptRoleInviteLinkDocument, { token });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { t } = await getTranslator(request, context);
    const { key, values } = apiErrorKey(error, t);
    throw await redirectWithToast(request, context, "/profile", { type: "error", title: key, values });
  }
  throw await redirectWithToast(request, context, "/profile", { type: "success", title: "hubProfile.linkTaken" });
}

/**
 * The welcome boxes (spec): vHold's invites the person to add a company, or to put it off for
 * good ("later"); vHub's shows their username and can be hidden. Plain POST forms: the choice is
 * kept in the profile (hideWelcomeBox), so it holds on every device. vHold's is shown only while
 * the person has no company.
 */
function WelcomeBoxes({ vhold, vhub, username }: { vhold: boolean; vhub: boolean; username: string }) {
  const { t } = useTranslation();
  if (!vhold && !vhub) return null;
  const p = "app.profile.welcome";
  const box = "ui-section space-y-stack";
  return (
    <div className="grid max-w-3xl gap-section sm:grid-cols-2">
      {vhold ? (
        <section aria-labelledby="welcome-vhold-heading" className={box} data-testid="welcome-vhold">
          <h2 id="welcome-vhold-heading" className="ui-section-title">
            {t(`${p}.vhold.heading`)}
          </h2>
          <p className="text-sm text-muted">{t(`${p}.vhold.text`)}</p>
          <Form method="post" className="flex flex-wrap gap-stack">
            <input type="hidden" name="intent" value="hideWelcome" />
            <Link to="/create-company" className={buttonClass("primary")}>
              {t(`${p}.vhold.add`)}
            </Link>
            <SubmitButton name="box" value="VHOLD" variant="secondary">
              {t(`${p}.vhold.later`)}
            </SubmitButton>
          </Form>
        </section>
      ) : null}
      {vhub ? (
        <section aria-labelledby="welcome-vhub-heading" className={box} data-testid="welcome-vhub">
          <h2 id="welcome-vhub-heading" className="ui-section-title break-words">
            {t(`${p}.vhub.heading`, { username })}
          </h2>
          <p className="text-sm text-muted">{t(`${p}.vhub.text`)}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="hideWelcome" />
            <SubmitButton name="box" value="VHUB" variant="secondary">
              {t(`${p}.vhub.hide`)}
            </SubmitButton>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

/**
 * The profile, with a share transfer offered to the person over it (/profile/transfers/{id}: a
 * dialog with JavaScript, a page without) when its company is not yet theirs to see.
 */
export default function ProfileRoute() {
  return (
    <RouteDialogHost parentPath="/profile">
      <Profile />
    </RouteDialogHost>
  );
}

function Profile() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const { recommended, companies, moreCompanies, offers, invitations, roleInvitations, notifications } =
    useLoaderData<typeof loader>();
  return (
    <div className="space-y-page">
      <div className="flex items-center gap-section">
        <UserAvatar user={user} size="lg" />
        <h1 className="ui-page-title min-w-0">{t("app.profile.heading", { name: user.name })}</h1>
      </div>
      <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-page gap-y-stack rounded-xl border border-line bg-surface p-section">
        <dt className="text-subtle">{t("app.profile.username")}</dt>
        <dd data-testid="profile-username">{user.username}</dd>
        <dt className="text-subtle">{t("app.profile.phone")}</dt>
        <dd data-testid="profile-phone">{user.phoneDisplay}</dd>
      </dl>
      <WelcomeBoxes
        vhold={!user.welcomeVholdHidden && companies.length === 0}
        vhub={!user.welcomeVhubHidden}
        username={user.username}
      />
      {offers.length ? (
        <section aria-labelledby="offers-heading" className="space-y-stack">
          <h2 id="offers-heading" className="ui-section-title">
            {t("hubProfile.vhold.incoming")}
          </h2>
          <ul className="max-w-xl space-y-stack">
            {offers.map((offer) => (
              <li key={offer.id}>
                {/* Over the company's dashboard if the person owns a part of it already, else over this page. */}
                <Link
                  to={transferPath(companies.some((c) => c.id === offer.companyId) ? "company" : "profile", offer)}
                  className="block rounded-lg border border-warning-line bg-warning-soft p-3 hover:border-warning-accent"
                  {...routeDialogLinkProps}
                >
                  {t("hubProfile.vhold.offer", {
                    from: personName(t, offer.fromUser),
                    share: formatShare(offer.share, i18n.language),
                    company: offer.company.name,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {invitations.length ? (
        <section aria-labelledby="invitations-heading" className="space-y-stack">
          <h2 id="invitations-heading" className="ui-section-title">
            {t("hubProfile.vhold.invitations")}
          </h2>
          <ul className="max-w-xl space-y-stack" data-testid="invitations">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="space-y-2 rounded-lg border border-info-line bg-surface p-3">
                <p>
                  {t("hubProfile.vhold.invitation", {
                    from: personName(t, invitation.sender),
                    company: invitation.company.name,
                  })}
                </p>
                <p className="text-sm text-muted">{t("hubProfile.vhold.invitationVote")}</p>
                {invitation.status === "ACCEPTED" ? (
                  <p className="text-sm font-medium">{t("hubProfile.vhold.waiting")}</p>
                ) : (
                  <Form method="post" className="flex flex-wrap gap-stack">
                    <input type="hidden" name="intent" value="invitation" />
                    <input type="hidden" name="id" value={invitation.id} />
                    <SubmitButton
                      name="status"
                      value="ACCEPTED"
                      aria-label={`${t("hubProfile.vhold.accept")}: ${invitation.company.name}`}
                    >
                      {t("hubProfile.vhold.accept")}
                    </SubmitButton>
                    {/* Declining ends the invitation for good: it asks first, on its own step. */}
                    <Link
                      to={`/profile/invitations/${invitation.id}/decline`}
                      className={buttonClass("secondary")}
                      aria-label={`${t("hubProfile.vhold.decline")}: ${invitation.company.name}`}
                      {...routeDialogLinkProps}
                    >
                      {t("hubProfile.vhold.decline")}
                    </Link>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RoleInvitations invitations={roleInvitations} />
      <MyRoles />
      <section aria-labelledby="companies-heading" className="space-y-section">
        <h2 id="companies-heading" className="ui-section-title">
          {t("app.profile.companies")}
        </h2>
        {companies.length ? (
          <ul className="grid max-w-3xl gap-stack sm:grid-cols-2" data-testid="my-companies">
            {companies.map((company) => (
              <li key={company.id}>
                <Link to={`/vhold/${company.id}`} className="ui-card-link">
                  <CompanyAvatar name={company.name} avatar={company.avatar} size="sm" />
                  <span className="min-w-0 flex-1 break-words font-medium">{company.name}</span>
                  <span className="shrink-0 tabular-nums">
                    {t("hubProfile.share", { share: formatShare(company.myShare ?? 0, i18n.language) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t("app.profile.noCompanies")}</p>
        )}
        {moreCompanies ? (
          <p>
            <Link to="/vhold?search=" className="ui-link underline" data-testid="all-companies">
              {t("app.profile.allCompanies")}
            </Link>
          </p>
        ) : null}
        <Link to="/create-company" className={buttonClass("secondary")}>
          {t("hubProfile.vhold.create")}
        </Link>
      </section>
      <NotificationCenter {...notifications} formatTime={user.formatTime} />
      {recommended.length ? (
        <section aria-labelledby="kb-recommended-heading" className="space-y-section">
          <h2 id="kb-recommended-heading" className="ui-section-title">
            {t("app.posts.recommended")}
          </h2>
          <PostList posts={recommended} labelledBy="kb-recommended-heading" />
          <Link to="/knowledge-base" className="inline-block text-sm ui-link underline">
            {t("app.posts.toIndex")}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
