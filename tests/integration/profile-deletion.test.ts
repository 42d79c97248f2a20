/**
 * Deleting one's own account (spec: personal info, delete account; decision 0010): a code, YES,
 * then in one transaction the sessions end, the personal data goes, a company of the person's
 * alone goes with them, and anyone else's stake in their companies stops it.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DeleteAuthUserDocument,
  GetAccountDeletionBlockersDocument,
  GetShareTransferDocument,
  ListCompanyOwnersDocument,
  ListUserNotificationsDocument,
  RequestAccountDeletionCodeDocument,
  RequestShareTransferCodeDocument,
} from "#graphql/generated/operations";
import {
  auditEvents,
  authCodes,
  companies,
  owners,
  refreshTokens,
  roles,
  sessions,
  shareTransfers,
  users,
} from "../../server/db/schema";
import { createCompany, give, holdRole, offer } from "./companies/world";
import { createTestApp, gql, send, signUp, token, type SignedUpUser, type TestApp } from "./harness";
import { enableTwoFactor, errorCode, failure, fieldErrors, me, ok, signIn, wrongCode } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "3600" });
});
afterAll(() => app.close());

const auth = (user: SignedUpUser) => ({ token: user.accessToken });

/** Asks for the code and returns it (from the SMS, or the e-mail when given). */
async function deletionCode(user: SignedUpUser, email?: string) {
  ok(await send(app, RequestAccountDeletionCodeDocument, {}, auth(user)));
  return app.messenger.lastCode(email ?? user.phone);
}
const remove = (user: SignedUpUser, code: string, confirm = "YES") =>
  send(app, DeleteAuthUserDocument, { input: { code, confirm } }, auth(user));
const userRow = async (id: string) => (await app.database.db.select().from(users).where(eq(users.id, id)))[0];
const companyRow = async (id: string) =>
  (await app.database.db.select().from(companies).where(eq(companies.id, id)))[0];

