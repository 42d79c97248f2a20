import { expect, modes, test, wrongCode } from "./fixtures";

for (const mode of modes) {
  test.describe(`wrong code and lockout ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js, language: "en" });

    test("wrong codes count down the attempts, one message each; the fifth locks the phone, even for the right code", async ({
      ui,
      page,
      user,
    }) => {
      const code = await ui.enterPhone(user);
      const input = ui.field("Code from SMS");
      for (const left of [4, 3, 2, 1]) {
        await ui.enterCode(wrongCode(code));
        const message = `Wrong code. ${left} ${left === 1 ? "attempt" : "attempts"} left.`;
        await expect(page.getByText(message, { exact: true })).toBeVisible();
        // One message, not the generic line above it as well.
        await expect(page.getByText("Invalid confirmation code", { exact: false })).toHaveCount(0);
        await expect(input).toHaveAttribute("aria-invalid", "true");
        await expect(input).toHaveAccessibleDescription(message);
        await ui.expectPath("/auth/signin-code");
      }

      const locked = page
        .getByRole("alert")
        .filter({ hasText: "Too many login attempts. Please try again in 15 min." });
      await ui.enterCode(wrongCode(code));
      await expect(locked).toBeVisible();

      await ui.enterCode(code);
      await expect(locked).toBeVisible();
      await ui.expectPath("/auth/signin-code");
      // Still locked when starting over with the same number.
      await ui.goto("/auth/signin");
      await ui.field("Phone number").fill(user.national);
      await ui.button("Get code").click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Too many login attempts. Please try again in 15 min." }),
      ).toBeVisible();
      await ui.expectPath("/auth/signin");
    });
  });
}
