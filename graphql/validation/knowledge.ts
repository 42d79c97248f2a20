/**
 * Input rules of the knowledge base, shared by the web actions and the API. Messages are
 * catalogue keys (app/locales: knowledge.validation.*). The database checks the same limits.
 */
import { z } from "zod";
import { languages, type Language } from "../languages";
import { contentOfRow, parseDocument, type RichTextDocument } from "./rich-text";

// The limits and icons carry no zod: the browser imports them (the post form's icons).
export { KNOWLEDGE_LIMITS, knowledgeIcons, type KnowledgeIcon } from "./knowledge-limits";
import { KNOWLEDGE_LIMITS, knowledgeIcons } from "./knowledge-limits";

const uuid = z.string().uuid("knowledge.validation.notFound");

const language = z.enum(languages, { error: "knowledge.validation.language" });

const position = z
  .number({ error: "knowledge.validation.position" })
  .int("knowledge.validation.position")
  .min(0, "knowledge.validation.position")
  .max(KNOWLEDGE_LIMITS.positionMax, "knowledge.validation.position");

const categoryName = z
  .string({ error: "knowledge.validation.nameRequired" })
  .trim()
  .min(1, "knowledge.validation.nameRequired")
  .max(KNOWLEDGE_LIMITS.nameMax, "knowledge.validation.nameTooLong");

const postTitle = z
  .string({ error: "knowledge.validation.titleRequired" })
  .trim()
  .min(1, "knowledge.validation.titleRequired")
  .max(KNOWLEDGE_LIMITS.titleMax, "knowledge.validation.titleTooLong");

/** One text per language: a second text for the same language is a mistake, not an update. */
function oneEach<T extends { languageCode: Language }>(list: T[], ctx: z.RefinementCtx) {
  const seen = new Set<Language>();
  list.forEach((item, index) => {
    if (seen.has(item.languageCode)) {
      ctx.addIssue({ code: "custom", path: [index, "languageCode"], message: "knowledge.validation.languageTwice" });
    }
    seen.add(item.languageCode);
  });
}

// ---- The API's inputs ---------------------------------------------------------------------------

export const categoryInput = z.object({
  parentId: uuid.nullish(),
  position: position.nullish(),
  translations: z
    .array(z.object({ languageCode: language, name: categoryName }))
    .max(languages.length)
    .superRefine(oneEach)
    .refine((list) => list.length > 0, "knowledge.validation.oneName"),
});
export type CategoryInput = z.infer<typeof categoryInput>;

/** A post's content as the API takes it: the ProseMirror document as JSON, checked whole. */
const documentJson = z.string().transform((value, ctx): RichTextDocument => {
  const parsed = parseDocument(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  }
  return parsed.document;
});

export const postInput = z.object({
  categoryId: uuid,
  icon: z.enum(knowledgeIcons, { error: "knowledge.validation.icon" }),
  isRecommended: z.boolean(),
  position: position.nullish(),
  translations: z
    .array(z.object({ languageCode: language, title: postTitle, content: documentJson }))
    .max(languages.length)
    .superRefine(oneEach)
    .refine((list) => list.length > 0, "knowledge.validation.oneTitle"),
});
export type PostInput = z.infer<typeof postInput>;

export const searchInput = z
  .string()
  .trim()
  .max(KNOWLEDGE_LIMITS.searchMax, "knowledge.validation.searchTooLong")
  .nullish()
  .transform((value) => value || null);

// ---- The forms (web): every language's fields are on the page; empty ones are left out -------
// Written for conform's parseWithZod, which turns an empty field into undefined and coerces
// numbers and checkboxes before these rules run.

const optionalText = (max?: { length: number; message: string }) => {
  const text = max ? z.string().trim().max(max.length, max.message) : z.string();
  return text.optional().transform((value) => value ?? "");
};

const formPosition = position.optional().transform((value) => value ?? 0);

export const categoryForm = z.object({
  parentId: uuid.optional().transform((value) => value ?? null),
  position: formPosition,
  translations: z
    .array(
      z.object({
        languageCode: language,
        name: optionalText({ length: KNOWLEDGE_LIMITS.nameMax, message: "knowledge.validation.nameTooLong" }),
      }),
    )
    .max(languages.length)
    .superRefine(oneEach)
    .superRefine((list, ctx) => {
      if (!list.some((t) => t.name))
        ctx.addIssue({ code: "custom", path: [0, "name"], message: "knowledge.validation.oneName" });
    }),
});
export type CategoryForm = z.infer<typeof categoryForm>;

/** The category form's values as the API takes them; `indexOf` maps the API's list back to the form's rows. */
export function categoryFormToInput(form: CategoryForm) {
  const rows = form.translations.map((t, index) => ({ ...t, index })).filter((t) => t.name);
  return {
    input: {
      parentId: form.parentId,
      position: form.position,
      translations: rows.map(({ languageCode, name }) => ({ languageCode, name })),
    },
    formIndex: rows.map((row) => row.index),
  };
}

const postFormTranslation = z
  .object({
    languageCode: language,
    title: optionalText({ length: KNOWLEDGE_LIMITS.titleMax, message: "knowledge.validation.titleTooLong" }),
    /** What the plain-text field holds (the editor keeps it in step with the document). */
    text: optionalText(),
    /** The document as JSON: the editor's, or the stored one the page was opened with. */
    document: optionalText(),
  })
  .superRefine((row, ctx) => {
    if (!row.title && row.text.trim())
      ctx.addIssue({ code: "custom", path: ["title"], message: "knowledge.validation.titleForText" });
  });

export const postForm = z.object({
  categoryId: uuid,
  icon: z.enum(knowledgeIcons, { error: "knowledge.validation.icon" }),
  isRecommended: z
    .boolean()
    .optional()
    .transform((value) => value ?? false),
  position: formPosition,
  translations: z
    .array(postFormTranslation)
    .max(languages.length)
    .superRefine(oneEach)
    .superRefine((list, ctx) => {
      if (!list.some((t) => t.title))
        ctx.addIssue({ code: "custom", path: [0, "title"], message: "knowledge.validation.oneTitle" });
    }),
});
export type PostForm = z.infer<typeof postForm>;

export function postFormToInput(form: PostForm) {
  const rows = form.translations.map((t, index) => ({ ...t, index })).filter((t) => t.title);
  return {
    input: {
      categoryId: form.categoryId,
      icon: form.icon,
      isRecommended: form.isRecommended,
      position: form.position,
      translations: rows.map((row) => ({
        languageCode: row.languageCode,
        title: row.title,
        content: JSON.stringify(contentOfRow(row)),
      })),
    },
    formIndex: rows.map((row) => row.index),
  };
}

/**
 * The API names a field of its input list (translations[1].title); the form that sent it may
 * have had more rows (empty languages are left out): the same field on the form's row.
 */
export function toFormField(field: string, formIndex: readonly number[]): string {
  return field
    .replace(/^translations\[(\d+)\]/, (whole, index: string) => {
      const row = formIndex[Number(index)];
      return row === undefined ? whole : `translations[${row}]`;
    })
    .replace(/\.content$/, ".text");
}
