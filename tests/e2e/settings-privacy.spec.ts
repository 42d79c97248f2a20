import { createTranslator } from "../../app/lib/translate";
import { catalogues, expect, maskedEmail, modes, test, Ui, wrongCode, type Api, type TestUser } from "./fixtures";

/**
 * /settings/privacy with JavaScript on and off: the password changed (a wrong current one refused
 * on its field with the tries left) and the new one signs in; two-factor turned on with the
 * e-mailed code, then asked at sign-in, then turned off again; the visibility of the phone and
 * e-mail kept; the sessions of two browsers listed, this device marked, no End before 7 days but
 * the date it becomes allowed, and End once this device signed in a week ago (its start moved
 * back through the APP_ENV=test seam: the server's clock is shared), the other device then signed
 * out at its next request.
 */

const s = catalogues.uk.settings;
const p = s.privacy;

/** A control of the page (the header has its own). */
const field = (ui: Ui, label: string) => ui.page.getByRole("main").getByLabel(label, { exact: true });

/** The part of a catalogue text before its first {{value}}. */
const before = (text: string) => text.split("{{")[0];

/**
 * The ids of the person's sessions, earliest sign-in first, as the API lists them (the pages show
 * an id only in an End form, and there is none before 7 days): read through a session of the
 * API's own, ended again at once (ending one's own session is always allowed).
 */
async function sessionIds(api: Api, user: TestUser): Promise<string[]> {
  const token = await api.passwordGrant(user, await api.confirmPhone(user.phone));
  type Listed = { id: string; signedInAt: string; current: boolean };
  const { listAuthUserSessions } = await api.gql<{ listAuthUserSessions: Listed[] }>(
    `query { listAuthUserSessions { id signedInAt current } }`,
    {},
    token,
  );
  const own = listAuthUserSessions.find((session) => session.current)!;
  await api.gql(`mutation ($id: ID!) { endAuthUserSession(id: $id) }`, { id: own.id }, token);
  return listAuthUserSessions
    .filter((session) => !session.current)
    .sort((a, b) => a.signedInAt.localeCompare(b.signedInAt))
    .map((session) => session.id);
}

async function openPrivacy(ui: Ui) {
  await ui.goto("/settings/personal-info");
  // The menu is a dropdown at this width only on phones; the aside is the one in view.
  await ui.page.getByRole("navigation", { name: s.menu }).getByRole("link", { name: s.items.privacy }).last().click();
  await ui.expectPath("/settings/privacy");
  await expect(ui.page.getByRole("heading", { level: 1, name: p.heading })).toBeVisible();
}

