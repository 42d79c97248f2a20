import { catalogues, expect, modes, newUser, test, type Api, type Outbox, type TestUser, type Ui } from "./fixtures";
import { expectAccessible } from "./axe";
import { offerShare, ownerWithCompany } from "./companies";

/**
 * The person's home and the settings around it, JavaScript on and off: the phone shown as people
 * read it; the username's availability told while typing (with JavaScript) or on save (without);
 * the settings' Back returning to where they were opened from, and Close to /profile; the
 * welcome boxes put away for good; a deleted account named as such; the header's bell counting
 * unread notifications. axe finds nothing on the changed pages at 1280 and 360 px.
 */

const uk = catalogues.uk;
const s = uk.settings;
const w = uk.app.profile.welcome;

const field = (ui: Ui, label: string) => ui.page.getByRole("main").getByLabel(label, { exact: true });

/** "+380 67 123 4567": how libphonenumber writes a Ukrainian mobile number internationally. */
const formatted = (user: TestUser) => `+380 ${user.phone.slice(4, 6)} ${user.phone.slice(6, 9)} ${user.phone.slice(9)}`;

/** Deletes `user`'s account through the API (the screens for it are settings-phone-delete.spec.ts's). */
async function deleteAccount(api: Api, outbox: Outbox, user: TestUser, token: string) {
  const before = await outbox.count(user.phone);
  await api.gql(`mutation { requestAccountDeletionCode { sentTo } }`, {}, token);
  const code = await outbox.code(user.phone, { after: before });
  await api.gql(
    `mutation ($input: DeleteAuthUserInput!) { deleteAuthUser(input: $input) }`,
    { input: { code, confirm: "YES" } },
    token,
  );
}

