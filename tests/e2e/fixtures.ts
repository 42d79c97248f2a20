import { randomInt } from "node:crypto";
import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import en from "../../app/locales/en/index";
import ru from "../../app/locales/ru/index";
import uk from "../../app/locales/uk/index";
import { API_KEY, BASE_URL, STAFF_PHONES } from "./env";

export { expect };

export type Language = "uk" | "ru" | "en";
export type Catalogue = typeof en;
export const catalogues: Record<Language, Catalogue> = { uk, ru, en };

/** Each flow runs once with JavaScript and once without: `for (const mode of modes) test.describe(...)`. */
export const modes = [
  { title: "with JavaScript", js: true },
  { title: "without JavaScript", js: false },
] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- Test data ----------------------------------------------------------------------------------

export interface TestUser {
  /** E.164, as the API and the outbox know it: +38067XXXXXXX. */
  phone: string;
  /** What a person types with country UA chosen: "67 123 45 67". */
  national: string;
  name: string;
  surname: string;
  username: string;
  password: string;
  email: string;
  language: Language;
}

let phonesIssued = 0;
/**
 * A Ukrainian mobile number no other person of this run has: the Playwright worker process's index
 * (unique in a run: a worker started again after a failure gets a new one) and a count of its own.
 * Random numbers met each other about once in ten runs (1,500 people among 10 million numbers), and
 * the second registration was refused with PHONE_TAKEN. Outside a worker: a random number above
 * the workers' range.
 */
function newPhoneDigits(): string {
  const worker = Number(process.env.TEST_WORKER_INDEX);
  if (!Number.isInteger(worker) || worker < 0 || worker >= 900) return String(randomInt(9_000_000, 10_000_000));
  phonesIssued += 1;
  if (phonesIssued >= 10_000) throw new Error("one worker process registered 10,000 people: widen newPhoneDigits");
  return `${String(worker).padStart(3, "0")}${String(phonesIssued).padStart(4, "0")}`;
}

/** A fresh, unique person (not registered), with a Ukrainian mobile number unique in the run. */
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  const digits = newPhoneDigits();
  const tag = `${Date.now().toString(36).slice(-5)}${randomInt(36 ** 4)
    .toString(36)
    .padStart(4, "0")}`;
  return {
    phone: `+38067${digits}`,
    national: `67 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
    name: "Олена",
    surname: "Коваленко",
    username: `e2e_${tag}`,
    password: `Str0ng!${tag}`,
    email: `e2e.${tag}@example.com`,
    language: "uk",
    ...overrides,
  };
}

/**
 * A knowledge-base author: a fresh person whose phone the e2e server counts as platform staff.
 * `slot` picks one of STAFF_PHONES; each test that authors uses its own.
 */
export function newStaffUser(slot: number, overrides: Partial<TestUser> = {}): TestUser {
  const phone = STAFF_PHONES[slot];
  const digits = phone.slice(6); // +38050|XXXXXXX
  return newUser({
    phone,
    national: `50 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
    ...overrides,
  });
}

/** Spec section 5: a phone shows the country code, 2 digits and the last 2 (+380 67•••••89). */
export const maskedPhone = (user: TestUser) => {
  const national = user.phone.slice(4); // +380 | 67XXXXXXX
  return `+380 ${national.slice(0, 2)}${"•".repeat(national.length - 4)}${national.slice(-2)}`;
};

/** Spec section 5: an e-mail hides the second character of its local part. */
export const maskedEmail = (email: string) => `${email[0]}•${email.slice(2)}`;

/** A six-digit code that is surely not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

// ---- The outbox ---------------------------------------------------------------------------------

export interface OutboxMessage {
  channel: "sms" | "email";
  to: string;
  subject?: string;
  text: string;
  code: string;
  at: string;
}

/** SMS and e-mails the server "sent" (development outbox), read the way a developer reads them. */
export class Outbox {
  /** `apiURL`: the API's origin (the outbox is the API's, also when the web half runs apart). */
  constructor(
    private readonly request: APIRequestContext,
    private readonly apiURL: string,
  ) {}

