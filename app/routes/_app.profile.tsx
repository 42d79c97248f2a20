import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import {
  ListRecommendedKnowledgeBasePostsDocument,
  ListUserCompaniesDocument,
  ListUserIncomingShareTransfersDocument,
} from "#graphql/generated/operations";
import { formatShare } from "#graphql/validation/company-limits";
import { buttonClass } from "~/components/ui/button";
import { CompanyAvatar } from "~/components/vhold/avatar";
import { UserAvatar } from "~/components/ui/user-avatar";
import { PostList } from "~/components/knowledge/post-list";
import { requireUserSession } from "~/lib/auth.server";
import { getTranslator } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { loader as appLoader } from "./_app";

export const meta = pageTitle("profile");

/**
 * The user's companies with their share, the share transfers offered to them (a recipient owns
 * no part of the company yet, so they answer from here), and the recommended posts of the
 * knowledge base (spec: recommended posts appear on the main page).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { locale } = await getTranslator(request, context);
  const [{ listRecommendedKnowledgeBasePosts }, { listUserCompanies }, { listUserIncomingShareTransfers }] = await Promise.all([
    auth.call(ListRecommendedKnowledgeBasePostsDocument, { language: locale }),
    auth.call(ListUserCompaniesDocument, {}),
    auth.call(ListUserIncomingShareTransfersDocument, { filter: { status: "PENDING" }, limit: 20 }),
  ]);
  return data(
    { recommended: listRecommendedKnowledgeBasePosts.slice(0, 6), companies: listUserCompanies, offers: listUserIncomingShareTransfers }
  );
}

/** The user's home. Roles, invitations and notifications come with later issues. */
// The profile recommends help posts and lists companies.
export const handle: RouteHandle = { i18n: ["knowledge", "vhold"] };

export default function Profile() {
  const { t } = useTranslation();
  const { user } = useRouteLoaderData<typeof appLoader>("routes/_app")!;
  const { recommended, companies, offers } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-4">
        <UserAvatar user={user} size="lg" />
        <h1 className="min-w-0 text-2xl font-semibold">{t("profile.heading", { name: user.name })}</h1>
      </div>
      <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <dt className="text-slate-600 dark:text-slate-400">{t("profile.username")}</dt>
        <dd data-testid="profile-username">{user.username}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t("profile.phone")}</dt>
        <dd>{user.phone}</dd>
      </dl>
      {offers.length ? (
        <section aria-labelledby="offers-heading" className="space-y-2">
          <h2 id="offers-heading" className="text-lg font-semibold">
            {t("vhold.profile.incoming")}
          </h2>
          <ul className="max-w-xl space-y-2">
            {offers.map((offer) => (
              <li key={offer.id}>
                <Link
                  to={`/vhold/${offer.companyId}/transfers/${offer.id}`}
                  className="block rounded-lg border border-amber-300 bg-amber-50 p-3 hover:bg-amber-100 dark:border-amber-700 dark:bg-amber-950 dark:hover:bg-amber-900"
                >
                  {t("vhold.profile.offer", {
                    from: `${offer.fromUser.name} ${offer.fromUser.surname}`,
                    share: formatShare(offer.share),
                    company: offer.company.name,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="companies-heading" className="space-y-3">
        <h2 id="companies-heading" className="text-lg font-semibold">
          {t("profile.companies")}
        </h2>
        {companies.length ? (
          <ul className="grid max-w-3xl gap-2 sm:grid-cols-2" data-testid="my-companies">
            {companies.map((company) => (
              <li key={company.id}>
                <Link
                  to={`/vhold/${company.id}`}
                  className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand dark:border-slate-800 dark:bg-slate-900"
                >
                  <CompanyAvatar name={company.name} size="sm" />
                  <span className="min-w-0 flex-1 break-words font-medium">{company.name}</span>
                  <span className="shrink-0 tabular-nums">{t("vhold.share", { share: formatShare(company.myShare ?? 0) })}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">{t("profile.noCompanies")}</p>
        )}
        <Link to="/create-company" className={buttonClass("secondary")}>
          {t("vhold.profile.create")}
        </Link>
      </section>
      {recommended.length ? (
        <section aria-labelledby="kb-recommended-heading" className="space-y-3">
          <h2 id="kb-recommended-heading" className="text-lg font-semibold">
            {t("knowledge.onProfile")}
          </h2>
          <PostList posts={recommended} labelledBy="kb-recommended-heading" />
          <Link to="/knowledge-base" className="inline-block text-sm text-brand underline dark:text-sky-300">
            {t("knowledge.toIndex")}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
