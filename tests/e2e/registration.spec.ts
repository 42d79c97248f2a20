import { expect, modes, newUser, test } from "./fixtures";

for (const mode of modes) {
  test.describe(`registration ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("a new number registers, lands on the profile, and logs out", async ({ ui, page, user, api }) => {
      const { t } = ui;
      const code = await ui.enterPhone(user);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.auth.code.heading);
      await ui.enterCode(code);
      await ui.expectPath("/auth/registration");

      await ui.fillRegistration(user);
      await ui.button(t.auth.registration.submit).click();
      await ui.expectProfile(user);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t.app.profile.heading.replace("{{name}}", user.name),
      );
      await expect(page.getByText(t.toast.registered.replace("{{name}}", user.name), { exact: true })).toBeVisible();
      expect(await api.userExists(user.phone)).toBe(true);

      await ui.logout();
      await expect(page.getByText(t.toast.signedOut, { exact: true })).toBeVisible();
      await ui.goto("/profile");
      await ui.expectPath("/auth/signin");
    });
  });

  test.describe(`registration validation ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js, language: "en" });

    test("mismatched passwords and a taken username create nothing, and the person can fix them", async ({
      ui,
      page,
      api,
      user,
    }) => {
      const { t } = ui;
      const existing = newUser();
      await api.createUser(existing);

      const code = await ui.enterPhone(user);
      await ui.enterCode(code);
      await ui.expectPath("/auth/registration");
      const confirm = ui.field(t.auth.registration.confirmPassword);

      // 1. The passwords differ.
      await ui.fillRegistration(user, { confirmPassword: `${user.password}x` });
      await ui.button(t.auth.registration.submit).click();
      await expect(page.getByText("Passwords don't match")).toBeVisible();
      await expect(confirm).toHaveAttribute("aria-invalid", "true");
      await expect(confirm).toHaveAccessibleDescription(/Passwords don't match/);
      await ui.expectPath("/auth/registration");
      // What was typed stays (passwords are never sent back).
      await expect(ui.field(t.auth.registration.name)).toHaveValue(user.name);
      await expect(ui.field(t.auth.registration.username)).toHaveValue(user.username);
      expect(await api.userExists(user.phone)).toBe(false);

      // 2. Passwords fixed, but the username belongs to someone else.
      await ui.fillRegistration({ ...user, username: existing.username });
      if (ui.js) {
        // The live check answers while typing.
        await expect(page.getByText("Username is available")).toHaveCount(0);
        await expect(page.getByText("Username is already taken", { exact: true })).toBeVisible();
      }
      await ui.button(t.auth.registration.submit).click();
      const username = ui.field(t.auth.registration.username);
      await expect(username).toHaveAttribute("aria-invalid", "true");
      await expect(username).toHaveAccessibleDescription(/Username is already taken/);
      await ui.expectPath("/auth/registration");
      expect(await api.userExists(user.phone)).toBe(false);
      expect(await api.usernameFree(user.username)).toBe(true);

      // The passwords the server refused are not left in their fields.
      await expect(ui.field(t.auth.registration.password)).toHaveValue("");
      if (ui.js) {
        // Typing another name: the live verdict on it replaces the server's verdict on the old one.
        await username.fill(user.username);
        await expect(page.getByText("Username is available", { exact: true })).toBeVisible();
        await expect(username).not.toHaveAttribute("aria-invalid", "true");
      }

      // 3. All fixed: the account is created.
      await ui.fillRegistration(user);
      await ui.button(t.auth.registration.submit).click();
      await ui.expectProfile(user);
      expect(await api.userExists(user.phone)).toBe(true);
    });
  });
}

for (const mode of modes) {
  test.describe(`registration by keyboard ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("Enter in any field registers (not the availability check)", async ({ ui, user }) => {
      await ui.enterCode(await ui.enterPhone(user));
      await ui.expectPath("/auth/registration");
      await ui.fillRegistration(user);
      await ui.field(ui.t.auth.registration.surname).press("Enter");
      await ui.expectProfile(user);
    });
  });
}

test.describe("the availability check without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("keeps every field as typed, passwords and consent included, and registers nobody", async ({
    ui,
    page,
    user,
    api,
  }) => {
    const { t } = ui;
    await ui.enterCode(await ui.enterPhone(user));
    await ui.expectPath("/auth/registration");
    await ui.fillRegistration(user);
    await ui.button(t.auth.registration.checkUsername).click();
    await ui.expectPath("/auth/registration");
    await expect(page.getByText(t.auth.registration.usernameAvailable, { exact: true })).toBeVisible();
    await expect(ui.field(t.auth.registration.name)).toHaveValue(user.name);
    await expect(ui.field(t.auth.registration.surname)).toHaveValue(user.surname);
    await expect(ui.field(t.auth.registration.username)).toHaveValue(user.username);
    await expect(ui.field(t.auth.registration.password)).toHaveValue(user.password);
    await expect(ui.field(t.auth.registration.confirmPassword)).toHaveValue(user.password);
    await expect(page.getByRole("checkbox")).toBeChecked();
    expect(await api.userExists(user.phone)).toBe(false);

    // Nothing to type again: the form registers as it stands.
    await ui.button(t.auth.registration.submit).click();
    await ui.expectProfile(user);
  });
});
