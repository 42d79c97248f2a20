import { redirect, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { GenerateInstructionFileUrlDocument } from "#graphql/generated/operations";
import { UUID } from "#graphql/validation/uuid";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { instructionPath } from "~/lib/instruction-paths";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * An attachment's download (the panel's link, for every reader of the instruction): a short-lived
 * URL of the file under its name (generateInstructionFileUrl), where the browser goes; a refusal
 * goes back to the instruction with its reason.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const roleId = params.id ?? "";
  const instructionId = params.instructionId ?? "";
  if (!UUID.test(instructionId)) throw redirect(instructionPath(roleId, ""));
  const back = instructionPath(roleId, instructionId);
  if (!UUID.test(params.fileId ?? "")) throw redirect(back);
  const auth = await requireUserSession(request, context);
  try {
    const { generateInstructionFileUrl } = await auth.call(GenerateInstructionFileUrlDocument, {
      instructionId,
      fileNodeId: params.fileId!,
    });
    return redirect(generateInstructionFileUrl, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const title =
      error.code === "FORBIDDEN"
        ? "errors.FORBIDDEN"
        : error.code === "INSTRUCTION_NOT_FOUND"
          ? "errors.INSTRUCTION_NOT_FOUND"
          : "errors.FILE_NOT_FOUND";
    return redirectWithToast(request, context, back, { type: "error", title });
  }
}
