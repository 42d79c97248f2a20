import { catalogues, expect, modes, newUser, test, type Ui } from "./fixtures";
import { expectAccessible } from "./axe";

/**
 * The profile settings with JavaScript on and off: personal info edited and seen on /profile (a
 * taken username refused with the spec's words, 31 February as a date that does not exist); the language changed
 * to English switches the whole interface; the time format changes how a date reads, and it and
 * the currency are kept; axe finds nothing on any settings page at desktop and mobile widths.
 */

const s = catalogues.uk.settings;

/** A control of the page (the header has its own language choice). */
const field = (ui: Ui, label: string) => ui.page.getByRole("main").getByLabel(label, { exact: true });

async function openSettings(ui: Ui) {
  await ui.openUserMenu();
  await ui.page.getByRole("link", { name: ui.t.app.userMenu.settings, exact: true }).click();
  await ui.expectPath(`/settings/personal-info?from=${encodeURIComponent("/profile")}`);
}

for (const mode of modes) {
  test.describe(`settings ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("edit personal info and see it on the profile", async ({ ui, page, api, user }) => {
      test.slow(); // two people and a dozen submits
      const other = newUser();
      await api.createUser(user);
      await api.createUser(other);
      await ui.signIn(user);
      await openSettings(ui);
      const p = s.personalInfo;
      await expect(field(ui, p.name)).toHaveValue(user.name);
      await expect(field(ui, p.username)).toHaveValue(user.username);

      // Someone else's username: refused on submit, on the field, nothing saved.
      await field(ui, p.username).fill(other.username.toUpperCase());
      await ui.button(s.save).click();
      await expect(page.getByText(ui.t.errors.USERNAME_TAKEN)).toBeVisible();
      await expect(field(ui, p.username)).toHaveAttribute("aria-invalid", "true");

      // 31 February is no date, and the page says that, not that a part was left unchosen.
      const year = String(new Date().getFullYear() - 30);
      await field(ui, p.username).fill(user.username);
      await field(ui, p.birthDay).selectOption("31");
      await field(ui, p.birthMonth).selectOption("2");
      await field(ui, p.birthYear).selectOption(year);
      await ui.button(s.save).click();
      await expect(page.getByText(ui.t.validation.birthday.noSuchDay)).toBeVisible();
      await expect(field(ui, p.birthDay)).toHaveAccessibleDescription(ui.t.validation.birthday.noSuchDay);
      await expect(page.getByText(ui.t.validation.birthday.invalid)).toHaveCount(0);

      const username = `${user.username.slice(0, 18)}_new`;
      await field(ui, p.name).fill("Марія");
      await field(ui, p.surname).fill("Іваненко");
      await field(ui, p.username).fill(username);
      await field(ui, p.birthDay).selectOption("9");
      await field(ui, p.birthMonth).selectOption("3");
      await field(ui, p.birthYear).selectOption(year);
      await field(ui, p.about).fill("Люблю гори.\nІ каву.");
      await ui.button(s.save).click();
      await ui.expectPath("/settings/personal-info");
      await expect(page.getByText(ui.t.validation.birthday.noSuchDay)).toHaveCount(0);
      await expect(field(ui, p.username)).toHaveValue(username);
      await expect(field(ui, p.birthDay)).toHaveValue("9");
      await expect(field(ui, p.birthMonth)).toHaveValue("3");
      await expect(field(ui, p.birthYear)).toHaveValue(year);
      await expect(field(ui, p.about)).toHaveValue("Люблю гори.\nІ каву.");

      await page.getByRole("link", { name: s.closeLabel }).click();
      await ui.expectPath("/profile");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Марія");
      await expect(page.getByTestId("profile-username")).toHaveText(username);
    });

    test("at 360 px the saved message covers nothing: a part of the page without JavaScript, closable with it", async ({
      ui,
      page,
      api,
      user,
    }) => {
      await api.createUser(user);
      await page.setViewportSize({ width: 360, height: 760 });
      await ui.signIn(user);
      await ui.goto("/settings/personal-info");
      await ui.button(s.save).click();
      await ui.expectPath("/settings/personal-info");
      const message = page.getByRole("status").filter({ hasText: s.saved });
      await expect(message).toBeVisible();
      if (mode.js) {
        await page.getByRole("button", { name: ui.t.toast.close }).click();
        await expect(message).toHaveCount(0);
        return;
      }
      // At the top of the page, before the header: it goes up with the page.
      expect((await message.boundingBox())!.y).toBeLessThan((await page.getByRole("banner").boundingBox())!.y);
      // At the bottom of the page nothing lies over "Delete account" (a fixed message did).
      const deleteAccount = page.getByRole("link", { name: s.personalInfo.deleteAccount });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const box = (await deleteAccount.boundingBox())!;
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.textContent ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(onTop).toBe(s.personalInfo.deleteAccount);
    });

    test("change the language to English and see the whole interface switch", async ({ ui, page, api, user }) => {
      await api.createUser(user);
      await ui.signIn(user);
      await ui.goto("/settings/localization");
      await field(ui, s.localization.language).selectOption("en");
      await ui.button(s.save).click();
      await ui.expectPath("/settings/localization");
      const en = catalogues.en;
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1, name: en.settings.localization.heading })).toBeVisible();
      await expect(field(ui, en.settings.localization.language)).toHaveValue("en");
      await expect(page).toHaveTitle(new RegExp(`^${en.titles.settingsLocalization} \\|`));
      // The menu, the header and the next pages too.
      await expect(page.getByRole("link", { name: en.settings.items.personalInfo }).first()).toBeAttached();
      await page.getByRole("link", { name: en.settings.closeLabel }).click();
      await ui.expectPath("/profile");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        en.app.profile.heading.replace("{{name}}", user.name),
      );
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });

    test("the time format changes how dates read; it and the currency are kept", async ({ ui, page, api, user }) => {
      await api.createUser(user);
      await ui.signIn(user);
      // A date on screen: this device's last activity, under privacy and access (24-hour by default).
      const prefix = s.privacy.sessions.lastActive.split("{{")[0];
      const lastActive = page.getByTestId("sessions").getByText(prefix);
      // The words for before and after noon in the page's language (дп, пп).
      const dayPeriods = ["2026-01-01T06:00:00Z", "2026-01-01T18:00:00Z"].map(
        (iso) =>
          new Intl.DateTimeFormat("uk", { hour: "numeric", hour12: true, timeZone: "UTC" })
            .formatToParts(new Date(iso))
            .find((part) => part.type === "dayPeriod")!.value,
      );
      const twelveHour = new RegExp(`\\d{2}:\\d{2}\\s(${dayPeriods.join("|")})$`);
      await ui.goto("/settings/privacy");
      await expect(lastActive).toHaveText(new RegExp(`^${prefix}.*\\d{2}:\\d{2}$`));
      await expect(lastActive).not.toHaveText(twelveHour);

      await ui.goto("/settings/localization");
      const l = s.localization;
      await field(ui, l.timeFormat).selectOption("FORMAT_12H");
      await field(ui, l.currency).selectOption("USD");
      await ui.button(s.save).click();
      await ui.expectPath("/settings/localization");
      // Saved (the message says so) before the page is loaded again: a reload sooner would cut the save short.
      await expect(page.getByRole("status").filter({ hasText: s.saved })).toBeVisible();
      await page.reload();
      await ui.ready();
      await expect(field(ui, l.timeFormat)).toHaveValue("FORMAT_12H");
      await expect(field(ui, l.currency)).toHaveValue("USD");
      await expect(field(ui, l.language)).toHaveValue("uk");

      // The same date now reads in 12 hours.
      await ui.goto("/settings/privacy");
      await expect(lastActive).toHaveText(twelveHour);
    });
  });
}

test.describe("the birthday at 360 px", () => {
  test.use({ language: "en" });

  test("every month's name is shown whole in its select", async ({ ui, page, api, user }) => {
    await api.createUser(user);
    await page.setViewportSize({ width: 360, height: 800 });
    await ui.signIn(user);
    await ui.goto("/settings/personal-info");
    const month = field(ui, ui.t.settings.personalInfo.birthMonth);
    for (let m = 1; m <= 12; m++) {
      await month.selectOption(String(m));
      // The chosen name's width in the select's font against the room inside it (the arrow's padding aside).
      const { text, width, room } = await month.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0].text;
        return {
          text,
          width: context.measureText(text).width,
          room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        };
      });
      expect(width, `"${text}" fits its select`).toBeLessThanOrEqual(room);
    }
  });
});

test("/settings opens personal info", async ({ ui, api, user }) => {
  await api.createUser(user);
  await ui.signIn(user);
  await ui.goto("/settings");
  await ui.expectPath("/settings/personal-info");
});

for (const appScripts of [true, false]) {
  test.describe(`accessibility of the settings${appScripts ? "" : " without JavaScript"}`, () => {
    test.use({ appScripts });

    test("every settings page at 1280 and 360 px", async ({ ui, page, api, user }) => {
      test.slow(); // sixteen axe runs
      await api.createUser(user);
      await ui.signIn(user);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of [
          "/settings/personal-info",
          "/settings/localization",
          "/settings/user-agreement",
          "/settings/privacy-policy",
        ]) {
          await ui.goto(path);
          await expectAccessible(ui, `${path} at ${width} px`);
          if (width === 360) {
            // The menu as a dropdown, opened.
            await page.getByText(s.menu, { exact: true }).click();
            await expect(
              page.getByRole("navigation", { name: s.menu }).getByRole("link", { name: s.items.localization }),
            ).toBeVisible();
            await expectAccessible(ui, `${path} at ${width} px, menu open`);
          }
        }
      }
    });
  });
}
