import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import type { MetaFunction } from "@remix-run/react";
import { data, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GetKnowledgeBasePostDocument, type GetKnowledgeBasePostQuery } from "#graphql/generated/operations";
import { PostIcon } from "~/components/knowledge/post-icon";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { formatDateTime } from "~/lib/format-date";
import { getTranslator } from "~/lib/forms.server";
import { isLanguage, languages, PRODUCT_NAME } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n-react";
import type { RouteHandle } from "~/lib/route-handle";
import { useSignedInUser } from "~/lib/signed-in";
import type { loader as layoutLoader } from "./_app.knowledge-base/route";
import { dynamicKey } from "~/lib/translate";

/** A text to read: links and plain forms only, so the page ships no script at all. */
export const handle: RouteHandle = { hydrate: false };

type Post = GetKnowledgeBasePostQuery["getKnowledgeBasePost"];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { locale } = await getTranslator(request, context);
  let post: Post | null = null;
  try {
    post = (await auth.call(GetKnowledgeBasePostDocument, { id: params.id ?? "", language: locale }))
      .getKnowledgeBasePost;
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "KNOWLEDGE_BASE_NOT_FOUND") throw error;
  }
  if (!post) return data({ post: null, shown: null, others: [], asked: null }, { status: 404 });
  // ?lang= picks another of the post's languages; otherwise the reader's own, or its fallback.
  const asked = new URL(request.url).searchParams.get("lang");
  const chosen = isLanguage(asked) ? post.translations.find((t) => t.languageCode === asked) : undefined;
  const shown = chosen ?? post.translations.find((t) => t.languageCode === post.languageCode)!;
  const others = languages.filter(
    (l) => l !== shown.languageCode && post.translations.some((t) => t.languageCode === l),
  );
  return data({
    post,
    shown: { languageCode: shown.languageCode, title: shown.title, html: shown.contentHtml },
    others,
    asked: chosen ? asked : null,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (page?.shown) return [{ title: `${page.shown.title} | ${PRODUCT_NAME}` }];
  const root = matches.find((m) => m.id === "root")?.data as { titles?: Record<string, string> } | undefined;
  return [{ title: `${root?.titles?.knowledgeBase ?? ""} | ${PRODUCT_NAME}` }];
};

export default function KnowledgeBasePost() {
  const { t, i18n } = useTranslation();
  const { post, shown, others, asked } = useLoaderData<typeof loader>();
  const user = useSignedInUser();
  const { path, isStaff } = useRouteLoaderData<typeof layoutLoader>("routes/_app.knowledge-base")!;
  if (!post || !shown) {
    return (
      <section aria-labelledby="kb-missing" className="space-y-3">
        <h1 id="kb-missing" className="text-2xl font-semibold">
          {t("knowledge.post.missing")}
        </h1>
        <p className="text-muted">{t("knowledge.post.missingText")}</p>
        <Link to="/knowledge-base" className="inline-block text-link underline">
          {t("knowledge.post.toIndex")}
        </Link>
      </section>
    );
  }
  const date = (iso: string) => formatDateTime(iso, i18n.language, user.formatTime);
  const fallback = !asked && shown.languageCode !== i18n.language;
  return (
    <article className="space-y-5" aria-labelledby="kb-post-title">
      {path.length ? (
        <nav aria-label={t("knowledge.post.breadcrumbs")}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-subtle">
            {path.map((category, index) => (
              <li key={category.id} className="flex items-center gap-1">
                {index > 0 ? <span aria-hidden="true">›</span> : null}
                <span lang={category.languageCode}>{category.name}</span>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <header className="space-y-3">
        <div className="flex items-start gap-3">
          <span className="rounded-lg bg-selected p-2.5 text-selected-fg">
            <PostIcon icon={post.icon} className="size-6" />
          </span>
          <h1 id="kb-post-title" lang={shown.languageCode} className="min-w-0 pt-1 text-2xl font-semibold break-words">
            {shown.title}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-subtle">
          {post.isRecommended ? (
            <span className="rounded-full bg-success-soft px-2 py-0.5 font-medium text-success">
              {t("knowledge.post.recommended")}
            </span>
          ) : null}
          <span>
            {t("knowledge.post.created")} <time dateTime={post.createdAt}>{date(post.createdAt)}</time>
          </span>
          <span>
            {t("knowledge.post.updated")} <time dateTime={post.updatedAt}>{date(post.updatedAt)}</time>
          </span>
          {isStaff ? (
            <Link to={`/knowledge-base/manage/post/${post.id}`} className="text-link underline">
              {t("knowledge.post.edit")}
            </Link>
          ) : null}
        </div>
        {fallback ? (
          <p className="rounded-md border border-warning-line bg-warning-soft p-3 text-sm text-warning">
            {t("knowledge.post.fallback", {
              language: t(dynamicKey(`language.${i18n.language}`)),
              shown: t(dynamicKey(`language.${shown.languageCode}`)),
            })}
          </p>
        ) : null}
        {others.length ? (
          <p className="text-sm text-muted">
            {t("knowledge.post.otherLanguages")}{" "}
            {others.map((language, index) => (
              <span key={language}>
                {index > 0 ? ", " : null}
                <Link to={`?lang=${language}`} lang={language} hrefLang={language} className="text-link underline">
                  {t(`language.${language}`)}
                </Link>
              </span>
            ))}
          </p>
        ) : null}
      </header>
      {/* HTML the API rendered from the document's whitelisted nodes and marks (server/rich-text/render.ts). */}
      <div
        lang={shown.languageCode}
        className="kb-content max-w-prose"
        dangerouslySetInnerHTML={{ __html: shown.html }}
      />
    </article>
  );
}
