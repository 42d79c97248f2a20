/**
 * Sharing (issue 22, decision 0027): access of other roles of the company to a node and what is
 * under it (grants), and a file's public link, which opens it for anyone while it works.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { FILE_LINK_HOURS, type FileLinkExpiry } from "#graphql/validation/files";
import { writeAudit } from "../../audit";
import type { Authorized } from "../../authz/policy";
import {
  fileGrants,
  fileNodes,
  filePublicLinks,
  fileStorages,
  roles,
  type FileAccessLevelValue,
} from "../../db/schema";
import { DOWNLOAD_URL_SECONDS, invalid, type FileGrantRow, type FilePublicLinkRow, type FilesDeps } from "./model";
import { liveNodes } from "./nodes";

export class FileSharing {
  constructor(private readonly deps: FilesDeps) {}

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
      const [node] = await liveNodes(tx, actor, [nodeId], { lock: true });
      const [role] = await tx
        .select({ id: roles.id, companyId: roles.companyId, deletedAt: roles.deletedAt, isArchived: roles.isArchived })
        .from(roles)
        .where(eq(roles.id, roleId));
      if (!role || role.companyId !== actor.companyId || role.deletedAt || role.isArchived)
        throw invalid("roleId", "validation.files.role");
      if (role.id === node!.roleId) throw invalid("roleId", "validation.files.ownRole");
      const now = this.deps.clock.now();
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
      await liveNodes(tx, actor, [nodeId], { lock: true });
      const gone = await tx
        .delete(fileGrants)
        .where(and(eq(fileGrants.nodeId, nodeId), eq(fileGrants.roleId, roleId)))
        .returning();
      if (gone.length)
        await writeAudit(tx, actor, this.deps.clock.now(), {
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
    if (!link || (link.expiresAt && link.expiresAt <= this.deps.clock.now())) return null;
    return link;
  }

  /** A new public link to a file (the previous one stops working), for `expiry`. */
  async createLink(actor: Authorized<string>, nodeId: string, expiry: FileLinkExpiry): Promise<FilePublicLinkRow> {
    return this.deps.db.transaction(async (tx) => {
      const [node] = await liveNodes(tx, actor, [nodeId], { lock: true });
      if (node!.type !== "FILE") throw invalid("nodeId", "validation.files.linkToFolder");
      const now = this.deps.clock.now();
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
      await liveNodes(tx, actor, [nodeId], { lock: true });
      const now = this.deps.clock.now();
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
    if (found.link.expiresAt && found.link.expiresAt <= this.deps.clock.now()) return null;
    // Suspended usage holds back the company's files (policy.ts: `unpaid`), and a link, which has
    // no caller to authorize, asks billing itself. It opens again once a top-up lifts it.
    if (await this.deps.billing.usageSuspended(found.node.companyId)) return null;
    const url = await this.deps.storage.signedUrl(found.storage.s3Key, {
      download: { filename: found.node.name, contentType: found.storage.contentType },
      ttlSeconds: DOWNLOAD_URL_SECONDS,
    });
    return { url, name: found.node.name };
  }
}
