import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import {
  FILE_LINK_HOURS,
  FILE_LIST_MAX,
  FILE_MAX_BYTES,
  FILE_MULTIPART_FROM,
  FILE_PART_BYTES,
  FILE_TRASH_DAYS,
  type FileLinkExpiry,
} from "#graphql/validation/files";
import { writeAudit, type AuditActor } from "../../audit";
import type { Authorized } from "../../authz/policy";
import type { Clock } from "../../clock";
import { queryRows, type Database, type Executor } from "../../db/client";
import {
  fileGrants,
  fileNodes,
  fileObjectRemovals,
  filePublicLinks,
  fileStorages,
  fileUsage,
  roles,
  type FileAccessLevelValue,
} from "../../db/schema";
import { DomainError } from "../../errors";
import type { Logger } from "../../logger";
import type { ObjectStorage, StoredPart, UploadTarget } from "../../storage";
import { ObjectTooLarge } from "../../storage/keys";
import { contentTypeOf, extensionOf } from "../../storage/content-types";
import type { BillingService } from "../billing/service";
import { accessFrom, NO_ACCESS, type FileAccess } from "./rules";

export type FileNodeRow = typeof fileNodes.$inferSelect;
export type FileStorageRow = typeof fileStorages.$inferSelect;
export type FileGrantRow = typeof fileGrants.$inferSelect;
export type FilePublicLinkRow = typeof filePublicLinks.$inferSelect;

/** A node as the caller reaches it: the row, what the caller may do with it, and its stored object. */
export interface FileNodeView extends FileNodeRow {
  access: FileAccess;
}

/** The storage breakdown's kinds, in the spec's order (the GraphQL StorageKind). */
export const STORAGE_KINDS = ["ARCHIVED", "DOCUMENTS", "MODULES", "OTHER", "MEDIA", "DELETED"] as const;
export type StorageKindValue = (typeof STORAGE_KINDS)[number];
const MEDIA_EXTENSIONS = [
  "jpg",
  "jpeg",
  "png",
  "gif",
  "webp",
  "svg",
  "heic",
  "ico",
  "mp4",
  "mov",
  "webm",
  "mp3",
  "wav",
];
const DOCUMENT_EXTENSIONS = [
  "pdf",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "odt",
  "ods",
  "txt",
  "csv",
  "xml",
  "json",
  "rtf",
];

