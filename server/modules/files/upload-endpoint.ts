import { FILE_MAX_BYTES, fileName } from "#graphql/validation/files";
import { apiKeyCheck } from "../../api-key";
import { createCompanyActorLoader, type ActorFeatures } from "../../authz/actor";
import { authorize, type Authorized } from "../../authz/policy";
import type { Database } from "../../db/client";
import { DomainError, parseInput } from "../../errors";
import { currentRoleOf, readClient } from "../../graphql/client-info";
import type { Logger } from "../../logger";
import type { IdentityServices } from "../identity";
import type { Viewer } from "../identity/model";
import type { ModuleDeps, ModuleEndpoint } from "../module";
import { createInvitationsLoaders } from "../invitations/loaders";
import { createFilesLoaders } from "./loaders";
import { filesPolicy } from "./policy";
import { locateTarget, type FilesLocateContext } from "./resolvers";
import { fileNotFound } from "./model";
import type { Files } from "./services";

/**
 * Where the web half sends a file posted without JavaScript (issue 22, decision 0011, as the
 * photo): PUT /uploads/file?name=<the file's name>&parentId=<a folder, or none: the top of the
 * current role's files>, the file's bytes as the body, streamed.
 */
export const FILE_UPLOAD_PATH = "/uploads/file";

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });

/** The GraphQL-shaped error answer (the web half reads it as any API error). */
export const uploadFailure = (error: DomainError) => ({
  errors: [{ message: error.message, extensions: { code: error.code, ...error.details } }],
});

export const fileTooLarge = () =>
  new DomainError("BAD_USER_INPUT", "The file is too large", { fields: { file: ["validation.files.tooLarge"] } });

const STATUS: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FILE_NOT_FOUND: 404,
  INSTRUCTION_NOT_FOUND: 404,
  TASK_NOT_FOUND: 404,
  FEATURE_OFF: 404,
  FORBIDDEN: 403,
  COMPANY_SUSPENDED: 403,
  USAGE_SUSPENDED: 403,
  STORAGE_FULL: 413,
};

/**
 * The module entry of a file's upload at `path` (PUT, streamed, FILE_MAX_BYTES at most, the 413
 * in its own error shape) going where `target` decides: the files' own, an instruction's.
 */
export function fileUploadEntry(
  path: string,
  target: UploadTarget,
  services: object,
  { db, config, logger }: ModuleDeps,
): ModuleEndpoint {
  const { sessions } = services as IdentityServices;
  return {
    method: "PUT",
    path,
    bodyLimit: FILE_MAX_BYTES,
    stream: true,
    tooLarge: uploadFailure(fileTooLarge()),
    handler: createFileUploadEndpoint({
      db,
      features: config.features,
      apiKey: config.apiKey,
      authenticate: (accessToken) => sessions.authenticate(accessToken),
      target,
      logger,
    }),
  };
}

/** What every upload through the API knows of its caller before it reads a byte. */
export type UploadCaller = Pick<FilesLocateContext, "viewer" | "currentRoleId"> &
  Parameters<typeof authorize>[0] & { loaders: Pick<FilesLocateContext["loaders"], "companyActor" | "roleById"> };

/**
 * Where an upload goes, decided from the request's address and its caller before the body is
 * read: authorized (a DomainError otherwise), it answers how to store the named body. Files'
 * own (fileUploadTarget) and another module's attachments (an instruction's) share the entry.
 */
export type UploadTarget = (
  caller: UploadCaller,
  url: URL,
) => Promise<(name: string, body: ReadableStream<Uint8Array>) => Promise<{ id: string; name: string }>>;

/**
 * The files page's uploads: `parentId` is a folder the caller may edit, or none: the top of the
 * current role's files (createFile's rule, found by the resolvers' own locateTarget and decided by
 * the same authorize()).
 */
