import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, useLoaderData } from "@remix-run/react";
import { TaskListPage } from "~/components/tasks/task-list";
import { pageTitle } from "~/lib/meta";
import { loadTaskList } from "./_app.vhub.$id/tasks-lists.server";

export const meta = pageTitle("vhubTasks");

/** Tasks given to the current role, not archived: the overdue first, then by due date (spec: the tasks' default tab). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return data(await loadTaskList(request, context, params.id ?? "", "default"));
}

export default function TasksForMe() {
  return <TaskListPage list={useLoaderData<typeof loader>()} />;
}
