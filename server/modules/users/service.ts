import { eq } from "drizzle-orm";
import type { Language } from "#graphql/languages";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { DomainError } from "../../errors";
import type { AuthUserRow, Viewer } from "../identity/model";

/**
 * The signed-in user's own profile and settings (spec: /settings/localization, personal info).
 * For now the interface language, which the header's switch sets and every page then speaks.
 */
export class UserSettingsService {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  async updateAuthUserLanguage(viewer: Viewer, language: Language): Promise<AuthUserRow> {
    const [user] = await this.deps.db
      .update(users)
      .set({ language, updatedAt: this.deps.clock.now() })
      .where(eq(users.id, viewer.userId))
      .returning();
    if (!user) throw new DomainError("USER_NOT_FOUND", "User not found");
    return user;
  }
}
