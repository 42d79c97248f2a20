import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { useActionData, useRouteLoaderData } from "@remix-run/react";
import { DeleteQuestion } from "~/components/knowledge/delete-question";
import { pageTitle } from "~/lib/meta";
import { knowledgeEditPath } from "~/lib/knowledge-paths";
import { deleteFromKnowledgeBase } from "./_app.knowledge-base/manage.server";
import type { loader as editLoader } from "./_app.knowledge-base.manage.post.$id";

export const meta = pageTitle("knowledgePostDelete");

/**
 * The question before a post is deleted, over its edit page (a dialog with JavaScript, a page of
 * its own without). The edit page's loader has the post, and sends away anyone who is not staff
 * or a post that is gone.
 */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  deleteFromKnowledgeBase(request, context, "post", params.id ?? "");

export default function DeletePost() {
  const { id, title } = useRouteLoaderData<typeof editLoader>("routes/_app.knowledge-base.manage.post.$id")!;
  const lastResult = useActionData<typeof action>();
  return <DeleteQuestion kind="post" name={title} page={knowledgeEditPath("post", id)} lastResult={lastResult} />;
}
