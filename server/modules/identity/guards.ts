import { verify as argonVerify } from "@node-rs/argon2";
import type { Executor } from "../../db/client";
import type { AuthCodePurposeValue } from "../../db/schema";
import { DomainError } from "../../errors";
import { IDENTITY_LIMITS, type AuthUserRow, type ClientInfo, type IdentityDeps } from "./model";
import { throttle, type Reservation } from "./throttle";

/** What a try is spent on: a code of one purpose, or a password (at sign-in or as the step-up). */
export type TryKind = AuthCodePurposeValue | "PASSWORD";

const lockKey = (phone: string) => `lock:${phone}`;
export const triesKey = (kind: TryKind, phone: string) => `tries:${kind}:${phone}`;
const addrKey = (address: string) => `addr:${address}`;
const usernameCheckKey = (address: string) => `username-check:${address}`;

const TRIES = {
  max: IDENTITY_LIMITS.failuresBeforeLock,
  windowSeconds: IDENTITY_LIMITS.failureWindowSeconds,
  lockSeconds: IDENTITY_LIMITS.lockSeconds,
};

/**
 * The limits on guessing and asking (decision 0006): tries per kind of secret and phone, spent
 * before anything is compared; the phone's lock; requests per client address. Kept in
 * PostgreSQL (throttles), so every instance sees the same counts.
 */
export class Guards {
  constructor(private readonly deps: Pick<IdentityDeps, "db" | "clock" | "rateLimitAddressMax">) {}

  private get db() {
    return this.deps.db;
  }
  private now() {
    return this.deps.clock.now();
  }

  lockedError(retryAfter: number = IDENTITY_LIMITS.lockSeconds): DomainError {
    return new DomainError("TOO_MANY_ATTEMPTS", "Too many login attempts", { retryAfter });
  }

  /** A locked phone gets no new codes. */
  async assertNotLocked(phone: string) {
    const wait = await throttle.lockedFor(this.db, lockKey(phone), this.now());
    if (wait > 0) throw this.lockedError(wait);
  }

  /**
   * Counts a sign-in call from the client's address; too many answer RATE_LIMITED, a limit of its
   * own: the wait it tells is the address's window, not a phone's lock.
   */
  async countAddress(client: ClientInfo) {
    if (!client.address) return;
    const { hits, retryAfter } = await throttle.hit(
      this.db,
      addrKey(client.address),
      IDENTITY_LIMITS.addressWindowSeconds,
      this.now(),
    );
    if (hits > this.deps.rateLimitAddressMax) {
      throw new DomainError("RATE_LIMITED", "Too many requests from this address", { retryAfter });
    }
  }

  /** The live username check: limited per client address, so it cannot list the users. */
  async countUsernameCheck(client: ClientInfo) {
    if (!client.address) return;
    const { hits, retryAfter } = await throttle.hit(
      this.db,
      usernameCheckKey(client.address),
      IDENTITY_LIMITS.addressWindowSeconds,
      this.now(),
    );
    if (hits > IDENTITY_LIMITS.usernameChecksPerSignInCall * this.deps.rateLimitAddressMax) {
      throw new DomainError("RATE_LIMITED", "Too many username checks from this address", { retryAfter });
    }
  }

  /** Refuses at once, spending nothing, when the tries of this kind are spent. */
  async assertTriesLeft(kind: TryKind, phone: string) {
    const wait = await throttle.lockedFor(this.db, triesKey(kind, phone), this.now());
    if (wait > 0) throw this.lockedError(wait);
  }

  /**
   * Spends a try BEFORE anything is compared: one statement decides, so parallel guesses cannot
   * all read "tries left" and then all be compared. No try left: TOO_MANY_ATTEMPTS with the wait.
   */
  async takeTry(kind: TryKind, phone: string, db: Executor = this.db): Promise<Reservation> {
    const reservation = await throttle.reserve(db, triesKey(kind, phone), TRIES, this.now());
    if (reservation) return reservation;
    const wait = await throttle.lockedFor(db, triesKey(kind, phone), this.now());
    throw this.lockedError(wait || IDENTITY_LIMITS.lockSeconds);
  }

  /** A right answer gives its try back: it was no failure. */
  async giveBack(reservation: Reservation, db: Executor = this.db) {
    await throttle.release(db, reservation);
  }

  /**
   * A wrong answer keeps its try. When it was the last one, the lock it put in place stays and
   * the phone is locked too (no new codes). Returns the tries left, or null when locked.
   */
  async keepWrongTry(reservation: Reservation, phone: string): Promise<number | null> {
    if (!reservation.lockedUntil) return TRIES.max - reservation.hits;
    await throttle.lock(this.db, lockKey(phone), IDENTITY_LIMITS.lockSeconds, this.now());
    return null;
  }

  /** A new password starts with all its tries: the wrong guesses of the old one no longer matter. */
  async forgetPasswordTries(phone: string) {
    await throttle.clear(this.db, triesKey("PASSWORD", phone));
  }

  /**
   * Compares a password with the account's, spending one of the phone's password tries first
   * (sign-in and every step-up share them). Wrong: INVALID_PASSWORD with the tries left, or the
   * lock once they are spent.
   */
  async checkPassword(user: AuthUserRow, password: string, wrong: { message: string; field?: string }): Promise<void> {
    const reservation = await this.takeTry("PASSWORD", user.phone);
    let right: boolean;
    try {
      right = await argonVerify(user.passwordHash, password);
    } catch (error) {
      await this.giveBack(reservation);
      throw error;
    }
    if (right) return this.giveBack(reservation);
    const left = await this.keepWrongTry(reservation, user.phone);
    if (left === null) throw this.lockedError();
    throw new DomainError("INVALID_PASSWORD", wrong.message, {
      attemptsLeft: left,
      ...(wrong.field ? { fields: { [wrong.field]: ["validation.password.wrong"] } } : {}),
    });
  }
}
