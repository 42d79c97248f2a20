import { expectAccessible } from "./axe";
import { catalogues, expect, modes, newUser, test, type TestUser } from "./fixtures";
import { offerShare, ownerWithCompany } from "./companies";

/**
 * The notification center on /profile, JavaScript on and off: a share transfer offered to the
 * signed-in person appears in their list (with JavaScript pushed live by server-sent events,
 * without a reload; without JavaScript after one), links to its transfer page, is marked read
 * one by one or all at once with plain forms, and sits under the Today tab. Runs on the edge
 * project too (the web half in workerd relays the stream from the API on Node).
 */

const n = catalogues.uk.notifications;

const offerText = (sender: TestUser, share: string, company: string) =>
  n.type.shareTransfer.received
    .replace("{{person}}", `${sender.name} ${sender.surname}`)
    .replace("{{share}}", share)
    .replace("{{company}}", company);

for (const mode of modes) {
  test.describe(`notification center ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("a share transfer offered to me appears, links to the transfer, and is marked read", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      test.slow(); // two people, SMS codes
      const sender = newUser({ name: "Олена", surname: "Коваль" });
      const company = `Сяйво ${mode.js ? "JS" : "HTML"}`;
      const { token, companyId } = await ownerWithCompany(api, sender, company);
      await api.createUser(user);
      await ui.signIn(user);

      const center = page.getByRole("region", { name: n.heading });
      await expect(center.getByTestId("notifications-empty")).toHaveText(n.empty);
      await expect(center.getByTestId("notifications-unread")).toHaveText(n.allRead);

      if (mode.js) {
        // The page listens; a marker on the window tells a reload from an update in place.
        await expect(center).toHaveAttribute("data-live", "true");
        await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
      }
      const transferId = await offerShare(api, outbox, sender, token, companyId, user, 1250);
      const text = offerText(sender, "12,5", company); // in the reader's language: uk writes 12,5
      if (mode.js) {
        await expect(center.getByRole("link", { name: text })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
      } else {
        await expect(center.getByRole("link", { name: text })).toHaveCount(0);
        await ui.goto("/profile");
      }
      const item = center.getByTestId("notifications").getByRole("listitem").filter({ hasText: text });
      await expect(item).toHaveAttribute("data-unread", "true");
      await expect(center.getByTestId("notifications-unread")).toHaveText(n.unread_one.replace("{{count}}", "1"));
      await expect(item.getByRole("link", { name: text })).toHaveAttribute(
        "href",
        `/vhold/${companyId}/transfers/${transferId}`,
      );

      // Today: it was written just now.
      await center.getByRole("link", { name: n.today, exact: true }).click();
      await ui.expectPath("/profile?tab=today#notifications");
      await expect(center.getByRole("link", { name: n.today, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(center.getByRole("link", { name: text })).toBeVisible();

      // Marked read with its own plain form.
      await item.getByRole("button", { name: n.markReadOf.replace("{{text}}", text) }).click();
      await expect(item).toHaveAttribute("data-unread", "false");
      await expect(center.getByTestId("notifications-unread")).toHaveText(n.allRead);
      await expect(item.getByRole("button")).toHaveCount(0);
      await expect(page).toHaveURL(/\/profile\?tab=today/);

      // The sender withdraws the offer and a second person offers a part of theirs: two unread,
      // and "mark all as read" clears them at once.
      await api.gql(
        `mutation ($input: ProcessOwnershipTransferStatusInput!) { processOwnershipTransferStatus(input: $input) { id } }`,
        { input: { id: transferId, status: "CANCELED" } },
        token,
      );
      const withdrawn = n.type.shareTransfer.canceled
        .replace("{{person}}", `${sender.name} ${sender.surname}`)
        .replace("{{share}}", "12,5")
        .replace("{{company}}", company);
      const second = newUser({ name: "Богдан", surname: "Мельник" });
      const other = await ownerWithCompany(api, second, `Обрій ${mode.js ? "JS" : "HTML"}`);
      const secondId = await offerShare(api, outbox, second, other.token, other.companyId, user, 200);
      const secondText = offerText(second, "2", `Обрій ${mode.js ? "JS" : "HTML"}`);
      if (!mode.js) await ui.goto("/profile");
      await expect(center.getByRole("link", { name: withdrawn })).toBeVisible();
      await expect(center.getByRole("link", { name: secondText })).toBeVisible();
      await expect(center.locator('[data-unread="true"]')).toHaveCount(2);
      await expect(center.getByTestId("notifications-unread")).toHaveText(/^2\s/);
      await center.getByRole("button", { name: n.markAllRead, exact: true }).click();
      await expect(center.locator('[data-unread="true"]')).toHaveCount(0);
      await expect(center.getByTestId("notifications-unread")).toHaveText(n.allRead);
      await expect(center.getByTestId("notifications").getByRole("listitem")).toHaveCount(3);

      // A notification leads to its transfer, where the offer can be answered: its link names the
      // company's address, and the person, who owns nothing of that company, finds the offer over
      // the profile (a dialog with JavaScript, a page without).
      await center.getByRole("link", { name: secondText }).click();
      await ui.expectPath(`/profile/transfers/${secondId}`);
      const transfer = mode.js
        ? page.getByRole("dialog", { name: catalogues.uk.vhold.shareTransfer.heading })
        : page.getByRole("main");
      await expect(
        transfer.getByRole("button", { name: catalogues.uk.vhold.shareTransfer.accept, exact: true }),
      ).toBeVisible();
    });
  });
}

// Issue 18, defect 18: a co-owner changes the company's address; the other co-owner is told.
for (const mode of modes) {
  test.describe(`company details changed ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("a co-owner's change of the company's details tells me who changed what, and leads to the company's settings", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      test.slow(); // two people, SMS codes
      const owner = newUser({ name: "Ірина", surname: "Бондар" });
      const company = `Злагода ${mode.js ? "JS" : "HTML"}`;
      const { token, companyId } = await ownerWithCompany(api, owner, company);
      const mine = await api.passwordGrant(user, await api.createUser(user));
      const offered = await offerShare(api, outbox, owner, token, companyId, user, 4000);
      await api.gql(
        `mutation ($input: ProcessOwnershipTransferStatusInput!) { processOwnershipTransferStatus(input: $input) { id } }`,
        { input: { id: offered, status: "ACCEPTED" } },
        mine,
      );
      await ui.signIn(user);
      const center = page.getByRole("region", { name: n.heading });
      if (mode.js) await expect(center).toHaveAttribute("data-live", "true");

      await api.gql(
        `mutation ($id: ID!, $input: UpdateCompanyInput!) { updateCompany(id: $id, input: $input) { id } }`,
        { id: companyId, input: { address: "вул. Хрещатик, 1, Київ" } },
        token,
      );
      const text = n.type.company.detailsChanged
        .replace("{{person}}", `${owner.name} ${owner.surname}`)
        .replace("{{company}}", company)
        .replace("{{fields}}", n.detail.ADDRESS);
      if (!mode.js) await ui.goto("/profile");
      const link = center.getByRole("link", { name: text });
      await expect(link).toBeVisible();
      await expect(center.getByTestId("notifications").getByRole("listitem").filter({ hasText: text })).toHaveAttribute(
        "data-unread",
        "true",
      );

      await link.click();
      await ui.expectPath(`/vhold/${companyId}/settings`);
      await expect(page.getByRole("main")).toContainText("вул. Хрещатик, 1, Київ");
    });
  });
}

