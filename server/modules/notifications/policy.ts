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
/** Every field of a notification kind answers the person it was written for, whichever way it is reached. */
const ownKind = <F extends string>(...fields: F[]) =>
  Object.fromEntries(["id", "type", "createdAt", "readAt", ...fields].map((field) => [field, own])) as Record<
    "id" | "type" | "createdAt" | "readAt" | F,
    typeof own
  >;

/** A new kind (server/modules/notifications/kinds.ts) adds its type here, every field its reader's own. */
export const notificationsFields = {
  ShareTransferNotification: ownKind("shareTransfer"),
  CompanyDetailsChangedNotification: ownKind("companyId", "companyName", "fields", "changedBy", "changedByKind"),
  VoteSessionNotification: ownKind("voteSession"),
  // Inside a notification (guarded above): what it remembers of the transfer.
  NotificationShareTransfer: inherit("id", "companyId", "companyName", "share", "counterpart"),
  NotificationVoteSession: inherit(
    "id",
    "companyId",
    "companyName",
    "kind",
    "proposedName",
    "actor",
    "actorKind",
    "candidate",
  ),
  NotificationPage: inherit("items", "nextCursor"),
} satisfies FieldRules;
