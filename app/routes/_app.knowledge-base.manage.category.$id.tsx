import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { DeleteKnowledgeBaseCategoryDocument, UpdateKnowledgeBaseCategoryDocument } from "#graphql/generated/operations";
import { categoryForm, categoryFormToInput } from "#graphql/validation/knowledge";
import { CategoryForm } from "~/components/knowledge/category-form";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { apiErrorMessage, getTranslator, reply } from "~/lib/forms.server";
import { languages } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { flatten, requireStaff } from "./_app.knowledge-base/knowledge.server";
import { parentOptions, replyWithKnowledgeError } from "./_app.knowledge-base/manage.server";
import { dynamicKey } from "~/lib/translate";

export const meta = pageTitle("knowledgeCategoryEdit");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { tree } = await requireStaff(request, context);
  const category = flatten(tree).find((c) => c.id === params.id);
  if (!category) throw redirect("/knowledge-base/manage");
  return data(
    {
      name: category.name,
      parents: parentOptions(tree, category),
      values: {
        parentId: category.parentKnowledgeBaseCategoryId ?? "",
        position: String(category.position),
        translations: languages.map((languageCode) => ({ languageCode, name: category.translations.find((n) => n.languageCode === languageCode)?.name ?? "" })),
      },
    },
  );
}

/** Saves the category, or deletes it: asked twice (the first press only shows the question). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = params.id ?? "";
  if (intent === "delete") return { confirmDelete: true, deleteError: null, form: null };
  if (intent === "confirm-delete") {
    try {
      await auth.call(DeleteKnowledgeBaseCategoryDocument, { id });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message = error.code.startsWith("KNOWLEDGE_BASE_") ? t(dynamicKey(`knowledge.errors.${error.code}`)) : apiErrorMessage(error, t);
      return { confirmDelete: false, deleteError: message, form: null };
    }
    return redirectWithToast(request, context, "/knowledge-base/manage", { type: "success", title: "knowledge.manage.toast.categoryDeleted" });
  }
  const submission = parseWithZod(formData, { schema: categoryForm });
  if (submission.status !== "success") return { confirmDelete: false, deleteError: null, form: reply(submission, t) };
  const { input, formIndex } = categoryFormToInput(submission.value);
  try {
    await auth.call(UpdateKnowledgeBaseCategoryDocument, { id, input });
  } catch (error) {
    return { confirmDelete: false, deleteError: null, form: replyWithKnowledgeError(submission, error, t, formIndex) };
  }
  return redirectWithToast(request, context, "/knowledge-base/manage", { type: "success", title: "knowledge.manage.toast.categorySaved" });
}

export default function EditCategory() {
  const { t } = useTranslation();
  const { name, parents, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="max-w-xl space-y-8">
      <section aria-labelledby="kb-category-heading" className="space-y-4">
        <h1 id="kb-category-heading" className="text-2xl font-semibold">
          {t("knowledge.manage.category.editHeading")}
        </h1>
        <CategoryForm lastResult={answer?.form} parents={parents} submitLabel={t("knowledge.manage.save")} defaultValue={values} />
      </section>
      <section aria-labelledby="kb-category-delete" className="space-y-3 rounded-lg border border-danger-line p-4">
        <h2 id="kb-category-delete" className="text-lg font-semibold">
          {t("knowledge.manage.category.delete")}
        </h2>
        <p className="text-sm text-muted">{t("knowledge.manage.category.deleteHint")}</p>
        <FormErrors id="kb-category-delete-error" errors={answer?.deleteError ? [answer.deleteError] : null} />
        <Form method="post" className="space-y-3">
          {answer?.confirmDelete ? (
            <>
              <p role="alert" className="font-medium">
                {t("knowledge.manage.category.deleteConfirm", { name })}
              </p>
              <div className="flex flex-wrap gap-3">
                <SubmitButton variant="danger" name="intent" value="confirm-delete">
                  {t("knowledge.manage.category.deleteYes")}
                </SubmitButton>
                <Link to={location.pathname} className={buttonClass("secondary")}>
                  {t("knowledge.manage.cancel")}
                </Link>
              </div>
            </>
          ) : (
            <SubmitButton variant="danger" name="intent" value="delete">
              {t("knowledge.manage.category.delete")}
            </SubmitButton>
          )}
        </Form>
      </section>
    </div>
  );
}
