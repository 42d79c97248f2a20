import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The last run of each background job (server/jobs): when it is due again, and what it did. */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
  /** What the last run reported, e.g. { "deleted": 12 }. */
  lastResult: jsonb("last_result").$type<Record<string, number>>().notNull(),
  runs: integer("runs").notNull().default(1),
});
