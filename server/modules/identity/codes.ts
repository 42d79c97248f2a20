import { createHash } from "node:crypto";
import { and, desc, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { maskEmail, maskPhone } from "#graphql/validation/identity";
import type { Executor } from "../../db/client";
import { authCodes, type AuthCodePurposeValue } from "../../db/schema";
import { DomainError } from "../../errors";
import { messageTexts, type MessageLanguage, type MessageTexts } from "../../messaging/texts";
import { findUserByPhone, getUserById } from "./user-rows";
import type { Guards } from "./guards";
import {
  IDENTITY_LIMITS,
  type ActionCodePurpose,
  type ClientInfo,
  type CodeDelivery,
  type IdentityDeps,
} from "./model";
import { newCode } from "./tokens";

const codeSendKey = (purpose: AuthCodePurposeValue, phone: string) => `code:${purpose}:${phone}`;

type Channel = "SMS" | "EMAIL";

/** Codes that confirm a change to the account itself (their own message texts). */
const ACCOUNT_PURPOSES: ReadonlySet<AuthCodePurposeValue> = new Set([
  "TWO_FACTOR_DISABLE",
  "PHONE_CHANGE",
  "PHONE_CHANGE_NEW",
  "ACCOUNT_DELETION",
]);

export interface IssuedCode {
  id: string;
  delivery: CodeDelivery;
}

export type CodeCheck =
  | { valid: true; id: string; userId: string | null }
  /** forAnotherSubject: the live code was sent for something else (CodeSubject); no try was spent on it. */
  /** noLiveCode: nothing was compared, no code of the purpose can be entered any more (used, expired, out of tries). */
  | { valid: false; attemptsLeft: number; forAnotherSubject?: boolean; noLiveCode?: true };

/** Why checkAuthCode did not take a code (AuthCodeRefusal in the schema). */
export type CodeRefusal = "WRONG" | "USED" | "EXPIRED";

/** A code that can still be entered: not used, not expired, tries left. */
const isLive = (code: { consumedAt: Date | null; expiresAt: Date; attempts: number; maxAttempts: number }, now: Date) =>
  !code.consumedAt && code.expiresAt > now && code.attempts < code.maxAttempts;

/**
 * What an action code confirms when it confirms one thing only, as strong customer
 * authentication's dynamic linking binds a code to its payee and amount: the code is bound to
 * `binds` (stored as a digest) and good for nothing else, and its SMS names what it confirms.
 */
export interface CodeSubject {
  /** The ids and values the code is bound to (a share transfer: company, recipient, share). */
  binds: ReadonlyArray<string | number>;
  /** The SMS, in the person's language, naming what the code confirms. */
  sms: (texts: MessageTexts, code: string) => string;
}

/** The digest stored with a bound code; null for a code of its purpose alone. */
const subjectDigest = (binds: ReadonlyArray<string | number> | undefined): string | null =>
  binds ? createHash("sha256").update(JSON.stringify(binds)).digest("base64url") : null;

/** The code's subject is this one (both null for codes of a purpose alone). */
const sameSubject = (digest: string | null): SQL =>
  digest === null ? isNull(authCodes.subject) : eq(authCodes.subject, digest);

/**
 * One-time codes (SMS and e-mail): issuing them within the resend wait and the hourly limit,
 * checking them with tries spent before comparing, and using them up once. Sign-in, recovery,
 * two-factor and the actions a person confirms by SMS all go through here.
 */
export class CodeService {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly guards: Guards,
  ) {}

  private get db() {
    return this.deps.db;
  }
  private now() {
    return this.deps.clock.now();
  }
  private get resendAfterSeconds() {
    return this.deps.resendAfterSeconds ?? IDENTITY_LIMITS.resendAfterSeconds;
  }

  /**
   * Issues a code: the previous unused code of the same purpose stops working. Another code waits
   * for the resend countdown only while the last one is still good for the same thing (unused,
   * unexpired, the same subject): the person holds a working code meanwhile. A code that was used,
   * has expired or confirms something else holds nobody back, within the hourly limit.
   */
  async issue(args: {
    purpose: AuthCodePurposeValue;
    phone: string;
    userId: string | null;
    channel: Channel;
    destination: string;
    language: MessageLanguage;
    subject?: CodeSubject;
  }): Promise<IssuedCode> {
    const now = this.now();
    const subject = subjectDigest(args.subject?.binds);
    // A code that could not be checked anyway is not sent.
    await this.guards.assertTriesLeft(args.purpose, args.phone);

    const code = newCode();
    const id = crypto.randomUUID();
    await this.db.transaction(async (tx) => {
      // One decision at a time per phone and purpose (an advisory lock, which PGlite honours
      // too): parallel requests cannot all see "no recent code" and all send one.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${codeSendKey(args.purpose, args.phone)}, 0))`,
      );
      // The codes sent within the hour are the rows themselves: a refused request adds none, and
      // a code that could not be delivered is deleted, so only codes that went out count.
      const hourAgo = new Date(now.getTime() - 3600 * 1000);
      const recent = await tx
        .select({
          createdAt: authCodes.createdAt,
          subject: authCodes.subject,
          consumedAt: authCodes.consumedAt,
          expiresAt: authCodes.expiresAt,
          attempts: authCodes.attempts,
          maxAttempts: authCodes.maxAttempts,
        })
        .from(authCodes)
        .where(
          and(eq(authCodes.phone, args.phone), eq(authCodes.purpose, args.purpose), gt(authCodes.createdAt, hourAgo)),
        )
        .orderBy(desc(authCodes.createdAt));
      // The last code holds the next one back only while it can still be entered and confirms the
      // same thing: the sign-in page offers it to whoever asks meanwhile (another device). One a
      // finished sign-in or registration used (the same person back after logging out), or one for
      // another offer, lets a new one go at once; the hourly limit below still counts it.
      const [last] = recent;
      if (last && last.subject === subject && isLive(last, now)) {
        const wait = this.resendAfterSeconds - Math.floor((now.getTime() - last.createdAt.getTime()) / 1000);
        if (wait > 0) throw new DomainError("RESEND_TOO_SOON", "A code was sent a moment ago", { retryAfter: wait });
      }
      if (recent.length >= IDENTITY_LIMITS.codesPerPhonePerHour) {
        const oldest = recent[recent.length - 1].createdAt;
        const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + 3600 * 1000 - now.getTime()) / 1000));
        throw new DomainError("TOO_MANY_CODES", "Too many codes sent to this phone within the hour", { retryAfter });
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
        subject,
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
        channel: args.channel,
        sentTo: args.channel === "SMS" ? maskPhone(args.destination) : maskEmail(args.destination),
        resendAfter: this.resendAfterSeconds,
        expiresIn: IDENTITY_LIMITS.codeTtlSeconds,
      },
    };
  }

  private async send(
    args: {
      purpose: AuthCodePurposeValue;
      channel: Channel;
      destination: string;
      language: MessageLanguage;
      subject?: CodeSubject;
    },
    code: string,
  ) {
    const texts = messageTexts[args.language];
    if (args.channel === "SMS") {
      const text = args.subject
        ? args.subject.sms(texts, code)
        : args.purpose === "PASSWORD_RESET"
          ? texts.resetSms(code)
          : ACCOUNT_PURPOSES.has(args.purpose)
            ? texts.accountSms(code)
            : texts.signInSms(code);
      return this.deps.messenger.sendSms({ to: args.destination, text, code });
    }
    const [subject, text] =
      args.purpose === "PASSWORD_RESET"
        ? [texts.resetSubject, texts.resetText(code)]
        : args.purpose === "TWO_FACTOR_SETUP"
          ? [texts.setupSubject, texts.setupText(code)]
          : ACCOUNT_PURPOSES.has(args.purpose)
            ? [texts.accountSubject, texts.accountText(code)]
            : [texts.twoFactorSubject, texts.twoFactorText(code)];
    return this.deps.messenger.sendEmail({ to: args.destination, subject, text, code });
  }

  /**
   * Checks a code against the newest live code of its purpose. Two tries are spent before the
   * comparison, each by a conditional statement: one of the phone's tries of this purpose, and
   * one of the code's own. A right code gives both back; a wrong one keeps them, and the one
   * that spends the phone's last try locks it (TOO_MANY_ATTEMPTS). Returns the tries left
   * (0: no live code, it expired or was used up). A live code bound to another subject is not
   * compared at all (forAnotherSubject): it confirms something else, and no try is spent on it.
   */
  async verify(
    where: { phone: string; purpose: AuthCodePurposeValue; subject?: ReadonlyArray<string | number> },
    code: string,
  ): Promise<CodeCheck> {
    const now = this.now();
    const subject = subjectDigest(where.subject);
    // One transaction takes both tries: the phone's row stays locked until the code's try is
    // taken too, so parallel guesses take them in the same order and the two counts agree.
    const { attempt, row, forAnotherSubject } = await this.db.transaction(async (tx) => {
      const attempt = await this.guards.takeTry(where.purpose, where.phone, tx);
      const newest = tx
        .select({ id: authCodes.id })
        .from(authCodes)
        .where(
          and(eq(authCodes.phone, where.phone), eq(authCodes.purpose, where.purpose), isNull(authCodes.consumedAt)),
        )
        .orderBy(desc(authCodes.createdAt))
        .limit(1);
      const live = and(
        eq(authCodes.id, newest),
        isNull(authCodes.consumedAt),
        gt(authCodes.expiresAt, now),
        sql`${authCodes.attempts} < ${authCodes.maxAttempts}`,
      );
      const [row] = await tx
        .update(authCodes)
        .set({ attempts: sql`${authCodes.attempts} + 1` })
        .where(and(live, sameSubject(subject)))
        .returning({
          id: authCodes.id,
          userId: authCodes.userId,
          codeHash: authCodes.codeHash,
          attempts: authCodes.attempts,
          maxAttempts: authCodes.maxAttempts,
        });
      if (row) return { attempt, row, forAnotherSubject: false };
      // Nothing to compare: the phone's try goes back. A live code that did not match confirms something else.
      await this.guards.giveBack(attempt, tx);
      const [other] = await tx.select({ id: authCodes.id }).from(authCodes).where(live);
      return { attempt, row, forAnotherSubject: Boolean(other) };
    });
    if (!row)
      return forAnotherSubject
        ? { valid: false, attemptsLeft: 0, forAnotherSubject }
        : { valid: false, attemptsLeft: 0, noLiveCode: true };

    if (this.deps.tokens.codeMatches(row.id, code, row.codeHash)) {
      // A right code gives back only its own tries: the wrong ones of the window stay counted,
      // so a right answer in the middle of a burst of guesses opens no room for more of them.
      await this.db
        .update(authCodes)
        .set({ verifiedAt: now, attempts: sql`greatest(${authCodes.attempts} - 1, 0)` })
        .where(eq(authCodes.id, row.id));
      await this.guards.giveBack(attempt);
      return { valid: true, id: row.id, userId: row.userId };
    }
    const phoneLeft = await this.guards.keepWrongTry(attempt, where.phone);
    if (phoneLeft === null) throw this.guards.lockedError();
    return { valid: false, attemptsLeft: Math.min(row.maxAttempts - row.attempts, phoneLeft) };
  }

  /**
   * Checks a code that must be right: INVALID_CODE (with the tries left) otherwise, or
   * CODE_FOR_ANOTHER_TRANSFER when the live code is bound to another subject (verifyActionCode).
   */
  async verifyOrThrow(
    where: { phone: string; purpose: AuthCodePurposeValue; subject?: ReadonlyArray<string | number> },
    code: string,
    field?: string,
  ) {
    const result = await this.verify(where, code);
    if (!result.valid && result.forAnotherSubject) {
      throw new DomainError("CODE_FOR_ANOTHER_TRANSFER", "The last code confirms another offer", {
        ...(field ? { fields: { [field]: ["errors.CODE_FOR_ANOTHER_TRANSFER"] } } : {}),
      });
    }
    if (!result.valid) {
      throw new DomainError("INVALID_CODE", "Invalid confirmation code", {
        attemptsLeft: result.attemptsLeft,
        ...(field ? { fields: { [field]: ["errors.INVALID_CODE"] } } : {}),
      });
    }
    return result;
  }

  /** Marks a verified code used, so its proof (ticket, mfa token, action) works only once. */
  async consume(db: Executor, id: string): Promise<boolean> {
    const done = await db
      .update(authCodes)
      .set({ consumedAt: this.now() })
      .where(and(eq(authCodes.id, id), isNull(authCodes.consumedAt)))
      .returning({ id: authCodes.id });
    return done.length === 1;
  }

  /** A phone ticket is good while it is unexpired and its code verified and not yet used. */
  async readPhoneTicket(ticket: string, phone?: string) {
    const claims = await this.deps.tokens.verifyPhoneTicket(ticket);
    if (!claims || (phone && claims.phone !== phone))
      throw new DomainError("PHONE_NOT_CONFIRMED", "The phone confirmation has expired");
    const [row] = await this.db
      .select({ id: authCodes.id })
      .from(authCodes)
      .where(
        and(
          eq(authCodes.id, claims.codeId),
          eq(authCodes.phone, claims.phone),
          eq(authCodes.purpose, "SIGN_IN"),
          isNull(authCodes.consumedAt),
          sql`${authCodes.verifiedAt} is not null`,
        ),
      );
    if (!row) throw new DomainError("PHONE_NOT_CONFIRMED", "The phone confirmation has expired");
    return claims;
  }

  // ---- Operations --------------------------------------------------------------------------------

  /** requestAuthCode: a sign-in code by SMS; a recovery code to the account's e-mail, else by SMS. */
  async requestAuthCode(
    phone: string,
    purpose: "SIGN_IN" | "PASSWORD_RESET",
    client: ClientInfo,
  ): Promise<CodeDelivery> {
    // A locked phone says so, with its own wait, before the address is counted: otherwise the
    // address's shorter window could answer for it and promise a sooner try than there is.
    await this.guards.assertNotLocked(phone);
    await this.guards.countAddress(client);
    const user = await findUserByPhone(this.db, phone);
    if (purpose === "SIGN_IN") {
      return (
        await this.issue({
          purpose,
          phone,
          userId: user?.id ?? null,
          channel: "SMS",
          destination: phone,
          language: user?.language ?? client.language,
        })
      ).delivery;
    }
    if (!user) throw new DomainError("USER_NOT_FOUND", "No account for this phone");
    return (
      await this.issue({
        purpose,
        phone,
        userId: user.id,
        channel: user.email ? "EMAIL" : "SMS",
        destination: user.email ?? phone,
        language: user.language,
      })
    ).delivery;
  }

  /** checkAuthCode: a right sign-in code gives a phone ticket, the proof the next steps take. */
  async checkAuthCode(input: { phone: string; code: string }, client: ClientInfo) {
    // Spent tries say so first, with their own wait (as above).
    await this.guards.assertTriesLeft("SIGN_IN", input.phone);
    await this.guards.countAddress(client);
    // No phone-lock check here: a code delivered before the lock stays good for its owner. The
    // guesses are held by the sign-in code's own tries, which a lock from them has spent.
    const result = await this.verify({ phone: input.phone, purpose: "SIGN_IN" }, input.code);
    if (!result.valid) {
      const refusal = result.noLiveCode ? await this.whyNotLive(input.phone, input.code) : "WRONG";
      return { codeValid: false, attemptsLeft: result.attemptsLeft, phoneTicket: null, refusal };
    }
    const phoneTicket = await this.deps.tokens.signPhoneTicket(
      { phone: input.phone, codeId: result.id },
      IDENTITY_LIMITS.phoneTicketTtlSeconds,
    );
    return { codeValid: true, attemptsLeft: IDENTITY_LIMITS.codeAttempts, phoneTicket, refusal: null };
  }

  /**
   * No sign-in code of the phone can be entered any more: says whether the one typed is the last
   * one sent, used (a finished sign-in or registration) or expired, or another, wrong one. The
   * last code is dead, so comparing with it spends no try and tells nobody anything that works.
   */
  private async whyNotLive(phone: string, code: string): Promise<CodeRefusal> {
    const [last] = await this.db
      .select({ id: authCodes.id, codeHash: authCodes.codeHash, consumedAt: authCodes.consumedAt })
      .from(authCodes)
      .where(and(eq(authCodes.phone, phone), eq(authCodes.purpose, "SIGN_IN")))
      .orderBy(desc(authCodes.createdAt))
      .limit(1);
    if (!last || !this.deps.tokens.codeMatches(last.id, code, last.codeHash)) return "WRONG";
    return last.consumedAt ? "USED" : "EXPIRED";
  }

  // ---- Actions a signed-in person confirms by SMS (a share transfer; later a phone change) ----

  /** Sends a code to the person's own phone (in their language) to confirm an action, or with `subject` one thing only. */
  async sendActionCode(userId: string, purpose: ActionCodePurpose, subject?: CodeSubject): Promise<CodeDelivery> {
    const user = await getUserById(this.db, userId);
    await this.guards.assertNotLocked(user.phone);
    return (
      await this.issue({
        purpose,
        phone: user.phone,
        userId: user.id,
        channel: "SMS",
        destination: user.phone,
        language: user.language,
        subject,
      })
    ).delivery;
  }

  /**
   * Checks an action's code (a wrong one spends a try of its purpose, like any code). The code is
   * not used up here: the action consumes it (consume) in its own transaction, so an action that
   * fails for another reason leaves the code good for another try. No phone-wide lock check: like
   * any code already delivered, it stays good while its own tries last (decision 0006). A code
   * sent with a subject is good for that subject only (`binds`, as sendActionCode was given them):
   * the last code confirming something else is CODE_FOR_ANOTHER_TRANSFER (share transfers are the
   * actions bound so), with no try spent.
   */
  async verifyActionCode(
    userId: string,
    purpose: ActionCodePurpose,
    code: string,
    binds?: ReadonlyArray<string | number>,
  ): Promise<{ codeId: string }> {
    const user = await getUserById(this.db, userId);
    const result = await this.verifyOrThrow({ phone: user.phone, purpose, subject: binds }, code, "code");
    return { codeId: result.id };
  }

  /** Uses up a verified action code inside the action's transaction; a code works once. */
  async consumeActionCode(db: Executor, proof: { codeId: string }): Promise<void> {
    if (!(await this.consume(db, proof.codeId)))
      throw new DomainError("INVALID_CODE", "Invalid confirmation code", { attemptsLeft: 0 });
  }
}
