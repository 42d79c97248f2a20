/**
 * The files operations for the authorization matrix (tests/integration/authorization.test.ts):
 * each succeeds for a signed-in person who owns a fresh company and directs it, acting in the
 * director's role (x-current-role-id, which the matrix sends as the operation's `roleId`). The
 * matrix runs on the defaults, files on.
 */
import { randomUUID } from "node:crypto";
import { print } from "graphql";
import {
  CancelFileUploadDocument,
  ConfirmFileUploadDocument,
  CreateFileDocument,
  CreateFilePublicLinkDocument,
  CreateFolderDocument,
  DeleteFileNodesDocument,
  DisableFilePublicLinkDocument,
  ForceDeleteFileNodesDocument,
  GenerateDownloadUrlDocument,
  GetCompanyStorageUsageDocument,
  GetFileNodeDocument,
  GetFileNodeSharingDocument,
  GrantFileNodeAccessDocument,
  ListAvailableFilesDocument,
  ListFileUploadPartsDocument,
  ListMyFilesDocument,
  ListMyTrashDocument,
  ListRecentFilesDocument,
  MoveFileNodesDocument,
  OpenFilePublicLinkDocument,
  RenameFileNodeDocument,
  RestoreFileNodesDocument,
  RevokeFileNodeAccessDocument,
  SetFileNodeProtectedDocument,
  SignFileUploadPartsDocument,
} from "#graphql/generated/operations";
import { FILE_MULTIPART_FROM } from "#graphql/validation/file-limits";
import type { Policy } from "../../../server/graphql/policy";
import { PUBLIC_FILE_PATH } from "../../../server/modules/files/resolvers";
import { send, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { role, save } from "../roles/support";
import { as, filesWorld, mkdir, PNG, put, text, upload, type FilesWorld } from "./support";

type Variables = Record<string, unknown>;

/** An entry of the matrix (the shape of its Operation, with the role the signed-in call acts in). */
export interface FileOperation {
  type: "Query" | "Mutation";
  policy: Policy;
  document: string;
  anyVariables: () => Variables;
  withKey?: () => Promise<Variables>;
  signedIn?: () => Promise<{ user: SignedUpUser; variables: Variables; roleId: string }>;
}

/** A public link's token, from the path the API answers (/public/files/<token>). */
export const tokenOf = (link: { path: string }) => link.path.slice(PUBLIC_FILE_PATH.length);

export function fileOperations(appOf: () => TestApp, someId: string): Record<string, FileOperation> {
  // The matrix is built before its app starts: each set-up reads it when it runs.
  const app = new Proxy({} as TestApp, { get: (_t, key) => appOf()[key as keyof TestApp] });
  const op = (
    type: "Query" | "Mutation",
    document: Parameters<typeof print>[0],
    anyVariables: Variables,
    setUp: (world: FilesWorld) => Promise<Variables> = async () => anyVariables,
  ): FileOperation => ({
    type,
    policy: "signedIn",
    document: print(document),
    anyVariables: () => anyVariables,
    signedIn: async () => {
      const world = await filesWorld(app, "Matrix Files");
      return { user: world.director, roleId: world.ceo, variables: await setUp(world) };
    },
  });
  const folder = async (w: FilesWorld, name = "Matrix") => (await mkdir(app, w.director, w.ceo, name)).id;
  const file = async (w: FilesWorld, parentId: string | null = null) =>
    (await upload(app, w.director, w.ceo, "matrix.png", PNG, parentId)).id;
  /** A large file's upload begun (no bytes sent): its node's id. */
  const large = async (w: FilesWorld) =>
    ok(
      await send(
        app,
        CreateFileDocument,
        { input: { name: "matrix.mp4", size: FILE_MULTIPART_FROM + 1 } },
        as(w.director, w.ceo),
      ),
    ).createFile.fileNodeId;
  const trashed = async (w: FilesWorld) => {
    const id = await folder(w);
    ok(await send(app, DeleteFileNodesDocument, { ids: [id] }, as(w.director, w.ceo)));
    return id;
  };
  const linked = async (w: FilesWorld, id: string) =>
    ok(await send(app, CreateFilePublicLinkDocument, { id, expiry: "DAY" }, as(w.director, w.ceo)))
      .createFilePublicLink;
  /** A second (vacant) level-2 role of the company, to give access to. */
  const otherRole = async (w: FilesWorld) => {
    const id = randomUUID();
    ok(await save(app, w.director, w.companyId, [role(id, "Sales", 2, w.ceo)]));
    return id;
  };
  return {
    listMyFiles: op("Query", ListMyFilesDocument, {}, async (w) => (await folder(w), {})),
    listAvailableFiles: op("Query", ListAvailableFilesDocument, {}),
    listRecentFiles: op("Query", ListRecentFilesDocument, { limit: 5 }, async (w) => (await file(w), { limit: 5 })),
    listMyTrash: op("Query", ListMyTrashDocument, {}, async (w) => (await trashed(w), {})),
    getCompanyStorageUsage: op(
      "Query",
      GetCompanyStorageUsageDocument,
      { companyId: someId },
      async (w) => (await file(w), { companyId: w.companyId }),
    ),
    getFileNode: op("Query", GetFileNodeDocument, { id: someId }, async (w) => ({ id: await folder(w) })),
    listFileNodeAccess: op("Query", GetFileNodeSharingDocument, { id: someId }, async (w) => {
      const id = await file(w);
      ok(
        await send(
          app,
          GrantFileNodeAccessDocument,
          { id, roleId: await otherRole(w), level: "VIEW" },
          as(w.director, w.ceo),
        ),
      );
      await linked(w, id);
      return { id };
    }),
    listFileUploadParts: op("Query", ListFileUploadPartsDocument, { id: someId }, async (w) => ({
      id: await large(w),
    })),
    // Anyone with the link, through the web server (the API key alone).
    openFilePublicLink: {
      type: "Query",
      policy: "apiKey",
      document: print(OpenFilePublicLinkDocument),
      anyVariables: () => ({ token: "A".repeat(32) }),
      withKey: async () => {
        const w = await filesWorld(app, "Linked Files");
        return { token: tokenOf(await linked(w, await file(w))) };
      },
    },
    createFolder: op("Mutation", CreateFolderDocument, { input: { name: "Matrix" } }),
    createFile: op("Mutation", CreateFileDocument, { input: { name: "matrix.txt", size: 5 } }),
    confirmFileUpload: op("Mutation", ConfirmFileUploadDocument, { id: someId }, async (w) => {
      const bytes = text("bytes");
      const started = ok(
        await send(
          app,
          CreateFileDocument,
          { input: { name: "matrix.txt", size: bytes.byteLength } },
          as(w.director, w.ceo),
        ),
      ).createFile;
      const response = await put(app, started, bytes);
      if (!response.ok) throw new Error(`PUT ${started.url}: ${response.status}`);
      return { id: started.fileNodeId };
    }),
    signFileUploadParts: op("Mutation", SignFileUploadPartsDocument, { id: someId, partNumbers: [1] }, async (w) => ({
      id: await large(w),
      partNumbers: [1, 2],
    })),
    cancelFileUpload: op("Mutation", CancelFileUploadDocument, { id: someId }, async (w) => ({ id: await large(w) })),
    renameFileNode: op("Mutation", RenameFileNodeDocument, { id: someId, name: "Renamed" }, async (w) => ({
      id: await folder(w),
      name: "Renamed",
    })),
    moveFileNodes: op("Mutation", MoveFileNodesDocument, { ids: [someId], parentId: someId }, async (w) => ({
      ids: [await file(w)],
      parentId: await folder(w),
    })),
    deleteFileNodes: op("Mutation", DeleteFileNodesDocument, { ids: [someId] }, async (w) => ({
      ids: [await folder(w)],
    })),
    restoreFileNodes: op("Mutation", RestoreFileNodesDocument, { ids: [someId] }, async (w) => ({
      ids: [await trashed(w)],
    })),
    forceDeleteFileNodes: op("Mutation", ForceDeleteFileNodesDocument, { ids: [someId] }, async (w) => ({
      ids: [await trashed(w)],
    })),
    generateDownloadUrl: op("Mutation", GenerateDownloadUrlDocument, { fileNodeId: someId }, async (w) => ({
      fileNodeId: await file(w),
    })),
    setFileNodeProtected: op(
      "Mutation",
      SetFileNodeProtectedDocument,
      { id: someId, isProtected: true },
      async (w) => ({ id: await folder(w), isProtected: true }),
    ),
    grantFileNodeAccess: op(
      "Mutation",
      GrantFileNodeAccessDocument,
      { id: someId, roleId: someId, level: "VIEW" },
      async (w) => ({
        id: await folder(w),
        roleId: await otherRole(w),
        level: "VIEW",
      }),
    ),
    revokeFileNodeAccess: op("Mutation", RevokeFileNodeAccessDocument, { id: someId, roleId: someId }, async (w) => {
      const id = await folder(w);
      const roleId = await otherRole(w);
      ok(await send(app, GrantFileNodeAccessDocument, { id, roleId, level: "VIEW" }, as(w.director, w.ceo)));
      return { id, roleId };
    }),
    createFilePublicLink: op("Mutation", CreateFilePublicLinkDocument, { id: someId, expiry: "DAY" }, async (w) => ({
      id: await file(w),
      expiry: "DAY",
    })),
    disableFilePublicLink: op("Mutation", DisableFilePublicLinkDocument, { id: someId }, async (w) => {
      const id = await file(w);
      await linked(w, id);
      return { id };
    }),
  };
}
