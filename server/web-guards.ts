/**
 * What the web half refuses before Remix sees a request, as plain functions over the Fetch API,
 * so that the Node process (server/http.ts) and the Workers runtime (edge/worker.ts) decide alike.
 * No Node built-ins here: the edge bundle imports this file.
 */
import { AVATAR_MAX_BYTES } from "../graphql/validation/user-limits";
import { COMPANY_AVATAR_MAX_BYTES } from "../graphql/validation/company-limits";
import { FILE_MAX_BYTES } from "../graphql/validation/files";

/**
 * The largest request bodies the web half's and the API's fixed entry points take, in bytes.
 * Everything larger is answered 413 before it is held in memory. Files go straight to object storage (signed URLs), never through these.
 */
export const BODY_LIMITS = {
  /** /oauth/token: a few form fields (a password, a ticket, a refresh token). */
  tokenEndpoint: 64 * 1024,
  /** /graphql: one operation and its variables. */
  graphql: 1024 * 1024,
  /** Form posts to the web app (Remix actions). */
  forms: 1024 * 1024,
  /**
   * Posts to the personal-info page, whose photo form carries a file: the photo's limit and 64 KB
   * for the multipart framing and the other fields. Only that page; every other form keeps 1 MB.
   */
  avatarForm: AVATAR_MAX_BYTES + 64 * 1024,
  /** Posts to a control center's company profile, whose avatar form carries a file (issue 21): likewise. */
  companyAvatarForm: COMPANY_AVATAR_MAX_BYTES + 64 * 1024,
  /**
   * Multipart posts to the files pages (issue 22, their upload form without JavaScript) and to an
   * instruction's or a task's attach dialog (issues 23, 44): a file of
   * at most FILE_MAX_BYTES and 64 KB for the framing and the other fields. The one streamed
   * exception: such a body reaches the page's action unread (streamedFormLimit), which forwards the
   * file to the API as it arrives (app/lib/file-upload.server.ts). Other posts there keep 1 MB.
   */
  fileForm: FILE_MAX_BYTES + 64 * 1024,
  /**
   * POST /payments/callback and the sandbox's checkout: a payment provider's form of two fields,
   * data (base64 JSON of a few dozen fields) and signature. LiqPay's are a couple of KB.
   */
  paymentCallback: 32 * 1024,
  // The API's own entries (PUT /uploads/avatar...) declare theirs with their module
  // (server/modules/module.ts, ModuleEndpoint.bodyLimit).
} as const;

/** The page whose form posts a photo (app/routes/_app.settings.personal-info.tsx). */
export const AVATAR_FORM_PATH = "/settings/personal-info";

/** The pages whose form posts a company's avatar: /vhub/{roleId}/control-center/company-profile. */
const COMPANY_AVATAR_FORM_PATH = /^\/vhub\/[0-9a-fA-F-]{36}\/control-center\/company-profile$/;

/** The files pages: /vhub/{roleId}/files and a folder's, /vhub/{roleId}/files/folder/{folderId}. */
const FILES_FORM_PATH = /^\/vhub\/[0-9a-fA-F-]{36}\/files(?:\/folder\/[0-9a-fA-F-]{36})?$/;

/** An instruction's attach dialog: /vhub/{roleId}/instruction/{instructionId}/attach (its form without JavaScript). */
const INSTRUCTION_ATTACH_PATH = /^\/vhub\/[0-9a-fA-F-]{36}\/instruction\/[0-9a-fA-F-]{36}\/attach$/;

/** A task's attach dialog: /vhub/{roleId}/tasks/{taskId}/attach (its form without JavaScript). */
const TASK_ATTACH_PATH = /^\/vhub\/[0-9a-fA-F-]{36}\/tasks\/[0-9a-fA-F-]{36}\/attach$/;

/** The attach dialogs whose form posts a file (an instruction's, a task's). */
const isAttachPath = (path: string) => INSTRUCTION_ATTACH_PATH.test(path) || TASK_ATTACH_PATH.test(path);

const pathOf = (pathname: string) => pathname.replace(/\/$/, "");

/** How large a form post to this path may be. */
export function formBodyLimit(pathname: string): number {
  const path = pathOf(pathname);
  if (path === AVATAR_FORM_PATH) return BODY_LIMITS.avatarForm;
  if (COMPANY_AVATAR_FORM_PATH.test(path)) return BODY_LIMITS.companyAvatarForm;
  return BODY_LIMITS.forms;
}

/**
 * Where a refused, too large post goes instead of a bare 413: the photo or avatar form's page,
 * which then says in the person's language that the image is too large (with JavaScript on, the
 * browser checks the size before sending). Null for every other path.
 */
export function tooLargeRedirect(pathname: string): string | null {
  const path = pathOf(pathname);
  if (FILES_FORM_PATH.test(path)) return `${path}?uploadError=tooLarge`;
  if (isAttachPath(path)) return `${path}?error=tooLarge`;
  return path === AVATAR_FORM_PATH || COMPANY_AVATAR_FORM_PATH.test(path) ? `${path}?avatarError=tooLarge` : null;
}

