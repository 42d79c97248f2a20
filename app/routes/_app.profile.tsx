import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ListRecommendedKnowledgeBasePostsDocument } from "#graphql/generated/operations";
import { PostList } from "~/components/knowledge/post-list";
import { requireUserSession } from "~/lib/auth.server";
import { getTranslator } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { loader as appLoader } from "./_app";

export const meta = pageTitle("profile");

/** The recommended posts of the knowledge base (spec: recommended posts appear on the main page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { locale } = await getTranslator(request, context);
  const { listRecommendedKnowledgeBasePosts } = await auth.call(ListRecommendedKnowledgeBasePostsDocument, { language: locale });
  return data({ recommended: listRecommendedKnowledgeBasePosts.slice(0, 6) });
}

/** The user's home. Companies, roles, invitations and notifications come with later issues. */
// The profile recommends help posts.
export const handle: RouteHandle = { i18n: ["knowledge"] };

export default function Profile() {
  const { t } = useTranslation();
  const { user } = useRouteLoaderData<typeof appLoader>("routes/_app")!;
  const { recommended } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("profile.heading", { name: user.name })}</h1>
      <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <dt className="text-slate-600 dark:text-slate-400">{t("profile.username")}</dt>
        <dd data-testid="profile-username">{user.username}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t("profile.phone")}</dt>
        <dd>{user.phone}</dd>
      </dl>
      <section aria-labelledby="companies-heading">
        <h2 id="companies-heading" className="text-lg font-semibold">
          {t("profile.companies")}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("profile.noCompanies")}</p>
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
