import { catalogues, expect, modes, test, type Api, type TestUser, type Ui } from "./fixtures";
import { axeFindings, expectAccessible } from "./axe";
import { ownerWithCompany } from "./companies";

/**
 * Balance and payments (issue 21) with JavaScript on and off: the director (a sole owner who named
 * themselves) opens the billing section, tops up a month through the sandbox's checkout (in their
 * language, money written as the app writes it) and comes back to a toast, a larger balance, and
 * the invoice marked paid beside its top-up; the month's cost says what was charged and what the
 * rest of the month costs; they change the storage size from the storage section. A payment the
 * provider confirms while the person waits on the page (another tab pays it) is confirmed there;
 * a refused one says so. axe finds nothing on the billing and storage pages, their dialogs, a
 * payment awaited and the sandbox's checkout at 1280 and 360 px, light and dark (issue 41).
 */

const b = catalogues.uk.billing;
/** Hryvnias as the Ukrainian page writes them: "1 234,05 ₴". */
const uah = (kop: number) =>
  `${String(Math.trunc(kop / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, " ")},${String(kop % 100).padStart(2, "0")} ₴`;
const plain = (text: string | null) => (text ?? "").replace(/\s/g, " ");

/** A director's hub: their role's id, and their token for reading what the page should show. */
async function directorHub(api: Api, user: TestUser, name: string) {
  const { token, companyId } = await ownerWithCompany(api, user, name);
  await api.gql(
    `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
    { input: { companyId, candidate: user.username } },
    token,
  );
  const { listUserCompanyRoles } = await api.gql<{ listUserCompanyRoles: Array<{ id: string; companyId: string }> }>(
    `{ listUserCompanyRoles { id companyId } }`,
    {},
    token,
  );
  const roleId = listUserCompanyRoles.find((role) => role.companyId === companyId)!.id;
  return { token, companyId, hub: `/vhub/${roleId}` };
}

const balance = (ui: Ui) => ui.page.getByTestId("billing-balance");
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, x]) => s.replaceAll(`{{${k}}}`, String(x)), text);
/** A row of the history by its operation (the invoice's cell starts with its name, then its amount and state). */
const historyRow = (ui: Ui, operation: string) =>
  ui.page.getByRole("row").filter({ has: ui.page.getByRole("cell", { name: new RegExp(`^${operation}`) }) });

/** A top-up asked through the API, as the dialog asks it: the payment and the sandbox's checkout. */
async function topUpByApi(api: Api, token: string, companyId: string, billing: string) {
  const { createBillingTopUp } = await api.gql<{
    createBillingTopUp: { paymentId: string; amount: number; checkoutUrl: string };
  }>(
    `mutation ($c: ID!, $back: String!) { createBillingTopUp(companyId: $c, period: MONTH, returnUrl: $back) { paymentId amount checkoutUrl } }`,
    { c: companyId, back: billing },
    token,
  );
  return createBillingTopUp;
}

for (const mode of modes) {
  test.describe(`balance and payments ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("a director tops up through the sandbox and sizes the storage", async ({ ui, page, api, user }) => {
      test.slow(); // a sign-in, a checkout and back, two sections, and axe at two widths
      const { token, companyId, hub } = await directorHub(api, user, `Білінг ${mode.js ? "JS" : "HTML"}`);
      const { getCompanyBilling } = await api.gql<{
        getCompanyBilling: {
          balance: number;
          topUpMonth: number;
          monthCost: number;
          monthRemaining: number;
          monthRemainingDays: number;
        };
      }>(
        `query ($c: ID!) { getCompanyBilling(companyId: $c) { balance topUpMonth monthCost monthRemaining monthRemainingDays } }`,
        { c: companyId },
        token,
      );
      await ui.signIn(user);
      const billing = `${hub}/control-center/billing`;
      await ui.goto(billing);
      await expect.poll(async () => plain(await balance(ui).textContent())).toBe(uah(getCompanyBilling.balance));
      await expect(page.getByRole("cell", { name: b.history.operations.INITIAL_BALANCE, exact: true })).toBeVisible();
      // The month: the whole at today's price, what was charged so far and what the rest will cost (issue 41: "0,00 ₴" beside a day's 11,00 ₴).
      const month = page.getByTestId("billing-month");
      await expect
        .poll(async () => plain(await month.textContent()))
        .toContain(uah(getCompanyBilling.monthCost + getCompanyBilling.monthRemaining));
      const rest = getCompanyBilling.monthRemainingDays;
      // The Ukrainian plural forms (the catalogue's type is the English one's: _one and _other).
      const forms = b.summary as Record<string, string>;
      const restText = forms[`monthRest_${new Intl.PluralRules("uk").select(rest)}`]!;
      await expect(page.getByTestId("billing-month-parts")).toHaveText(
        `${fill(b.summary.monthCharged, { amount: uah(getCompanyBilling.monthCost) })}; ${fill(restText, { amount: uah(getCompanyBilling.monthRemaining), count: rest })}`,
        { useInnerText: true },
      );

      // The top-up dialog (a page without JavaScript), then the sandbox's checkout, then back.
      await page.getByRole("link", { name: b.actions.topUp, exact: true }).click();
      await ui.expectPath(`${billing}/top-up`);
      await expect(page.getByRole("radio", { name: new RegExp(b.topUp.month) })).toBeChecked();
      await ui.button(b.topUp.submit).click();
      await expect(page).toHaveURL(/\/payments\/sandbox\/checkout\?data=/);
      // The checkout speaks the payer's language: what the payment is for and its amount as the app writes money (issue 41).
      await expect(page.locator("html")).toHaveAttribute("lang", "uk");
      await expect(page.getByTestId("sandbox-amount")).toHaveText(
        uah(getCompanyBilling.topUpMonth).replace(" ₴", "\u00a0₴").replace(/ /g, "\u00a0"),
      );
      await expect(page.getByText(/^vHold: поповнення балансу за 1 місяць \([0-9a-f]{8}\)$/)).toBeVisible();
      await page.getByRole("button", { name: "Сплатити (тест)", exact: true }).click();
      // Back on the page: the payment is confirmed in a toast, the balance has it, the invoice says it is paid.
      await ui.expectPath(billing);
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: fill(b.payment.paid, { amount: uah(getCompanyBilling.topUpMonth) }) }),
      ).toBeVisible();
      const after = plain(uah(getCompanyBilling.balance + getCompanyBilling.topUpMonth));
      await expect.poll(async () => plain(await balance(ui).textContent())).toBe(after);
      await expect(page.getByRole("cell", { name: b.history.operations.TOP_UP, exact: true })).toBeVisible();
      const invoice = historyRow(ui, b.history.operations.INVOICE);
      await expect(invoice.getByTestId("payment-status")).toHaveText(b.history.status.PAID);
      // It moved nothing itself: a dash (said in words), not "0,00 ₴".
      await expect(invoice.getByRole("cell").nth(2)).toHaveText(`—${b.history.noChange}`);

      // The storage section's increase button: a bad size is refused, a good one saved.
      await ui.goto(`${hub}/control-center/storage`);
      await page.getByRole("link", { name: b.storage.increase, exact: true }).click();
      await ui.expectPath(`${hub}/control-center/storage/size`);
      const size = page.getByLabel(b.storageSize.field, { exact: true });
      await size.fill("0");
      await ui.button(b.storageSize.submit).click();
      await expect(page.getByText(catalogues.uk.validation.billing.storageSize)).toBeVisible();
      await size.fill("25");
      await ui.button(b.storageSize.submit).click();
      await ui.expectPath(`${hub}/control-center/storage`);
      await expect(page.getByText(b.summary.gb.replace("{{size}}", "25"), { exact: true })).toBeVisible();
    });
  });
}

