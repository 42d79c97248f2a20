import type { APIRequestContext } from "@playwright/test";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { sessionStorage, type Tokens } from "../../app/lib/session.server";
import { expect, test, type Api, type TestUser } from "./fixtures";
import { API_KEY, BASE_URL, EDGE_SESSION_SECRET } from "./env";

/**
 * The split itself (project "edge" only): the web half in workerd in front of the API alone on
 * Node. The flows (sign-in, registration) run through the shared specs; this file checks what is
 * particular to the split.
 */

/** Headers that say how the bytes travel, not what the page may do. */
const transport = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "vary",
]);

test("the web half sends the single process's security headers (the nonce aside), with a fresh nonce per page", async ({
  request,
  baseURL,
}) => {
  const normalized = async (url: string) => {
    // Both answer the request's id back (a given one: the same value on both sides).
    const response = await request.get(url, { headers: { "x-request-id": "e2e-edge-headers" } });
    expect(response.status(), url).toBe(200);
    const headers = Object.fromEntries(
      Object.entries(response.headers())
        .filter(([name]) => !transport.has(name) && name !== "set-cookie")
        .map(([name, value]) => [name, value.replace(/'nonce-[^']+'/, "'nonce-…'")]),
    );
    return { headers, nonce: /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] };
  };
  const single = await normalized(`${BASE_URL}/auth/signin`);
  const edge = await normalized(`${baseURL}/auth/signin`);
  expect(edge.headers).toEqual(single.headers);
  expect(edge.nonce).toBeTruthy();
  expect((await normalized(`${baseURL}/auth/signin`)).nonce).not.toBe(edge.nonce);
});

test.describe("the API refuses the web half's privileged calls without the API key, over HTTP at its own port", () => {
  /** A GraphQL call to the API process with the given key (or none). */
  const call = async (
    request: APIRequestContext,
    apiURL: string,
    apiKey: string | null,
    query: string,
    variables: Record<string, unknown>,
  ) => {
    const response = await request.post(`${apiURL}/graphql`, {
      headers: { "content-type": "application/json", ...(apiKey ? { "x-api-key": apiKey } : {}) },
      data: { query, variables },
    });
    return (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { extensions?: { code?: string } }[];
    };
  };
  const refusals = [
    ["no key", null],
    ["a wrong key", "wrong-api-key-0123456789abcdef"],
  ] as const;

  test("requestAuthCode: refused and nothing is sent; with the key, a code is sent", async ({
    request,
    apiURL,
    outbox,
    user,
  }) => {
    const query = `mutation ($phone: String!) { requestAuthCode(phone: $phone, purpose: SIGN_IN) { sentTo } }`;
    for (const [title, key] of refusals) {
      expect(
        (await call(request, apiURL, key, query, { phone: user.phone })).errors?.[0]?.extensions?.code,
        title,
      ).toBe("FORBIDDEN");
    }
    expect(await outbox.count(user.phone)).toBe(0);
    expect((await call(request, apiURL, API_KEY, query, { phone: user.phone })).errors).toBeUndefined();
    expect(await outbox.count(user.phone)).toBe(1);
  });

  test("checkAuthCode: refused with the right code, which then still works with the key", async ({
    request,
    apiURL,
    outbox,
    user,
  }) => {
    await call(
      request,
      apiURL,
      API_KEY,
      `mutation ($phone: String!) { requestAuthCode(phone: $phone, purpose: SIGN_IN) { sentTo } }`,
      { phone: user.phone },
    );
    const code = await outbox.code(user.phone);
    const query = `mutation ($input: CheckAuthCodeInput!) { checkAuthCode(input: $input) { codeValid phoneTicket } }`;
    for (const [title, key] of refusals) {
      const answer = await call(request, apiURL, key, query, { input: { phone: user.phone, code } });
      expect(answer.errors?.[0]?.extensions?.code, title).toBe("FORBIDDEN");
      expect(answer.data?.checkAuthCode ?? null, title).toBeNull();
    }
    const answer = await call(request, apiURL, API_KEY, query, { input: { phone: user.phone, code } });
    expect(answer.data?.checkAuthCode).toMatchObject({ codeValid: true });
  });

  test("registerUser: refused with a good phone ticket, and no account appears; with the key, it registers", async ({
    request,
    apiURL,
    api,
    user,
  }) => {
    const phoneTicket = await api.confirmPhone(user.phone);
    const query = `mutation ($input: RegisterUserInput!) { registerUser(input: $input) { id } }`;
    const input = {
      phoneTicket,
      name: user.name,
      surname: user.surname,
      username: user.username,
      password: user.password,
      confirmPassword: user.password,
      consent: true,
      language: user.language,
    };
    for (const [title, key] of refusals) {
      expect((await call(request, apiURL, key, query, { input })).errors?.[0]?.extensions?.code, title).toBe(
        "FORBIDDEN",
      );
    }
    expect(await api.userExists(user.phone)).toBe(false);
    expect((await call(request, apiURL, API_KEY, query, { input })).errors).toBeUndefined();
    expect(await api.userExists(user.phone)).toBe(true);
  });

  test("the password grant: refused with the right password and ticket, which then work with the key", async ({
    request,
    apiURL,
    api,
    user,
  }) => {
    const phoneTicket = await api.createUser(user);
    const form = { grant_type: "password", username: user.phone, password: user.password, phone_ticket: phoneTicket };
    for (const [title, key] of refusals) {
      const response = await request.post(`${apiURL}/oauth/token`, { headers: key ? { "x-api-key": key } : {}, form });
      expect(response.status(), title).toBe(401);
      const body = (await response.json()) as { error?: string; access_token?: string };
      expect(body.error, title).toBe("invalid_client");
      expect(body.access_token, title).toBeUndefined();
    }
    expect(await api.passwordGrant(user, phoneTicket)).toBeTruthy();
  });
});

test.describe("the web session on the edge (sealed with Web Crypto in workerd, refreshed there)", () => {
  // The session cookie as app/lib/session.server.ts seals it, here on Node with the Worker's
  // secret: the Worker must open it, and the test must open what the Worker writes.
  const storage = sessionStorage({ sessionSecret: EDGE_SESSION_SECRET, secureCookies: false } as AppLoadContext);

  /** Tokens for a new account, straight from the API's password grant. */
  async function tokensFor(request: APIRequestContext, apiURL: string, api: Api, user: TestUser): Promise<Tokens> {
    const phoneTicket = await api.createUser(user);
    const response = await request.post(`${apiURL}/oauth/token`, {
      headers: { "x-api-key": API_KEY },
      form: { grant_type: "password", username: user.phone, password: user.password, phone_ticket: phoneTicket },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      access_token: string;
      refresh_token: string;
      session_state: string;
      expires_in: number;
    };
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      sessionState: body.session_state,
      expiresAt: Date.now() + body.expires_in * 1000,
    };
  }

  for (const [title, stale] of [
    [
      "an access token past its time is refreshed before the call",
      (t: Tokens) => ({ ...t, expiresAt: Date.now() - 1_000 }),
    ],
    [
      "an access token the API refuses is refreshed once and the call retried",
      (t: Tokens) => ({ ...t, accessToken: `${t.accessToken}x` }),
    ],
  ] as const) {
    test(`${title}: the profile opens and the cookie holds the new tokens`, async ({
      request,
      apiURL,
      api,
      user,
      ui,
      context,
      baseURL,
    }) => {
      const tokens = await tokensFor(request, apiURL, api, user);
      const session = await storage.getSession();
      session.set("tokens", stale(tokens));
      const sealed = /^__session=([^;]+)/.exec(await storage.commitSession(session))![1];
      await context.addCookies([{ name: "__session", value: sealed, url: baseURL! }]);

      await ui.goto("/profile");
      await ui.expectProfile(user);

      const cookie = (await context.cookies()).find((c) => c.name === "__session");
      expect(cookie?.value, "the Worker wrote a new session cookie").not.toBe(sealed);
      const kept = (await storage.getSession(`__session=${cookie!.value}`)).get("tokens");
      expect(kept?.sessionState).toBe(tokens.sessionState);
      expect(kept?.refreshToken, "the refresh token was used and rotated").not.toBe(tokens.refreshToken);
      // (Not compared with the old access token: one issued in the same second is the same JWT.)
      const me = await api.gql<{ getAuthUser: { username: string } }>(
        "{ getAuthUser { username } }",
        {},
        kept!.accessToken,
      );
      expect(me.getAuthUser.username, "the access token in the cookie is one the API takes").toBe(user.username);
    });
  }
});
