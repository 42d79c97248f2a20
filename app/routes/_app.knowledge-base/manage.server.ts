import type { Submission } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { DeleteKnowledgeBaseCategoryDocument, DeleteKnowledgeBasePostDocument } from "#graphql/generated/operations";
import { toFormField } from "#graphql/validation/knowledge";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { getTranslator, nothingSubmitted, reply, replyWithApiError } from "~/lib/forms.server";
import type { KnowledgeItem } from "~/lib/knowledge-paths";
import { redirectWithToast } from "~/lib/toast.server";
import type { TFunction } from "~/lib/translate";
import { flatten, type AnyCategory } from "./knowledge.server";

export interface CategoryOption {
  id: string;
  /** The name, indented by its level. */
  label: string;
  languageCode: string;
}

const height = (node: AnyCategory): number => 1 + Math.max(0, ...(node.children ?? []).map(height));

/**
 * The categories a category may go under: any with room below it for the category's whole
 * branch (the tree is at most 4 levels), never the category itself or its own branch.
 */
export function parentOptions(tree: AnyCategory[], moving?: AnyCategory): CategoryOption[] {
  const branch = new Set(moving ? flatten([moving]).map((c) => c.id) : []);
  const needs = moving ? height(moving) : 1;
  return flatten(tree)
    .filter((c) => !branch.has(c.id) && c.depth + needs <= 4)
    .map((c) => ({ id: c.id, label: `${"— ".repeat(c.depth - 1)}${c.name}`, languageCode: c.languageCode }));
}

/** Every category, for a post's category. */
export function categoryOptions(tree: AnyCategory[]): CategoryOption[] {
  return flatten(tree).map((c) => ({
    id: c.id,
    label: `${"— ".repeat(c.depth - 1)}${c.name}`,
    languageCode: c.languageCode,
  }));
}

/**
 * Replies to an authoring form with what the API said: its field errors on the form's own rows
 * (the API saw only the languages that were filled in), the knowledge base's error codes in the
 * area's words, anything else as every form does.
 */
export function replyWithKnowledgeError<T>(
  submission: Submission<T>,
  error: unknown,
  t: TFunction,
  formIndex: readonly number[] = [],
) {
  if (!(error instanceof ApiError)) throw error;
  if (Object.keys(error.fields).length) {
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(error.fields))
      (fieldErrors[toFormField(field, formIndex)] ??= []).push(...messages);
    return reply(submission, t, { fieldErrors });
  }
  if (error.code.startsWith("KNOWLEDGE_BASE_"))
    return reply(submission, t, { formErrors: [`knowledge.errors.${error.code}`] });
  return replyWithApiError(submission, error, t);
}

/**
 * The answer to a delete question (the /delete step of a category's or a post's edit page):
 * deleted, to the management page with a toast; refused (a category that still holds
 * something, one already gone), the question again with the reason.
 */
export async function deleteFromKnowledgeBase(
  request: Request,
  context: AppLoadContext,
  kind: KnowledgeItem,
  id: string,
) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  try {
    if (kind === "category") await auth.call(DeleteKnowledgeBaseCategoryDocument, { id });
    else await auth.call(DeleteKnowledgeBasePostDocument, { id });
  } catch (error) {
    return replyWithKnowledgeError(nothingSubmitted(), error, t);
  }
  const title = kind === "category" ? "knowledge.manage.toast.categoryDeleted" : "knowledge.manage.toast.postDeleted";
  return redirectWithToast(request, context, "/knowledge-base/manage", { type: "success", title });
}
