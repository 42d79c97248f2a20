import type { Executor } from "../../db/client";
import { notifications } from "../../db/schema";

/**
 * The kinds of notification the product writes, with what each carries. The notification center
 * (profile issue) reads them; a module adds its kinds here.
 */
export interface NotificationPayloads {
  "shareTransfer.received": { transferId: string; companyId: string; companyName: string; fromUserId: string; shareBp: number };
  "shareTransfer.accepted": { transferId: string; companyId: string; companyName: string; toUserId: string; shareBp: number };
  "shareTransfer.declined": { transferId: string; companyId: string; companyName: string; toUserId: string; shareBp: number };
  "shareTransfer.canceled": { transferId: string; companyId: string; companyName: string; fromUserId: string; shareBp: number };
}
export type NotificationType = keyof NotificationPayloads;

/**
 * Notifies people of something that happened. Written with the transaction of the change, so a
 * notification exists exactly when the change does.
 */
export async function notify<T extends NotificationType>(
  db: Executor,
  at: Date,
  userIds: readonly string[],
  type: T,
  payload: NotificationPayloads[T],
): Promise<void> {
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  await db.insert(notifications).values(unique.map((userId) => ({ userId, type, payload, createdAt: at })));
}
