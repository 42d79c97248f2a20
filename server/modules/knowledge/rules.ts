/**
 * Pure rules of the knowledge base: which language a reader gets, how the tree is built and
 * ordered, and what a search keeps. No database here (unit tested in rules.test.ts).
 */
import { defaultLanguage, languages, type Language } from "#graphql/languages";
import type { KnowledgeIcon } from "#graphql/validation/knowledge";

/**
 * The language a reader gets: their own, else Ukrainian (the product's default), else English,
 * else whatever there is. Undefined only when there is no text at all.
 */
export const fallbackOrder = (language: Language): Language[] => [
  ...new Set<Language>([language, defaultLanguage, "en", ...languages]),
];

export function pickTranslation<T extends { languageCode: Language }>(
  translations: readonly T[],
  language: Language,
): T | undefined {
  for (const code of fallbackOrder(language)) {
    const found = translations.find((t) => t.languageCode === code);
    if (found) return found;
  }
  return undefined;
}

export interface PostView {
  id: string;
  knowledgeBaseCategoryId: string;
  icon: KnowledgeIcon;
  isRecommended: boolean;
  position: number;
  createdAt: Date;
  updatedAt: Date;
  title: string;
  languageCode: Language;
}

export interface CategoryNode {
  id: string;
  parentKnowledgeBaseCategoryId: string | null;
  depth: number;
  position: number;
  name: string;
  languageCode: Language;
  translations: Array<{ languageCode: Language; name: string }>;
  children: CategoryNode[];
  posts: PostView[];
  /** How many posts it holds: posts.length, unless its posts were left out (openBranches). */
  postCount?: number;
}

