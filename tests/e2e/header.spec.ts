import type { Page } from "@playwright/test";
import { expect, modes, test, type Ui } from "./fixtures";

/**
 * The header, with JavaScript on and off: vHold disabled (and saying why) until the person has a
 * company, then the switch and the company switcher with its search and empty state; at 360 px
 * the mobile menu (a sheet opened by keyboard with JavaScript), and nothing wider than the screen.
 */
const COMPANY_URL = /\/vhold\/([0-9a-f-]{36})$/;

async function createCompany(ui: Ui, name: string): Promise<string> {
  await ui.goto("/create-company");
  await ui.field(ui.t.vhold.create.name).fill(name);
  await ui.button(ui.t.vhold.create.submit).click();
  await ui.expectPath(COMPANY_URL);
  return COMPANY_URL.exec(ui.page.url())![1];
}

async function expectNoOverflow(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is no wider than the viewport`).toBeLessThanOrEqual(innerWidth);
}

for (const mode of modes) {
  test.describe(`header ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("vHold disabled with its reason, then the switch and the switcher with search and empty state", async ({
      ui,
      page,
      api,
      user,
    }) => {
      await api.createUser(user);
      await ui.signIn(user);
      const nav = page.getByRole("navigation", { name: ui.t.app.nav.main });
      const vhold = nav.getByRole("button", { name: ui.t.app.nav.vhold });
      await expect(vhold).toHaveAttribute("aria-disabled", "true");
      await expect(vhold).toHaveAccessibleDescription(ui.t.app.nav.vholdDisabled);
      await expect(nav.getByRole("link", { name: ui.t.app.nav.vhold })).toHaveCount(0);
      // Focus shows the reason.
      await vhold.focus();
      await expect(page.getByRole("tooltip", { name: ui.t.app.nav.vholdDisabled })).toBeVisible();

      // No companies: the switcher's empty state with the way to create one.
      const sw = ui.t.app.companySwitcher;
      // The switcher's panel: a popover with JavaScript; without it the switcher is a link to the
      // page that lists the same companies with the same search (/vhold?search=).
      const panel = mode.js ? page.getByRole("dialog", { name: sw.heading }) : page.getByRole("main");
      const openSwitcher = () => page.locator("header [data-company-switcher] >> visible=true").first().click();
      await openSwitcher();
      if (!mode.js) await ui.expectPath("/vhold?search=");
      await expect(panel.getByText(sw.empty)).toBeVisible();
      await expect(panel.getByRole("link", { name: sw.create })).toBeVisible();

      const first = await createCompany(ui, "Альфа Трейд");
      const second = await createCompany(ui, "Бета Порт");
      // vHold opens the company last opened (vhold.spec.ts has the rest of that rule).
      await ui.goto(`/vhold/${first}`);
      await ui.goto("/profile");
      await nav.getByRole("link", { name: ui.t.app.nav.vhold }).click();
      await ui.expectPath(`/vhold/${first}`);

      // The switcher lists both; search narrows; a search without hits says so.
      await openSwitcher();
      const list = panel.getByRole("list", { name: sw.heading });
      await expect(list.getByRole("link")).toHaveText([/Альфа Трейд$/, /Бета Порт$/]);
      await panel.getByRole("searchbox", { name: sw.search }).fill("порт");
      if (mode.js) {
        await expect(list.getByRole("link")).toHaveText([/Бета Порт$/]);
        await list.getByRole("link", { name: "Бета Порт" }).click();
      } else {
        // Without JavaScript the search is a GET form to /vhold, which lists what it finds.
        await panel.getByRole("button", { name: sw.searchSubmit }).click();
        await ui.expectPath("/vhold?search=%D0%BF%D0%BE%D1%80%D1%82");
        const results = page.getByRole("main");
        await expect(results.locator('a[href^="/vhold/"]')).toHaveText([/Бета Порт$/]);
        await results.getByRole("link", { name: "Бета Порт" }).click();
      }
      await ui.expectPath(`/vhold/${second}`);
      await expect(page.locator("header [data-company-switcher] >> visible=true").first()).toContainText("Бета Порт");
      await openSwitcher();
      await panel.getByRole("searchbox", { name: sw.search }).fill("zzz");
      const where = mode.js ? panel : page.getByRole("main");
      if (!mode.js) await panel.getByRole("button", { name: sw.searchSubmit }).click();
      await expect(where.getByText(sw.noMatches.replace("{{search}}", "zzz"))).toBeVisible();
      await expect(where.locator('a[href^="/vhold/"]')).toHaveCount(0);
      await expect(where.getByRole("link", { name: sw.create })).toBeVisible();
    });

    test("at 360 px: the mobile menu reaches settings, nothing runs off screen", async ({ ui, page, api, user }) => {
      await api.createUser(user);
      await page.setViewportSize({ width: 360, height: 800 });
      await ui.signIn(user);
      const companyId = await createCompany(ui, "Мобільна Компанія");
      for (const path of [
        "/profile",
        `/vhold/${companyId}`,
        "/vhold",
        "/create-company",
        "/settings/personal-info",
        "/knowledge-base",
      ]) {
        await ui.goto(path);
        await expectNoOverflow(page, path);
      }
      await ui.goto("/profile");
      const menu = page.locator("header [data-mobile-menu]").first();
      if (mode.js) {
        await menu.focus();
        await page.keyboard.press("Enter");
        const sheet = page.getByRole("dialog", { name: ui.t.app.nav.menu });
        await expect(sheet).toBeVisible();
        await expectNoOverflow(page, "/profile with the sheet open");
        // Escape closes it and focus returns to the button.
        await page.keyboard.press("Escape");
        await expect(sheet).toHaveCount(0);
        await expect(page.locator("header button[data-mobile-menu]")).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(sheet).toBeVisible();
        // Focus stays inside the sheet.
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press("Tab");
          expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
        }
        const settings = sheet.getByRole("link", { name: ui.t.app.userMenu.settings });
        await settings.focus();
        await page.keyboard.press("Enter");
      } else {
        await menu.locator("summary").focus();
        await page.keyboard.press("Enter");
        await expectNoOverflow(page, "/profile with the menu open");
        const settings = page.locator("header").getByRole("link", { name: ui.t.app.userMenu.settings });
        await settings.focus();
        await page.keyboard.press("Enter");
      }
      // The settings remember where they were opened from (their Back returns there).
      await ui.expectPath(`/settings/personal-info?from=${encodeURIComponent("/profile")}`);
    });
  });
}
