import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Language } from "#graphql/languages";
import {
  KNOWLEDGE_LIMITS,
  categoryInput,
  postInput,
  searchInput,
  type CategoryInput,
  type PostInput,
} from "#graphql/validation/knowledge";
import { UUID } from "#graphql/validation/uuid";
import type { Clock } from "../../clock";
import { queryRows, type Database, type Executor } from "../../db/client";
import { perDatabase, prepareRaw } from "../../db/prepared";
import {
  knowledgeBaseCategories as categories,
  knowledgeBaseCategoryTranslations as categoryNames,
  knowledgeBasePostTranslations as postTexts,
  knowledgeBasePosts as posts,
} from "../../db/schema";
import { DomainError, parseInput } from "../../errors";
import type { Logger } from "../../logger";
import { escapeLike } from "../../db/like";
import {
  SEARCH_STEM_LETTERS,
  buildTree,
  fallbackOrder,
  filterTree,
  findCategory,
  newestRecommended,
  openBranches,
  postView,
  searchWords,
  type CategoryNode,
  type PostView,
} from "./rules";
import { KNOWLEDGE_VERSION_COLUMN, knowledgeVersion } from "./version";

export type PostTranslationRow = typeof postTexts.$inferSelect;

/** The knowledge base's change counter now (see `trees` below). */
const treeVersionStatement = perDatabase((db) =>
  prepareRaw<{ version: string | null }>(
    db,
    "knowledge_tree_version",
    sql`select ${KNOWLEDGE_VERSION_COLUMN} as version`,
  ),
);

/** Recommended posts shown on the main page at most. */
export const RECOMMENDED_LIMIT = 12;

const notFound = () => new DomainError("KNOWLEDGE_BASE_NOT_FOUND", "No such category or post");
const tooDeep = () =>
  new DomainError("KNOWLEDGE_BASE_TOO_DEEP", "The category tree is at most 4 levels deep", {
    fields: { parentId: ["knowledge.validation.tooDeep"] },
  });

/** The PostgreSQL error behind a driver's error (SQLSTATE and constraint), if any. */
function pgError(error: unknown): { code?: string; constraint?: string } {
  const e = ((error as { cause?: unknown })?.cause ?? error) as {
    code?: string;
    constraint?: string;
    constraint_name?: string;
  };
  return { code: e?.code, constraint: e?.constraint ?? e?.constraint_name };
}

/**
 * The database has the last word on the tree (see server/db/schema/knowledge.ts): an author who
 * raced another past the checks below gets the same answer the checks would have given.
 */
function treeError(error: unknown): DomainError | null {
  const { code, constraint } = pgError(error);
  if (code === "23514" && constraint === "knowledge_base_categories_depth") return tooDeep();
  if (code === "23503" && constraint === "knowledge_base_categories_parent_fk") {
    return new DomainError("KNOWLEDGE_BASE_INVALID_PARENT", "The parent category is gone or moved", {
      fields: { parentId: ["knowledge.validation.parentChanged"] },
    });
  }
  return null;
}

/** A language's tree as kept while the counter stands, with its recommended posts once asked. */
interface KeptTree {
  version: string;
  roots: CategoryNode[];
  recommended: PostView[] | undefined;
}

export interface KnowledgeDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
}

/** The knowledge base: the tree, search, posts, and the staff's authoring. */
export class KnowledgeService {
  constructor(private readonly deps: KnowledgeDeps) {}

  private get db() {
    return this.deps.db;
  }

  // ---- Reading ---------------------------------------------------------------------------------

  /**
   * The whole tree in a language, in three queries whatever its size (the bench seeds 2,000
   * posts): the categories, their names, and each post with the one title the reader gets, which
   * PostgreSQL picks (DISTINCT ON, in the fallback order), so no other language travels.
   */
  /**
   * The category tree in a language; with a search, the branches that match; with `open` (and
   * no search), only the open branches list their posts (openBranches).
   */
  async tree(
    language: Language,
    rawSearch?: string | null,
    open?: { categoryIds: readonly string[]; postId?: string | null },
    version?: string,
  ): Promise<CategoryNode[]> {
    const search = parseInput(searchInput, rawSearch, "search");
    const roots = await this.wholeTree(language, version);
    if (search) return filterTree(roots, await this.found(searchWords(search, language)));
    if (open)
      return openBranches(roots, new Set(open.categoryIds.slice(0, KNOWLEDGE_LIMITS.openCategoriesMax)), open.postId);
    return roots;
  }