describe("deleting the account", () => {
  it("erases the person, ends every session and frees the phone and the username", async () => {
    const user = await signUp(app);
    const other = await signIn(app, user.phone, user.password);
    const delivery = ok(await send(app, RequestAccountDeletionCodeDocument, {}, auth(user))).requestAccountDeletionCode;
    expect(delivery).toMatchObject({ channel: "SMS", expiresIn: 300 });
    expect(ok(await remove(user, app.messenger.lastCode(user.phone))).deleteAuthUser).toBe(true);

    const row = await userRow(user.id);
    expect(row).toMatchObject({
      phone: `deleted-${user.id}`,
      username: `deleted-${user.id}`,
      name: "",
      surname: "",
      email: null,
      birthday: null,
      about: null,
      avatar: null,
      mfaEnabled: false,
    });
    expect(row.deletedAt).not.toBeNull();
    // Every session ended, its refresh tokens gone, the person's codes gone.
    const live = await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((s) => s.endedAt && s.endReason === "account_deleted")).toBe(true);
    expect(
      await app.database.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, user.sessionState)),
    ).toEqual([]);
    expect(await app.database.db.select().from(authCodes).where(eq(authCodes.userId, user.id))).toEqual([]);

    // Old tokens are dead: access on both devices, refresh too.
    expect(errorCode(await me(app, user.accessToken))).toBe("UNAUTHENTICATED");
    expect(errorCode(await me(app, other.accessToken))).toBe("UNAUTHENTICATED");
    expect(
      (await token(app, { grant_type: "refresh_token", refresh_token: other.refreshToken }, { apiKey: false })).status,
    ).toBe(400);

    // The phone and the username make a fresh account, which signs in.
    const again = await signUp(app, { phone: user.phone, username: user.username });
    expect(again.id).not.toBe(user.id);
    expect(ok(await me(app, again.accessToken)).getAuthUser).toMatchObject({
      phone: user.phone,
      username: user.username,
    });
  });

  it("sends the code to the second factor's e-mail when two-factor is on", async () => {
    const user = await signUp(app);
    const email = `del_${user.phone.slice(-6)}@example.com`;
    await enableTwoFactor(app, user, email);
    const delivery = ok(await send(app, RequestAccountDeletionCodeDocument, {}, auth(user))).requestAccountDeletionCode;
    expect(delivery.channel).toBe("EMAIL");
    ok(await remove(user, app.messenger.lastCode(email)));
    expect((await userRow(user.id)).email).toBeNull();
  });

  it("refuses a wrong code and a missing YES, and changes nothing", async () => {
    const user = await signUp(app);
    const code = await deletionCode(user);
    expect(failure(await remove(user, wrongCode(code)))).toMatchObject({ code: "INVALID_CODE", attemptsLeft: 4 });
    expect(fieldErrors(await remove(user, code, "yes please"))).toEqual({ confirm: ["validation.confirm.yes"] });
    expect(fieldErrors(await remove(user, code, ""))).toEqual({ confirm: ["validation.confirm.yes"] });
    expect((await userRow(user.id)).deletedAt).toBeNull();
    ok(await me(app, user.accessToken));
    // The code is still good for the real thing.
    ok(await remove(user, code));
  });

  it("says up front which companies keep the account, and refuses to send a code while one does", async () => {
    const blockers = async (user: SignedUpUser) =>
      ok(await send(app, GetAccountDeletionBlockersDocument, {}, auth(user))).getAuthUser.accountDeletionBlockers;
    const refusedCode = async (user: SignedUpUser) => {
      const before = app.messenger.sent.length;
      expect(errorCode(await send(app, RequestAccountDeletionCodeDocument, {}, auth(user)))).toBe(
        "SOLE_OWNER_HAS_COMPANIES",
      );
      expect(app.messenger.sent.length, "no code sent").toBe(before);
    };

    // A company of one's own alone keeps nothing (it goes with the account).
    const [boss, director] = [await signUp(app), await signUp(app)];
    const company = await createCompany(app, boss, "Boss Trade");
    expect(await blockers(boss)).toEqual([]);
    // Someone else holding a role in it does.
    await holdRole(app, company, director, 1);
    expect(await blockers(boss)).toEqual([{ id: company, name: "Boss Trade" }]);
    await refusedCode(boss);
    // Holding a role in someone else's company keeps nobody.
    expect(await blockers(director)).toEqual([]);

    // A pending transfer out of the company: someone is about to come in.
    const [solo, recipient] = [await signUp(app), await signUp(app)];
    const soloCompany = await createCompany(app, solo, "Almost Solo");
    await offer(app, solo, soloCompany, recipient, 1000);
    expect(await blockers(solo)).toEqual([{ id: soloCompany, name: "Almost Solo" }]);
    await refusedCode(solo);

    // Co-owners, either of them: the share is transferred first.
    const [a, b] = [await signUp(app), await signUp(app)];
    const shared = await createCompany(app, a, "Pair Trade");
    await give(app, a, shared, b, 4000);
    expect(await blockers(a)).toEqual([{ id: shared, name: "Pair Trade" }]);
    expect(await blockers(b)).toEqual([{ id: shared, name: "Pair Trade" }]);
    await refusedCode(a);
    await refusedCode(b);
  });

  it("refuses the deletion when someone came in after the code was sent; the code stays good", async () => {
    const [boss, director] = [await signUp(app), await signUp(app)];
    const company = await createCompany(app, boss, "Late Trade");
    const code = await deletionCode(boss);
    await holdRole(app, company, director, 1);
    expect(errorCode(await remove(boss, code))).toBe("SOLE_OWNER_HAS_COMPANIES");
    expect((await userRow(boss.id)).deletedAt).toBeNull();
    expect((await companyRow(company)).deletedAt).toBeNull();
    // The refusal used nothing up: with the director gone, the same code deletes.
    await app.database.db.update(roles).set({ userId: null }).where(eq(roles.companyId, company));
    ok(await remove(boss, code));
  });

  it("deletes a company that is the person's alone, cancels shares offered to them, vacates their roles; all audited", async () => {
    const [user, giver, employer] = [await signUp(app), await signUp(app), await signUp(app)];
    const mine = await createCompany(app, user, "Only Mine");
    await holdRole(app, mine, user, 1);
    const theirs = await createCompany(app, giver, "Giver Trade");
    const transfer = await offer(app, giver, theirs, user, 2500);
    const job = await createCompany(app, employer, "Employer Trade");
    const role = await holdRole(app, job, user, 2);

    ok(await remove(user, await deletionCode(user)));

    expect((await companyRow(mine)).deletedAt).not.toBeNull();
    // The owners still hold 100 % in every company (the trigger checked it at commit).
    const [owner] = await app.database.db.select().from(owners).where(eq(owners.companyId, mine));
    expect(owner.shareBp).toBe(10000);
    const [canceled] = await app.database.db.select().from(shareTransfers).where(eq(shareTransfers.id, transfer.id));
    expect(canceled.status).toBe("CANCELED");
    const [giverOwner] = await app.database.db
      .select()
      .from(owners)
      .where(and(eq(owners.companyId, theirs), eq(owners.userId, giver.id)));
    expect(giverOwner).toMatchObject({ shareBp: 10000, reservedBp: 0 });
    const [vacated] = await app.database.db.select().from(roles).where(eq(roles.id, role.id));
    expect(vacated.userId).toBeNull();

    const actions = async (companyId: string) =>
      (await app.database.db.select().from(auditEvents).where(eq(auditEvents.companyId, companyId))).map(
        (e) => e.action,
      );
    expect(await actions(mine)).toContain("company.deleted");
    expect(await actions(theirs)).toContain("shareTransfer.canceled");
    expect(await actions(job)).toContain("role.vacated");
    // The person is no longer someone a share can be offered to.
    expect(await offerFails(giver, theirs, `deleted-${user.id}`)).toBe(true);
  });

  it("is shown to others as a deleted account: deleted, no name, no phone, no photo", async () => {
    const [user, giver] = [await signUp(app), await signUp(app)];
    const theirs = await createCompany(app, giver, "Giver Deleted");
    const transfer = await offer(app, giver, theirs, user, 2500);
    const alive = ok(await send(app, GetShareTransferDocument, { id: transfer.id }, auth(giver))).getShareTransfer;
    expect(alive.toUser).toMatchObject({ id: user.id, deleted: false, name: "Olena" });

    ok(await remove(user, await deletionCode(user)));

    // The canceled transfer still names the person, as a deleted account (asked with every field
    // of a person: the app's own lists ask for fewer, PersonFields).
    const TRANSFER_PEOPLE =
      "query($id: ID!) { getShareTransfer(id: $id) { toUser { id deleted name surname phone email avatar } } }";
    const after = ok(
      await gql<{ getShareTransfer: { toUser: Record<string, unknown> } }>(
        app,
        TRANSFER_PEOPLE,
        { id: transfer.id },
        { token: giver.accessToken },
      ),
    ).getShareTransfer;
    expect(after.toUser).toMatchObject({
      id: user.id,
      deleted: true,
      name: "",
      surname: "",
      phone: "",
      email: null,
      avatar: null,
    });
    // So does the sender's notification of the cancellation.
    const { items } = ok(
      await send(app, ListUserNotificationsDocument, { period: "ALL", limit: 10 }, auth(giver)),
    ).listUserNotifications;
    const counterparts = items
      .map((n) => (n.__typename === "ShareTransferNotification" ? n.shareTransfer.counterpart : null))
      .filter((c) => c?.id === user.id);
    expect(counterparts.length).toBeGreaterThan(0);
    expect(counterparts.every((c) => c?.deleted === true)).toBe(true);
    // A live owner is no deleted account.
    const owners = ok(await send(app, ListCompanyOwnersDocument, { companyId: theirs }, auth(giver))).listCompanyOwners;
    expect(owners.map((o) => o.user.deleted)).toEqual([false]);
  });

  it("of parallel deletions with one code, exactly one succeeds", async () => {
    const user = await signUp(app);
    const code = await deletionCode(user);
    const answers = await Promise.all(Array.from({ length: 4 }, () => remove(user, code)));
    const succeeded = answers.filter((a) => !a.errors);
    expect(succeeded).toHaveLength(1);
    // The others find the code used up, or (arriving later) their session already ended.
    for (const answer of answers.filter((a) => a.errors))
      expect(["INVALID_CODE", "UNAUTHENTICATED"]).toContain(errorCode(answer));
    expect((await userRow(user.id)).deletedAt).not.toBeNull();
  });
});

/** Whether offering a share to this username is refused as nobody's (before any SMS code is sent for it). */
async function offerFails(sender: SignedUpUser, companyId: string, recipient: string) {
  const answer = await send(app, RequestShareTransferCodeDocument, { companyId, recipient, share: 100 }, auth(sender));
  return fieldErrors(answer).recipient?.[0] === "validation.recipient.unknown";
}
