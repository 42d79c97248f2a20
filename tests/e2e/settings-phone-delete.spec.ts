import type { Locator } from "@playwright/test";
import {
  catalogues,
  expect,
  maskedPhone,
  modes,
  newUser,
  test,
  wrongCode,
  type Api,
  type TestUser,
  type Ui,
} from "./fixtures";

/**
 * Personal info's two guarded steps, with JavaScript on (each step a dialog over the page) and
 * off (each step a page): the phone changed through its four steps (a wrong code says how many
 * tries are left, a taken or unchanged number is refused on its field) and signing in with the
 * new number; the account deleted with its code and YES, after which its phone registers anew;
 * a co-owner told before any step that the share must be transferred first, with a link to the
 * company, and sent no code.
 */

const s = catalogues.uk.settings;
const pc = s.phoneChange;
const da = s.deleteAccount;

/** A phone as the pages show it: +380 67 123 4567. */
const formatted = (user: TestUser) => `+380 67 ${user.phone.slice(6, 9)} ${user.phone.slice(9)}`;

/** The step in view: the dialog over personal info with JavaScript, the page's main without. */
function step(ui: Ui, title: string): Locator {
  return ui.js ? ui.page.getByRole("dialog", { name: title }) : ui.page.getByRole("main");
}

async function openStep(ui: Ui, link: string, title: string, path: string) {
  await ui.goto("/settings/personal-info");
  await ui.page.getByRole("link", { name: link, exact: true }).click();
  await ui.expectPath(path);
  if (ui.js) await expect(step(ui, title)).toBeVisible();
  else await expect(ui.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

async function signedInThroughApi(api: Api, user: TestUser): Promise<string> {
  return api.passwordGrant(user, await api.createUser(user));
}

for (const mode of modes) {
  test.describe(`phone change and account deletion ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("change the phone through every step and sign in with the new number", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      test.slow(); // two sign-ins and four codes
      const other = newUser();
      const next = newUser();
      await api.createUser(user);
      await api.createUser(other);
      await ui.signIn(user);
      await ui.goto("/settings/personal-info");
      await expect(page.getByTestId("personal-info-phone")).toHaveText(formatted(user));

      await openStep(ui, s.personalInfo.changePhone, pc.title, "/settings/personal-info/phone");
      await expect(step(ui, pc.title)).toContainText(maskedPhone(user));
      const before = await outbox.count(user.phone);
      await step(ui, pc.title).getByRole("button", { name: pc.send, exact: true }).click();
      const code = await outbox.code(user.phone, { after: before });
      await expect(ui.field(pc.code)).toBeVisible();

      // A wrong code: refused on the field, with the tries left.
      await ui.field(pc.code).fill(wrongCode(code));
      await ui.button(pc.current.submit).click();
      // Ukrainian says "4 спроби" (the plural form for 2 to 4).
      await expect(
        page.getByText((catalogues.uk.auth.code as Record<string, string>).attemptsLeft_few.replace("{{count}}", "4")),
      ).toBeVisible();
      await expect(ui.field(pc.code)).toHaveAttribute("aria-invalid", "true");
      await ui.field(pc.code).fill(code);
      await ui.button(pc.current.submit).click();
      await ui.expectPath("/settings/personal-info/phone/new");

      // Someone else's number, then the same one: each refused on the phone field.
      const newPhone = step(ui, pc.title).getByLabel(pc.new.phone, { exact: true });
      await newPhone.fill(other.national);
      await ui.button(pc.send).click();
      await expect(page.getByText(ui.t.errors.PHONE_TAKEN)).toBeVisible();
      await expect(newPhone).toHaveAttribute("aria-invalid", "true");
      await newPhone.fill(user.national);
      await ui.button(pc.send).click();
      await expect(page.getByText(ui.t.validation.newPhone.same)).toBeVisible();

      const sentToNew = await outbox.count(next.phone);
      await newPhone.fill(next.national);
      await ui.button(pc.send).click();
      await ui.expectPath("/settings/personal-info/phone/confirm");
      const newCode = await outbox.code(next.phone, { after: sentToNew });
      await expect(step(ui, pc.title)).toContainText(maskedPhone(next));
      await ui.field(pc.code).fill(newCode);
      await ui.button(pc.confirm.submit).click();
      await ui.expectPath("/settings/personal-info");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByText(pc.changed.replace("{{phone}}", formatted(next)), { exact: true })).toBeVisible();
      await expect(page.getByTestId("personal-info-phone")).toHaveText(formatted(next));

      // The new number signs in from now on.
      await ui.logout();
      await ui.signIn({ ...user, phone: next.phone, national: next.national });
    });

    test("delete the account with its code and YES; the number then registers anew", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      test.slow();
      await api.createUser(user);
      await ui.signIn(user);
      await openStep(ui, s.personalInfo.deleteAccount, da.title, "/settings/personal-info/delete-account");
      if (ui.js) {
        // Escape closes the dialog: back on personal info, focus on the link that opened it.
        await expect(step(ui, da.title).getByRole("button", { name: da.send, exact: true })).toBeVisible();
        await page.keyboard.press("Escape");
        await ui.expectPath("/settings/personal-info");
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(page.getByRole("link", { name: s.personalInfo.deleteAccount, exact: true })).toBeFocused();
        await page.keyboard.press("Enter");
        await ui.expectPath("/settings/personal-info/delete-account");
      }
      const dialog = step(ui, da.title);
      await expect(dialog.getByText(da.losses.companies)).toBeVisible();
      await expect(dialog.getByText(da.willSendSms.replace("{{to}}", maskedPhone(user)))).toBeVisible();
      const before = await outbox.count(user.phone);
      await dialog.getByRole("button", { name: da.send, exact: true }).click();
      const code = await outbox.code(user.phone, { after: before });
      await expect(dialog.getByText(da.sentSms.replace("{{to}}", maskedPhone(user)))).toBeVisible();

      // YES is to be typed as the spec writes it.
      await ui.field(da.code).fill(code);
      await ui.field(da.confirm).fill("yes");
      await ui.button(da.submit).click();
      await expect(page.getByText(ui.t.validation.confirm.yes)).toBeVisible();
      await expect(ui.field(da.confirm)).toHaveAttribute("aria-invalid", "true");
      await ui.field(da.code).fill(code);
      await ui.field(da.confirm).fill("YES");
      await ui.button(da.submit).click();
      await ui.expectPath("/auth/signin");
      await expect(page.getByText(ui.t.toast.accountDeleted, { exact: true })).toBeVisible();

      // The session is gone, and the phone belongs to nobody: signing in leads to registration.
      await ui.goto("/profile");
      await ui.expectPath("/auth/signin");
      const signInCode = await ui.enterPhone(user);
      await ui.enterCode(signInCode);
      await ui.expectPath("/auth/registration");
    });

    test("a co-owner is told first that the share must go, with a link to the company, and sent no code", async ({
      ui,
      api,
      outbox,
      user,
    }) => {
      test.slow();
      const coOwner = newUser({ name: "Петро" });
      const token = await signedInThroughApi(api, user);
      const coToken = await signedInThroughApi(api, coOwner);
      const name = `Спільна ${mode.js ? "JS" : "HTML"}`;
      const { createCompany } = await api.gql<{ createCompany: { id: string } }>(
        `mutation ($input: CreateCompanyInput!) { createCompany(input: $input) { id } }`,
        { input: { name } },
        token,
      );
      const companyId = createCompany.id;
      const sms = await outbox.count(user.phone);
      await api.gql(
        `mutation ($id: ID!, $recipient: String!, $share: Int!) { requestShareTransferCode(companyId: $id, recipient: $recipient, share: $share) { sentTo } }`,
        { id: companyId, recipient: coOwner.username, share: 2500 },
        token,
      );
      const transferCode = await outbox.code(user.phone, { after: sms });
      const { transferOwnershipPart } = await api.gql<{ transferOwnershipPart: { id: string } }>(
        `mutation ($input: TransferOwnershipPartInput!) { transferOwnershipPart(input: $input) { id } }`,
        { input: { companyId, recipient: coOwner.username, share: 2500, code: transferCode } },
        token,
      );
      await api.gql(
        `mutation ($input: ProcessOwnershipTransferStatusInput!) { processOwnershipTransferStatus(input: $input) { id } }`,
        { input: { id: transferOwnershipPart.id, status: "ACCEPTED" } },
        coToken,
      );

      await ui.signIn(user);
      const before = await outbox.count(user.phone);
      await openStep(ui, s.personalInfo.deleteAccount, da.title, "/settings/personal-info/delete-account");
      // Said first, before any step: the reason, the company to transfer the share in, no code to ask for.
      await expect(step(ui, da.title).getByText(ui.t.errors.SOLE_OWNER_HAS_COMPANIES)).toBeVisible();
      await expect(step(ui, da.title).getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        `/vhold/${companyId}`,
      );
      await expect(step(ui, da.title).getByRole("button", { name: da.send, exact: true })).toHaveCount(0);
      await expect(ui.field(da.code)).toHaveCount(0);
      expect(await outbox.count(user.phone), "no code sent").toBe(before);
      await ui.expectPath("/settings/personal-info/delete-account");
      // Nothing was deleted: the person is still signed in.
      await ui.goto("/profile");
      await ui.expectProfile(user);
    });
  });
}
