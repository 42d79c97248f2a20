/**
 * Changing a role's tree (issue 22): making folders, renaming and moving nodes, protecting them
 * (decision 0027), each in its transaction, under the tree's lock where the tree's shape changes.
 */
import { eq, inArray } from "drizzle-orm";
import { writeAudit } from "../../audit";
import type { Authorized } from "../../authz/policy";
import { fileNodes } from "../../db/schema";
import { accessOf, withAccess } from "./access";
import { invalid, type FileNodeView, type FilesDeps } from "./model";
import { liveNodes, lockTree, pathOf, targetOf } from "./nodes";

export class FileTree {
  constructor(private readonly deps: FilesDeps) {}

  async createFolder(
    actor: Authorized<string>,
    input: { name: string; parentId: string | null },
  ): Promise<FileNodeView> {
    return this.deps.db.transaction(async (tx) => {
      const { roleId, parent } = await targetOf(tx, actor, input.parentId);
      await lockTree(tx, roleId);
      const now = this.deps.clock.now();
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
          await accessOf(
            tx,
            [node!],
            actor.acting.map((role) => role.id),
          )
        ).get(node!.id)!,
      };
    });
  }

  async rename(actor: Authorized<string>, nodeId: string, name: string): Promise<FileNodeView> {
    const node = await this.deps.db.transaction(async (tx) => {
      const [node] = await liveNodes(tx, actor, [nodeId], { lock: true });
      if (node!.name === name) return node!;
      const [renamed] = await tx
        .update(fileNodes)
        .set({ name, updatedAt: this.deps.clock.now() })
        .where(eq(fileNodes.id, nodeId))
        .returning();
      return renamed!;
    });
    return (
      await withAccess(
        this.deps.db,
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
      const [first] = await liveNodes(tx, actor, ids.slice(0, 1));
      const roleId = first!.roleId;
      await lockTree(tx, roleId);
      const nodes = await liveNodes(tx, actor, ids, { lock: true });
      if (nodes.some((node) => node.roleId !== roleId)) throw invalid("parentId", "validation.files.otherTree");
      if (parentId) {
        const [parent] = await liveNodes(tx, actor, [parentId]);
        if (parent!.type !== "FOLDER") throw invalid("parentId", "validation.files.notFolder");
        if (parent!.roleId !== roleId) throw invalid("parentId", "validation.files.otherTree");
        const above = await pathOf(tx, { parentId });
        const line = new Set([...above.map((folder) => folder.id), parentId]);
        if (nodes.some((node) => line.has(node.id))) throw invalid("parentId", "validation.files.intoItself");
      }
      const now = this.deps.clock.now();
      return tx
        .update(fileNodes)
        .set({ parentId, updatedAt: now })
        .where(inArray(fileNodes.id, [...ids]))
        .returning();
    });
    return withAccess(
      this.deps.db,
      moved,
      actor.acting.map((role) => role.id),
    );
  }

  /** Protected nodes are deleted only with full access; those with full access set it (decision 0027). */
  async setProtected(actor: Authorized<string>, nodeId: string, isProtected: boolean): Promise<FileNodeView> {
    const node = await this.deps.db.transaction(async (tx) => {
      const [node] = await liveNodes(tx, actor, [nodeId], { lock: true });
      if (node!.isProtected === isProtected) return node!;
      const now = this.deps.clock.now();
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
      await withAccess(
        this.deps.db,
        [node],
        actor.acting.map((role) => role.id),
      )
    )[0]!;
  }
}
