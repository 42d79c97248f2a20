/**
 * Active sessions (spec: privacy and access; section 9): the person's devices with the browser,
 * the system, when each signed in and was last active, and which is this one; ending another
 * device's session only 7 days after this device signed in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EndAuthUserSessionDocument,
  GetAuthUserDocument,
  ListAuthUserSessionsDocument,
} from "#graphql/generated/operations";
import { confirmPhone, createTestApp, send, signUp, token, type SignedUpUser, type TestApp } from "./harness";
import { errorCode, failure, ok, rawToken } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY = 24 * 3600 * 1000;
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Signs in from a browser that names itself (the token endpoint keeps the user agent). */
async function signInFrom(user: SignedUpUser, userAgent: string) {
  const ticket = await confirmPhone(app, user.phone);
  const body = new URLSearchParams({
    grant_type: "password",
    username: user.phone,
    password: user.password,
    phone_ticket: ticket,
  });
  const granted = await rawToken(app, {
    method: "POST",
    apiKey: true,
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": userAgent },
    body,
  });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  app.clock.advance(61_000);
  return {
    accessToken: granted.body.access_token as string,
    refreshToken: granted.body.refresh_token as string,
    id: granted.body.session_state as string,
  };
}

/** A fresh access token for a session after the clock moved past the old one's life. */
async function refreshed(refreshToken: string) {
  const answer = await token(app, { grant_type: "refresh_token", refresh_token: refreshToken }, { apiKey: false });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { accessToken: answer.body.access_token as string, refreshToken: answer.body.refresh_token as string };
}

const list = async (accessToken: string) =>
  ok(await send(app, ListAuthUserSessionsDocument, {}, { token: accessToken })).listAuthUserSessions;
const end = (accessToken: string, id: string) => send(app, EndAuthUserSessionDocument, { id }, { token: accessToken });

describe("listAuthUserSessions", () => {
  it("lists the live sessions with device, sign-in and last activity, marking this one", async () => {
    const user = await signUp(app);
    const phone = await signInFrom(user, SAFARI_IPHONE);
    const sessions = await list(user.accessToken);
    expect(sessions).toHaveLength(2);
    const mine = sessions.find((s) => s.current)!;
    expect(mine.id).toBe(user.sessionState);
    expect(sessions.find((s) => !s.current)).toMatchObject({ id: phone.id, browser: "Safari", os: "iOS" });
    expect(Date.parse(mine.signedInAt)).toBeLessThanOrEqual(Date.parse(mine.lastActiveAt));
    // Another person's list holds none of these.
    const other = await signUp(app);
    expect((await list(other.accessToken)).map((s) => s.id)).toEqual([other.sessionState]);
  });
});

describe("endAuthUserSession", () => {
  it("refuses to end another device's session before 7 days, telling when it becomes allowed", async () => {
    const user = await signUp(app);
    const signedInAt = (await list(user.accessToken)).find((s) => s.current)!.signedInAt;
    const phone = await signInFrom(user, SAFARI_IPHONE);
    const refused = failure(await end(user.accessToken, phone.id));
    expect(refused).toMatchObject({
      code: "SESSION_END_NOT_YET_ALLOWED",
      allowedAt: new Date(Date.parse(signedInAt) + 7 * DAY).toISOString(),
    });
    ok(await send(app, GetAuthUserDocument, {}, { token: phone.accessToken }));
  });

  it("after 7 days ends it: its access token is refused at once and its refresh token is dead", async () => {
    const user = await signUp(app);
    app.clock.advance(7 * DAY);
    const mine = await refreshed(user.refreshToken);
    const phone = await signInFrom(user, SAFARI_IPHONE);
    // The phone signed in just now: it may not end the older device's session yet.
    expect(errorCode(await end(phone.accessToken, user.sessionState))).toBe("SESSION_END_NOT_YET_ALLOWED");
    expect(ok(await end(mine.accessToken, phone.id)).endAuthUserSession).toBe(true);
    expect(errorCode(await send(app, GetAuthUserDocument, {}, { token: phone.accessToken }))).toBe("UNAUTHENTICATED");
    expect(
      (await token(app, { grant_type: "refresh_token", refresh_token: phone.refreshToken }, { apiKey: false })).status,
    ).toBe(400);
    expect((await list(mine.accessToken)).map((s) => s.id)).toEqual([user.sessionState]);
    // Ended once: again it is not found.
    expect(errorCode(await end(mine.accessToken, phone.id))).toBe("SESSION_NOT_FOUND");
  });

  it("cannot touch another person's session, nor an id that is no session", async () => {
    const [olena, taras] = [await signUp(app), await signUp(app)];
    app.clock.advance(7 * DAY);
    const olenaNow = await refreshed(olena.refreshToken);
    expect(errorCode(await end(olenaNow.accessToken, taras.sessionState))).toBe("SESSION_NOT_FOUND");
    expect(errorCode(await end(olenaNow.accessToken, "not-an-id"))).toBe("SESSION_NOT_FOUND");
    const tarasNow = await refreshed(taras.refreshToken);
    ok(await send(app, GetAuthUserDocument, {}, { token: tarasNow.accessToken }));
  });

  it("the own session may always be ended, like signing out", async () => {
    const user = await signUp(app);
    ok(await end(user.accessToken, user.sessionState));
    expect(errorCode(await send(app, GetAuthUserDocument, {}, { token: user.accessToken }))).toBe("UNAUTHENTICATED");
  });

  it("parallel ends of one session end it once", async () => {
    const user = await signUp(app);
    app.clock.advance(7 * DAY);
    const mine = await refreshed(user.refreshToken);
    const phone = await signInFrom(user, SAFARI_IPHONE);
    const answers = await Promise.all(Array.from({ length: 6 }, () => end(mine.accessToken, phone.id)));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.filter((a) => errorCode(a) === "SESSION_NOT_FOUND")).toHaveLength(5);
  });
});
