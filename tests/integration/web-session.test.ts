/**
 * The web app's side of sessions (app/lib/auth.server.ts) against the real API in-process: a
 * stale access token is refreshed once and the call retried; a session that cannot be
 * refreshed logs out to /auth/signin.
 */
import type { AppLoadContext } from "@remix-run/server-runtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireUserSession } from "~/lib/auth.server";
import { getSession, sessionStorage, type Tokens } from "~/lib/session.server";
import { API_KEY, createTestApp, gql, signUp, type SignedUpUser, type TestApp } from "./harness";

let app: TestApp;
let context: AppLoadContext;
beforeAll(async () => {
  app = await createTestApp();
  context = {
    api: { fetch: app.api.fetch, url: "http://api.test", apiKey: API_KEY },
    sessionSecret: "web-session-secret-0123456789abcdef",
    secureCookies: false,
    cspNonce: "",
    clientAddress: "127.0.0.1",
    devTools: true,
    supportEmail: "support@example.com",
  };
});
afterAll(() => app.close());

const cookiePair = (setCookie: string) => setCookie.split(";")[0];

/** A browser request carrying a web session with these tokens. */
async function requestWith(tokens: Tokens): Promise<Request> {
  const session = await sessionStorage(context).getSession();
  session.set("tokens", tokens);
  const cookie = cookiePair(await sessionStorage(context).commitSession(session));
  return new Request("http://web.test/profile", { headers: { cookie, "user-agent": "vitest" } });
}

const tokensOf = (user: SignedUpUser, expiresAt = Date.now() + 300_000): Tokens => ({
  accessToken: user.accessToken,
  refreshToken: user.refreshToken,
  sessionState: user.sessionState,
  expiresAt,
});

async function tokensInCookie(headers: Headers): Promise<Tokens | undefined> {
  const setCookie = headers.get("set-cookie");
  if (!setCookie) return undefined;
  const request = new Request("http://web.test/", { headers: { cookie: cookiePair(setCookie) } });
  return (await getSession(request, context)).get("tokens");
}

describe("the web session", () => {
  it("calls the API with the access token, and keeps that token while it is good", async () => {
    const user = await signUp(app);
    const auth = await requireUserSession(await requestWith(tokensOf(user)), context);
    expect((await auth.getUser()).id).toBe(user.id);
    // The cookie is written (the user's language is recorded) with the very same tokens.
    expect((await tokensInCookie(await auth.headers()))?.accessToken).toBe(user.accessToken);
  });

  it("refreshes once and retries when the API says the token has expired, and keeps the new tokens", async () => {
    const user = await signUp(app);
    app.clock.advance(301_000); // the API's clock: the access token is now expired there
    const auth = await requireUserSession(await requestWith(tokensOf(user)), context);
    expect((await auth.getUser()).id).toBe(user.id);
    const kept = await tokensInCookie(await auth.headers());
    expect(kept?.accessToken).not.toBe(user.accessToken);
    expect(kept?.refreshToken).not.toBe(user.refreshToken);
    expect(kept?.sessionState).toBe(user.sessionState);
  });

  it("refreshes before calling when the token is about to expire", async () => {
    const user = await signUp(app);
    const auth = await requireUserSession(await requestWith(tokensOf(user, Date.now() - 1_000)), context);
    await auth.getUser();
    expect((await tokensInCookie(await auth.headers()))?.refreshToken).not.toBe(user.refreshToken);
  });

  it("logs out to /auth/signin, clearing the cookie, when the session has ended", async () => {
    const user = await signUp(app);
    await gql(app, "mutation { signOut }", {}, { token: user.accessToken });
    const auth = await requireUserSession(await requestWith(tokensOf(user)), context);
    const thrown = await auth.getUser().then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/signin");
    expect(response.headers.get("set-cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("sends a visitor without a session to /auth/signin", async () => {
    const thrown = await requireUserSession(new Request("http://web.test/profile"), context).catch((error: unknown) => error);
    expect((thrown as Response).headers.get("location")).toBe("/auth/signin");
  });
});
