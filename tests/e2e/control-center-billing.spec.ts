import { catalogues, expect, modes, test, type Api, type TestUser, type Ui } from "./fixtures";
import { expectAccessible } from "./axe";
import { ownerWithCompany } from "./companies";

/**
 * Balance and payments (issue 21) with JavaScript on and off: the director (a sole owner who named
 * themselves) opens the billing section, tops up a month through the sandbox's checkout and comes
 * back to a larger balance and a top-up in the history; they change the storage size from the
 * storage section. axe finds nothing on the billing and storage pages and their dialogs at 1280
 * and 360 px (a test of its own: ten pages checked).
 */

const b = catalogues.uk.billing;
/** Hryvnias as the Ukrainian page writes them: "1 234,05 ₴". */
const uah = (kop: number) => `${String(Math.trunc(kop / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, " ")},${String(kop % 100).padStart(2, "0")} ₴`;
const plain = (text: string | null) => (text ?? "").replace(/\s/g, " ");

/** A director's hub: their role's id, and their token for reading what the page should show. */
async function directorHub(api: Api, user: TestUser, name: string) {
  const { token, companyId } = await ownerWithCompany(api, user, name);
  await api.gql(`mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`, { input: { companyId, candidate: user.username } }, token);
  const { listUserCompanyRoles } = await api.gql<{ listUserCompanyRoles: Array<{ id: string; companyId: string }> }>(`{ listUserCompanyRoles { id companyId } }`, {}, token);
  const roleId = listUserCompanyRoles.find((role) => role.companyId === companyId)!.id;
  return { token, companyId, hub: `/vhub/${roleId}` };
}

const balance = (ui: Ui) => ui.page.getByTestId("billing-balance");

for (const mode of modes) {
  test.describe(`balance and payments ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("a director tops up through the sandbox and sizes the storage", async ({ ui, page, api, user }) => {
      test.slow(); // a sign-in, a checkout and back, two sections, and axe at two widths
      const { token, companyId, hub } = await directorHub(api, user, `Білінг ${mode.js ? "JS" : "HTML"}`);
      const { getCompanyBilling } = await api.gql<{ getCompanyBilling: { balance: number; topUpMonth: number } }>(
        `query ($c: ID!) { getCompanyBilling(companyId: $c) { balance topUpMonth } }`,
        { c: companyId },
        token,
      );
      await ui.signIn(user);
      const billing = `${hub}/control-center/billing`;
      await ui.goto(billing);
      await expect.poll(async () => plain(await balance(ui).textContent())).toBe(uah(getCompanyBilling.balance));
      await expect(page.getByRole("cell", { name: b.history.operations.INITIAL_BALANCE, exact: true })).toBeVisible();

      // The top-up dialog (a page without JavaScript), then the sandbox's checkout, then back.
      await page.getByRole("link", { name: b.actions.topUp, exact: true }).click();
      await ui.expectPath(`${billing}/top-up`);
      await expect(page.getByRole("radio", { name: new RegExp(b.topUp.month) })).toBeChecked();
      await ui.button(b.topUp.submit).click();
      await expect(page).toHaveURL(/\/payments\/sandbox\/checkout\?data=/);
      await expect(page.getByText(plain(`${(getCompanyBilling.topUpMonth / 100).toFixed(2)} UAH`))).toBeVisible();
      await page.getByRole("button", { name: "Сплатити (тест)", exact: true }).click();
      await ui.expectPath(billing);
      const after = plain(uah(getCompanyBilling.balance + getCompanyBilling.topUpMonth));
      await expect.poll(async () => plain(await balance(ui).textContent())).toBe(after);
      await expect(page.getByRole("cell", { name: b.history.operations.TOP_UP, exact: true })).toBeVisible();
      await expect(page.getByRole("cell", { name: new RegExp(`^${b.history.operations.INVOICE}`) })).toBeVisible();

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

test("axe finds nothing on the billing and storage sections and their dialogs at 1280 and 360 px", async ({ ui, page, api, user }) => {
  test.slow(); // ten pages, each checked
  const { hub } = await directorHub(api, user, "Білінг axe");
  await ui.signIn(user);
  const billing = `${hub}/control-center/billing`;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [what, path] of [
      ["billing", billing],
      ["top-up", `${billing}/top-up`],
      ["storage size (billing)", `${billing}/storage-size`],
      ["storage", `${hub}/control-center/storage`],
      ["storage size", `${hub}/control-center/storage/size`],
    ] as const) {
      await ui.goto(path);
      await expectAccessible(ui, `${what} at ${width}`);
    }
  }
});
