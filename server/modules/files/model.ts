/**
 * What the files area's use cases share (issue 22): the rows and views they answer, what they are
 * built from, their constants and errors. Each use case is a file of its own (./services.ts puts
 * them together).
 */
import type { Authorized } from "../../authz/policy";
import type { Clock } from "../../clock";
import type { Database, Executor } from "../../db/client";
import type { fileGrants, fileNodes, filePublicLinks, fileStorages } from "../../db/schema";
import { DomainError } from "../../errors";
import type { Logger } from "../../logger";
import type { ObjectStorage, UploadTarget } from "../../storage";
import type { BillingService } from "../billing/service";
import type { FileAccess } from "./rules";

export type FileNodeRow = typeof fileNodes.$inferSelect;
export type FileStorageRow = typeof fileStorages.$inferSelect;
export type FileGrantRow = typeof fileGrants.$inferSelect;
export type FilePublicLinkRow = typeof filePublicLinks.$inferSelect;

/** A node as the caller reaches it: the row, what the caller may do with it, and its stored object. */
export interface FileNodeView extends FileNodeRow {
  access: FileAccess;
}

/** How a large file is cut (FileUpload.parts): parts of partSize bytes, the last one shorter. */
export interface FileUploadParts {
  partSize: number;
  count: number;
}

/** What createFile answers (spec: fileStorageId, url, fileNodeId) with how to send the bytes. */
export type FileUploadView = UploadTarget & {
  fileStorageId: string;
  fileNodeId: string;
  parts: FileUploadParts | null;
};

/** Where one part of a large file goes (signFileUploadParts). */
export type FileUploadPartView = UploadTarget & { partNumber: number };

/**
 * Where another module's attachment goes (createFile, uploadStream): the top of `roleId`'s tree
 * (a role of the caller's company, which the module checked), linked by `link` in the node's own
 * transaction, so that no attachment is ever without its link.
 */
export interface AttachTo {
  roleId: string;
  link: (tx: Executor, node: FileNodeRow) => Promise<void>;
}

/** Who acts, as the use cases read it: the company, the person, the roles acted in, for the audit. */
export type Acting = Pick<Authorized<string>, "companyId" | "userId" | "acting" | "sessionId" | "address">;

/** What every use case of the files area is built from, once per process. */
export interface FilesDeps {
  db: Database;
  clock: Clock;
  storage: ObjectStorage;
  billing: BillingService;
  logger: Logger;
  /** Whether the files area is on (FEATURE_FILES). */
  enabled: boolean;
  /** The bucket objects go to (kept on each row, spec: FileStorage.s3Bucket). */
  bucket: string;
}

/** Image types shown as previews (the rest get an icon by extension on the page). */
export const PREVIEW_EXTENSIONS: ReadonlySet<string> = new Set(["jpg", "jpeg", "png", "gif", "webp", "svg"]);

/** How long an upload may stay unconfirmed before the sweep removes it with whatever it stored. */
export const PENDING_UPLOAD_HOURS = 24;
/**
 * How long the storage URL of a download works (issue 39). It is asked for when the person asks
 * (the app's download address, an instruction's attachment, a public link's page: each checks
 * access then) and the browser is sent on at once, so a minute is plenty, and a file trashed, an
 * access revoked, a link turned off or usage suspended is not read for an hour after
 * (STORAGE_URL_TTL, which pages' previews keep so that the browser caches them).
 */
export const DOWNLOAD_URL_SECONDS = 60;
/** The most rows one run of a sweep takes (files.trash, files.pending, files.objects). */
export const SWEEP_BATCH = 200;

export const fileNotFound = () => new DomainError("FILE_NOT_FOUND", "File not found");
export const invalid = (field: string, message: string) =>
  new DomainError("BAD_USER_INPUT", message, { fields: { [field]: [message] } });
export const storageFull = () =>
  new DomainError("STORAGE_FULL", "The company's storage is full", {
    fields: { file: ["validation.files.storageFull"] },
  });