export interface CategoryRow {
  id: string;
  parentId: string | null;
  depth: number;
  position: number;
}
export interface PostRow {
  id: string;
  categoryId: string;
  icon: KnowledgeIcon;
  isRecommended: boolean;
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A post as the reader sees it: its title in their language (or the fallback's). */
export function postView(
  row: PostRow,
  titles: ReadonlyArray<{ languageCode: Language; title: string }>,
  language: Language,
): PostView | null {
  const picked = pickTranslation(titles, language);
  if (!picked) return null;
  return {
    id: row.id,
    knowledgeBaseCategoryId: row.categoryId,
    icon: row.icon,
    isRecommended: row.isRecommended,
    position: row.position,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    title: picked.title,
    languageCode: picked.languageCode,
  };
}

const collators = new Map<Language, Intl.Collator>();
const collator = (language: Language) => {
  let c = collators.get(language);
  if (!c) collators.set(language, (c = new Intl.Collator(language, { sensitivity: "base", numeric: true })));
  return c;
};

/**
 * The tree, top level first: siblings by position, then by name in the reader's language.
 * A post whose category is missing (deleted as the lists were read) is left out.
 */
export function buildTree(
  categories: readonly CategoryRow[],
  names: ReadonlyArray<{ categoryId: string; languageCode: Language; name: string }>,
  posts: readonly PostView[],
  language: Language,
): CategoryNode[] {
  const namesOf = new Map<string, Array<{ languageCode: Language; name: string }>>();
  for (const n of names) {
    let list = namesOf.get(n.categoryId);
    if (!list) namesOf.set(n.categoryId, (list = []));
    list.push({ languageCode: n.languageCode, name: n.name });
  }
  const nodes = new Map<string, CategoryNode>();
  for (const row of categories) {
    const translations = (namesOf.get(row.id) ?? []).sort(
      (a, b) => languages.indexOf(a.languageCode) - languages.indexOf(b.languageCode),
    );
    const picked = pickTranslation(translations, language);
    nodes.set(row.id, {
      id: row.id,
      parentKnowledgeBaseCategoryId: row.parentId,
      depth: row.depth,
      position: row.position,
      // Every category is created with a name; an empty one would only show a bug, not hide a branch.
      name: picked?.name ?? "",
      languageCode: picked?.languageCode ?? language,
      translations,
      children: [],
      posts: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentKnowledgeBaseCategoryId ? nodes.get(node.parentKnowledgeBaseCategoryId) : undefined;
    if (parent) parent.children.push(node);
    else if (!node.parentKnowledgeBaseCategoryId) roots.push(node);
  }
  for (const post of posts) nodes.get(post.knowledgeBaseCategoryId)?.posts.push(post);

  const compare = collator(language).compare;
  const sortLevel = (list: CategoryNode[]) => {
    list.sort((a, b) => a.position - b.position || compare(a.name, b.name));
    for (const node of list) {
      node.posts.sort((a, b) => a.position - b.position || compare(a.title, b.title));
      sortLevel(node.children);
    }
  };
  sortLevel(roots);
  return roots;
}

/** Words of a search compared at most (a search is at most 100 characters). */
export const SEARCH_WORDS_MAX = 10;
/**
 * The letters a form of a word keeps: its first three. A word of the search is found as letters
 * anywhere in a text, and a longer word also as a form of it ("пароль" in "Паролі"), which keeps
 * these letters (so the database compares trigrams only in texts that hold them).
 */
export const SEARCH_STEM_LETTERS = 3;

/** The words of a search, as they are compared: in lower case (in the reader's language), each once. */
export function searchWords(search: string, language: Language): string[] {
  const words = search.toLocaleLowerCase(language).normalize("NFKC").split(/\s+/u).filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

/** The names and titles a search found, as `${id}/${languageCode}`, in any language (service.ts). */
export type FoundTexts = ReadonlySet<string>;

/**
 * Keeps the branches where a category's name or a post's title was found in the language the
 * reader sees it in: a matching category keeps everything it holds; any other category stays
 * only to lead to what matches below it, holding only that.
 */
export function filterTree(roots: readonly CategoryNode[], found: FoundTexts): CategoryNode[] {
  const matches = (id: string, language: Language) => found.has(`${id}/${language}`);
  const keep = (node: CategoryNode): CategoryNode | null => {
    if (matches(node.id, node.languageCode)) return node;
    const children = node.children.map(keep).filter((child): child is CategoryNode => child !== null);
    const posts = node.posts.filter((post) => matches(post.id, post.languageCode));
    return children.length || posts.length ? { ...node, children, posts } : null;
  };
  return roots.map(keep).filter((node): node is CategoryNode => node !== null);
}

/**
 * The tree as a sidebar shows it: only the open categories list their posts, the others none,
 * each still counting what it holds (postCount). Open are the categories named, and the one
 * holding `postId` with its ancestors (the branch of the page being read). A reading page then
 * receives its open branches, not 2,000 posts (docs/decisions/0021).
 */
export function openBranches(
  roots: readonly CategoryNode[],
  open: ReadonlySet<string>,
  postId?: string | null,
): CategoryNode[] {
  const opened = new Set(open);
  if (postId) {
    const path: CategoryNode[] = [];
    const find = (nodes: readonly CategoryNode[]): boolean =>
      nodes.some((node) => {
        path.push(node);
        if (node.posts.some((post) => post.id === postId) || find(node.children)) return true;
        path.pop();
        return false;
      });
    if (find(roots)) for (const node of path) opened.add(node.id);
  }
  const prune = (node: CategoryNode): CategoryNode => ({
    ...node,
    children: node.children.map(prune),
    posts: opened.has(node.id) ? node.posts : [],
    postCount: node.postCount ?? node.posts.length,
  });
  return roots.map(prune);
}

/** Finds a category anywhere in a tree. */
export function findCategory(roots: readonly CategoryNode[], id: string): CategoryNode | undefined {
  for (const node of roots) {
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The recommended posts of a tree, newest first (last changed), at most `limit`; ties by id. */
export function newestRecommended(roots: readonly CategoryNode[], limit: number): PostView[] {
  const found: PostView[] = [];
  const walk = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      for (const post of node.posts) if (post.isRecommended) found.push(post);
      walk(node.children);
    }
  };
  walk(roots);
  found.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return found.slice(0, limit);
}