  async messagesTo(to: string): Promise<OutboxMessage[]> {
    const response = await this.request.get(`${this.apiURL}/dev/outbox.json`);
    expect(response.ok(), "GET /dev/outbox.json").toBe(true);
    return ((await response.json()) as OutboxMessage[]).filter((m) => m.to === to);
  }

  async count(to: string): Promise<number> {
    return (await this.messagesTo(to)).length;
  }

  /** The newest message to `to` once there are more than `after` of them (polls for a few seconds). */
  async latest(to: string, { after = 0, timeout = 5_000 } = {}): Promise<OutboxMessage> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const messages = await this.messagesTo(to);
      if (messages.length > after) return messages[messages.length - 1];
      if (Date.now() > deadline)
        throw new Error(`No new message to ${to} within ${timeout} ms (had ${messages.length})`);
      await sleep(100);
    }
  }

  async code(to: string, options: { after?: number; timeout?: number } = {}): Promise<string> {
    const { code } = await this.latest(to, options);
    expect(code).toMatch(/^\d{6}$/);
    return code;
  }
}

// ---- The API (what the screens cannot do yet) ---------------------------------------------------

export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(`${code ?? "ERROR"}: ${message}`);
  }
}

/**
 * The resend countdown (AUTH_RESEND_SECONDS=1 for e2e) allows one sign-in code per phone per
 * second. Every request for a sign-in code, by the API helper or through the screens, is noted
 * here so that the next one waits out the rest of that second instead of being refused.
 */
const lastSignInCodeAt = new Map<string, number>();
export async function waitForResend(phone: string) {
  const last = lastSignInCodeAt.get(phone);
  if (last !== undefined) {
    const wait = last + 1_100 - Date.now();
    if (wait > 0) await sleep(wait);
  }
}
export const noteSignInCode = (phone: string) => lastSignInCodeAt.set(phone, Date.now());

/** Asks for a sign-in code for `phone` by `ask` (the API, a screen, a form), once the resend wait allows: the code sent. */
async function signInCode(outbox: Outbox, phone: string, ask: () => Promise<unknown>): Promise<string> {
  await waitForResend(phone);
  const before = await outbox.count(phone);
  await ask();
  noteSignInCode(phone);
  return outbox.code(phone, { after: before });
}

