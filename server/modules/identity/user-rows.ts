import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";
import { DomainError } from "../../errors";
import type { AuthUserRow } from "./model";

/*
 * A person's row, as every identity service (and users' phone change and deletion) reads it. Here
 * and not in accounts.ts, whose service uses the codes and sessions services: those read the row
 * too, and would otherwise import accounts.ts back.
 */

export async function findUserByPhone(db: Executor, phone: string): Promise<AuthUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

export async function getUserById(db: Executor, id: string): Promise<AuthUserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new DomainError("USER_NOT_FOUND", "User not found");
  return row;
}
