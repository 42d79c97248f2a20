import { hash as argonHash, verify as argonVerify } from "@node-rs/argon2";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import {
  changePasswordInput,
  checkAuthCodeInput,
  e164Phone,
  enableTwoFactorInput,
  maskEmail,
  maskPhone,
  recoverPasswordInput,
  registerUserInput,
  twoFactorSetupInput,
  usernameInput,
} from "#graphql/validation/identity";
import type { Clock } from "../../clock";
import type { Database, Executor } from "../../db/client";
import { authCodes, refreshTokens, sessions, users, type AuthCodePurposeValue } from "../../db/schema";
import { DomainError, isUniqueViolation, parseInput } from "../../errors";
import type { Logger } from "../../logger";
import type { Messenger } from "../../messaging";
import { messageTexts, type MessageLanguage } from "../../messaging/texts";
import { throttle, type Reservation } from "./throttle";
import { TokenService, hashRefreshToken, newCode, newRefreshToken, openSuccessor, sealSuccessor } from "./tokens";

/** Limits of the sign-in flow. Spec section 9 leaves the numbers open; these are ours. */
export const IDENTITY_LIMITS = {
  codeTtlSeconds: 5 * 60,
  codeAttempts: 5,
  resendAfterSeconds: 60,
  /** Codes of one purpose actually sent to one phone within the last hour. */
  codesPerPhonePerHour: 6,
  /**
   * Tries of each kind (sign-in code, recovery code, two-factor code, setup code, password) per
   * phone within the window. Spending the last one wrongly locks that kind for lockSeconds, and
   * the phone too: no new sign-in or recovery code is sent to it meanwhile.
   */
  failuresBeforeLock: 5,
  failureWindowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  addressWindowSeconds: 10 * 60,
  /**
   * Username availability checks per client address within addressWindowSeconds, as a multiple
   * of the address's sign-in calls (RATE_LIMIT_ADDRESS_MAX): a person tries a few names.
   */
  usernameChecksPerSignInCall: 2,
  phoneTicketTtlSeconds: 15 * 60,
  mfaTokenTtlSeconds: 10 * 60,
  /** A refresh token used again within this many seconds is a parallel refresh, not a theft. */
  refreshReuseGraceSeconds: 15,
  lastActiveResolutionSeconds: 60,
} as const;

export type AuthUserRow = typeof users.$inferSelect;
/** Actions a signed-in person confirms with an SMS code to their own phone. */
export type ActionCodePurpose = Extract<AuthCodePurposeValue, "share_transfer">;

export interface ClientInfo {
  address: string | null;
  device: string;
  language: MessageLanguage;
}

export interface CodeDelivery {
  channel: "SMS" | "EMAIL";
  sentTo: string;
  resendAfter: number;
  expiresIn: number;
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  sessionState: string;
  expiresIn: number;
  refreshExpiresIn: number;
}

export type PasswordGrantResult =
  | { kind: "tokens"; tokens: TokenSet }
  | { kind: "mfa"; mfaToken: string; delivery: CodeDelivery };

export interface Viewer {
  userId: string;
  sessionId: string;
}

export interface IdentityDeps {
  db: Database;
  clock: Clock;
  tokens: TokenService;
  messenger: Messenger;
  logger: Logger;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  rateLimitAddressMax: number;
  /** Overrides IDENTITY_LIMITS.resendAfterSeconds (config AUTH_RESEND_SECONDS). */
  resendAfterSeconds?: number;
}

/** What a try is spent on: a code of one purpose, or a password (at sign-in or as the step-up). */
type TryKind = AuthCodePurposeValue | "password";

const lockKey = (phone: string) => `lock:${phone}`;
const triesKey = (kind: TryKind, phone: string) => `tries:${kind}:${phone}`;
const addrKey = (address: string) => `addr:${address}`;
const usernameCheckKey = (address: string) => `username-check:${address}`;
const codeSendKey = (purpose: AuthCodePurposeValue, phone: string) => `code:${purpose}:${phone}`;

const TRIES = {
  max: IDENTITY_LIMITS.failuresBeforeLock,
  windowSeconds: IDENTITY_LIMITS.failureWindowSeconds,
  lockSeconds: IDENTITY_LIMITS.lockSeconds,
};

/** How many sealed successors a grace-period replay follows to reach the newest token. */
const MAX_LINEAGE_WALK = 10;

/** Identity: codes, accounts, passwords, sessions and tokens. The rules live here. */
export class IdentityService {
  constructor(private readonly deps: IdentityDeps) {}

