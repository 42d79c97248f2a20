/**
 * The web app's side of sessions (app/lib/auth.server.ts) against the real API in-process: a
 * stale access token is refreshed once and the call retried; a session that cannot be
 * refreshed logs out to /auth/signin. What the session becomes is written by the request's state
 * (graphql/load-context.ts), which the host applies to every response of that request.
 */
import { readFeatures } from "#graphql/features";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GetAuthUserDocument, GetCompanyDocument, ListUserCompaniesDocument } from "#graphql/generated/operations";
import { ApiError } from "~/lib/api.server";
import { logout, requireUserSession } from "~/lib/auth.server";
import { RequestState } from "#graphql/load-context";
import { getSession, sessionStorage, type Tokens } from "~/lib/session.server";
import { API_KEY, createTestApp, gql, signUp, type SignedUpUser, type TestApp } from "./harness";

let app: TestApp;
let context: AppLoadContext;
/** The load context of one request (each request has its own state). */
const contextFor = (): AppLoadContext => ({ ...context, state: new RequestState() });
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
    features: readFeatures({}).features,
    state: new RequestState(),
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

/** The cookies the request's response sets, as the host applies them. */
async function responseCookies(request: AppLoadContext): Promise<Headers> {
  const headers = new Headers();
  await request.state.applyTo(headers);
  return headers;
}

async function tokensInCookie(of: AppLoadContext): Promise<Tokens | undefined> {
  const setCookie = (await responseCookies(of)).get("set-cookie");
  if (!setCookie) return undefined;
  const request = new Request("http://web.test/", { headers: { cookie: cookiePair(setCookie) } });
  return (await getSession(request, context)).get("tokens");
}

describe("the web session", () => {
  it("calls the API with the access token, and keeps that token while it is good", async () => {
    const user = await signUp(app);
    const request = contextFor();
    const auth = await requireUserSession(await requestWith(tokensOf(user)), request);
    expect((await auth.getUser()).id).toBe(user.id);
    // The cookie is written (the user's language is recorded) with the very same tokens.
    expect((await tokensInCookie(request))?.accessToken).toBe(user.accessToken);
  });

  it("refreshes once and retries when the API says the token has expired, and keeps the new tokens", async () => {
    const user = await signUp(app);
    app.clock.advance(301_000); // the API's clock: the access token is now expired there
    const request = contextFor();
    const auth = await requireUserSession(await requestWith(tokensOf(user)), request);
    expect((await auth.getUser()).id).toBe(user.id);
    const kept = await tokensInCookie(request);
    expect(kept?.accessToken).not.toBe(user.accessToken);
    expect(kept?.refreshToken).not.toBe(user.refreshToken);
    expect(kept?.sessionState).toBe(user.sessionState);
  });

  it("refreshes before calling when the token is about to expire", async () => {
    const user = await signUp(app);
    const request = contextFor();
    const auth = await requireUserSession(await requestWith(tokensOf(user, Date.now() - 1_000)), request);
    await auth.getUser();
    expect((await tokensInCookie(request))?.refreshToken).not.toBe(user.refreshToken);
  });

  it("logs out to /auth/signin, clearing the cookie, when the session has ended", async () => {
    const user = await signUp(app);
    await gql(app, "mutation { signOut }", {}, { token: user.accessToken });
    const request = contextFor();
    const auth = await requireUserSession(await requestWith(tokensOf(user)), request);
    const thrown = await auth.getUser().then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/signin");
    expect((await responseCookies(request)).get("set-cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("sends a visitor without a session to /auth/signin", async () => {
    const thrown = await requireUserSession(new Request("http://web.test/profile"), contextFor()).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get("location")).toBe("/auth/signin");
  });

  it("is opened once per request: the loaders of a navigation share it and one refresh", async () => {
    const user = await signUp(app);
    const request = contextFor();
    const browser = await requestWith(tokensOf(user, Date.now() - 1_000));
    // The layout's loader and the page's loader, as Remix runs them: in parallel.
    const [layout, page] = await Promise.all([
      requireUserSession(browser, request),
      requireUserSession(browser, request),
    ]);
    expect(layout).toBe(page);
    await Promise.all([layout.getUser(), page.getUser()]);
    const kept = await tokensInCookie(request);
    expect(kept?.refreshToken).not.toBe(user.refreshToken);
    // One successor only: the kept refresh token is the lineage's latest, and it still works.
    const next = await requireUserSession(await requestWith({ ...kept!, expiresAt: Date.now() - 1_000 }), contextFor());
    expect((await next.getUser()).id).toBe(user.id);
  });

  it("writes the refreshed session even when the loader then throws (a redirect, an error)", async () => {
    const user = await signUp(app);
    const request = contextFor();
    const auth = await requireUserSession(await requestWith(tokensOf(user, Date.now() - 1_000)), request);
    await auth.getUser();
    const loader = async () => {
      throw new Error("the page failed after the refresh");
    };
    await expect(loader()).rejects.toThrow();
    // The host applies the request's state to the error page as to any answer.
    expect((await tokensInCookie(request))?.refreshToken).not.toBe(user.refreshToken);
  });

  it("lets the last word win: a refresh then a logout in one request clears the cookie", async () => {
    const user = await signUp(app);
    const request = contextFor();
    const browser = await requestWith(tokensOf(user, Date.now() - 1_000));
    await (await requireUserSession(browser, request)).getUser();
    await logout(browser, request);
    const sessions = (await responseCookies(request))
      .getSetCookie()
      .filter((cookie) => cookie.startsWith("__session="));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("sends the queries a page's loaders start together as one call, each answered or refused on its own", async () => {
    const user = await signUp(app);
    const calls: string[] = [];
    const request: AppLoadContext = {
      ...contextFor(),
      api: {
        ...context.api,
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          calls.push(String(init?.body ?? ""));
          return app.api.fetch(input, init);
        }) as typeof fetch,
      },
    };
    const browser = await requestWith(tokensOf(user));
    const [layout, page] = await Promise.all([
      requireUserSession(browser, request),
      requireUserSession(browser, request),
    ]);
    const [me, companies, missing] = await Promise.allSettled([
      layout.call(GetAuthUserDocument, {}),
      page.call(ListUserCompaniesDocument, {}),
      page.call(GetCompanyDocument, { id: "00000000-0000-4000-8000-000000000000" }),
    ]);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0])).toHaveLength(3);
    expect(me.status === "fulfilled" && me.value.getAuthUser.id).toBe(user.id);
    expect(companies.status === "fulfilled" && companies.value.listUserCompanies).toEqual([]);
    // One refused query does not take the others with it; it fails as a lone call would.
    expect(missing.status).toBe("rejected");
    expect((missing as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    expect(((missing as PromiseRejectedResult).reason as ApiError).code).not.toBe("UNKNOWN");
  });
});
