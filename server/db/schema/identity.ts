import { sql } from "drizzle-orm";
import { defaultLanguage, languages } from "#graphql/languages";
import { withoutControlCharacters } from "./text";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Who may see a person's phone or e-mail: every signed-in user, or only their contacts (people
 * who share a company with them). Spelled as the contract's ContactVisibility.
 */
export const contactVisibilities = ["ALL", "CONTACTS"] as const;
export type ContactVisibilityValue = (typeof contactVisibilities)[number];

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    phone: text("phone").notNull(),
    email: text("email"),
    name: text("name").notNull(),
    surname: text("surname").notNull(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    about: text("about"),
    birthday: date("birthday"),
    avatar: text("avatar"),
    language: text("language", { enum: languages }).notNull().default(defaultLanguage),
    currency: text("currency", { enum: ["UAH", "USD", "EUR"] })
      .notNull()
      .default("UAH"),
    formatTime: text("format_time", { enum: ["FORMAT_12H", "FORMAT_24H"] })
      .notNull()
      .default("FORMAT_24H"),
    isBlocked: boolean("is_blocked").notNull().default(false),
    mfaEnabled: boolean("mfa_enabled").notNull().default(false),
    /** Platform staff (authors of the knowledge base): set only by `npm run staff`, never by the API. */
    isStaff: boolean("is_staff").notNull().default(false),
    /** Who sees the phone and the e-mail (spec: privacy and access); see contactVisibilities. */
    phoneVisibility: text("phone_visibility", { enum: contactVisibilities }).notNull().default("CONTACTS"),
    emailVisibility: text("email_visibility", { enum: contactVisibilities }).notNull().default("CONTACTS"),
    /** The /profile welcome boxes the person put away (spec: their visibility choices are remembered). */
    welcomeVholdHidden: boolean("welcome_vhold_hidden").notNull().default(false),
    welcomeVhubHidden: boolean("welcome_vhub_hidden").notNull().default(false),
    /**
     * The account was deleted (decision 0010): the row stays for the history that points at it
     * (owners, transfers, audit), its personal data is gone, and its phone and username hold
     * tombstones no live account can have (`deleted-<id>`), so both are free for anyone.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_phone_key").on(t.phone),
    // Usernames are unique regardless of case: "Olena" and "olena" are the same person to a reader.
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    // A deleted account's phone and username are its tombstone, `deleted-<id>` (decision 0010).
    check(
      "users_phone_e164",
      sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$' or (${t.deletedAt} is not null and ${t.phone} = 'deleted-' || ${t.id})`,
    ),
    check(
      "users_username_format",
      sql`${t.username} ~ '^[A-Za-z0-9_]{3,24}$' or (${t.deletedAt} is not null and ${t.username} = 'deleted-' || ${t.id})`,
    ),
    // Names are 2 to 24 user-perceived characters (graphql/validation/identity.ts); PostgreSQL
    // counts code points only, so it holds the bound it can check: NAME_MAX_CODE_POINTS.
    check(
      "users_name_length",
      sql`(char_length(${t.name}) between 2 and 96 and char_length(${t.surname}) between 2 and 96) or (${t.deletedAt} is not null and ${t.name} = '' and ${t.surname} = '')`,
    ),
    check("users_language", sql`${t.language} in (${sql.raw(languages.map((l) => `'${l}'`).join(", "))})`),
    check("users_currency", sql`${t.currency} in ('UAH', 'USD', 'EUR')`),
    check("users_format_time", sql`${t.formatTime} in ('FORMAT_12H', 'FORMAT_24H')`),
    check("users_phone_visibility", sql`${t.phoneVisibility} in ('ALL', 'CONTACTS')`),
    check("users_email_visibility", sql`${t.emailVisibility} in ('ALL', 'CONTACTS')`),
    // graphql/validation/users.ts: ABOUT_MAX characters; the birthday a plausible calendar date.
    check("users_about_length", sql`${t.about} is null or char_length(${t.about}) <= 500`),
    check("users_birthday_range", sql`${t.birthday} is null or ${t.birthday} >= date '1900-01-01'`),
    check("users_mfa_needs_email", sql`not ${t.mfaEnabled} or ${t.email} is not null`),
    // Mirrors graphql/validation/text.ts: no control characters in free text (./text.ts).
    check(
      "users_text_no_control",
      sql`${withoutControlCharacters(t.name)} and ${withoutControlCharacters(t.surname)} and ${withoutControlCharacters(t.email)}`,
    ),
    // About is several lines: tabs and line breaks stay allowed, every other control character not.
    check("users_about_no_control", withoutControlCharacters(t.about, { multiline: true })),
  ],
);

/**
 * Why a code was sent. Spelled as the contract spells enums (AuthCodePurpose: SIGN_IN,
 * PASSWORD_RESET), one spelling from the API to the database.
 */
export const authCodePurposes = [
  "SIGN_IN",
  "PASSWORD_RESET",
  "TWO_FACTOR",
  "TWO_FACTOR_SETUP",
  "SHARE_TRANSFER",
  /** Turning two-factor off: to the second factor's e-mail. */
  "TWO_FACTOR_DISABLE",
  /** A phone change, first step: to the current phone. */
  "PHONE_CHANGE",
  /** A phone change, second step: to the new phone (destination); keyed by the current phone. */
  "PHONE_CHANGE_NEW",
  /** Deleting the account: by SMS, or to the second factor's e-mail when it is on. */
  "ACCOUNT_DELETION",
] as const;
/** How a code travels (the contract's NotificationChannel). */
export const codeChannels = ["SMS", "EMAIL"] as const;
export type AuthCodePurposeValue = (typeof authCodePurposes)[number];

/** One-time codes sent by SMS or e-mail. Only an HMAC of the code is stored. */
export const authCodes = pgTable(
  "auth_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", { enum: authCodePurposes }).notNull(),
    phone: text("phone").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: codeChannels }).notNull(),
    destination: text("destination").notNull(),
    codeHash: text("code_hash").notNull(),
    /**
     * What the code confirms when it confirms one thing only (a share transfer: its company,
     * recipient and share), as a digest: a code is good for that and nothing else. Null: the
     * purpose alone (sign-in, recovery, an account change).
     */
    subject: text("subject"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    index("auth_codes_phone_purpose_idx").on(t.phone, t.purpose, t.createdAt),
    check("auth_codes_purpose", sql`${t.purpose} in (${sql.raw(authCodePurposes.map((p) => `'${p}'`).join(", "))})`),
    check("auth_codes_channel", sql`${t.channel} in (${sql.raw(codeChannels.map((c) => `'${c}'`).join(", "))})`),
    check("auth_codes_attempts", sql`${t.attempts} >= 0 and ${t.attempts} <= ${t.maxAttempts}`),
    check("auth_codes_expiry", sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/** A signed-in device. Its id is the `session_state` the token endpoint answers. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    device: text("device").notNull(),
    address: text("address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp("refresh_expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endReason: text("end_reason"),
  },
  (t) => [index("sessions_user_idx").on(t.userId, t.endedAt)],
);

/**
 * Every refresh token ever issued, by hash, each linked to the one that replaced it: a session's
 * tokens form one line. A token is good once: using it marks it used and issues the next.
 * Presented again within the grace it answers that same next one (sealed with the token itself);
 * after the grace it means the token was stolen, so the session ends.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    successorHash: text("successor_hash").references((): AnyPgColumn => refreshTokens.tokenHash, {
      onDelete: "set null",
    }),
    /** The successor itself, AES-GCM sealed with a key derived from this token (tokens.ts). */
    successorSealed: text("successor_sealed"),
  },
  (t) => [
    index("refresh_tokens_session_idx").on(t.sessionId),
    // A line, not a tree: no token is the successor of two.
    uniqueIndex("refresh_tokens_successor_key").on(t.successorHash),
    check("refresh_tokens_successor_sealed", sql`(${t.successorHash} is null) = (${t.successorSealed} is null)`),
    check("refresh_tokens_successor_after_use", sql`${t.successorHash} is null or ${t.usedAt} is not null`),
  ],
);

/** Fixed-window counters and lockouts for rate limits (per phone, per address). */
export const throttles = pgTable("throttles", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull().default(0),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});
