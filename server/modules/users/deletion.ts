import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { writeAudit, type AuditActor } from "../../audit";
import type { Clock } from "../../clock";
import type { Database, Executor } from "../../db/client";
import { authCodes, companies, owners, refreshTokens, roles, sessions, shareTransfers, users } from "../../db/schema";
import { DomainError } from "../../errors";
import type { CompaniesService } from "../companies/service";
import { notify } from "../notifications/service";
import { getUserById } from "../identity/accounts";
import type { CodeService } from "../identity/codes";
import type { CodeDelivery } from "../identity/model";
import { endSessions } from "../identity/sessions";

/** What a deleted account's phone and username become: no live account can hold it (the CHECKs). */
export const tombstone = (userId: string) => `deleted-${userId}`;

/**
 * Deleting one's own account (spec: personal info, delete account; decision 0010). A code to the
 * phone by SMS, or to the second factor's e-mail when two-factor is on; then, with the code and
 * YES, in one transaction: the code used up, the ownership rules applied to every company the
 * person owns a part of (refused while anyone else is in it; a company of theirs alone is deleted
 * with them), transfers to them canceled, roles they hold vacated, every session ended and its
 * refresh tokens removed, their codes removed, and the row anonymised (it stays: owners, transfers
 * and the audit trail point at it).
 */
