import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, Outlet, redirect, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { SearchForm } from "~/components/knowledge/search-form";
import { KnowledgeTree } from "~/components/knowledge/tree";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { safeRedirect } from "~/lib/safe-redirect";
import knowledgeStyles from "~/styles/knowledge.css?url";
import richTextStyles from "~/styles/rich-text.css?url";
import {
  ancestorsOf,
  expandedCookie,
  expandedIds,
  flatten,
  loadKnowledge,
  takeTreeShown,
  trail,
  treeShownCookie,
  visibleTree,
} from "./knowledge.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: richTextStyles },
  { rel: "stylesheet", href: knowledgeStyles },
];

/**
 * The knowledge-base layout: a sidebar with Back, search and the category tree, and the page.
 * The tree is rendered as the reader left it (open categories in a cookie); the branch of the
 * post in view is always open; while searching, everything that matched is.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = url.pathname === "/knowledge-base" ? (url.searchParams.get("q") ?? "").slice(0, 100) : "";
  const currentPostId = params.id;
  const expanded = expandedIds(request);
  // Only the open branches' posts are asked for: those the reader opened, and the post's own.
  const { tree, isStaff } = await loadKnowledge(request, context, q, {
    categoryIds: [...expanded],
    postId: currentPostId ?? null,
  });
  const all = flatten(tree);
  const home = currentPostId
    ? all.find((category) => category.posts.some((post) => post.id === currentPostId))
    : undefined;
  const alwaysOpen = new Set(ancestorsOf(all, home?.id));
  const searching = q.trim().length > 0;
  const visible = visibleTree(tree, (id) => expanded.has(id) || alwaysOpen.has(id), searching);
  const secure = context.secureCookies;
  const { back, setCookie } = trail(request, secure);
  const treeShown = takeTreeShown(request, secure);
  const headers = new Headers();
  headers.append("set-cookie", setCookie);
  if (treeShown.setCookie) headers.append("set-cookie", treeShown.setCookie);
  return data(
    {
      q,
      searching,
      isStaff,
      back,
      treeShown: treeShown.shown,
      tree: visible.nodes,
      cut: visible.cut,
      /** The categories of the post in view, from the top (for its breadcrumbs). */
      path: [...alwaysOpen].map((id) => {
        const category = all.find((c) => c.id === id)!;
        return { id, name: category.name, languageCode: category.languageCode };
      }),
    },
    { headers },
  );
}

/** Opens or closes a category of the tree (the form's toggle buttons, without JavaScript). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const [id, state] = String(form.get("toggle") ?? "").split(":");
  const to = safeRedirect(form.get("redirectTo"), "/knowledge-base");
  if (!id || !["open", "close"].includes(state)) return redirect(to);
  const headers = new Headers();
  headers.append("set-cookie", expandedCookie(request, id, state === "open", context.secureCookies));
  headers.append("set-cookie", treeShownCookie(context.secureCookies));
  return redirect(`${to.split("#")[0]}#kb-node-${id}`, { headers });
}

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/knowledge.ts")) };

export default function KnowledgeBaseLayout() {
  const { t } = useTranslation();
  const { q, searching, isStaff, back, treeShown, tree, cut } = useLoaderData<typeof loader>();
  const location = useLocation();
  const matches = useMatches();
  const currentPostId = matches.find((m) => m.id === "routes/_app.knowledge-base.page.$id")?.params.id;
  // The index page hydrates: there the search filters as the reader types.
  const live = matches.some((m) => m.id === "routes/_app.knowledge-base._index");
  return (
    <div className="gap-8 md:grid md:grid-cols-[265px_minmax(0,1fr)]">
      <aside aria-label={t("knowledge.sidebar")} className="mb-6 space-y-4 md:mb-0">
        <Link to={back} className="inline-flex items-center gap-1 text-sm ui-link">
          <span aria-hidden="true">←</span> {t("knowledge.back")}
        </Link>
        <SearchForm q={q} live={live} />
        {/* On a phone the page comes first: the tree waits behind its disclosure (a <details>,
            which opens without JavaScript, and is rendered open after a toggle without it).
            From md up knowledge.css keeps it open and hides the summary. A search that found
            nothing says so once, in the results. */}
        {tree.length || !searching ? (
          <details className="kb-tree rounded-lg border border-line bg-surface" open={treeShown || undefined}>
            <summary className="cursor-pointer px-3 py-2 text-sm font-medium">{t("knowledge.tree.label")}</summary>
            <div className="space-y-4 p-2">
              <nav aria-label={t("knowledge.tree.label")}>
                <KnowledgeTree
                  nodes={tree}
                  currentPostId={currentPostId}
                  searching={searching}
                  here={location.pathname + location.search}
                />
                {cut ? <p className="px-1 pt-2 text-xs text-subtle">{t("knowledge.search.narrow")}</p> : null}
              </nav>
              {isStaff ? (
                <Link to="/knowledge-base/manage" className="inline-block px-1 text-sm text-link underline">
                  {t("knowledge.manage.link")}
                </Link>
              ) : null}
            </div>
          </details>
        ) : null}
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
