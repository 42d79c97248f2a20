import type { AppLoadContext } from "@remix-run/server-runtime";
import { GetTaskDocument, type TaskFieldsFragment } from "#graphql/generated/operations";
import { UUID } from "#graphql/validation/uuid";
import { ApiError } from "~/lib/api.server";
import { requireUserSession, type UserSession } from "~/lib/auth.server";
import { orHub } from "./vhub.server";

/**
 * A task's page and dialogs, the server side (issue 44): the task in view as the current role
 * reaches it.
 */

/** The house's not-found page (the root's error boundary). */
const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/** Codes that mean the task is not there for this role: gone, never its to read, or tasks switched off. */
const NOT_HERE = new Set(["TASK_NOT_FOUND", "FEATURE_OFF"]);

/**
 * The task of the address as the current role reaches it. One the role may not read (or none, or
 * a malformed id) is the house's not-found: the API tells no more (TASK_NOT_FOUND for everyone
 * else); a role the module is closed to goes to its dashboard, a role not the caller's to the
 * profile (orHub).
 */
export async function loadTask(
  request: Request,
  context: AppLoadContext,
  roleId: string,
  taskId: string | undefined,
): Promise<{ auth: UserSession; task: TaskFieldsFragment }> {
  const auth = await requireUserSession(request, context);
  if (!taskId || !UUID.test(taskId)) throw notFound();
  try {
    const { getTask } = await orHub(request, context, roleId, () => auth.call(GetTaskDocument, { id: taskId }));
    return { auth, task: getTask };
  } catch (error) {
    if (error instanceof ApiError && NOT_HERE.has(error.code)) throw notFound();
    throw error;
  }
}
