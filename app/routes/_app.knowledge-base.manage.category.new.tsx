import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, useActionData, useLoaderData } from "@remix-run/react";
import { CreateKnowledgeBaseCategoryDocument } from "#graphql/generated/operations";
import { categoryForm, categoryFormToInput } from "#graphql/validation/knowledge";
import { CategoryForm } from "~/components/knowledge/category-form";
import { requireUserSession } from "~/lib/auth.server";
import { getTranslator, reply } from "~/lib/forms.server";
import { languages } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { requireStaff } from "./_app.knowledge-base/knowledge.server";
import { parentOptions, replyWithKnowledgeError } from "./_app.knowledge-base/manage.server";

export const meta = pageTitle("knowledgeCategoryNew");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tree } = await requireStaff(request, context);
  const parents = parentOptions(tree);
  const asked = new URL(request.url).searchParams.get("parent") ?? "";
  return data({ parents, parentId: parents.some((p) => p.id === asked) ? asked : "" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const submission = parseWithZod(await request.formData(), { schema: categoryForm });
  if (submission.status !== "success") return reply(submission, t);
  const { input, formIndex } = categoryFormToInput(submission.value);
  try {
    await auth.call(CreateKnowledgeBaseCategoryDocument, { input });
  } catch (error) {
    return replyWithKnowledgeError(submission, error, t, formIndex);
  }
  return redirectWithToast(request, context, "/knowledge-base/manage", {
    type: "success",
    title: "knowledge.manage.toast.categoryCreated",
  });
}

export default function NewCategory() {
  const { t } = useTranslation();
  const { parents, parentId } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section aria-labelledby="kb-category-heading" className="max-w-xl space-y-4">
      <h1 id="kb-category-heading" className="text-2xl font-semibold">
        {t("knowledge.manage.category.newHeading")}
      </h1>
      <CategoryForm
        lastResult={lastResult}
        parents={parents}
        submitLabel={t("knowledge.manage.create")}
        defaultValue={{
          parentId,
          position: "0",
          translations: languages.map((languageCode) => ({ languageCode, name: "" })),
        }}
      />
    </section>
  );
}
