import { parse, serialize } from "cookie";
import { redirect, type AppLoadContext } from "@remix-run/server-runtime";
import { KnowledgeBaseTreeDocument, type KnowledgeBaseTreeQuery } from "#graphql/generated/operations";
import { UUID } from "#graphql/validation/uuid";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { getTranslator } from "~/lib/forms.server";
import type { Language } from "~/lib/i18n";
import type { PostSummary, TreeNode, TreePost } from "~/components/knowledge/types";

export type ApiCategory = KnowledgeBaseTreeQuery["listKnowledgeBaseCategories"][number];
/** A category of the API's tree at any level (the deepest level has no `children`). */
export type AnyCategory = Omit<ApiCategory, "children"> & { children?: AnyCategory[] };

/** Categories a reader opened in the sidebar: kept in a cookie so the server renders the tree as they left it. */
const TREE_COOKIE = "kb_tree";
const TREE_MAX = 80; // 80 ids of 36 characters stay well inside a cookie's 4 KB
/** The knowledge pages visited in this browser session, newest last (the spec's "last knowledge route"). */
const TRAIL_COOKIE = "kb_trail";
const TRAIL_MAX = 10;

/** Posts the sidebar lists for one search at most; a broader search asks to be narrowed. */
export const SEARCH_POSTS_MAX = 200;

function cookieList(request: Request, name: string): string[] {
  const value = parse(request.headers.get("cookie") ?? "")[name];
  return value ? value.split("|").filter(Boolean) : [];
}

export function expandedIds(request: Request): Set<string> {
  return new Set(cookieList(request, TREE_COOKIE).filter((id) => UUID.test(id)));
}

export function expandedCookie(request: Request, id: string, open: boolean, secure: boolean): string {
  const ids = [...expandedIds(request)].filter((other) => other !== id);
  if (open) ids.push(id);
  // Not httpOnly: with JavaScript the page writes the same cookie itself (a view preference, nothing secret).
  return serialize(TREE_COOKIE, ids.slice(-TREE_MAX).join("|"), {
    path: "/",
    sameSite: "lax",
    secure,
    maxAge: 60 * 60 * 24 * 365,
  });
}

/**
 * A category opened or closed without JavaScript comes back to a page whose tree, on a phone,
 * is behind a closed disclosure: this cookie, set by the toggle and read once by the next page,
 * has it rendered open.
 */
const TREE_SHOWN_COOKIE = "kb_tree_shown";

export const treeShownCookie = (secure: boolean) =>
  serialize(TREE_SHOWN_COOKIE, "1", { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge: 60 });

/** Whether the tree is to be rendered open, and the header that forgets it once read. */
export function takeTreeShown(request: Request, secure: boolean): { shown: boolean; setCookie: string | null } {
  if (!parse(request.headers.get("cookie") ?? "")[TREE_SHOWN_COOKIE]) return { shown: false, setCookie: null };
  return {
    shown: true,
    setCookie: serialize(TREE_SHOWN_COOKIE, "", { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge: 0 }),
  };
}

/**
 * Where Back leads: the knowledge page before this one, else the main area. Going to that page
 * (Back) steps the trail back; a new page is added; the same page (a reload, a new search) is not.
 */
export function trail(request: Request, secure: boolean): { back: string; setCookie: string } {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const pages = cookieList(request, TRAIL_COOKIE)
    .map((page) => decodeURIComponent(page))
    .filter((page) => page.startsWith("/knowledge-base"));
  const pathOf = (page: string) => page.split("?")[0];
  if (pages.length >= 2 && pathOf(pages[pages.length - 2]) === url.pathname) pages.pop();
  if (pages.length && pathOf(pages[pages.length - 1]) === url.pathname) pages[pages.length - 1] = here;
  else pages.push(here);
  const kept = pages.slice(-TRAIL_MAX);
  return {
    back: kept.length >= 2 ? kept[kept.length - 2] : "/profile",
    // A session cookie: the trail ends with the browser session, as session storage would.
    setCookie: serialize(TRAIL_COOKIE, kept.map((page) => encodeURIComponent(page)).join("|"), {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
    }),
  };
}

