import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, redirect, useActionData, useLoaderData } from "@remix-run/react";
import { PostForm } from "~/components/knowledge/post-form";
import { languages } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { requireStaff } from "./_app.knowledge-base/knowledge.server";
import { categoryOptions } from "./_app.knowledge-base/manage.server";
import { savePost } from "./_app.knowledge-base/post-action.server";

export const meta = pageTitle("knowledgePostNew");

/** The editor's texts (shared with instructions) come with the post's form. */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/richText.ts")) };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tree } = await requireStaff(request, context);
  const categories = categoryOptions(tree);
  // A post lives in a category: without one there is nothing to add it to yet.
  if (!categories.length) throw redirect("/knowledge-base/manage/category/new");
  const asked = new URL(request.url).searchParams.get("category") ?? "";
  return data({ categories, categoryId: categories.some((c) => c.id === asked) ? asked : categories[0].id });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return savePost(request, context, await request.formData());
}

export default function NewPost() {
  const { t } = useTranslation();
  const { categories, categoryId } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section aria-labelledby="kb-post-heading" className="max-w-3xl space-y-4">
      <h1 id="kb-post-heading" className="text-2xl font-semibold">
        {t("knowledge.manage.post.newHeading")}
      </h1>
      <PostForm
        lastResult={lastResult}
        categories={categories}
        submitLabel={t("knowledge.manage.create")}
        defaultValue={{
          categoryId,
          icon: "book",
          isRecommended: "",
          position: "0",
          translations: languages.map((languageCode) => ({ languageCode, title: "", text: "", document: "" })),
        }}
      />
    </section>
  );
}
