/**
 * A role's trash (issue 22): nodes deleted with what is under them, listed, restored, deleted for
 * good by hand, and removed FILE_TRASH_DAYS calendar days after their deletion (./rules.ts,
 * trashPurgeAt; the files.trash job).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { FILE_LIST_MAX } from "#graphql/validation/files";
import { writeAudit, type AuditActor } from "../../audit";
import type { Authorized } from "../../authz/policy";
import { queryRows, type Executor } from "../../db/client";
import { fileNodes } from "../../db/schema";
import { DomainError } from "../../errors";
import { owned } from "./access";
import { fileNotFound, SWEEP_BATCH, type Acting, type FileNodeRow, type FileNodeView, type FilesDeps } from "./model";
import { inTree, liveNodes, lockTree } from "./nodes";
import type { FileRemovals } from "./removals";
import { trashPurgeBefore } from "./rules";

export class FileTrash {
  constructor(
    private readonly deps: FilesDeps,
    private readonly removals: FileRemovals,
  ) {}

  /** A role's trash: the nodes deleted by hand (each with what went with it), newest first. */
  async list(roleId: string, search: string | null): Promise<FileNodeView[]> {
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
    return owned(rows);
  }

  /**
   * Puts nodes in their role's trash with everything under them. A protected node (or one under a
   * deleted folder) goes only by someone with full access (the caller's `manage`, which the
   * resolver passes from the policy's relations).
   */
  async add(actor: Authorized<string>, ids: readonly string[], options: { manage: boolean }): Promise<FileNodeRow[]> {
    return this.deps.db.transaction(async (tx) => {
      const nodes = await liveNodes(tx, actor, ids, { lock: true });
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
      const now = this.deps.clock.now();
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
  private async roots(tx: Executor, actor: Acting, ids: readonly string[]): Promise<FileNodeRow[]> {
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
      const nodes = await this.roots(tx, actor, ids);
      for (const roleId of new Set(nodes.map((node) => node.roleId))) await lockTree(tx, roleId);
      const now = this.deps.clock.now();
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
      const nodes = await this.roots(tx, actor, ids);
      for (const roleId of new Set(nodes.map((node) => node.roleId))) await lockTree(tx, roleId);
      return this.removals.removeNodes(
        tx,
        actor,
        nodes.map((node) => node.id),
      );
    });
    await this.removals.drain(this.deps.db, removed.keys);
    return removed.ids;
  }

  /** Removes trash roots whose FILE_TRASH_DAYS have passed (trashPurgeAt), with their subtrees. */
  async sweep(
    db: Executor,
    actor: AuditActor,
    now: Date,
    batch = SWEEP_BATCH,
  ): Promise<{ removed: number; keys: string[]; more: boolean }> {
    const due = await db
      .select({ id: fileNodes.id })
      .from(fileNodes)
      .where(and(isNotNull(fileNodes.deletedAt), lt(fileNodes.deletedAt, trashPurgeBefore(now))))
      .orderBy(asc(fileNodes.deletedAt))
      .limit(batch);
    if (!due.length) return { removed: 0, keys: [], more: false };
    const { ids, keys } = await this.removals.removeNodes(
      db,
      actor,
      due.map((row) => row.id),
    );
    return { removed: ids.length, keys, more: due.length === batch };
  }
}