  /**
   * The names and titles, in any language, that hold every word of a search: as letters
   * ("парол" in "Паролі", any letter case), or, for a word longer than its stem, as one of its
   * forms: a word of the text that keeps the stem (the first three letters) and is close to it by
   * pg_trgm's `word <% text`, true when the share of the word's trigrams found in a word of the
   * text reaches pg_trgm.word_similarity_threshold (0.6 unless the database is set otherwise).
   * So "пароль" finds "Паролі" (0.71), "сеанс" "сеансів", "password" "Passwords". Trigrams, not
   * full-text search: PostgreSQL has no Ukrainian stemmer (decision 0009). The stem is tested
   * first, so trigrams are compared only in the texts that hold it.
   */
  private async found(words: readonly string[]): Promise<Set<string>> {
    if (!words.length) return new Set();
    const holds = (column: typeof categoryNames.name | typeof postTexts.title) => {
      const contains = (letters: string) => sql`${column} ilike ${`%${escapeLike(letters)}%`}`;
      return sql.join(
        words.map((word) => {
          const letters = [...word];
          if (letters.length <= SEARCH_STEM_LETTERS) return contains(word);
          return sql`(${contains(word)} or (${contains(letters.slice(0, SEARCH_STEM_LETTERS).join(""))} and ${word} <% ${column}))`;
        }),
        sql` and `,
      );
    };
    const rows = await queryRows<{ id: string; language: Language }>(
      this.db,
      sql`select category_id as id, language_code as language from knowledge_base_category_translations where ${holds(categoryNames.name)}
          union all
          select post_id, language_code from knowledge_base_post_translations where ${holds(postTexts.title)}`,
    );
    return new Set(rows.map((row) => `${row.id}/${row.language}`));
  }

  /**
   * The tree changes when staff write, and is read on every knowledge-base page: it is kept per
   * language while the tables are as they were. "As they were" is the counter every change to the
   * four tables moves in its own transaction (knowledge_base_version, migration 0026's statement
   * triggers), read from the database, so every instance sees another's change at once.
   */
  private readonly trees = new Map<Language, KeptTree>();

  /**
   * The counter now. A request reads it once (the knowledge loaders' knowledgeVersion), and the
   * web server's with its session check, in the same statement (person-header.ts).
   */
  async version(): Promise<string> {
    const [row] = await treeVersionStatement(this.db)({});
    return knowledgeVersion(row?.version);
  }

  /**
   * The tree at `version` (the request's reading of the counter), else at the counter now. A
   * caller's version read before the tree was: a change in between makes the next request read
   * the tree again, it never serves one older than its version.
   */
  private async keptTree(language: Language, version?: string): Promise<KeptTree> {
    const at = version ?? (await this.version());
    const cached = this.trees.get(language);
    if (cached?.version === at) return cached;
    const kept: KeptTree = { version: at, roots: await this.readTree(language), recommended: undefined };
    this.trees.set(language, kept);
    return kept;
  }

  private async wholeTree(language: Language, version?: string): Promise<CategoryNode[]> {
    return (await this.keptTree(language, version)).roots;
  }

  private async readTree(language: Language): Promise<CategoryNode[]> {
    const order = `{${fallbackOrder(language).join(",")}}`;
    const [categoryRows, nameRows, postRows] = await Promise.all([
      this.db
        .select({
          id: categories.id,
          parentId: categories.parentId,
          depth: categories.depth,
          position: categories.position,
        })
        .from(categories),
      this.db.select().from(categoryNames),
      queryRows<{
        id: string;
        category_id: string;
        icon: PostView["icon"];
        is_recommended: boolean;
        position: number;
        created_at: Date | string;
        updated_at: Date | string;
        language_code: Language;
        title: string;
      }>(
        this.db,
        sql`select distinct on (p.id) p.id, p.category_id, p.icon, p.is_recommended, p.position, p.created_at, p.updated_at, t.language_code, t.title
            from knowledge_base_posts p join knowledge_base_post_translations t on t.post_id = p.id
            order by p.id, array_position(${order}::text[], t.language_code)`,
      ),
    ]);
    const views: PostView[] = postRows.map((row) => ({
      id: row.id,
      knowledgeBaseCategoryId: row.category_id,
      icon: row.icon,
      isRecommended: row.is_recommended,
      position: row.position,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      title: row.title,
      languageCode: row.language_code,
    }));
    return buildTree(categoryRows, nameRows, views, language);
  }

  async category(id: string, language: Language): Promise<CategoryNode> {
    const node = UUID.test(id) ? findCategory(await this.tree(language), id) : undefined;
    if (!node) throw notFound();
    return node;
  }

