import { redirect, type ActionFunctionArgs } from "@remix-run/server-runtime";
import {
  CancelFileUploadDocument,
  ConfirmFileUploadDocument,
  CreateFileDocument,
  ListFileUploadPartsDocument,
  SignFileUploadPartsDocument,
  type CreateFileMutation,
} from "#graphql/generated/operations";
import { createFileInput } from "#graphql/validation/files";
import { UUID } from "#graphql/validation/uuid";
import { ApiError } from "~/lib/api.server";
import { requireUserSession, type UserSession } from "~/lib/auth.server";
import { uploadFileWithoutScript } from "~/lib/file-upload.server";
import { filesDialogPath, filesPath } from "~/lib/files-paths";
import { apiErrorMessage, getTranslator } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";

/** What the upload dialog says after a refused upload without JavaScript (?error=, fileDialogs.upload.errors). */
export type UploadProblem = "required" | "tooLarge" | "storageFull" | "name" | "failed";

const PROBLEMS = new Set<UploadProblem>(["required", "tooLarge", "storageFull", "name", "failed"]);

/** The refusal an upload dialog's address names (?error=), or null. */
export function uploadProblemIn(request: Request): UploadProblem | null {
  const raw = new URL(request.url).searchParams.get("error") as UploadProblem | null;
  return raw && PROBLEMS.has(raw) ? raw : null;
}

/** What an upload without JavaScript was refused for, as the dialog says it. */
export function problemOf(keys: readonly string[]): UploadProblem {
  const key = keys[0] ?? "";
  if (key.endsWith("files.required")) return "required";
  if (key.endsWith("files.tooLarge")) return "tooLarge";
  if (key.endsWith("files.storageFull") || key.endsWith("STORAGE_FULL")) return "storageFull";
  if (key.includes("files.name")) return "name";
  return "failed";
}

/**
 * The upload dialog's form without JavaScript, posted to the folder in view (a multipart body,
 * intent=upload): the file streams through the API to storage (app/lib/file-upload.server.ts),
 * then the folder shows it, or the dialog says what was refused. Any other post here is not ours.
 */
export async function filesAction({ request, context, params }: ActionFunctionArgs) {
  const roleId = params.id ?? "";
  const folderId = params.folderId && UUID.test(params.folderId) ? params.folderId.toLowerCase() : null;
  const auth = await requireUserSession(request, context);
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data"))
    throw redirect(filesPath(roleId, "mine", folderId));
  const result = await uploadFileWithoutScript(request, context, auth, { roleId });
  if (result.ok)
    return redirectWithToast(request, context, filesPath(roleId, "mine", folderId), {
      type: "success",
      title: "files.toasts.uploaded",
    });
  throw redirect(filesDialogPath(roleId, "upload", folderId, { error: problemOf(result.errors) }));
}

/**
 * The uploader's calls with JavaScript (app/routes/_app.vhub.$id.files.uploads.ts), answered as
 * JSON: `create` (name, size, folder) says where the browser PUTs the bytes (for a large file: part
 * 1's URL and how the file is cut), `sign` (id, parts: "2,3,4") answers URLs for more parts, `list`
 * (id) the parts storage holds (a resumed upload sends the rest), `confirm` (id) makes the file live
 * once they arrived, `cancel` (id) calls the upload off with whatever it stored. A refusal is the
 * person's language's text. `start` begins the upload: a file of the files page by default, or
 * another module's attachment (app/routes/_app.vhub.$id.instruction.$instructionId_.uploads.ts).
 */
/** What starting an upload answers (createFile, or another module's own, as createInstructionFile). */
type StartedUpload = Pick<CreateFileMutation["createFile"], "fileNodeId" | "url" | "headers" | "expiresAt" | "parts">;

/** Starts an upload of `input` into the files' folder `folder` (empty: the current role's top). */
const startFile = (auth: UserSession, input: { name: string; size: number }, folder: string) =>
  auth
    .call(CreateFileDocument, { input: { ...input, parentId: UUID.test(folder) ? folder.toLowerCase() : null } })
    .then((answer) => answer.createFile);

export async function uploadCall(
  { request, context }: ActionFunctionArgs,
  start: (
    auth: UserSession,
    input: { name: string; size: number },
    folder: string,
  ) => Promise<StartedUpload> = startFile,
): Promise<Response> {
  const auth = await requireUserSession(request, context);
  const form = await request.formData();
  const { t } = await getTranslator(request, context);
  const folder = String(form.get("folder") ?? "");
  try {
    if (form.get("intent") === "create") {
      const input = createFileInput.safeParse({
        name: form.get("name"),
        size: Number(form.get("size")),
        parentId: null,
      });
      if (!input.success) return Response.json({ error: t(input.error.issues[0]!.message as never) }, { status: 400 });
      const started = await start(auth, { name: input.data.name, size: input.data.size }, folder);
      return Response.json({
        upload: {
          fileNodeId: started.fileNodeId,
          url: started.url,
          headers: started.headers,
          expiresAt: started.expiresAt,
          parts: started.parts ?? null,
        },
      });
    }
    const id = String(form.get("id") ?? "");
    if (!UUID.test(id)) return Response.json({ error: t("errors.FILE_NOT_FOUND") }, { status: 400 });
    switch (form.get("intent")) {
      case "confirm":
        await auth.call(ConfirmFileUploadDocument, { id });
        return Response.json({ confirmed: id });
      case "sign": {
        // Part numbers as the API takes them; anything else is its own refusal (validation.files.parts).
        const partNumbers = String(form.get("parts") ?? "")
          .split(",")
          .slice(0, 1000)
          .map((part) => (/^\d{1,5}$/.test(part) ? Number(part) : 0));
        const { signFileUploadParts } = await auth.call(SignFileUploadPartsDocument, { id, partNumbers });
        return Response.json({
          parts: signFileUploadParts.map(({ partNumber, url, headers, expiresAt }) => ({
            partNumber,
            url,
            headers,
            expiresAt,
          })),
        });
      }
      case "list": {
        const { listFileUploadParts } = await auth.call(ListFileUploadPartsDocument, { id });
        return Response.json({ parts: listFileUploadParts });
      }
      case "cancel": {
        const { cancelFileUpload } = await auth.call(CancelFileUploadDocument, { id });
        return Response.json({ canceled: cancelFileUpload });
      }
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const field =
      error.fields.file?.[0] ?? error.fields.size?.[0] ?? error.fields.name?.[0] ?? error.fields.partNumbers?.[0];
    return Response.json({ error: field ? t(field as never) : apiErrorMessage(error, t) }, { status: 400 });
  }
  return Response.json({ error: t("errors.unknown") }, { status: 400 });
}
