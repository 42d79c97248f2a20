import { hash as argonHash } from "@node-rs/argon2";
import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { changePasswordInput, recoverPasswordInput, registerUserInput } from "#graphql/validation/identity";
import { users } from "../../db/schema";
import { DomainError, isUniqueViolation } from "../../errors";
import type { CodeService } from "./codes";
import type { Guards } from "./guards";
import type { AuthUserRow, ClientInfo, IdentityDeps, Viewer } from "./model";
import { endSessions } from "./sessions";
import { findUserByPhone, getUserById } from "./user-rows";

const usernameTakenError = () =>
  new DomainError("USERNAME_TAKEN", "Username is already taken.", {
    fields: { username: ["validation.username.taken"] },
  });

/** Accounts and passwords: registration, the username and phone checks, recovery and change. */
export class AccountService {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly guards: Guards,
    private readonly codes: CodeService,
  ) {}

  private get db() {
    return this.deps.db;
  }
  private now() {
    return this.deps.clock.now();
  }

  async checkUserExists(phone: string, client: ClientInfo): Promise<boolean> {
    await this.guards.countAddress(client);
    return Boolean(await findUserByPhone(this.db, phone));
  }

  /**
   * True when nobody has the username yet, whatever its case. Limited per client address.
   * `ownerId`: the signed-in caller, whose own username counts as free (personal info: keeping
   * it, or changing only its case, takes nobody's name).
   */
  async checkUsernameUnique(username: string, client: ClientInfo, ownerId?: string): Promise<boolean> {
    await this.guards.countUsernameCheck(client);
    return !(await this.usernameTaken(username, ownerId));
  }

  private async usernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
    const sameName = sql`lower(${users.username}) = lower(${username})`;
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(exceptUserId ? and(sameName, ne(users.id, exceptUserId)) : sameName);
    return Boolean(row);
  }

  /** Creates the account of a phone confirmed by its phone ticket. */
  async registerUser(input: z.output<typeof registerUserInput>, client: ClientInfo): Promise<AuthUserRow> {
    const { phone } = await this.codes.readPhoneTicket(input.phoneTicket);
    if (await findUserByPhone(this.db, phone)) throw new DomainError("PHONE_TAKEN", "The number is already in use.");
    if (await this.usernameTaken(input.username)) throw usernameTakenError();
    const passwordHash = await argonHash(input.password);
    const now = this.now();
    try {
      const [user] = await this.db
        .insert(users)
        .values({
          phone,
          name: input.name,
          surname: input.surname,
          username: input.username,
          passwordHash,
          language: input.language ?? client.language,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      this.deps.logger.info({ userId: user.id }, "user registered");
      return user;
    } catch (error) {
      // Two registrations racing: the database's unique indexes decide.
      if (isUniqueViolation(error, "users_username_lower_key")) throw usernameTakenError();
      if (isUniqueViolation(error, "users_phone_key"))
        throw new DomainError("PHONE_TAKEN", "The number is already in use.");
      throw error;
    }
  }

  /** updateAuthUserPassword signed out: the recovery code proves the phone; every session ends. */
  async recoverPassword(input: z.output<typeof recoverPasswordInput>, client: ClientInfo): Promise<void> {
    await this.guards.countAddress(client);
    const result = await this.codes.verifyOrThrow({ phone: input.phone, purpose: "PASSWORD_RESET" }, input.code);
    const passwordHash = await argonHash(input.password);
    await this.db.transaction(async (tx) => {
      if (!(await this.codes.consume(tx, result.id)))
        throw new DomainError("INVALID_CODE", "Invalid confirmation code");
      const [user] = await tx
        .update(users)
        .set({ passwordHash, updatedAt: this.now() })
        .where(eq(users.phone, input.phone))
        .returning({ id: users.id });
      // Whoever knew the old password is out: every session of the account ends.
      if (user) await endSessions(tx, this.now(), user.id, "password_reset");
    });
    await this.guards.forgetPasswordTries(input.phone);
  }

  /** updateAuthUserPassword signed in: the current password is the step-up; other devices end. */
  async changePassword(viewer: Viewer, input: z.output<typeof changePasswordInput>): Promise<void> {
    const user = await getUserById(this.db, viewer.userId);
    // A stolen access token alone must not be enough, nor let its holder guess freely.
    await this.guards.checkPassword(user, input.currentPassword, {
      message: "Invalid password. Please try again.",
      field: "currentPassword",
    });
    const passwordHash = await argonHash(input.password);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: this.now() }).where(eq(users.id, user.id));
      // The other devices sign in again with the new password; this one stays.
      await endSessions(tx, this.now(), user.id, "password_changed", viewer.sessionId);
    });
  }
}
