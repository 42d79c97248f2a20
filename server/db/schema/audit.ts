import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";

/**
 * What happened to a company's ownership and governance: who, what, when, from which session and
 * address, before and after. Written in the transaction of the change; never updated or deleted
 * (a trigger refuses both, migration 0002). The actor is kept as an id without a foreign key, so
 * the history outlives an account.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order events were written in (several may share one instant). */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "restrict" }),
    actorUserId: uuid("actor_user_id"),
    sessionId: uuid("session_id"),
    address: text("address"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("audit_events_company_idx").on(t.companyId, t.seq)],
);
