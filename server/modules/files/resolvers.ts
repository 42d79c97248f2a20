import { z } from "zod";
import {
  createFileInput,
  createFolderInput,
  FILE_LINK_EXPIRIES,
  fileName,
  fileNodeIds,
  filePartNumbers,
  fileSearch,
} from "#graphql/validation/files";
import { roleName } from "#graphql/role-names";
import { UUID } from "#graphql/validation/uuid";
import { actingRoles, type Relation } from "../../authz/actor";
import { currentRole } from "../../authz/current-role";
import { companyGuard, type Located } from "../../authz/policy";
import { FILE_ACCESS_LEVELS } from "../../db/schema";
import { DomainError, parseInput } from "../../errors";
import type { GraphQLContext } from "../../graphql/context";
import type {
  FileNodeAccessResolvers,
  FileNodeResolvers,
  FilePublicLinkResolvers,
  FileUploadPartResolvers,
  FileUploadResolvers,
  MutationResolvers,
  QueryResolvers,
} from "../../graphql/generated/resolvers";
import { guard } from "../../graphql/policy";
import { filesPolicy, type FilesAction } from "./policy";
import { fileNotFound, type FileNodeRow, type FileNodeView } from "./model";
import { levelOf, NO_ACCESS, trashPurgeAt } from "./rules";

/** The page a public link opens (app/routes/public.files.$token.tsx). */
export const PUBLIC_FILE_PATH = "/public/files/";

/**
 * What the locators read of a request: a resolver's context, or the one the upload entry builds
 * from its own request (./upload-endpoint.ts), so that both find a node's target alike.
 */
export type FilesLocateContext = Pick<GraphQLContext, "viewer" | "currentRoleId"> & {
  services: Pick<GraphQLContext["services"], "files">;
  loaders: Pick<GraphQLContext["loaders"], "companyActor" | "roleById" | "fileNode"> &
    Partial<Pick<GraphQLContext["loaders"], "personHeader">>;
};

/** The roles of the caller's company this call acts in that may open Files (their module). */
async function filesRoles(ctx: FilesLocateContext, companyId: string): Promise<string[]> {
  if (!ctx.viewer) return [];
  const actor = await ctx.loaders.companyActor.load({ userId: ctx.viewer.userId, companyId });
  return actingRoles(actor, ctx.currentRoleId)
    .filter((role) => role.modules.includes("FILES"))
    .map((role) => role.id);
}

/** The company of vHub's current role (x-current-role-id); null (not found) without one. */
async function locateCurrentRole(ctx: FilesLocateContext): Promise<Located | null> {
  ctx.services.files.requireOn();
  const role = await currentRole(ctx);
  return role ? { companyId: role.companyId } : null;
}

const RELATIONS = { view: "fileViewer", edit: "fileEditor", manage: "fileManager" } as const;

/**
 * Nodes by id and the caller's relations to all of them (what every one of them allows): their
 * company must be one, and the caller's access is computed for the roles it acts in that may open
 * Files. A node in another state than `state` (live, or in the trash) is not found.
 */
async function locateNodes(
  ids: readonly string[],
  ctx: FilesLocateContext,
  state: "live" | "trash" = "live",
): Promise<Located | null> {
  ctx.services.files.requireOn();
  const nodes = await Promise.all(ids.map((id) => ctx.loaders.fileNode.load(id)));
  if (!nodes.length || nodes.some((node) => !node)) return null;
  const found = nodes as FileNodeRow[];
  const companyId = found[0]!.companyId;
  if (found.some((node) => node.companyId !== companyId)) return null;
  if (found.some((node) => (state === "live" ? node.trashRootId !== null || !node.uploadedAt : !node.deletedAt)))
    return null;
  // Another module's attachments are reached through what they are attached to (decision 0028).
  if (found.some((node) => node.origin !== "UPLOAD")) return null;
  const roles = await filesRoles(ctx, companyId);
  // The trash is its role's own: a grant on a node does not reach it there.
  if (state === "trash" && found.some((node) => !roles.includes(node.roleId))) return null;
  const access = await ctx.services.files.queries.accessOf(found, roles);
  const relations: Relation[] = [];
  for (const key of ["view", "edit", "manage"] as const) {
    if (found.every((node) => access.get(node.id)?.[key])) relations.push(RELATIONS[key]);
  }
  return { companyId, relations };
}