  private get db() {
    return this.deps.db;
  }
  private now() {
    return this.deps.clock.now();
  }
  private get resendAfterSeconds() {
    return this.deps.resendAfterSeconds ?? IDENTITY_LIMITS.resendAfterSeconds;
  }

  // ---- Rate limits -----------------------------------------------------------------------------

  private async assertNotLocked(phone: string) {
    const wait = await throttle.lockedFor(this.db, lockKey(phone), this.now());
    if (wait > 0) throw new DomainError("TOO_MANY_ATTEMPTS", "Too many login attempts", { retryAfter: wait });
  }

  private async countAddress(client: ClientInfo) {
    if (!client.address) return;
    const { hits, retryAfter } = await throttle.hit(
      this.db,
      addrKey(client.address),
      IDENTITY_LIMITS.addressWindowSeconds,
      this.now(),
    );
    if (hits > this.deps.rateLimitAddressMax) {
      throw new DomainError("TOO_MANY_ATTEMPTS", "Too many requests from this address", { retryAfter });
    }
  }

  private lockedError(retryAfter: number = IDENTITY_LIMITS.lockSeconds): DomainError {
    return new DomainError("TOO_MANY_ATTEMPTS", "Too many login attempts", { retryAfter });
  }

  /** Refuses at once, spending nothing, when the tries of this kind are spent. */
  private async assertTriesLeft(kind: TryKind, phone: string) {
    const wait = await throttle.lockedFor(this.db, triesKey(kind, phone), this.now());
    if (wait > 0) throw this.lockedError(wait);
  }

  /**
   * Spends a try BEFORE anything is compared: one statement decides, so parallel guesses cannot
   * all read "tries left" and then all be compared. No try left: TOO_MANY_ATTEMPTS with the wait.
   */
  private async takeTry(kind: TryKind, phone: string, db: Executor = this.db): Promise<Reservation> {
    const reservation = await throttle.reserve(db, triesKey(kind, phone), TRIES, this.now());
    if (reservation) return reservation;
    const wait = await throttle.lockedFor(db, triesKey(kind, phone), this.now());
    throw this.lockedError(wait || IDENTITY_LIMITS.lockSeconds);
  }

  /**
   * A wrong answer keeps its try. When it was the last one, the lock it put in place stays and
   * the phone is locked too (no new codes). Returns the tries left, or null when locked.
   */
  private async keepWrongTry(reservation: Reservation, phone: string): Promise<number | null> {
    if (!reservation.lockedUntil) return TRIES.max - reservation.hits;
    await throttle.lock(this.db, lockKey(phone), IDENTITY_LIMITS.lockSeconds, this.now());
    return null;
  }

  /**
   * Compares a password with the account's, spending one of the phone's password tries first
   * (sign-in and every step-up share them). Wrong: INVALID_PASSWORD with the tries left, or the
   * lock once they are spent.
   */
  private async checkPassword(user: AuthUserRow, password: string, wrong: { message: string; field?: string }): Promise<void> {
    const reservation = await this.takeTry("password", user.phone);
    let right: boolean;
    try {
      right = await argonVerify(user.passwordHash, password);
    } catch (error) {
      await throttle.release(this.db, reservation);
      throw error;
    }
    // A right answer gives its try back: it was no failure.
    if (right) return throttle.release(this.db, reservation);
    const left = await this.keepWrongTry(reservation, user.phone);
    if (left === null) throw this.lockedError();
    throw new DomainError("INVALID_PASSWORD", wrong.message, {
      attemptsLeft: left,
      ...(wrong.field ? { fields: { [wrong.field]: ["validation.password.wrong"] } } : {}),
    });
  }

  // ---- Codes -----------------------------------------------------------------------------------

