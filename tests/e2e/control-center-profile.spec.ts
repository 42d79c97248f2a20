import { fileURLToPath } from "node:url";
import { catalogues, expect, modes, test, type Api, type TestUser, type Ui } from "./fixtures";
import { expectAccessible } from "./axe";
import { ownerWithCompany } from "./companies";
import { png } from "../fixtures/png";

/**
 * The control center's company profile (issue 21) with JavaScript on and off: a director uploads
 * the company's avatar (an image over 800 px is refused with its message), edits the phone,
 * address and about, chooses industries in the dialog (a page without JavaScript; with it, the
 * search narrows the list), and sees them on vHold's information tab and the avatar in vHold's
 * panel. axe finds nothing on the page and the dialog at 1280 and 360 px.
 */

const h = catalogues.uk.control;
const p = h.profile;
const v = catalogues.uk.validation.companyAvatar;
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, x]) => s.replaceAll(`{{${k}}}`, x), text);

/** A sole owner who named themselves director: the company's id. */
async function director(api: Api, user: TestUser, name: string) {
  const { token, companyId } = await ownerWithCompany(api, user, name);
  await api.gql(
    `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
    { input: { companyId, candidate: user.username } },
    token,
  );
  return companyId;
}

/** Signed in, on the company profile of the director's role: its path. */
async function openProfile(ui: Ui, user: TestUser) {
  await ui.signIn(user);
  await ui.goto("/vhub");
  await ui.expectPath(/\/vhub\/[0-9a-f-]{36}$/);
  const path = `${new URL(ui.page.url()).pathname}/control-center/company-profile`;
  await ui.goto(path);
  return path;
}

for (const mode of modes) {
  test.describe(`the company profile ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("a director sets the avatar, the details and the industries; vHold shows them", async ({
      ui,
      page,
      api,
      user,
    }) => {
      test.slow(); // a sign-in and four forms
      const name = `Профіль ${mode.js ? "JS" : "HTML"}`;
      const companyId = await director(api, user, name);
      const path = await openProfile(ui, user);
      // The section itself (the header's company picker draws the company's avatar too).
      const section = page.getByRole("region", { name: h.companyProfile, exact: true });
      await expect(section.getByTestId("profile-name")).toHaveText(name);
      await expect(section.getByTestId("company-avatar-initials")).toBeVisible();

      // An image over 800 px is refused by the server, with the reason, and nothing changes.
      const picker = page.getByLabel(p.chooseImage, { exact: true });
      await picker.setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: png(801, 20) });
      await ui.button(p.upload).click();
      await expect(page.getByText(v.dimensions)).toBeVisible();
      await expect(picker).toHaveAttribute("aria-invalid", "true");
      await expect(section.getByTestId("company-avatar-initials")).toBeVisible();

      // A PNG is kept and shown through a signed URL.
      await page.getByLabel(p.chooseImage, { exact: true }).setInputFiles(fixture("avatar.png"));
      await ui.button(p.upload).click();
      await ui.expectPath(path);
      await expect(page.getByText(p.avatarSaved).first()).toBeVisible();
      const image = page.getByRole("img", { name: p.avatarAlt, exact: true });
      await expect(image).toBeVisible();
      expect(await image.getAttribute("src")).toMatch(/[?&](signature|X-Amz-Signature)=/);
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(48);

      // The details: a bad phone is refused with what was typed kept; then saved.
      await page.getByLabel(p.phone, { exact: true }).fill("12");
      await page.getByLabel(p.address, { exact: true }).fill("Київ, Хрещатик 1");
      await ui.button(p.save).click();
      await expect(page.getByLabel(p.phone, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(p.address, { exact: true })).toHaveValue("Київ, Хрещатик 1");
      await page.getByLabel(p.phone, { exact: true }).fill("+380 67 123 4567");
      await page.getByLabel(p.about, { exact: true }).fill("Робимо добрі речі.");
      await ui.button(p.save).click();
      await expect(page.getByText(p.saved).first()).toBeVisible();
      await ui.goto(path);
      await expect(page.getByLabel(p.phone, { exact: true })).toHaveValue("+380 67 123 4567");
      await expect(page.getByLabel(p.about, { exact: true })).toHaveValue("Робимо добрі речі.");

      // The industries: a dialog over the page with JavaScript (its search narrows the list), a page without.
      await page.getByRole("link", { name: p.chooseIndustries, exact: true }).click();
      await ui.expectPath(`${path}/industries`);
      const scope = mode.js
        ? page.getByRole("dialog", { name: p.dialogTitle })
        : page.getByRole("region", { name: p.dialogTitle });
      await expect(scope).toBeVisible();
      // The classes sit in their divisions: disclosures, opened by a click (or by a search).
      const programming = scope.getByLabel(/^62\.01 /);
      const retailDivision = scope.locator("summary").filter({ hasText: /^47 / });
      const retail = scope.getByLabel(/^47\.11 /);
      if (mode.js) {
        await scope.getByLabel(p.search, { exact: true }).fill("програмування");
        await expect(retailDivision).toBeHidden();
        await programming.check();
        await scope.getByLabel(p.search, { exact: true }).fill("");
        // The division with a ticked class stays open once the search is cleared.
        await expect(programming).toBeChecked();
        await expect(programming).toBeVisible();
      } else {
        await expect(scope.getByLabel(p.search, { exact: true })).toHaveCount(0);
        await expect(programming).toBeHidden();
        await scope.locator("summary").filter({ hasText: /^62 / }).click();
        await programming.check();
      }
      await retailDivision.click();
      // Unticking a class leaves its division open: the checkbox keeps the focus and stays in view.
      if (mode.js) {
        await programming.uncheck();
        await expect(programming).toBeVisible();
        await programming.check();
      }
      await retail.check();
      if (mode.js)
        await expect(scope.getByTestId("industries-count")).toHaveText(fill(p.chosen, { count: "2", max: "10" }));
      await scope.getByRole("button", { name: p.saveIndustries, exact: true }).click();
      await ui.expectPath(path);
      await expect(page.getByText(p.industriesSaved).first()).toBeVisible();
      const chosen = page.getByTestId("profile-industries");
      await expect(chosen).toContainText("62.01 Комп'ютерне програмування");
      await expect(chosen).toContainText("47.11 Роздрібна торгівля в неспеціалізованих магазинах");

      // vHold's panel: the avatar, and the industries on the information tab.
      await ui.goto(`/vhold/${companyId}?tab=info`);
      const panel = page.getByRole("complementary", { name, exact: true });
      await expect(panel.getByTestId("panel-industries")).toContainText("Інформація та телекомунікації");
      await expect(panel.getByTestId("company-avatar-image")).toBeVisible();
    });
  });
}

// axe runs in the page: without JavaScript the app's own scripts are blocked instead (appScripts).
for (const appScripts of [true, false]) {
  test.describe(`the company profile's accessibility${appScripts ? "" : " without JavaScript"}`, () => {
    test.use({ appScripts });

    test("the page and the dialog at 1280 and 360 px", async ({ ui, page, api, user }) => {
      test.slow(); // axe on two pages at two widths
      await director(api, user, `Доступність профілю ${appScripts ? "JS" : "HTML"}`);
      const path = await openProfile(ui, user);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await ui.goto(path);
        await expectAccessible(ui, `the company profile at ${width}`);
        if (appScripts) {
          // The dialog as JavaScript opens it, over the page.
          await page.getByRole("link", { name: p.chooseIndustries, exact: true }).click();
          await expect(page.getByRole("dialog", { name: p.dialogTitle })).toBeVisible();
        } else {
          await ui.goto(`${path}/industries`);
        }
        await expectAccessible(ui, `the industries ${appScripts ? "dialog" : "page"} at ${width}`);
      }
    });
  });
}
