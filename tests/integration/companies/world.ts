/**
 * Building blocks of the vHold tests: companies made and shared through the API, the way people
 * do it; roles (which the structure issues will manage) written directly.
 */
import { and, eq, isNull } from "drizzle-orm";
import { expect } from "vitest";
import {
  CreateCompanyDocument,
  ProcessOwnershipTransferStatusDocument,
  RequestShareTransferCodeDocument,
  TransferOwnershipPartDocument,
} from "#graphql/generated/operations";
import { owners, roles } from "../../../server/db/schema";
import { send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";

export async function createCompany(app: TestApp, owner: SignedUpUser, name = "Київ Інвест"): Promise<string> {
  return ok(await send(app, CreateCompanyDocument, { input: { name } }, { token: owner.accessToken })).createCompany.id;
}

/** The sender's SMS code for one transfer (this company, recipient and share); moves the clock past the resend wait afterwards. */
export async function transferCode(
  app: TestApp,
  sender: SignedUpUser,
  companyId: string,
  recipient: { username: string },
  share: number,
): Promise<string> {
  ok(
    await send(
      app,
      RequestShareTransferCodeDocument,
      { companyId, recipient: recipient.username, share },
      { token: sender.accessToken },
    ),
  );
  const code = app.messenger.lastCode(sender.phone);
  app.clock.advance(61_000);
  return code;
}

/** Offers a part (basis points): PENDING. */
export async function offer(
  app: TestApp,
  sender: SignedUpUser,
  companyId: string,
  recipient: SignedUpUser,
  share: number,
) {
  const code = await transferCode(app, sender, companyId, recipient, share);
  return ok(
    await send(
      app,
      TransferOwnershipPartDocument,
      { input: { companyId, recipient: recipient.username, share, code } },
      { token: sender.accessToken },
    ),
  ).transferOwnershipPart;
}

export async function answer(
  app: TestApp,
  who: SignedUpUser,
  id: string,
  status: "ACCEPTED" | "DECLINED" | "CANCELED",
) {
  return send(app, ProcessOwnershipTransferStatusDocument, { input: { id, status } }, { token: who.accessToken });
}

/** Offers and accepts: the recipient becomes a co-owner. */
export async function give(
  app: TestApp,
  sender: SignedUpUser,
  companyId: string,
  recipient: SignedUpUser,
  share: number,
) {
  const transfer = await offer(app, sender, companyId, recipient, share);
  ok(await answer(app, recipient, transfer.id, "ACCEPTED"));
  return transfer;
}

/**
 * A role held in the company (level 1: the director). A role of level 2 to 4 is placed under the
 * company's level-1 role (made vacant when there is none: the structure is a tree, roles_structure).
 */
export async function holdRole(
  app: TestApp,
  companyId: string,
  user: SignedUpUser,
  level: number,
  name = `Role ${level}`,
  parentRoleId?: string,
) {
  const now = app.clock.now();
  const db = app.database.db;
  const [root] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.level, 1), eq(roles.isArchived, false)));
  if (level === 1 && root && !root.userId) {
    const [role] = await db
      .update(roles)
      .set({ userId: user.id, name, updatedAt: now })
      .where(eq(roles.id, root.id))
      .returning();
    return role;
  }
  let parent = parentRoleId ?? root?.id;
  if (level > 1 && !parent) {
    const [vacant] = await db
      .insert(roles)
      .values({ companyId, name: "CEO", level: 1, createdAt: now, updatedAt: now })
      .returning();
    parent = vacant.id;
  }
  const [role] = await db
    .insert(roles)
    .values({
      companyId,
      name,
      level,
      userId: user.id,
      parentRoleId: level > 1 ? parent : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return role;
}

/** Current shares by user id, read from the database itself. */
export async function sharesOf(app: TestApp, companyId: string): Promise<Record<string, number>> {
  const rows = await app.database.db
    .select()
    .from(owners)
    .where(and(eq(owners.companyId, companyId), isNull(owners.leftAt)));
  return Object.fromEntries(rows.map((row) => [row.userId, row.shareBp]));
}

/** Every person a company-scoped operation can meet, around two companies. */
export interface World {
  /** A company with one owner. */
  solo: { id: string; owner: SignedUpUser };
  /** A company with co-owners (a 60 %, b 40 %), a former owner, a director and an employee. */
  shared: {
    id: string;
    a: SignedUpUser;
    b: SignedUpUser;
    former: SignedUpUser;
    director: SignedUpUser;
    employee: SignedUpUser;
  };
  stranger: SignedUpUser;
}

export async function buildWorld(app: TestApp): Promise<World> {
  const soloOwner = await signUp(app);
  const solo = { id: await createCompany(app, soloOwner, "Solo Trade"), owner: soloOwner };
  const [a, b, former, director, employee, stranger] = [
    await signUp(app),
    await signUp(app),
    await signUp(app),
    await signUp(app),
    await signUp(app),
    await signUp(app),
  ];
  const id = await createCompany(app, a, "Shared Works");
  await give(app, a, id, former, 1000);
  await give(app, former, id, b, 1000);
  await give(app, a, id, b, 3000);
  await holdRole(app, id, director, 1, "Director");
  await holdRole(app, id, employee, 3, "Accountant");
  expect(await sharesOf(app, id)).toEqual({ [a.id]: 6000, [b.id]: 4000 });
  return { solo, shared: { id, a, b, former, director, employee }, stranger };
}
