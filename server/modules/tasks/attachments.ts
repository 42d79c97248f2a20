import { and, eq } from "drizzle-orm";
import type { Authorized } from "../../authz/policy";
import type { Executor } from "../../db/client";
import { taskFiles, tasks } from "../../db/schema";
import type { UploadTarget } from "../../storage";
import { fileNotFound, type FileNodeRow, type FileStorageRow, type FileUploadParts } from "../files/model";
import { taskArchived, taskNotFound, type TaskRow, type TasksDeps } from "./model";
import { ARCHIVED } from "./rules";

/**
 * A task's attachments (issue 44), as the instructions' (decision 0028, "Attachments"): files of
 * origin TASK at the top of the giver role's tree, linked to the task in the node's own
 * transaction, listed nowhere in Files and reached only through their task. The browser confirms
 * an upload as any (confirmFileUpload); one never confirmed is swept after a day with its link.
 */
export class TaskAttachments {
  constructor(private readonly deps: TasksDeps) {}

  private async lock(tx: Executor, id: string): Promise<TaskRow> {
    const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for("update");
    if (!row) throw taskNotFound();
    return row;
  }

  /** The live task an attachment joins, or why not (none; archived). */
  private async open(id: string): Promise<TaskRow> {
    this.deps.files.requireOn();
    const [row] = await this.deps.db.select().from(tasks).where(eq(tasks.id, id));
    if (!row) throw taskNotFound();
    if (ARCHIVED.includes(row.status)) throw taskArchived();
    return row;
  }

  /** The new node's link to the task, in the node's own transaction (refused once archived). */
  private attachTo(row: TaskRow) {
    return {
      roleId: row.giverRoleId,
      link: async (tx: Executor, node: FileNodeRow) => {
        const locked = await this.lock(tx, row.id);
        if (ARCHIVED.includes(locked.status)) throw taskArchived();
        await tx.insert(taskFiles).values({
          taskId: row.id,
          fileNodeId: node.id,
          companyId: row.companyId,
          createdAt: this.deps.clock.now(),
        });
      },
    };
  }

  async createFile(
    actor: Authorized<string>,
    id: string,
    input: { name: string; size: number },
  ): Promise<{ node: FileNodeRow; storage: FileStorageRow; upload: UploadTarget; parts: FileUploadParts | null }> {
    const row = await this.open(id);
    return this.deps.files.uploads.createFile(
      actor,
      { name: input.name, parentId: null, size: input.size, origin: "TASK" },
      this.attachTo(row),
    );
  }

  /** An attachment posted without JavaScript, streamed through the API (PUT /uploads/task-file). */
  async uploadFile(
    actor: Authorized<string>,
    id: string,
    name: string,
    body: ReadableStream<Uint8Array>,
  ): Promise<{ id: string; name: string }> {
    const row = await this.open(id);
    return this.deps.files.uploads.uploadStream(
      actor,
      { name, parentId: null, origin: "TASK" },
      body,
      this.attachTo(row),
    );
  }

  private async attachment(db: Executor, id: string, fileNodeId: string): Promise<void> {
    const [link] = await db
      .select({ id: taskFiles.fileNodeId })
      .from(taskFiles)
      .where(and(eq(taskFiles.taskId, id), eq(taskFiles.fileNodeId, fileNodeId)));
    if (!link) throw fileNotFound();
  }

  /** Removes an attachment for good: its link and node in one transaction, its object after the commit. */
  async removeFile(actor: Authorized<string>, id: string, fileNodeId: string): Promise<string> {
    const keys = await this.deps.db.transaction(async (tx) => {
      const task = await this.lock(tx, id);
      if (ARCHIVED.includes(task.status)) throw taskArchived();
      await this.attachment(tx, id, fileNodeId);
      await tx.delete(taskFiles).where(and(eq(taskFiles.taskId, id), eq(taskFiles.fileNodeId, fileNodeId)));
      return this.deps.files.removals.removeAttachments(tx, actor, [fileNodeId]);
    });
    if (keys.length) await this.deps.files.removals.drain(this.deps.db, keys);
    return fileNodeId;
  }

  /** A short-lived download URL of a confirmed attachment, for a reader of the task. */
  async fileUrl(actor: Authorized<string>, id: string, fileNodeId: string): Promise<string> {
    this.deps.files.requireOn();
    await this.attachment(this.deps.db, id, fileNodeId);
    return this.deps.files.queries.downloadUrl(actor, fileNodeId);
  }
}
