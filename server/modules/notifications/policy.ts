import { inherit, selfField, type FieldRules } from "../../authz/fields";
import type { NotificationRow } from "./service";
import type { MutationResolvers, QueryResolvers } from "../../graphql/generated/resolvers";
import type { Policy } from "../../graphql/policy";

type NotificationOperation =
  | keyof Pick<QueryResolvers, "listUserNotifications" | "countUserUnreadNotifications">
  | keyof Pick<MutationResolvers, "markNotificationRead" | "markAllNotificationsRead">;

/**
 * A person's notifications are theirs alone: every operation needs a signed-in caller, and the
 * service scopes each read and change to the caller's own id (another's is NOTIFICATION_NOT_FOUND).
 */
export const notificationsPolicy: Record<NotificationOperation, Policy> = {
  listUserNotifications: "signedIn",
  countUserUnreadNotifications: "signedIn",
  markNotificationRead: "signedIn",
  markAllNotificationsRead: "signedIn",
};

const own = selfField<NotificationRow>((notification) => notification.userId);

/** A notification answers the person it was written for, whichever way it is reached. */
export const notificationsFields = {
  Notification: { id: own, type: own, createdAt: own, readAt: own, shareTransfer: own },
  // Inside a notification (guarded above): what it remembers of the transfer.
  NotificationShareTransfer: inherit("id", "companyId", "companyName", "share", "counterpart"),
  NotificationPage: inherit("items", "nextCursor"),
} satisfies FieldRules;
