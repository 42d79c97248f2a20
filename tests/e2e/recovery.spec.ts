import { expect, maskedEmail, maskedPhone, modes, test, type Outbox, type TestUser, type Ui } from "./fixtures";

/** From the password step: "Forgot password?", send the code (to `to`), set a new password. */
async function recoverPassword(ui: Ui, outbox: Outbox, to: { address: string; masked: string }, newPassword: string) {
  const { t, page } = ui;
  await page.getByRole("link", { name: t.auth.password.forgot }).click();
  await ui.expectPath("/auth/create-password");
  await expect(page.getByText(t.auth.recovery.intro)).toBeVisible();
  const before = await outbox.count(to.address);
  await ui.button(t.auth.recovery.send).click();
  await expect(page.getByText(t.auth.recovery.sentTo.replace("{{to}}", to.masked), { exact: true })).toBeVisible();
  await ui.expectPath("/auth/create-password");
  const code = await outbox.code(to.address, { after: before });

  await ui.field(t.auth.recovery.code).fill(code);
  await ui.field(t.auth.recovery.password).fill(newPassword);
  await ui.field(t.auth.recovery.confirmPassword).fill(newPassword);
  await ui.button(t.auth.recovery.submit).click();
}

async function toPasswordStep(ui: Ui, user: TestUser) {
  const code = await ui.enterPhone(user);
  await ui.enterCode(code);
  await ui.expectPath("/auth/signin-password");
}

for (const mode of modes) {
  test.describe(`password recovery ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("a forgotten password is replaced with an SMS code; the new one signs in", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      await api.createUser(user);
      await toPasswordStep(ui, user);

      const newPassword = `N3w-${user.password}`;
      await recoverPassword(ui, outbox, { address: user.phone, masked: maskedPhone(user) }, newPassword);
      // The new password works at once: signed in.
      await ui.expectProfile(user);

      // A fresh sign-in (new browser state) with the new password.
      await page.context().clearCookies();
      await ui.goto("/profile");
      await ui.expectPath("/auth/signin");
      await ui.signIn(user, newPassword);
      await expect(page.getByText(ui.t.toast.welcome.replace("{{name}}", user.name), { exact: true })).toBeVisible();
    });
  });
}

test.describe("password recovery by e-mail", () => {
  test("an account with an e-mail gets the recovery code there, then passes its second factor", async ({
    ui,
    api,
    outbox,
    user,
  }) => {
    await api.createUserWithTwoFactor(user);
    await toPasswordStep(ui, user);

    const smsBefore = await outbox.count(user.phone);
    const emailsBefore = await outbox.count(user.email);
    await recoverPassword(ui, outbox, { address: user.email, masked: maskedEmail(user.email) }, `N3w-${user.password}`);
    expect(await outbox.count(user.phone), "no recovery SMS when there is an e-mail").toBe(smsBefore);

    // The new password is right; two-factor still applies (the recovery e-mail, then this one).
    await ui.expectPath("/auth/signin-two-factor-code");
    const twoFactor = await outbox.latest(user.email, { after: emailsBefore + 1 });
    await ui.field(ui.t.auth.twoFactor.label).fill(twoFactor.code);
    await ui.button(ui.t.auth.twoFactor.submit).click();
    await ui.expectProfile(user);
  });
});
