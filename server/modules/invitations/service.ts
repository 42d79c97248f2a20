import { and, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Relation } from "../../authz/actor";
import type { Located } from "../../authz/policy";
import type { Clock } from "../../clock";
import type { Database, Executor } from "../../db/client";
import { invitations, type InvitationStatus } from "../../db/schema";

export type InvitationRow = typeof invitations.$inferSelect;

/** Statuses an invitation is still open in (no role taken, not declined or canceled). */
export const OPEN_INVITATION: readonly InvitationStatus[] = ["PENDING", "VIEWED", "ACCEPTED"];

/**
 * Invitations to a role: the only writer of their table. Level 1 (the director) is decided by the
 * owners' vote, so the votes service drives those through these steps, each in its transaction;
 * vHub's levels 2 to 4 will add theirs.
 */
export class InvitationsService {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  /** Where an invitation belongs and who the caller is to it: the guard's way in from an id. */
  async subject(invitationId: string, userId: string): Promise<Located | null> {
    const [row] = await this.deps.db
      .select({ companyId: invitations.companyId, userId: invitations.userId })
      .from(invitations)
      .where(eq(invitations.id, invitationId));
    if (!row) return null;
    const relations: Relation[] = row.userId === userId ? ["invitee"] : [];
    return { companyId: row.companyId, relations };
  }

  async get(invitationId: string, db: Executor = this.deps.db): Promise<InvitationRow | null> {
    const [row] = await db.select().from(invitations).where(eq(invitations.id, invitationId));
    return row ?? null;
  }

  /** The invitation, locked for a change (the caller holds its company's lock first). */
  async lock(tx: Executor, invitationId: string): Promise<InvitationRow | null> {
    const [row] = await tx.select().from(invitations).where(eq(invitations.id, invitationId)).for("update");
    return row ?? null;
  }

  /** The person's invitations, newest first. */
  async listForUser(userId: string, filter: { status?: InvitationStatus | null; companyId?: string | null; roleId?: string | null; limit: number }) {
    const conditions: SQL[] = [eq(invitations.userId, userId)];
    if (filter.status) conditions.push(eq(invitations.status, filter.status));
    if (filter.companyId) conditions.push(eq(invitations.companyId, filter.companyId));
    if (filter.roleId) conditions.push(eq(invitations.roleId, filter.roleId));
    return this.deps.db
      .select()
      .from(invitations)
      .where(and(...conditions))
      .orderBy(desc(invitations.sentAt), desc(invitations.id))
      .limit(filter.limit);
  }

  async create(tx: Executor, input: { companyId: string; userId: string; senderId: string; level: number; status: InvitationStatus }): Promise<InvitationRow> {
    const now = this.deps.clock.now();
    const [row] = await tx.insert(invitations).values({ ...input, sentAt: now, updatedAt: now }).returning();
    return row;
  }

  /**
   * Moves an invitation to `to` from one of `from` (and only while no role was taken), optionally
   * recording the role taken; null when it was not in one of them.
   */
  async move(tx: Executor, invitationId: string, from: readonly InvitationStatus[], to: InvitationStatus, roleId?: string): Promise<InvitationRow | null> {
    const [row] = await tx
      .update(invitations)
      .set({ status: to, updatedAt: this.deps.clock.now(), ...(roleId ? { roleId } : {}) })
      .where(and(eq(invitations.id, invitationId), inArray(invitations.status, [...from]), isNull(invitations.roleId)))
      .returning();
    return row ?? null;
  }

  /** Ends a company's open invitations of a level (a new one replaces them); their ids. */
  async cancelOpen(tx: Executor, companyId: string, level: number): Promise<string[]> {
    const rows = await tx
      .update(invitations)
      .set({ status: "CANCELED", updatedAt: this.deps.clock.now() })
      .where(and(eq(invitations.companyId, companyId), eq(invitations.level, level), inArray(invitations.status, [...OPEN_INVITATION]), isNull(invitations.roleId)))
      .returning({ id: invitations.id });
    return rows.map((row) => row.id);
  }
}