export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly outbox: Outbox,
    readonly url: string,
  ) {}

  /** `headers`: e.g. x-client-address, the browser address the web server would forward. */
  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    accessToken?: string,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await this.request.post(`${this.url}/graphql`, {
      headers: {
        "x-api-key": API_KEY,
        "content-type": "application/json",
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        ...headers,
      },
      data: { query, variables },
    });
    const body = (await response.json()) as {
      data?: T;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    if (body.errors?.length) throw new ApiCallError(body.errors[0].message, body.errors[0].extensions?.code);
    return body.data as T;
  }

  /** requestAuthCode → code from the outbox → checkAuthCode: the phone ticket. */
  async confirmPhone(phone: string): Promise<string> {
    const code = await signInCode(this.outbox, phone, () =>
      this.gql(`mutation ($phone: String!) { requestAuthCode(phone: $phone, purpose: SIGN_IN) { sentTo } }`, { phone }),
    );
    const { checkAuthCode } = await this.gql<{ checkAuthCode: { codeValid: boolean; phoneTicket: string | null } }>(
      `mutation ($input: CheckAuthCodeInput!) { checkAuthCode(input: $input) { codeValid phoneTicket } }`,
      { input: { phone, code } },
    );
    expect(checkAuthCode.codeValid, "checkAuthCode with the code from the outbox").toBe(true);
    return checkAuthCode.phoneTicket!;
  }

  /** Creates the account (registerUser). Returns the phone ticket, still good for one password grant. */
  async createUser(user: TestUser): Promise<string> {
    const phoneTicket = await this.confirmPhone(user.phone);
    await this.gql(`mutation ($input: RegisterUserInput!) { registerUser(input: $input) { id } }`, {
      input: {
        phoneTicket,
        name: user.name,
        surname: user.surname,
        username: user.username,
        password: user.password,
        confirmPassword: user.password,
        consent: true,
        language: user.language,
      },
    });
    return phoneTicket;
  }

  /** POST /oauth/token, grant_type=password: the access token. */
  async passwordGrant(user: TestUser, phoneTicket: string): Promise<string> {
    const response = await this.request.post(`${this.url}/oauth/token`, {
      headers: { "x-api-key": API_KEY },
      form: { grant_type: "password", username: user.phone, password: user.password, phone_ticket: phoneTicket },
    });
    const body = (await response.json()) as { access_token?: string; error?: string };
    expect(response.status(), `password grant: ${JSON.stringify(body)}`).toBe(200);
    return body.access_token!;
  }

  /** Turns two-factor sign-in on for `user.email` (there is no screen for it yet). */
  async enableTwoFactor(user: TestUser, accessToken: string): Promise<void> {
    const before = await this.outbox.count(user.email);
    await this.gql(
      `mutation ($email: String!, $currentPassword: String!) { requestTwoFactorSetupCode(email: $email, currentPassword: $currentPassword) { sentTo } }`,
      { email: user.email, currentPassword: user.password },
      accessToken,
    );
    const code = await this.outbox.code(user.email, { after: before });
    const { enableTwoFactor } = await this.gql<{ enableTwoFactor: { mfaEnabled: boolean; email: string } }>(
      `mutation ($input: EnableTwoFactorInput!) { enableTwoFactor(input: $input) { mfaEnabled email } }`,
      { input: { email: user.email, code } },
      accessToken,
    );
    expect(enableTwoFactor).toEqual({ mfaEnabled: true, email: user.email });
  }

  /** An account with two-factor sign-in by e-mail, made entirely through the API. */
  async createUserWithTwoFactor(user: TestUser): Promise<void> {
    const phoneTicket = await this.createUser(user);
    const accessToken = await this.passwordGrant(user, phoneTicket);
    await this.enableTwoFactor(user, accessToken);
  }

  /**
   * Moves a session's start `days` into the past, as if that device had signed in earlier: the
   * server's clock is every spec's, so the 7-day rule for ending other sessions is tried this way
   * (POST /dev/sessions/<id>/backdate, a seam that exists with APP_ENV=test only).
   */
  async backdateSession(sessionId: string, days: number): Promise<void> {
    const response = await this.request.post(`${this.url}/dev/sessions/${sessionId}/backdate?seconds=${days * 86_400}`);
    expect(response.status(), `backdate session ${sessionId}`).toBe(204);
  }

  async userExists(phone: string): Promise<boolean> {
    const { checkUserExists } = await this.gql<{ checkUserExists: boolean }>(
      `mutation ($phone: String!) { checkUserExists(phone: $phone) }`,
      { phone },
    );
    return checkUserExists;
  }

  async usernameFree(username: string): Promise<boolean> {
    const { checkUsernameUnique } = await this.gql<{ checkUsernameUnique: boolean }>(
      `query ($username: String!) { checkUsernameUnique(username: $username) }`,
      { username },
    );
    return checkUsernameUnique;
  }
}

// ---- The screens --------------------------------------------------------------------------------

/** Drives the screens in the page's language, knowing whether JavaScript runs. */
export class Ui {
  readonly t: Catalogue;
  constructor(
    readonly page: Page,
    readonly js: boolean,
    readonly language: Language,
    readonly outbox: Outbox,
    readonly baseURL: string,
  ) {
    this.t = catalogues[language];
  }

  /**
   * Waits until the page has loaded (its stylesheet applied) and, with JavaScript, until React has
   * hydrated it and shows the address's page (root.tsx sets html[data-hydrated] and data-path);
   * static pages (html[data-static]) carry no script and are ready when loaded.
   */
  async ready() {
    // Loaded, not only parsed: a page without scripts fires DOMContentLoaded before its stylesheet
    // has arrived, and axe then measured unstyled links (CI: target-size on a knowledge-base page).
    await this.page.waitForLoadState("load");
    if (!this.js) return;
    // Hydrated, and showing the page of the address the browser is at, judged in the browser at
    // each frame: in a client-side navigation the address changes before the new page is rendered
    // (the root marks html[data-path] once React has committed it), and the address may move on
    // while this waits (a click that navigates again). Both sides as the browser writes a URL.
    await this.page.waitForFunction(
      () => {
        const html = document.documentElement;
        if (html.dataset.static === "true") return true;
        if (html.dataset.hydrated !== "true" || html.dataset.path === undefined) return false;
        const shown = new URL(html.dataset.path, location.href);
        return shown.pathname + shown.search === location.pathname + location.search;
      },
      undefined,
      { timeout: 15_000 },
    );
  }

