import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { DeleteKnowledgeBasePostDocument, GetKnowledgeBasePostDocument } from "#graphql/generated/operations";
import { documentToText, parseDocument } from "#graphql/validation/knowledge-document";
import { PostForm } from "~/components/knowledge/post-form";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { apiErrorMessage, getTranslator } from "~/lib/forms.server";
import { languages } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { requireStaff } from "./_app.knowledge-base/knowledge.server";
import { categoryOptions } from "./_app.knowledge-base/manage.server";
import { savePost } from "./_app.knowledge-base/post-action.server";
import { dynamicKey } from "~/lib/translate";

export const meta = pageTitle("knowledgePostEdit");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, tree, locale } = await requireStaff(request, context);
  let post;
  try {
    post = (await auth.call(GetKnowledgeBasePostDocument, { id: params.id ?? "", language: locale })).getKnowledgeBasePost;
  } catch (error) {
    if (error instanceof ApiError && error.code === "KNOWLEDGE_BASE_NOT_FOUND") throw redirect("/knowledge-base/manage");
    throw error;
  }
  return data(
    {
      title: post.title,
      categories: categoryOptions(tree),
      values: {
        categoryId: post.knowledgeBaseCategoryId,
        icon: post.icon,
        isRecommended: post.isRecommended ? "on" : "",
        position: String(post.position),
        translations: languages.map((languageCode) => {
          const text = post.translations.find((t) => t.languageCode === languageCode);
          const parsed = text ? parseDocument(text.content) : null;
          return {
            languageCode,
            title: text?.title ?? "",
            // The plain text of the stored document, and the document itself: kept as it is when the text is not changed.
            text: parsed?.ok ? documentToText(parsed.document) : "",
            document: text?.content ?? "",
          };
        }),
      },
    },
  );
}

/** Saves the post, or deletes it: asked twice (the first press only shows the question). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = params.id ?? "";
  if (intent === "delete") return { confirmDelete: true, deleteError: null, form: null };
  if (intent === "confirm-delete") {
    const auth = await requireUserSession(request, context);
    const { t } = await getTranslator(request, context);
    try {
      await auth.call(DeleteKnowledgeBasePostDocument, { id });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message = error.code.startsWith("KNOWLEDGE_BASE_") ? t(dynamicKey(`knowledge.errors.${error.code}`)) : apiErrorMessage(error, t);
      return { confirmDelete: false, deleteError: message, form: null };
    }
    return redirectWithToast(request, context, "/knowledge-base/manage", { type: "success", title: "knowledge.manage.toast.postDeleted" });
  }
  return { confirmDelete: false, deleteError: null, form: await savePost(request, context, formData, id) };
}

export default function EditPost() {
  const { t } = useTranslation();
  const { title, categories, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="max-w-3xl space-y-8">
      <section aria-labelledby="kb-post-heading" className="space-y-4">
        <h1 id="kb-post-heading" className="text-2xl font-semibold">
          {t("knowledge.manage.post.editHeading")}
        </h1>
        <PostForm lastResult={answer?.form} categories={categories} submitLabel={t("knowledge.manage.save")} defaultValue={values} />
      </section>
      <section aria-labelledby="kb-post-delete" className="space-y-3 rounded-lg border border-danger-line p-4">
        <h2 id="kb-post-delete" className="text-lg font-semibold">
          {t("knowledge.manage.post.delete")}
        </h2>
        <FormErrors id="kb-post-delete-error" errors={answer?.deleteError ? [answer.deleteError] : null} />
        <Form method="post" className="space-y-3">
          {answer?.confirmDelete ? (
            <>
              <p role="alert" className="font-medium">
                {t("knowledge.manage.post.deleteConfirm", { name: title })}
              </p>
              <div className="flex flex-wrap gap-3">
                <SubmitButton variant="danger" name="intent" value="confirm-delete">
                  {t("knowledge.manage.post.deleteYes")}
                </SubmitButton>
                <Link to={location.pathname} className={buttonClass("secondary")}>
                  {t("knowledge.manage.cancel")}
                </Link>
              </div>
            </>
          ) : (
            <SubmitButton variant="danger" name="intent" value="delete">
              {t("knowledge.manage.post.delete")}
            </SubmitButton>
          )}
        </Form>
      </section>
    </div>
  );
}
