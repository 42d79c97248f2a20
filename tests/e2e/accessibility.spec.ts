import { expectAccessible } from "./axe";
import {
  expect,
  maskedPhone,
  newStaffUser,
  newUser,
  test,
  Ui,
  wrongCode,
  type Api,
  type Outbox,
  type TestUser,
} from "./fixtures";

/**
 * Every check below is of both themes: expectAccessible runs axe on the page as the server
 * rendered it (light unless the person chose dark) and again with the theme flipped in place
 * (tests/e2e/axe.ts). The dark theme as the server renders it for a person who chose it:
 */
test.describe("accessibility, the dark theme chosen", () => {
  test.use({ theme: "dark" });
  test("the server renders the page dark, and it passes axe", async ({ ui, page }) => {
    await ui.goto("/auth/signin");
    await expect(page.locator("html")).toHaveClass("dark");
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute("content", "dark");
    await expectAccessible(ui, "/auth/signin, chosen dark");
  });
});

test.describe("accessibility", () => {
  test("sign-in, code, password and recovery pages", async ({ ui, page, api, user }) => {
    await api.createUser(user);
    await ui.goto("/auth/signin");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await expectAccessible(ui, "/auth/signin");
    // With errors showing.
    await ui.button(ui.t.auth.signin.submit).click();
    await expect(ui.field(ui.t.auth.signin.phone)).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(ui, "/auth/signin with an error");

    const code = await ui.enterPhone(user);
    await expect(page.getByText(maskedPhone(user), { exact: false })).toBeVisible();
    await expectAccessible(ui, "/auth/signin-code");
    await ui.enterCode(wrongCode(code));
    await expect(ui.field(ui.t.auth.code.label)).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(ui, "/auth/signin-code with an error");
    await ui.enterCode(code);
    await ui.expectPath("/auth/signin-password");
    await expectAccessible(ui, "/auth/signin-password");

    await page.getByRole("link", { name: ui.t.auth.password.forgot }).click();
    await ui.expectPath("/auth/create-password");
    await expectAccessible(ui, "/auth/create-password (before sending)");
    await ui.button(ui.t.auth.recovery.send).click();
    await expect(ui.field(ui.t.auth.recovery.code)).toBeVisible();
    await expectAccessible(ui, "/auth/create-password (code sent)");
  });

  test("registration page", async ({ ui, user }) => {
    const code = await ui.enterPhone(user);
    await ui.enterCode(code);
    await ui.expectPath("/auth/registration");
    await expectAccessible(ui, "/auth/registration");
    await ui.button(ui.t.auth.registration.submit).click();
    await expect(ui.field(ui.t.auth.registration.name)).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(ui, "/auth/registration with errors");
  });

  test("two-factor code page", async ({ ui, api, user }) => {
    await api.createUserWithTwoFactor(user);
    const code = await ui.enterPhone(user);
    await ui.enterCode(code);
    await ui.expectPath("/auth/signin-password");
    await ui.enterPassword(user.password);
    await ui.expectPath("/auth/signin-two-factor-code");
    await expectAccessible(ui, "/auth/signin-two-factor-code");
  });

  test("public pages", async ({ ui }) => {
    for (const path of ["/privacy-policy", "/user-agreement"]) {
      await ui.goto(path);
      await expectAccessible(ui, path);
    }
  });

  test("profile, user menu, logout dialog and logout page", async ({ ui, page, api, user }) => {
    await api.createUser(user);
    await ui.signIn(user);
    await expectAccessible(ui, "/profile with the welcome toast");
    await ui.openUserMenu();
    await expect(ui.button(ui.t.app.userMenu.logout)).toBeVisible();
    await expectAccessible(ui, "/profile with the user menu open");
    await ui.button(ui.t.app.userMenu.logout).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(ui, "the logout dialog");
    await ui.goto("/logout");
    await expectAccessible(ui, "/logout");
  });
});

/**
 * /settings/privacy and its two-factor steps at desktop and phone widths, with JavaScript and
 * without: the four forms, errors showing, another device's session (no End before 7 days, the
 * date it comes), the menu open on a phone, the code step.
 */