const locateIds = (raw: readonly string[], ctx: FilesLocateContext, state: "live" | "trash" = "live") => {
  const ids = raw.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
  return ids.length === raw.length && ids.length
    ? locateNodes(ids, ctx, state)
    : (ctx.services.files.requireOn(), null);
};
const locateId = (id: string, ctx: FilesLocateContext) => locateIds([id], ctx);

/** Where a new node goes: a folder (edit access to it), or the top of the current role's own tree. */
export async function locateTarget(
  parentId: string | null | undefined,
  ctx: FilesLocateContext,
): Promise<Located | null> {
  if (parentId) return locateId(parentId, ctx);
  const located = await locateCurrentRole(ctx);
  if (!located) return null;
  const own = (await filesRoles(ctx, located.companyId)).includes(ctx.currentRoleId!);
  return { companyId: located.companyId, relations: own ? ["fileEditor"] : [] };
}

/** The node's own role is the one the caller acts in (its trash, its own top). */
const currentRoleId = (ctx: GraphQLContext) => ctx.currentRoleId!;

/** Rows of a list or a change, with the caller's access (the service computed it, or it is theirs). */
async function viewsOf(ctx: GraphQLContext, rows: readonly FileNodeRow[], companyId: string): Promise<FileNodeView[]> {
  const access = await ctx.services.files.queries.accessOf(rows, await filesRoles(ctx, companyId));
  return rows.map((row) => ({ ...row, access: access.get(row.id) ?? NO_ACCESS }));
}

/**
 * companyGuard for the files operations, answering FILE_NOT_FOUND where the policy answers that
 * the company is not the caller's (a node of another company, or none: the same answer, so an id
 * tells nothing), which a person on the files page reads as it is meant.
 */
function filesGuard<TParent, TArgs, TResult>(
  ...args: Parameters<typeof companyGuard<FilesAction, TParent, TArgs, TResult>>
) {
  const guarded = companyGuard<FilesAction, TParent, TArgs, TResult>(...args);
  const wrapped = async (...call: Parameters<typeof guarded>): Promise<TResult> => {
    try {
      return await guarded(...call);
    } catch (error) {
      if (error instanceof DomainError && error.code === "OWNER_NOT_FOUND") throw fileNotFound();
      throw error;
    }
  };
  return Object.assign(wrapped, { policy: guarded.policy, companyAction: guarded.companyAction });
}

/**
 * The caller's own upload by its node's id: a pending file is located where it goes (its folder,
 * or the current role's top), as createFile was; a live one as any node. The service then lets
 * only the person who started it through (FILE_NOT_FOUND for anyone else).
 */
async function locateUpload<TArgs extends { id: string }>(args: TArgs, ctx: GraphQLContext): Promise<Located | null> {
  if (!UUID.test(args.id)) return (ctx.services.files.requireOn(), null);
  const node = await ctx.loaders.fileNode.load(args.id.toLowerCase());
  // An attachment's upload was started through its module, which checked its own rights to attach
  // (createInstructionFile, createTaskFile): the rest of the upload is its starter's, as any upload is (the
  // service lets only them through), whatever Files would grant on the node.
  // Anyone else is told there is no such file.
  if (node && node.origin !== "UPLOAD") {
    ctx.services.files.requireOn();
    return ctx.viewer && node.createdBy === ctx.viewer.userId
      ? { companyId: node.companyId, relations: ["fileEditor"] }
      : null;
  }
  if (!node || node.uploadedAt) return node ? locateId(args.id, ctx) : (ctx.services.files.requireOn(), null);
  return locateTarget(node.parentId, ctx);
}

const accessLevel = z.enum(FILE_ACCESS_LEVELS, { error: "validation.files.level" });
const linkExpiry = z.enum(FILE_LINK_EXPIRIES, { error: "validation.files.expiry" });
const uuid = (message: string) => z.uuid(message).transform((value) => value.toLowerCase());

