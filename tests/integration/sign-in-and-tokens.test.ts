/**
 * The token endpoint (/oauth/token): password grant, refresh-token rotation and reuse, and
 * signOut ending one session of a user but not the others.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import {
  CHECK_CODE,
  REQUEST_CODE,
  confirmPhone,
  createTestApp,
  gql,
  newPhone,
  signUp,
  token,
  type TestApp,
} from "./harness";
import { me, ok, rawToken, signIn, signOut, wrongCode } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const passwordGrant = (phone: string, password: string, phoneTicket: string, apiKey = true) =>
  token(app, { grant_type: "password", username: phone, password, phone_ticket: phoneTicket }, { apiKey });
const refreshGrant = (refreshToken: string) =>
  token(app, { grant_type: "refresh_token", refresh_token: refreshToken }, { apiKey: false });

async function expectSignedIn(accessToken: string, userId: string) {
  const answer = await me(app, accessToken);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  expect(answer.data?.getAuthUser.id).toBe(userId);
}
async function expectRefused(accessToken: string) {
  const answer = await me(app, accessToken);
  expect(answer.data).toBeNull();
  expect(answer.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
}

describe("password grant", () => {
  it("answers an OAuth token set for the right phone ticket and password", async () => {
    const user = await signUp(app);
    const ticket = await confirmPhone(app, user.phone);
    const granted = await passwordGrant(user.phone, user.password, ticket);
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ token_type: "Bearer", expires_in: 300 });
    expect(typeof granted.body.access_token).toBe("string");
    expect(typeof granted.body.refresh_token).toBe("string");
    expect(granted.body.refresh_expires_in).toBe(2_592_000);
    expect(typeof granted.body.session_state).toBe("string");
    expect(granted.body.session_state).not.toBe(user.sessionState);
    await expectSignedIn(granted.body.access_token as string, user.id);
  });

  it("says no-store so that no cache keeps the tokens", async () => {
    const user = await signUp(app);
    const ticket = await confirmPhone(app, user.phone);
    const response = await rawToken(app, {
      method: "POST",
      apiKey: true,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "password",
        username: user.phone,
        password: user.password,
        phone_ticket: ticket,
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a caller without the API key with 401 invalid_client, spending nothing", async () => {
    const user = await signUp(app);
    const ticket = await confirmPhone(app, user.phone);
    const refused = await passwordGrant(user.phone, user.password, ticket, false);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe("invalid_client");
    // The ticket is still good for the real web server.
    expect((await passwordGrant(user.phone, user.password, ticket)).status).toBe(200);
  });

  it("refuses a wrong password with 400 invalid_grant, INVALID_PASSWORD and the tries left", async () => {
    const user = await signUp(app);
    const ticket = await confirmPhone(app, user.phone);
    const first = await passwordGrant(user.phone, "Wrong#Horse9", ticket);
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({ error: "invalid_grant", error_code: "INVALID_PASSWORD", attempts_left: 4 });
    expect(first.body.access_token).toBeUndefined();
    const second = await passwordGrant(user.phone, "Wrong#Horse8", ticket);
    expect(second.body).toMatchObject({ error_code: "INVALID_PASSWORD", attempts_left: 3 });
    // A wrong password does not spend the phone ticket: the right one still goes through.
    expect((await passwordGrant(user.phone, user.password, ticket)).status).toBe(200);
  });

  it("5 wrong passwords lock the phone: 429 too_many_attempts with retry_after, even for the right password", async () => {
    const user = await signUp(app);
    const ticket = await confirmPhone(app, user.phone);
    for (let i = 0; i < 4; i += 1)
      expect((await passwordGrant(user.phone, `Wrong#Horse${i}`, ticket)).status).toBe(400);
    const fifth = await passwordGrant(user.phone, "Wrong#Horse5", ticket);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ error: "too_many_attempts", error_code: "TOO_MANY_ATTEMPTS", retry_after: 900 });

    const right = await passwordGrant(user.phone, user.password, ticket);
    expect(right.status).toBe(429);
    expect(right.body.error).toBe("too_many_attempts");
    // No new SMS code either while the lock lasts.
    const code = await gql(app, REQUEST_CODE, { phone: user.phone }, { apiKey: true });
    expect(code.errors?.[0].extensions?.code).toBe("TOO_MANY_ATTEMPTS");

    app.clock.advance(15 * 60_000);
    const fresh = await confirmPhone(app, user.phone);
    expect((await passwordGrant(user.phone, user.password, fresh)).status).toBe(200);
  });

  it("counts wrong passwords and wrong codes apart: each has its own five tries", async () => {
    const user = await signUp(app);
    const ticket = await confirmPhone(app, user.phone);
    expect((await passwordGrant(user.phone, "Wrong#Horse1", ticket)).body.attempts_left).toBe(4);
    expect((await passwordGrant(user.phone, "Wrong#Horse2", ticket)).body.attempts_left).toBe(3);
    app.clock.advance(61_000);
    ok(await gql(app, REQUEST_CODE, { phone: user.phone }, { apiKey: true }));
    const code = app.messenger.lastCode(user.phone);
    const check = (c: string) =>
      gql<{ checkAuthCode: { codeValid: boolean; attemptsLeft: number; phoneTicket: string | null } }>(
        app,
        CHECK_CODE,
        { input: { phone: user.phone, code: c } },
        { apiKey: true },
      );
    expect(ok(await check(wrongCode(code))).checkAuthCode.attemptsLeft).toBe(4);
    expect(ok(await check(wrongCode(code))).checkAuthCode.attemptsLeft).toBe(3);
    // And the password's count goes on where it was.
    const fresh = ok(await check(code)).checkAuthCode.phoneTicket!;
    expect((await passwordGrant(user.phone, "Wrong#Horse3", fresh)).body.attempts_left).toBe(2);
  });

  it("spends the phone ticket: a second sign-in with it is PHONE_NOT_CONFIRMED", async () => {
    const user = await signUp(app);
    const ticket = await confirmPhone(app, user.phone);
    expect((await passwordGrant(user.phone, user.password, ticket)).status).toBe(200);
    const again = await passwordGrant(user.phone, user.password, ticket);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: "invalid_grant", error_code: "PHONE_NOT_CONFIRMED" });
    expect(again.body.access_token).toBeUndefined();
  });

  it("refuses the ticket of one phone for another phone's account", async () => {
    const victim = await signUp(app);
    const attackerTicket = await confirmPhone(app, newPhone());
    const refused = await passwordGrant(victim.phone, victim.password, attackerTicket);
    expect(refused.status).toBe(400);
    expect(refused.body.error_code).toBe("PHONE_NOT_CONFIRMED");
  });

  it("refuses a missing or made-up phone ticket, and an expired one (15 minutes)", async () => {
    const user = await signUp(app);
    expect((await passwordGrant(user.phone, user.password, "")).body.error_code).toBe("PHONE_NOT_CONFIRMED");
    expect((await passwordGrant(user.phone, user.password, "made.up.ticket")).body.error_code).toBe(
      "PHONE_NOT_CONFIRMED",
    );
    const ticket = await confirmPhone(app, user.phone);
    app.clock.advance(15 * 60_000 + 1_000);
    const late = await passwordGrant(user.phone, user.password, ticket);
    expect(late.status).toBe(400);
    expect(late.body.error_code).toBe("PHONE_NOT_CONFIRMED");
  });

  it("answers USER_NOT_FOUND for a confirmed phone without an account", async () => {
    const phone = newPhone();
    const ticket = await confirmPhone(app, phone);
    const answer = await passwordGrant(phone, "Correct#Horse9", ticket);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: "invalid_grant", error_code: "USER_NOT_FOUND" });
  });

  it("refuses a blocked account with 403 user_blocked, even with the right password", async () => {
    const user = await signUp(app);
    await app.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    const ticket = await confirmPhone(app, user.phone);
    const refused = await passwordGrant(user.phone, user.password, ticket);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: "user_blocked", error_code: "USER_BLOCKED" });
    expect(refused.body.access_token).toBeUndefined();
  });

  it("signs a blocked account out everywhere: its access and refresh tokens stop working", async () => {
    const user = await signUp(app);
    await app.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    expect((await me(app, user.accessToken)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await token(app, { grant_type: "refresh_token", refresh_token: user.refreshToken })).body.error).toBe(
      "invalid_grant",
    );
  });

  it("a right SMS code does not wipe out wrong passwords: guesses stay counted", async () => {
    const user = await signUp(app);
    const first = await confirmPhone(app, user.phone);
    expect((await passwordGrant(user.phone, "Wrong#Horse1", first)).body.attempts_left).toBe(4);
    app.clock.advance(61_000);
    const second = await confirmPhone(app, user.phone);
    expect((await passwordGrant(user.phone, "Wrong#Horse2", second)).body.attempts_left).toBe(3);
  });

  it("refuses a malformed phone as invalid_request", async () => {
    const answer = await passwordGrant("not-a-phone", "Correct#Horse9", "ticket");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: "invalid_request", error_code: "BAD_USER_INPUT" });
  });
});

describe("refresh_token grant", () => {
  it("rotates: a new refresh token and a working access token of the same session", async () => {
    const user = await signUp(app);
    const refreshed = await refreshGrant(user.refreshToken);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(user.refreshToken);
    expect(refreshed.body.session_state).toBe(user.sessionState);
    await expectSignedIn(refreshed.body.access_token as string, user.id);
    // And the new one rotates in turn.
    const next = await refreshGrant(refreshed.body.refresh_token as string);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(refreshed.body.refresh_token);
  });

  it("gives a fresh access token once the old one expired (5 minutes)", async () => {
    const user = await signUp(app);
    app.clock.advance(300_000);
    await expectRefused(user.accessToken);
    const refreshed = await refreshGrant(user.refreshToken);
    expect(refreshed.status).toBe(200);
    await expectSignedIn(refreshed.body.access_token as string, user.id);
  });

  it("a refresh token used again after 15 s is a theft: invalid_grant, and the whole session ends", async () => {
    const user = await signUp(app);
    const other = await signIn(app, user.phone, user.password); // another device of the same user
    const rotated = await refreshGrant(user.refreshToken);
    expect(rotated.status).toBe(200);
    app.clock.advance(16_000);

    const reused = await refreshGrant(user.refreshToken);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe("invalid_grant");
    expect(reused.body.access_token).toBeUndefined();

    // Every token of that session stops working: the thief's and the owner's alike.
    await expectRefused(user.accessToken);
    await expectRefused(rotated.body.access_token as string);
    expect((await refreshGrant(rotated.body.refresh_token as string)).body.error).toBe("invalid_grant");
    // The user's other session is not touched.
    await expectSignedIn(other.accessToken, user.id);
    expect((await refreshGrant(other.refreshToken)).status).toBe(200);
  });

  it("a refresh token used again within 15 s (two tabs refreshing at once) answers the same successor", async () => {
    const user = await signUp(app);
    const first = await refreshGrant(user.refreshToken);
    app.clock.advance(10_000);
    const second = await refreshGrant(user.refreshToken);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).toBe(first.body.refresh_token);
    expect(second.body.session_state).toBe(user.sessionState);
    await expectSignedIn(first.body.access_token as string, user.id);
    await expectSignedIn(second.body.access_token as string, user.id);
    expect((await refreshGrant(second.body.refresh_token as string)).status).toBe(200);
  });

  it("replayed 5 times in parallel it answers one successor; after the grace the old token ends the session", async () => {
    const user = await signUp(app);
    const replays = await Promise.all(Array.from({ length: 5 }, () => refreshGrant(user.refreshToken)));
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const successors = new Set(replays.map((r) => r.body.refresh_token));
    expect(successors.size).toBe(1);
    const [successor] = [...successors] as string[];
    expect(successor).not.toBe(user.refreshToken);

    app.clock.advance(16_000);
    const late = await refreshGrant(user.refreshToken);
    expect(late.status).toBe(400);
    expect(late.body.error).toBe("invalid_grant");
    // The session is over: the successor every replay got is refused too.
    expect((await refreshGrant(successor)).body.error).toBe("invalid_grant");
    await expectRefused(replays[0].body.access_token as string);
  });

  it("within the grace, a replay answers the newest token of the line even when it moved on", async () => {
    const user = await signUp(app);
    const second = await refreshGrant(user.refreshToken);
    app.clock.advance(2_000);
    const third = await refreshGrant(second.body.refresh_token as string);
    expect(third.status).toBe(200);
    app.clock.advance(2_000);
    // A slow tab still holding the first token lands on the same, newest token.
    const replay = await refreshGrant(user.refreshToken);
    expect(replay.status).toBe(200);
    expect(replay.body.refresh_token).toBe(third.body.refresh_token);
    expect((await refreshGrant(third.body.refresh_token as string)).status).toBe(200);
  });

  it("a token that is not the newest of its line, used after the grace, ends the session", async () => {
    const user = await signUp(app);
    const second = await refreshGrant(user.refreshToken);
    app.clock.advance(1_000);
    const third = await refreshGrant(second.body.refresh_token as string);
    app.clock.advance(20_000);
    const stale = await refreshGrant(second.body.refresh_token as string);
    expect(stale.body.error).toBe("invalid_grant");
    expect((await refreshGrant(third.body.refresh_token as string)).body.error).toBe("invalid_grant");
    await expectRefused(third.body.access_token as string);
  });

  it("refuses an unknown refresh token with invalid_grant", async () => {
    const answer = await refreshGrant("this-is-no-refresh-token");
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("invalid_grant");
  });

  it("refuses a refresh token once the refresh lifetime (30 days) is over", async () => {
    const user = await signUp(app);
    app.clock.advance(2_592_000_000 + 1_000);
    const answer = await refreshGrant(user.refreshToken);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("invalid_grant");
  });

  it('answers "No refresh token" when none is sent', async () => {
    const answer = await token(app, { grant_type: "refresh_token" }, { apiKey: false });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: "invalid_request", error_description: "No refresh token" });
    const empty = await token(app, { grant_type: "refresh_token", refresh_token: "" }, { apiKey: false });
    expect(empty.body.error_description).toBe("No refresh token");
  });
});

describe("the token endpoint itself", () => {
  it("refuses an unknown or missing grant type with unsupported_grant_type", async () => {
    const forms: Array<Record<string, string>> = [
      { grant_type: "client_credentials" },
      { grant_type: "authorization_code", code: "x" },
      {},
    ];
    for (const form of forms) {
      const answer = await token(app, form);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("unsupported_grant_type");
    }
  });

  it("answers 405 to anything but POST", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const answer = await rawToken(app, { method, apiKey: true });
      expect(answer.status).toBe(405);
      expect(answer.headers.get("allow")).toBe("POST");
    }
  });

  it("answers 415 to a body that is not a form", async () => {
    const answer = await rawToken(app, {
      method: "POST",
      apiKey: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ grant_type: "refresh_token", refresh_token: "x" }),
    });
    expect(answer.status).toBe(415);
    expect(answer.body.error).toBe("invalid_request");
  });

  it("refuses the two-factor grant without the API key", async () => {
    const answer = await token(
      app,
      { grant_type: "urn:vhold:grant-type:mfa-otp", mfa_token: "x", otp: "123456" },
      { apiKey: false },
    );
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe("invalid_client");
  });
});

describe("signOut", () => {
  it("ends the caller's session only: its tokens stop working, the user's other session keeps working", async () => {
    const user = await signUp(app);
    const other = await signIn(app, user.phone, user.password);
    await expectSignedIn(user.accessToken, user.id);

    expect(await signOut(app, user.accessToken)).toEqual({ signOut: true });

    await expectRefused(user.accessToken);
    const refreshed = await refreshGrant(user.refreshToken);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe("invalid_grant");

    await expectSignedIn(other.accessToken, user.id);
    const otherRefreshed = await refreshGrant(other.refreshToken);
    expect(otherRefreshed.status).toBe(200);
    await expectSignedIn(otherRefreshed.body.access_token as string, user.id);
  });

  it("a signed-out token cannot sign out again", async () => {
    const user = await signUp(app);
    await signOut(app, user.accessToken);
    const again = await gql(app, "mutation { signOut }", {}, { token: user.accessToken });
    expect(again.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