  /** Every language's texts of the posts, by post (for a DataLoader). */
  async translationsOf(postIds: readonly string[]): Promise<PostTranslationRow[][]> {
    const rows = postIds.length
      ? await this.db
          .select()
          .from(postTexts)
          .where(inArray(postTexts.postId, [...postIds]))
      : [];
    return postIds.map((id) => rows.filter((row) => row.postId === id));
  }

  async post(id: string, language: Language): Promise<{ view: PostView; translations: PostTranslationRow[] }> {
    if (!UUID.test(id)) throw notFound();
    const [row] = await this.db.select().from(posts).where(eq(posts.id, id));
    if (!row) throw notFound();
    const [translations] = await this.translationsOf([id]);
    const view = postView(row, translations, language);
    if (!view) throw notFound();
    return { view, translations };
  }

  /**
   * The recommended posts, newest first (every profile and the knowledge base's main page show
   * them): from the tree kept at `version`, so no statement of their own (docs/decisions/0021).
   */
  async recommended(language: Language, version?: string): Promise<PostView[]> {
    const kept = await this.keptTree(language, version);
    return (kept.recommended ??= newestRecommended(kept.roots, RECOMMENDED_LIMIT));
  }

  // ---- Authoring (staff; the policy is checked before these run) -------------------------------

  private async replaceCategoryNames(tx: Executor, id: string, translations: CategoryInput["translations"]) {
    const kept = translations.map((t) => t.languageCode);
    await tx
      .delete(categoryNames)
      .where(and(eq(categoryNames.categoryId, id), notInArray(categoryNames.languageCode, kept)));
    await tx
      .insert(categoryNames)
      .values(translations.map((t) => ({ categoryId: id, languageCode: t.languageCode, name: t.name })))
      .onConflictDoUpdate({
        target: [categoryNames.categoryId, categoryNames.languageCode],
        set: { name: sql`excluded.name` },
      });
  }

  /** The depth of a would-be parent, or an error that says why it cannot be one. */
  private async parentDepth(tx: Executor, parentId: string): Promise<number> {
    if (!UUID.test(parentId)) throw notFound();
    const [parent] = await tx.select({ depth: categories.depth }).from(categories).where(eq(categories.id, parentId));
    if (!parent) {
      throw new DomainError("KNOWLEDGE_BASE_INVALID_PARENT", "No such parent category", {
        fields: { parentId: ["knowledge.validation.parentChanged"] },
      });
    }
    return parent.depth;
  }

  async createCategory(raw: unknown, language: Language): Promise<CategoryNode> {
    const input = parseInput(categoryInput, raw);
    const now = this.deps.clock.now();
    let id = "";
    try {
      await this.db.transaction(async (tx) => {
        let parentDepth: number | null = null;
        if (input.parentId) {
          parentDepth = await this.parentDepth(tx, input.parentId);
          if (parentDepth >= KNOWLEDGE_LIMITS.maxDepth) throw tooDeep();
        }
        const [row] = await tx
          .insert(categories)
          .values({
            parentId: input.parentId ?? null,
            parentDepth,
            position: input.position ?? 0,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: categories.id });
        id = row.id;
        await this.replaceCategoryNames(tx, id, input.translations);
      });
    } catch (error) {
      throw treeError(error) ?? error;
    }
    this.deps.logger.info({ categoryId: id }, "knowledge base category created");
    return this.category(id, language);
  }

  async updateCategory(id: string, raw: unknown, language: Language): Promise<CategoryNode> {
    const input = parseInput(categoryInput, raw);
    if (!UUID.test(id)) throw notFound();
    const now = this.deps.clock.now();
    try {
      await this.db.transaction(async (tx) => {
        const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
        if (!current) throw notFound();
        const parentId = input.parentId ?? null;
        if (parentId !== current.parentId) {
          let parentDepth: number | null = null;
          if (parentId) {
            // The branch moves whole: under itself or its own descendant it would never end.
            const [{ inside, height }] = await queryRows<{ inside: boolean; height: number }>(
              tx,
              sql`with recursive branch as (
                    select id, depth from knowledge_base_categories where id = ${id}
                    union all
                    select c.id, c.depth from knowledge_base_categories c join branch b on c.parent_id = b.id
                  )
                  select coalesce(bool_or(id = ${parentId}), false) as inside, max(depth) - min(depth) + 1 as height from branch`,
            );
            if (inside) {
              throw new DomainError("KNOWLEDGE_BASE_INVALID_PARENT", "A category cannot move into itself", {
                fields: { parentId: ["knowledge.validation.parentInside"] },
              });
            }
            parentDepth = await this.parentDepth(tx, parentId);
            if (parentDepth + Number(height) > KNOWLEDGE_LIMITS.maxDepth) throw tooDeep();
          }
          await tx.update(categories).set({ parentId, parentDepth }).where(eq(categories.id, id));
        }
        await tx
          .update(categories)
          .set({ position: input.position ?? current.position, updatedAt: now })
          .where(eq(categories.id, id));
        await this.replaceCategoryNames(tx, id, input.translations);
      });
    } catch (error) {
      throw treeError(error) ?? error;
    }
    this.deps.logger.info({ categoryId: id }, "knowledge base category changed");
    return this.category(id, language);
  }

