import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { writeAudit, type AuditActor } from "../../audit";
import type { Executor } from "../../db/client";
import { owners, shareTransfers, type ShareTransferStatus } from "../../db/schema";
import { notify } from "../notifications/service";
import type { CompanyRow, ShareTransferRow } from "./model";

/** How a pending transfer ends, and who ends it (endTransfer). */
type TransferEnding = {
  status: Exclude<ShareTransferStatus, "PENDING">;
  side: "sender" | "recipient";
  reason?: string;
};

/**
 * The one way a pending transfer ends, whoever ends it (the recipient's answer, the sender's
 * withdrawal, an account going away, the company's deletion): the status moves from PENDING only,
 * the sender's reserved part is freed or the share moves, the audit row and the other side's
 * notification are written. `side` is who ends it: the sender (the recipient is told it was
 * withdrawn) or the recipient (the sender is told of the answer; an account deleted counts as a
 * decline). The company row is locked by the caller. Null when the transfer had already ended.
 */
export async function endTransfer(
  tx: Executor,
  actor: AuditActor,
  now: Date,
  company: CompanyRow,
  transferId: string,
  ending: TransferEnding,
): Promise<ShareTransferRow | null> {
  const [transfer] = await tx
    .update(shareTransfers)
    .set({ status: ending.status, resolvedAt: now })
    .where(
      and(
        eq(shareTransfers.id, transferId),
        eq(shareTransfers.companyId, company.id),
        eq(shareTransfers.status, "PENDING"),
      ),
    )
    .returning();
  if (!transfer) return null;

  const [sender] = await tx
    .select()
    .from(owners)
    .where(and(eq(owners.companyId, company.id), eq(owners.userId, transfer.fromUserId), isNull(owners.leftAt)));
  // The reservation guarantees the sender still holds the part (CHECK reserved <= share).
  if (ending.status !== "ACCEPTED") {
    await tx
      .update(owners)
      .set({ reservedBp: sql`${owners.reservedBp} - ${transfer.shareBp}` })
      .where(eq(owners.id, sender.id));
  } else {
    const left = sender.shareBp - transfer.shareBp;
    await tx
      .update(owners)
      .set({ shareBp: left, reservedBp: sender.reservedBp - transfer.shareBp, leftAt: left === 0 ? now : null })
      .where(eq(owners.id, sender.id));
    const [existing] = await tx
      .update(owners)
      .set({ shareBp: sql`${owners.shareBp} + ${transfer.shareBp}` })
      .where(and(eq(owners.companyId, company.id), eq(owners.userId, transfer.toUserId), isNull(owners.leftAt)))
      .returning({ id: owners.id });
    if (!existing) {
      await tx
        .insert(owners)
        .values({ companyId: company.id, userId: transfer.toUserId, shareBp: transfer.shareBp, joinedAt: now });
    }
  }
  const verb = ending.status === "ACCEPTED" ? "accepted" : ending.status === "DECLINED" ? "declined" : "canceled";
  await writeAudit(tx, actor, now, {
    companyId: company.id,
    action: `shareTransfer.${verb}`,
    entity: "shareTransfer",
    entityId: transfer.id,
    before: { status: "PENDING" },
    after: {
      status: ending.status,
      from: transfer.fromUserId,
      to: transfer.toUserId,
      share: transfer.shareBp,
      ...(ending.reason ? { reason: ending.reason } : {}),
    },
  });
  const payload = {
    transferId: transfer.id,
    companyId: company.id,
    companyName: company.name,
    shareBp: transfer.shareBp,
  };
  if (ending.side === "sender") {
    await notify(tx, now, actor, [transfer.toUserId], "shareTransfer.canceled", {
      ...payload,
      fromUserId: transfer.fromUserId,
    });
  } else {
    await notify(
      tx,
      now,
      actor,
      [transfer.fromUserId],
      verb === "accepted" ? "shareTransfer.accepted" : "shareTransfer.declined",
      {
        ...payload,
        toUserId: transfer.toUserId,
      },
    );
  }
  return transfer;
}

/**
 * A deleted company's pending transfers end CANCELED by the sender's side (each recipient is told
 * it was withdrawn), in id order, in the deletion's transaction (CompaniesService.deleteCompany).
 */
export async function cancelTransfersOfDeletedCompany(
  tx: Executor,
  actor: AuditActor,
  now: Date,
  company: CompanyRow,
): Promise<void> {
  const pending = await tx
    .select({ id: shareTransfers.id })
    .from(shareTransfers)
    .where(and(eq(shareTransfers.companyId, company.id), eq(shareTransfers.status, "PENDING")))
    .orderBy(asc(shareTransfers.id));
  for (const transfer of pending)
    await endTransfer(tx, actor, now, company, transfer.id, {
      status: "CANCELED",
      side: "sender",
      reason: "companyDeleted",
    });
}
