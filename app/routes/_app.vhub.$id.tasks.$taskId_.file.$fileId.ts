import { redirect, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { GenerateTaskFileUrlDocument } from "#graphql/generated/operations";
import { UUID } from "#graphql/validation/uuid";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { taskPath } from "~/lib/task-paths";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * An attachment's download (the task page's link, for every reader of the task): a short-lived
 * URL of the file under its name (generateTaskFileUrl), where the browser goes; a refusal goes
 * back to the task with its reason.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const roleId = params.id ?? "";
  const taskId = params.taskId ?? "";
  if (!UUID.test(taskId)) throw new Response(null, { status: 404, statusText: "Not Found" });
  const back = taskPath(roleId, taskId);
  if (!UUID.test(params.fileId ?? "")) throw redirect(back);
  const auth = await requireUserSession(request, context);
  try {
    const { generateTaskFileUrl } = await auth.call(GenerateTaskFileUrlDocument, {
      taskId,
      fileNodeId: params.fileId!,
    });
    return redirect(generateTaskFileUrl, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const title =
      error.code === "FORBIDDEN" || error.code === "USAGE_SUSPENDED"
        ? "errors.FORBIDDEN"
        : error.code === "TASK_NOT_FOUND"
          ? "errors.TASK_NOT_FOUND"
          : "errors.FILE_NOT_FOUND";
    return redirectWithToast(request, context, back, { type: "error", title });
  }
}
