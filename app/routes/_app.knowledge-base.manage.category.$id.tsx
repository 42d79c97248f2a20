import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, redirect, useActionData, useLoaderData } from "@remix-run/react";
import { UpdateKnowledgeBaseCategoryDocument } from "#graphql/generated/operations";
import { categoryForm, categoryFormToInput } from "#graphql/validation/knowledge";
import { CategoryForm } from "~/components/knowledge/category-form";
import { DeleteSection } from "~/components/knowledge/delete-question";
import { RouteDialogHost } from "~/components/route-dialog";
import { requireUserSession } from "~/lib/auth.server";
import { getTranslator, reply } from "~/lib/forms.server";
import { languages } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n-react";
import { knowledgeDeletePath, knowledgeEditPath } from "~/lib/knowledge-paths";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { flatten, requireStaff } from "./_app.knowledge-base/knowledge.server";
import { parentOptions, replyWithKnowledgeError } from "./_app.knowledge-base/manage.server";

export const meta = pageTitle("knowledgeCategoryEdit");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { tree } = await requireStaff(request, context);
  const category = flatten(tree).find((c) => c.id === params.id);
  if (!category) throw redirect("/knowledge-base/manage");
  return data({
    id: category.id,
    name: category.name,
    parents: parentOptions(tree, category),
    values: {
      parentId: category.parentKnowledgeBaseCategoryId ?? "",
      position: String(category.position),
      translations: languages.map((languageCode) => ({
        languageCode,
        name: category.translations.find((n) => n.languageCode === languageCode)?.name ?? "",
      })),
    },
  });
}

/**
 * Saves the category. Deleting it asks first, on its own step (/delete); a delete posted here (a
 * page from before) is sent to that question instead of being done.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const formData = await request.formData();
  const id = params.id ?? "";
  const intent = formData.get("intent");
  if (intent === "delete" || intent === "confirm-delete") return redirect(knowledgeDeletePath("category", id));
  const submission = parseWithZod(formData, { schema: categoryForm });
  if (submission.status !== "success") return reply(submission, t);
  const { input, formIndex } = categoryFormToInput(submission.value);
  try {
    await auth.call(UpdateKnowledgeBaseCategoryDocument, { id, input });
  } catch (error) {
    return replyWithKnowledgeError(submission, error, t, formIndex);
  }
  return redirectWithToast(request, context, "/knowledge-base/manage", {
    type: "success",
    title: "knowledge.manage.toast.categorySaved",
  });
}

/** The category's form, with the delete question over it as a dialog (JavaScript) or in its place as a page. */
export default function EditCategory() {
  const { t } = useTranslation();
  const { id, parents, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialogHost parentPath={knowledgeEditPath("category", id)}>
      <div className="max-w-xl space-y-8">
        <section aria-labelledby="kb-category-heading" className="space-y-4">
          <h1 id="kb-category-heading" className="text-2xl font-semibold">
            {t("knowledge.manage.category.editHeading")}
          </h1>
          <CategoryForm
            lastResult={lastResult}
            parents={parents}
            submitLabel={t("knowledge.manage.save")}
            defaultValue={values}
          />
        </section>
        <DeleteSection kind="category" id={id} />
      </div>
    </RouteDialogHost>
  );
}
