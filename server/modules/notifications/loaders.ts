import DataLoader from "dataloader";
import type { NotificationsService } from "./service";

export interface NotificationsLoaders {
  /**
   * A person's unread notifications counted once per request, however many parts of the page ask
   * (the header's badge and the notification center: docs/decisions/0021).
   */
  unreadNotificationCount: DataLoader<string, number>;
}

export function createNotificationsLoaders(notifications: NotificationsService): NotificationsLoaders {
  return { unreadNotificationCount: new DataLoader((userIds) => notifications.unreadCounts(userIds)) };
}
