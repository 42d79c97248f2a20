import { expect, modes, test } from "./fixtures";

for (const mode of modes) {
  test.describe(`theme ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("the theme picked in the user menu is kept in its cookie, also after signing out", async ({
      ui,
      page,
      user,
    }) => {
      const html = page.locator("html");
      await ui.register(user);
      await expect(html).not.toHaveClass(/\bdark\b/);

      await ui.openUserMenu();
      await ui.button(ui.t.app.userMenu.darkMode).click();
      await ui.expectPath("/profile");
      await expect(html).toHaveClass(/\bdark\b/);
      await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute("content", "dark");

      // A fresh load: the server renders it dark from the cookie.
      await ui.goto("/profile");
      await expect(html).toHaveClass(/\bdark\b/);
      await ui.logout();
      await expect(html).toHaveClass(/\bdark\b/);
    });
  });
}
