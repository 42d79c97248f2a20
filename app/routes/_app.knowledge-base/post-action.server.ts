import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { CreateKnowledgeBasePostDocument, UpdateKnowledgeBasePostDocument } from "#graphql/generated/operations";
import { postForm, postFormToInput } from "#graphql/validation/knowledge";
import { requireUserSession } from "~/lib/auth.server";
import { getTranslator, reply } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { replyWithKnowledgeError } from "./manage.server";

/** Saves the post form: creates a post, or updates the one with `id`; then shows it. */
export async function savePost(request: Request, context: AppLoadContext, formData: FormData, id?: string) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const submission = parseWithZod(formData, { schema: postForm });
  if (submission.status !== "success") return reply(submission, t);
  const { input, formIndex } = postFormToInput(submission.value);
  let postId = id;
  try {
    if (id) await auth.call(UpdateKnowledgeBasePostDocument, { id, input });
    else postId = (await auth.call(CreateKnowledgeBasePostDocument, { input })).createKnowledgeBasePost.id;
  } catch (error) {
    return replyWithKnowledgeError(submission, error, t, formIndex);
  }
  // Thrown, so that the action's answer is always the form's result.
  throw await redirectWithToast(request, context, `/knowledge-base/page/${postId}`, {
    type: "success",
    title: id ? "knowledge.manage.toast.postSaved" : "knowledge.manage.toast.postCreated",
  });
}
