import { and, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { maskEmail, type enableTwoFactorInput, type twoFactorSetupInput } from "#graphql/validation/identity";
import type { disableTwoFactorInput } from "#graphql/validation/users";
import { authCodes, users } from "../../db/schema";
import { DomainError } from "../../errors";
import { messageTexts } from "../../messaging/texts";
import { getUserById } from "./user-rows";
import type { CodeService, IssuedCode } from "./codes";
import type { Guards } from "./guards";
import type { AuthUserRow, CodeDelivery, IdentityDeps, Viewer } from "./model";

/** The second factor: an e-mailed code after the password, and turning it on for an address. */
export class TwoFactorService {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly guards: Guards,
    private readonly codes: CodeService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * Sends a code to the e-mail that is to become the second factor (and the recovery channel).
   * The current password is the step-up: an access token alone changes nothing. The code then
   * proves the address, and enableTwoFactor takes only a code sent this way.
   */
  async requestTwoFactorSetupCode(viewer: Viewer, input: z.output<typeof twoFactorSetupInput>): Promise<CodeDelivery> {
    const user = await getUserById(this.db, viewer.userId);
    await this.guards.checkPassword(user, input.currentPassword, {
      message: "Invalid password. Please try again.",
      field: "currentPassword",
    });
    return (
      await this.codes.issue({
        purpose: "TWO_FACTOR_SETUP",
        phone: user.phone,
        userId: user.id,
        channel: "EMAIL",
        destination: input.email,
        language: user.language,
      })
    ).delivery;
  }

  async enableTwoFactor(viewer: Viewer, input: z.output<typeof enableTwoFactorInput>): Promise<AuthUserRow> {
    const user = await getUserById(this.db, viewer.userId);
    // Spent tries answer with the wait before anything else, as every code check does: a
    // locked person is told to wait, not that there is no code to check.
    await this.guards.assertTriesLeft("TWO_FACTOR_SETUP", user.phone);
    const [row] = await this.db
      .select({ destination: authCodes.destination })
      .from(authCodes)
      .where(
        and(eq(authCodes.phone, user.phone), eq(authCodes.purpose, "TWO_FACTOR_SETUP"), isNull(authCodes.consumedAt)),
      )
      .orderBy(desc(authCodes.createdAt))
      .limit(1);
    // The code proves this very address: one sent to another e-mail does not count.
    if (!row || row.destination.toLowerCase() !== input.email.toLowerCase()) {
      throw new DomainError("INVALID_CODE", "Invalid confirmation code", { attemptsLeft: 0 });
    }
    const result = await this.codes.verifyOrThrow({ phone: user.phone, purpose: "TWO_FACTOR_SETUP" }, input.code);
    const updated = await this.db.transaction(async (tx) => {
      if (!(await this.codes.consume(tx, result.id)))
        throw new DomainError("INVALID_CODE", "Invalid confirmation code");
      const [row] = await tx
        .update(users)
        .set({ email: input.email, mfaEnabled: true, updatedAt: this.deps.clock.now() })
        .where(eq(users.id, user.id))
        .returning();
      return row;
    });
    if (user.email && user.email.toLowerCase() !== input.email.toLowerCase())
      await this.tellOldEmail(user, input.email);
    return updated;
  }

  /**
   * Sends the code that turns two-factor sign-in off to the second factor's own e-mail: the
   * access token is one factor, the mailbox the other, as at sign-in.
   */
  async requestTwoFactorDisableCode(viewer: Viewer): Promise<CodeDelivery> {
    const user = await this.enabledUser(viewer);
    return (
      await this.codes.issue({
        purpose: "TWO_FACTOR_DISABLE",
        phone: user.phone,
        userId: user.id,
        channel: "EMAIL",
        destination: user.email!,
        language: user.language,
      })
    ).delivery;
  }

  /**
   * Turns two-factor sign-in off with the e-mailed code (and the typed confirmation, checked by
   * the input rules). The e-mail stays on the account as the recovery channel.
   */
  async disableTwoFactor(viewer: Viewer, input: z.output<typeof disableTwoFactorInput>): Promise<AuthUserRow> {
    const user = await this.enabledUser(viewer);
    const result = await this.codes.verifyOrThrow(
      { phone: user.phone, purpose: "TWO_FACTOR_DISABLE" },
      input.code,
      "code",
    );
    return this.db.transaction(async (tx) => {
      if (!(await this.codes.consume(tx, result.id)))
        throw new DomainError("INVALID_CODE", "Invalid confirmation code", { attemptsLeft: 0 });
      const [row] = await tx
        .update(users)
        .set({ mfaEnabled: false, updatedAt: this.deps.clock.now() })
        .where(eq(users.id, user.id))
        .returning();
      return row;
    });
  }

  private async enabledUser(viewer: Viewer): Promise<AuthUserRow> {
    const user = await getUserById(this.db, viewer.userId);
    if (!user.mfaEnabled || !user.email) throw new DomainError("TWO_FACTOR_NOT_ENABLED", "Two-factor sign-in is off");
    return user;
  }

  /**
   * The second factor is also the recovery channel: whoever held the old address is told where
   * it moved, so a takeover does not go unnoticed. The change is made; a failed message is logged.
   */
  private async tellOldEmail(user: AuthUserRow, newEmail: string) {
    const texts = messageTexts[user.language];
    try {
      await this.deps.messenger.sendEmail({
        to: user.email!,
        subject: texts.emailChangedSubject,
        text: texts.emailChangedText(maskEmail(newEmail)),
      });
    } catch (error) {
      this.deps.logger.error({ err: error, userId: user.id }, "the previous e-mail could not be told of the change");
    }
  }

  /** The sign-in's second step: a code to the account's e-mail. */
  async sendCode(user: AuthUserRow): Promise<IssuedCode> {
    if (!user.email) throw new DomainError("FORBIDDEN", "Two-factor sign-in needs an e-mail");
    return this.codes.issue({
      purpose: "TWO_FACTOR",
      phone: user.phone,
      userId: user.id,
      channel: "EMAIL",
      destination: user.email,
      language: user.language,
    });
  }

  async resendTwoFactorCode(mfaToken: string): Promise<CodeDelivery> {
    const claims = await this.deps.tokens.verifyMfa(mfaToken);
    if (!claims) throw new DomainError("UNAUTHENTICATED", "The sign-in has expired");
    return (await this.sendCode(await getUserById(this.db, claims.userId))).delivery;
  }
}