export const fileUploadTarget =
  (files: Files): UploadTarget =>
  async (caller, url) => {
    const ctx: FilesLocateContext & UploadCaller = {
      ...caller,
      services: { files },
      loaders: { ...caller.loaders, ...createFilesLoaders(files) },
    };
    const parentId = url.searchParams.get("parentId") || null;
    let actor: Authorized<"file.edit">;
    try {
      actor = await authorize(ctx, filesPolicy, "file.edit", await locateTarget(parentId, ctx));
    } catch (error) {
      // As the resolvers' filesGuard: a company not the caller's, or no folder, is no such file.
      if (error instanceof DomainError && error.code === "OWNER_NOT_FOUND") throw fileNotFound();
      throw error;
    }
    // locateTarget found a live folder by this id (a UUID), or there is none.
    return (name, body) => files.uploads.uploadStream(actor, { name, parentId: parentId?.toLowerCase() ?? null }, body);
  };

/**
 * A file's upload through the API: a signed-in caller (the Bearer access token of /graphql)
 * acting in vHub's current role (x-current-role-id), whom `target` lets upload where the address
 * says, checked before the body is read. The body is streamed to storage (FileUploads.uploadStream, ./uploads.ts),
 * never held: FILE_MAX_BYTES or the company's room is its limit. The file's name is `name` of the
 * address. Answers in GraphQL's response shape: `{ data: { file: { id, name } } }` or
 * `{ errors: [{ message, extensions: { code, fields } }] }` (401, 404 FILE_NOT_FOUND also for
 * another company's folder or none, INSTRUCTION_NOT_FOUND likewise, 403, 400 BAD_USER_INPUT, 413
 * for a file past its limit: fields.file validation.files.tooLarge, or STORAGE_FULL).
 */
export function createFileUploadEndpoint(deps: {
  db: Database;
  features: ActorFeatures;
  apiKey: string;
  authenticate: (accessToken: string) => Promise<Viewer | null>;
  target: UploadTarget;
  logger: Logger;
}) {
  const isApiKey = apiKeyCheck(deps.apiKey);
  return async (request: Request): Promise<Response> => {
    // A body left unread is not cancelled: over HTTP that would reset the connection before the
    // sender reads the answer. Node drops what still comes after the answer; in process, the
    // sender does (app/lib/file-upload.server.ts reads the form to its end).
    const fail = (error: DomainError, status = STATUS[error.code] ?? 400) => answer(status, uploadFailure(error));
    // Whether the body itself failed (the sender went away, or the web half refused what came):
    // the sender's doing, not ours.
    let bodyFailed = false;
    try {
      const authorization = request.headers.get("authorization") ?? "";
      const bearer = authorization.startsWith("Bearer ") ? authorization.slice(7).trim() : "";
      const viewer = bearer ? await deps.authenticate(bearer) : null;
      if (!viewer) return fail(new DomainError("UNAUTHENTICATED", "Sign in first"));
      const url = new URL(request.url);
      const store = await deps.target(
        {
          viewer,
          currentRoleId: currentRoleOf(request),
          client: readClient(request, isApiKey(request.headers.get("x-api-key"))),
          loaders: {
            companyActor: createCompanyActorLoader(deps.db, deps.features),
            roleById: createInvitationsLoaders(deps.db).roleById,
          },
        },
        url,
      );
      const name = parseInput(fileName, url.searchParams.get("name") ?? "", "name");
      const declared = request.headers.get("content-length");
      if (declared !== null && Number(declared) > FILE_MAX_BYTES) return fail(fileTooLarge());
      const reader = (request.body ?? new Blob([]).stream()).getReader();
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            let read: ReadableStreamReadResult<Uint8Array>;
            try {
              read = await reader.read();
            } catch (error) {
              bodyFailed = true;
              throw error;
            }
            if (read.done) controller.close();
            else controller.enqueue(read.value);
          },
          cancel: (reason) => reader.cancel(reason),
        },
        { highWaterMark: 0 },
      );
      const node = await store(name, body);
      return answer(200, { data: { file: { id: node.id, name: node.name } } });
    } catch (error) {
      if (error instanceof DomainError) return fail(error);
      if (bodyFailed) {
        deps.logger.warn({ err: error }, "a file upload's body ended early");
        return answer(
          400,
          uploadFailure(
            new DomainError("BAD_USER_INPUT", "The file did not arrive whole", {
              fields: { file: ["validation.files.notUploaded"] },
            }),
          ),
        );
      }
      deps.logger.error({ err: error }, "a file upload failed");
      return answer(500, {
        errors: [{ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
      });
    }
  };
}
