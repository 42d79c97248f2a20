import { and, desc, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Relation } from "../../authz/actor";
import type { Located } from "../../authz/policy";
import type { Clock } from "../../clock";
import type { Database, Executor } from "../../db/client";
import { perDatabase } from "../../db/prepared";
import { invitations, type InvitationStatus } from "../../db/schema";

export type InvitationRow = typeof invitations.$inferSelect;

/** Statuses an invitation is still open in (no role taken, not declined or canceled). */
export const OPEN_INVITATION: readonly InvitationStatus[] = ["PENDING", "VIEWED", "ACCEPTED"];

/**
 * Invitations to a role: the only writer of their table. Level 1 (the director) is decided by the
 * owners' vote, so the votes service drives those through these steps, each in its transaction;
 * levels 2 to 4 are the structure's: the roles service drives them (createForRole and below).
 */
/**
 * A person's invitations, newest first, each filter optional (a null matches all): prepared, as
 * the profile lists them on every visit (docs/decisions/0021).
 */
const listForUserStatement = perDatabase((db) =>
  db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.userId, sql.placeholder("userId")),
        sql`(${sql.placeholder("status")}::text is null or ${invitations.status} = ${sql.placeholder("status")}::text)`,
        sql`(${sql.placeholder("companyId")}::uuid is null or ${invitations.companyId} = ${sql.placeholder("companyId")}::uuid)`,
        sql`(${sql.placeholder("roleId")}::uuid is null or ${invitations.roleId} = ${sql.placeholder("roleId")}::uuid)`,
      ),
    )
    .orderBy(desc(invitations.sentAt), desc(invitations.id))
    .limit(sql.placeholder("limit"))
    .prepare("invitations_of_user"),
);

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
  async listForUser(
    userId: string,
    filter: { status?: InvitationStatus | null; companyId?: string | null; roleId?: string | null; limit: number },
  ) {
    return listForUserStatement(this.deps.db).execute({
      userId,
      // An empty filter is no filter, as it always was.
      status: filter.status || null,
      companyId: filter.companyId || null,
      roleId: filter.roleId || null,
      limit: filter.limit,
    });
  }

  async create(
    tx: Executor,
    input: { companyId: string; userId: string; senderId: string; level: number; status: InvitationStatus },
  ): Promise<InvitationRow> {
    const now = this.deps.clock.now();
    const [row] = await tx
      .insert(invitations)
      .values({ ...input, sentAt: now, updatedAt: now })
      .returning();
    return row;
  }

  /**
   * Moves an invitation to `to` from one of `from` (and only while no role was taken), optionally
   * recording the role taken; null when it was not in one of them.
   */
  async move(
    tx: Executor,
    invitationId: string,
    from: readonly InvitationStatus[],
    to: InvitationStatus,
    roleId?: string,
  ): Promise<InvitationRow | null> {
    const [row] = await tx
      .update(invitations)
      .set({ status: to, updatedAt: this.deps.clock.now(), ...(roleId ? { roleId } : {}) })
      .where(and(eq(invitations.id, invitationId), inArray(invitations.status, [...from]), isNull(invitations.roleId)))
      .returning();
    return row ?? null;
  }

  // ---- Levels 2 to 4 (the roles service, in its transactions) ---------------------------------

  async createForRole(
    tx: Executor,
    input: {
      companyId: string;
      roleId: string;
      level: number;
      userId: string;
      senderId: string;
      viaLink: boolean;
      status: "PENDING" | "VIEWED";
    },
    now: Date,
  ): Promise<InvitationRow> {
    const [row] = await tx
      .insert(invitations)
      .values({ ...input, sentAt: now, updatedAt: now })
      .returning();
    return row;
  }

  /** The person's open (not assigned) invitation to a role, if any. */
  async openFor(tx: Executor, roleId: string, userId: string): Promise<InvitationRow | null> {
    const [row] = await tx
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.roleId, roleId),
          eq(invitations.userId, userId),
          sql`${invitations.level} > 1`,
          isNull(invitations.assignedAt),
          inArray(invitations.status, [...OPEN_INVITATION]),
        ),
      );
    return row ?? null;
  }

  /** Moves a role invitation (level 2 to 4, not assigned) from one of `from` to `to`; null when it was not in one of them. */
  async moveRoleInvitation(
    tx: Executor,
    invitationId: string,
    from: readonly InvitationStatus[],
    to: InvitationStatus,
    now: Date,
  ): Promise<InvitationRow | null> {
    if (!from.length) return null;
    const [row] = await tx
      .update(invitations)
      .set({ status: to, updatedAt: now })
      .where(
        and(
          eq(invitations.id, invitationId),
          sql`${invitations.level} > 1`,
          inArray(invitations.status, [...from]),
          isNull(invitations.assignedAt),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** The role is the person's now: their open invitation to it is fulfilled (ACCEPTED, assigned). */
  async fulfilOpen(tx: Executor, roleId: string, userId: string, now: Date): Promise<void> {
    await tx
      .update(invitations)
      .set({ status: "ACCEPTED", assignedAt: now, updatedAt: now })
      .where(
        and(
          eq(invitations.roleId, roleId),
          eq(invitations.userId, userId),
          sql`${invitations.level} > 1`,
          isNull(invitations.assignedAt),
          inArray(invitations.status, [...OPEN_INVITATION]),
        ),
      );
  }

  /** The role was archived or deleted: its open invitations end. */
  async cancelOpenForRole(tx: Executor, roleId: string, now: Date): Promise<void> {
    await tx
      .update(invitations)
      .set({ status: "CANCELED", updatedAt: now })
      .where(
        and(
          eq(invitations.roleId, roleId),
          sql`${invitations.level} > 1`,
          isNull(invitations.assignedAt),
          inArray(invitations.status, [...OPEN_INVITATION]),
        ),
      );
  }

  /** A company's open invitations to roles of levels 2 to 4 end (its suspension freezes its roles); the rows as they were. */
  async cancelOpenForCompanyRoles(tx: Executor, companyId: string, now: Date): Promise<InvitationRow[]> {
    const open = await tx
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.companyId, companyId),
          sql`${invitations.level} > 1`,
          isNull(invitations.assignedAt),
          inArray(invitations.status, [...OPEN_INVITATION]),
        ),
      )
      .orderBy(invitations.id)
      .for("update");
    if (!open.length) return [];
    await tx
      .update(invitations)
      .set({ status: "CANCELED", updatedAt: now })
      .where(
        inArray(
          invitations.id,
          open.map((row) => row.id),
        ),
      );
    return open;
  }

  /** The role is removed for good: its invitations (levels 2 to 4) go with it. */
  async removeForRole(tx: Executor, roleId: string): Promise<void> {
    await tx.delete(invitations).where(and(eq(invitations.roleId, roleId), sql`${invitations.level} > 1`));
  }

  /** A company's invitations to roles of levels 2 to 4, newest first. */
  async listForCompany(
    companyId: string,
    filter: { status?: InvitationStatus | null; roleId?: string | null; limit: number },
  ) {
    const conditions: SQL[] = [eq(invitations.companyId, companyId), gt(invitations.level, 1)];
    if (filter.status) conditions.push(eq(invitations.status, filter.status));
    if (filter.roleId) conditions.push(eq(invitations.roleId, filter.roleId));
    return this.deps.db
      .select()
      .from(invitations)
      .where(and(...conditions))
      .orderBy(desc(invitations.sentAt), desc(invitations.id))
      .limit(filter.limit);
  }

  /**
   * The recipient has read these invitations: those still PENDING become VIEWED (one conditional
   * statement; a director's too). Answers the rows as they are now, in the order given.
   */
  async markViewed(rows: readonly InvitationRow[], userId: string): Promise<InvitationRow[]> {
    const pending = rows.filter((row) => row.userId === userId && row.status === "PENDING").map((row) => row.id);
    if (!pending.length) return [...rows];
    const now = this.deps.clock.now();
    const viewed = await this.deps.db
      .update(invitations)
      .set({ status: "VIEWED", updatedAt: now })
      .where(and(inArray(invitations.id, pending), eq(invitations.userId, userId), eq(invitations.status, "PENDING")))
      .returning();
    const byId = new Map(viewed.map((row) => [row.id, row]));
    return rows.map((row) => byId.get(row.id) ?? row);
  }

  /** Ends a company's open invitations of a level (a new one replaces them); their ids. */
  async cancelOpen(tx: Executor, companyId: string, level: number): Promise<string[]> {
    const rows = await tx
      .update(invitations)
      .set({ status: "CANCELED", updatedAt: this.deps.clock.now() })
      .where(
        and(
          eq(invitations.companyId, companyId),
          eq(invitations.level, level),
          inArray(invitations.status, [...OPEN_INVITATION]),
          isNull(invitations.roleId),
        ),
      )
      .returning({ id: invitations.id });
    return rows.map((row) => row.id);
  }
}
