import { NOTIFICATION_LIMITS } from "#graphql/validation/notification-limits";
import type {
  CompanyDetail,
  CompanyDetailsChangedNotificationResolvers,
  MutationResolvers,
  NotificationResolvers,
  NotificationShareTransferResolvers,
  NotificationVoteSessionResolvers,
  VoteSessionNotificationResolvers,
  QueryResolvers,
  ShareTransferNotificationResolvers,
} from "../../graphql/generated/resolvers";
import { guard, requireViewer } from "../../graphql/policy";
import {
  isNotificationType,
  notificationKinds,
  type CompanyDetailField,
  type CompanyDetailsChangedPayload,
  type ShareTransferPayload,
  type VoteSessionPayload,
} from "./kinds";
import { notificationsPolicy as policy } from "./policy";
import { decodeCursor } from "./service";

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
    ctx.loaders.unreadNotificationCount.load(requireViewer(ctx).userId),
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

/** Each row is answered as its kind's own type, named by the registry of kinds. */
export const notificationFields: NotificationResolvers = {
  __resolveType: (row) => {
    // The service lists known kinds only; anything else is a bug, not a person's data.
    if (!isNotificationType(row.type)) throw new Error(`unknown notification kind ${row.type}`);
    return notificationKinds[row.type];
  },
};

export const shareTransferNotificationFields: ShareTransferNotificationResolvers = {
  shareTransfer: (row) => row.payload as unknown as ShareTransferPayload,
};

const companyDetail: Record<CompanyDetailField, CompanyDetail> = {
  name: "NAME",
  phone: "PHONE",
  address: "ADDRESS",
  about: "ABOUT",
};
const detailsChanged = (row: { payload: unknown }) => row.payload as CompanyDetailsChangedPayload;

export const companyDetailsChangedNotificationFields: CompanyDetailsChangedNotificationResolvers = {
  companyId: (row) => detailsChanged(row).companyId,
  companyName: (row) => detailsChanged(row).companyName,
  fields: (row) => detailsChanged(row).fields.map((field) => companyDetail[field]),
  changedBy: async (row, _a, ctx) => {
    const { changedBy } = detailsChanged(row);
    return changedBy ? ((await ctx.loaders.userById.load(changedBy)) ?? null) : null;
  },
  changedByKind: (row) => (detailsChanged(row).changedBy ? "PERSON" : "SYSTEM"),
};

export const notificationShareTransferFields: NotificationShareTransferResolvers = {
  id: (payload) => payload.transferId,
  share: (payload) => payload.shareBp,
  counterpart: async (payload, _a, ctx) => {
    const userId = "fromUserId" in payload ? payload.fromUserId : payload.toUserId;
    return (await ctx.loaders.userById.load(userId)) ?? null;
  },
};

export const voteSessionNotificationFields: VoteSessionNotificationResolvers = {
  voteSession: (row) => row.payload as unknown as VoteSessionPayload,
};

export const notificationVoteSessionFields: NotificationVoteSessionResolvers = {
  id: (payload) => payload.sessionId,
  actor: async (payload, _a, ctx) => (payload.by ? ((await ctx.loaders.userById.load(payload.by)) ?? null) : null),
  actorKind: (payload) => (payload.by ? "PERSON" : "SYSTEM"),
  candidate: async (payload, _a, ctx) =>
    payload.candidateId ? ((await ctx.loaders.userById.load(payload.candidateId)) ?? null) : null,
};
