/**
 * Uploads (issue 22; issue 39; decision 0027): a pending file whose bytes the browser sends
 * straight to storage (createFile, confirmUpload; a large file in parts), or that come through the
 * API (uploadStream), holding its room in the company's storage from its start, counted in its
 * usage when confirmed. A pending upload shows nowhere; one never confirmed is swept after a day
 * (./removals.ts, sweepPending).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { FILE_MAX_BYTES, FILE_MULTIPART_FROM, FILE_PART_BYTES } from "#graphql/validation/files";
import type { Authorized } from "../../authz/policy";
import { queryRows, type Executor } from "../../db/client";
import { fileNodes, fileStorages } from "../../db/schema";
import type { StoredPart, UploadTarget } from "../../storage";
import { ObjectTooLarge } from "../../storage/keys";
import { contentTypeOf, extensionOf } from "../../storage/content-types";
import { withAccess } from "./access";
import {
  fileNotFound,
  invalid,
  storageFull,
  type Acting,
  type AttachTo,
  type FileNodeRow,
  type FileNodeView,
  type FilesDeps,
  type FileStorageRow,
  type FileUploadPartView,
  type FileUploadParts,
} from "./model";
import { targetOf } from "./nodes";
import type { FileRemovals } from "./removals";
import { accessFrom, partBytes, partCount } from "./rules";
import type { FileUsage } from "./usage";

type Origin = "UPLOAD" | "TASK" | "INSTRUCTION";

export class FileUploads {
  constructor(
    private readonly deps: FilesDeps,
    private readonly usage: FileUsage,
    private readonly removals: FileRemovals,
  ) {}

  /**
   * A pending file (not live until its bytes are confirmed) and its storage row under a new key
   * the server makes: files/<company>/<storage id>.<the name's extension>.
   */
  private async startPending(
    tx: Executor,
    actor: Acting,
    input: { roleId: string; parentId: string | null; name: string; size: number; reserved: number; origin: Origin },
  ): Promise<{ node: FileNodeRow; storage: FileStorageRow }> {
    const now = this.deps.clock.now();
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
    input: { name: string; parentId: string | null; size: number; origin?: Origin },
    attachment?: AttachTo,
  ): Promise<{ node: FileNodeRow; storage: FileStorageRow; upload: UploadTarget; parts: FileUploadParts | null }> {
    const { node, storage } = await this.deps.db.transaction(async (tx) => {
      const { roleId, parent } = attachment
        ? { roleId: attachment.roleId, parent: null }
        : await targetOf(tx, actor, input.parentId);
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
      if (!(await this.usage.reserve(tx, actor.companyId, input.size))) throw storageFull();
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
      .set({ uploadId: null, updatedAt: this.deps.clock.now() })
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
    const [view] = await withAccess(this.deps.db, [node], acting);
    return node.origin === "UPLOAD" || view!.access.view ? view! : { ...view!, access: accessFrom(["VIEW_EDIT"]) };
  }

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
      const limit = await this.usage.limitBytes(tx, actor.companyId);
      if (size > Math.max(held, limit)) throw storageFull();
      const counted = await queryRows<{ used: number }>(
        tx,
        sql`insert into file_usage as u (company_id, used_bytes) values (${actor.companyId}, ${size})
            on conflict (company_id) do update set used_bytes = u.used_bytes + excluded.used_bytes, reserved_bytes = greatest(0, u.reserved_bytes - ${held})
            where excluded.used_bytes <= ${held} or u.used_bytes + u.reserved_bytes - ${held} + excluded.used_bytes <= ${limit}
            returning used_bytes as used`,
      );
      if (!counted.length) throw storageFull();
      const now = this.deps.clock.now();
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
    await this.removals.drain(this.deps.db, [key]);
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
    input: { name: string; parentId: string | null; origin?: Origin },
    body: ReadableStream<Uint8Array>,
    attachment?: AttachTo,
  ): Promise<FileNodeView> {
    const { node, storage, maxBytes, byRoom } = await this.deps.db.transaction(async (tx) => {
      const { roleId, parent } = attachment
        ? { roleId: attachment.roleId, parent: null }
        : await targetOf(tx, actor, input.parentId);
      const { node, storage } = await this.startPending(tx, actor, {
        roleId,
        parentId: parent?.id ?? null,
        name: input.name,
        size: 0,
        reserved: 0,
        origin: input.origin ?? "UPLOAD",
      });
      const held = await this.usage.reserveRoom(tx, actor.companyId, FILE_MAX_BYTES);
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
