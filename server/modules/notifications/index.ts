import type { CompaniesLoaders } from "../companies/loaders";
import type { IdentityServices } from "../identity";
import type { DomainModule } from "../module";
import { notificationsFields } from "./policy";
import { NotificationChannel } from "./channel";
import {
  companyDetailsChangedNotificationFields,
  notificationFields,
  notificationMutations,
  notificationQueries,
  notificationShareTransferFields,
  notificationVoteSessionFields,
  shareTransferNotificationFields,
  voteSessionNotificationFields,
} from "./resolvers";
import { createNotificationsLoaders, type NotificationsLoaders } from "./loaders";
import { NotificationsService } from "./service";
import { createNotificationStream, NOTIFICATION_STREAM_PATH, type NotificationStream } from "./stream";

export interface NotificationsServices {
  notifications: NotificationsService;
  /** Committed notification signals, for the live stream (server/modules/notifications/stream.ts). */
  notificationChannel: NotificationChannel;
  /** The live stream's handler and its open streams (one per process, like the channel). */
  notificationStream: NotificationStream;
}

export const notificationsModule: DomainModule<NotificationsServices, NotificationsLoaders> = {
  name: "notifications",
  services: ({ db, clock, logger, config }, earlier) => {
    // Identity comes before this module in the registry: its sessions check the stream's caller.
    const { sessions } = earlier as IdentityServices;
    const notificationChannel = new NotificationChannel(db, logger);
    return {
      notifications: new NotificationsService({ db, clock }),
      notificationChannel,
      notificationStream: createNotificationStream({
        apiKey: config.apiKey,
        sessions,
        channel: notificationChannel,
        logger,
      }),
    };
  },
  // Server-sent events of new notifications; only the web server calls it (decision 0012).
  endpoints: (services) => {
    const { notificationStream } = services as NotificationsServices;
    return [
      {
        method: "GET",
        path: NOTIFICATION_STREAM_PATH,
        bodyLimit: 0,
        handler: notificationStream,
        close: () => notificationStream.closeAll(),
      },
    ];
  },
  fields: notificationsFields,
  loaders: (_services, _deps, earlier) => createNotificationsLoaders(earlier as CompaniesLoaders),
  resolvers: {
    Query: notificationQueries,
    Mutation: notificationMutations,
    Notification: notificationFields,
    ShareTransferNotification: shareTransferNotificationFields,
    NotificationShareTransfer: notificationShareTransferFields,
    CompanyDetailsChangedNotification: companyDetailsChangedNotificationFields,
    VoteSessionNotification: voteSessionNotificationFields,
    NotificationVoteSession: notificationVoteSessionFields,
  },
};