  async goto(path: string) {
    const response = await this.page.goto(path);
    await this.ready();
    return response;
  }

  async expectPath(path: string | RegExp) {
    await expect(this.page).toHaveURL(
      typeof path === "string" ? new RegExp(`^${this.baseURL}${path.replace(/[?]/g, "\\?")}$`) : path,
    );
    await this.ready();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  button(name: string): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  /** /auth/signin: country UA and the national number. Returns the SMS code the server sent. */
  async enterPhone(user: TestUser): Promise<string> {
    return signInCode(this.outbox, user.phone, async () => {
      await this.goto("/auth/signin");
      await this.field(this.t.auth.signin.country).selectOption("UA");
      await this.field(this.t.auth.signin.phone).fill(user.national);
      await this.button(this.t.auth.signin.submit).click();
      await this.expectPath("/auth/signin-code");
    });
  }

  /** The newest SMS code sent to `phone` (after this screen asked for it). */
  async outboxCode(phone: string, after = 0): Promise<string> {
    return this.outbox.code(phone, { after });
  }

  async enterCode(code: string) {
    await this.field(this.t.auth.code.label).fill(code);
    await this.button(this.t.auth.code.submit).click();
  }

  async enterPassword(password: string) {
    await this.field(this.t.auth.password.label).fill(password);
    await this.button(this.t.auth.password.submit).click();
  }

  /** The registration form, filled (not submitted). */
  async fillRegistration(user: TestUser, { confirmPassword = user.password, consent = true } = {}) {
    const r = this.t.auth.registration;
    await this.field(r.name).fill(user.name);
    await this.field(r.surname).fill(user.surname);
    await this.field(r.username).fill(user.username);
    await this.field(r.password).fill(user.password);
    await this.field(r.confirmPassword).fill(confirmPassword);
    if (consent) await this.page.getByRole("checkbox").check();
  }

  /** Registers through the screens: phone, SMS code, the form. Ends signed in on /profile. */
  async register(user: TestUser) {
    const code = await this.enterPhone(user);
    await this.enterCode(code);
    await this.expectPath("/auth/registration");
    await this.fillRegistration(user);
    await this.button(this.t.auth.registration.submit).click();
    await this.expectProfile(user);
  }

  /**
   * Signs an existing user in, for a test whose subject comes after: the three sign-in forms
   * (phone, SMS code, password) posted in turn on this page's cookies, as a browser without
   * JavaScript posts them, each answered by its redirect to the next step; then /profile opened.
   * The screens themselves are signin.spec.ts's (enterPhone, enterCode, enterPassword); through
   * them a sign-in took three page loads and hydrations more, 2 to 6 s of the suite per test.
   */
  async signIn(user: TestUser, password = user.password) {
    const post = async (path: string, form: Record<string, string>, next: string) => {
      const response = await this.page.request.post(path, { form, maxRedirects: 0 });
      expect(`${response.status()} ${response.headers().location}`, `the answer to ${path}`).toBe(`302 ${next}`);
    };
    const code = await signInCode(this.outbox, user.phone, () =>
      post("/auth/signin", { countryCode: "UA", phone: user.national }, "/auth/signin-code"),
    );
    await post("/auth/signin-code", { code }, "/auth/signin-password");
    await post("/auth/signin-password", { password }, "/profile");
    await this.goto("/profile");
    await this.expectProfile(user);
  }

  async expectProfile(user: TestUser) {
    await this.expectPath("/profile");
    await expect(this.page.getByTestId("profile-username")).toHaveText(user.username);
  }

  /** The user menu (a <details> disclosure in the header, on wide screens). */
  async openUserMenu() {
    await this.page.locator("header [data-user-menu] > summary").click();
  }

  /** Logs out and asks twice: a dialog with JavaScript, the /logout page without it. */
  async logout() {
    await this.openUserMenu();
    if (this.js) {
      await this.button(this.t.app.userMenu.logout).click();
      const dialog = this.page.getByRole("dialog", { name: this.t.app.logout.heading });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: this.t.app.logout.confirm, exact: true }).click();
    } else {
      await this.page.getByRole("link", { name: this.t.app.userMenu.logout, exact: true }).click();
      // The page remembers where it was opened from, for its Cancel.
      await this.expectPath(new RegExp(`^${this.baseURL}/logout\\?from=`));
      await this.page.getByRole("main").getByRole("button", { name: this.t.app.logout.confirm, exact: true }).click();
    }
    await this.expectPath("/auth/signin");
  }
}

