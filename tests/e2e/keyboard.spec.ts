import { expect, test, type Ui } from "./fixtures";
import type { Locator } from "@playwright/test";

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(ui: Ui, target: Locator, { back = false, max = 25 } = {}) {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    await ui.page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await ui.page.evaluate((el) => el === document.activeElement, handle)) {
      await expectVisibleFocus(target);
      return;
    }
  }
  throw new Error(`${target} was not reached with ${back ? "Shift+Tab" : "Tab"} in ${max} presses`);
}

/** The focused control shows it (WCAG 2.4.7): it matches :focus-visible and draws an outline or ring. */
async function expectVisibleFocus(target: Locator) {
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      focusVisible: el.matches(":focus-visible"),
      outline: s.outlineStyle,
      width: s.outlineWidth,
      shadow: s.boxShadow,
    };
  });
  expect(style.focusVisible, `${target} matches :focus-visible`).toBe(true);
  const outlined = style.outline !== "none" && style.width !== "0px";
  expect(outlined || style.shadow !== "none", `${target} shows its focus: ${JSON.stringify(style)}`).toBe(true);
}

test.describe("keyboard only", () => {
  test("registration, then logout, without touching the mouse", async ({ ui, page, user }) => {
    const { t } = ui;
    await ui.goto("/auth/signin");

    // The first stop is the skip link, which moves the focus to the main content.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: t.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    const phone = ui.field(t.auth.signin.phone);
    await tabTo(ui, ui.field(t.auth.signin.country));
    await expect(ui.field(t.auth.signin.country)).toHaveValue("UA");
    await tabTo(ui, phone);
    await page.keyboard.type(user.national);
    await page.keyboard.press("Enter");
    await ui.expectPath("/auth/signin-code");
    const code = await ui.outboxCode(user.phone);

    // The code field takes the focus by itself.
    await expect(ui.field(t.auth.code.label)).toBeFocused();
    await page.keyboard.type(code);
    await page.keyboard.press("Enter");
    await ui.expectPath("/auth/registration");

    const r = t.auth.registration;
    for (const [label, value] of [
      [r.name, user.name],
      [r.surname, user.surname],
      [r.username, user.username],
      [r.password, user.password],
      [r.confirmPassword, user.password],
    ]) {
      await tabTo(ui, ui.field(label));
      await page.keyboard.type(value);
    }
    await expect(page.getByText(r.usernameAvailable)).toBeVisible();
    const submit = ui.button(r.submit);
    await tabTo(ui, submit);
    // Back over the two legal links to the consent box, tick it with Space, forward again.
    const consent = page.getByRole("checkbox");
    await tabTo(ui, consent, { back: true, max: 3 });
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await tabTo(ui, submit, { max: 3 });
    await page.keyboard.press("Enter");
    await ui.expectProfile(user);

    // Logout: the menu opens with Enter; the dialog closes with Escape, giving the focus back.
    const summary = page.locator("header summary");
    await tabTo(ui, summary);
    await page.keyboard.press("Enter");
    const logout = ui.button(t.app.userMenu.logout);
    await tabTo(ui, logout);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: t.app.logout.heading });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: t.app.logout.cancel })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(logout).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole("button", { name: t.app.logout.confirm, exact: true });
    await tabTo(ui, confirm, { max: 3 });
    // The focus stays inside the dialog.
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: t.app.logout.cancel })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(confirm).toBeFocused();
    await page.keyboard.press("Enter");
    await ui.expectPath("/auth/signin");
  });
});
