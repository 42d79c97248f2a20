/**
 * Logging out asks first, one way wherever it is offered (the user menu, the settings' Exit): with
 * JavaScript a dialog over the page, without it the /logout page. Cancel leaves the person where
 * they were.
 */
import { expect, modes, test, type Ui } from "./fixtures";

/** Cancels the confirmation and checks the person is back on `path`, still signed in. */
async function cancelBackTo(ui: Ui, path: string) {
  const { page, t } = ui;
  if (ui.js) {
    const dialog = page.getByRole("dialog", { name: t.app.logout.heading });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: t.app.logout.cancel, exact: true }).click();
    await expect(dialog).toHaveCount(0);
  } else {
    await ui.expectPath(`/logout?from=${encodeURIComponent(path)}`);
    await page.getByRole("main").getByRole("link", { name: t.app.logout.cancel, exact: true }).click();
  }
  await ui.expectPath(path);
}

for (const mode of modes) {
  test.describe(`logout ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("Cancel from the user menu stays on the page it was asked from", async ({ ui, api, user }) => {
      await api.createUser(user);
      await ui.signIn(user);
      await ui.goto("/knowledge-base");
      await ui.openUserMenu();
      const trigger = ui.page.getByRole(ui.js ? "button" : "link", { name: ui.t.app.userMenu.logout, exact: true });
      await trigger.click();
      await cancelBackTo(ui, "/knowledge-base");
    });

    test("the settings' Exit asks the same way; Cancel returns to the settings page, Log out ends the session", async ({
      ui,
      api,
      user,
      page,
    }) => {
      test.slow(); // a sign-in, the question twice, a logout
      await api.createUser(user);
      await ui.signIn(user);
      await ui.goto("/settings/privacy");
      const s = ui.t.settings;
      const exit = page
        .getByRole("navigation", { name: s.menu })
        .getByRole(ui.js ? "button" : "link", { name: s.items.exit, exact: true })
        .last();
      await exit.click();
      await cancelBackTo(ui, "/settings/privacy");

      await exit.click();
      const confirm = ui.js
        ? page
            .getByRole("dialog", { name: ui.t.app.logout.heading })
            .getByRole("button", { name: ui.t.app.logout.confirm, exact: true })
        : page.getByRole("main").getByRole("button", { name: ui.t.app.logout.confirm, exact: true });
      await confirm.click();
      await ui.expectPath("/auth/signin");
      await ui.goto("/settings/privacy");
      await ui.expectPath("/auth/signin");
    });
  });
}
