/**
 * Route actions of the web app against the real API in-process, as the browser posts to them:
 * registration whose sign-in is refused after the account was made, and the preference actions
 * (language kept in the profile when signed in; cookies marked Secure where cookies are).
 */
import { readFeatures } from "#graphql/features";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionStorage, type WebSessionData } from "~/lib/session.server";
import { takeToasts } from "~/lib/toast.server";
import { action as registrationAction } from "~/routes/auth.registration";
import { action as localeAction } from "~/routes/preferences.locale";
import { action as themeAction } from "~/routes/preferences.theme";
import { API_KEY, confirmPhone, createTestApp, gql, newPhone, signUp, type TestApp } from "./harness";
import { USER_EXISTS, failure, me, ok } from "./support";
import { RequestState } from "#graphql/load-context";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_ADDRESS_MAX: "3" });
});
afterAll(() => app.close());

const BROWSER_ADDRESS = "203.0.113.77";

const contextWith = (overrides: Partial<AppLoadContext> = {}): AppLoadContext => ({
  api: { fetch: app.api.fetch, url: "http://api.test", apiKey: API_KEY },
  sessionSecret: "web-actions-secret-0123456789abcdef",
  secureCookies: false,
  cspNonce: "",
  clientAddress: BROWSER_ADDRESS,
  devTools: true,
  supportEmail: "support@example.com",
  features: readFeatures({}).features,
  state: new RequestState(),
  ...overrides,
});

const pair = (setCookie: string) => setCookie.split(";")[0];

async function sessionCookie(context: AppLoadContext, data: Partial<WebSessionData>): Promise<string> {
  const session = await sessionStorage(context).getSession();
  for (const [key, value] of Object.entries(data)) session.set(key as keyof WebSessionData, value as never);
  return pair(await sessionStorage(context).commitSession(session));
}

function post(path: string, form: Record<string, string>, cookie?: string) {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    "user-agent": "vitest",
  };
  if (cookie) headers.cookie = cookie;
  return new Request(`http://web.test${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
}

/** The Set-Cookie headers of a response, by cookie name. */
const setCookies = (response: Response) =>
  Object.fromEntries(response.headers.getSetCookie().map((c) => [c.split("=")[0], c] as const));

describe("registration when signing in afterwards is refused", () => {
  it("the account is made, and the person is told so and why, on the sign-in page (no 500)", async () => {
    const context = contextWith();
    const phone = newPhone();
    const phoneTicket = await confirmPhone(app, phone);
    // The browser's address has used up its sign-in requests (3 in this file).
    for (let i = 0; i < 3; i += 1)
      ok(await gql(app, USER_EXISTS, { phone: newPhone() }, { apiKey: true, address: BROWSER_ADDRESS }));
    expect(
      failure(await gql(app, USER_EXISTS, { phone: newPhone() }, { apiKey: true, address: BROWSER_ADDRESS })).code,
    ).toBe("RATE_LIMITED");

    const cookie = await sessionCookie(context, { signIn: { phone, countryCode: "UA", phoneTicket } });
    const password = "Correct#Horse9";
    const response = (await registrationAction({
      request: post(
        "/auth/registration",
        {
          intent: "register",
          name: "Olena",
          surname: "Koval",
          username: `late_${phone.slice(-7)}`,
          password,
          confirmPassword: password,
          consent: "on",
        },
        cookie,
      ),
      context,
      params: {},
    })) as Response;

    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/signin");
    const cookies = setCookies(response);
    const { toasts } = await takeToasts(
      new Request("http://web.test/auth/signin", { headers: { cookie: pair(cookies.toast) } }),
      context,
    );
    expect(toasts).toMatchObject([
      { type: "warning", title: "toast.registeredSignInLater", description: "errors.RATE_LIMITED" },
    ]);
    expect(toasts[0].values?.minutes).toBeGreaterThan(0);
    // The sign-in progress is gone from the session: the next step starts over.
    const session = await sessionStorage(context).getSession(pair(cookies.__session));
    expect(session.get("signIn")).toBeUndefined();
    expect(session.get("tokens")).toBeUndefined();
    expect(
      ok(await gql<{ checkUserExists: boolean }>(app, USER_EXISTS, { phone }, { apiKey: true })).checkUserExists,
    ).toBe(true);
  });
});

describe("the language switch", () => {
  it("signed in: kept in the profile, in the session and in the cookie", async () => {
    const context = contextWith({ clientAddress: null });
    const user = await signUp(app);
    const cookie = await sessionCookie(context, {
      tokens: {
        accessToken: user.accessToken,
        refreshToken: user.refreshToken,
        sessionState: user.sessionState,
        expiresAt: Date.now() + 300_000,
      },
      language: "uk",
    });
    const response = (await localeAction({
      request: post("/preferences/locale", { language: "en", redirectTo: "/profile" }, cookie),
      context,
      params: {},
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/profile");
    expect(ok(await me(app, user.accessToken)).getAuthUser).toMatchObject({ language: "en" });
    // As the host does: the request's state goes onto the response.
    await context.state.applyTo(response.headers);
    const cookies = setCookies(response);
    expect(pair(cookies.i18n_locale)).toBe("i18n_locale=en");
    expect((await sessionStorage(context).getSession(pair(cookies.__session))).get("language")).toBe("en");
  });

  it("signed out: the cookie only", async () => {
    const response = (await localeAction({
      request: post("/preferences/locale", { language: "ru", redirectTo: "/auth/signin" }),
      context: contextWith(),
      params: {},
    })) as Response;
    expect(response.headers.get("location")).toBe("/auth/signin");
    expect(Object.keys(setCookies(response))).toEqual(["i18n_locale"]);
  });

  it("refuses a redirect elsewhere", async () => {
    const response = (await localeAction({
      request: post("/preferences/locale", { language: "en", redirectTo: "/\t/evil.example" }),
      context: contextWith(),
      params: {},
    })) as Response;
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("preference cookies", () => {
  it("are Secure where cookies are (SECURE_COOKIES, on in production), and not otherwise", async () => {
    for (const secure of [true, false]) {
      const context = contextWith({ secureCookies: secure });
      const theme = setCookies(
        (await themeAction({
          request: post("/preferences/theme", { theme: "dark", redirectTo: "/" }),
          context,
          params: {},
        })) as Response,
      );
      const locale = setCookies(
        (await localeAction({
          request: post("/preferences/locale", { language: "en", redirectTo: "/" }),
          context,
          params: {},
        })) as Response,
      );
      for (const header of [theme.theme, locale.i18n_locale]) {
        expect(/;\s*Secure/i.test(header), `${header} (secureCookies ${secure})`).toBe(secure);
        expect(header).toMatch(/HttpOnly/i);
        expect(header).toMatch(/SameSite=Lax/i);
      }
    }
  });
});
