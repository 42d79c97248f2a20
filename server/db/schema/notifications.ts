import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity";

/** One table of notifications for the whole product; any module writes to it in its own transaction. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    // The list pages newest first by (created_at, id): with id in the index a page reads its 20
    // rows in order instead of sorting all of a person's notifications (issue 17).
    index("notifications_user_idx").on(t.userId, t.createdAt, t.id),
    // The unread count every signed-in page shows (the header's statement): an index-only count of
    // the unread ones, however many a person has read over the years (issue 17).
    index("notifications_unread_idx")
      .on(t.userId, t.type)
      .where(sql`${t.readAt} is null`),
  ],
);
