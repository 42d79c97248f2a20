/**
 * Flows that need the limits as production has them: a resend countdown of minutes (the main
 * e2e server runs with 1 s) and a per-address limit that can be used up. Each worker starts a
 * server of its own for them (the built app on a free port and a fresh data directory), behind
 * which every "device" is its own client: TRUST_PROXY=loopback, and each browser context sends
 * the X-Forwarded-For a load balancer would add. Share transfers here meet the resend wait of
 * their SMS codes as people do: offers one after another, and a second session of the same person.
 */
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import { serveBuiltApp, type RunningServer } from "../../scripts/lib/serve";
import { API_KEY } from "./env";
import { createTranslator } from "../../app/lib/translate";
import {
  Api,
  ApiCallError,
  catalogues,
  expect,
  maskedPhone,
  modes,
  newUser,
  Outbox,
  test,
  Ui,
  wrongCode,
  type TestUser,
} from "./fixtures";

const ADDRESS_LIMIT = 12;

const real = test.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await serveBuiltApp(
        { API_KEY, TRUST_PROXY: "loopback", RATE_LIMIT_ADDRESS_MAX: String(ADDRESS_LIMIT), AUTH_RESEND_SECONDS: "600" },
        { startTimeoutMs: 90_000 },
      );
      await use(server);
      await server.stop();
    },
    // A first start (a fresh embedded database) on a busy machine takes a while; the server gives
    // up on its own before this, and is never left running.
    { scope: "worker", timeout: 120_000 },
  ],
});

let addresses = 0;
/** A client address no other test on this worker's server uses. */
const newAddress = () => `198.51.100.${(addresses += 1)}`;

const uk = catalogues.uk;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A catalogue text with its {{values}} as any number. */
const withNumbers = (text: string) => new RegExp(escape(text).replace(/\\\{\\\{\w+\\\}\\\}/g, "\\d+"));