for (const mode of modes) {
  test.describe(`a payment that arrives while the payer waits ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("is confirmed on the page they came back to; a refused one says so", async ({
      ui,
      page,
      api,
      user,
      request,
    }) => {
      test.slow(); // two checkouts in a second tab
      const { token, companyId, hub } = await directorHub(api, user, `Очікування ${mode.js ? "JS" : "HTML"}`);
      const billing = `${hub}/control-center/billing`;
      await ui.signIn(user);
      const paid = await topUpByApi(api, token, companyId, billing);
      // Back from the checkout before the provider said anything: the invoice awaits its payment, and the page says so.
      await ui.goto(`${billing}?payment=${paid.paymentId}`);
      const waiting = page.getByTestId("payment-awaiting");
      await expect(waiting).toContainText(fill(b.payment.awaiting, { amount: uah(paid.amount) }));
      await expect(historyRow(ui, b.history.operations.INVOICE).getByTestId("payment-status")).toHaveText(
        b.history.status.AWAITING_PAYMENT,
      );
      const before = plain(await balance(ui).textContent());

      // The payment arrives: the checkout is paid elsewhere (the sandbox's Pay, whose signed callback
      // is what the provider sends), not from this browser, which holds the page's toasts.
      const order = new URL(paid.checkoutUrl, "http://localhost").searchParams;
      const pay = await request.post("/payments/sandbox/checkout/pay", {
        form: { data: order.get("data")!, signature: order.get("signature")!, outcome: "pay" },
        maxRedirects: 0,
      });
      expect(pay.status()).toBe(303);

      // With JavaScript the page finds it by itself; without, the person asks again.
      if (!mode.js) await waiting.getByRole("link", { name: b.payment.check, exact: true }).click();
      await ui.expectPath(billing);
      await expect(
        page.getByRole("status").filter({ hasText: fill(b.payment.paid, { amount: uah(paid.amount) }) }),
      ).toBeVisible();
      await expect(waiting).toHaveCount(0);
      await expect.poll(async () => plain(await balance(ui).textContent())).not.toBe(before);
      await expect(historyRow(ui, b.history.operations.INVOICE).first().getByTestId("payment-status")).toHaveText(
        b.history.status.PAID,
      );

      // A refused payment: said in a toast, the invoice marked refused.
      const refused = await topUpByApi(api, token, companyId, billing);
      await page.goto(refused.checkoutUrl);
      await page.getByRole("button", { name: "Відмовитися (тест)", exact: true }).click();
      await ui.expectPath(billing);
      await expect(
        page.getByRole("status").filter({ hasText: fill(b.payment.refused, { amount: uah(refused.amount) }) }),
      ).toBeVisible();
      await expect(historyRow(ui, b.history.operations.INVOICE).first().getByTestId("payment-status")).toHaveText(
        b.history.status.REFUSED,
      );
    });
  });
}

test.describe("billing, both themes", () => {
  test(`axe finds nothing on the billing and storage sections, their dialogs, a payment awaited and the checkout at 1280 and 360 px`, async ({
    ui,
    page,
    api,
    user,
  }) => {
    test.slow(); // fourteen pages, each checked
    const { token, companyId, hub } = await directorHub(api, user, `Білінг axe`);
    await ui.signIn(user);
    const billing = `${hub}/control-center/billing`;
    // A paid invoice, a refused one and one awaited: every state's badge on the page.
    for (const outcome of ["pay", "refuse", null] as const) {
      const payment = await topUpByApi(api, token, companyId, billing);
      if (!outcome) break;
      await page.goto(payment.checkoutUrl);
      await page
        .getByRole("button", { name: outcome === "pay" ? "Сплатити (тест)" : "Відмовитися (тест)", exact: true })
        .click();
      await ui.expectPath(billing);
    }
    const awaited = await topUpByApi(api, token, companyId, billing);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [what, path] of [
        ["billing", billing],
        ["a payment awaited", `${billing}?payment=${awaited.paymentId}`],
        ["top-up", `${billing}/top-up`],
        ["storage size (billing)", `${billing}/storage-size`],
        ["storage", `${hub}/control-center/storage`],
        ["storage size", `${hub}/control-center/storage/size`],
      ] as const) {
        await ui.goto(path);
        await expectAccessible(ui, `${what} at ${width}`);
      }
      // The sandbox's checkout, served by the API (the browser's colour scheme picks its look).
      await page.goto(awaited.checkoutUrl);
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        const { violations } = await axeFindings(page);
        expect(violations, `axe violations on the sandbox's checkout at ${width}, ${colorScheme}`).toEqual([]);
      }
      await page.emulateMedia({ colorScheme: "light" });
    }
  });
});
