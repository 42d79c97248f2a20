import { sql } from "drizzle-orm";
import { check, integer, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * One row that /healthz rewrites: a database that answers reads but cannot write (a full disk,
 * a read-only failover) is not healthy, and only a write finds that out.
 */
export const healthChecks = pgTable(
  "health_checks",
  {
    id: integer("id").primaryKey(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("health_checks_one_row", sql`${t.id} = 1`)],
);
