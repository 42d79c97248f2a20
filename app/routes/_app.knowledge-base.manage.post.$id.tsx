import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, redirect, useActionData, useLoaderData } from "@remix-run/react";
import { GetKnowledgeBasePostDocument } from "#graphql/generated/operations";
import { documentToText, parseDocument } from "#graphql/validation/rich-text";
import { PostForm } from "~/components/knowledge/post-form";
import { DeleteSection } from "~/components/knowledge/delete-question";
import { RouteDialogHost } from "~/components/route-dialog";
import { ApiError } from "~/lib/api.server";
import { languages } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n-react";
import { knowledgeDeletePath, knowledgeEditPath } from "~/lib/knowledge-paths";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { requireStaff } from "./_app.knowledge-base/knowledge.server";
import { categoryOptions } from "./_app.knowledge-base/manage.server";
import { savePost } from "./_app.knowledge-base/post-action.server";

export const meta = pageTitle("knowledgePostEdit");

/** The editor's texts (shared with instructions) come with the post's form. */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/richText.ts")) };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, tree, locale } = await requireStaff(request, context);
  let post;
  try {
    post = (await auth.call(GetKnowledgeBasePostDocument, { id: params.id ?? "", language: locale }))
      .getKnowledgeBasePost;
  } catch (error) {
    if (error instanceof ApiError && error.code === "KNOWLEDGE_BASE_NOT_FOUND")
      throw redirect("/knowledge-base/manage");
    throw error;
  }
  return data({
    id: post.id,
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
  });
}

/**
 * Saves the post. Deleting it asks first, on its own step (/delete); a delete posted here (a page
 * from before) is sent to that question instead of being done.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await request.formData();
  const id = params.id ?? "";
  const intent = formData.get("intent");
  if (intent === "delete" || intent === "confirm-delete") return redirect(knowledgeDeletePath("post", id));
  return savePost(request, context, formData, id);
}

/** The post's form, with the delete question over it as a dialog (JavaScript) or in its place as a page. */
export default function EditPost() {
  const { t } = useTranslation();
  const { id, categories, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialogHost parentPath={knowledgeEditPath("post", id)}>
      <div className="max-w-3xl space-y-8">
        <section aria-labelledby="kb-post-heading" className="space-y-4">
          <h1 id="kb-post-heading" className="text-2xl font-semibold">
            {t("knowledge.manage.post.editHeading")}
          </h1>
          <PostForm
            lastResult={lastResult}
            categories={categories}
            submitLabel={t("knowledge.manage.save")}
            defaultValue={values}
          />
        </section>
        <DeleteSection kind="post" id={id} />
      </div>
    </RouteDialogHost>
  );
}
