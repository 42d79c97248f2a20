import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { DomainError, parseInput } from "../../errors";
import type { AuthUserRow, Viewer } from "../identity/service";

const languageInput = z.enum(["uk", "ru", "en"], { error: "validation.language.invalid" });

/**
 * The signed-in user's own settings (spec: /settings/localization, personal info). For now the
 * interface language, which the header's switch sets and every page then speaks.
 */
export class UserSettingsService {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  async updateLanguage(viewer: Viewer, rawLanguage: unknown): Promise<AuthUserRow> {
    const language = parseInput(languageInput, rawLanguage, "language");
    const [user] = await this.deps.db
      .update(users)
      .set({ language, updatedAt: this.deps.clock.now() })
      .where(eq(users.id, viewer.userId))
      .returning();
    if (!user) throw new DomainError("USER_NOT_FOUND", "User not found");
    return user;
  }
}