export const filesQueries: QueryResolvers = {
  listMyFiles: filesGuard(
    filesPolicy,
    "file.list",
    (_args, ctx) => locateCurrentRole(ctx),
    async (_actor, args, ctx) => {
      const search = parseInput(fileSearch, args.search ?? null, "search");
      const parentId = args.filter?.parentId?.equal ?? null;
      if (parentId && !search) {
        // A folder of the current role's own tree, live.
        const folder = UUID.test(parentId) ? await ctx.loaders.fileNode.load(parentId.toLowerCase()) : undefined;
        if (!folder || folder.roleId !== currentRoleId(ctx) || folder.trashRootId || folder.type !== "FOLDER")
          throw fileNotFound();
        return ctx.services.files.queries.listMine(currentRoleId(ctx), { parentId: folder.id, search: null });
      }
      return ctx.services.files.queries.listMine(currentRoleId(ctx), { parentId: null, search });
    },
  ),
  listAvailableFiles: filesGuard(
    filesPolicy,
    "file.see",
    // At the top: what is shared with the current role, if it may open Files. Inside a folder:
    // view or edit access to it (an edit-only grant's drop folder lists names).
    async (args, ctx) => {
      if (args.parentId) return locateId(args.parentId, ctx);
      const located = await locateCurrentRole(ctx);
      if (!located) return null;
      const own = (await filesRoles(ctx, located.companyId)).includes(ctx.currentRoleId!);
      return { companyId: located.companyId, relations: own ? ["fileViewer"] : [] };
    },
    async (actor, args, ctx) => {
      const search = parseInput(fileSearch, args.search ?? null, "search");
      const roles = await filesRoles(ctx, actor.companyId);
      const parent = args.parentId ? await ctx.loaders.fileNode.load(args.parentId.toLowerCase()) : null;
      if (parent && parent.type !== "FOLDER") throw fileNotFound();
      return ctx.services.files.queries.listAvailable(roles, { parentId: parent?.id ?? null, search });
    },
  ),
  // The role's dashboard: its own files changed last, or what was shared with it last.
  listRecentFiles: filesGuard(
    filesPolicy,
    "file.see",
    async (args, ctx) => {
      const located = await locateCurrentRole(ctx);
      if (!located) return null;
      // The current role's own files (or what was shared with it), if it may open Files.
      const own = (await filesRoles(ctx, located.companyId)).includes(ctx.currentRoleId!);
      return { companyId: located.companyId, relations: own ? ["fileViewer"] : [] };
    },
    async (actor, args, ctx) => {
      const limit = Math.min(Math.max(Math.trunc(args.limit ?? 5), 1), 20);
      if (!args.shared) return ctx.services.files.queries.recentMine(currentRoleId(ctx), limit);
      return ctx.services.files.queries.recentShared(await filesRoles(ctx, actor.companyId), limit);
    },
  ),
  listMyTrash: filesGuard(
    filesPolicy,
    "file.list",
    (_args, ctx) => locateCurrentRole(ctx),
    async (_actor, args, ctx) =>
      ctx.services.files.trash.list(currentRoleId(ctx), parseInput(fileSearch, args.search ?? null, "search")),
  ),
  getFileNode: filesGuard(
    filesPolicy,
    "file.see",
    async (args, ctx) => {
      // A node of the current role's trash is seen there too.
      const live = await locateId(args.id, ctx);
      if (live || !UUID.test(args.id)) return live;
      return locateIds([args.id], ctx, "trash");
    },
    async (actor, args, ctx) => {
      const node = (await ctx.loaders.fileNode.load(args.id.toLowerCase()))!;
      return (await viewsOf(ctx, [node], actor.companyId))[0]!;
    },
  ),
  listFileNodeAccess: filesGuard(
    filesPolicy,
    "file.manage.read",
    (args, ctx) => locateId(args.id, ctx),
    (_actor, args, ctx) => ctx.services.files.sharing.grantsOf(args.id.toLowerCase()),
  ),
  // A company's numbers: a stranger is told the company is not theirs, as billing answers.
  getCompanyStorageUsage: companyGuard(
    filesPolicy,
    "files.usage.read",
    (args, ctx) => (
      ctx.services.files.requireOn(),
      UUID.test(args.companyId) ? { companyId: args.companyId.toLowerCase() } : null
    ),
    async (actor, _args, ctx) => {
      const usage = await ctx.services.files.usage.ofCompany(actor.companyId);
      const language = ctx.client.language;
      return {
        ...usage,
        largestFiles: usage.largestFiles.map((file) => ({
          ...file,
          roleName: roleName({ name: file.roleName, nameIsDefault: file.roleNameIsDefault }, language),
        })),
        roles: usage.roles.map((role) => ({ ...role, name: roleName(role, language) })),
      };
    },
  ),
  listFileUploadParts: filesGuard(filesPolicy, "file.edit", locateUpload, (actor, args, ctx) =>
    ctx.services.files.uploads.listUploadParts(actor, args.id.toLowerCase()),
  ),
  openFilePublicLink: guard("apiKey", async (_parent, args, ctx) => {
    ctx.services.files.requireOn();
    const opened = await ctx.services.files.sharing.openLink(args.token);
    if (!opened) throw fileNotFound();
    return opened;
  }),
};

