import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, useLoaderData } from "@remix-run/react";
import { TaskListPage } from "~/components/tasks/task-list";
import { pageTitle } from "~/lib/meta";
import { loadTaskList } from "./_app.vhub.$id/tasks-lists.server";

export const meta = pageTitle("vhubTasks");

/** Tasks the current role gave to other roles, not archived, with their state (the tracking tab). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return data(await loadTaskList(request, context, params.id ?? "", "tracking"));
}

export default function TasksTracking() {
  return <TaskListPage list={useLoaderData<typeof loader>()} />;
}
