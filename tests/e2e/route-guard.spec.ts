import { expect, modes, test } from "./fixtures";

test.describe("route guard redirects", () => {
  test("unknown paths and invite links go home; home is the profile", async ({ request }) => {
    for (const [path, location] of [
      ["/", "/profile"],
      ["/no/such/page", "/"],
      ["/invite/abc123", "/"],
      ["/profile", "/auth/signin"],
      ["/auth", "/auth/signin"],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()["location"], path).toBe(location);
    }
  });
});

for (const mode of modes) {
  test.describe(`route guard ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("signed out, private pages and later sign-in steps go to sign-in", async ({ ui }) => {
      for (const path of [
        "/profile",
        "/logout",
        "/no/such/page",
        "/invite/abc123",
        "/auth/signin-code",
        "/auth/signin-password",
        "/auth/registration",
        "/auth/create-password",
        "/auth/signin-two-factor-code",
      ]) {
        await ui.goto(path);
        await ui.expectPath("/auth/signin");
      }
    });

    test("signed in, auth pages go to the profile; unknown paths and invite links go home", async ({
      ui,
      api,
      user,
    }) => {
      await api.createUser(user);
      await ui.signIn(user);
      for (const path of [
        "/auth/signin",
        "/auth/signin-code",
        "/auth/registration",
        "/auth",
        "/",
        "/no/such/page",
        "/invite/abc123",
      ]) {
        await ui.goto(path);
        await ui.expectProfile(user);
      }
      // With JavaScript, in-app links keep the guard too (client navigation runs the same loaders).
      if (ui.js) {
        await ui.page.getByRole("navigation").getByRole("link", { name: ui.t.app.nav.home }).click();
        await ui.expectProfile(user);
      }
    });
  });
}