export const filesMutations: MutationResolvers = {
  createFolder: filesGuard(
    filesPolicy,
    "file.edit",
    (args, ctx) => locateTarget(args.input.parentId, ctx),
    (actor, args, ctx) => ctx.services.files.tree.createFolder(actor, parseInput(createFolderInput, args.input)),
  ),
  createFile: filesGuard(
    filesPolicy,
    "file.edit",
    (args, ctx) => locateTarget(args.input.parentId, ctx),
    async (actor, args, ctx) => {
      const { node, storage, upload, parts } = await ctx.services.files.uploads.createFile(
        actor,
        parseInput(createFileInput, args.input),
      );
      return { fileStorageId: storage.id, fileNodeId: node.id, ...upload, parts };
    },
  ),
  confirmFileUpload: filesGuard(filesPolicy, "file.edit", locateUpload, (actor, args, ctx) =>
    ctx.services.files.uploads.confirmUpload(actor, args.id.toLowerCase()),
  ),
  signFileUploadParts: filesGuard(filesPolicy, "file.edit", locateUpload, (actor, args, ctx) =>
    ctx.services.files.uploads.signUploadParts(
      actor,
      args.id.toLowerCase(),
      parseInput(filePartNumbers, args.partNumbers, "partNumbers"),
    ),
  ),
  cancelFileUpload: filesGuard(filesPolicy, "file.edit", locateUpload, (actor, args, ctx) =>
    ctx.services.files.uploads.cancelUpload(actor, args.id.toLowerCase()),
  ),
  renameFileNode: filesGuard(
    filesPolicy,
    "file.edit",
    (args, ctx) => locateId(args.id, ctx),
    (actor, args, ctx) =>
      ctx.services.files.tree.rename(actor, args.id.toLowerCase(), parseInput(fileName, args.name, "name")),
  ),
  moveFileNodes: filesGuard(
    filesPolicy,
    "file.edit",
    // Edit access to every node moved and to the folder they go to.
    (args, ctx) => locateIds(args.parentId ? [...args.ids, args.parentId] : args.ids, ctx),
    (actor, args, ctx) =>
      ctx.services.files.tree.move(
        actor,
        parseInput(fileNodeIds, args.ids, "ids"),
        args.parentId ? args.parentId.toLowerCase() : null,
      ),
  ),
  deleteFileNodes: filesGuard(
    filesPolicy,
    "file.edit",
    (args, ctx) => locateIds(args.ids, ctx),
    async (actor, args, ctx) => {
      const done = await ctx.services.files.trash.add(actor, parseInput(fileNodeIds, args.ids, "ids"), {
        manage: actor.relations.has("fileManager"),
      });
      return done.map((node) => node.id);
    },
  ),
  restoreFileNodes: filesGuard(
    filesPolicy,
    "file.manage",
    (args, ctx) => locateIds(args.ids, ctx, "trash"),
    async (actor, args, ctx) =>
      (await ctx.services.files.trash.restore(actor, parseInput(fileNodeIds, args.ids, "ids"))).map((node) => node.id),
  ),
  forceDeleteFileNodes: filesGuard(
    filesPolicy,
    "file.manage",
    (args, ctx) => locateIds(args.ids, ctx, "trash"),
    (actor, args, ctx) => ctx.services.files.trash.forceDelete(actor, parseInput(fileNodeIds, args.ids, "ids")),
  ),
  generateDownloadUrl: filesGuard(
    filesPolicy,
    "file.read",
    (args, ctx) => locateId(args.fileNodeId, ctx),
    (actor, args, ctx) => ctx.services.files.queries.downloadUrl(actor, args.fileNodeId.toLowerCase()),
  ),
  setFileNodeProtected: filesGuard(
    filesPolicy,
    "file.manage",
    (args, ctx) => locateId(args.id, ctx),
    (actor, args, ctx) => ctx.services.files.tree.setProtected(actor, args.id.toLowerCase(), args.isProtected),
  ),
  grantFileNodeAccess: filesGuard(
    filesPolicy,
    "file.manage",
    (args, ctx) => locateId(args.id, ctx),
    (actor, args, ctx) =>
      ctx.services.files.sharing.grant(
        actor,
        args.id.toLowerCase(),
        parseInput(uuid("validation.files.role"), args.roleId, "roleId"),
        parseInput(accessLevel, args.level, "level"),
      ),
  ),
  revokeFileNodeAccess: filesGuard(
    filesPolicy,
    "file.manage",
    (args, ctx) => locateId(args.id, ctx),
    (actor, args, ctx) =>
      ctx.services.files.sharing.revoke(
        actor,
        args.id.toLowerCase(),
        parseInput(uuid("validation.files.role"), args.roleId, "roleId"),
      ),
  ),
  createFilePublicLink: filesGuard(
    filesPolicy,
    "file.manage",
    (args, ctx) => locateId(args.id, ctx),
    (actor, args, ctx) =>
      ctx.services.files.sharing.createLink(
        actor,
        args.id.toLowerCase(),
        parseInput(linkExpiry, args.expiry, "expiry"),
      ),
  ),
  disableFilePublicLink: filesGuard(
    filesPolicy,
    "file.manage",
    (args, ctx) => locateId(args.id, ctx),
    (actor, args, ctx) => ctx.services.files.sharing.disableLink(actor, args.id.toLowerCase()),
  ),
};

