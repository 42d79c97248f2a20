import type { DomainModule } from "../module";
import { notificationsFields } from "./policy";
import { NotificationChannel } from "./channel";
import {
  companyDetailsChangedNotificationFields,
  notificationFields,
  notificationMutations,
  notificationQueries,
  notificationShareTransferFields,
  shareTransferNotificationFields,
} from "./resolvers";
import { NotificationsService } from "./service";

export interface NotificationsServices {
  notifications: NotificationsService;
  /** Committed notification signals, for the live stream (server/modules/notifications/stream.ts). */
  notificationChannel: NotificationChannel;
}

export const notificationsModule: DomainModule<NotificationsServices> = {
  name: "notifications",
  services: ({ db, clock, logger }) => ({
    notifications: new NotificationsService({ db, clock }),
    notificationChannel: new NotificationChannel(db, logger),
  }),
  fields: notificationsFields,
  resolvers: {
    Query: notificationQueries,
    Mutation: notificationMutations,
    Notification: notificationFields,
    ShareTransferNotification: shareTransferNotificationFields,
    NotificationShareTransfer: notificationShareTransferFields,
    CompanyDetailsChangedNotification: companyDetailsChangedNotificationFields,
  },
};
