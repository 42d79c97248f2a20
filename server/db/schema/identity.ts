import { sql } from "drizzle-orm";
import { defaultLanguage, languages } from "#graphql/languages";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

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
    currency: text("currency", { enum: ["UAH", "USD", "EUR"] }).notNull().default("UAH"),
    formatTime: text("format_time", { enum: ["FORMAT_12H", "FORMAT_24H"] }).notNull().default("FORMAT_24H"),
    isBlocked: boolean("is_blocked").notNull().default(false),
    mfaEnabled: boolean("mfa_enabled").notNull().default(false),
    /** Platform staff (authors of the knowledge base): set only by `npm run staff`, never by the API. */
    isStaff: boolean("is_staff").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_phone_key").on(t.phone),
    // Usernames are unique regardless of case: "Olena" and "olena" are the same person to a reader.
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    check("users_phone_e164", sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check("users_username_format", sql`${t.username} ~ '^[A-Za-z0-9_]{3,24}$'`),
    check("users_name_length", sql`char_length(${t.name}) between 2 and 24 and char_length(${t.surname}) between 2 and 24`),
    check("users_language", sql`${t.language} in (${sql.raw(languages.map((l) => `'${l}'`).join(", "))})`),
    check("users_currency", sql`${t.currency} in ('UAH', 'USD', 'EUR')`),
    check("users_format_time", sql`${t.formatTime} in ('FORMAT_12H', 'FORMAT_24H')`),
    check("users_mfa_needs_email", sql`not ${t.mfaEnabled} or ${t.email} is not null`),
  ],
);

export const authCodePurposes = ["sign_in", "password_reset", "two_factor", "two_factor_setup"] as const;
export type AuthCodePurposeValue = (typeof authCodePurposes)[number];

/** One-time codes sent by SMS or e-mail. Only an HMAC of the code is stored. */
export const authCodes = pgTable(
  "auth_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", { enum: authCodePurposes }).notNull(),
    phone: text("phone").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["sms", "email"] }).notNull(),
    destination: text("destination").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    index("auth_codes_phone_purpose_idx").on(t.phone, t.purpose, t.createdAt),
    check("auth_codes_purpose", sql`${t.purpose} in ('sign_in', 'password_reset', 'two_factor', 'two_factor_setup')`),
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
 * Every refresh token ever issued, by hash. A token is good once: using it marks it used and
 * issues the next. Presenting a used token again means it was stolen, so the session ends.
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
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
);

/** Fixed-window counters and lockouts for rate limits (per phone, per address). */
export const throttles = pgTable("throttles", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull().default(0),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});
