import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { PersonActor } from "../../audit";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { authCodes, refreshTokens, sessions, users } from "../../db/schema";
import { DomainError } from "../../errors";
import { soleOwnerRefusal, type AccountDeletionOwnership } from "../companies/account-deletion";
import type { CompaniesService } from "../companies/companies";
import { getUserById } from "../identity/user-rows";
import type { RoleHolders } from "../roles";
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
      /** The companies module, the only writer of companies, owners and transfers: a company of theirs alone deleted... */
      companies: Pick<CompaniesService, "deleteCompany">;
      /** ...the companies that keep the account or are theirs alone, their transfers ended (decision 0010). */
      ownership: AccountDeletionOwnership;
      /** The roles module's holders (that module alone writes roles): the ones the person held are left vacant. */
      roles: Pick<RoleHolders, "vacate">;
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
    if ((await this.deps.ownership.companiesBlockingAccountDeletion(user.id)).length) throw soleOwnerRefusal();
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

  async deleteAuthUser(actor: PersonActor, input: { code: string }): Promise<void> {
    const user = await getUserById(this.db, actor.userId);
    const result = await this.deps.codes.verifyOrThrow(
      { phone: user.phone, purpose: "ACCOUNT_DELETION" },
      input.code,
      "code",
    );
    const now = this.deps.clock.now();
    await this.db.transaction(async (tx) => {
      // The code works once: of parallel deletions, the one that uses it up goes on.
      if (!(await this.deps.codes.consume(tx, result.id)))
        throw new DomainError("INVALID_CODE", "Invalid confirmation code", { attemptsLeft: 0 });
      // Ownership is the companies module's: it refuses while anyone else is in a company of
      // theirs, deletes those that are theirs alone and ends transfers; the roles module leaves
      // the roles they hold elsewhere vacant.
      const { companies, ownership, roles } = this.deps;
      for (const company of await ownership.companiesOwnedAlone(tx, user.id)) {
        await companies.deleteCompany(tx, actor, company, "ownerAccountDeleted");
      }
      await ownership.cancelPendingTransfersOf(tx, actor, user.id, "recipientAccountDeleted");
      for (const companyId of await ownership.companiesServedWithoutOwning(tx, user.id)) {
        await roles.vacate(tx, actor, { companyId, userId: user.id, reason: "holderAccountDeleted" });
      }

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
}
