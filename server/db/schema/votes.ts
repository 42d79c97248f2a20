import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, owners } from "./companies";
import { users } from "./identity";
import { invitations } from "./invitations";
import { withoutControlCharacters } from "./text";

/**
 * The vote engine's words, spelled as the API spells them (docs/decisions/0020-votes.md):
 *  - kinds: what a session decides (CEO the director, NAME, STOP suspension, START restoration, DELETE);
 *  - statuses: ACTIVE while it may be voted on; PASSED, REJECTED (decided by the votes), EXPIRED
 *    (its time ran out undecided), CANCELED (by its initiator, or by a change that makes it moot).
 */
export const voteSessionKinds = ["CEO", "NAME", "STOP", "START", "DELETE"] as const;
export type VoteSessionKind = (typeof voteSessionKinds)[number];
export const voteSessionStatuses = ["ACTIVE", "PASSED", "REJECTED", "EXPIRED", "CANCELED"] as const;
export type VoteSessionStatus = (typeof voteSessionStatuses)[number];
export const voteChoices = ["FOR", "AGAINST"] as const;
export type VoteChoice = (typeof voteChoices)[number];

/** Why a company is suspended: a list vHold keeps (seeded by migration 0013), named in uk, ru and en. */
export const companyStopReasons = pgTable("company_stop_reasons", {
  id: uuid("id").primaryKey().defaultRandom(),
  sortNumber: integer("sort_number").notNull().default(0),
});

export const companyStopReasonTranslations = pgTable(
  "company_stop_reason_translations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyStopReasonId: uuid("company_stop_reason_id")
      .notNull()
      .references(() => companyStopReasons.id, { onDelete: "cascade" }),
    languageCode: text("language_code").notNull(),
    name: text("name").notNull(),
  },
  (t) => [
    check("company_stop_reason_translations_language", sql`${t.languageCode} in ('uk', 'ru', 'en')`),
    check("company_stop_reason_translations_name", sql`char_length(${t.name}) between 1 and 100`),
    uniqueIndex("company_stop_reason_translations_one_per_language").on(t.companyStopReasonId, t.languageCode),
  ],
);

/**
 * One vote of the owners on one proposal. At most one ACTIVE session of a kind per company (the
 * partial unique index). `endsAt` is fixed at opening (3 or 7 days); a session past it reads as
 * EXPIRED at once and the votes module's sweep writes it so. What a kind proposes is in its own
 * columns: the new name, or the suspension's reason and comment.
 */
export const voteSessions = pgTable(
  "vote_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: voteSessionKinds }).notNull(),
    status: text("status", { enum: voteSessionStatuses }).notNull().default("ACTIVE"),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    name: text("name"),
    reasonId: uuid("reason_id").references(() => companyStopReasons.id, { onDelete: "restrict" }),
    comment: text("comment"),
    /** A director vote: the candidate, and the invitation they answer. */
    candidateId: uuid("candidate_id").references(() => users.id, { onDelete: "restrict" }),
    invitationId: uuid("invitation_id").references(() => invitations.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    check("vote_sessions_kind", sql`${t.kind} in ('CEO', 'NAME', 'STOP', 'START', 'DELETE')`),
    check("vote_sessions_status", sql`${t.status} in ('ACTIVE', 'PASSED', 'REJECTED', 'EXPIRED', 'CANCELED')`),
    check("vote_sessions_ended", sql`(${t.status} = 'ACTIVE') = (${t.endedAt} is null)`),
    check("vote_sessions_ends_after_start", sql`${t.endsAt} > ${t.createdAt}`),
    // What each kind proposes, and nothing else.
    check("vote_sessions_name", sql`(${t.kind} = 'NAME') = (${t.name} is not null)`),
    check("vote_sessions_reason", sql`(${t.kind} = 'STOP') = (${t.reasonId} is not null)`),
    check(
      "vote_sessions_candidate",
      sql`(${t.kind} = 'CEO') = (${t.candidateId} is not null and ${t.invitationId} is not null)`,
    ),
    check(
      "vote_sessions_comment",
      sql`${t.comment} is null or (${t.kind} = 'STOP' and char_length(${t.comment}) <= 1000)`,
    ),
    check("vote_sessions_text_no_control", sql`${withoutControlCharacters(t.comment, { multiline: true })}`),
    // The company name's rules (companies_name_rules), so that a passed vote can always be carried out.
    check(
      "vote_sessions_name_rules",
      sql`${t.name} is null or (char_length(${t.name}) between 2 and 50 and ${t.name} = btrim(${t.name}) and ${t.name} ~ '^[[:alpha:][:digit:]&. -]+$')`,
    ),
    uniqueIndex("vote_sessions_one_active_per_kind")
      .on(t.companyId, t.kind)
      .where(sql`${t.status} = 'ACTIVE'`),
    // Newest first by (created_at, id) within a company's kind, as the lists and the window read them.
    index("vote_sessions_company_idx").on(t.companyId, t.kind, t.createdAt, t.id),
    // The deadline sweep reads the active sessions by deadline.
    index("vote_sessions_active_deadline_idx")
      .on(t.endsAt)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

/**
 * The electorate of a session, frozen when it opens: every owner of that moment with the share
 * they held (a transfer accepted later changes no weight; an owner who joins later has no row and
 * no vote). `vote` is null until the voter votes, and again after they reset it.
 */
export const votes = pgTable(
  "votes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => voteSessions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The owner row the voter held when the session opened (the spec's voterId). */
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => owners.id, { onDelete: "restrict" }),
    shareBp: integer("share_bp").notNull(),
    vote: text("vote", { enum: voteChoices }),
    votedAt: timestamp("voted_at", { withTimezone: true }),
  },
  (t) => [
    check("votes_share_range", sql`${t.shareBp} between 1 and 10000`),
    check("votes_choice", sql`${t.vote} is null or ${t.vote} in ('FOR', 'AGAINST')`),
    check("votes_voted_at", sql`(${t.vote} is null) = (${t.votedAt} is null)`),
    uniqueIndex("votes_one_per_voter").on(t.sessionId, t.userId),
  ],
);
