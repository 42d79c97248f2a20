/**
 * The per-address limit of the sign-in calls (RATE_LIMIT_ADDRESS_MAX per 10 minutes, here 3), and
 * x-client-address, the browser's address the web server forwards: believed only with the API key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readClient } from "../../server/graphql/client-info";
import { IDENTITY_LIMITS } from "../../server/modules/identity/model";
import { API_KEY, CHECK_CODE, REQUEST_CODE, createTestApp, gql, newPhone, type TestApp } from "./harness";
import { USERNAME_UNIQUE, USER_EXISTS, failure, ok } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_ADDRESS_MAX: "3" });
});
afterAll(() => app.close());

let addresses = 0;
const newAddress = () => `203.0.113.${(addresses += 1)}`;
const requestCode = (phone: string, address?: string) => gql(app, REQUEST_CODE, { phone }, { apiKey: true, address });

describe("per-address limit", () => {
  it("the 4th code request from one address within 10 minutes is RATE_LIMITED, not a phone's lockout; another address still works", async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) ok(await requestCode(newPhone(), address));

    const before = app.messenger.sent.length;
    const fourth = await requestCode(newPhone(), address);
    expect(fourth.data).toBeNull();
    const refused = failure(fourth);
    expect(refused.code).toBe("RATE_LIMITED");
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(600);
    expect(app.messenger.sent.length).toBe(before);

    ok(await requestCode(newPhone(), newAddress()));
  });

  it("the window ends after 10 minutes", async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) ok(await requestCode(newPhone(), address));
    const refused = failure(await requestCode(newPhone(), address));
    expect(refused.code).toBe("RATE_LIMITED");
    app.clock.advance((refused.retryAfter as number) * 1000);
    ok(await requestCode(newPhone(), address));
  });

  it("counts every sign-in call of the address together: codes, code checks and account look-ups", async () => {
    const address = newAddress();
    const phone = newPhone();
    ok(await requestCode(phone, address));
    ok(
      await gql(app, CHECK_CODE, { input: { phone, code: app.messenger.lastCode(phone) } }, { apiKey: true, address }),
    );
    ok(await gql(app, USER_EXISTS, { phone }, { apiKey: true, address }));
    expect(failure(await gql(app, USER_EXISTS, { phone }, { apiKey: true, address })).code).toBe("RATE_LIMITED");
  });

  it("a locked phone tells its own lock and its wait, not the address's shorter window", async () => {
    const address = newAddress();
    const phone = newPhone();
    ok(await requestCode(phone, address));
    const code = app.messenger.lastCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    // Five wrong codes (from the web server, which forwards no address) lock the phone for 15 minutes.
    for (let i = 0; i < 4; i += 1) ok(await gql(app, CHECK_CODE, { input: { phone, code: wrong } }, { apiKey: true }));
    expect(failure(await gql(app, CHECK_CODE, { input: { phone, code: wrong } }, { apiKey: true }))).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
      retryAfter: 900,
    });
    // The address then uses up its window; 8 minutes later 2 minutes of it are left.
    ok(await gql(app, USER_EXISTS, { phone: newPhone() }, { apiKey: true, address }));
    ok(await gql(app, USER_EXISTS, { phone: newPhone() }, { apiKey: true, address }));
    app.clock.advance(8 * 60_000);
    expect(failure(await gql(app, USER_EXISTS, { phone: newPhone() }, { apiKey: true, address }))).toMatchObject({
      code: "RATE_LIMITED",
      retryAfter: 120,
    });
    // Asking for a code or checking one for the locked phone says the phone's lock and its real wait.
    expect(failure(await requestCode(phone, address))).toMatchObject({ code: "TOO_MANY_ATTEMPTS", retryAfter: 7 * 60 });
    expect(failure(await gql(app, CHECK_CODE, { input: { phone, code } }, { apiKey: true, address }))).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
      retryAfter: 7 * 60,
    });
  });

  it("the web server's own calls without a forwarded address are not limited by it", async () => {
    for (let i = 0; i < 5; i += 1) ok(await gql(app, USER_EXISTS, { phone: newPhone() }, { apiKey: true }));
  });
});

describe("username availability checks per address", () => {
  const check = (username: string, address?: string) =>
    gql<{ checkUsernameUnique: boolean }>(app, USERNAME_UNIQUE, { username }, { apiKey: true, address });
  // Twice the sign-in calls an address may make (here 2 × 3).
  const LIMIT = IDENTITY_LIMITS.usernameChecksPerSignInCall * 3;

  it("answer up to twice the address's sign-in calls in 10 minutes, then RATE_LIMITED with the wait; another address still works", async () => {
    const address = newAddress();
    for (let i = 0; i < LIMIT; i += 1) expect(ok(await check(`name_${i}`, address)).checkUsernameUnique).toBe(true);
    const refused = failure(await check("one_more", address));
    expect(refused.code).toBe("RATE_LIMITED");
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(600);
    ok(await check("one_more", newAddress()));

    app.clock.advance((refused.retryAfter as number) * 1000);
    ok(await check("one_more", address));
  });

  it("are counted apart from the sign-in calls: checking names does not spend the address's sign-in budget", async () => {
    const address = newAddress();
    for (let i = 0; i < LIMIT; i += 1) ok(await check(`name_${i}`, address));
    ok(await requestCode(newPhone(), address));
  });
});

describe("x-client-address", () => {
  const request = (headers: Record<string, string>) =>
    new Request("http://api.test/graphql", { method: "POST", headers });

  it("is believed from a caller with the API key", () => {
    const client = readClient(request({ "x-api-key": API_KEY, "x-client-address": "198.51.100.7" }), true, "10.0.0.1");
    expect(client.address).toBe("198.51.100.7");
  });

  it("is ignored without the API key: the address the connection came from counts", () => {
    const client = readClient(request({ "x-client-address": "198.51.100.7" }), false, "10.0.0.1");
    expect(client.address).toBe("10.0.0.1");
  });

  it("a caller without the key cannot dodge the limit by making up addresses", async () => {
    // Over Yoga's server context, as the HTTP server runs it: the peer address is 10.9.9.9.
    const call = async (forwarded: string, apiKey: boolean) => {
      const headers: Record<string, string> = { "content-type": "application/json", "x-client-address": forwarded };
      if (apiKey) headers["x-api-key"] = API_KEY;
      const response = await app.api.yoga.fetch(
        new Request("http://api.test/graphql", {
          method: "POST",
          headers,
          body: JSON.stringify({ query: REQUEST_CODE, variables: { phone: newPhone() } }),
        }),
        { req: { ip: "10.9.9.9" } },
      );
      return (await response.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
    };
    // Without the key the call is refused outright, whatever address it claims.
    expect((await call(newAddress(), false)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    // With the key, the forwarded address is the one counted, not the web server's own.
    for (let i = 0; i < 3; i += 1) expect((await call("198.51.100.99", true)).errors).toBeUndefined();
    expect((await call("198.51.100.99", true)).errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    expect((await call(newAddress(), true)).errors).toBeUndefined();
  });
});
