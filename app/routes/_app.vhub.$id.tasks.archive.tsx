import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, useLoaderData } from "@remix-run/react";
import { TaskListPage } from "~/components/tasks/task-list";
import { pageTitle } from "~/lib/meta";
import { loadTaskList } from "./_app.vhub.$id/tasks-lists.server";

export const meta = pageTitle("vhubTasks");

/** Tasks given by or to the current role that were accepted or canceled, the latest closed first (the archive tab). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return data(await loadTaskList(request, context, params.id ?? "", "archive"));
}

export default function TasksArchive() {
  return <TaskListPage list={useLoaderData<typeof loader>()} />;
}
