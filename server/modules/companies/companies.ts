import { and, eq, ilike, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { readAudit, writeAudit, type AuditActor, type PersonActor } from "../../audit";
import type { Authorized } from "../../authz/policy";
import type { Executor } from "../../db/client";
import { perDatabase } from "../../db/prepared";
import { companies, owners, roles } from "../../db/schema";
import { DomainError } from "../../errors";
import { notify } from "../notifications/service";
import { escapeLike, lockCompany, type CompaniesDeps, type CompanyRow, type UpdateCompanyInput } from "./model";
import { changedDetails, changedFields, FULL_SHARE } from "./rules";
import { cancelTransfersOfDeletedCompany } from "./transfer-ending";

/** A company the person owns a part of now, with their share of it in basis points. */
export interface OwnedCompany {
  company: CompanyRow;
  shareBp: number;
}

/** One module's part of a company's deletion (CompaniesService.onDeleted). */
export type CompanyDeletionStep = (tx: Executor, actor: AuditActor, company: CompanyRow) => Promise<void>;

/** The person's current companies by name, each with their share of it (prepared: a list longer than the header's). */
const userCompaniesStatement = perDatabase((db) =>
  db
    .select({ company: companies, shareBp: owners.shareBp })
    .from(owners)
    .innerJoin(companies, eq(companies.id, owners.companyId))
    .where(and(eq(owners.userId, sql.placeholder("userId")), isNull(owners.leftAt), isNull(companies.deletedAt)))
    .orderBy(companies.name, companies.id)
    .limit(sql.placeholder("limit"))
    .prepare("user_companies"),
);

/**
 * A company's own row through its life (spec section 4): created with its sole owner, read and
 * changed, its history; and what the owners' votes decide (the votes module, in the deciding
 * vote's transaction): a new name, suspension, restoration, deletion. Other modules lock the
 * company here for their own changes of it (lockForChange), so that every change to one company
 * queues on one row lock.
 */
export class CompaniesService {
  constructor(private readonly deps: CompaniesDeps) {}

  /** What other modules end with a deleted company, each through its own service (onDeleted). */
  private readonly deletionSteps: CompanyDeletionStep[] = [];

  /**
   * A module that keeps rows of a company (the roles module: holders and invitations) registers
   * at start what it ends when the company is deleted: deleteCompany runs each step in its
   * transaction, under the company's lock. This module writes no other module's tables.
   */
  onDeleted(step: CompanyDeletionStep): void {
    this.deletionSteps.push(step);
  }

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.clock.now();
  }

  /** The creator becomes the sole owner with 100 %. A new company has no director (limited mode). */
  async createCompany(caller: PersonActor, input: { name: string }): Promise<CompanyRow> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ name: input.name, createdBy: caller.userId, createdAt: now, updatedAt: now })
        .returning();
      await tx
        .insert(owners)
        .values({ companyId: company.id, userId: caller.userId, shareBp: FULL_SHARE, joinedAt: now });
      await writeAudit(tx, caller, now, {
        companyId: company.id,
        action: "company.created",
        entity: "company",
        entityId: company.id,
        after: { name: company.name, owner: caller.userId, share: FULL_SHARE },
      });
      return company;
    });
  }

  async getCompany(actor: Authorized<"company.read">): Promise<CompanyRow> {
    const [company] = await this.db.select().from(companies).where(eq(companies.id, actor.companyId));
    return company;
  }

  /**
   * Changes the contact details, and the name: directly by a sole owner; with co-owners the name
   * changes only by vote (VOTE_REQUIRED), and a director who owns nothing cannot change it.
   */
  async updateCompany(actor: Authorized<"company.update">, input: UpdateCompanyInput): Promise<CompanyRow> {
    return this.db.transaction(async (tx) => {
      const company = await lockCompany(tx, actor.companyId);
      const changes = changedDetails(company, input);
      if (changes.name !== undefined) {
        if (!actor.relations.has("owner")) throw new DomainError("FORBIDDEN", "Only owners set the company name");
        if (!actor.relations.has("soleOwner")) {
          throw new DomainError("VOTE_REQUIRED", "With co-owners the name changes by vote", {
            fields: { name: ["errors.VOTE_REQUIRED"] },
          });
        }
      }
      const fields = changedFields(changes);
      if (!fields.length) return company;
      const now = this.now();
      const [updated] = await tx
        .update(companies)
        .set({ ...changes, updatedAt: now })
        .where(eq(companies.id, company.id))
        .returning();
      const before = Object.fromEntries(fields.map((field) => [field, company[field]]));
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: "company.updated",
        entity: "company",
        entityId: company.id,
        before,
        after: { ...changes },
      });
      // The other owners hear of it (issue 18, defect 18); whoever made the change is not told.
      const others = await tx
        .select({ userId: owners.userId })
        .from(owners)
        .where(and(eq(owners.companyId, company.id), isNull(owners.leftAt)));
      await notify(
        tx,
        now,
        actor,
        others.map((owner) => owner.userId),
        "company.detailsChanged",
        {
          companyId: company.id,
          companyName: updated.name,
          fields,
          changedBy: actor.userId,
        },
      );
      return updated;
    });
  }

  /**
   * The companies the person owns a part of now, by name; `search` keeps those whose name contains
   * it (any case), `limit` bounds the answer (the resolver clamps it).
   */
  async listUserCompanies(userId: string, options: { search?: string; limit?: number } = {}): Promise<OwnedCompany[]> {
    if (!options.search) return userCompaniesStatement(this.db).execute({ userId, limit: options.limit ?? 100 });
    const conditions: SQL[] = [eq(owners.userId, userId), isNull(owners.leftAt), isNull(companies.deletedAt)];
    if (options.search) conditions.push(ilike(companies.name, `%${escapeLike(options.search)}%`));
    return this.db
      .select({ company: companies, shareBp: owners.shareBp })
      .from(owners)
      .innerJoin(companies, eq(companies.id, owners.companyId))
      .where(and(...conditions))
      .orderBy(companies.name, companies.id)
      .limit(options.limit ?? 100);
  }

  async history(actor: Authorized<"company.history">, options: { limit: number; before?: string | null }) {
    return readAudit(this.db, actor.companyId, options);
  }

  // ---- In another module's transaction (a vote, a role change, a sweep) ---------------------------

  /**
   * Locks a live company for a change another module makes in its own transaction (a vote):
   * every change to one company queues on this lock. A deleted company is not found.
   */
  async lockForChange(tx: Executor, companyId: string): Promise<CompanyRow> {
    return lockCompany(tx, companyId);
  }

  /** A sweep's lock: the company row (deleted or not), or null while someone else holds it. */
  async lockForSweep(tx: Executor, companyId: string): Promise<CompanyRow | null> {
    const [company] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update", { skipLocked: true });
    return company ?? null;
  }

  /** The person holding the company's live level-1 role, if any (under the caller's lock). */
  async currentDirector(tx: Executor, companyId: string): Promise<string | null> {
    const [role] = await tx
      .select({ userId: roles.userId })
      .from(roles)
      .where(and(eq(roles.companyId, companyId), eq(roles.level, 1), eq(roles.isArchived, false)));
    return role?.userId ?? null;
  }

  // ---- Decided by the owners (carried out by the votes module, in the deciding vote's transaction) ---

  /** A new name the owners decided (a name vote). The caller holds the company's lock. */
  async renameCompany(
    tx: Executor,
    actor: AuditActor,
    company: CompanyRow,
    name: string,
    decidedBy: { voteSessionId: string },
  ): Promise<CompanyRow> {
    const now = this.now();
    const [updated] = await tx
      .update(companies)
      .set({ name, updatedAt: now })
      .where(eq(companies.id, company.id))
      .returning();
    await writeAudit(tx, actor, now, {
      companyId: company.id,
      action: "company.updated",
      entity: "company",
      entityId: company.id,
      before: { name: company.name },
      after: { name, voteSessionId: decidedBy.voteSessionId },
    });
    return updated;
  }

  /**
   * Suspends the company (stopped_at): limited mode, roles frozen, deleted two years later
   * unless restored (./jobs.ts). The caller holds the company's lock.
   */
  async suspendCompany(
    tx: Executor,
    actor: AuditActor,
    company: CompanyRow,
    decidedBy: { voteSessionId: string; reasonId: string; comment: string | null },
  ): Promise<CompanyRow> {
    const now = this.now();
    const [updated] = await tx
      .update(companies)
      .set({ stoppedAt: now, updatedAt: now })
      .where(and(eq(companies.id, company.id), isNull(companies.stoppedAt)))
      .returning();
    if (!updated) return company;
    await writeAudit(tx, actor, now, {
      companyId: company.id,
      action: "company.suspended",
      entity: "company",
      entityId: company.id,
      before: { stoppedAt: null },
      after: { stoppedAt: now.toISOString(), ...decidedBy },
    });
    return updated;
  }

  /** Restores a suspended company (a start vote). The caller holds the company's lock. */
  async restoreCompany(
    tx: Executor,
    actor: AuditActor,
    company: CompanyRow,
    decidedBy: { voteSessionId: string },
  ): Promise<CompanyRow> {
    const now = this.now();
    const [updated] = await tx
      .update(companies)
      .set({ stoppedAt: null, updatedAt: now })
      .where(and(eq(companies.id, company.id), isNotNull(companies.stoppedAt)))
      .returning();
    if (!updated) return company;
    await writeAudit(tx, actor, now, {
      companyId: company.id,
      action: "company.restored",
      entity: "company",
      entityId: company.id,
      before: { stoppedAt: company.stoppedAt?.toISOString() ?? null },
      after: { stoppedAt: null, ...decidedBy },
    });
    return updated;
  }

  /**
   * Deletes a company (soft: deleted_at; its owners and history stay), by a vote, by its owner's
   * account deletion or two years after its suspension (./jobs.ts). Its pending share transfers
   * are canceled (a deleted company's transfer can no longer be answered: each recipient is told
   * it was withdrawn), and the modules that keep rows of the company end them through their own
   * services (onDeleted: the roles module leaves every role vacant and ends its invitations). `reason` is recorded
   * in the audit row (ownerAccountDeleted, suspendedTwoYears, deletedByVote...). The caller holds
   * the company's row lock or is the only writer of it.
   */
  async deleteCompany(
    tx: Executor,
    actor: AuditActor,
    company: Pick<CompanyRow, "id" | "name">,
    reason: string,
  ): Promise<void> {
    const now = this.now();
    const [deleted] = await tx
      .update(companies)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(companies.id, company.id), isNull(companies.deletedAt)))
      .returning();
    if (!deleted) return;
    await cancelTransfersOfDeletedCompany(tx, actor, now, deleted);
    for (const step of this.deletionSteps) await step(tx, actor, deleted);
    await writeAudit(tx, actor, now, {
      companyId: company.id,
      action: "company.deleted",
      entity: "company",
      entityId: company.id,
      before: { name: company.name },
      after: { deletedAt: now.toISOString(), reason },
    });
  }
}