// ---- Fixtures -----------------------------------------------------------------------------------

interface Options {
  /** The interface language (the i18n_locale cookie); uk is the app's default. */
  language: Language;
  theme: "light" | "dark";
  /**
   * false: the app's scripts (/assets/*.js) are blocked while the browser keeps its JavaScript
   * engine, so the page stays as the server rendered it and tools like axe can still run in it.
   */
  appScripts: boolean;
  /**
   * Where the API answers (GraphQL, /oauth/token, /dev/outbox.json): the single process itself,
   * or in project "edge" the API process behind the web half.
   */
  apiURL: string;
}

interface Fixtures {
  outbox: Outbox;
  api: Api;
  ui: Ui;
  /** A fresh unique person for this test (not registered yet). */
  user: TestUser;
  /** Console errors, page errors and CSP violations: any of them fails the test. */
  browserErrors: string[];
}

export const test = base.extend<Fixtures & Options>({
  language: ["uk", { option: true }],
  theme: ["light", { option: true }],
  appScripts: [true, { option: true }],
  apiURL: [BASE_URL, { option: true }],

  context: async ({ context, language, theme, appScripts, baseURL }, use) => {
    if (!appScripts) await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const cookies = [];
    if (language !== "uk") cookies.push({ name: "i18n_locale", value: language, url: baseURL! });
    if (theme !== "light") cookies.push({ name: "theme", value: theme, url: baseURL! });
    if (cookies.length) await context.addCookies(cookies);
    await use(context);
  },

  browserErrors: [
    async ({ page, appScripts }, use) => {
      const errors: string[] = [];
      // What the page asked for, kept to say what was under way when an error was logged.
      const started = Date.now();
      const requests: string[] = [];
      const at = () => `${((Date.now() - started) / 1000).toFixed(2)}s`;
      page.on("console", (message) => {
        // With appScripts off, the blocked scripts are expected to fail to load.
        if (!appScripts && /Failed to load resource: net::ERR_FAILED/.test(message.text())) return;
        if (message.type() !== "error") return;
        errors.push(`console.error on ${page.url()}: ${message.text()}`);
        requests.push(`${at()} console.error`);
      });
      page.on("pageerror", (error) => errors.push(`uncaught on ${page.url()}: ${error.message}`));
      // Reported by the browser on its own too; this catches violations the console might word differently.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
        });
      });
      page.on("request", (request) => {
        if (request.resourceType() === "fetch" || request.resourceType() === "document")
          requests.push(`${at()} ${request.method()} ${request.url()}`);
      });
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "fetch") requests.push(`${at()} done ${request.url()}`);
      });
      page.on("requestfailed", (request) =>
        requests.push(`${at()} failed (${request.failure()?.errorText}) ${request.url()}`),
      );
      await use(errors);
      expect(
        errors,
        `the browser logged errors; the page's requests before:\n${requests.slice(-16).join("\n")}`,
      ).toEqual([]);
    },
    { auto: true },
  ],

  outbox: async ({ request, apiURL }, use) => use(new Outbox(request, apiURL)),
  api: async ({ request, outbox, apiURL }, use) => use(new Api(request, outbox, apiURL)),
  ui: async ({ page, javaScriptEnabled, appScripts, language, outbox, baseURL }, use) =>
    use(new Ui(page, javaScriptEnabled !== false && appScripts, language, outbox, baseURL!)),
  user: async ({ language }, use) => use(newUser({ language })),
});
