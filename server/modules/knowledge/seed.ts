import { sql } from "drizzle-orm";
import { languages } from "#graphql/languages";
import { checkDocument, type BlockNode, type RichTextDocument, type TextNode } from "#graphql/validation/rich-text";
import type { Database, Executor } from "../../db/client";
import {
  knowledgeBaseCategories as categories,
  knowledgeBaseCategoryTranslations as categoryNames,
  knowledgeBasePostTranslations as postTexts,
  knowledgeBasePosts as posts,
} from "../../db/schema";
import type { Logger } from "../../logger";
import { seedContent, type SeedCategory } from "./seed-content";

/** "**bold** text" as text nodes. */
function inline(text: string): TextNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith("**")
        ? { type: "text", text: part.slice(2, -2), marks: [{ type: "strong" }] }
        : { type: "text", text: part },
    );
}

/** The seed's light markup (see seed-content.ts) as a document, checked like any author's. */
export function markupToDocument(markup: string): RichTextDocument {
  const content: BlockNode[] = markup
    .trim()
    .split(/\n\s*\n/)
    .map((block): BlockNode => {
      const lines = block.split("\n").map((line) => line.trim());
      if (lines[0].startsWith("## "))
        return { type: "heading", attrs: { level: 2 }, content: inline(lines.join(" ").slice(3)) };
      if (lines.every((line) => line.startsWith("- "))) {
        return {
          type: "bullet_list",
          content: lines.map((line) => ({
            type: "list_item",
            content: [{ type: "paragraph", content: inline(line.slice(2)) }],
          })),
        };
      }
      return { type: "paragraph", content: inline(lines.join(" ")) };
    });
  const checked = checkDocument({ type: "doc", content });
  if (!checked.ok) throw new Error(`seed content is not a valid document: ${checked.error}`);
  return checked.document;
}

async function insertCategory(
  tx: Executor,
  category: SeedCategory,
  position: number,
  parent: { id: string; depth: number } | null,
  now: Date,
) {
  const [row] = await tx
    .insert(categories)
    .values({
      parentId: parent?.id ?? null,
      parentDepth: parent?.depth ?? null,
      position,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: categories.id, depth: categories.depth });
  await tx
    .insert(categoryNames)
    .values(
      languages.map((languageCode) => ({ categoryId: row.id, languageCode, name: category.names[languageCode] })),
    );
  for (const [index, post] of category.posts.entries()) {
    const [postRow] = await tx
      .insert(posts)
      .values({
        categoryId: row.id,
        icon: post.icon,
        isRecommended: post.recommended ?? false,
        position: index,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: posts.id });
    await tx.insert(postTexts).values(
      languages.map((languageCode) => ({
        postId: postRow.id,
        languageCode,
        title: post.texts[languageCode].title,
        content: markupToDocument(post.texts[languageCode].body),
      })),
    );
  }
  for (const [index, child] of (category.children ?? []).entries()) await insertCategory(tx, child, index, row, now);
}

/**
 * Fills an empty knowledge base with the product's help (seed-content.ts). Runs at every start
 * (server/index.ts) and in `npm run seed:demo`; does nothing once the knowledge base holds
 * anything. Instances starting together take an advisory lock, so one seeds and the rest see it
 * done. Returns whether it seeded.
 */
export async function seedKnowledgeBase(db: Database, logger?: Logger, now: Date = new Date()): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('vhold:knowledge:seed', 0))`);
    const [any] = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (any) return false;
    for (const [index, category] of seedContent.entries()) await insertCategory(tx, category, index, null, now);
    return true;
  });
  if (seeded) logger?.info("knowledge base filled with the product's help");
  return seeded;
}
