import DataLoader from "dataloader";
import type { CompaniesLoaders } from "../companies/loaders";

export interface NotificationsLoaders {
  /**
   * A person's unread notifications counted once per request, however many parts of the page ask
   * (the header's badge and the notification center): read with the rest of the person's header
   * in one statement (server/modules/person-header.ts, docs/decisions/0021).
   */
  unreadNotificationCount: DataLoader<string, number>;
}

export function createNotificationsLoaders(earlier: Pick<CompaniesLoaders, "personHeader">): NotificationsLoaders {
  return {
    unreadNotificationCount: new DataLoader(async (userIds) =>
      (await earlier.personHeader.loadMany(userIds)).map((found) => (found instanceof Error ? found : found.unread)),
    ),
  };
}
