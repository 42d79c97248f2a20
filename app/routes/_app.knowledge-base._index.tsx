import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ListRecommendedKnowledgeBasePostsDocument } from "#graphql/generated/operations";
import { PostList, type ListedPost } from "~/components/knowledge/post-list";
import type { TreeNode } from "~/components/knowledge/types";
import { requireUserSession } from "~/lib/auth.server";
import { getTranslator } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import type { loader as layoutLoader } from "./_app.knowledge-base/route";

export const meta = pageTitle("knowledgeBase");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // While searching the page lists what matched (from the layout's tree); otherwise what to read first.
  if (url.searchParams.get("q")?.trim()) return { recommended: [] };
  const auth = await requireUserSession(request, context);
  const { locale } = await getTranslator(request, context);
  const { listRecommendedKnowledgeBasePosts } = await auth.call(ListRecommendedKnowledgeBasePostsDocument, {
    language: locale,
  });
  return data({ recommended: listRecommendedKnowledgeBasePosts });
}

/** The posts of a (searched, so open) tree, each with the names of its categories. */
function postsOf(nodes: TreeNode[], path: string[] = []): ListedPost[] {
  return nodes.flatMap((node) => [
    ...node.posts.map((post) => ({ ...post, path: [...path, node.name] })),
    ...postsOf(node.children, [...path, node.name]),
  ]);
}

export default function KnowledgeBaseIndex() {
  const { t } = useTranslation();
  const { recommended } = useLoaderData<typeof loader>();
  const { q, searching, tree, cut } = useRouteLoaderData<typeof layoutLoader>("routes/_app.knowledge-base")!;
  if (searching) {
    const found = postsOf(tree);
    return (
      <section aria-labelledby="kb-results" className="space-y-4">
        <h1 id="kb-results" className="text-2xl font-semibold">
          {t("knowledge.search.heading")}
        </h1>
        <p role="status" className="text-muted">
          {found.length || tree.length
            ? t("knowledge.search.found", { count: found.length, query: q })
            : t("knowledge.search.none")}
          {cut ? ` ${t("knowledge.search.narrow")}` : null}
        </p>
        {found.length ? <PostList posts={found} labelledBy="kb-results" /> : null}
      </section>
    );
  }
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("knowledge.heading")}</h1>
        <p className="max-w-prose text-muted">{t("knowledge.intro")}</p>
      </div>
      <section aria-labelledby="kb-recommended" className="space-y-3">
        <h2 id="kb-recommended" className="text-lg font-semibold">
          {t("knowledge.recommended")}
        </h2>
        {recommended.length ? (
          <PostList posts={recommended} labelledBy="kb-recommended" />
        ) : (
          <p className="text-muted">{t("knowledge.noRecommended")}</p>
        )}
      </section>
    </div>
  );
}
