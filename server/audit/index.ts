import { and, desc, eq, lt } from "drizzle-orm";
import type { Executor } from "../db/client";
import { auditEvents } from "../db/schema";

/** A person who made a change, from where: an authorized caller carries all of it. */
export interface PersonActor {
  userId: string;
  sessionId: string;
  address: string | null;
}

/**
 * vHold itself: work nobody's request started (a sweep, an expiry, a deadline). It has no user,
 * session or address; the trail records it with none, and the pages name it "vHold".
 */
export interface SystemActor {
  userId: null;
  sessionId: null;
  address: null;
}

export const SYSTEM_ACTOR: SystemActor = Object.freeze({ userId: null, sessionId: null, address: null });

/** Who made a change: a person, or vHold itself. */
export type AuditActor = PersonActor | SystemActor;

export const isSystemActor = (actor: AuditActor): actor is SystemActor => actor.userId === null;

export interface AuditEntry {
  companyId: string | null;
  /** What was done, as `entity.verb`: "company.created", "shareTransfer.accepted". */
  action: string;
  entity: string;
  entityId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Appends to the audit trail. Call it with the transaction of the change itself, so that a change
 * and its record commit together or not at all. The trail is append-only (a trigger refuses
 * updates and deletes).
 */
export async function writeAudit(db: Executor, actor: AuditActor, at: Date, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    companyId: entry.companyId,
    actorUserId: actor.userId,
    sessionId: actor.sessionId,
    address: actor.address,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: at,
  });
}

/** A company's history, newest first, a page at a time (before: the last event of the previous page). */
export async function readAudit(db: Executor, companyId: string, options: { limit: number; before?: string | null }) {
  const conditions = [eq(auditEvents.companyId, companyId)];
  if (options.before) {
    const [last] = await db
      .select({ seq: auditEvents.seq })
      .from(auditEvents)
      .where(and(eq(auditEvents.id, options.before), eq(auditEvents.companyId, companyId)));
    if (!last) return [];
    conditions.push(lt(auditEvents.seq, last.seq));
  }
  return db
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.seq))
    .limit(options.limit);
}

export type AuditEventRow = typeof auditEvents.$inferSelect;
