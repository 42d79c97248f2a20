import { companyField, inherit, type FieldRules } from "../../authz/fields";
import { roleModule, type CompanyPolicy, type Located } from "../../authz/policy";
import type { FileNodeView } from "./model";

/**
 * Who may do what with files (spec: the files page; issue 22; decision 0027). Every action needs a
 * role that may open Files (module access, decision 0026): the lists ask for it by the module's
 * relation, and the relations to a node (fileViewer, fileEditor, fileManager) are only given to
 * such a role (resolvers.ts, locateNodes). Billing's suspended usage holds everything back (the
 * paid work); a suspended company keeps its files readable and changes nothing.
 *  - Lists of the current role (my files, available to me, the trash): the role itself.
 *  - Seeing a node (its card, its name in a list): view or edit access.
 *  - Opening it (download, preview, a folder's contents): view access.
 *  - Adding to a folder, renaming, moving, deleting to the trash: edit access.
 *  - The company's storage in numbers (the control center): the owners and the director.
 *  - A protected node's deletion, the trash's restore and forced deletion, protecting, access
 *    of other roles and public links: full access.
 */
export const filesPolicy = {
  "file.list": roleModule("FILES"),
  "file.see": { who: ["fileViewer", "fileEditor"], refusedWhen: ["unpaid"] },
  "file.read": { who: ["fileViewer"], refusedWhen: ["unpaid"] },
  "file.edit": { who: ["fileEditor"], refusedWhen: ["unpaid", "suspended"] },
  "file.manage.read": { who: ["fileManager"], refusedWhen: ["unpaid"] },
  "file.manage": { who: ["fileManager"], refusedWhen: ["unpaid", "suspended"] },
  // The control center's storage (issue 21): the owners and the director, who see billing.
  "files.usage.read": ["owner", "director"],
} as const satisfies CompanyPolicy<string>;

export type FilesAction = keyof typeof filesPolicy;

/** A node as reached by this request: its company, and the relations its access gives. */
export const locateView = (node: FileNodeView): Located => ({
  companyId: node.companyId,
  relations: [
    ...(node.access.view ? (["fileViewer"] as const) : []),
    ...(node.access.edit ? (["fileEditor"] as const) : []),
    ...(node.access.manage ? (["fileManager"] as const) : []),
  ],
});

/**
 * The fields files add. A node is reached through the guarded operations, which computed the
 * caller's access to it: its own facts, its place and its stored object's size and type are part
 * of it; a folder's children are seen with view or edit access (a drop folder's names), its
 * preview only with view access (null otherwise), its public link with full access, by the same
 * table as the operations.
 */
export const filesFields = {
  FileNode: {
    ...inherit(
      "id",
      "roleId",
      "parentId",
      "type",
      "name",
      "isProtected",
      "origin",
      "createdAt",
      "updatedAt",
      "deletedAt",
      "purgeAt",
      "myAccess",
      "path",
      "fileStorage",
    ),
    // A preview opens the file: the resolver answers null without view access (an edit-only
    // grant's drop folder lists names, and a list must not fail on them).
    previewUrl: "inherit",
    children: companyField<FileNodeView, FilesAction>(filesPolicy, "file.see", (node: FileNodeView) =>
      locateView(node),
    ),
    publicLink: companyField<FileNodeView, FilesAction>(filesPolicy, "file.manage.read", (node) => locateView(node)),
  },
  FileStorage: inherit("id", "nodeId", "size", "extension", "contentType", "createdAt", "updatedAt"),
  FileNodeCrumb: inherit("id", "name"),
  FileUpload: inherit("fileStorageId", "fileNodeId", "url", "method", "headers", "expiresAt", "parts"),
  FileUploadParts: inherit("partSize", "count"),
  // Reached only through signFileUploadParts and listFileUploadParts (the uploader's own upload).
  FileUploadPart: inherit("partNumber", "url", "method", "headers", "expiresAt"),
  FileStoredPart: inherit("partNumber", "size"),
  FileUploadHeader: inherit("name", "value"),
  // Reached only through listFileNodeAccess and grantFileNodeAccess (full access).
  FileNodeAccess: inherit("role", "level", "createdAt"),
  FilePublicLink: inherit("id", "path", "expiry", "expiresAt", "createdAt"),
  // Answered by openFilePublicLink to the web server (the API key) for whoever holds the link.
  FilePublicDownload: inherit("name", "url"),
  // Reached only through getCompanyStorageUsage (files.usage.read).
  CompanyStorageUsage: inherit("usedBytes", "kinds", "largestFiles", "roles"),
  StorageKindUsage: inherit("kind", "bytes"),
  StoredFileUsage: inherit("id", "name", "size", "roleName"),
  RoleStorageUsage: inherit("roleId", "name", "bytes"),
} satisfies FieldRules;
