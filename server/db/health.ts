import { healthChecks } from "./schema";
import type { Database } from "./client";

/** How long /healthz waits for the database before it answers 503. */
export const HEALTH_TIMEOUT_MS = 2_000;

export type DatabaseHealth = { ok: true } | { ok: false; reason: "timeout" | "error"; error?: unknown };

/**
 * Writes one row and waits at most `timeoutMs` for it. A `select 1` says nothing about a disk
 * that is full or a server that went read-only, and a database that stops answering must not
 * make the health check hang with it.
 */
export async function checkDatabase(db: Database, timeoutMs = HEALTH_TIMEOUT_MS, now = new Date()): Promise<DatabaseHealth> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<DatabaseHealth>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: "timeout" }), timeoutMs);
  });
  const write = db
    .insert(healthChecks)
    .values({ id: 1, checkedAt: now })
    .onConflictDoUpdate({ target: healthChecks.id, set: { checkedAt: now } })
    .then(
      (): DatabaseHealth => ({ ok: true }),
      (error: unknown): DatabaseHealth => ({ ok: false, reason: "error", error }),
    );
  try {
    return await Promise.race([write, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
