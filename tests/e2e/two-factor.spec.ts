import { expect, maskedEmail, modes, test } from "./fixtures";

for (const mode of modes) {
  test.describe(`two-factor sign-in ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("a user with two-factor on confirms the e-mailed code after the password", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      const { t } = ui;
      await api.createUserWithTwoFactor(user);

      const code = await ui.enterPhone(user);
      await ui.enterCode(code);
      await ui.expectPath("/auth/signin-password");
      const emailsBefore = await outbox.count(user.email);
      await ui.enterPassword(user.password);

      await ui.expectPath("/auth/signin-two-factor-code");
      // The e-mail is masked: its second character is hidden.
      await expect(
        page.getByText(t.auth.twoFactor.sentTo.replace("{{to}}", maskedEmail(user.email)), { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(user.email)).toHaveCount(0);

      const message = await outbox.latest(user.email, { after: emailsBefore });
      expect(message.channel).toBe("email");
      await ui.field(t.auth.twoFactor.label).fill(message.code);
      await ui.button(t.auth.twoFactor.submit).click();
      await ui.expectProfile(user);
    });
  });
}
