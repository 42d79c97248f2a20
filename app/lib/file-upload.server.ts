import type { AppLoadContext } from "@remix-run/server-runtime";
import type { ErrorExtensions } from "#graphql/errors";
import englishErrors from "../locales/en/errors";
import { clientHeaders } from "./api.server";
import type { UserSession } from "./auth.server";
import { MalformedMultipart, multipartBoundary, readMultipart, type MultipartPart } from "./multipart-stream.server";

/**
 * The API's entries for a file posted without JavaScript: the files' (server/modules/files/
 * upload-endpoint.ts) and an instruction's attachments' (server/modules/instructions/upload.ts).
 */
const UPLOAD_PATH = "/uploads/file";
const INSTRUCTION_UPLOAD_PATH = "/uploads/instruction-file";
const TASK_UPLOAD_PATH = "/uploads/task-file";

/**
 * Where the file goes: the files in `roleId`, or an instruction's attachments (`instructionId`)
 * or a task's (`taskId`), the form's parentId unread for those.
 */
export interface FileUploadTo {
  roleId: string;
  instructionId?: string;
  taskId?: string;
}

/** The most a plain field of the upload form (intent, parentId) may hold. */
const FIELD_MAX = 1024;

/** What an upload without JavaScript came to: the new file, or catalogue keys saying why not. */
export type FileUploadResult = { ok: true; fileId: string; name: string } | { ok: false; errors: string[] };

/** Whether a post is the files page's upload form (multipart: the page's only such form). */
export const isFileUploadPost = (request: Request): boolean =>
  multipartBoundary(request.headers.get("content-type")) !== null;

const refuse = (...errors: string[]): FileUploadResult => ({ ok: false, errors });

/** The rest of a part, read and dropped. */
async function drop(part: MultipartPart): Promise<void> {
  while (await part.read());
}

/** A plain field's text (at most FIELD_MAX bytes), or null when it holds more. */
async function textOf(part: MultipartPart): Promise<string | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await part.read(); chunk; chunk = await part.read()) {
    size += chunk.byteLength;
    if (size > FIELD_MAX) return (await drop(part), null);
    chunks.push(chunk);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(whole);
}

type Answer = {
  data?: { file?: { id: string; name: string } };
  errors?: Array<{ message: string; extensions?: Partial<ErrorExtensions> }>;
};

/** The API's refusal as catalogue keys: its field errors (the file's, its name's), else errors.<CODE>. */
function errorsOf(answer: Answer, status: number): string[] {
  const first = answer.errors?.[0];
  const fields = Object.values(first?.extensions?.fields ?? {}).flat();
  if (fields.length) return fields;
  const code = first?.extensions?.code ?? (status >= 500 ? "INTERNAL_SERVER_ERROR" : undefined);
  return [code && code in englishErrors ? `errors.${code}` : "errors.unknown"];
}

/**
 * The files page's upload form without JavaScript (issue 22): a multipart post of `intent=upload`,
 * `parentId` (empty: the top of the role's files) and the file input `file`, read as it arrives
 * (app/lib/multipart-stream.server.ts; the web guards let this one post through unread, up to
 * BODY_LIMITS.fileForm) and its file forwarded as it arrives to the API's PUT /uploads/file under
 * the person's own token, acting in `roleId` (decision 0011: the web half holds no storage
 * credentials). The file's name is the one the browser gives. Errors are catalogue keys
 * (validation.files.*, errors.<CODE>) for the page to translate.
 *
 * The page's action calls it for every multipart post (isFileUploadPost) before anything else
 * reads the body: request.formData() would read the whole file into memory.
 *
 * A streamed body cannot be sent twice, so the token is refreshed before the file is sent when it
 * is about to expire (as `auth.call` would), and a token the API still refuses is not retried: the
 * session is checked once more (refreshed, or signed out: that throws the redirect to sign-in as
 * any call does) and the person is asked to send the file again (validation.files.notUploaded).
 */
