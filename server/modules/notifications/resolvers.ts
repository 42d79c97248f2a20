import { NOTIFICATION_LIMITS } from "#graphql/validation/notification-limits";
import type {
  MutationResolvers,
  NotificationResolvers,
  NotificationShareTransferResolvers,
  QueryResolvers,
} from "../../graphql/generated/resolvers";
import { guard, requireViewer } from "../../graphql/policy";
import { notificationsPolicy as policy } from "./policy";
import { decodeCursor, type ShareTransferPayload } from "./service";

/** Any page size asked for becomes one the server is willing to answer. */
export const clampLimit = (limit: number | null | undefined) =>
  Math.min(Math.max(Math.trunc(limit ?? NOTIFICATION_LIMITS.pageSize), 1), NOTIFICATION_LIMITS.maxPageSize);

export const notificationQueries: QueryResolvers = {
  listUserNotifications: guard(policy.listUserNotifications, (_p, args, ctx) =>
    ctx.services.notifications.list(requireViewer(ctx).userId, {
      period: args.period ?? "ALL",
      after: args.after ? decodeCursor(args.after) : null,
      limit: clampLimit(args.limit),
    }),
  ),
  countUserUnreadNotifications: guard(policy.countUserUnreadNotifications, (_p, _a, ctx) =>
    ctx.services.notifications.unreadCount(requireViewer(ctx).userId),
  ),
};

export const notificationMutations: MutationResolvers = {
  markNotificationRead: guard(policy.markNotificationRead, (_p, args, ctx) =>
    ctx.services.notifications.markRead(requireViewer(ctx).userId, args.id),
  ),
  markAllNotificationsRead: guard(policy.markAllNotificationsRead, (_p, _a, ctx) =>
    ctx.services.notifications.markAllRead(requireViewer(ctx).userId),
  ),
};

export const notificationFields: NotificationResolvers = {
  shareTransfer: (row) => (row.type.startsWith("shareTransfer.") ? (row.payload as unknown as ShareTransferPayload) : null),
};

export const notificationShareTransferFields: NotificationShareTransferResolvers = {
  id: (payload) => payload.transferId,
  share: (payload) => payload.shareBp,
  counterpart: async (payload, _a, ctx) => {
    const userId = "fromUserId" in payload ? payload.fromUserId : payload.toUserId;
    return (await ctx.loaders.userById.load(userId)) ?? null;
  },
};
