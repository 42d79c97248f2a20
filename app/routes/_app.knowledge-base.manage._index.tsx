import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, useLoaderData } from "@remix-run/react";
import { LanguageMark } from "~/components/knowledge/language-mark";
import { PostIcon } from "~/components/knowledge/post-icon";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { requireStaff, type AnyCategory } from "./_app.knowledge-base/knowledge.server";

export const meta = pageTitle("knowledgeManage");

/** Staff: the whole tree with what can be done to each category and post. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tree } = await requireStaff(request, context);
  return data({ tree });
}

const link = "text-sm ui-link";

function Branch({ nodes }: { nodes: AnyCategory[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2">
      {nodes.map((node) => (
        <li key={node.id} className="rounded-lg border border-line bg-surface p-3">
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <span className="font-semibold" lang={node.languageCode}>
              {node.name}
              <LanguageMark languageCode={node.languageCode} />
            </span>
            <Link
              to={`/knowledge-base/manage/category/${node.id}`}
              className={link}
              aria-label={`${t("knowledge.manage.edit")}: ${node.name}`}
            >
              {t("knowledge.manage.edit")}
            </Link>
            {node.depth < 4 ? (
              <Link
                to={`/knowledge-base/manage/category/new?parent=${node.id}`}
                className={link}
                aria-label={`${t("knowledge.manage.newSubcategory")}: ${node.name}`}
              >
                {t("knowledge.manage.newSubcategory")}
              </Link>
            ) : null}
            <Link
              to={`/knowledge-base/manage/post/new?category=${node.id}`}
              className={link}
              aria-label={`${t("knowledge.manage.newPost")}: ${node.name}`}
            >
              {t("knowledge.manage.newPost")}
            </Link>
          </div>
          {node.posts.length ? (
            <ul className="mt-2 space-y-1">
              {node.posts.map((post) => (
                <li key={post.id} className="flex items-start gap-2 text-sm">
                  <PostIcon icon={post.icon} className="mt-0.5 size-4" />
                  <span className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
                    <span>
                      <Link
                        to={`/knowledge-base/page/${post.id}`}
                        lang={post.languageCode}
                        className="underline-offset-2 hover:underline"
                      >
                        {post.title}
                      </Link>
                      <LanguageMark languageCode={post.languageCode} />
                    </span>
                    <Link
                      to={`/knowledge-base/manage/post/${post.id}`}
                      className={link}
                      aria-label={`${t("knowledge.manage.edit")}: ${post.title}`}
                    >
                      {t("knowledge.manage.edit")}
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {node.children?.length ? (
            <div className="mt-3 ml-2 border-l border-line pl-3">
              <Branch nodes={node.children} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function ManageKnowledgeBase() {
  const { t } = useTranslation();
  const { tree } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("knowledge.manage.heading")}</h1>
        <p className="max-w-prose text-muted">{t("knowledge.manage.intro")}</p>
        <Link to="/knowledge-base/manage/category/new" className={buttonClass("primary")}>
          {t("knowledge.manage.newCategory")}
        </Link>
      </div>
      {tree.length ? <Branch nodes={tree} /> : <p>{t("knowledge.manage.empty")}</p>}
    </div>
  );
}
