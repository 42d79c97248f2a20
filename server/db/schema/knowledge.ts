import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { languages } from "#graphql/languages";
import { KNOWLEDGE_LIMITS, knowledgeIcons } from "#graphql/validation/knowledge";
import type { RichTextDocument } from "#graphql/validation/rich-text";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

const inList = (column: SQL | unknown, list: readonly string[]) =>
  sql`${column} in (${sql.raw(list.map((v) => `'${v}'`).join(", "))})`;

/**
 * Categories of the knowledge base: a tree at most 4 levels deep, held by the database itself.
 * Each row carries its parent's depth, and the foreign key (parent_id, parent_depth) points at
 * the parent's (id, depth); depth is computed from parent_depth. Moving a branch changes its
 * root's depth, the key cascades the change to the children, theirs to their children, and a
 * row that would land on level 5 fails the CHECK: whatever the code does, and however many
 * authors move and add at once, no branch grows past 4 levels (and a branch moved under itself
 * never stops growing, so that fails too).
 */
export const knowledgeBaseCategories = pgTable(
  "knowledge_base_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentId: uuid("parent_id"),
    parentDepth: smallint("parent_depth"),
    depth: smallint("depth")
      .notNull()
      .generatedAlwaysAs(sql`coalesce(parent_depth, 0) + 1`),
    /** Order among its siblings (then by name). */
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique("knowledge_base_categories_id_depth_key").on(t.id, t.depth),
    foreignKey({
      name: "knowledge_base_categories_parent_fk",
      columns: [t.parentId, t.parentDepth],
      foreignColumns: [t.id, t.depth],
    })
      .onUpdate("cascade")
      .onDelete("restrict"),
    index("knowledge_base_categories_parent_idx").on(t.parentId),
    check(
      "knowledge_base_categories_depth",
      sql`${t.depth} between 1 and ${sql.raw(String(KNOWLEDGE_LIMITS.maxDepth))}`,
    ),
    check("knowledge_base_categories_parent_pair", sql`(${t.parentId} is null) = (${t.parentDepth} is null)`),
    check(
      "knowledge_base_categories_position",
      sql`${t.position} between 0 and ${sql.raw(String(KNOWLEDGE_LIMITS.positionMax))}`,
    ),
  ],
);

/** A category's name, one per language. */
export const knowledgeBaseCategoryTranslations = pgTable(
  "knowledge_base_category_translations",
  {
    categoryId: uuid("category_id")
      .notNull()
      .references(() => knowledgeBaseCategories.id, { onDelete: "cascade" }),
    languageCode: text("language_code", { enum: languages }).notNull(),
    name: text("name").notNull(),
  },
  (t) => [
    primaryKey({ name: "knowledge_base_category_translations_pkey", columns: [t.categoryId, t.languageCode] }),
    check("knowledge_base_category_translations_language", inList(t.languageCode, languages)),
    check(
      "knowledge_base_category_translations_name",
      sql`char_length(btrim(${t.name})) between 1 and ${sql.raw(String(KNOWLEDGE_LIMITS.nameMax))}`,
    ),
  ],
);

/** A post lives in one category (which therefore cannot be deleted while it holds it). */
export const knowledgeBasePosts = pgTable(
  "knowledge_base_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => knowledgeBaseCategories.id, { onDelete: "restrict" }),
    icon: text("icon", { enum: knowledgeIcons }).notNull().default("book"),
    isRecommended: boolean("is_recommended").notNull().default(false),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("knowledge_base_posts_category_idx").on(t.categoryId),
    index("knowledge_base_posts_recommended_idx")
      .on(t.updatedAt)
      .where(sql`${t.isRecommended}`),
    check("knowledge_base_posts_icon", inList(t.icon, knowledgeIcons)),
    check(
      "knowledge_base_posts_position",
      sql`${t.position} between 0 and ${sql.raw(String(KNOWLEDGE_LIMITS.positionMax))}`,
    ),
  ],
);

/** A post's title and content (a ProseMirror document, checked on write), one per language. */
export const knowledgeBasePostTranslations = pgTable(
  "knowledge_base_post_translations",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => knowledgeBasePosts.id, { onDelete: "cascade" }),
    languageCode: text("language_code", { enum: languages }).notNull(),
    title: text("title").notNull(),
    content: jsonb("content").$type<RichTextDocument>().notNull(),
  },
  (t) => [
    primaryKey({ name: "knowledge_base_post_translations_pkey", columns: [t.postId, t.languageCode] }),
    check("knowledge_base_post_translations_language", inList(t.languageCode, languages)),
    check(
      "knowledge_base_post_translations_title",
      sql`char_length(btrim(${t.title})) between 1 and ${sql.raw(String(KNOWLEDGE_LIMITS.titleMax))}`,
    ),
    check(
      "knowledge_base_post_translations_content",
      sql`jsonb_typeof(${t.content}) = 'object' and ${t.content}->>'type' = 'doc'`,
    ),
  ],
);

/**
 * One row: a counter that every change to the four tables above moves, in the changing
 * transaction (statement triggers, migration 0026). The service keeps its tree, per language,
 * while the counter stands: one row read per knowledge-base page, where summing every row's
 * transaction id read both tables (docs/decisions/0021). Written by the triggers only.
 */
export const knowledgeBaseVersion = pgTable(
  "knowledge_base_version",
  {
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("knowledge_base_version_one_row", sql`${t.id}`)],
);
