import { sql } from "drizzle-orm";
import { check, integer, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * The table the readiness probe reads (server/db/health.ts): that it is there says the schema is.
 * Until issue 43, /healthz rewrote its one row on every probe; nothing writes it now (a column
 * kept rather than a migration to drop it: an older version may still run beside this one).
 */
export const healthChecks = pgTable(
  "health_checks",
  {
    id: integer("id").primaryKey(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("health_checks_one_row", sql`${t.id} = 1`)],
);
