import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./identity";

/**
 * A role in a company's structure (levels 1 to 4; level 1 is the director), written only by the
 * roles module's service (and the governance steps that give the level-1 role). One live director
 * role per company (roles_one_director). The database also keeps the tree (migration 0014,
 * roles_structure, checked at commit): the level-1 role has no manager; every other live role has
 * one in the same company, live and of a higher level (a smaller number), so no cycle can form;
 * removing a manager without moving its subordinates first fails.
 *
 * deletedAt: deleted by hand (archived too), restorable for ROLE_DELETION_WAIT_DAYS, then
 * removed by the roles module's sweep. inviteToken/inviteExpiresAt: the role's invitation link.
 */
export const roles = pgTable(
  "roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /**
     * The director's role still bears the name vHold gave it (issue 41): readers see it in their
     * language (graphql/role-names.ts) until someone renames it; `name` then holds the stored default.
     */
    nameIsDefault: boolean("name_is_default").notNull().default(false),
    level: integer("level").notNull(),
    parentRoleId: uuid("parent_role_id").references((): AnyPgColumn => roles.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    sortNumber: integer("sort_number").notNull().default(0),
    isArchived: boolean("is_archived").notNull().default(false),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    inviteToken: text("invite_token"),
    inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
    /** Who made the link: the sender of the invitations it brings. */
    inviteSenderId: uuid("invite_sender_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("roles_level", sql`${t.level} between 1 and 4`),
    check("roles_name_length", sql`char_length(${t.name}) between 1 and 100`),
    check("roles_default_name", sql`not ${t.nameIsDefault} or ${t.level} = 1`),
    uniqueIndex("roles_one_director")
      .on(t.companyId)
      .where(sql`${t.level} = 1 and not ${t.isArchived}`),
    index("roles_company_idx").on(t.companyId, t.level),
    index("roles_user_idx").on(t.userId),
    index("roles_parent_idx").on(t.parentRoleId),
    uniqueIndex("roles_invite_token").on(t.inviteToken),
    index("roles_deleted_idx")
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    check("roles_invite_link", sql`(${t.inviteToken} is null) = (${t.inviteExpiresAt} is null)`),
    check("roles_deleted_archived", sql`${t.deletedAt} is null or ${t.isArchived}`),
  ],
);

/**
 * Who held each role and when (spec: CompanyUser.userRoles; the control center's former
 * employees). Written by the database itself (migration 0014, roles_holdings trigger) whenever a
 * role's executor changes, whoever changes it, at the role's updated_at: one open row per role.
 * Removed with the role when it is deleted for good.
 */
export const roleHoldings = pgTable(
  "role_holdings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    leftAt: timestamp("left_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("role_holdings_one_open")
      .on(t.roleId)
      .where(sql`${t.leftAt} is null`),
    index("role_holdings_role_idx").on(t.roleId, t.joinedAt),
    index("role_holdings_user_idx").on(t.userId, t.companyId),
    // The team's pages group a company's holdings by person (decision 0026): read in that order.
    index("role_holdings_company_idx").on(t.companyId, t.userId, t.leftAt),
    check("role_holdings_order", sql`${t.leftAt} is null or ${t.leftAt} >= ${t.joinedAt}`),
  ],
);

/**
 * The modules a role may open (spec: module access is granted per role and can be revoked; the
 * role modules and the company modules of section 1). The GraphQL enum RoleModule names the same
 * values; the CHECK keeps anything else out.
 */
export const ROLE_MODULES = [
  "TASKS",
  "INSTRUCTIONS",
  "FILES",
  "INVENTORY",
  "CALENDAR",
  "MESSENGER",
  "RESULTS",
  "FINANCE",
  "STRUCTURE",
  "TEAM",
  "OWNERS",
  "COMPANY_RESULTS",
  "COMPANY_INVENTORY",
  "PAY",
  "CONTROL_CENTER",
] as const;
export type RoleModuleValue = (typeof ROLE_MODULES)[number];

/**
 * A role's access to one module (the control center's access section, issue 21), written only by
 * the roles module's service. One row per role and module (the primary key: granting twice, even
 * at once, leaves one); removed with the role.
 */
export const roleModuleAccess = pgTable(
  "role_module_access",
  {
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    module: text("module", { enum: ROLE_MODULES }).notNull(),
    /** Who granted it (kept when the account goes: set null). */
    grantedBy: uuid("granted_by").references(() => users.id, { onDelete: "set null" }),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "role_module_access_pk", columns: [t.roleId, t.module] }),
    check("role_module_access_module", sql`${t.module} in (${sql.raw(ROLE_MODULES.map((m) => `'${m}'`).join(", "))})`),
  ],
);

/** A role as its row reads (the current role of a request, the roles module's use cases). */
export type RoleRow = typeof roles.$inferSelect;
