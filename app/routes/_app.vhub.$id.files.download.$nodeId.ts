import { redirect, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { GenerateDownloadUrlDocument } from "#graphql/generated/operations";
import { UUID } from "#graphql/validation/uuid";
import englishErrors from "~/locales/en/errors";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { filesPath } from "~/lib/files-paths";
import { redirectWithToast } from "~/lib/toast.server";
import { dynamicKey } from "~/lib/translate";

/**
 * Download (the info panel's link): the page links this address, never a storage URL, so access
 * is checked when the person clicks (issue 39: a file trashed or an access revoked stops at once),
 * and the browser is sent on to a URL of the file under its name that storage honours for a
 * minute (generateDownloadUrl). A refusal, or an id that is none, goes back to the files with its
 * reason.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const back = filesPath(params.id ?? "");
  if (!UUID.test(params.nodeId ?? ""))
    return redirectWithToast(request, context, back, { type: "error", title: "errors.FILE_NOT_FOUND" });
  const auth = await requireUserSession(request, context);
  try {
    const { generateDownloadUrl } = await auth.call(GenerateDownloadUrlDocument, { fileNodeId: params.nodeId! });
    return redirect(generateDownloadUrl, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Its own reason (USAGE_SUSPENDED says what to do); a code without one reads as no such file.
    const title = error.code in englishErrors ? dynamicKey(`errors.${error.code}`) : "errors.FILE_NOT_FOUND";
    return redirectWithToast(request, context, back, { type: "error", title });
  }
}
