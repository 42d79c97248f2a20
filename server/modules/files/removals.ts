/**
 * What goes for good (issue 22): nodes with what is under them (the trash's end, forced deletions,
 * another module's attachments), uploads never confirmed, and the objects their removals queued
 * (file_storages_removal), removed from storage after the commit and retried while it refuses.
 */
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { writeAudit, type AuditActor } from "../../audit";
import { queryRows, type Executor } from "../../db/client";
import { fileNodes, fileObjectRemovals } from "../../db/schema";
import { PENDING_UPLOAD_HOURS, SWEEP_BATCH, type Acting, type FilesDeps } from "./model";

export class FileRemovals {
  constructor(private readonly deps: FilesDeps) {}

  /**
   * Removes nodes for good, in `tx`, with what is under them (their objects are queued by the
   * database, file_storages_removal), with a file.removed audit row per company; answers the ids
   * removed and the keys to drain after the commit. Nodes under them deleted by hand on their own
   * keep their own time in the trash: they are moved to the top of the tree first.
   */
  async removeNodes(
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
    const now = this.deps.clock.now();
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

  /**
   * Removes another module's attachments for good in that module's transaction `tx` (their
   * objects are queued by file_storages_removal); the caller passes the keys answered to
   * drain after its commit. Only attachments (origin other than UPLOAD) of the caller's
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
  async queue(key: string): Promise<void> {
    await this.deps.db.insert(fileObjectRemovals).values({ s3Key: key }).onConflictDoNothing();
  }

  /**
   * Removes queued objects from storage (all of `keys`, or the oldest `batch` of the queue) and
   * their queue rows; a removal the storage refuses stays queued with one more attempt, and the
   * queue is read least-tried first, so a few objects that keep failing do not starve the rest.
   */
  async drain(
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
}