export const FileNode: FileNodeResolvers = {
  myAccess: (node) => {
    const level = levelOf(node.access);
    if (!level) throw new DomainError("FORBIDDEN", "Not allowed");
    return level;
  },
  purgeAt: (node) => (node.deletedAt ? trashPurgeAt(node.deletedAt) : null),
  // A folder's children carry its access: grants reach what is under the folder they are on.
  children: async (node, _args, ctx) =>
    node.type === "FOLDER" && !node.trashRootId
      ? (await ctx.loaders.fileChildren.load(node.id)).map((child) => ({ ...child, access: node.access }))
      : [],
  fileStorage: async (node, _args, ctx) =>
    node.type === "FILE" ? ((await ctx.loaders.fileStorage.load(node.id)) ?? null) : null,
  previewUrl: async (node, _args, ctx) =>
    node.type === "FILE" && node.access.view
      ? ctx.services.files.queries.previewUrl(await ctx.loaders.fileStorage.load(node.id))
      : null,
  publicLink: (node, _args, ctx) => (node.type === "FILE" ? ctx.services.files.sharing.linkOf(node.id) : null),
  /**
   * The folders above the node, from the top of its tree; for another role's node, only those the
   * caller may see (from the folder shared with it down), so a share reveals nothing above it.
   */
  path: async (node, _args, ctx) => {
    const crumbs = await ctx.services.files.queries.pathOf(node);
    if (!crumbs.length) return crumbs;
    const access = await ctx.services.files.queries.accessOf(
      crumbs.map((crumb) => ({ id: crumb.id, roleId: node.roleId })),
      await filesRoles(ctx, node.companyId),
    );
    const firstSeen = crumbs.findIndex((crumb) => access.get(crumb.id)?.view || access.get(crumb.id)?.edit);
    return firstSeen < 0 ? [] : crumbs.slice(firstSeen);
  },
};

export const FileUpload: FileUploadResolvers = {
  method: () => "PUT",
  headers: (upload) => Object.entries(upload.headers).map(([name, value]) => ({ name, value })),
};

export const FileUploadPart: FileUploadPartResolvers = {
  method: () => "PUT",
  headers: (part) => Object.entries(part.headers).map(([name, value]) => ({ name, value })),
};

export const FileNodeAccess: FileNodeAccessResolvers = {
  role: async (grant, _args, ctx) => {
    const role = await ctx.loaders.roleById.load(grant.roleId);
    if (!role) throw fileNotFound();
    return role;
  },
};

export const FilePublicLink: FilePublicLinkResolvers = {
  path: (link) => `${PUBLIC_FILE_PATH}${link.token}`,
};