/**
 * The limit of a post whose body reaches Remix unread, as a stream: a multipart post to a files
 * page or an instruction's or a task's attach dialog (BODY_LIMITS.fileForm). Null for every other request
 * (read whole, formBodyLimit). The page's action must hand such a body to
 * uploadFileWithoutScript, never to request.formData().
 */
export function streamedFormLimit(
  method: string,
  pathname: string,
  contentType: string | null | undefined,
): number | null {
  const path = pathOf(pathname);
  if (method.toUpperCase() !== "POST" || !(FILES_FORM_PATH.test(path) || isAttachPath(path))) return null;
  return /^multipart\/form-data\s*;/i.test(contentType ?? "") ? BODY_LIMITS.fileForm : null;
}

/** A streamed body went past its limit (streamedFormLimit); what reads it fails with this. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the request body is larger than ${limit} bytes`);
    this.name = "BodyTooLarge";
  }
}

/** `body`, failing with BodyTooLarge at the first byte past `limit`; nothing is held. */
export function countedBody(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) controller.error(new BodyTooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Form posts come from our own pages only. Remix makes the same comparison (Origin against the
 * host) but answers a mismatch with a 500 and a logged stack trace; the web half answers a plain
 * 403 instead. A browser that sends no Origin still says where the request comes from in
 * Sec-Fetch-Site. `host`: the host the browser addressed (X-Forwarded-Host behind a proxy).
 */
export function isForeignPost(
  method: string,
  header: (name: string) => string | null | undefined,
  host: string | undefined,
): boolean {
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return false;
  if (header("sec-fetch-site") === "cross-site") return true;
  const origin = header("origin");
  if (origin === undefined || origin === null) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true; // "null" (a sandboxed or privacy-stripped origin) or garbage
  }
}

/**
 * `?_data=` asks Remix for one route's data the way apps without single fetch did. This app never
 * sends it (its data requests are /<path>.data), and Remix would answer it after logging a
 * warning with a stack, so anyone could pour stacks into the log. Refused before Remix with a
 * plain 400; the request's own log line is the only one.
 */
export const isLegacyDataRequest = (url: URL): boolean => url.searchParams.has("_data");

/**
 * The page that answers an address whose path cannot be decoded (app/routes/bad-address.tsx):
 * 400 and the site's error page, "this address holds something we cannot read".
 */
export const BAD_ADDRESS_PATH = "/bad-address";

/**
 * Whether a path holds a percent-encoding that is not UTF-8: a byte no character starts with
 * (/%FF), an encoded surrogate (/%ED%A0%80), a lone or cut-short % (/x%, /%E0%A4%A). A browser
 * never sends one for a link of ours; Express's route parameters and Remix's router would
 * decode it and fail (a 500 and a stack in the error log, or a console warning per match), so
 * anyone could fill the error log and the 5xx alarms with it.
 */
export function isUndecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * The URL Remix is given for a request: its own, or for a path that cannot be decoded, the bad
 * address page's (query dropped), which answers 400 with the site's error page in the visitor's
 * language. The address bar keeps what was asked; the request's log line says 400, a client's
 * mistake, not an error of ours. Both hosts (server/remix-handler.ts, edge/worker.ts) ask here.
 */
export function remixUrlOf(url: URL): URL {
  return isUndecodablePath(url.pathname) ? new URL(BAD_ADDRESS_PATH, url) : url;
}

/** How much of a refused body is read and dropped, so the connection can serve the next request. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/** Reads and drops the rest of a body (never holding it); gives up on what is beyond DRAIN_LIMIT. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, seen: number) {
  for (let size = seen; size <= DRAIN_LIMIT;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
  }
  await reader.cancel();
}

/**
 * A Fetch Request whose body holds at most `limit` bytes, read into memory; null when the body
 * is larger (declared or streamed), so the caller answers 413. A refused body is never held: it
 * is read and dropped (up to DRAIN_LIMIT), which a runtime without "Connection: close" (Workers)
 * needs to keep the client's connection usable.
 */
export async function readLimited(request: Request, limit: number): Promise<Request | null> {
  if (!request.body) return request;
  const reader = request.body.getReader();
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) {
    await drain(reader, 0);
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      chunks.length = 0;
      await drain(reader, size);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
}

/**
 * A Fetch Request whose body streams on unread, failing past `limit` (BodyTooLarge); null when its
 * declared length is larger (the body is read and dropped, up to DRAIN_LIMIT), so the caller answers
 * 413. The Workers runtime's side of streamedFormLimit (Node's: server/body-limit.ts, streamBody).
 */
export async function limitStreamed(request: Request, limit: number): Promise<Request | null> {
  if (!request.body) return request;
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) {
    await drain(request.body.getReader(), 0);
    return null;
  }
  // duplex: a streamed request body (the Fetch standard's name; workerd streams it regardless).
  const init = {
    method: request.method,
    headers: request.headers,
    body: countedBody(request.body, limit),
    signal: request.signal,
    duplex: "half" as const,
  };
  return new Request(request.url, init as RequestInit);
}