/** A browser "device" at its own address, its screens in Ukrainian; fails the test on browser errors. */
async function device(browser: Browser, server: RunningServer, outbox: Outbox, js: boolean) {
  const address = newAddress();
  const context: BrowserContext = await browser.newContext({
    baseURL: server.url,
    javaScriptEnabled: js,
    extraHTTPHeaders: { "x-forwarded-for": address },
    locale: "uk-UA",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(`console.error on ${page.url()}: ${m.text()}`));
  page.on("pageerror", (e) => errors.push(`uncaught on ${page.url()}: ${e.message}`));
  return {
    address,
    page,
    ui: new Ui(page, js, "uk", outbox, server.url),
    async close() {
      await context.close();
      expect(errors, "the browser logged errors").toEqual([]);
    },
  };
}

for (const mode of modes) {
  real.describe(`limits as in production ${mode.title}`, () => {
    real(
      "registration after the address has used up its sign-in requests ends on a translated message, never a 500",
      async ({ browser, server, request }) => {
        const outbox = new Outbox(request, server.url);
        const api = new Api(request, outbox, server.url);
        const person = await device(browser, server, outbox, mode.js);
        const user = newUser();
        await person.ui.enterPhone(user);
        await person.ui.enterCode(await outbox.code(user.phone));
        await person.ui.expectPath("/auth/registration");

        // Meanwhile the address uses up its sign-in requests (as a script behind it would).
        let refused = false;
        for (let i = 0; i <= ADDRESS_LIMIT && !refused; i += 1) {
          try {
            await api.gql(
              `mutation ($phone: String!) { checkUserExists(phone: $phone) }`,
              { phone: newUser().phone },
              undefined,
              {
                "x-client-address": person.address,
              },
            );
          } catch (error) {
            expect((error as ApiCallError).code).toBe("RATE_LIMITED");
            refused = true;
          }
        }
        expect(refused, "the address limit was reached").toBe(true);

        await person.ui.fillRegistration(user);
        await person.ui.button(uk.auth.registration.submit).click();
        // The address's own limit in its own words, not a phone's lockout.
        await expect(person.page.getByText(withNumbers(uk.errors.RATE_LIMITED)).first()).toBeVisible();
        await expect(person.page.getByText(withNumbers(uk.errors.TOO_MANY_ATTEMPTS))).toHaveCount(0);
        await expect(person.page.getByRole("heading", { level: 1 })).not.toHaveText(uk.errors.title);
        if (await api.userExists(user.phone)) {
          // The account was made; signing in is what has to wait: the sign-in page says both.
          await person.ui.expectPath("/auth/signin");
          await expect(person.page.getByText(uk.toast.registeredSignInLater).first()).toBeVisible();
        }
        await person.close();
      },
    );

    real(
      "a second device within the resend wait is offered the code step, and the code the first one got works there",
      async ({ browser, server, request }) => {
        const outbox = new Outbox(request, server.url);
        const first = await device(browser, server, outbox, mode.js);
        const second = await device(browser, server, outbox, mode.js);
        const user = newUser();
        const code = await first.ui.enterPhone(user);

        await second.ui.goto("/auth/signin");
        await second.ui.field(uk.auth.signin.phone).fill(user.national);
        await second.ui.button(uk.auth.signin.submit).click();
        // Information, not an error: nothing typed was wrong.
        await expect(second.page.getByRole("status")).toContainText(withNumbers(uk.auth.signin.codeAlreadySent));
        await expect(second.page.getByRole("alert")).toHaveCount(0);
        await second.ui.expectPath("/auth/signin");
        expect(await outbox.count(user.phone), "no second SMS").toBe(1);

        await second.ui.button(uk.auth.signin.enterCode).click();
        await second.ui.expectPath("/auth/signin-code");
        await second.ui.enterCode(code);
        await second.ui.expectPath("/auth/registration");
        await first.close();
        await second.close();
      },
    );

    real(
      "share transfers within the resend wait: each offer gets a working code, and the dialog says where it went or when to ask again",
      async ({ browser, server, request, playwright }) => {
        real.slow(); // a registration, three more accounts and four SMS-confirmed offers
        const v = uk.vhold;
        const outbox = new Outbox(request, server.url);
        /** The API from a machine of its own: its sign-in requests count against its own address. */
        const machines: APIRequestContext[] = [];
        const apiElsewhere = async () => {
          machines.push(await playwright.request.newContext({ extraHTTPHeaders: { "x-forwarded-for": newAddress() } }));
          return new Api(machines[machines.length - 1], outbox, server.url);
        };
        const api = await apiElsewhere();
        const person = await device(browser, server, outbox, mode.js);
        const { ui, page } = person;
        const owner = newUser();
        const [olena, petro, ivan] = [
          newUser({ name: "Олена" }),
          newUser({ name: "Петро" }),
          newUser({ name: "Іван" }),
        ];
        for (const recipient of [olena, petro, ivan]) await api.createUser(recipient);
        await ui.register(owner);
        const companyName = `Зоря ${mode.js ? "JS" : "HTML"}`;
        await ui.goto("/create-company");
        await ui.field(v.create.name).fill(companyName);
        await ui.button(v.create.submit).click();
        await ui.expectPath(/\/vhold\/[0-9a-f-]{36}$/);
        const companyId = /\/vhold\/([0-9a-f-]{36})$/.exec(page.url())![1];
        const step = () => (mode.js ? page.getByRole("dialog", { name: v.confirm.heading }) : page.getByRole("main"));
        const sentTo = v.confirm.sentTo.replace("{{to}}", maskedPhone(owner));

        /** From the dashboard: the transfer's first step (a dialog with JavaScript), to the code step. */
        async function offer(recipient: TestUser, share: string) {
          await ui.goto(`/vhold/${companyId}`);
          await page.getByRole("link", { name: v.dashboard.transfer, exact: true }).click();
          await ui.field(v.transfer.recipient).fill(recipient.username);
          await ui.field(v.transfer.share).fill(share);
          await ui.button(v.transfer.next).click();
          await ui.expectPath(`/vhold/${companyId}/transfer/confirm`);
        }
        async function confirm(code: string) {
          await ui.field(v.confirm.code).fill(code);
          await ui.button(v.confirm.submit).click();
          await ui.expectPath(`/vhold/${companyId}`);
        }
        /** The newest SMS to the owner: new since `before`, naming the offer. */
        async function sms(before: number, recipient: TestUser, share: string) {
          const message = await outbox.latest(owner.phone, { after: before });
          expect(message.text).toContain(`«${companyName}»`);
          expect(message.text).toContain(`@${recipient.username}`);
          expect(message.text).toContain(`${share} %`);
          return message.code;
        }

        // The first offer, and at once a second one: each gets its own SMS, and the step says where it went.
        let before = await outbox.count(owner.phone);
        await offer(olena, "10");
        await expect(step().getByRole("status")).toContainText(sentTo);
        await confirm(await sms(before, olena, "10"));
        before = await outbox.count(owner.phone);
        await offer(petro, "5");
        await expect(step().getByRole("status")).toContainText(sentTo);
        await confirm(await sms(before, petro, "5"));

        // Another session of the owner asks the code for an offer; the same offer made here a moment
        // later sends nothing new: the step says a code already went out and when a new one may come.
        const otherSession = await apiElsewhere();
        const token = await otherSession.passwordGrant(owner, await otherSession.confirmPhone(owner.phone));
        const ask = (recipient: TestUser, share: number) =>
          otherSession.gql(
            `mutation ($id: ID!, $recipient: String!, $share: Int!) { requestShareTransferCode(companyId: $id, recipient: $recipient, share: $share) { sentTo } }`,
            { id: companyId, recipient: recipient.username, share },
            token,
          );
        before = await outbox.count(owner.phone);
        await ask(ivan, 300);
        const elsewhere = await sms(before, ivan, "3");
        await offer(ivan, "3");
        await expect(step().getByRole("status")).toContainText(
          v.confirm.sentEarlier.replace("{{to}}", maskedPhone(owner)),
        );
        await expect(step().getByText(withNumbers(uk.auth.code.resendIn))).toBeVisible();
        expect(await outbox.count(owner.phone), "no second SMS for the same offer").toBe(before + 1);
        await confirm(elsewhere);

        // A code sent here, then one for another offer from the other session: the first is refused
        // for what it is, and a new one for this offer comes at once.
        before = await outbox.count(owner.phone);
        await offer(olena, "2");
        const mine = await sms(before, olena, "2");
        await ask(petro, 100);
        await ui.field(v.confirm.code).fill(mine);
        await ui.button(v.confirm.submit).click();
        await expect(ui.field(v.confirm.code)).toHaveAttribute("aria-invalid", "true");
        await expect(step().getByText(uk.errors.CODE_FOR_ANOTHER_TRANSFER)).toBeVisible();
        before = await outbox.count(owner.phone);
        await ui.button(v.confirm.resend).click();
        await ui.expectPath(`/vhold/${companyId}/transfer/confirm?resent=1`);
        await expect(step().getByRole("status")).toContainText(v.confirm.resent);
        await confirm(await sms(before, olena, "2"));
        const { listUserShareTransfers } = await otherSession.gql<{ listUserShareTransfers: Array<{ share: number }> }>(
          `query ($filter: ShareTransferFilter) { listUserShareTransfers(filter: $filter) { share } }`,
          { filter: { companyId, status: "PENDING" } },
          token,
        );
        expect(listUserShareTransfers.map((t) => t.share).sort((a, b) => a - b)).toEqual([200, 300, 500, 1000]);
        for (const machine of machines) await machine.dispose();
        await person.close();
      },
    );

    real(
      "registered, logged out and back within the resend wait: a new SMS goes out and its code signs in; the used one is just wrong",
      async ({ browser, server, request }) => {
        real.slow(); // a registration, a logout and a sign-in
        const outbox = new Outbox(request, server.url);
        const person = await device(browser, server, outbox, mode.js);
        const user = newUser();
        await person.ui.register(user);
        const used = (await outbox.latest(user.phone)).code;
        await person.ui.logout();

        const code = await person.ui.enterPhone(user);
        expect(await outbox.count(user.phone), "a new SMS, not the offer of the used code").toBe(2);
        await expect(person.page.getByText(uk.auth.signin.enterCode)).toHaveCount(0);
        if (code !== used) {
          await person.ui.enterCode(used);
          await expect(
            person.page.getByText(createTranslator(uk, "uk")("auth.code.attemptsLeft", { count: 4 }), { exact: true }),
          ).toBeVisible();
          await person.ui.expectPath("/auth/signin-code");
        }
        await person.ui.enterCode(code);
        await person.ui.expectPath("/auth/signin-password");
        await person.ui.enterPassword(user.password);
        await person.ui.expectProfile(user);
        await person.close();
      },
    );

    real(
      "a code the other device used up meanwhile is told as used, and a wrong one as wrong",
      async ({ browser, server, request }) => {
        real.slow(); // two devices, one of them registering
        const outbox = new Outbox(request, server.url);
        const first = await device(browser, server, outbox, mode.js);
        const second = await device(browser, server, outbox, mode.js);
        const user = newUser();
        const code = await first.ui.enterPhone(user);

        await second.ui.goto("/auth/signin");
        await second.ui.field(uk.auth.signin.phone).fill(user.national);
        await second.ui.button(uk.auth.signin.submit).click();
        await second.ui.button(uk.auth.signin.enterCode).click();
        await second.ui.expectPath("/auth/signin-code");

        // The first device finishes registering with the code: it is used.
        await first.ui.enterCode(code);
        await first.ui.expectPath("/auth/registration");
        await first.ui.fillRegistration(user);
        await first.ui.button(uk.auth.registration.submit).click();
        await first.ui.expectProfile(user);

        await second.ui.enterCode(wrongCode(code));
        await expect(second.page.getByText(uk.auth.code.wrongNoLiveCode, { exact: true })).toBeVisible();
        await second.ui.enterCode(code);
        await expect(second.page.getByText(uk.auth.code.used, { exact: true })).toBeVisible();
        await expect(second.page.getByText(uk.auth.code.wrongNoLiveCode)).toHaveCount(0);
        await second.ui.expectPath("/auth/signin-code");
        await first.close();
        await second.close();
      },
    );

    real(
      "an early resend shows the wait once, and no error about the code field",
      async ({ browser, server, request }) => {
        const outbox = new Outbox(request, server.url);
        const person = await device(browser, server, outbox, mode.js);
        const user = newUser();
        await person.ui.enterPhone(user);
        const resend = person.ui.button(uk.auth.code.resend);
        if (mode.js) {
          // With JavaScript the button waits out the countdown itself.
          await expect(resend).toBeDisabled();
        } else {
          await resend.click();
          await person.ui.expectPath("/auth/signin-code");
        }
        await expect(person.page.getByText(withNumbers(uk.auth.code.resendIn))).toHaveCount(1);
        await expect(person.page.getByText(uk.validation.code.length)).toHaveCount(0);
        await expect(person.page.getByRole("alert")).toHaveCount(0);
        expect(await outbox.count(user.phone)).toBe(1);
        await person.close();
      },
    );
  });
}
