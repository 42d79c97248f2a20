import { eq } from "drizzle-orm";
import { e164Phone } from "#graphql/validation/identity";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/** What the staff check reads of a user. */
export interface StaffCandidate {
  phone: string;
  isStaff: boolean;
}

/**
 * Platform staff: the people who write the knowledge base (and, later, other platform-wide
 * content). The flag is set only by the `npm run staff` command on the server's own database,
 * never through the API. With APP_ENV=test, STAFF_PHONES also counts as staff (the end-to-end
 * suite registers its authors through the screens and cannot run the command on the database
 * its server holds open).
 */
export class StaffService {
  private readonly testPhones: ReadonlySet<string>;

  constructor(
    private readonly db: Database,
    testPhones: readonly string[] = [],
  ) {
    this.testPhones = new Set(testPhones);
  }

  isStaff(user: StaffCandidate | undefined): boolean {
    return Boolean(user && (user.isStaff || this.testPhones.has(user.phone)));
  }

  /** Grants or revokes the flag by phone; false when no account has that phone. */
  async setStaff(rawPhone: string, isStaff: boolean): Promise<boolean> {
    const parsed = e164Phone.safeParse(rawPhone);
    if (!parsed.success) throw new Error(`${rawPhone} is not a phone number in international form (+380671234567)`);
    const updated = await this.db
      .update(users)
      .set({ isStaff })
      .where(eq(users.phone, parsed.data))
      .returning({ id: users.id });
    return updated.length === 1;
  }

  async list(): Promise<Array<{ phone: string; username: string }>> {
    return this.db
      .select({ phone: users.phone, username: users.username })
      .from(users)
      .where(eq(users.isStaff, true))
      .orderBy(users.phone);
  }
}