  /** Issues a code: the previous unused code of the same purpose stops working. */
  private async issueCode(args: {
    purpose: AuthCodePurposeValue;
    phone: string;
    userId: string | null;
    channel: "sms" | "email";
    destination: string;
    language: MessageLanguage;
  }): Promise<{ id: string; delivery: CodeDelivery }> {
    const now = this.now();
    // A code that could not be checked anyway is not sent.
    await this.assertTriesLeft(args.purpose, args.phone);

    const code = newCode();
    const id = crypto.randomUUID();
    await this.db.transaction(async (tx) => {
      // One decision at a time per phone and purpose (an advisory lock, which PGlite honours
      // too): parallel requests cannot all see "no recent code" and all send one.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${codeSendKey(args.purpose, args.phone)}, 0))`);
      // The codes sent within the hour are the rows themselves: a refused request adds none, and
      // a code that could not be delivered is deleted, so only codes that went out count.
      const hourAgo = new Date(now.getTime() - 3600 * 1000);
      const recent = await tx
        .select({ createdAt: authCodes.createdAt })
        .from(authCodes)
        .where(and(eq(authCodes.phone, args.phone), eq(authCodes.purpose, args.purpose), gt(authCodes.createdAt, hourAgo)))
        .orderBy(desc(authCodes.createdAt));
      if (recent.length > 0) {
        const wait = this.resendAfterSeconds - Math.floor((now.getTime() - recent[0].createdAt.getTime()) / 1000);
        if (wait > 0) throw new DomainError("RESEND_TOO_SOON", "A code was sent a moment ago", { retryAfter: wait });
      }
      if (recent.length >= IDENTITY_LIMITS.codesPerPhonePerHour) {
        const oldest = recent[recent.length - 1].createdAt;
        const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + 3600 * 1000 - now.getTime()) / 1000));
        throw new DomainError("TOO_MANY_ATTEMPTS", "Too many codes requested", { retryAfter });
      }
      await tx
        .update(authCodes)
        .set({ consumedAt: now })
        .where(and(eq(authCodes.phone, args.phone), eq(authCodes.purpose, args.purpose), isNull(authCodes.consumedAt)));
      await tx.insert(authCodes).values({
        id,
        purpose: args.purpose,
        phone: args.phone,
        userId: args.userId,
        channel: args.channel,
        destination: args.destination,
        codeHash: this.deps.tokens.hashCode(id, code),
        maxAttempts: IDENTITY_LIMITS.codeAttempts,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDENTITY_LIMITS.codeTtlSeconds * 1000),
      });
    });

    try {
      await this.send(args, code);
    } catch (error) {
      // Nothing reached the person: forget the code, so that asking again works at once.
      this.deps.logger.error({ err: error, channel: args.channel }, "a code could not be sent");
      await this.db.delete(authCodes).where(eq(authCodes.id, id));
      throw new DomainError("DELIVERY_FAILED", "The code could not be sent");
    }
    return {
      id,
      delivery: {
        channel: args.channel === "sms" ? "SMS" : "EMAIL",
        sentTo: args.channel === "sms" ? maskPhone(args.destination) : maskEmail(args.destination),
        resendAfter: this.resendAfterSeconds,
        expiresIn: IDENTITY_LIMITS.codeTtlSeconds,
      },
    };
  }

  private async send(args: { purpose: AuthCodePurposeValue; channel: "sms" | "email"; destination: string; language: MessageLanguage }, code: string) {
    const texts = messageTexts[args.language];
    if (args.channel === "sms") {
      const text =
        args.purpose === "password_reset"
          ? texts.resetSms(code)
          : args.purpose === "share_transfer"
            ? texts.shareTransferSms(code)
            : texts.signInSms(code);
      return this.deps.messenger.sendSms({ to: args.destination, text, code });
    }
    const [subject, text] =
      args.purpose === "password_reset"
        ? [texts.resetSubject, texts.resetText(code)]
        : args.purpose === "two_factor_setup"
          ? [texts.setupSubject, texts.setupText(code)]
          : [texts.twoFactorSubject, texts.twoFactorText(code)];
    return this.deps.messenger.sendEmail({ to: args.destination, subject, text, code });
  }

  /**
   * Checks a code against the newest live code of its purpose. Two tries are spent before the
   * comparison, each by a conditional statement: one of the phone's tries of this purpose, and
   * one of the code's own. A right code gives both back; a wrong one keeps them, and the one
   * that spends the phone's last try locks it (TOO_MANY_ATTEMPTS). Returns the tries left
   * (0: no live code, it expired or was used up).
   */
  private async verifyCode(
    where: { phone: string; purpose: AuthCodePurposeValue },
    code: string,
  ): Promise<{ valid: true; id: string; userId: string | null } | { valid: false; attemptsLeft: number }> {
    const now = this.now();
    // One transaction takes both tries: the phone's row stays locked until the code's try is
    // taken too, so parallel guesses take them in the same order and the two counts agree.
    const taken = await this.db.transaction(async (tx) => {
      const attempt = await this.takeTry(where.purpose, where.phone, tx);
      const newest = tx
        .select({ id: authCodes.id })
        .from(authCodes)
        .where(and(eq(authCodes.phone, where.phone), eq(authCodes.purpose, where.purpose), isNull(authCodes.consumedAt)))
        .orderBy(desc(authCodes.createdAt))
        .limit(1);
      const [row] = await tx
        .update(authCodes)
        .set({ attempts: sql`${authCodes.attempts} + 1` })
        .where(
          and(
            eq(authCodes.id, newest),
            isNull(authCodes.consumedAt),
            gt(authCodes.expiresAt, now),
            sql`${authCodes.attempts} < ${authCodes.maxAttempts}`,
          ),
        )
        .returning({
          id: authCodes.id,
          userId: authCodes.userId,
          codeHash: authCodes.codeHash,
          attempts: authCodes.attempts,
          maxAttempts: authCodes.maxAttempts,
        });
      // Nothing to compare: the phone's try goes back.
      if (!row) await throttle.release(tx, attempt);
      return { attempt, row };
    });
    const { attempt, row } = taken;
    if (!row) return { valid: false, attemptsLeft: 0 };

    if (this.deps.tokens.codeMatches(row.id, code, row.codeHash)) {
      // A right code gives back only its own tries: the wrong ones of the window stay counted,
      // so a right answer in the middle of a burst of guesses opens no room for more of them.
      await this.db
        .update(authCodes)
        .set({ verifiedAt: now, attempts: sql`greatest(${authCodes.attempts} - 1, 0)` })
        .where(eq(authCodes.id, row.id));
      await throttle.release(this.db, attempt);
      return { valid: true, id: row.id, userId: row.userId };
    }
    const phoneLeft = await this.keepWrongTry(attempt, where.phone);
    if (phoneLeft === null) throw this.lockedError();
    return { valid: false, attemptsLeft: Math.min(row.maxAttempts - row.attempts, phoneLeft) };
  }

  /** Marks a verified code used, so its proof (ticket, mfa token) works only once. */
  private async consumeCode(db: Executor, id: string): Promise<boolean> {
    const done = await db
      .update(authCodes)
      .set({ consumedAt: this.now() })
      .where(and(eq(authCodes.id, id), isNull(authCodes.consumedAt)))
      .returning({ id: authCodes.id });
    return done.length === 1;
  }

  /** A phone ticket is good while it is unexpired and its code verified and not yet used. */
  private async readPhoneTicket(ticket: string, phone?: string) {
    const claims = await this.deps.tokens.verifyPhoneTicket(ticket);
    if (!claims || (phone && claims.phone !== phone)) {
      throw new DomainError("PHONE_NOT_CONFIRMED", "The phone confirmation has expired");
    }
    const [row] = await this.db
      .select({ id: authCodes.id })
      .from(authCodes)
      .where(
        and(
          eq(authCodes.id, claims.codeId),
          eq(authCodes.phone, claims.phone),
          eq(authCodes.purpose, "sign_in"),
          isNull(authCodes.consumedAt),
          sql`${authCodes.verifiedAt} is not null`,
        ),
      );
    if (!row) throw new DomainError("PHONE_NOT_CONFIRMED", "The phone confirmation has expired");
    return claims;
  }

  async requestCode(rawPhone: string, purpose: "SIGN_IN" | "PASSWORD_RESET", client: ClientInfo): Promise<CodeDelivery> {
    const phone = parseInput(e164Phone, rawPhone, "phone");
    await this.countAddress(client);
    await this.assertNotLocked(phone);
    if (purpose === "SIGN_IN") {
      const user = await this.findByPhone(phone);
      return (
        await this.issueCode({
          purpose: "sign_in",
          phone,
          userId: user?.id ?? null,
          channel: "sms",
          destination: phone,
          language: user?.language ?? client.language,
        })
      ).delivery;
    }
    const user = await this.findByPhone(phone);
    if (!user) throw new DomainError("USER_NOT_FOUND", "No account for this phone");
    const byEmail = Boolean(user.email);
    return (
      await this.issueCode({
        purpose: "password_reset",
        phone,
        userId: user.id,
        channel: byEmail ? "email" : "sms",
        destination: user.email ?? phone,
        language: user.language,
      })
    ).delivery;
  }

  async checkCode(input: unknown, client: ClientInfo) {
    const { phone, code } = parseInput(checkAuthCodeInput, input);
    await this.countAddress(client);
    // No phone-lock check here: a code delivered before the lock stays good for its owner. The
    // guesses are held by the sign-in code's own tries, which a lock from them has spent.
    const result = await this.verifyCode({ phone, purpose: "sign_in" }, code);
    if (!result.valid) return { codeValid: false, attemptsLeft: result.attemptsLeft, phoneTicket: null };
    const phoneTicket = await this.deps.tokens.signPhoneTicket(
      { phone, codeId: result.id },
      IDENTITY_LIMITS.phoneTicketTtlSeconds,
    );
    return { codeValid: true, attemptsLeft: IDENTITY_LIMITS.codeAttempts, phoneTicket };
  }

  // ---- Actions confirmed by an SMS code (a share transfer; later a phone change, a deletion) ----

  /** Sends a code to the signed-in person's own phone to confirm an action. */
  async sendActionCode(userId: string, purpose: ActionCodePurpose): Promise<CodeDelivery> {
    const user = await this.getUser(userId);
    await this.assertNotLocked(user.phone);
    return (
      await this.issueCode({ purpose, phone: user.phone, userId: user.id, channel: "sms", destination: user.phone, language: user.language })
    ).delivery;
  }

  /**
   * Checks an action's code (a wrong one spends a try of its purpose, like any code). The code is not used up
   * here: the action consumes it with consumeActionCode in its own transaction, so an action that
   * fails for another reason leaves the code good for another try.
   */
  async verifyActionCode(userId: string, purpose: ActionCodePurpose, code: string): Promise<{ codeId: string }> {
    const user = await this.getUser(userId);
    // No phone-wide lock check: like any code already delivered, it stays good while its own
    // tries last (decision 0006); verifyCode spends and counts them.
    const result = await this.verifyCode({ phone: user.phone, purpose }, code);
    if (!result.valid) {
      throw new DomainError("INVALID_CODE", "Invalid confirmation code", { attemptsLeft: result.attemptsLeft, fields: { code: ["errors.INVALID_CODE"] } });
    }
    return { codeId: result.id };
  }

  /** Uses up a verified action code inside the action's transaction; a code works once. */
  async consumeActionCode(db: Executor, proof: { codeId: string }): Promise<void> {
    if (!(await this.consumeCode(db, proof.codeId))) throw new DomainError("INVALID_CODE", "Invalid confirmation code", { attemptsLeft: 0 });
  }

  // ---- Accounts --------------------------------------------------------------------------------

  async findByPhone(phone: string): Promise<AuthUserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.phone, phone));
    return row;
  }

  async getUser(id: string): Promise<AuthUserRow> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new DomainError("USER_NOT_FOUND", "User not found");
    return row;
  }

  async userExists(rawPhone: string, client: ClientInfo): Promise<boolean> {
    const phone = parseInput(e164Phone, rawPhone, "phone");
    await this.countAddress(client);
    return Boolean(await this.findByPhone(phone));
  }

  /** The live availability check: limited per client address, so it cannot list the users. */
  async isUsernameFree(rawUsername: string, client: ClientInfo): Promise<boolean> {
    const username = parseInput(usernameInput, rawUsername, "username");
    if (client.address) {
      const { hits, retryAfter } = await throttle.hit(
        this.db,
        usernameCheckKey(client.address),
        IDENTITY_LIMITS.addressWindowSeconds,
        this.now(),
      );
      if (hits > IDENTITY_LIMITS.usernameChecksPerSignInCall * this.deps.rateLimitAddressMax) {
        throw new DomainError("TOO_MANY_ATTEMPTS", "Too many username checks from this address", { retryAfter });
      }
    }
    return !(await this.usernameTaken(username));
  }

  private async usernameTaken(username: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    return Boolean(row);
  }

  async register(input: unknown, client: ClientInfo): Promise<AuthUserRow> {
    const data = parseInput(registerUserInput, input);
    const { phone } = await this.readPhoneTicket(data.phoneTicket);
    if (await this.findByPhone(phone)) throw new DomainError("PHONE_TAKEN", "The number is already in use.");
    if (await this.usernameTaken(data.username)) {
      throw new DomainError("USERNAME_TAKEN", "Username is already taken.", {
        fields: { username: ["validation.username.taken"] },
      });
    }
    const passwordHash = await argonHash(data.password);
    try {
      const [user] = await this.db
        .insert(users)
        .values({
          phone,
          name: data.name,
          surname: data.surname,
          username: data.username,
          passwordHash,
          language: data.language ?? client.language,
        })
        .returning();
      this.deps.logger.info({ userId: user.id }, "user registered");
      return user;
    } catch (error) {
      // Two registrations racing: the database's unique indexes decide.
      if (isUniqueViolation(error, "users_username_lower_key")) {
        throw new DomainError("USERNAME_TAKEN", "Username is already taken.", {
          fields: { username: ["validation.username.taken"] },
        });
      }
      if (isUniqueViolation(error, "users_phone_key")) throw new DomainError("PHONE_TAKEN", "The number is already in use.");
      throw error;
    }
  }

  async recoverPassword(input: unknown, client: ClientInfo): Promise<void> {
    const data = parseInput(recoverPasswordInput, input);
    await this.countAddress(client);
    const result = await this.verifyCode({ phone: data.phone, purpose: "password_reset" }, data.code);
    if (!result.valid) {
      throw new DomainError("INVALID_CODE", "Invalid confirmation code", { attemptsLeft: result.attemptsLeft });
    }
    const passwordHash = await argonHash(data.password);
    await this.db.transaction(async (tx) => {
      if (!(await this.consumeCode(tx, result.id))) throw new DomainError("INVALID_CODE", "Invalid confirmation code");
      const [user] = await tx
        .update(users)
        .set({ passwordHash, updatedAt: this.now() })
        .where(eq(users.phone, data.phone))
        .returning({ id: users.id });
      // Whoever knew the old password is out: every session of the account ends.
      if (user) await this.endSessions(tx, user.id, "password_reset");
    });
    // Wrong guesses of the old password no longer matter: the new one starts with all its tries.
    await throttle.clear(this.db, triesKey("password", data.phone));
  }

  /** Ends the user's live sessions, all but `keep` if given. */
  private async endSessions(db: Executor, userId: string, reason: string, keep?: string) {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.endedAt)];
    if (keep) conditions.push(ne(sessions.id, keep));
    await db.update(sessions).set({ endedAt: this.now(), endReason: reason }).where(and(...conditions));
  }

  async changePassword(viewer: Viewer, input: unknown): Promise<void> {
    const data = parseInput(changePasswordInput, input);
    const user = await this.getUser(viewer.userId);
    // A stolen access token alone must not be enough, nor let its holder guess freely.
    await this.checkPassword(user, data.currentPassword, { message: "Invalid password. Please try again.", field: "currentPassword" });
    const passwordHash = await argonHash(data.password);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: this.now() }).where(eq(users.id, user.id));
      // The other devices sign in again with the new password; this one stays.
      await this.endSessions(tx, user.id, "password_changed", viewer.sessionId);
    });
  }

  // ---- Two-factor ------------------------------------------------------------------------------

  /**
   * Sends a code to the e-mail that is to become the second factor (and the recovery channel).
   * The current password is the step-up: an access token alone changes nothing. The code then
   * proves the address, and enableTwoFactor takes only a code sent this way.
   */
  async requestTwoFactorSetup(viewer: Viewer, input: { email: unknown; currentPassword: unknown }): Promise<CodeDelivery> {
    const { email, currentPassword } = parseInput(twoFactorSetupInput, input);
    const user = await this.getUser(viewer.userId);
    await this.checkPassword(user, currentPassword, { message: "Invalid password. Please try again.", field: "currentPassword" });
    return (
      await this.issueCode({
        purpose: "two_factor_setup",
        phone: user.phone,
        userId: user.id,
        channel: "email",
        destination: email,
        language: user.language,
      })
    ).delivery;
  }

  async enableTwoFactor(viewer: Viewer, input: unknown): Promise<AuthUserRow> {
    const data = parseInput(enableTwoFactorInput, input);
    const user = await this.getUser(viewer.userId);
    const [row] = await this.db
      .select({ destination: authCodes.destination })
      .from(authCodes)
      .where(and(eq(authCodes.phone, user.phone), eq(authCodes.purpose, "two_factor_setup"), isNull(authCodes.consumedAt)))
      .orderBy(desc(authCodes.createdAt))
      .limit(1);
    // The code proves this very address: one sent to another e-mail does not count.
    if (!row || row.destination.toLowerCase() !== data.email.toLowerCase()) {
      throw new DomainError("INVALID_CODE", "Invalid confirmation code", { attemptsLeft: 0 });
    }
    const result = await this.verifyCode({ phone: user.phone, purpose: "two_factor_setup" }, data.code);
    if (!result.valid) throw new DomainError("INVALID_CODE", "Invalid confirmation code", { attemptsLeft: result.attemptsLeft });
    const updated = await this.db.transaction(async (tx) => {
      if (!(await this.consumeCode(tx, result.id))) throw new DomainError("INVALID_CODE", "Invalid confirmation code");
      const [row] = await tx
        .update(users)
        .set({ email: data.email, mfaEnabled: true, updatedAt: this.now() })
        .where(eq(users.id, user.id))
        .returning();
      return row;
    });
    if (user.email && user.email.toLowerCase() !== data.email.toLowerCase()) await this.tellOldEmail(user, data.email);
    return updated;
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

  private async sendTwoFactorCode(user: AuthUserRow) {
    if (!user.email) throw new DomainError("FORBIDDEN", "Two-factor sign-in needs an e-mail");
    return this.issueCode({
      purpose: "two_factor",
      phone: user.phone,
      userId: user.id,
      channel: "email",
      destination: user.email,
      language: user.language,
    });
  }

  async resendTwoFactorCode(mfaToken: string): Promise<CodeDelivery> {
    const claims = await this.deps.tokens.verifyMfa(mfaToken);
    if (!claims) throw new DomainError("UNAUTHENTICATED", "The sign-in has expired");
    const user = await this.getUser(claims.userId);
    return (await this.sendTwoFactorCode(user)).delivery;
  }

  // ---- Grants (the token endpoint) ---------------------------------------------------------------

  async passwordGrant(
    input: { phone: string; password: string; phoneTicket: string },
    client: ClientInfo,
  ): Promise<PasswordGrantResult> {
    const phone = parseInput(e164Phone, input.phone, "username");
    await this.countAddress(client);
    // Spent password tries answer the lock whatever else is wrong (a used phone ticket).
    await this.assertTriesLeft("password", phone);
    const ticket = await this.readPhoneTicket(input.phoneTicket, phone);
    // The ticket proves the caller holds the phone, so saying there is no account reveals nothing.
    const user = await this.findByPhone(phone);
    if (!user) throw new DomainError("USER_NOT_FOUND", "No account for this phone");
    await this.checkPassword(user, input.password, { message: "Incorrect password" });
    if (user.isBlocked) throw new DomainError("USER_BLOCKED", "The account is blocked");
    // The second-factor code goes out before the ticket is spent: when it may not be sent yet
    // (RESEND_TOO_SOON, too many codes), the ticket stays good for a retry after the wait.
    const second = user.mfaEnabled ? await this.sendTwoFactorCode(user) : null;
    if (!(await this.consumeCode(this.db, ticket.codeId))) {
      throw new DomainError("PHONE_NOT_CONFIRMED", "The phone confirmation has expired");
    }
    if (second) {
      const { id, delivery } = second;
      const mfaToken = await this.deps.tokens.signMfa({ userId: user.id, codeId: id }, IDENTITY_LIMITS.mfaTokenTtlSeconds);
      return { kind: "mfa", mfaToken, delivery };
    }
    return { kind: "tokens", tokens: await this.startSession(user.id, client) };
  }

  async mfaGrant(input: { mfaToken: string; code: string }, client: ClientInfo): Promise<TokenSet> {
    const claims = await this.deps.tokens.verifyMfa(input.mfaToken);
    if (!claims) throw new DomainError("UNAUTHENTICATED", "The sign-in has expired");
    const user = await this.getUser(claims.userId);
    await this.countAddress(client);
    // The newest two-factor code counts (a resend replaces the one the token was issued with).
    const result = await this.verifyCode({ phone: user.phone, purpose: "two_factor" }, input.code);
    if (!result.valid) throw new DomainError("INVALID_CODE", "Invalid confirmation code", { attemptsLeft: result.attemptsLeft });
    if (!(await this.consumeCode(this.db, result.id))) throw new DomainError("INVALID_CODE", "Invalid confirmation code");
    return this.startSession(user.id, client);
  }

  private async startSession(userId: string, client: ClientInfo): Promise<TokenSet> {
    const now = this.now();
    const refreshToken = newRefreshToken();
    const refreshExpiresAt = new Date(now.getTime() + this.deps.refreshTokenTtl * 1000);
    const sessionId = await this.db.transaction(async (tx) => {
      const [session] = await tx
        .insert(sessions)
        .values({
          userId,
          device: client.device.slice(0, 300) || "unknown",
          address: client.address,
          createdAt: now,
          lastActiveAt: now,
          refreshExpiresAt,
        })
        .returning({ id: sessions.id });
      await tx.insert(refreshTokens).values({ tokenHash: hashRefreshToken(refreshToken), sessionId: session.id, createdAt: now });
      return session.id;
    });
    this.deps.logger.info({ userId, sessionId }, "session started");
    return this.tokenSet(userId, sessionId, refreshToken, refreshExpiresAt);
  }

  private async tokenSet(userId: string, sessionId: string, refreshToken: string, refreshExpiresAt: Date): Promise<TokenSet> {
    const accessToken = await this.deps.tokens.signAccess({ userId, sessionId }, this.deps.accessTokenTtl);
    return {
      accessToken,
      refreshToken,
      sessionState: sessionId,
      expiresIn: this.deps.accessTokenTtl,
      refreshExpiresIn: Math.max(0, Math.floor((refreshExpiresAt.getTime() - this.now().getTime()) / 1000)),
    };
  }

  /**
   * Rotates a refresh token. Each token works once: its successor is stored with it (hashed, and
   * sealed with the token itself). Presented again within the grace (parallel loaders refreshing
   * at once), it answers the newest token of its line, the same for every caller: no fork. Any
   * other use of a token that is not the newest of its line means someone else holds it, so the
   * whole session ends.
   */
  async refreshGrant(refreshToken: string): Promise<TokenSet> {
    const now = this.now();
    const tokenHash = hashRefreshToken(refreshToken);
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt, successorSealed: refreshTokens.successorSealed })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for("update");
      if (!row) return { error: "unknown" as const };
      const [session] = await tx.select().from(sessions).where(eq(sessions.id, row.sessionId)).for("update");
      if (!session || session.endedAt || session.refreshExpiresAt <= now) return { error: "ended" as const };
      const [owner] = await tx.select({ isBlocked: users.isBlocked }).from(users).where(eq(users.id, session.userId));
      if (!owner || owner.isBlocked) return { error: "ended" as const };

      if (row.usedAt) {
        const age = (now.getTime() - row.usedAt.getTime()) / 1000;
        const newest = age <= IDENTITY_LIMITS.refreshReuseGraceSeconds ? await this.newestOfLine(tx, refreshToken, row.successorSealed) : null;
        if (!newest) {
          await tx.update(sessions).set({ endedAt: now, endReason: "refresh_token_reuse" }).where(eq(sessions.id, session.id));
          return { error: "reused" as const, sessionId: session.id };
        }
        await tx.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, session.id));
        return { userId: session.userId, sessionId: session.id, next: newest, refreshExpiresAt: session.refreshExpiresAt };
      }

      const next = newRefreshToken();
      const nextHash = hashRefreshToken(next);
      const refreshExpiresAt = new Date(now.getTime() + this.deps.refreshTokenTtl * 1000);
      await tx.insert(refreshTokens).values({ tokenHash: nextHash, sessionId: session.id, createdAt: now });
      await tx
        .update(refreshTokens)
        .set({ usedAt: now, successorHash: nextHash, successorSealed: sealSuccessor(refreshToken, next) })
        .where(eq(refreshTokens.tokenHash, tokenHash));
      await tx.update(sessions).set({ lastActiveAt: now, refreshExpiresAt }).where(eq(sessions.id, session.id));
      return { userId: session.userId, sessionId: session.id, next, refreshExpiresAt };
    });
    if ("error" in outcome) {
      if (outcome.error === "reused") this.deps.logger.warn({ sessionId: outcome.sessionId }, "refresh token reused: session ended");
      throw new DomainError("UNAUTHENTICATED", "The session has ended");
    }
    return this.tokenSet(outcome.userId, outcome.sessionId, outcome.next, outcome.refreshExpiresAt);
  }

  /**
   * Follows a used token's line to its newest token: each successor opens the next one's seal.
   * Null when a seal does not open (a token used before successors were kept).
   */
  private async newestOfLine(db: Executor, token: string, sealed: string | null): Promise<string | null> {
    let current = token;
    let seal = sealed;
    for (let step = 0; step < MAX_LINEAGE_WALK; step += 1) {
      if (!seal) return step === 0 ? null : current;
      const next = openSuccessor(current, seal);
      if (!next) return null;
      const [row] = await db
        .select({ successorSealed: refreshTokens.successorSealed })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(next)));
      if (!row) return null;
      current = next;
      seal = row.successorSealed;
    }
    return null;
  }

  /** Resolves a bearer token to the caller, or null. Ended sessions are refused at once. */
  async authenticate(accessToken: string): Promise<Viewer | null> {
    const claims = await this.deps.tokens.verifyAccess(accessToken);
    if (!claims) return null;
    const now = this.now();
    const [session] = await this.db
      .select({ endedAt: sessions.endedAt, lastActiveAt: sessions.lastActiveAt, userId: sessions.userId, isBlocked: users.isBlocked })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, claims.sessionId));
    // A blocked account is signed out everywhere at its next request.
    if (!session || session.endedAt || session.isBlocked || session.userId !== claims.userId) return null;
    if (now.getTime() - session.lastActiveAt.getTime() > IDENTITY_LIMITS.lastActiveResolutionSeconds * 1000) {
      await this.db
        .update(sessions)
        .set({ lastActiveAt: now })
        .where(and(eq(sessions.id, claims.sessionId), gt(sql`${now.toISOString()}::timestamptz`, sessions.lastActiveAt)));
    }
    return claims;
  }

  async signOut(viewer: Viewer): Promise<void> {
    await this.db
      .update(sessions)
      .set({ endedAt: this.now(), endReason: "signed_out" })
      .where(and(eq(sessions.id, viewer.sessionId), isNull(sessions.endedAt)));
    this.deps.logger.info({ userId: viewer.userId, sessionId: viewer.sessionId }, "signed out");
  }
}