/** Every category of a tree, depth first, in order. */
export function flatten(nodes: readonly AnyCategory[]): AnyCategory[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

/** The ids of a category's ancestors, from the top, in a flattened tree. */
export function ancestorsOf(all: readonly AnyCategory[], categoryId: string | null | undefined): string[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  const path: string[] = [];
  let current = categoryId ? byId.get(categoryId) : undefined;
  while (current) {
    path.unshift(current.id);
    current = current.parentKnowledgeBaseCategoryId ? byId.get(current.parentKnowledgeBaseCategoryId) : undefined;
  }
  return path;
}

const summary = (post: Pick<PostSummary, "id" | "title" | "languageCode" | "icon">): TreePost => ({
  id: post.id,
  title: post.title,
  languageCode: post.languageCode as Language,
  icon: post.icon,
});

/**
 * What the sidebar shows: open categories with what they hold, closed ones as a name and a
 * count. Only that travels to the page, so 2,000 posts cost what the open branches hold.
 * While searching everything that matched is open, up to SEARCH_POSTS_MAX posts.
 */
export function visibleTree(
  nodes: readonly AnyCategory[],
  open: (id: string) => boolean,
  searching: boolean,
): { nodes: TreeNode[]; cut: boolean } {
  let budget = SEARCH_POSTS_MAX;
  let cut = false;
  const walk = (list: readonly AnyCategory[]): TreeNode[] =>
    list.map((node) => {
      const children = node.children ?? [];
      const isOpen = searching || open(node.id);
      let posts: TreePost[] = [];
      if (isOpen) {
        const shown = searching ? node.posts.slice(0, Math.max(0, budget)) : node.posts;
        if (searching) {
          budget -= shown.length;
          if (shown.length < node.posts.length) cut = true;
        }
        posts = shown.map(summary);
      }
      return {
        id: node.id,
        name: node.name,
        languageCode: node.languageCode as Language,
        depth: node.depth,
        count: children.length + node.postCount,
        open: isOpen,
        children: isOpen ? walk(children) : [],
        posts,
      };
    });
  return { nodes: walk(nodes), cut };
}

/**
 * The knowledge-base page's shared part: the signed-in reader's API, their language, the tree
 * (searched when `search` is given) and whether they may author.
 */
export async function loadKnowledge(
  request: Request,
  context: AppLoadContext,
  search?: string | null,
  open?: { categoryIds: string[]; postId: string | null },
) {
  const auth = await requireUserSession(request, context);
  const { locale, t } = await getTranslator(request, context);
  // `open`: a reading page's sidebar, which lists the posts of its open branches only (the API
  // leaves the others' out and counts them); authoring pages ask for everything.
  const branches = open ? { openCategoryIds: open.categoryIds, openPostId: open.postId } : {};
  let data: KnowledgeBaseTreeQuery;
  try {
    data = await auth.call(KnowledgeBaseTreeDocument, {
      language: locale,
      search: search?.trim() ? search.trim().slice(0, 100) : null,
      ...branches,
    });
  } catch (error) {
    // A search the API refuses (too long) shows the whole tree instead of an error page.
    if (!(error instanceof ApiError) || error.code !== "BAD_USER_INPUT") throw error;
    data = await auth.call(KnowledgeBaseTreeDocument, { language: locale, search: null, ...branches });
  }
  return {
    auth,
    locale,
    t,
    tree: data.listKnowledgeBaseCategories as AnyCategory[],
    isStaff: data.getAuthUser.isStaff,
  };
}

/** Authoring pages are for staff; anyone else is sent back to reading. */
export async function requireStaff(request: Request, context: AppLoadContext) {
  const knowledge = await loadKnowledge(request, context);
  if (!knowledge.isStaff) throw redirect("/knowledge-base");
  return knowledge;
}