export interface StorageUsageView {
  usedBytes: number;
  kinds: Array<{ kind: StorageKindValue; bytes: number }>;
  /** roleNameIsDefault, nameIsDefault: the role bears vHold's name (the resolver reads it in the caller's language). */
  largestFiles: Array<{ id: string; name: string; size: number; roleName: string; roleNameIsDefault: boolean }>;
  roles: Array<{ roleId: string; name: string; nameIsDefault: boolean; bytes: number }>;
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

/** The part count of a file of `size` bytes cut in parts of `partSize`. */
const partCount = (size: number, partSize: number) => Math.max(1, Math.ceil(size / partSize));
/** The bytes of part `partNumber` (1-based): partSize, or what is left for the last. */
const partBytes = (size: number, partSize: number, partNumber: number) =>
  partNumber < partCount(size, partSize) ? partSize : size - (partCount(size, partSize) - 1) * partSize;

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
const SWEEP_BATCH = 200;
const DAY_MS = 86_400_000;

export const fileNotFound = () => new DomainError("FILE_NOT_FOUND", "File not found");
const invalid = (field: string, message: string) =>
  new DomainError("BAD_USER_INPUT", message, { fields: { [field]: [message] } });

/** The tree of one role changes under this lock: moves cannot race each other into a cycle. */
const lockTree = (tx: Executor, roleId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${"file-tree:" + roleId}, 0))`);

/**
 * The nodes a role's tree shows (my files, available to me, the trash, the role's count): not
 * another module's attachments (origin INSTRUCTION; decision 0028), reached only through what
 * they are attached to.
 */
const inTree = sql`${fileNodes.origin} <> 'INSTRUCTION'`;

type Acting = Pick<Authorized<string>, "companyId" | "userId" | "acting" | "sessionId" | "address">;

/**
 * The files area (issue 22): each role's tree of folders and files, uploads to object storage,
 * the trash, access granted to other roles and public links. The only writer of the file_* tables.
 * Callers reach it through the policy (./policy.ts); what a caller may do with one node comes from
 * accessOf (the node's role is the caller's, or a grant on it or above it names the caller's role).
 */
export class FilesService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      storage: ObjectStorage;
      billing: BillingService;
      logger: Logger;
      enabled: boolean;
      /** The bucket objects go to (kept on each row, spec: FileStorage.s3Bucket). */
      bucket: string;
    },
  ) {}

  get enabled(): boolean {
    return this.deps.enabled;
  }

  /** Live files of each role (the structure's role information), one statement for many roles. */
  async countByRole(roleIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.deps.db
      .select({ roleId: fileNodes.roleId, count: sql<number>`count(*)::int` })
      .from(fileNodes)
      .where(
        and(
          inArray(fileNodes.roleId, [...roleIds]),
          eq(fileNodes.type, "FILE"),
          isNull(fileNodes.trashRootId),
          isNotNull(fileNodes.uploadedAt),
          inTree,
        ),
      )
      .groupBy(fileNodes.roleId);
    return new Map(rows.map((row) => [row.roleId, row.count]));
  }

  requireOn(): void {
    if (!this.deps.enabled) throw new DomainError("FEATURE_OFF", "Files are switched off");
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  // ---- Reading -------------------------------------------------------------------------------

  /** Nodes by id (any state), for loaders. */
  async nodes(ids: readonly string[], db: Executor = this.deps.db): Promise<FileNodeRow[]> {
    if (!ids.length) return [];
    return db
      .select()
      .from(fileNodes)
      .where(inArray(fileNodes.id, [...ids]));
  }

  /** Stored objects of files, by node id, for loaders. */
  async storagesOf(nodeIds: readonly string[]): Promise<FileStorageRow[]> {
    if (!nodeIds.length) return [];
    return this.deps.db
      .select()
      .from(fileStorages)
      .where(inArray(fileStorages.nodeId, [...nodeIds]));
  }

  /**
   * What the roles `acting` may do with each node: everything with their own role's nodes, and
   * with another's what the strongest of the grants on the node or a folder above it allows. One
   * statement for any number of nodes (the walk up is as deep as the deepest of them).
   */
  async accessOf(
    nodes: readonly Pick<FileNodeRow, "id" | "roleId">[],
    acting: readonly string[],
    db: Executor = this.deps.db,
  ): Promise<Map<string, FileAccess>> {
    const result = new Map<string, FileAccess>();
    const others: string[] = [];
    for (const node of nodes) {
      if (acting.includes(node.roleId)) result.set(node.id, accessFrom(["OWNER"]));
      else others.push(node.id);
    }
    if (!others.length || !acting.length) {
      for (const id of others) result.set(id, NO_ACCESS);
      return result;
    }
    const rows = await queryRows<{ node_id: string; level: FileAccessLevelValue }>(
      db,
      sql`with recursive up(node_id, ancestor_id, parent_id) as (
            select n.id, n.id, n.parent_id from file_nodes n where n.id = any(${`{${others.join(",")}}`}::uuid[])
            union all
            select up.node_id, p.id, p.parent_id from up join file_nodes p on p.id = up.parent_id
          )
          select up.node_id, g.level from up join file_grants g on g.node_id = up.ancestor_id and g.role_id = any(${`{${acting.join(",")}}`}::uuid[])`,
    );
    const levels = new Map<string, FileAccessLevelValue[]>();
    for (const row of rows) levels.set(row.node_id, [...(levels.get(row.node_id) ?? []), row.level]);
    for (const id of others) result.set(id, accessFrom(levels.get(id) ?? []));
    return result;
  }

  private async withAccess(
    rows: readonly FileNodeRow[],
    acting: readonly string[],
    db: Executor = this.deps.db,
  ): Promise<FileNodeView[]> {
    const access = await this.accessOf(rows, acting, db);
    return rows.map((row) => ({ ...row, access: access.get(row.id) ?? NO_ACCESS }));
  }

  private liveOrder() {
    // Folders first, then by name, as the page shows them.
    return [desc(fileNodes.type), asc(fileNodes.name), asc(fileNodes.id)];
  }

  /**
   * A role's live nodes in one folder (null: its top), or, with a search, its live nodes anywhere
   * whose name holds the search (case-insensitive), at most FILE_LIST_MAX.
   */
  async listMine(roleId: string, options: { parentId: string | null; search: string | null }): Promise<FileNodeView[]> {
    const live = and(
      eq(fileNodes.roleId, roleId),
      isNull(fileNodes.trashRootId),
      isNotNull(fileNodes.uploadedAt),
      inTree,
    );
    const where = options.search
      ? and(live, sql`strpos(lower(${fileNodes.name}), lower(${options.search})) > 0`)
      : and(live, options.parentId ? eq(fileNodes.parentId, options.parentId) : isNull(fileNodes.parentId));
    const rows = await this.deps.db
      .select()
      .from(fileNodes)
      .where(where)
      .orderBy(...this.liveOrder())
      .limit(FILE_LIST_MAX);
    return rows.map((row) => ({ ...row, access: accessFrom(["OWNER"]) }));
  }

  /**
   * What other roles shared with the roles `acting`: at the top, the live nodes granted to them
   * (not their own); inside a shared folder (parentId, whose access the caller's policy checked),
   * its live children. A search looks at the shared nodes' names.
   */
  async listAvailable(
    acting: readonly string[],
    options: { parentId: string | null; search: string | null },
  ): Promise<FileNodeView[]> {
    if (!acting.length) return [];
    const live = and(isNull(fileNodes.trashRootId), isNotNull(fileNodes.uploadedAt), inTree);
    let rows: FileNodeRow[];
    if (options.parentId) {
      rows = await this.deps.db
        .select()
        .from(fileNodes)
        .where(
          and(
            live,
            eq(fileNodes.parentId, options.parentId),
            options.search ? sql`strpos(lower(${fileNodes.name}), lower(${options.search})) > 0` : undefined,
          ),
        )
        .orderBy(...this.liveOrder())
        .limit(FILE_LIST_MAX);
    } else {
      rows = await this.deps.db
        .selectDistinct({ node: fileNodes })
        .from(fileGrants)
        .innerJoin(fileNodes, eq(fileNodes.id, fileGrants.nodeId))
        .where(
          and(
            live,
            inArray(fileGrants.roleId, [...acting]),
            sql`${fileNodes.roleId} <> all(${`{${acting.join(",")}}`}::uuid[])`,
            options.search ? sql`strpos(lower(${fileNodes.name}), lower(${options.search})) > 0` : undefined,
          ),
        )
        .orderBy(...this.liveOrder())
        .limit(FILE_LIST_MAX)
        .then((found) => found.map((row) => row.node));
    }
    return this.withAccess(rows, acting);
  }

  /** A role's live files (not folders) most recently changed first, at most `limit` (the role's dashboard). */
  async recentMine(roleId: string, limit: number): Promise<FileNodeView[]> {
    const rows = await this.deps.db
      .select()
      .from(fileNodes)
      .where(
        and(
          eq(fileNodes.roleId, roleId),
          eq(fileNodes.type, "FILE"),
          isNull(fileNodes.trashRootId),
          isNotNull(fileNodes.uploadedAt),
          inTree,
        ),
      )
      .orderBy(desc(fileNodes.updatedAt), asc(fileNodes.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, access: accessFrom(["OWNER"]) }));
  }

  /**
   * What other roles shared with the roles `acting` most recently (the live nodes granted to them,
   * not their own), by the newest grant, at most `limit` (the role's dashboard).
   */
  async recentShared(acting: readonly string[], limit: number): Promise<FileNodeView[]> {
    if (!acting.length) return [];
    const granted = sql<Date>`max(${fileGrants.createdAt})`;
    const rows = await this.deps.db
      .select({ node: fileNodes, granted })
      .from(fileGrants)
      .innerJoin(fileNodes, eq(fileNodes.id, fileGrants.nodeId))
      .where(
        and(
          isNull(fileNodes.trashRootId),
          isNotNull(fileNodes.uploadedAt),
          inTree,
          inArray(fileGrants.roleId, [...acting]),
          sql`${fileNodes.roleId} <> all(${`{${acting.join(",")}}`}::uuid[])`,
        ),
      )
      .groupBy(fileNodes.id)
      .orderBy(desc(granted), asc(fileNodes.id))
      .limit(limit);
    return this.withAccess(
      rows.map((row) => row.node),
      acting,
    );
  }

  /** A role's trash: the nodes deleted by hand (each with what went with it), newest first. */
  async listTrash(roleId: string, search: string | null): Promise<FileNodeView[]> {
    const rows = await this.deps.db
      .select()
      .from(fileNodes)
      .where(
        and(
          eq(fileNodes.roleId, roleId),
          isNotNull(fileNodes.deletedAt),
          inTree,
          search ? sql`strpos(lower(${fileNodes.name}), lower(${search})) > 0` : undefined,
        ),
      )
      .orderBy(desc(fileNodes.deletedAt), asc(fileNodes.id))
      .limit(FILE_LIST_MAX);
    return rows.map((row) => ({ ...row, access: accessFrom(["OWNER"]) }));
  }

  /** A node's live children (the first FILE_LIST_MAX of each), for many folders in one statement (FileNode.children). */
  async childrenOf(parentIds: readonly string[]): Promise<FileNodeRow[]> {
    if (!parentIds.length) return [];
    return this.deps.db
      .select()
      .from(fileNodes)
      .where(
        sql`${fileNodes.id} in (
          select id from (
            select id, row_number() over (partition by parent_id order by type desc, name, id) as place
            from file_nodes
            where parent_id = any(${`{${parentIds.join(",")}}`}::uuid[]) and trash_root_id is null and uploaded_at is not null
          ) ranked where place <= ${FILE_LIST_MAX})`,
      )
      .orderBy(...this.liveOrder());
  }

  /** The folders from the top of the node's tree down to its parent (breadcrumbs). */
  async pathOf(
    node: Pick<FileNodeRow, "parentId">,
    db: Executor = this.deps.db,
  ): Promise<Pick<FileNodeRow, "id" | "name">[]> {
    if (!node.parentId) return [];
    const rows = await queryRows<{ id: string; name: string; depth: number }>(
      db,
      sql`with recursive up(id, name, parent_id, depth) as (
            select id, name, parent_id, 0 from file_nodes where id = ${node.parentId}
            union all
            select p.id, p.name, p.parent_id, up.depth + 1 from up join file_nodes p on p.id = up.parent_id
          ) select id, name, depth from up order by depth desc`,
    );
    return rows.map(({ id, name }) => ({ id, name }));
  }

  /** A short-lived URL that shows an image file in the page (previews); null for other files. */
  async previewUrl(storage: FileStorageRow | null | undefined): Promise<string | null> {
    if (!storage?.confirmedAt || !PREVIEW_EXTENSIONS.has(storage.extension)) return null;
    return this.deps.storage.signedUrl(storage.s3Key);
  }

  // ---- Making ----------------------------------------------------------------------------------

  /** The live folder `parentId` of the tree the node goes to, or the caller's own role's top. */
  private async target(
    tx: Executor,
    actor: Acting,
    parentId: string | null,
  ): Promise<{ roleId: string; parent: FileNodeRow | null }> {
    if (!parentId) {
      const own = actor.acting[0];
      if (!own) throw new DomainError("FORBIDDEN", "Act in a role to keep files");
      return { roleId: own.id, parent: null };
    }
    const [parent] = await tx.select().from(fileNodes).where(eq(fileNodes.id, parentId));
    if (!parent || parent.companyId !== actor.companyId || parent.trashRootId || !parent.uploadedAt)
      throw fileNotFound();
    if (parent.type !== "FOLDER") throw invalid("parentId", "validation.files.notFolder");
    return { roleId: parent.roleId, parent };
  }

  async createFolder(
    actor: Authorized<string>,
    input: { name: string; parentId: string | null },
  ): Promise<FileNodeView> {
    return this.deps.db.transaction(async (tx) => {
      const { roleId, parent } = await this.target(tx, actor, input.parentId);
      await lockTree(tx, roleId);
      const now = this.now();
      const [node] = await tx
        .insert(fileNodes)
        .values({
          companyId: actor.companyId,
          roleId,
          parentId: parent?.id ?? null,
          type: "FOLDER",
          name: input.name,
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
          uploadedAt: now,
        })
        .returning();
      return {
        ...node!,
        access: (
          await this.accessOf(
            [node!],
            actor.acting.map((role) => role.id),
            tx,
          )
        ).get(node!.id)!,
      };
    });
  }

  private async limitBytes(tx: Executor, companyId: string): Promise<number> {
    const account = await this.deps.billing.ensureAccount(companyId, tx);
    return account.storageGb * 1024 ** 3;
  }

  private async usedBytes(tx: Executor, companyId: string): Promise<number> {
    const [row] = await tx
      .select({ used: fileUsage.usedBytes })
      .from(fileUsage)
      .where(eq(fileUsage.companyId, companyId));
    return row?.used ?? 0;
  }

  /**
   * Holds `bytes` of the company's storage size for an upload that starts (file_usage.reserved_bytes,
   * decision 0027 "Uploads hold their room"), by one conditional upsert of the company's usage row:
   * confirmed and reserved bytes together stay within the storage size, and starts fired at once
   * queue on the row's lock, each deciding on what those before it left. False (nothing held) when
   * it does not fit. The start's own row keeps the same number (file_storages.reserved_bytes), which
   * confirmation turns into usage and any removal of the row gives back (file_storages_removal).
   */
  private async reserve(tx: Executor, companyId: string, bytes: number): Promise<boolean> {
    const limit = await this.limitBytes(tx, companyId);
    if (bytes > limit) return false;
    const held = await queryRows<{ reserved: number }>(
      tx,
      sql`insert into file_usage as u (company_id, reserved_bytes) values (${companyId}, ${bytes})
          on conflict (company_id) do update set reserved_bytes = u.reserved_bytes + excluded.reserved_bytes
          where u.used_bytes + u.reserved_bytes + excluded.reserved_bytes <= ${limit}
          returning reserved_bytes as reserved`,
    );
    return held.length > 0;
  }

  /**
   * Holds what an upload of a size not known yet may take: the company's room (its storage size
   * less what is used and reserved), `most` at most, decided under the usage row's lock, so that
   * uploads started at once share the room rather than each counting it whole. Answers the bytes held.
   */
  private async reserveRoom(tx: Executor, companyId: string, most: number): Promise<number> {
    const limit = await this.limitBytes(tx, companyId);
    await tx.insert(fileUsage).values({ companyId }).onConflictDoNothing();
    const [row] = await tx.select().from(fileUsage).where(eq(fileUsage.companyId, companyId)).for("update");
    const held = Math.min(most, Math.max(0, limit - row!.usedBytes - row!.reservedBytes));
    if (held > 0)
      await tx
        .update(fileUsage)
        .set({ reservedBytes: sql`${fileUsage.reservedBytes} + ${held}` })
        .where(eq(fileUsage.companyId, companyId));
    return held;
  }

  /**
   * A pending file (not live until its bytes are confirmed) and its storage row under a new key
   * the server makes: files/<company>/<storage id>.<the name's extension>.
   */
  private async startPending(
    tx: Executor,
    actor: Acting,
    input: {
      roleId: string;
      parentId: string | null;
      name: string;
      size: number;
      reserved: number;
      origin: "UPLOAD" | "TASK" | "INSTRUCTION";
    },
  ): Promise<{ node: FileNodeRow; storage: FileStorageRow }> {
    const now = this.now();
    const [node] = await tx
      .insert(fileNodes)
      .values({
        companyId: actor.companyId,
        roleId: input.roleId,
        parentId: input.parentId,
        type: "FILE",
        name: input.name,
        origin: input.origin,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const extension = extensionOf(input.name);
    const id = crypto.randomUUID();
    const [storage] = await tx
      .insert(fileStorages)
      .values({
        id,
        nodeId: node!.id,
        companyId: actor.companyId,
        s3Key: `files/${actor.companyId}/${id}${extension ? `.${extension}` : ""}`,
        s3Bucket: this.deps.bucket,
        size: input.size,
        reservedBytes: input.reserved,
        extension,
        contentType: contentTypeOf(extension),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { node: node!, storage: storage! };
  }

  /**
   * The upload's first half (spec: createFile): a pending node and its storage row under a new
   * key, and where the browser PUTs exactly `size` bytes. The node shows nowhere until
   * confirmFileUpload finds the object; an upload never confirmed is swept after a day. Its size is
   * held in the company's storage from now (reserve): a file that would not fit beside what is
   * stored and what other uploads hold is refused here, so that uploads never confirmed cannot
   * fill the storage (issue 39).
   */
  async createFile(
    actor: Authorized<string>,
    input: { name: string; parentId: string | null; size: number; origin?: "UPLOAD" | "TASK" | "INSTRUCTION" },
    attachment?: AttachTo,
  ): Promise<{ node: FileNodeRow; storage: FileStorageRow; upload: UploadTarget; parts: FileUploadParts | null }> {
    const { node, storage } = await this.deps.db.transaction(async (tx) => {
      const { roleId, parent } = attachment
        ? { roleId: attachment.roleId, parent: null }
        : await this.target(tx, actor, input.parentId);
      // The rows first, then the usage row's lock (the order confirmation and the removal trigger
      // take them in); refused, the transaction takes the rows back.
      const made = await this.startPending(tx, actor, {
        roleId,
        parentId: parent?.id ?? null,
        name: input.name,
        size: input.size,
        reserved: input.size,
        origin: input.origin ?? "UPLOAD",
      });
      if (!(await this.reserve(tx, actor.companyId, input.size))) throw storageFull();
      await attachment?.link(tx, made.node);
      return made;
    });
    if (storage.size <= FILE_MULTIPART_FROM) {
      const upload = await this.deps.storage.signedUploadUrl(storage.s3Key, {
        contentType: storage.contentType,
        size: storage.size,
      });
      return { node, storage, upload, parts: null };
    }
    // A large file goes up in parts (decision 0027): the storage's upload is begun now and kept on
    // the row, so that the removal trigger queues it (a canceled or expired upload leaves no parts).
    let uploadId: string | undefined;
    try {
      uploadId = await this.deps.storage.createMultipartUpload(storage.s3Key, { contentType: storage.contentType });
      await this.deps.db
        .update(fileStorages)
        .set({ uploadId, partSize: FILE_PART_BYTES })
        .where(eq(fileStorages.id, storage.id));
    } catch (error) {
      if (uploadId) await this.deps.storage.abortMultipartUpload(storage.s3Key, uploadId).catch(() => undefined);
      await this.discardPending(node.id, storage.s3Key).catch((failure: unknown) =>
        this.deps.logger.warn({ err: failure, nodeId: node.id }, "an upload not begun could not be removed yet"),
      );
      throw error;
    }
    const upload = await this.deps.storage.signedPartUploadUrl(storage.s3Key, uploadId, 1, {
      size: partBytes(storage.size, FILE_PART_BYTES, 1),
    });
    return {
      node,
      storage: { ...storage, uploadId, partSize: FILE_PART_BYTES },
      upload,
      parts: { partSize: FILE_PART_BYTES, count: partCount(storage.size, FILE_PART_BYTES) },
    };
  }

  /** The caller's own upload (any state): only the person who started it reaches it, else FILE_NOT_FOUND. */
  private async ownUpload(actor: Acting, nodeId: string): Promise<{ node: FileNodeRow; storage: FileStorageRow }> {
    const [found] = await this.deps.db
      .select({ node: fileNodes, storage: fileStorages })
      .from(fileNodes)
      .innerJoin(fileStorages, eq(fileStorages.nodeId, fileNodes.id))
      .where(eq(fileNodes.id, nodeId));
    if (!found || found.node.companyId !== actor.companyId || found.node.createdBy !== actor.userId)
      throw fileNotFound();
    return found;
  }

  /** URLs for parts of a pending large file's upload; part numbers past its last are refused. */
  async signUploadParts(actor: Acting, nodeId: string, partNumbers: readonly number[]): Promise<FileUploadPartView[]> {
    const { node, storage } = await this.ownUpload(actor, nodeId);
    if (node.uploadedAt) throw fileNotFound();
    const { uploadId, partSize } = storage;
    if (!uploadId || !partSize || partNumbers.some((partNumber) => partNumber > partCount(storage.size, partSize)))
      throw invalid("partNumbers", "validation.files.parts");
    return Promise.all(
      partNumbers.map(async (partNumber) => ({
        partNumber,
        ...(await this.deps.storage.signedPartUploadUrl(storage.s3Key, uploadId, partNumber, {
          size: partBytes(storage.size, partSize, partNumber),
        })),
      })),
    );
  }

  /**
   * The parts storage holds of the caller's large upload (none for a single PUT). Once the parts
   * are joined (the file is live, or a confirmation is joining them), every part is there: a
   * browser that lost the confirmation's answer then sends nothing more and confirms again.
   */
  async listUploadParts(actor: Acting, nodeId: string): Promise<Array<{ partNumber: number; size: number }>> {
    const { node, storage } = await this.ownUpload(actor, nodeId);
    const { partSize } = storage;
    if (!partSize) return [];
    const listed = storage.uploadId ? await this.deps.storage.listParts(storage.s3Key, storage.uploadId) : null;
    if (listed) return listed.map(({ partNumber, size }) => ({ partNumber, size }));
    // The upload is gone: joined (the object is there), or dropped by the storage itself (a bucket's
    // lifecycle rule), which leaves nothing to resume: FILE_NOT_FOUND, and the uploader begins anew.
    if (!node.uploadedAt && (await this.deps.storage.stat(storage.s3Key))?.size !== storage.size) throw fileNotFound();
    return Array.from({ length: partCount(storage.size, partSize) }, (_, index) => ({
      partNumber: index + 1,
      size: partBytes(storage.size, partSize, index + 1),
    }));
  }

  /**
   * Calls off the caller's pending upload: the node and its row go, and the removal the database
   * queues (the object, and a large file's upload with its parts) is done at once. False when the
   * file went live first.
   */
  async cancelUpload(actor: Acting, nodeId: string): Promise<boolean> {
    const { node, storage } = await this.ownUpload(actor, nodeId);
    if (node.uploadedAt) return false;
    return this.discardPending(node.id, storage.s3Key);
  }

  /**
   * Joins a large file's parts into its object: each of its parts must be stored with its expected
   * size (else the upload stays, to be resumed, and the confirmation is refused); then the upload
   * is completed and the row forgets it. A confirmation that raced this one may have joined them
   * already (the upload is gone): what is stored is then checked as for any file.
   */
  private async joinParts(storage: FileStorageRow & { uploadId: string; partSize: number }): Promise<void> {
    const { s3Key: key, uploadId, partSize, size } = storage;
    const listed = await this.deps.storage.listParts(key, uploadId);
    if (listed) {
      const stored = new Map(listed.map((part) => [part.partNumber, part]));
      const parts: StoredPart[] = [];
      for (let partNumber = 1; partNumber <= partCount(size, partSize); partNumber++) {
        const part = stored.get(partNumber);
        if (!part) throw invalid("file", "validation.files.partsMissing");
        if (part.size !== partBytes(size, partSize, partNumber)) throw invalid("file", "validation.files.partSize");
        parts.push(part);
      }
      try {
        await this.deps.storage.completeMultipartUpload(key, uploadId, parts);
      } catch (error) {
        if ((await this.deps.storage.listParts(key, uploadId)) !== null) throw error;
      }
    }
    await this.deps.db
      .update(fileStorages)
      .set({ uploadId: null, updatedAt: this.now() })
      .where(and(eq(fileStorages.id, storage.id), eq(fileStorages.uploadId, uploadId)));
  }

  /**
   * The upload's second half: the object must be there, of the declared size; its bytes are
   * counted in the company's usage by one conditional update (twenty confirmations at once cannot
   * pass the storage size together), and the node goes live. Confirming a live file again answers
   * it unchanged. Only the person who started the upload confirms it.
   */
  async confirmUpload(actor: Authorized<string>, nodeId: string): Promise<FileNodeView> {
    const [pending] = await this.deps.db
      .select({ node: fileNodes, storage: fileStorages })
      .from(fileNodes)
      .innerJoin(fileStorages, eq(fileStorages.nodeId, fileNodes.id))
      .where(eq(fileNodes.id, nodeId));
    if (!pending || pending.node.companyId !== actor.companyId || pending.node.createdBy !== actor.userId)
      throw fileNotFound();
    const acting = actor.acting.map((role) => role.id);
    if (pending.node.uploadedAt) return this.confirmedView(pending.node, acting);
    const { uploadId, partSize } = pending.storage;
    if (uploadId && partSize) await this.joinParts({ ...pending.storage, uploadId, partSize });
    const stored = await this.deps.storage.stat(pending.storage.s3Key);
    if (!stored) throw invalid("file", "validation.files.notUploaded");
    if (stored.size !== pending.storage.size) {
      await this.deps.storage.delete(pending.storage.s3Key).catch(() => undefined);
      throw invalid("file", "validation.files.sizeChanged");
    }
    let node: FileNodeRow;
    try {
      node = await this.publishStored(actor, nodeId, stored.size);
    } catch (error) {
      // Canceled (or swept) while the parts were joined: the object just made has no row to queue it.
      if (
        partSize &&
        !(await this.deps.db.select({ id: fileNodes.id }).from(fileNodes).where(eq(fileNodes.id, nodeId))).length
      ) {
        await this.deps.storage.delete(pending.storage.s3Key).catch(() => undefined);
      }
      throw error;
    }
    return this.confirmedView(node, acting);
  }

  /**
   * A confirmed file as its uploader sees it. Another module's attachment is not reached through
   * Files' access (decision 0028): its uploader, whom that module let attach it, sees it as view
   * and edit.
   */
  private async confirmedView(node: FileNodeRow, acting: readonly string[]): Promise<FileNodeView> {
    const [view] = await this.withAccess([node], acting);
    return node.origin === "UPLOAD" || view!.access.view ? view! : { ...view!, access: accessFrom(["VIEW_EDIT"]) };
  }

  // ---- Changing --------------------------------------------------------------------------------

  /** Live nodes of the caller's company by id, all of them or FILE_NOT_FOUND. */
  private async liveNodes(
    tx: Executor,
    actor: Acting,
    ids: readonly string[],
    options: { lock?: boolean } = {},
  ): Promise<FileNodeRow[]> {
    const query = tx
      .select()
      .from(fileNodes)
      .where(inArray(fileNodes.id, [...ids]));
    const rows = options.lock ? await query.for("update") : await query;
    if (
      rows.length !== ids.length ||
      rows.some((row) => row.companyId !== actor.companyId || row.trashRootId || !row.uploadedAt)
    )
      throw fileNotFound();
    return rows;
  }

  async rename(actor: Authorized<string>, nodeId: string, name: string): Promise<FileNodeView> {
    const node = await this.deps.db.transaction(async (tx) => {
      const [node] = await this.liveNodes(tx, actor, [nodeId], { lock: true });
      if (node!.name === name) return node!;
      const [renamed] = await tx
        .update(fileNodes)
        .set({ name, updatedAt: this.now() })
        .where(eq(fileNodes.id, nodeId))
        .returning();
      return renamed!;
    });
    return (
      await this.withAccess(
        [node],
        actor.acting.map((role) => role.id),
      )
    )[0]!;
  }

  /**
   * Moves nodes into a live folder of their own tree (null: its top), under the tree's lock. A
   * folder cannot go into itself or below itself (checked here, and by the database's trigger).
   */
  async move(actor: Authorized<string>, ids: readonly string[], parentId: string | null): Promise<FileNodeView[]> {
    const moved = await this.deps.db.transaction(async (tx) => {
      const [first] = await this.liveNodes(tx, actor, ids.slice(0, 1));
      const roleId = first!.roleId;
      await lockTree(tx, roleId);
      const nodes = await this.liveNodes(tx, actor, ids, { lock: true });
      if (nodes.some((node) => node.roleId !== roleId)) throw invalid("parentId", "validation.files.otherTree");
      if (parentId) {
        const [parent] = await this.liveNodes(tx, actor, [parentId]);
        if (parent!.type !== "FOLDER") throw invalid("parentId", "validation.files.notFolder");
        if (parent!.roleId !== roleId) throw invalid("parentId", "validation.files.otherTree");
        const above = await this.pathOf({ parentId }, tx);
        const line = new Set([...above.map((folder) => folder.id), parentId]);
        if (nodes.some((node) => line.has(node.id))) throw invalid("parentId", "validation.files.intoItself");
      }
      const now = this.now();
      return tx
        .update(fileNodes)
        .set({ parentId, updatedAt: now })
        .where(inArray(fileNodes.id, [...ids]))
        .returning();
    });
    return this.withAccess(
      moved,
      actor.acting.map((role) => role.id),
    );
  }

  /**
   * Puts nodes in their role's trash with everything under them. A protected node (or one under a
   * deleted folder) goes only by someone with full access (the caller's `manage`, which the
   * resolver passes from the policy's relations).
   */
  async trash(actor: Authorized<string>, ids: readonly string[], options: { manage: boolean }): Promise<FileNodeRow[]> {
    return this.deps.db.transaction(async (tx) => {
      const nodes = await this.liveNodes(tx, actor, ids, { lock: true });
      for (const roleId of new Set(nodes.map((node) => node.roleId))) await lockTree(tx, roleId);
      if (!options.manage) {
        const [protectedFound] = await queryRows<{ id: string }>(
          tx,
          sql`with recursive down(id) as (
                select id from file_nodes where id = any(${`{${ids.join(",")}}`}::uuid[])
                union all
                select c.id from file_nodes c join down on c.parent_id = down.id where c.trash_root_id is null
              ) select n.id from down join file_nodes n using (id) where n.is_protected limit 1`,
        );
        if (protectedFound) throw new DomainError("FORBIDDEN", "A protected file is deleted only with full access");
      }
      const now = this.now();
      // Deepest first would not matter: a node already taken by an ancestor's deletion in this
      // same call is skipped (its trash root is set by then).
      const done: FileNodeRow[] = [];
      for (const node of nodes) {
        const [root] = await tx
          .update(fileNodes)
          .set({ deletedAt: now, trashRootId: node.id, updatedAt: now })
          .where(and(eq(fileNodes.id, node.id), isNull(fileNodes.trashRootId)))
          .returning();
        if (!root) continue;
        await tx.execute(sql`with recursive down(id) as (
              select id from file_nodes where parent_id = ${node.id} and trash_root_id is null
              union all
              select c.id from file_nodes c join down on c.parent_id = down.id where c.trash_root_id is null
            ) update file_nodes set trash_root_id = ${node.id} where id in (select id from down)`);
        done.push(root);
      }
      await writeAudit(tx, actor, now, {
        companyId: actor.companyId,
        action: "file.deleted",
        entity: "file",
        entityId: done[0]?.id ?? null,
        after: { ids: done.map((node) => node.id) },
      });
      return done;
    });
  }

  /** Trash roots of the caller's company by id (what a role's trash lists), all of them or FILE_NOT_FOUND. */
  private async trashRoots(tx: Executor, actor: Acting, ids: readonly string[]): Promise<FileNodeRow[]> {
    const rows = await tx
      .select()
      .from(fileNodes)
      .where(inArray(fileNodes.id, [...ids]))
      .for("update");
    if (rows.length !== ids.length || rows.some((row) => row.companyId !== actor.companyId || !row.deletedAt))
      throw fileNotFound();
    return rows;
  }

  /**
   * Brings nodes back from the trash with what went with them. A node whose folder is itself in
   * the trash (or gone) comes back at the top of its tree.
   */
  async restore(actor: Authorized<string>, ids: readonly string[]): Promise<FileNodeRow[]> {
    return this.deps.db.transaction(async (tx) => {
      const nodes = await this.trashRoots(tx, actor, ids);
      for (const roleId of new Set(nodes.map((node) => node.roleId))) await lockTree(tx, roleId);
      const now = this.now();
      await tx
        .update(fileNodes)
        .set({ trashRootId: null })
        .where(and(inArray(fileNodes.trashRootId, [...ids]), sql`${fileNodes.deletedAt} is null`));
      const restored = await tx
        .update(fileNodes)
        .set({
          deletedAt: null,
          trashRootId: null,
          updatedAt: now,
          parentId: sql`case when exists (select 1 from file_nodes p where p.id = ${fileNodes.parentId} and p.trash_root_id is null) then ${fileNodes.parentId} else null end`,
        })
        .where(inArray(fileNodes.id, [...ids]))
        .returning();
      await writeAudit(tx, actor, now, {
        companyId: actor.companyId,
        action: "file.restored",
        entity: "file",
        entityId: restored[0]?.id ?? null,
        after: { ids: [...ids] },
      });
      return restored;
    });
  }

  /**
   * Removes nodes of the trash for good, with what is under them; their objects are queued by the
   * database (file_storages_removal) and removed right after the commit (the sweep retries any the
   * storage refused). Nodes under them deleted by hand on their own keep their own 30 days: they
   * are moved to the top of the tree first.
   */
  async forceDelete(actor: Authorized<string>, ids: readonly string[]): Promise<string[]> {
    const removed = await this.deps.db.transaction(async (tx) => {
      const nodes = await this.trashRoots(tx, actor, ids);
      for (const roleId of new Set(nodes.map((node) => node.roleId))) await lockTree(tx, roleId);
      return this.removeNodes(
        tx,
        actor,
        nodes.map((node) => node.id),
      );
    });
    await this.drainRemovals(this.deps.db, removed.keys);
    return removed.ids;
  }

  /**
   * Removes another module's attachments for good in that module's transaction `tx` (their
   * objects are queued by file_storages_removal); the caller passes the keys answered to
   * drainRemovals after its commit. Only attachments (origin other than UPLOAD) of the caller's
   * company are taken.
   */
  async removeAttachments(tx: Executor, actor: Acting & AuditActor, ids: readonly string[]): Promise<string[]> {
    if (!ids.length) return [];
    const found = await tx
      .select({ id: fileNodes.id })
      .from(fileNodes)
      .where(
        and(
          inArray(fileNodes.id, [...ids]),
          eq(fileNodes.companyId, actor.companyId),
          sql`${fileNodes.origin} <> 'UPLOAD'`,
        ),
      );
    if (!found.length) return [];
    return (
      await this.removeNodes(
        tx,
        actor,
        found.map((row) => row.id),
      )
    ).keys;
  }

  private async removeNodes(
    tx: Executor,
    actor: AuditActor,
    ids: readonly string[],
  ): Promise<{ ids: string[]; keys: string[] }> {
    const list = `{${ids.join(",")}}`;
    await tx.execute(sql`with recursive down(id) as (
          select c.id from file_nodes c where c.parent_id = any(${list}::uuid[])
          union all
          select c.id from file_nodes c join down on c.parent_id = down.id
        ) update file_nodes set parent_id = null where id in (select id from down) and deleted_at is not null and not (id = any(${list}::uuid[]))`);
    const keys = await queryRows<{ key: string }>(
      tx,
      sql`with recursive down(id) as (
            select id from file_nodes where id = any(${list}::uuid[])
            union all
            select c.id from file_nodes c join down on c.parent_id = down.id
          ) select s.s3_key as key from down join file_storages s on s.node_id = down.id`,
    );
    const gone = await tx
      .delete(fileNodes)
      .where(inArray(fileNodes.id, [...ids]))
      .returning({ id: fileNodes.id, companyId: fileNodes.companyId });
    const now = this.now();
    for (const companyId of new Set(gone.map((node) => node.companyId))) {
      await writeAudit(tx, actor, now, {
        companyId,
        action: "file.removed",
        entity: "file",
        entityId: null,
        after: { ids: gone.filter((node) => node.companyId === companyId).map((node) => node.id) },
      });
    }
    return { ids: gone.map((node) => node.id), keys: keys.map((row) => row.key) };
  }

  /** Protected nodes are deleted only with full access; those with full access set it (decision 0027). */
  async setProtected(actor: Authorized<string>, nodeId: string, isProtected: boolean): Promise<FileNodeView> {
    const node = await this.deps.db.transaction(async (tx) => {
      const [node] = await this.liveNodes(tx, actor, [nodeId], { lock: true });
      if (node!.isProtected === isProtected) return node!;
      const now = this.now();
      const [changed] = await tx
        .update(fileNodes)
        .set({ isProtected, updatedAt: now })
        .where(eq(fileNodes.id, nodeId))
        .returning();
      await writeAudit(tx, actor, now, {
        companyId: actor.companyId,
        action: "file.protectionChanged",
        entity: "file",
        entityId: nodeId,
        before: { isProtected: !isProtected },
        after: { isProtected },
      });
      return changed!;
    });
    return (
      await this.withAccess(
        [node],
        actor.acting.map((role) => role.id),
      )
    )[0]!;
  }

  /**
   * A URL that downloads the file under its name, for a minute (DOWNLOAD_URL_SECONDS): the caller
   * was authorized just now, and follows it at once.
   */
  async downloadUrl(actor: Acting, nodeId: string): Promise<string> {
    const [found] = await this.deps.db
      .select({ node: fileNodes, storage: fileStorages })
      .from(fileNodes)
      .innerJoin(fileStorages, eq(fileStorages.nodeId, fileNodes.id))
      .where(eq(fileNodes.id, nodeId));
    if (!found || found.node.companyId !== actor.companyId || found.node.trashRootId || !found.node.uploadedAt)
      throw fileNotFound();
    return this.deps.storage.signedUrl(found.storage.s3Key, {
      download: { filename: found.node.name, contentType: found.storage.contentType },
      ttlSeconds: DOWNLOAD_URL_SECONDS,
    });
  }

  // ---- Access of other roles ---------------------------------------------------------------------

  async grantsOf(nodeId: string): Promise<FileGrantRow[]> {
    return this.deps.db
      .select()
      .from(fileGrants)
      .where(eq(fileGrants.nodeId, nodeId))
      .orderBy(asc(fileGrants.createdAt), asc(fileGrants.roleId));
  }

  /**
   * Gives a live role of the same company access to the node and what is under it (replacing its
   * earlier level). The node's own role has everything already and takes no grant.
   */
  async grant(
    actor: Authorized<string>,
    nodeId: string,
    roleId: string,
    level: FileAccessLevelValue,
  ): Promise<FileGrantRow> {
    return this.deps.db.transaction(async (tx) => {
      const [node] = await this.liveNodes(tx, actor, [nodeId], { lock: true });
      const [role] = await tx
        .select({ id: roles.id, companyId: roles.companyId, deletedAt: roles.deletedAt, isArchived: roles.isArchived })
        .from(roles)
        .where(eq(roles.id, roleId));
      if (!role || role.companyId !== actor.companyId || role.deletedAt || role.isArchived)
        throw invalid("roleId", "validation.files.role");
      if (role.id === node!.roleId) throw invalid("roleId", "validation.files.ownRole");
      const now = this.now();
      const [grant] = await tx
        .insert(fileGrants)
        .values({ nodeId, roleId, level, grantedBy: actor.userId, createdAt: now })
        .onConflictDoUpdate({ target: [fileGrants.nodeId, fileGrants.roleId], set: { level, grantedBy: actor.userId } })
        .returning();
      await writeAudit(tx, actor, now, {
        companyId: actor.companyId,
        action: "file.accessGranted",
        entity: "file",
        entityId: nodeId,
        after: { roleId, level },
      });
      return grant!;
    });
  }

  async revoke(actor: Authorized<string>, nodeId: string, roleId: string): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      await this.liveNodes(tx, actor, [nodeId], { lock: true });
      const gone = await tx
        .delete(fileGrants)
        .where(and(eq(fileGrants.nodeId, nodeId), eq(fileGrants.roleId, roleId)))
        .returning();
      if (gone.length)
        await writeAudit(tx, actor, this.now(), {
          companyId: actor.companyId,
          action: "file.accessRevoked",
          entity: "file",
          entityId: nodeId,
          before: { roleId, level: gone[0]!.level },
        });
      return gone.length > 0;
    });
  }

  // ---- Public links ----------------------------------------------------------------------------

  /** The node's working link (not turned off, not expired), if any. */
  async linkOf(nodeId: string): Promise<FilePublicLinkRow | null> {
    const [link] = await this.deps.db
      .select()
      .from(filePublicLinks)
      .where(and(eq(filePublicLinks.nodeId, nodeId), isNull(filePublicLinks.disabledAt)));
    if (!link || (link.expiresAt && link.expiresAt <= this.now())) return null;
    return link;
  }

  /** A new public link to a file (the previous one stops working), for `expiry`. */
  async createLink(actor: Authorized<string>, nodeId: string, expiry: FileLinkExpiry): Promise<FilePublicLinkRow> {
    return this.deps.db.transaction(async (tx) => {
      const [node] = await this.liveNodes(tx, actor, [nodeId], { lock: true });
      if (node!.type !== "FILE") throw invalid("nodeId", "validation.files.linkToFolder");
      const now = this.now();
      await tx
        .update(filePublicLinks)
        .set({ disabledAt: now })
        .where(and(eq(filePublicLinks.nodeId, nodeId), isNull(filePublicLinks.disabledAt)));
      const hours = FILE_LINK_HOURS[expiry];
      const [link] = await tx
        .insert(filePublicLinks)
        .values({
          nodeId,
          token: randomBytes(24).toString("base64url"),
          expiry,
          expiresAt: hours === null ? null : new Date(now.getTime() + hours * 3_600_000),
          createdBy: actor.userId,
          createdAt: now,
        })
        .returning();
      await writeAudit(tx, actor, now, {
        companyId: actor.companyId,
        action: "file.linkCreated",
        entity: "file",
        entityId: nodeId,
        after: { expiry },
      });
      return link!;
    });
  }

  async disableLink(actor: Authorized<string>, nodeId: string): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      await this.liveNodes(tx, actor, [nodeId], { lock: true });
      const now = this.now();
      const off = await tx
        .update(filePublicLinks)
        .set({ disabledAt: now })
        .where(and(eq(filePublicLinks.nodeId, nodeId), isNull(filePublicLinks.disabledAt)))
        .returning();
      if (off.length)
        await writeAudit(tx, actor, now, {
          companyId: actor.companyId,
          action: "file.linkDisabled",
          entity: "file",
          entityId: nodeId,
        });
      return off.length > 0;
    });
  }

  /**
   * What a public link opens, for anyone: a download URL of that one file (for a minute: the page
   * sends the browser on at once) while the link works, the file is live and billing has not
   * suspended the company's usage; null otherwise (the same answer whatever the reason).
   */
  async openLink(token: string): Promise<{ url: string; name: string } | null> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
    const [found] = await this.deps.db
      .select({ link: filePublicLinks, node: fileNodes, storage: fileStorages })
      .from(filePublicLinks)
      .innerJoin(fileNodes, eq(fileNodes.id, filePublicLinks.nodeId))
      .innerJoin(fileStorages, eq(fileStorages.nodeId, fileNodes.id))
      .where(and(eq(filePublicLinks.token, token), isNull(filePublicLinks.disabledAt)));
    if (!found || found.node.trashRootId || !found.node.uploadedAt) return null;
    if (found.link.expiresAt && found.link.expiresAt <= this.now()) return null;
    // Suspended usage holds back the company's files (policy.ts: `unpaid`), and a link, which has
    // no caller to authorize, asks billing itself. It opens again once a top-up lifts it.
    if (await this.deps.billing.usageSuspended(found.node.companyId)) return null;
    const url = await this.deps.storage.signedUrl(found.storage.s3Key, {
      download: { filename: found.node.name, contentType: found.storage.contentType },
      ttlSeconds: DOWNLOAD_URL_SECONDS,
    });
    return { url, name: found.node.name };
  }

  // ---- Usage -----------------------------------------------------------------------------------

  /** The bytes a company keeps in files (live and in the trash). */
  async usage(companyId: string): Promise<number> {
    return this.usedBytes(this.deps.db, companyId);
  }

  /**
   * The company's files in numbers (the control center's storage): bytes by the spec's kinds (the
   * trash first, then files of archived roles, then what modules attached, then by extension),
   * the largest files and the roles keeping the most. Confirmed uploads only; three statements.
   */
  async usageOf(companyId: string): Promise<StorageUsageView> {
    const [kinds, largestFiles, roles] = await Promise.all([
      queryRows<{ kind: StorageKindValue; bytes: number }>(
        this.deps.db,
        sql`select case
                 when n.trash_root_id is not null then 'DELETED'
                 when r.is_archived then 'ARCHIVED'
                 when n.origin <> 'UPLOAD' then 'MODULES'
                 when s.extension = any(${`{${MEDIA_EXTENSIONS.join(",")}}`}::text[]) then 'MEDIA'
                 when s.extension = any(${`{${DOCUMENT_EXTENSIONS.join(",")}}`}::text[]) then 'DOCUMENTS'
                 else 'OTHER' end as kind,
               sum(s.size)::float8 as bytes
            from file_storages s join file_nodes n on n.id = s.node_id join roles r on r.id = n.role_id
            where s.company_id = ${companyId} and s.confirmed_at is not null
            group by 1`,
      ),
      queryRows<{ id: string; name: string; size: number; roleName: string; roleNameIsDefault: boolean }>(
        this.deps.db,
        sql`select n.id, n.name, s.size::float8 as size, r.name as "roleName", r.name_is_default as "roleNameIsDefault"
            from file_storages s join file_nodes n on n.id = s.node_id join roles r on r.id = n.role_id
            where s.company_id = ${companyId} and s.confirmed_at is not null
            order by s.size desc, n.id limit 10`,
      ),
      queryRows<{ roleId: string; name: string; nameIsDefault: boolean; bytes: number }>(
        this.deps.db,
        sql`select r.id as "roleId", r.name, r.name_is_default as "nameIsDefault", sum(s.size)::float8 as bytes
            from file_storages s join file_nodes n on n.id = s.node_id join roles r on r.id = n.role_id
            where s.company_id = ${companyId} and s.confirmed_at is not null
            group by r.id, r.name, r.name_is_default order by bytes desc, r.id limit 10`,
      ),
    ]);
    const byKind = new Map(kinds.map((row) => [row.kind, Number(row.bytes)]));
    return {
      usedBytes: kinds.reduce((sum, row) => sum + Number(row.bytes), 0),
      kinds: STORAGE_KINDS.map((kind) => ({ kind, bytes: byKind.get(kind) ?? 0 })),
      largestFiles: largestFiles.map((row) => ({ ...row, size: Number(row.size) })),
      roles: roles.map((row) => ({ ...row, bytes: Number(row.bytes) })),
    };
  }

  // ---- Sweeps ----------------------------------------------------------------------------------

  /** Removes trash roots deleted more than FILE_TRASH_DAYS ago, with their subtrees. */
  async sweepTrash(
    db: Executor,
    actor: AuditActor,
    now: Date,
    batch = SWEEP_BATCH,
  ): Promise<{ removed: number; keys: string[]; more: boolean }> {
    const due = await db
      .select({ id: fileNodes.id })
      .from(fileNodes)
      .where(
        and(
          isNotNull(fileNodes.deletedAt),
          lt(fileNodes.deletedAt, new Date(now.getTime() - FILE_TRASH_DAYS * DAY_MS)),
        ),
      )
      .orderBy(asc(fileNodes.deletedAt))
      .limit(batch);
    if (!due.length) return { removed: 0, keys: [], more: false };
    const { ids, keys } = await this.removeNodes(
      db,
      actor,
      due.map((row) => row.id),
    );
    return { removed: ids.length, keys, more: due.length === batch };
  }

  /** Removes uploads never confirmed within PENDING_UPLOAD_HOURS (their objects are queued). */
  async sweepPending(db: Executor, now: Date, batch = SWEEP_BATCH): Promise<{ removed: number; more: boolean }> {
    const due = await db
      .select({ id: fileNodes.id })
      .from(fileNodes)
      .where(
        and(
          isNull(fileNodes.uploadedAt),
          lt(fileNodes.createdAt, new Date(now.getTime() - PENDING_UPLOAD_HOURS * 3_600_000)),
        ),
      )
      .limit(batch);
    if (!due.length) return { removed: 0, more: false };
    // Still pending: a confirmation that committed meanwhile keeps its file (and its bytes counted).
    const gone = await db
      .delete(fileNodes)
      .where(
        and(
          inArray(
            fileNodes.id,
            due.map((row) => row.id),
          ),
          isNull(fileNodes.uploadedAt),
        ),
      )
      .returning({ id: fileNodes.id });
    return { removed: gone.length, more: due.length === batch };
  }

  /** Queues an object another module could not remove (a photo), for the files.objects sweep to retry. */
  async queueRemoval(key: string): Promise<void> {
    await this.deps.db.insert(fileObjectRemovals).values({ s3Key: key }).onConflictDoNothing();
  }

  /**
   * Removes queued objects from storage (all of `keys`, or the oldest `batch` of the queue) and
   * their queue rows; a removal the storage refuses stays queued with one more attempt, and the
   * queue is read least-tried first, so a few objects that keep failing do not starve the rest.
   */
  async drainRemovals(
    db: Executor,
    keys?: readonly string[],
    batch = SWEEP_BATCH,
  ): Promise<{ removed: number; failed: number; more: boolean }> {
    const columns = { s3Key: fileObjectRemovals.s3Key, uploadId: fileObjectRemovals.uploadId };
    let rows: Array<{ s3Key: string; uploadId: string | null }>;
    if (keys) {
      const queued = keys.length
        ? new Map(
            (
              await db
                .select(columns)
                .from(fileObjectRemovals)
                .where(inArray(fileObjectRemovals.s3Key, [...keys]))
            ).map((row) => [row.s3Key, row.uploadId]),
          )
        : new Map();
      rows = keys.map((key) => ({ s3Key: key, uploadId: queued.get(key) ?? null }));
    } else {
      rows = await db
        .select(columns)
        .from(fileObjectRemovals)
        .orderBy(asc(fileObjectRemovals.attempts), asc(fileObjectRemovals.queuedAt))
        .limit(batch);
    }
    let removed = 0;
    let failed = 0;
    for (const { s3Key, uploadId } of rows) {
      try {
        // An upload in parts never completed: its parts go first (an upload already gone is no error).
        if (uploadId) await this.deps.storage.abortMultipartUpload(s3Key, uploadId);
        await this.deps.storage.delete(s3Key);
        await db.delete(fileObjectRemovals).where(eq(fileObjectRemovals.s3Key, s3Key));
        removed++;
      } catch (error) {
        failed++;
        this.deps.logger.warn({ err: error, key: s3Key }, "a stored file could not be removed; the sweep retries it");
        await db
          .update(fileObjectRemovals)
          .set({ attempts: sql`${fileObjectRemovals.attempts} + 1` })
          .where(eq(fileObjectRemovals.s3Key, s3Key));
      }
    }
    return { removed, failed, more: !keys && rows.length === batch && removed > 0 };
  }

  // ---- Uploads without JavaScript ----------------------------------------------------------------

  /**
   * Counts a pending file's stored bytes (`size`, what storage holds) in the company's usage and
   * gives back what its start reserved, by one conditional update of the usage row, and makes the
   * node live; a node live already is answered as it is. Both halves of an upload end here
   * (confirmUpload, uploadStream). Only bytes past the reservation need room: an upload holds its
   * room from its start (a storage size lowered since does not take it back), and one started
   * before reservations (holding nothing) is checked whole, as twenty at once could not pass together.
   */
  private async publishStored(actor: Acting, nodeId: string, size: number): Promise<FileNodeRow> {
    return this.deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(fileNodes).where(eq(fileNodes.id, nodeId)).for("update");
      if (!locked) throw fileNotFound();
      if (locked.uploadedAt) return locked;
      // Read under the node's lock: only the start and this confirmation write it.
      const [storage] = await tx
        .select({ reserved: fileStorages.reservedBytes })
        .from(fileStorages)
        .where(eq(fileStorages.nodeId, nodeId));
      const held = storage?.reserved ?? 0;
      const limit = await this.limitBytes(tx, actor.companyId);
      if (size > Math.max(held, limit)) throw storageFull();
      const counted = await queryRows<{ used: number }>(
        tx,
        sql`insert into file_usage as u (company_id, used_bytes) values (${actor.companyId}, ${size})
            on conflict (company_id) do update set used_bytes = u.used_bytes + excluded.used_bytes, reserved_bytes = greatest(0, u.reserved_bytes - ${held})
            where excluded.used_bytes <= ${held} or u.used_bytes + u.reserved_bytes - ${held} + excluded.used_bytes <= ${limit}
            returning used_bytes as used`,
      );
      if (!counted.length) throw storageFull();
      const now = this.now();
      await tx
        .update(fileStorages)
        .set({ size, reservedBytes: 0, confirmedAt: now, updatedAt: now })
        .where(eq(fileStorages.nodeId, nodeId));
      const [live] = await tx
        .update(fileNodes)
        .set({ uploadedAt: now, updatedAt: now })
        .where(eq(fileNodes.id, nodeId))
        .returning();
      return live!;
    });
  }

  /**
   * Removes a pending upload's node (its object, and an upload in parts, are queued by
   * file_storages_removal) and then what it stored. A file that went live meanwhile stays: false.
   */
  private async discardPending(nodeId: string, key: string): Promise<boolean> {
    const gone = await this.deps.db
      .delete(fileNodes)
      .where(and(eq(fileNodes.id, nodeId), isNull(fileNodes.uploadedAt)))
      .returning({ id: fileNodes.id });
    if (!gone.length) return false;
    await this.drainRemovals(this.deps.db, [key]);
    return true;
  }

  /**
   * An upload whose bytes come through the API (the files page without JavaScript: the web half
   * forwards the form's file, ./upload-endpoint.ts): a pending node and its storage row as
   * createFile makes them (size 0 until the bytes are counted), the body streamed to storage, never
   * held whole, with the smaller of FILE_MAX_BYTES and the company's room as its limit, then
   * confirmed as confirmUpload confirms. A body past the limit is refused (validation.files.tooLarge,
   * or STORAGE_FULL when the room was the smaller), and any failure leaves no node and no object.
   * Its size is known only at its end, so while it streams it holds its whole limit (reserveRoom):
   * bytes on their way to storage always have their room, and the pending row, if it outlives a
   * failure, gives it back with the day's sweep. The cost: the company's other uploads meanwhile
   * have that much less room, for the seconds or minutes a file takes through a form; confirmation
   * counts what was stored and gives the rest back at once.
   */
  async uploadStream(
    actor: Authorized<string>,
    input: { name: string; parentId: string | null; origin?: "UPLOAD" | "TASK" | "INSTRUCTION" },
    body: ReadableStream<Uint8Array>,
    attachment?: AttachTo,
  ): Promise<FileNodeView> {
    const { node, storage, maxBytes, byRoom } = await this.deps.db.transaction(async (tx) => {
      const { roleId, parent } = attachment
        ? { roleId: attachment.roleId, parent: null }
        : await this.target(tx, actor, input.parentId);
      const { node, storage } = await this.startPending(tx, actor, {
        roleId,
        parentId: parent?.id ?? null,
        name: input.name,
        size: 0,
        reserved: 0,
        origin: input.origin ?? "UPLOAD",
      });
      const held = await this.reserveRoom(tx, actor.companyId, FILE_MAX_BYTES);
      if (held > 0) await tx.update(fileStorages).set({ reservedBytes: held }).where(eq(fileStorages.id, storage.id));
      await attachment?.link(tx, node);
      return { node, storage, maxBytes: held, byRoom: held < FILE_MAX_BYTES };
    });
    try {
      const { size } = await this.deps.storage.putStream(storage.s3Key, body, {
        contentType: storage.contentType,
        maxBytes,
      });
      const live = await this.publishStored(actor, node.id, size);
      return this.confirmedView(
        live,
        actor.acting.map((role) => role.id),
      );
    } catch (error) {
      // What this leaves (the database refusing too) the pending sweep removes after a day.
      await this.discardPending(node.id, storage.s3Key).catch((failure: unknown) =>
        this.deps.logger.warn({ err: failure, nodeId: node.id }, "a refused upload could not be removed yet"),
      );
      if (error instanceof ObjectTooLarge) throw byRoom ? storageFull() : invalid("file", "validation.files.tooLarge");
      throw error;
    }
  }
}

export const storageFull = () =>
  new DomainError("STORAGE_FULL", "The company's storage is full", {
    fields: { file: ["validation.files.storageFull"] },
  });