for (const appScripts of [true, false]) {
  test.describe(`accessibility of privacy and access${appScripts ? "" : ", without JavaScript"}`, () => {
    test.use({ appScripts });

    test("/settings/privacy at 1280 and 360 px", async ({ ui, page, api, browser, baseURL, outbox, user }) => {
      test.slow(); // four axe runs
      const p = ui.t.settings.privacy;
      await api.createUser(user);
      const other = await browser.newContext({ baseURL });
      try {
        await new Ui(await other.newPage(), true, ui.language, outbox, baseURL!).signIn(user);
      } finally {
        await other.close();
      }
      await ui.signIn(user);
      await ui.goto("/settings/privacy");
      await expectAccessible(ui, "/settings/privacy");
      await ui.button(p.password.submit).click();
      await expect(page.getByRole("main").getByLabel(p.password.current, { exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expectAccessible(ui, "/settings/privacy with the password's errors");
      // Before 7 days the other session offers no End: the rule is said as text instead.
      await expect(page.getByTestId("sessions").getByRole("button")).toHaveCount(0);
      await page.setViewportSize({ width: 360, height: 900 });
      await ui.goto("/settings/privacy");
      await expectAccessible(ui, "/settings/privacy at 360 px");
      await page.getByText(ui.t.settings.menu, { exact: true }).click();
      await expectAccessible(ui, "/settings/privacy at 360 px, menu open");
    });

    test("/settings/privacy/two-factor at 1280 and 360 px", async ({ ui, page, api, user }) => {
      test.slow(); // five axe runs
      const p = ui.t.settings.privacy;
      await api.createUser(user);
      await ui.signIn(user);
      const main = page.getByRole("main");
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await ui.goto("/settings/privacy/two-factor");
        await expectAccessible(ui, `/settings/privacy/two-factor at ${width} px`);
        await ui.button(p.twoFactor.send).click();
        await expect(main.getByLabel(p.twoFactor.email, { exact: true })).toHaveAttribute("aria-invalid", "true");
        await expectAccessible(ui, `/settings/privacy/two-factor with errors at ${width} px`);
      }
      // The code step.
      await main.getByLabel(p.twoFactor.email, { exact: true }).fill(user.email);
      await main.getByLabel(p.twoFactor.currentPassword, { exact: true }).fill(user.password);
      await ui.button(p.twoFactor.send).click();
      await expect(main.getByLabel(p.twoFactor.code, { exact: true })).toBeVisible();
      await expectAccessible(ui, "/settings/privacy/two-factor, the code step at 360 px");
    });
  });
}

/**
 * Every knowledge-base page: reading (index, an open tree, a post, search results) and, as
 * staff, authoring (the manage page, the forms with their errors, the editor, the delete question).
 */
async function knowledgeBaseReading(ui: Ui, reader: TestUser) {
  const { page } = ui;
  const t = ui.t.knowledge;
  await ui.register(reader);
  await ui.goto("/knowledge-base");
  await expectAccessible(ui, "/knowledge-base");
  const tree = page.getByRole("navigation", { name: t.tree.label });
  await tree.getByRole("button", { name: /^Безпека/ }).click();
  await expect(tree.getByRole("link", { name: "Паролі та коди входу" })).toBeVisible();
  await expectAccessible(ui, "/knowledge-base with a category open");
  await tree.getByRole("link", { name: "Паролі та коди входу" }).click();
  await expect(page.getByRole("article").getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(ui, "a knowledge-base post");
  await page.getByRole("article").getByRole("link", { name: "English" }).click();
  await expect(page.getByRole("article").getByRole("heading", { level: 1 })).toHaveText("Passwords and sign-in codes");
  await expectAccessible(ui, "a knowledge-base post in another language");
  await ui.goto("/knowledge-base?q=файл");
  await expectAccessible(ui, "knowledge-base search results");
  await ui.goto("/knowledge-base?q=zzzz");
  await expectAccessible(ui, "knowledge-base search without results");
}

async function knowledgeBaseAuthoring(ui: Ui, slot: number, js: boolean) {
  const { page } = ui;
  const t = ui.t.knowledge;
  await ui.register(newStaffUser(slot));
  await ui.goto("/knowledge-base/manage");
  await expectAccessible(ui, "/knowledge-base/manage");
  await ui.goto("/knowledge-base/manage/category/new");
  await expectAccessible(ui, "new category");
  await ui.button(t.manage.create).click();
  await expect(ui.field("Українська")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(ui, "new category with errors");
  await ui.goto("/knowledge-base/manage/post/new");
  if (js) await expect(page.getByRole("toolbar").first()).toBeVisible();
  await expectAccessible(ui, "new post");
  await ui.button(t.manage.create).click();
  await expect(page.getByText(t.validation.oneTitle)).toBeVisible();
  await expectAccessible(ui, "new post with errors");
  await ui.goto("/knowledge-base/manage");
  await page.getByRole("link", { name: `${t.manage.edit}: Паролі та коди входу` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.manage.post.editHeading);
  await expectAccessible(ui, "edit post");
  await ui.goto("/knowledge-base/manage");
  await page.getByRole("link", { name: `${t.manage.edit}: Безпека` }).click();
  await page.getByRole("link", { name: t.manage.category.delete }).click();
  // The question: a dialog over the edit page with JavaScript, a page of its own without.
  const question = js ? page.getByRole("dialog", { name: t.manage.category.delete }) : page.getByRole("main");
  await expect(question.getByText(t.manage.category.deleteConfirm.replace("{{name}}", "Безпека"))).toBeVisible();
  await expectAccessible(ui, "edit category, asked to confirm the delete");
}

test.describe("accessibility of the knowledge base", () => {
  test("reading pages", async ({ ui, user }) => {
    test.slow(); // a sign-up and five axe runs
    await knowledgeBaseReading(ui, user);
  });
  test("authoring pages", async ({ ui }) => {
    test.slow(); // a dozen axe runs
    await knowledgeBaseAuthoring(ui, 4, true);
  });
});
test.describe("accessibility of the knowledge base without JavaScript", () => {
  test.use({ appScripts: false });
  test("reading pages", async ({ ui, user }) => {
    test.slow(); // a sign-up and five axe runs
    await knowledgeBaseReading(ui, user);
  });
  test("authoring pages", async ({ ui }) => {
    test.slow(); // a dozen axe runs
    await knowledgeBaseAuthoring(ui, 6, false);
  });
});

/**
 * axe runs inside the page, so the page needs a JavaScript engine: here it has one, but the app's
 * own scripts are blocked (appScripts: false), so the page stays as the server rendered it: what
 * a visitor without JavaScript gets (the username check button, the logout link, plain toasts).
 */
test.describe("accessibility without JavaScript", () => {
  test.use({ appScripts: false });

  test("sign-in, registration with the username check, profile, user menu and logout page", async ({
    page,
    ui,
    user,
  }) => {
    await ui.goto("/auth/signin");
    await expectAccessible(ui, "/auth/signin");

    const code = await ui.enterPhone(user);
    await ui.enterCode(code);
    await ui.expectPath("/auth/registration");
    await ui.field(ui.t.auth.registration.username).fill(user.username);
    await ui.button(ui.t.auth.registration.checkUsername).click();
    await expect(page.getByText(ui.t.auth.registration.usernameAvailable)).toBeVisible();
    await expectAccessible(ui, "/auth/registration after the username check");

    await ui.fillRegistration(user);
    await ui.button(ui.t.auth.registration.submit).click();
    await ui.expectProfile(user);
    await expectAccessible(ui, "/profile with the welcome toast");
    await ui.openUserMenu();
    await expectAccessible(ui, "/profile with the user menu open");
    await page.getByRole("link", { name: ui.t.app.userMenu.logout, exact: true }).click();
    await ui.expectPath(new RegExp(`^${ui.baseURL}/logout\\?from=`));
    await expectAccessible(ui, "/logout");
  });
});

/**
 * Personal info's steps (phone change, account deletion) at 360 and 1280 px: with JavaScript
 * as dialogs over the page, without it as pages; each before and after a wrong answer.
 */
async function accountSteps(ui: Ui, api: Api, outbox: Outbox, user: TestUser) {
  const { page } = ui;
  const s = ui.t.settings;
  const next = newUser();
  await api.createUser(user);
  await ui.signIn(user);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 760 : 900 });
    await ui.goto("/settings/personal-info");
    await expectAccessible(ui, `personal info at ${width} px`);
    await page.getByRole("link", { name: s.personalInfo.changePhone, exact: true }).click();
    await ui.expectPath("/settings/personal-info/phone");
    await expect(ui.button(s.phoneChange.send)).toBeVisible();
    await expectAccessible(ui, `phone change, step 1 at ${width} px`);
    const before = await outbox.count(user.phone);
    await ui.button(s.phoneChange.send).click();
    const code = await outbox.code(user.phone, { after: before });
    await ui.field(s.phoneChange.code).fill(wrongCode(code));
    await ui.button(s.phoneChange.current.submit).click();
    await expect(ui.field(s.phoneChange.code)).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(ui, `phone change, a wrong code at ${width} px`);
    await ui.field(s.phoneChange.code).fill(code);
    await ui.button(s.phoneChange.current.submit).click();
    await ui.expectPath("/settings/personal-info/phone/new");
    await page.getByLabel(s.phoneChange.new.phone, { exact: true }).fill(user.national);
    await ui.button(s.phoneChange.send).click();
    await expect(page.getByText(ui.t.validation.newPhone.same)).toBeVisible();
    await expectAccessible(ui, `phone change, the same number at ${width} px`);
    await page.getByLabel(s.phoneChange.new.phone, { exact: true }).fill(next.national);
    await ui.button(s.phoneChange.send).click();
    await ui.expectPath("/settings/personal-info/phone/confirm");
    await expect(ui.field(s.phoneChange.code)).toBeVisible();
    await expectAccessible(ui, `phone change, the new number's code at ${width} px`);

    await ui.goto("/settings/personal-info");
    await page.getByRole("link", { name: s.personalInfo.deleteAccount, exact: true }).click();
    await ui.expectPath("/settings/personal-info/delete-account");
    await expect(page.getByText(s.deleteAccount.losses.sessions)).toBeVisible();
    await expectAccessible(ui, `account deletion at ${width} px`);
    if (width === 360) {
      await ui.button(s.deleteAccount.send).click();
      await expect(ui.field(s.deleteAccount.code)).toBeVisible();
    }
    await ui.field(s.deleteAccount.confirm).fill("no");
    await ui.button(s.deleteAccount.submit).click();
    await expect(ui.field(s.deleteAccount.confirm)).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(ui, `account deletion with errors at ${width} px`);
  }
}

test.describe("accessibility of personal info's steps", () => {
  test("as dialogs with JavaScript", async ({ ui, api, outbox, user }) => {
    test.setTimeout(270_000); // two widths, three steps with SMS codes, ten axe runs: over test.slow()'s 135 s on a busy machine
    await accountSteps(ui, api, outbox, user);
  });
});
test.describe("accessibility of personal info's steps without JavaScript", () => {
  test.use({ appScripts: false });
  test("as pages", async ({ ui, api, outbox, user }) => {
    test.setTimeout(270_000); // two widths, three steps with SMS codes, ten axe runs: over test.slow()'s 135 s on a busy machine
    await accountSteps(ui, api, outbox, user);
  });
});

/** The header at 1280 and 360 px, with its switcher and mobile menu open, JavaScript on and off. */
for (const appScripts of [true, false]) {
  test.describe(`accessibility of the header${appScripts ? "" : " without JavaScript"}`, () => {
    test.use({ appScripts });
    test("profile, /vhold and a company at 1280 and 360 px, menus open", async ({ ui, page, api, user }) => {
      test.slow();
      await api.createUser(user);
      await ui.signIn(user);
      await ui.goto("/create-company");
      await ui.field(ui.t.vhold.create.name).fill("Доступна компанія");
      await ui.button(ui.t.vhold.create.submit).click();
      await ui.expectPath(/\/vhold\/[0-9a-f-]{36}$/);
      const company = new URL(page.url()).pathname;
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of ["/profile", company, "/vhold?search=", "/vhold?search=zzz"]) {
          await ui.goto(path);
          await expectAccessible(ui, `${path} at ${width}`);
        }
        await ui.goto(company);
        const control = page
          .locator(`header [data-${width === 360 ? "mobile-menu" : "company-switcher"}] >> visible=true`)
          .first();
        await control.click();
        if (appScripts || width === 1280) {
          // The switcher's popover, the sheet, or (without JavaScript) the page the switcher links to.
          await expect(page.getByRole("searchbox", { name: ui.t.app.companySwitcher.search }).first()).toBeVisible();
        } else {
          // The menu's disclosure without JavaScript: the companies are a link to their page.
          await expect(page.locator("header").getByRole("link", { name: ui.t.app.companySwitcher.all })).toBeVisible();
        }
        await expectAccessible(ui, `${company} at ${width} with the ${width === 360 ? "menu" : "switcher"} open`);
      }
    });
  });
}