export async function uploadFileWithoutScript(
  request: Request,
  context: AppLoadContext,
  auth: UserSession,
  options: FileUploadTo,
): Promise<FileUploadResult> {
  const boundary = multipartBoundary(request.headers.get("content-type"));
  if (!boundary || !request.body) return refuse("validation.files.required");
  const parts = readMultipart(request.body, boundary);
  try {
    let intent: string | null = null;
    let parentId = "";
    let result: FileUploadResult | null = null;
    for (let part = await parts.next(); part; part = await parts.next()) {
      if (part.filename === null) {
        const value = await textOf(part);
        if (part.name === "intent") intent = value;
        else if (part.name === "parentId") parentId = value?.trim() ?? "";
        continue;
      }
      // One file per post: a second file input (or a second file of one) is dropped.
      if (part.name !== "file" || result) continue;
      if (intent !== "upload") result = refuse("errors.BAD_USER_INPUT");
      else if (!part.filename) result = refuse("validation.files.required");
      else result = await forward(request, context, auth, options, { name: part.filename, parentId }, part);
    }
    return result ?? refuse("validation.files.required");
  } catch (error) {
    // The web guard stopped a body past its limit (one sent without a length), or it is no form.
    if (error instanceof Error && error.name === "BodyTooLarge") return refuse("validation.files.tooLarge");
    if (error instanceof MalformedMultipart) return refuse("validation.files.required");
    throw error;
  } finally {
    await parts.cancel();
  }
}

/** The file part's bytes as the body of PUT /uploads/file; what the API leaves unread is dropped. */
async function forward(
  request: Request,
  context: AppLoadContext,
  auth: UserSession,
  to: FileUploadTo,
  file: { name: string; parentId: string },
  part: MultipartPart,
): Promise<FileUploadResult> {
  // As `auth.call` does before a call: a token this close to its end is refreshed first.
  if ((auth.session.get("tokens")?.expiresAt ?? 0) - Date.now() < 10_000) await auth.getUser();
  const tokens = auth.session.get("tokens")!;
  const query = new URLSearchParams({ name: file.name });
  if (to.instructionId) query.set("instructionId", to.instructionId);
  else if (to.taskId) query.set("taskId", to.taskId);
  else if (file.parentId) query.set("parentId", file.parentId);
  // One read of the part at a time: the API may answer while fetch still pulls the body.
  let reading: Promise<unknown> = Promise.resolve();
  const read = () => {
    const next = reading.then(() => part.read());
    reading = next.catch(() => undefined);
    return next;
  };
  let answered = false;
  let failed: unknown;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const chunk = answered ? null : await read();
          if (chunk) controller.enqueue(chunk);
          else controller.close();
        } catch (error) {
          // Kept to be thrown after the answer (BodyTooLarge: the guard's limit).
          failed = error;
          controller.error(error);
        }
      },
    },
    { highWaterMark: 0 },
  );
  // duplex: a streamed request body (the Fetch standard's name; workerd streams it regardless).
  const init = {
    method: "PUT",
    headers: {
      ...clientHeaders(request, context, auth.session.get("language")),
      "x-current-role-id": to.roleId,
      authorization: `Bearer ${tokens.accessToken}`,
      "content-type": "application/octet-stream",
    },
    body,
    duplex: "half" as const,
  };
  let response: Response;
  try {
    const path = to.instructionId ? INSTRUCTION_UPLOAD_PATH : to.taskId ? TASK_UPLOAD_PATH : UPLOAD_PATH;
    response = await context.api.fetch(`${context.api.url}${path}?${query}`, init as RequestInit);
  } catch (error) {
    if (failed) throw failed;
    // The API went away mid-file (over API_URL, a refusal past the first bytes may reset the
    // connection before its answer is read): the person is asked to send it again.
    answered = true;
    while (await read());
    console.warn("a file upload to the API failed", error);
    return refuse("validation.files.notUploaded");
  }
  answered = true;
  // Refused before the end (not allowed, too large): the rest of the file is read and dropped,
  // so that the browser, which reads no answer while it is still sending, gets one.
  if (failed) throw failed;
  while (await read());
  let answer: Answer;
  try {
    answer = (await response.json()) as Answer;
  } catch {
    answer = {};
  }
  if (response.status === 401) {
    // The token was refused though fresh: the session is checked (refreshed, or signed out).
    await auth.getUser();
    return refuse("validation.files.notUploaded");
  }
  const created = answer.data?.file;
  if (response.ok && created) return { ok: true, fileId: created.id, name: created.name };
  return refuse(...errorsOf(answer, response.status));
}
