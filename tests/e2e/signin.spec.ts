import { expect, maskedPhone, modes, test } from "./fixtures";

for (const mode of modes) {
  test.describe(`sign-in ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("an existing user signs in with phone, SMS code and password", async ({ ui, page, api, user }) => {
      const { t } = ui;
      await api.createUser(user);
      const code = await ui.enterPhone(user);
      await expect(page.getByText(t.auth.code.sentTo.replace("{{to}}", maskedPhone(user)))).toBeVisible();
      await ui.enterCode(code);
      await ui.expectPath("/auth/signin-password");
      await ui.enterPassword(user.password);
      await ui.expectProfile(user);
      await expect(page.getByText(t.toast.welcome.replace("{{name}}", user.name), { exact: true })).toBeVisible();
    });
  });

  test.describe(`wrong password ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js, language: "en" });

    test("a wrong password is refused with the spec's message, then the right one works", async ({
      ui,
      page,
      api,
      user,
    }) => {
      await api.createUser(user);
      const code = await ui.enterPhone(user);
      await ui.enterCode(code);
      await ui.expectPath("/auth/signin-password");

      await ui.enterPassword(`${user.password}-wrong`);
      const password = ui.field("Password");
      await expect(
        page.getByText("Incorrect password. If you don't remember it, click Forgot password.", { exact: true }),
      ).toBeVisible();
      await expect(page.getByText("4 attempts left before the sign-in is locked.", { exact: true })).toBeVisible();
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(password).toHaveAccessibleDescription(/Incorrect password/);
      await ui.expectPath("/auth/signin-password");

      await ui.enterPassword(user.password);
      await ui.expectProfile(user);
    });
  });
}