for (const mode of modes) {
  test.describe(`profile ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("the phone is shown formatted, on the profile and in personal info, as the sign-in hint writes it", async ({
      ui,
      page,
      api,
      user,
    }) => {
      await api.createUser(user);
      // The hint's example is libphonenumber's national format; typed so, the number signs in.
      await ui.goto("/auth/signin");
      await expect(page.getByText(ui.t.auth.signin.phoneHint)).toContainText("067 123 4567");
      await ui.signIn({
        ...user,
        national: `0${user.phone.slice(4, 6)} ${user.phone.slice(6, 9)} ${user.phone.slice(9)}`,
      });
      // Shown with the same groups, with the country code.
      await expect(page.getByTestId("profile-phone")).toHaveText(formatted(user));
      await ui.goto("/settings/personal-info");
      await expect(page.getByRole("main").getByText(formatted(user), { exact: true })).toBeVisible();
      await expect(page.getByText(user.phone, { exact: true })).toHaveCount(0);
    });

    test("the username's availability: while typing with JavaScript, on save without", async ({
      ui,
      page,
      api,
      user,
    }) => {
      const other = newUser();
      await api.createUser(user);
      await api.createUser(other);
      await ui.signIn(user);
      await ui.goto("/settings/personal-info");
      const p = s.personalInfo;
      const verdict = page.getByTestId("username-availability");
      const username = field(ui, p.username);
      if (mode.js) {
        // Someone else's: said before any submit, and nothing is sent.
        await username.fill(other.username.toUpperCase());
        await expect(verdict).toHaveText(uk.auth.registration.usernameTaken);
        await expect(page).toHaveURL(/\/settings\/personal-info$/);
        // A free one.
        await username.fill(`${user.username.slice(0, 19)}_free`);
        await expect(verdict).toHaveText(uk.auth.registration.usernameAvailable);
        // My own, in another case: mine to keep, never "taken".
        await username.fill(user.username.toUpperCase());
        await expect(verdict).toHaveText(uk.auth.registration.usernameAvailable);
        // My own as it is: nothing to say.
        await username.fill(user.username);
        await expect(verdict).toHaveText("");
      } else {
        await username.fill(other.username);
        await expect(verdict).toHaveText("");
        await ui.button(s.save).click();
        await ui.expectPath("/settings/personal-info");
        await expect(page.getByText(ui.t.errors.USERNAME_TAKEN)).toBeVisible();
        await expect(field(ui, p.username)).toHaveValue(other.username);
        await expect(field(ui, p.username)).toHaveAttribute("aria-invalid", "true");
      }
    });

    test("Back returns to where the settings were opened from; Close to the profile", async ({
      ui,
      page,
      api,
      user,
    }) => {
      await api.createUser(user);
      await ui.signIn(user);
      await ui.goto("/knowledge-base");
      await ui.openUserMenu();
      await page.getByRole("link", { name: ui.t.app.userMenu.settings, exact: true }).click();
      await ui.expectPath(`/settings/personal-info?from=${encodeURIComponent("/knowledge-base")}`);
      // Still remembered on another settings page.
      await page
        .getByRole("navigation", { name: s.menu })
        .last()
        .getByRole("link", { name: s.items.localization })
        .click();
      await ui.expectPath("/settings/localization");
      await page.getByRole("link", { name: s.backLabel }).click();
      await ui.expectPath("/knowledge-base");

      // Another site, or the settings themselves, are never where Back goes: the hub instead.
      await ui.goto(`/settings/personal-info?from=${encodeURIComponent("//evil.example/x")}`);
      await expect(page.getByRole("link", { name: s.backLabel })).toHaveAttribute("href", "/knowledge-base");
      await page.getByRole("link", { name: s.closeLabel }).click();
      await ui.expectPath("/profile");
    });

    test("the welcome boxes: add a company, or later; vHub's with the username, hidden for good", async ({
      ui,
      page,
      api,
      user,
    }) => {
      await api.createUser(user);
      await ui.signIn(user);
      const vhold = page.getByRole("region", { name: w.vhold.heading });
      const vhub = page.getByRole("region", { name: w.vhub.heading.replace("{{username}}", user.username) });
      await expect(vhold).toBeVisible();
      await expect(vhub).toBeVisible();
      await expect(vhold.getByRole("link", { name: w.vhold.add })).toHaveAttribute("href", "/create-company");

      await vhold.getByRole("button", { name: w.vhold.later }).click();
      await ui.expectPath("/profile");
      await expect(vhold).toHaveCount(0);
      await expect(vhub).toBeVisible();
      await vhub.getByRole("button", { name: w.vhub.hide }).click();
      await ui.expectPath("/profile");
      await expect(vhub).toHaveCount(0);

      // Remembered: after a reload, and after signing in again.
      await ui.logout();
      await ui.signIn(user);
      await expect(page.getByTestId("welcome-vhold")).toHaveCount(0);
      await expect(page.getByTestId("welcome-vhub")).toHaveCount(0);
    });

    test("the bell counts unread notifications, and a deleted account is named as such", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      test.slow(); // three people, SMS codes
      const leaver = newUser();
      const company = `Світанок ${mode.js ? "JS" : "HTML"}`;
      const { token, companyId } = await ownerWithCompany(api, user, company);
      const leaverToken = await api.passwordGrant(leaver, await api.createUser(leaver));
      await ui.signIn(user);
      await expect(page.getByTestId("unread-badge")).toHaveCount(0);

      // The offer is canceled by the recipient's deletion: the sender is told, and the sender's
      // pages name the recipient "Deleted account", with no username.
      const transferId = await offerShare(api, outbox, user, token, companyId, leaver, 1000);
      await deleteAccount(api, outbox, leaver, leaverToken);
      await ui.goto("/profile");
      const bell = page.getByRole("link", { name: uk.app.unreadNotifications_one.replace("{{count}}", "1") });
      await expect(bell).toBeVisible();
      await expect(bell).toHaveAttribute("href", "/profile#notifications");
      const center = page.getByRole("region", { name: uk.notifications.heading });
      await expect(center.getByTestId("notifications").getByRole("listitem").first()).toContainText(
        uk.app.deletedAccount,
      );

      await ui.goto(`/vhold/${companyId}/transfers/${transferId}`);
      await expect(page.getByRole("main")).toContainText(uk.app.deletedAccount);
      await expect(page.getByRole("main")).not.toContainText("deleted-");

      // Read: the bell goes.
      await ui.goto("/profile");
      await center.getByRole("button", { name: uk.notifications.markAllRead }).click();
      await ui.expectPath(/\/profile/);
      await expect(page.getByTestId("unread-badge")).toHaveCount(0);
    });
  });
}

for (const appScripts of [true, false]) {
  test.describe(`accessibility of the profile and personal info${appScripts ? "" : " without JavaScript"}`, () => {
    test.use({ appScripts });

    test("at 1280 and 360 px, with the welcome boxes, the bell and the username's verdict", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      test.slow();
      const sender = newUser();
      const { token, companyId } = await ownerWithCompany(api, sender, "Доступна Компанія");
      await api.createUser(user);
      await offerShare(api, outbox, sender, token, companyId, user, 500);
      await ui.signIn(user);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await ui.goto("/profile");
        await expect(page.getByTestId("unread-badge").filter({ visible: true })).toBeVisible();
        await expect(page.getByTestId("welcome-vhub")).toBeVisible();
        await expectAccessible(ui, `/profile at ${width} px`);
        await ui.goto(`/settings/personal-info?from=${encodeURIComponent("/profile")}`);
        if (appScripts) {
          await field(ui, s.personalInfo.username).fill(sender.username);
          await expect(page.getByTestId("username-availability")).toHaveText(uk.auth.registration.usernameTaken);
        }
        await expectAccessible(ui, `/settings/personal-info at ${width} px`);
      }
    });
  });
}