  /** Deletes an empty category. The database refuses one that holds anything, so a post added meanwhile is never orphaned. */
  async deleteCategory(id: string): Promise<boolean> {
    if (!UUID.test(id)) throw notFound();
    try {
      const deleted = await this.db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
      if (deleted.length === 0) throw notFound();
    } catch (error) {
      // 23001: ON DELETE RESTRICT (subcategories, posts); 23503: the same, raised at commit.
      if (["23001", "23503"].includes(pgError(error).code ?? "")) {
        throw new DomainError("KNOWLEDGE_BASE_CATEGORY_NOT_EMPTY", "The category still holds categories or posts");
      }
      throw error;
    }
    this.deps.logger.info({ categoryId: id }, "knowledge base category deleted");
    return true;
  }

  private async replacePostTexts(tx: Executor, id: string, translations: PostInput["translations"]) {
    const kept = translations.map((t) => t.languageCode);
    await tx.delete(postTexts).where(and(eq(postTexts.postId, id), notInArray(postTexts.languageCode, kept)));
    await tx
      .insert(postTexts)
      .values(
        translations.map((t) => ({ postId: id, languageCode: t.languageCode, title: t.title, content: t.content })),
      )
      .onConflictDoUpdate({
        target: [postTexts.postId, postTexts.languageCode],
        set: { title: sql`excluded.title`, content: sql`excluded.content` },
      });
  }

  private categoryGone(error: unknown): DomainError | null {
    const { code, constraint } = pgError(error);
    if (code === "23503" && constraint?.startsWith("knowledge_base_posts_category_id")) {
      return new DomainError("KNOWLEDGE_BASE_NOT_FOUND", "No such category", {
        fields: { categoryId: ["knowledge.validation.categoryGone"] },
      });
    }
    return null;
  }

  async createPost(raw: unknown, language: Language): Promise<PostView> {
    const input = parseInput(postInput, raw);
    const now = this.deps.clock.now();
    let id = "";
    try {
      await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(posts)
          .values({
            categoryId: input.categoryId,
            icon: input.icon,
            isRecommended: input.isRecommended,
            position: input.position ?? 0,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: posts.id });
        id = row.id;
        await this.replacePostTexts(tx, id, input.translations);
      });
    } catch (error) {
      throw this.categoryGone(error) ?? error;
    }
    this.deps.logger.info({ postId: id }, "knowledge base post created");
    return (await this.post(id, language)).view;
  }

  async updatePost(id: string, raw: unknown, language: Language): Promise<PostView> {
    const input = parseInput(postInput, raw);
    if (!UUID.test(id)) throw notFound();
    const now = this.deps.clock.now();
    try {
      await this.db.transaction(async (tx) => {
        const updated = await tx
          .update(posts)
          .set({
            categoryId: input.categoryId,
            icon: input.icon,
            isRecommended: input.isRecommended,
            ...(input.position === null || input.position === undefined ? {} : { position: input.position }),
            updatedAt: now,
          })
          .where(eq(posts.id, id))
          .returning({ id: posts.id });
        if (updated.length === 0) throw notFound();
        await this.replacePostTexts(tx, id, input.translations);
      });
    } catch (error) {
      throw this.categoryGone(error) ?? error;
    }
    this.deps.logger.info({ postId: id }, "knowledge base post changed");
    return (await this.post(id, language)).view;
  }

  async deletePost(id: string): Promise<boolean> {
    if (!UUID.test(id)) throw notFound();
    const deleted = await this.db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
    if (deleted.length === 0) throw notFound();
    this.deps.logger.info({ postId: id }, "knowledge base post deleted");
    return true;
  }

  /** Whether the knowledge base holds anything (the first start fills an empty one). */
  async isEmpty(db: Executor = this.db): Promise<boolean> {
    const [row] = await db.select({ id: categories.id }).from(categories).limit(1);
    return !row;
  }
}
