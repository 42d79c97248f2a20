import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { useActionData, useRouteLoaderData } from "@remix-run/react";
import { DeleteQuestion } from "~/components/knowledge/delete-question";
import { pageTitle } from "~/lib/meta";
import { knowledgeEditPath } from "~/lib/knowledge-paths";
import { deleteFromKnowledgeBase } from "./_app.knowledge-base/manage.server";
import type { loader as editLoader } from "./_app.knowledge-base.manage.category.$id";

export const meta = pageTitle("knowledgeCategoryDelete");

/**
 * The question before a category is deleted, over its edit page (a dialog with JavaScript, a page of
 * its own without). The edit page's loader has the category, and sends away anyone who is not staff
 * or a category that is gone.
 */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  deleteFromKnowledgeBase(request, context, "category", params.id ?? "");

export default function DeleteCategory() {
  const { id, name } = useRouteLoaderData<typeof editLoader>("routes/_app.knowledge-base.manage.category.$id")!;
  const lastResult = useActionData<typeof action>();
  return (
    <DeleteQuestion kind="category" name={name} page={knowledgeEditPath("category", id)} lastResult={lastResult} />
  );
}
