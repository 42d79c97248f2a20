import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Language } from "#graphql/languages";
import type { preferencesInput, updateAuthUserInput, visibilityInput } from "#graphql/validation/users";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { DomainError, isUniqueViolation } from "../../errors";
import type { AuthUserRow, Viewer } from "../identity/model";

type UserChanges = Partial<typeof users.$inferInsert>;

const usernameTakenError = () =>
  new DomainError("USERNAME_TAKEN", "Username is already taken.", {
    fields: { username: ["validation.username.taken"] },
  });

/** Keeps only the fields that were given: a field left out stays as it is. */
function given<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The signed-in user's own profile and settings (spec: /settings/personal-info, localization,
 * privacy and access). Every method changes only the caller's own row.
 */
export class UserSettingsService {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  private async update(viewer: Viewer, changes: UserChanges): Promise<AuthUserRow> {
    const [user] = await this.deps.db
      .update(users)
      .set({ ...changes, updatedAt: this.deps.clock.now() })
      .where(eq(users.id, viewer.userId))
      .returning();
    if (!user) throw new DomainError("USER_NOT_FOUND", "User not found");
    return user;
  }

  async updateAuthUserLanguage(viewer: Viewer, language: Language): Promise<AuthUserRow> {
    return this.update(viewer, { language });
  }

  /** Personal info. The username is unique regardless of case: the unique index decides a race. */
  async updateAuthUser(viewer: Viewer, input: z.output<ReturnType<typeof updateAuthUserInput>>): Promise<AuthUserRow> {
    try {
      return await this.update(viewer, given(input));
    } catch (error) {
      if (isUniqueViolation(error, "users_username_lower_key")) throw usernameTakenError();
      throw error;
    }
  }

  async updateAuthUserPreferences(viewer: Viewer, input: z.output<typeof preferencesInput>): Promise<AuthUserRow> {
    return this.update(viewer, given(input));
  }

  /** A /profile welcome box put away; the same again changes nothing. */
  async hideWelcomeBox(viewer: Viewer, box: "VHOLD" | "VHUB"): Promise<AuthUserRow> {
    return this.update(viewer, box === "VHOLD" ? { welcomeVholdHidden: true } : { welcomeVhubHidden: true });
  }

  async updateAuthUserVisibility(viewer: Viewer, input: z.output<typeof visibilityInput>): Promise<AuthUserRow> {
    return this.update(viewer, given(input));
  }
}
