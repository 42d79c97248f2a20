/**
 * The files area's test world (issue 22): a company its creator owns and directs, and the calls
 * of the files page, acting in a role (x-current-role-id) as vHub does.
 */
import {
  ConfirmFileUploadDocument,
  CreateFileDocument,
  CreateFolderDocument,
  type FileNodeFieldsFragment,
} from "#graphql/generated/operations";
import { signUp, send, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { createCompany, holdRole } from "../companies/world";

export interface FilesWorld {
  companyId: string;
  director: SignedUpUser;
  /** The director's role (level 1: every module). */
  ceo: string;
}

export async function filesWorld(app: TestApp, name = "Files Works"): Promise<FilesWorld> {
  const director = await signUp(app);
  const companyId = await createCompany(app, director, name);
  const ceo = await holdRole(app, companyId, director, 1, "CEO");
  return { companyId, director, ceo: ceo.id };
}

/** Acting as `roleId`. */
export const as = (user: SignedUpUser, roleId: string) => ({ token: user.accessToken, roleId });

export async function mkdir(
  app: TestApp,
  user: SignedUpUser,
  roleId: string,
  name: string,
  parentId: string | null = null,
): Promise<FileNodeFieldsFragment> {
  return ok(await send(app, CreateFolderDocument, { input: { name, parentId } }, as(user, roleId))).createFolder;
}

/** PUTs bytes where createFile said: the local driver's /storage/ URL through the API, or a presigned S3 URL. */
export async function put(
  app: TestApp,
  upload: { url: string; headers: Array<{ name: string; value: string }> },
  bytes: Uint8Array,
): Promise<Response> {
  const headers: Record<string, string> = Object.fromEntries(
    upload.headers.map((header) => [header.name, header.value]),
  );
  headers["content-length"] = String(bytes.byteLength);
  if (upload.url.startsWith("/"))
    return app.api.fetch(`http://api.test${upload.url}`, { method: "PUT", headers, body: bytes as BodyInit });
  return fetch(upload.url, { method: "PUT", headers, body: bytes as BodyInit });
}

/** The whole upload of the page: createFile, the PUT, confirmFileUpload. */
export async function upload(
  app: TestApp,
  user: SignedUpUser,
  roleId: string,
  name: string,
  bytes: Uint8Array,
  parentId: string | null = null,
): Promise<FileNodeFieldsFragment> {
  const started = ok(
    await send(app, CreateFileDocument, { input: { name, parentId, size: bytes.byteLength } }, as(user, roleId)),
  ).createFile;
  const response = await put(app, started, bytes);
  if (!response.ok) throw new Error(`PUT ${started.url}: ${response.status} ${await response.text()}`);
  return ok(await send(app, ConfirmFileUploadDocument, { id: started.fileNodeId }, as(user, roleId))).confirmFileUpload;
}

/** A tiny valid PNG (1×1). */
export const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAghnL2wAAAABJRU5ErkJggg==",
    "base64",
  ),
);
export const text = (value: string) => new TextEncoder().encode(value);
