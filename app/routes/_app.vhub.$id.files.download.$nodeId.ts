import { redirect, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { GenerateDownloadUrlDocument } from "#graphql/generated/operations";
import { UUID } from "#graphql/validation/uuid";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { filesPath } from "~/lib/files-paths";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * Download (the info panel's link): a short-lived URL of the file under its name
 * (generateDownloadUrl), where the browser goes; a refusal goes back to the files with its reason.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const back = filesPath(params.id ?? "");
  if (!UUID.test(params.nodeId ?? "")) throw redirect(back);
  const auth = await requireUserSession(request, context);
  try {
    const { generateDownloadUrl } = await auth.call(GenerateDownloadUrlDocument, { fileNodeId: params.nodeId! });
    return redirect(generateDownloadUrl, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(request, context, back, { type: "error", title: error.code === "FORBIDDEN" ? "errors.FORBIDDEN" : "errors.FILE_NOT_FOUND" });
  }
}
