import { sql } from "drizzle-orm";
import { queryRows, type Database } from "./client";

/** How long /readyz waits for the database before it answers 503. */
export const HEALTH_TIMEOUT_MS = 2_000;

export type DatabaseHealth = { ok: true } | { ok: false; reason: "timeout" | "error" | "read-only"; error?: unknown };

/**
 * Whether this process can serve: its database answers a read within `timeoutMs`, of a table of
 * ours (the schema is there: not an empty or another database), and takes writes (not a standby
 * that a failover or a wrong address left us on). Nothing is written: every instance probed
 * every few seconds would rewrite the same row, and the probe would wait on whatever holds it.
 * A full disk is not seen by a read; it fails every instance's writes alike, where taking them
 * all out of the load balancer would help no one (docs/decisions/0031).
 */
export async function checkDatabase(db: Database, timeoutMs = HEALTH_TIMEOUT_MS): Promise<DatabaseHealth> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<DatabaseHealth>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: "timeout" }), timeoutMs);
  });
  const read = queryRows<{ readOnly: string }>(
    db,
    sql`select current_setting('transaction_read_only') as "readOnly", exists (select 1 from health_checks) as "seen"`,
  ).then(
    (rows): DatabaseHealth => (rows[0]?.readOnly === "on" ? { ok: false, reason: "read-only" } : { ok: true }),
    (error: unknown): DatabaseHealth => ({ ok: false, reason: "error", error }),
  );
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
