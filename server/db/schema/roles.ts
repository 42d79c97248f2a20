import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./identity";

/**
 * A role in a company's structure (levels 1 to 4; level 1 is the director). Only what the
 * ownership screens read is here; the vHub issues grow it. One live director role per company.
 */
export const roles = pgTable(
  "roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    level: integer("level").notNull(),
    parentRoleId: uuid("parent_role_id").references((): AnyPgColumn => roles.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    sortNumber: integer("sort_number").notNull().default(0),
    isArchived: boolean("is_archived").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("roles_level", sql`${t.level} between 1 and 4`),
    check("roles_name_length", sql`char_length(${t.name}) between 1 and 100`),
    uniqueIndex("roles_one_director").on(t.companyId).where(sql`${t.level} = 1 and not ${t.isArchived}`),
    index("roles_company_idx").on(t.companyId, t.level),
    index("roles_user_idx").on(t.userId),
  ],
);