test.describe("/profile with notifications", () => {
  test("is accessible and fits at 360 and 1280 px", async ({ ui, page, api, outbox, user }, info) => {
    test.slow();
    const sender = newUser({ name: "Марія", surname: "Довгоброд-Ковальчук" });
    const { token, companyId } = await ownerWithCompany(
      api,
      sender,
      "Дуже довга назва компанії для перевірки переносу",
    );
    await api.createUser(user);
    const offered = await offerShare(api, outbox, sender, token, companyId, user, 3333);
    await api.gql(
      `mutation ($input: ProcessOwnershipTransferStatusInput!) { processOwnershipTransferStatus(input: $input) { id } }`,
      { input: { id: offered, status: "CANCELED" } },
      token,
    );
    await ui.signIn(user);
    const center = page.getByRole("region", { name: n.heading });
    await center.getByTestId("notifications").getByRole("listitem").first().getByRole("button").click();
    await expect(center.locator('[data-unread="true"]')).toHaveCount(1);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(ui, `the notifications at ${width} px`); // light and dark
      // Nothing runs off the side of the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `width at ${width} px`,
      ).toBeLessThanOrEqual(width);
      const shot = `profile-notifications-${width}.png`;
      await page.screenshot({
        path: process.env.SCREENSHOT_DIR ? `${process.env.SCREENSHOT_DIR}/${shot}` : info.outputPath(shot),
        fullPage: true,
      });
    }
  });
});
