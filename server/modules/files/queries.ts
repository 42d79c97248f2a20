/**
 * Reading a role's files (issue 22): my files, what is available to me, the dashboard's recent
 * files, a folder's children and path, what a caller may do with nodes, the loaders' reads, and
 * the short-lived URLs that show or download a file. The trash's list is ./trash.ts's.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { FILE_LIST_MAX } from "#graphql/validation/files";
import type { Executor } from "../../db/client";
import { fileGrants, fileNodes, fileStorages } from "../../db/schema";
import { accessOf, owned, withAccess } from "./access";
import {
  DOWNLOAD_URL_SECONDS,
  fileNotFound,
  PREVIEW_EXTENSIONS,
  type Acting,
  type FileNodeRow,
  type FileNodeView,
  type FilesDeps,
  type FileStorageRow,
} from "./model";
import { inTree, liveOrder, pathOf } from "./nodes";
import type { FileAccess } from "./rules";

export class FileQueries {
  constructor(private readonly deps: FilesDeps) {}

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

  /** What the roles `acting` may do with each node (./access.ts), for the locators and the fields. */
  async accessOf(
    nodes: readonly Pick<FileNodeRow, "id" | "roleId">[],
    acting: readonly string[],
  ): Promise<Map<string, FileAccess>> {
    return accessOf(this.deps.db, nodes, acting);
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
      .orderBy(...liveOrder())
      .limit(FILE_LIST_MAX);
    return owned(rows);
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
        .orderBy(...liveOrder())
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
        .orderBy(...liveOrder())
        .limit(FILE_LIST_MAX)
        .then((found) => found.map((row) => row.node));
    }
    return withAccess(this.deps.db, rows, acting);
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
    return owned(rows);
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
    return withAccess(
      this.deps.db,
      rows.map((row) => row.node),
      acting,
    );
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
      .orderBy(...liveOrder());
  }

  /** The folders from the top of the node's tree down to its parent (breadcrumbs). */
  async pathOf(node: Pick<FileNodeRow, "parentId">): Promise<Pick<FileNodeRow, "id" | "name">[]> {
    return pathOf(this.deps.db, node);
  }

  /** A short-lived URL that shows an image file in the page (previews); null for other files. */
  async previewUrl(storage: FileStorageRow | null | undefined): Promise<string | null> {
    if (!storage?.confirmedAt || !PREVIEW_EXTENSIONS.has(storage.extension)) return null;
    return this.deps.storage.signedUrl(storage.s3Key);
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
}
