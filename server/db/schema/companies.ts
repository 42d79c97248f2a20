import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity";
import { withoutControlCharacters } from "./text";

/** Shares are integer basis points: 10000 = 100 %. Never floats. */
export { FULL_SHARE } from "#graphql/validation/companies";

/**
 * A company. `stoppedAt` is the spec's stopedAt (suspension); `deletedAt` ends it. Times that
 * rules read are written from the injectable clock.
 */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    phone: text("phone"),
    address: text("address"),
    about: text("about"),
    avatar: text("avatar"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    // Spec section 5: 2 to 50 characters, no leading or trailing spaces, letters of any
    // alphabet, digits, &, -, . and spaces (mirrored by graphql/validation/companies.ts).
    check(
      "companies_name_rules",
      sql`char_length(${t.name}) between 2 and 50 and ${t.name} = btrim(${t.name}) and ${t.name} ~ '^[[:alpha:][:digit:]&. -]+$'`,
    ),
    check("companies_phone_e164", sql`${t.phone} is null or ${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check("companies_address_length", sql`${t.address} is null or char_length(${t.address}) <= 200`),
    check("companies_about_length", sql`${t.about} is null or char_length(${t.about}) <= 1000`),
    // Mirrors graphql/validation/text.ts (./text.ts); the name's pattern above leaves them out already.
    check(
      "companies_text_no_control",
      sql`${withoutControlCharacters(t.address)} and ${withoutControlCharacters(t.about, { multiline: true })}`,
    ),
  ],
);

/**
 * Who owns how much of a company. A current owner holds more than 0; an owner left with nothing
 * becomes a former owner (leftAt). `reservedBp` is what the owner's pending share transfers hold
 * back, never more than the share. The current owners of a company always sum to exactly
 * FULL_SHARE: a deferred constraint trigger checks it at commit (migration 0002).
 */
export const owners = pgTable(
  "owners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    shareBp: integer("share_bp").notNull(),
    reservedBp: integer("reserved_bp").notNull().default(0),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    leftAt: timestamp("left_at", { withTimezone: true }),
  },
  (t) => [
    check("owners_share_range", sql`${t.shareBp} between 0 and 10000`),
    check("owners_reserved_range", sql`${t.reservedBp} between 0 and ${t.shareBp}`),
    check(
      "owners_current_or_former",
      sql`(${t.leftAt} is null and ${t.shareBp} > 0) or (${t.leftAt} is not null and ${t.shareBp} = 0 and ${t.reservedBp} = 0)`,
    ),
    uniqueIndex("owners_one_current_per_user")
      .on(t.companyId, t.userId)
      .where(sql`${t.leftAt} is null`),
    index("owners_user_idx").on(t.userId, t.companyId),
  ],
);

export const shareTransferStatuses = ["PENDING", "ACCEPTED", "DECLINED", "CANCELED"] as const;
export type ShareTransferStatus = (typeof shareTransferStatuses)[number];

/** A part of a company offered by one owner to another person; spelled as the API spells it. */
export const shareTransfers = pgTable(
  "share_transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fromUserId: uuid("from_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    toUserId: uuid("to_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    shareBp: integer("share_bp").notNull(),
    status: text("status", { enum: shareTransferStatuses }).notNull().default("PENDING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    check("share_transfers_share_range", sql`${t.shareBp} between 1 and 10000`),
    check("share_transfers_status", sql`${t.status} in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELED')`),
    check("share_transfers_resolved", sql`(${t.status} = 'PENDING') = (${t.resolvedAt} is null)`),
    check("share_transfers_parties", sql`${t.fromUserId} <> ${t.toUserId}`),
    // The lists page newest first by (created_at, id): with id in the index a page reads its rows
    // in order and stops at its limit, however long the history (issue 17).
    index("share_transfers_company_idx").on(t.companyId, t.createdAt, t.id),
    index("share_transfers_from_idx").on(t.fromUserId, t.createdAt, t.id),
    index("share_transfers_to_idx").on(t.toUserId, t.createdAt, t.id),
  ],
);
