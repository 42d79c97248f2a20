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