for (const mode of modes) {
  test.describe(`privacy and access ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("change the password and sign in with the new one", async ({ ui, page, api, user }) => {
      await api.createUser(user);
      await ui.signIn(user);
      await openPrivacy(ui);
      const newPassword = `N3w!${user.password}`;

      // A wrong current password: said on its field, with the tries left; nothing changes.
      await field(ui, p.password.current).fill(`${user.password}x`);
      await field(ui, p.password.new).fill(newPassword);
      await field(ui, p.password.confirm).fill(newPassword);
      await ui.button(p.password.submit).click();
      await expect(field(ui, p.password.current)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(ui.t.validation.password.wrong, { exact: true })).toBeVisible();
      // Five tries in all (shared with sign-in), one spent.
      await expect(
        page.getByText(createTranslator(catalogues.uk, "uk")("auth.password.attemptsLeft", { count: 4 })),
      ).toBeVisible();
      // The passwords are not given back into the page.
      await expect(field(ui, p.password.current)).toHaveValue("");

      // The repeat differs.
      await field(ui, p.password.current).fill(user.password);
      await field(ui, p.password.new).fill(newPassword);
      await field(ui, p.password.confirm).fill(`${newPassword}1`);
      await ui.button(p.password.submit).click();
      await expect(page.getByText(ui.t.validation.password.mismatch)).toBeVisible();

      await field(ui, p.password.current).fill(user.password);
      await field(ui, p.password.new).fill(newPassword);
      await field(ui, p.password.confirm).fill(newPassword);
      await ui.button(p.password.submit).click();
      await ui.expectPath("/settings/privacy");
      await expect(page.getByText(p.password.changed, { exact: true })).toBeVisible();
      // Still signed in on this device.
      await page.reload();
      await ui.expectPath("/settings/privacy");

      await ui.logout();
      await ui.signIn(user, newPassword);
    });

    test("turn two-factor on, sign in with it, and turn it off", async ({ ui, page, api, outbox, user }) => {
      test.slow(); // two sign-ins and four e-mails
      await api.createUser(user);
      await ui.signIn(user);
      await openPrivacy(ui);
      const status = page.getByTestId("two-factor-status");
      await expect(status).toHaveText(p.twoFactor.off);
      await page.getByRole("link", { name: p.twoFactor.turnOn }).click();
      await ui.expectPath("/settings/privacy/two-factor");

      // The current password is asked again: a wrong one sends nothing.
      await field(ui, p.twoFactor.email).fill(user.email);
      await field(ui, p.twoFactor.currentPassword).fill(`${user.password}x`);
      await ui.button(p.twoFactor.send).click();
      await expect(field(ui, p.twoFactor.currentPassword)).toHaveAttribute("aria-invalid", "true");
      expect(await outbox.count(user.email)).toBe(0);

      await field(ui, p.twoFactor.email).fill(user.email);
      await field(ui, p.twoFactor.currentPassword).fill(user.password);
      await ui.button(p.twoFactor.send).click();
      await expect(page.getByText(p.twoFactor.sentTo.replace("{{to}}", maskedEmail(user.email)))).toBeVisible();
      const code = await outbox.code(user.email);
      await field(ui, p.twoFactor.code).fill(wrongCode(code));
      await ui.button(p.twoFactor.enable).click();
      await expect(
        page.getByText(createTranslator(ui.t, ui.language)("auth.code.attemptsLeft", { count: 4 }), { exact: true }),
      ).toBeVisible();
      await field(ui, p.twoFactor.code).fill(code);
      await ui.button(p.twoFactor.enable).click();
      await ui.expectPath("/settings/privacy");
      await expect(page.getByText(p.twoFactor.enabled, { exact: true })).toBeVisible();
      await expect(status).toHaveText(p.twoFactor.on.replace("{{email}}", user.email));

      // Sign-in now asks for the e-mailed code after the password.
      await ui.logout();
      const smsCode = await ui.enterPhone(user);
      await ui.enterCode(smsCode);
      await ui.expectPath("/auth/signin-password");
      const emails = await outbox.count(user.email);
      await ui.enterPassword(user.password);
      await ui.expectPath("/auth/signin-two-factor-code");
      await ui.field(ui.t.auth.twoFactor.label).fill(await outbox.code(user.email, { after: emails }));
      await ui.button(ui.t.auth.twoFactor.submit).click();
      await ui.expectProfile(user);

      // Off: a code, then the code and the confirmation.
      await ui.goto("/settings/privacy");
      await page.getByRole("link", { name: p.twoFactor.turnOff }).click();
      await ui.expectPath("/settings/privacy/two-factor");
      const sent = await outbox.count(user.email);
      await ui.button(p.twoFactor.send).click();
      const offCode = await outbox.code(user.email, { after: sent });
      await field(ui, p.twoFactor.code).fill(offCode);
      await ui.button(p.twoFactor.disable).click();
      await expect(page.getByText(ui.t.validation.confirm.required)).toBeVisible();
      await field(ui, p.twoFactor.code).fill(offCode);
      await page.getByRole("main").getByRole("checkbox", { name: p.twoFactor.confirm }).check();
      await ui.button(p.twoFactor.disable).click();
      await ui.expectPath("/settings/privacy");
      await expect(status).toHaveText(p.twoFactor.off);
    });

    test("the visibility of the phone and e-mail is kept", async ({ ui, page, api, user }) => {
      await api.createUser(user);
      await ui.signIn(user);
      await openPrivacy(ui);
      const phone = page.getByRole("group", { name: p.visibility.phone });
      const email = page.getByRole("group", { name: p.visibility.email });
      // My contacts is the default.
      await expect(phone.getByRole("radio", { name: p.visibility.CONTACTS })).toBeChecked();
      await expect(email.getByRole("radio", { name: p.visibility.CONTACTS })).toBeChecked();
      await phone.getByRole("radio", { name: p.visibility.ALL }).check();
      await ui.button(s.save).click();
      await ui.expectPath("/settings/privacy");
      await expect(page.getByText(s.saved, { exact: true })).toBeVisible();
      await page.reload();
      await ui.ready();
      await expect(phone.getByRole("radio", { name: p.visibility.ALL })).toBeChecked();
      await expect(email.getByRole("radio", { name: p.visibility.CONTACTS })).toBeChecked();
    });

    test("the sessions list this device and another; before 7 days there is no End, only the date it comes", async ({
      ui,
      page,
      api,
      browser,
      baseURL,
      outbox,
      user,
    }) => {
      await api.createUser(user);
      // The other device: a browser of its own.
      const other = await browser.newContext({ javaScriptEnabled: mode.js, baseURL });
      try {
        await new Ui(await other.newPage(), mode.js, ui.language, outbox, baseURL!).signIn(user);
        await ui.signIn(user);
      } finally {
        await other.close();
      }
      await openPrivacy(ui);
      const sessions = page.getByTestId("sessions").getByRole("listitem");
      await expect(sessions).toHaveCount(2);
      await expect(sessions.first()).toContainText(p.sessions.thisDevice);
      await expect(sessions.nth(1)).not.toContainText(p.sessions.thisDevice);
      await expect(sessions.first()).toContainText(before(p.sessions.lastActive));

      // Said up front, with the date; no button that could only repeat it.
      const notice = page.getByText(before(p.sessions.notYet));
      await expect(notice).toBeVisible();
      const date = (await notice.textContent())!.slice(before(p.sessions.notYet).length).replace(/\.$/, "");
      expect(date).toMatch(/\d/);
      await expect(page.getByTestId("sessions").getByRole("button")).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    });

    test("a week after signing in here, another device's session is ended and it is signed out", async ({
      ui,
      page,
      api,
      browser,
      baseURL,
      outbox,
      user,
    }) => {
      await api.createUser(user);
      // Device B: a browser of its own, signed in first.
      const other = await browser.newContext({ javaScriptEnabled: mode.js, baseURL });
      try {
        const b = new Ui(await other.newPage(), mode.js, ui.language, outbox, baseURL!);
        await b.signIn(user);
        await ui.signIn(user);
        // This device (A, the later sign-in) signed in a week ago.
        const [, aId] = await sessionIds(api, user);
        await api.backdateSession(aId, 7);

        await openPrivacy(ui);
        const sessions = page.getByTestId("sessions").getByRole("listitem");
        await expect(sessions).toHaveCount(2);
        // Nothing is said about waiting any more.
        await expect(page.getByText(before(p.sessions.notYet))).toHaveCount(0);
        await sessions
          .nth(1)
          .getByRole("button", { name: new RegExp(`^${before(p.sessions.endLabel)}`) })
          .click();
        await ui.expectPath("/settings/privacy");
        await expect(page.getByText(p.sessions.ended, { exact: true })).toBeVisible();
        await expect(sessions).toHaveCount(1);
        await expect(sessions.first()).toContainText(p.sessions.thisDevice);
        await expect(page.getByText(p.sessions.noOthers)).toBeVisible();

        // B's next request finds it signed out.
        await b.page.reload();
        await b.expectPath(/\/auth\/signin(\?|$)/);
      } finally {
        await other.close();
      }
    });
  });
}
