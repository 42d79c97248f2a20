import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { authCodes, users } from "../../db/schema";
import { DomainError, isUniqueViolation } from "../../errors";
import { getUserById } from "../identity/user-rows";
import type { CodeService } from "../identity/codes";
import { IDENTITY_LIMITS, type AuthUserRow, type CodeDelivery, type Viewer } from "../identity/model";

const phoneTaken = () =>
  new DomainError("PHONE_TAKEN", "The number is already in use.", { fields: { phone: ["errors.PHONE_TAKEN"] } });

/**
 * A phone change (spec: confirm the current number by SMS, enter a new one that differs and is not
 * in use, confirm it by SMS). The state between the steps is the codes themselves: a PHONE_CHANGE
 * code verified within phoneChangeStepSeconds and not yet used opens the new number's steps; the
 * new number's code (PHONE_CHANGE_NEW, kept under the current number, sent to the new one) finishes
 * it, using up both codes in the change's own transaction. Codes live minutes and their tries are
 * the code service's (spent before comparing, in one statement).
 */
export class PhoneChangeService {
  constructor(private readonly deps: { db: Database; clock: Clock; codes: CodeService }) {}

  private get db() {
    return this.deps.db;
  }

  async requestPhoneChangeCode(viewer: Viewer): Promise<CodeDelivery> {
    return this.deps.codes.sendActionCode(viewer.userId, "PHONE_CHANGE");
  }

  async confirmCurrentPhone(viewer: Viewer, code: string): Promise<void> {
    await this.deps.codes.verifyActionCode(viewer.userId, "PHONE_CHANGE", code);
  }

  async requestNewPhoneCode(viewer: Viewer, phone: string): Promise<CodeDelivery> {
    const user = await getUserById(this.db, viewer.userId);
    await this.confirmedCurrent(user);
    await this.assertUsable(user, phone);
    return (
      await this.deps.codes.issue({
        purpose: "PHONE_CHANGE_NEW",
        phone: user.phone,
        userId: user.id,
        channel: "SMS",
        destination: phone,
        language: user.language,
      })
    ).delivery;
  }

  async confirmNewPhone(viewer: Viewer, input: { phone: string; code: string }): Promise<AuthUserRow> {
    const user = await getUserById(this.db, viewer.userId);
    const current = await this.confirmedCurrent(user);
    const [sent] = await this.db
      .select({ destination: authCodes.destination })
      .from(authCodes)
      .where(
        and(eq(authCodes.phone, user.phone), eq(authCodes.purpose, "PHONE_CHANGE_NEW"), isNull(authCodes.consumedAt)),
      )
      .orderBy(desc(authCodes.createdAt))
      .limit(1);
    // The code proves this very number: one sent to another number does not count.
    if (!sent || sent.destination !== input.phone)
      throw new DomainError("INVALID_CODE", "Invalid confirmation code", { attemptsLeft: 0 });
    const result = await this.deps.codes.verifyOrThrow(
      { phone: user.phone, purpose: "PHONE_CHANGE_NEW" },
      input.code,
      "code",
    );
    try {
      return await this.db.transaction(async (tx) => {
        if (!(await this.deps.codes.consume(tx, result.id)) || !(await this.deps.codes.consume(tx, current))) {
          throw new DomainError("INVALID_CODE", "Invalid confirmation code", { attemptsLeft: 0 });
        }
        const [row] = await tx
          .update(users)
          .set({ phone: input.phone, updatedAt: this.deps.clock.now() })
          .where(and(eq(users.id, user.id), eq(users.phone, user.phone)))
          .returning();
        if (!row) throw new DomainError("PHONE_CHANGE_NOT_CONFIRMED", "The phone changed meanwhile");
        return row;
      });
    } catch (error) {
      // Someone took the number between the code and the change: the unique index decides.
      if (isUniqueViolation(error, "users_phone_key")) throw phoneTaken();
      throw error;
    }
  }

  /** The id of the current number's code, verified lately and not used: else PHONE_CHANGE_NOT_CONFIRMED. */
  private async confirmedCurrent(user: AuthUserRow): Promise<string> {
    const since = new Date(this.deps.clock.now().getTime() - IDENTITY_LIMITS.phoneChangeStepSeconds * 1000);
    const [row] = await this.db
      .select({ id: authCodes.id })
      .from(authCodes)
      .where(
        and(
          eq(authCodes.phone, user.phone),
          eq(authCodes.purpose, "PHONE_CHANGE"),
          isNull(authCodes.consumedAt),
          sql`${authCodes.verifiedAt} is not null`,
          gt(authCodes.verifiedAt, since),
        ),
      )
      .orderBy(desc(authCodes.createdAt))
      .limit(1);
    if (!row) throw new DomainError("PHONE_CHANGE_NOT_CONFIRMED", "Confirm the current number first");
    return row.id;
  }

  private async assertUsable(user: AuthUserRow, phone: string) {
    if (phone === user.phone)
      throw new DomainError("PHONE_UNCHANGED", "The new number is the current one", {
        fields: { phone: ["validation.newPhone.same"] },
      });
    const [taken] = await this.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    if (taken) throw phoneTaken();
  }
}
