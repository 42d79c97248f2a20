import { expect, modes, test } from "./fixtures";

for (const mode of modes) {
  test.describe(`Back after logout ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("shows the sign-in page, never the profile the browser saw before", async ({ ui, api, user, page }) => {
      await api.createUser(user);
      await ui.signIn(user);
      await ui.logout();
      // Back over every signed-in page of the history (without JavaScript, /logout is one of them).
      for (let step = 0; step < (ui.js ? 1 : 2); step += 1) {
        await page.goBack();
        await ui.expectPath("/auth/signin");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.t.auth.signin.heading);
        await expect(page.getByTestId("profile-username")).toHaveCount(0);
        await expect(page.getByText(user.username)).toHaveCount(0);
      }
    });
  });
}

test("signed-in pages and their data are sent no-store, private; public pages without a session are not", async ({
  ui,
  api,
  user,
  page,
  request,
}) => {
  await api.createUser(user);
  await ui.signIn(user);
  // With the browser's cookies: the page, and its data as client-side navigation fetches it.
  for (const path of ["/profile", "/profile.data"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("no-store, private");
  }
  // A visitor without a session: nothing personal, nothing forbidden.
  expect((await request.get("/privacy-policy")).headers()["cache-control"]).toBeUndefined();
});