export class AccountDeletionService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      codes: CodeService;
      /** The companies module's service: who is in the person's companies is its to say. */
      companies: CompaniesService;
      /** Removes a stored object (the photo) once the account is gone; logs, never throws. */
      forgetObject: (key: string) => Promise<void>;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** Step 1: the code. Refused, sending nothing, while a company keeps the account (SOLE_OWNER_HAS_COMPANIES). */
  async requestAccountDeletionCode(userId: string): Promise<CodeDelivery> {
    const user = await getUserById(this.db, userId);
    // Said before a code is sent: nobody types a code and YES to learn only then that it cannot be done.
    if ((await this.deps.companies.companiesBlockingAccountDeletion(user.id)).length) throw soleOwnerRefusal();
    if (user.mfaEnabled && user.email) {
      return (
        await this.deps.codes.issue({
          purpose: "ACCOUNT_DELETION",
          phone: user.phone,
          userId: user.id,
          channel: "EMAIL",
          destination: user.email,
          language: user.language,
        })
      ).delivery;
    }
    return this.deps.codes.sendActionCode(user.id, "ACCOUNT_DELETION");
  }

  async deleteAuthUser(actor: AuditActor, input: { code: string }): Promise<void> {
    const user = await getUserById(this.db, actor.userId);
    const result = await this.deps.codes.verifyOrThrow({ phone: user.phone, purpose: "ACCOUNT_DELETION" }, input.code, "code");
    const now = this.deps.clock.now();
    await this.db.transaction(async (tx) => {
      // The code works once: of parallel deletions, the one that uses it up goes on.
      if (!(await this.deps.codes.consume(tx, result.id))) throw new DomainError("INVALID_CODE", "Invalid confirmation code", { attemptsLeft: 0 });
      const soloCompanies = await this.checkOwnership(tx, user.id);
      for (const company of soloCompanies) {
        await tx.update(companies).set({ deletedAt: now, updatedAt: now }).where(eq(companies.id, company.id));
        await writeAudit(tx, actor, now, {
          companyId: company.id,
          action: "company.deleted",
          entity: "company",
          entityId: company.id,
          before: { name: company.name },
          after: { deletedAt: now.toISOString(), reason: "ownerAccountDeleted" },
        });
      }
      await this.cancelTransfersTo(tx, actor, now, user.id);
      await this.vacateRoles(tx, actor, now, user.id);

      const live = tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
      await tx.delete(refreshTokens).where(inArray(refreshTokens.sessionId, live));
      await endSessions(tx, now, user.id, "account_deleted");
      await tx.delete(authCodes).where(or(eq(authCodes.userId, user.id), eq(authCodes.phone, user.phone)));
      const [gone] = await tx
        .update(users)
        .set({
          phone: tombstone(user.id),
          username: tombstone(user.id),
          name: "",
          surname: "",
          email: null,
          birthday: null,
          about: null,
          avatar: null,
          passwordHash: "",
          mfaEnabled: false,
          deletedAt: now,
          updatedAt: now,
        })
        .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
        .returning({ id: users.id });
      if (!gone) throw new DomainError("USER_NOT_FOUND", "The account is already deleted");
    });
    // The photo goes with the account, once the row no longer points at it (after the commit: a
    // refused deletion keeps its photo).
    if (user.avatar) await this.deps.forgetObject(user.avatar);
  }

  /**
   * The companies the person owns a part of, locked in id order. Refused when anyone else is in
   * one (the companies service's rule, asked again under the locks: someone may have come in since
   * the code was sent). Returns the companies that are theirs alone, to be deleted with them.
   */
  private async checkOwnership(tx: Executor, userId: string) {
    const owned = await tx
      .select({ id: companies.id, name: companies.name })
      .from(owners)
      .innerJoin(companies, eq(companies.id, owners.companyId))
      .where(and(eq(owners.userId, userId), isNull(owners.leftAt), isNull(companies.deletedAt)))
      .orderBy(asc(companies.id))
      .for("update", { of: companies });
    if ((await this.deps.companies.companiesBlockingAccountDeletion(userId, tx)).length) throw soleOwnerRefusal();
    return owned;
  }

  /** Shares offered to the person are canceled: the sender's reserved part is free again. */
  private async cancelTransfersTo(tx: Executor, actor: AuditActor, now: Date, userId: string) {
    const pending = await tx
      .select({ transfer: shareTransfers, companyName: companies.name })
      .from(shareTransfers)
      .innerJoin(companies, eq(companies.id, shareTransfers.companyId))
      .where(and(eq(shareTransfers.toUserId, userId), eq(shareTransfers.status, "PENDING")))
      .orderBy(asc(shareTransfers.companyId));
    for (const { transfer, companyName } of pending) {
      // The company's ownership changes queue on its row, as every ownership change does.
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, transfer.companyId)).for("update");
      const [canceled] = await tx
        .update(shareTransfers)
        .set({ status: "CANCELED", resolvedAt: now })
        .where(and(eq(shareTransfers.id, transfer.id), eq(shareTransfers.status, "PENDING")))
        .returning();
      if (!canceled) continue;
      await tx
        .update(owners)
        .set({ reservedBp: sql`${owners.reservedBp} - ${transfer.shareBp}` })
        .where(and(eq(owners.companyId, transfer.companyId), eq(owners.userId, transfer.fromUserId), isNull(owners.leftAt)));
      await writeAudit(tx, actor, now, {
        companyId: transfer.companyId,
        action: "shareTransfer.canceled",
        entity: "shareTransfer",
        entityId: transfer.id,
        before: { status: "PENDING" },
        after: { status: "CANCELED", from: transfer.fromUserId, to: transfer.toUserId, share: transfer.shareBp, reason: "recipientAccountDeleted" },
      });
      await notify(tx, now, [transfer.fromUserId], "shareTransfer.declined", {
        transferId: transfer.id,
        companyId: transfer.companyId,
        companyName,
        toUserId: transfer.toUserId,
        shareBp: transfer.shareBp,
      });
    }
  }

  /** Roles the person holds in other people's companies are left vacant. */
  private async vacateRoles(tx: Executor, actor: AuditActor, now: Date, userId: string) {
    const held = await tx
      .update(roles)
      .set({ userId: null, updatedAt: now })
      .where(
        and(
          eq(roles.userId, userId),
          // Their own companies go with them, roles and all.
          sql`${roles.companyId} not in (select ${owners.companyId} from ${owners} where ${owners.userId} = ${userId} and ${owners.leftAt} is null)`,
        ),
      )
      .returning({ id: roles.id, companyId: roles.companyId });
    for (const role of held) {
      await writeAudit(tx, actor, now, {
        companyId: role.companyId,
        action: "role.vacated",
        entity: "role",
        entityId: role.id,
        before: { user: userId },
        after: { user: null, reason: "holderAccountDeleted" },
      });
    }
  }
}

const soleOwnerRefusal = () =>
  new DomainError("SOLE_OWNER_HAS_COMPANIES", "You own a company that has other people in it: transfer your share first");
