import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./identity";
import { roles } from "./roles";

/**
 * An invitation to a role (spec section 4: PENDING shown as sent, VIEWED received, ACCEPTED the
 * candidate wants it, DECLINED; CANCELED by the owner side). Level 1 (the director) comes with the
 * owners' vote (docs/decisions/0020-votes.md): there `roleId` is the role the candidate took,
 * once assigned. Levels 2 to 4 (the roles module, issue 20) name their role from the start
 * (invitations_role), may come by the role's link (viaLink), and record when the candidate was
 * given the role (assignedAt). One open invitation per person and role (invitations_one_open).
 */
export const invitationStatuses = ["PENDING", "VIEWED", "ACCEPTED", "DECLINED", "CANCELED"] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    level: integer("level").notNull(),
    roleId: uuid("role_id").references(() => roles.id, { onDelete: "set null" }),
    status: text("status", { enum: invitationStatuses }).notNull().default("PENDING"),
    viaLink: boolean("via_link").notNull().default(false),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("invitations_level", sql`${t.level} between 1 and 4`),
    check("invitations_status", sql`${t.status} in ('PENDING', 'VIEWED', 'ACCEPTED', 'DECLINED', 'CANCELED')`),
    index("invitations_user_idx").on(t.userId, t.sentAt),
    index("invitations_company_idx").on(t.companyId, t.sentAt),
    index("invitations_role_idx").on(t.roleId, t.sentAt),
    check("invitations_role", sql`${t.level} = 1 or ${t.roleId} is not null`),
    uniqueIndex("invitations_one_open")
      .on(t.roleId, t.userId)
      .where(sql`${t.level} > 1 and ${t.assignedAt} is null and ${t.status} in ('PENDING', 'VIEWED', 'ACCEPTED')`),
  ],
);
