import type { Locator, Page } from "@playwright/test";
import { catalogues, expect, modes, newUser, test, type Api, type TestUser, type Ui } from "./fixtures";
import { expectAccessible } from "./axe";
import { offerShare } from "./companies";

/**
 * vHold with JavaScript on and off: create a company, offer part of it to a second person who
 * accepts with the SMS-confirmed transfer (its steps a dialog over the dashboard with JavaScript,
 * pages without), both see each other as co-owners with the right shares and the transfer in the
 * history; a transfer opens over the dashboard (a co-owner's) or over the profile (a recipient who
 * owns nothing of the company yet), as a dialog with JavaScript; declining and canceling ask first;
 * the company's details are edited in a dialog over the settings; vHold opens the company last opened while it is
 * still the person's; a stranger opening the company lands on /profile; axe finds nothing on any
 * vHold page, dialog or question at desktop and mobile widths.
 */

const v = catalogues.uk.vhold;
const COMPANY_URL = /\/vhold\/([0-9a-f-]{36})$/;

const coOwners = (page: Page) => page.getByTestId("co-owners");

async function createCompany(ui: Ui, name: string): Promise<string> {
  await ui.page.getByRole("link", { name: catalogues.uk.hubProfile.vhold.create, exact: true }).click();
  await ui.expectPath("/create-company");
  await ui.field(v.create.name).fill(name);
  await ui.button(v.create.submit).click();
  await ui.expectPath(COMPANY_URL);
  return COMPANY_URL.exec(ui.page.url())![1];
}

/** Signed in through the API (the token endpoint), for set-up the screens are not under test for. */
async function apiSession(api: Api, user: TestUser): Promise<string> {
  const ticket = await api.createUser(user);
  return api.passwordGrant(user, ticket);
}

/** A step in view: the dialog over its page with JavaScript, the page's main without. */
function step(ui: Ui, title: string): Locator {
  return ui.js ? ui.page.getByRole("dialog", { name: title }) : ui.page.getByRole("main");
}

/** The step opened as it should be: a dialog with JavaScript, a page with its own heading without. */
async function expectStep(ui: Ui, title: string) {
  if (ui.js) await expect(ui.page.getByRole("dialog", { name: title })).toBeVisible();
  else await expect(ui.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** The step at its address, opened as it should be (expectStep). */
async function opened(ui: Ui, path: string, title: string) {
  await ui.expectPath(path);
  await expectStep(ui, title);
}

async function apiCompany(api: Api, token: string, name: string): Promise<string> {
  const { createCompany } = await api.gql<{ createCompany: { id: string } }>(
    `mutation ($input: CreateCompanyInput!) { createCompany(input: $input) { id } }`,
    { input: { name } },
    token,
  );
  return createCompany.id;
}

for (const mode of modes) {
  test.describe(`vHold ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("create a company, transfer a part to another person who accepts, both see it", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      test.slow(); // three sign-ins with SMS codes
      const recipient = newUser({ name: "Петро", surname: "Шевченко" });
      await api.createUser(user);
      await api.createUser(recipient);
      await ui.signIn(user);

      // vHold is disabled in the header until the user has a company.
      await expect(
        page.getByRole("navigation", { name: ui.t.app.nav.main }).getByRole("link", { name: ui.t.app.nav.vhold }),
      ).toHaveCount(0);
      // The name rules hold on the server: an empty name is refused with the spec's text.
      await page.getByRole("link", { name: catalogues.uk.hubProfile.vhold.create, exact: true }).click();
      await ui.expectPath("/create-company");
      await ui.button(v.create.submit).click();
      await expect(ui.field(v.create.name)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(ui.t.validation.companyName.required)).toBeVisible();
      await ui.goto("/profile");
      const companyName = `Зоря & Ко ${mode.js ? "JS" : "HTML"}`;
      const companyId = await createCompany(ui, companyName);
      await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
      await expect(page.getByTestId("my-share")).toHaveText("100 %");
      await expect(coOwners(page).getByRole("listitem")).toHaveCount(1);

      // The information tab: no director, and the way to assign one (the director's settings section).
      await page.getByRole("link", { name: v.panel.infoTab, exact: true }).click();
      await expect(page.getByText(v.panel.noDirector)).toBeVisible();
      await expect(page.getByRole("link", { name: v.panel.assignDirector, exact: true })).toHaveAttribute(
        "href",
        `/vhold/${companyId}/director`,
      );
      await page.getByRole("link", { name: v.panel.ownersTab, exact: true }).click();

      // The transfer: find the recipient, name the share, confirm with the SMS code. With
      // JavaScript its steps are a dialog over the dashboard, which stays in place under it.
      await page.getByRole("link", { name: v.dashboard.transfer, exact: true }).click();
      await ui.expectPath(`/vhold/${companyId}/transfer`);
      await expectStep(ui, v.transfer.heading);
      if (mode.js) await expect(page.getByTestId("my-share")).toHaveText("100 %");
      await page.getByRole("searchbox", { name: v.transfer.find }).fill(recipient.username);
      await ui.button(v.transfer.search).click();
      await page
        .getByRole("link", { name: v.transfer.pick.replace("{{name}}", `${recipient.name} ${recipient.surname}`) })
        .click();
      await expect(ui.field(v.transfer.recipient)).toHaveValue(recipient.username);
      // More than the owner holds is refused on its field.
      await ui.field(v.transfer.share).fill("100.5");
      await ui.button(v.transfer.next).click();
      await expect(ui.field(v.transfer.share)).toHaveAttribute("aria-invalid", "true");
      // The address stays the step's own, with the search it had: nothing of how the form posts (?index).
      await ui.expectPath(`/vhold/${companyId}/transfer?q=${recipient.username}&recipient=${recipient.username}`);
      await ui.field(v.transfer.share).fill("25");
      const before = await outbox.count(user.phone);
      await ui.button(v.transfer.next).click();
      await ui.expectPath(`/vhold/${companyId}/transfer/confirm`);
      await expectStep(ui, v.confirm.heading);
      const code = await outbox.code(user.phone, { after: before });
      await ui.field(v.confirm.code).fill(code);
      await ui.button(v.confirm.submit).click();
      await ui.expectPath(`/vhold/${companyId}`);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      const outgoing = page.getByRole("region", { name: v.dashboard.heading });
      await expect(
        outgoing.getByText(v.dashboard.to.replace("{{name}}", `${recipient.name} ${recipient.surname}`)),
      ).toBeVisible();
      // Still the sole owner until the recipient accepts.
      await expect(coOwners(page).getByRole("listitem")).toHaveCount(1);
      await ui.logout();

      // The recipient, who owns nothing of the company yet, answers from the profile: the offer
      // opens over it (a dialog with JavaScript, a page without), Accept.
      await ui.signIn(recipient);
      await page
        .getByRole("link", { name: new RegExp(companyName) })
        .first()
        .click();
      await ui.expectPath(/\/profile\/transfers\/[0-9a-f-]{36}$/);
      await expectStep(ui, v.shareTransfer.heading);
      if (mode.js) await expect(page.getByTestId("profile-username")).toHaveText(recipient.username);
      await expect(step(ui, v.shareTransfer.heading).getByTestId("transfer-status")).toHaveText(
        v.shareTransfer.statuses.PENDING,
      );
      await step(ui, v.shareTransfer.heading)
        .getByRole("button", { name: v.shareTransfer.accept, exact: true })
        .click();
      await ui.expectPath(`/vhold/${companyId}`);
      await expect(page.getByTestId("my-share")).toHaveText("25 %");
      await expect(coOwners(page).getByRole("listitem")).toHaveCount(2);
      await expect(coOwners(page).getByRole("listitem").filter({ hasText: user.username })).toContainText("75 %");
      await expect(coOwners(page).getByRole("listitem").filter({ hasText: recipient.username })).toContainText("25 %");
      const historyItem = v.dashboard.historyItem
        .replace("{{from}}", `${user.name} ${user.surname}`)
        .replace("{{share}}", "25")
        .replace("{{to}}", `${recipient.name} ${recipient.surname}`);
      await expect(page.getByTestId("share-history")).toContainText(historyItem);
      // The profile lists the company with the share; the header opens vHold.
      await ui.goto("/profile");
      await expect(page.getByTestId("my-companies")).toContainText("25 %");
      await page
        .getByRole("navigation", { name: ui.t.app.nav.main })
        .getByRole("link", { name: ui.t.app.nav.vhold })
        .click();
      await ui.expectPath(`/vhold/${companyId}`);
      await ui.logout();

      // The first owner sees the same.
      await ui.signIn(user);
      await expect(page.getByTestId("my-companies")).toContainText("75 %");
      await ui.goto(`/vhold/${companyId}`);
      await expect(page.getByTestId("my-share")).toHaveText("75 %");
      await expect(coOwners(page).getByRole("listitem").filter({ hasText: recipient.username })).toContainText("25 %");
      await expect(page.getByTestId("share-history")).toContainText(historyItem);
      // With a co-owner the name is a proposal (a vote) only when changed: left as it is, the rest saves.
      await page.getByRole("link", { name: v.panel.settings, exact: true }).click();
      await ui.expectPath(`/vhold/${companyId}/settings`);
      await page.getByRole("link", { name: v.settings.editLabel, exact: true }).click();
      await ui.expectPath(`/vhold/${companyId}/settings/edit`);
      await expectStep(ui, v.settings.editHeading);
      await expect(step(ui, v.settings.editHeading).getByRole("textbox", { name: v.settings.name })).toHaveValue(
        companyName,
      );
      await ui.field(v.settings.address).fill("Київ, вул. Хрещатик, 1");
      await ui.field(v.settings.phone).fill("+380441234567");
      await ui.button(v.settings.save).click();
      await ui.expectPath(`/vhold/${companyId}/settings`);
      const details = page.getByTestId("company-details");
      await expect(details).toContainText("Київ, вул. Хрещатик, 1");
      await expect(details).toContainText("+380 44 123 4567");
      await expect(details).toContainText(companyName);
    });

    test("declining and canceling ask first; going back leaves the transfer waiting", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      test.slow(); // two SMS-confirmed offers
      const other = newUser({ name: "Петро", surname: "Шевченко" });
      const token = await apiSession(api, user);
      const otherToken = await apiSession(api, other);
      const mine = await apiCompany(api, token, `Моя ${mode.js ? "JS" : "HTML"}`);
      const theirs = await apiCompany(api, otherToken, `Його ${mode.js ? "JS" : "HTML"}`);
      // The person offers 10 % of theirs to the other, who offers them 20 % of his.
      const sent = await offerShare(api, outbox, user, token, mine, other, 1000);
      const offered = await offerShare(api, outbox, other, otherToken, theirs, user, 2000);
      await ui.signIn(user);
      const status = page.getByTestId("transfer-status");
      const st = v.shareTransfer;

      // Cancel, as the sender: the question, then back (and with JavaScript Escape): still waiting.
      const sentPage = `/vhold/${mine}/transfers/${sent}`;
      // Declining is the recipient's question, not the sender's: the transfer's page says how it stands.
      await ui.goto(`${sentPage}/decline`);
      await ui.expectPath(sentPage);
      const cancelLink = page.getByRole("link", { name: st.cancel, exact: true });
      await cancelLink.click();
      await ui.expectPath(`${sentPage}/cancel`);
      await expectStep(ui, st.cancelStep.title);
      const cancelAsk = step(ui, st.cancelStep.title);
      await expect(cancelAsk).toContainText(
        st.cancelStep.text
          .replace("{{share}}", "10")
          .replace("{{company}}", `Моя ${mode.js ? "JS" : "HTML"}`)
          .replace("{{to}}", `${other.name} ${other.surname}`),
      );
      await cancelAsk.getByRole("link", { name: st.cancelStep.keep, exact: true }).click();
      await ui.expectPath(sentPage);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(status).toHaveText(st.statuses.PENDING);
      if (mode.js) {
        await cancelLink.click();
        await expect(cancelAsk).toBeVisible();
        await page.keyboard.press("Escape");
        await ui.expectPath(sentPage);
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(cancelLink).toBeFocused();
      }
      // Reloaded, it still waits: nothing was canceled by asking.
      await ui.goto(sentPage);
      await expect(status).toHaveText(st.statuses.PENDING);
      await cancelLink.click();
      await ui.expectPath(`${sentPage}/cancel`);
      await cancelAsk.getByRole("button", { name: st.cancelStep.submit, exact: true }).click();
      await ui.expectPath(`/vhold/${mine}`);
      await expect(page.getByText(st.canceled, { exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: v.dashboard.heading })).toContainText(v.dashboard.noPending);
      await ui.goto(sentPage);
      await expect(status).toHaveText(st.statuses.CANCELED);
      await expect(cancelLink).toHaveCount(0);

      // Decline, as the recipient, who owns nothing of that company: the company's address of the
      // transfer (a notification's link) opens it over the profile, its question too. The same
      // question, then back; then declined for good.
      const offeredPage = `/profile/transfers/${offered}`;
      await ui.goto(`/vhold/${theirs}/transfers/${offered}`);
      await ui.expectPath(offeredPage);
      await ui.goto(`/vhold/${theirs}/transfers/${offered}/decline`);
      await ui.expectPath(`${offeredPage}/decline`);
      await ui.goto(offeredPage);
      const declineLink = page.getByRole("link", { name: st.decline, exact: true });
      await declineLink.click();
      await ui.expectPath(`${offeredPage}/decline`);
      await expectStep(ui, st.declineStep.title);
      const declineAsk = step(ui, st.declineStep.title);
      await expect(declineAsk).toContainText(
        st.declineStep.text
          .replace("{{from}}", `${other.name} ${other.surname}`)
          .replace("{{share}}", "20")
          .replace("{{company}}", `Його ${mode.js ? "JS" : "HTML"}`),
      );
      await declineAsk.getByRole("link", { name: st.declineStep.keep, exact: true }).click();
      await ui.expectPath(offeredPage);
      await expect(status).toHaveText(st.statuses.PENDING);
      await expect(ui.button(st.accept)).toBeVisible();
      await declineLink.click();
      await ui.expectPath(`${offeredPage}/decline`);
      await declineAsk.getByRole("button", { name: st.declineStep.submit, exact: true }).click();
      await ui.expectPath("/profile");
      await expect(page.getByText(st.declined, { exact: true })).toBeVisible();
      await ui.goto(offeredPage);
      await expect(status).toHaveText(st.statuses.DECLINED);
      // A question for a transfer no longer waiting is not asked: its page says how it stands.
      await ui.goto(`${offeredPage}/decline`);
      await ui.expectPath(offeredPage);
    });

    test("a co-owner's transfer opens over the dashboard, from its list and from the profile: decline asks over it, accept in it", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      test.slow(); // three SMS-confirmed offers
      const owner = newUser({ name: "Ольга", surname: "Бондар" });
      const ownerToken = await apiSession(api, owner);
      const companyName = `Спільна ${mode.js ? "JS" : "HTML"}`;
      const companyId = await apiCompany(api, ownerToken, companyName);
      const userToken = await apiSession(api, user);
      // The person is a co-owner already (10 %), and is offered two parts more.
      const first = await offerShare(api, outbox, owner, ownerToken, companyId, user, 1000);
      await api.gql(
        `mutation ($input: ProcessOwnershipTransferStatusInput!) { processOwnershipTransferStatus(input: $input) { id } }`,
        { input: { id: first, status: "ACCEPTED" } },
        userToken,
      );
      const fromList = await offerShare(api, outbox, owner, ownerToken, companyId, user, 500);
      const fromProfile = await offerShare(api, outbox, owner, ownerToken, companyId, user, 200);
      await ui.signIn(user);
      const st = v.shareTransfer;
      const dashboard = `/vhold/${companyId}`;
      const transfer = step(ui, st.heading);

      // From the dashboard's list: the transfer over the dashboard, which stays under it.
      await ui.goto(dashboard);
      const incoming = page.getByRole("region", { name: v.dashboard.heading }).getByRole("listitem");
      await expect(incoming).toHaveCount(2);
      const openLink = incoming
        .filter({ hasText: v.share.replace("{{share}}", "5") })
        .getByRole("link", { name: new RegExp(`^${v.dashboard.open}`) });
      await openLink.click();
      await ui.expectPath(`${dashboard}/transfers/${fromList}`);
      await expectStep(ui, st.heading);
      await expect(transfer).toContainText(companyName);
      await expect(transfer).toContainText(v.share.replace("{{share}}", "5"));
      if (mode.js) {
        await expect(page.getByTestId("my-share")).toHaveText("10 %");
        // Escape closes it, back to the dashboard and the link that opened it.
        await page.keyboard.press("Escape");
        await ui.expectPath(dashboard);
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(openLink).toBeFocused();
        await openLink.click();
        await expectStep(ui, st.heading);
      }
      // Decline asks over the transfer; going back leaves it waiting.
      await transfer.getByRole("link", { name: st.decline, exact: true }).click();
      await ui.expectPath(`${dashboard}/transfers/${fromList}/decline`);
      await expectStep(ui, st.declineStep.title);
      const ask = step(ui, st.declineStep.title);
      if (mode.js) {
        await page.keyboard.press("Escape");
        await ui.expectPath(`${dashboard}/transfers/${fromList}`);
        await expectStep(ui, st.heading);
        await transfer.getByRole("link", { name: st.decline, exact: true }).click();
        await expectStep(ui, st.declineStep.title);
      }
      await ask.getByRole("link", { name: st.declineStep.keep, exact: true }).click();
      await ui.expectPath(`${dashboard}/transfers/${fromList}`);
      await expectStep(ui, st.heading);
      await expect(transfer.getByTestId("transfer-status")).toHaveText(st.statuses.PENDING);
      // Accept: the dashboard again, with the new share.
      await transfer.getByRole("button", { name: st.accept, exact: true }).click();
      await ui.expectPath(dashboard);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByText(st.accepted, { exact: true })).toBeVisible();
      await expect(page.getByTestId("my-share")).toHaveText("15 %");

      // From the profile's offers: a company the person owns a part of, so over its dashboard.
      await ui.goto("/profile");
      await page
        .getByRole("region", { name: catalogues.uk.hubProfile.vhold.incoming })
        .getByRole("link", { name: new RegExp(companyName) })
        .click();
      await ui.expectPath(`${dashboard}/transfers/${fromProfile}`);
      await expectStep(ui, st.heading);
      if (mode.js) await expect(page.getByTestId("my-share")).toHaveText("15 %");
      await transfer.getByRole("link", { name: st.decline, exact: true }).click();
      await ui.expectPath(`${dashboard}/transfers/${fromProfile}/decline`);
      await step(ui, st.declineStep.title).getByRole("button", { name: st.declineStep.submit, exact: true }).click();
      await ui.expectPath("/profile");
      await expect(page.getByText(st.declined, { exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: catalogues.uk.hubProfile.vhold.incoming })).toHaveCount(0);
    });

    test("a sole owner edits the company in the settings: errors keep what was typed, saved values are shown", async ({
      ui,
      page,
      api,
      user,
    }) => {
      const token = await apiSession(api, user);
      const companyName = `Редагована ${mode.js ? "JS" : "HTML"}`;
      const companyId = await apiCompany(api, token, companyName);
      await ui.signIn(user);
      const settings = `/vhold/${companyId}/settings`;
      const details = page.getByTestId("company-details");
      const editLink = page.getByRole("link", { name: v.settings.editLabel, exact: true });
      const edit = step(ui, v.settings.editHeading);
      await ui.goto(settings);
      await expect(details).toContainText(companyName);
      await expect(details).toContainText(v.notSet);

      await editLink.click();
      await ui.expectPath(`${settings}/edit`);
      await expectStep(ui, v.settings.editHeading);
      if (mode.js) {
        // Over the settings, which stay under it; Escape goes back to them and to the Edit link.
        await expect(details).toHaveCount(1);
        await expect(edit.getByLabel(v.settings.name, { exact: true })).toBeFocused();
        await page.keyboard.press("Escape");
        await ui.expectPath(settings);
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(editLink).toBeFocused();
        await editLink.click();
        await expectStep(ui, v.settings.editHeading);
      }
      const field = (label: string) => edit.getByLabel(label, { exact: true });
      await expect(field(v.settings.name)).toHaveValue(companyName);
      await expect(field(v.settings.name)).not.toHaveAttribute("readonly", "");
      // A bad phone: refused on its field, in the form, with everything typed kept.
      await field(v.settings.name).fill(`Нова ${companyName}`);
      await field(v.settings.phone).fill("12");
      await field(v.settings.address).fill("Львів, пл. Ринок, 1");
      await field(v.settings.about).fill("Кава й книжки");
      await edit.getByRole("button", { name: v.settings.save, exact: true }).click();
      await ui.expectPath(`${settings}/edit`);
      await expectStep(ui, v.settings.editHeading);
      await expect(field(v.settings.phone)).toHaveAttribute("aria-invalid", "true");
      await expect(field(v.settings.name)).toHaveValue(`Нова ${companyName}`);
      await expect(field(v.settings.phone)).toHaveValue("12");
      await expect(field(v.settings.address)).toHaveValue("Львів, пл. Ринок, 1");
      await expect(field(v.settings.about)).toHaveValue("Кава й книжки");
      // Nothing saved: the settings under the dialog still say what they said.
      if (mode.js) await expect(details).not.toContainText("Львів");

      await field(v.settings.phone).fill("+380 44 123 4567");
      await edit.getByRole("button", { name: v.settings.save, exact: true }).click();
      await ui.expectPath(settings);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByText(v.settings.saved, { exact: true })).toBeVisible();
      await expect(details).toContainText(`Нова ${companyName}`);
      await expect(details).toContainText("+380 44 123 4567");
      await expect(details).toContainText("Львів, пл. Ринок, 1");
      await expect(details).toContainText("Кава й книжки");
      await expect(page.getByRole("heading", { level: 1, name: v.settings.base })).toBeVisible();
    });

    test("vHold opens the company last opened while it is still the person's, else the list", async ({
      ui,
      page,
      api,
      outbox,
      user,
      context,
    }) => {
      test.slow(); // an SMS-confirmed transfer
      const other = newUser();
      const token = await apiSession(api, user);
      const otherToken = await apiSession(api, other);
      const first = await apiCompany(api, token, "Перша Лінія");
      const second = await apiCompany(api, token, "Друга Лінія");
      const strangers = await apiCompany(api, otherToken, "Чужа Лінія");
      await ui.signIn(user);
      const vholdSwitch = page
        .getByRole("navigation", { name: ui.t.app.nav.main })
        .getByRole("link", { name: ui.t.app.nav.vhold });
      const listed = page.getByRole("main").locator('a[href^="/vhold/"]');

      // Nothing opened yet: the list of the person's companies.
      await vholdSwitch.click();
      await ui.expectPath("/vhold");
      await expect(listed).toHaveText([/Друга Лінія$/, /Перша Лінія$/]);
      await page.getByRole("main").getByRole("link", { name: "Друга Лінія" }).click();
      await ui.expectPath(`/vhold/${second}`);
      // From elsewhere, vHold opens it again.
      await ui.goto("/profile");
      await vholdSwitch.click();
      await ui.expectPath(`/vhold/${second}`);
      // Any page of a company counts as opening it; /vhold follows too.
      await ui.goto(`/vhold/${first}/settings`);
      await ui.goto("/vhold");
      await ui.expectPath(`/vhold/${first}`);
      // The list stays one link away (the switcher's "all companies" goes there).
      await ui.goto("/vhold?search=");
      await expect(listed).toHaveText([/Друга Лінія$/, /Перша Лінія$/]);

      // Anything but an id, or a company that is not theirs: the list, without an error.
      for (const value of ["not-a-company", strangers]) {
        await context.addCookies([{ name: "vhold_change", value, url: ui.baseURL }]);
        await ui.goto("/vhold");
        await ui.expectPath("/vhold");
        await expect(listed).toHaveText([/Друга Лінія$/, /Перша Лінія$/]);
        await expect(page.getByText(ui.t.errors.OWNER_NOT_FOUND)).toHaveCount(0);
      }

      // The first company given away whole: no longer theirs, so vHold lists what is left.
      await ui.goto(`/vhold/${first}`);
      const transfer = await offerShare(api, outbox, user, token, first, other, 10000);
      await api.gql(
        `mutation ($input: ProcessOwnershipTransferStatusInput!) { processOwnershipTransferStatus(input: $input) { id } }`,
        { input: { id: transfer, status: "ACCEPTED" } },
        otherToken,
      );
      await ui.goto("/profile");
      await vholdSwitch.click();
      await ui.expectPath("/vhold");
      await expect(listed).toHaveText([/Друга Лінія$/]);
      await expect(page.getByText(ui.t.errors.OWNER_NOT_FOUND)).toHaveCount(0);

      // Logging out forgets it, as it forgets the session: the next person here starts afresh.
      await ui.goto(`/vhold/${second}`);
      expect((await context.cookies()).find((c) => c.name === "vhold_change")?.value).toBe(second);
      await ui.logout();
      expect((await context.cookies()).find((c) => c.name === "vhold_change")).toBeUndefined();
    });

    test("a stranger opening a company lands on the profile", async ({ ui, api, outbox, user }) => {
      const owner = newUser();
      const token = await apiSession(api, owner);
      const companyId = await apiCompany(api, token, "Чужа компанія");
      await api.createUser(user);
      // Someone else's transfer too, by the company's address and the profile's.
      const recipient = newUser();
      await api.createUser(recipient);
      const transferId = await offerShare(api, outbox, owner, token, companyId, recipient, 100);
      await ui.signIn(user);
      for (const path of [
        `/vhold/${companyId}/transfers/${transferId}`,
        `/profile/transfers/${transferId}/decline`,
        `/vhold/${companyId}`,
        `/vhold/${companyId}/settings`,
        `/vhold/${companyId}/settings/edit`,
        `/vhold/${companyId}/transfer`,
      ]) {
        await ui.goto(path);
        await ui.expectProfile(user);
      }
    });

    test("a share is written as the person writes numbers: the hint's 12,5, a typed 10,5 shown and refilled as 10,5", async ({
      ui,
      page,
      api,
      user,
    }) => {
      const other = newUser({ name: "Петро", surname: "Шевченко" });
      const token = await apiSession(api, user);
      await api.createUser(other);
      const companyId = await apiCompany(api, token, `Числа ${mode.js ? "JS" : "HTML"}`);
      await ui.signIn(user);
      await ui.goto(`/vhold/${companyId}`);
      await page.getByRole("link", { name: v.dashboard.transfer, exact: true }).click();
      await opened(ui, `/vhold/${companyId}/transfer`, v.transfer.heading);
      const transfer = step(ui, v.transfer.heading);
      await expect(transfer.getByText(v.transfer.shareHint)).toContainText("12,5");
      await transfer.getByLabel(v.transfer.recipient, { exact: true }).fill(other.username);
      await transfer.getByLabel(v.transfer.share, { exact: true }).fill("10,5");
      await transfer.getByRole("button", { name: v.transfer.next, exact: true }).click();
      await opened(ui, `/vhold/${companyId}/transfer/confirm`, v.confirm.heading);
      const confirm = step(ui, v.confirm.heading);
      await expect(confirm).toContainText("10,5 %");
      await expect(confirm).not.toContainText("10.5");
      // The code field is as wide as the step's text, like every field of the steps.
      const code = (await confirm.getByLabel(v.confirm.code, { exact: true }).boundingBox())!;
      const summary = (await confirm.getByText(/10,5 %/).boundingBox())!;
      expect(Math.abs(code.width - summary.width)).toBeLessThanOrEqual(1);
      // Change: the first step again, with the share as it was typed.
      await confirm.getByRole("link", { name: v.confirm.change, exact: true }).click();
      await opened(ui, `/vhold/${companyId}/transfer`, v.transfer.heading);
      await expect(step(ui, v.transfer.heading).getByLabel(v.transfer.share, { exact: true })).toHaveValue("10,5");
    });

    test("with a co-owner, at 360 px: the edit form starts at the name (a vote's proposal), shown whole, each way back says where", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      test.slow(); // an SMS-confirmed transfer
      const other = newUser();
      const token = await apiSession(api, user);
      const otherToken = await apiSession(api, other);
      const companyName = `Зелена Долина Агро Холдинг ${mode.js ? "JS" : "HTML"}`;
      const companyId = await apiCompany(api, token, companyName);
      const transferId = await offerShare(api, outbox, user, token, companyId, other, 1000);
      await api.gql(
        `mutation ($input: ProcessOwnershipTransferStatusInput!) { processOwnershipTransferStatus(input: $input) { id } }`,
        { input: { id: transferId, status: "ACCEPTED" } },
        otherToken,
      );
      await page.setViewportSize({ width: 360, height: 760 });
      await ui.signIn(user);
      const settings = `/vhold/${companyId}/settings`;
      await ui.goto(settings);
      // The settings header and the details give the whole name: nothing cut off with an ellipsis.
      const names = page.getByRole("main").getByText(companyName, { exact: true });
      await expect(names).toHaveCount(2);
      for (const name of await names.all())
        expect(await name.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

      await page.getByRole("link", { name: v.settings.editLabel, exact: true }).click();
      await opened(ui, `${settings}/edit`, v.settings.editHeading);
      const edit = step(ui, v.settings.editHeading);
      // The name (a vote's proposal with co-owners) is the first field, whole, with the focus.
      await expect(edit.getByRole("textbox", { name: v.settings.name })).toHaveValue(companyName);
      if (mode.js) await expect(edit.getByRole("textbox", { name: v.settings.name })).toBeFocused();
      else {
        // As a page: Back to the dashboard (the settings' header) and Back to the section, told apart.
        await expect(page.getByRole("link", { name: v.settings.back, exact: true })).toHaveCount(1);
        await page.getByRole("link", { name: v.settings.backToBase, exact: true }).click();
        await ui.expectPath(settings);
      }
    });
  });
}

for (const appScripts of [true, false]) {
  test.describe(`accessibility of vHold${appScripts ? "" : " without JavaScript"}`, () => {
    test.use({ appScripts });

    test("every vHold page at 1280 and 360 px", async ({ ui, page, api, outbox, user }) => {
      test.slow(); // two dozen axe runs
      const other = newUser({ name: "Петро", surname: "Шевченко" });
      const token = await apiSession(api, user);
      await api.createUser(other);
      const companyId = await apiCompany(api, token, "Доступна компанія");
      await ui.signIn(user);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await ui.goto("/create-company");
        await expectAccessible(ui, `create company at ${width}`);
        await ui.button(v.create.submit).click();
        await expect(ui.field(v.create.name)).toHaveAttribute("aria-invalid", "true");
        await expectAccessible(ui, `create company with an error at ${width}`);
        await ui.goto(`/vhold/${companyId}`);
        await expectAccessible(ui, `dashboard at ${width}`);
        await ui.goto(`/vhold/${companyId}?tab=info`);
        await expectAccessible(ui, `dashboard, information at ${width}`);
        await ui.goto(`/vhold/${companyId}/transfer?q=${other.username}`);
        await expectAccessible(ui, `transfer with search results at ${width}`);
        await ui.goto(`/vhold/${companyId}/settings`);
        await expectAccessible(ui, `settings at ${width}`);
        await ui.goto("/profile");
        await expectAccessible(ui, `profile at ${width}`);
      }
      // The code step and a pending transfer's page.
      await ui.goto(`/vhold/${companyId}/transfer?recipient=${other.username}`);
      await ui.field(v.transfer.share).fill("10");
      const before = await outbox.count(user.phone);
      await ui.button(v.transfer.next).click();
      await ui.expectPath(`/vhold/${companyId}/transfer/confirm`);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await ui.goto(`/vhold/${companyId}/transfer/confirm`);
        await expectAccessible(ui, `confirm at ${width}`);
      }
      await ui.field(v.confirm.code).fill(await outbox.code(user.phone, { after: before }));
      await ui.button(v.confirm.submit).click();
      await ui.expectPath(`/vhold/${companyId}`);
      await page
        .getByRole("link", { name: new RegExp(`^${v.dashboard.open}`) })
        .first()
        .click();
      await ui.expectPath(new RegExp(`/vhold/${companyId}/transfers/`));
      const transferPath = new URL(page.url()).pathname;
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await ui.goto(transferPath);
        await expectAccessible(ui, `share transfer at ${width}`);
        await ui.goto(`/vhold/${companyId}`);
        await expectAccessible(ui, `dashboard with a pending transfer at ${width}`);
      }
    });

    test("a transfer and the questions before cancel and decline at 1280 and 360 px", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      test.slow(); // eight axe runs
      const other = newUser({ name: "Петро", surname: "Шевченко" });
      const token = await apiSession(api, user);
      const otherToken = await apiSession(api, other);
      const mine = await apiCompany(api, token, "Доступна компанія");
      const theirs = await apiCompany(api, otherToken, "Його компанія");
      const sent = `/vhold/${mine}/transfers/${await offerShare(api, outbox, user, token, mine, other, 1000)}`;
      // Offered to the person, who owns nothing of that company: it opens over their profile.
      const offered = `/profile/transfers/${await offerShare(api, outbox, other, otherToken, theirs, user, 1000)}`;
      await ui.signIn(user);
      const inView = appScripts ? "dialog" : "page";
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        // The sent transfer from the dashboard's list: over the dashboard, its question over it.
        await ui.goto(`/vhold/${mine}`);
        await page
          .getByRole("link", { name: new RegExp(`^${v.dashboard.open}`) })
          .first()
          .click();
        await opened(ui, sent, v.shareTransfer.heading);
        await expectAccessible(ui, `share transfer (${inView}) at ${width}`);
        await page.getByRole("link", { name: v.shareTransfer.cancel, exact: true }).click();
        await opened(ui, `${sent}/cancel`, v.shareTransfer.cancelStep.title);
        await expectAccessible(ui, `cancel question (${inView}) at ${width}`);
        // The offered one from the profile: the company is not the person's, so over the profile.
        await ui.goto("/profile");
        await page
          .getByRole("region", { name: catalogues.uk.hubProfile.vhold.incoming })
          .getByRole("link")
          .first()
          .click();
        await opened(ui, offered, v.shareTransfer.heading);
        await expectAccessible(ui, `offered transfer over the profile (${inView}) at ${width}`);
        await page.getByRole("link", { name: v.shareTransfer.decline, exact: true }).click();
        await opened(ui, `${offered}/decline`, v.shareTransfer.declineStep.title);
        await expectAccessible(ui, `decline question (${inView}) at ${width}`);
      }
    });

    test("the transfer's steps and the company's edit form at 1280 and 360 px", async ({ ui, page, api, user }) => {
      test.slow(); // ten axe runs
      const other = newUser({ name: "Петро", surname: "Шевченко" });
      const token = await apiSession(api, user);
      await api.createUser(other);
      const mine = await apiCompany(api, token, "Доступна компанія");
      await ui.signIn(user);
      const inView = appScripts ? "dialog" : "page";
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        // The company's edit form, and with an error.
        await ui.goto(`/vhold/${mine}/settings`);
        await page.getByRole("link", { name: v.settings.editLabel, exact: true }).click();
        await opened(ui, `/vhold/${mine}/settings/edit`, v.settings.editHeading);
        await expectAccessible(ui, `edit the company (${inView}) at ${width}`);
        await ui.field(v.settings.phone).fill("12");
        await ui.button(v.settings.save).click();
        await expect(ui.field(v.settings.phone)).toHaveAttribute("aria-invalid", "true");
        await expectAccessible(ui, `edit the company with an error (${inView}) at ${width}`);
        await ui.goto(`/vhold/${mine}`);
        await page.getByRole("link", { name: v.dashboard.transfer, exact: true }).click();
        await opened(ui, `/vhold/${mine}/transfer`, v.transfer.heading);
        await expectAccessible(ui, `transfer (${inView}) at ${width}`);
        await page.getByRole("searchbox", { name: v.transfer.find }).fill(other.username);
        await ui.button(v.transfer.search).click();
        await expect(page.getByRole("list", { name: v.transfer.results })).toBeVisible();
        await expectAccessible(ui, `transfer (${inView}) with search results at ${width}`);
        await ui.field(v.transfer.recipient).fill(other.username);
        await ui.field(v.transfer.share).fill("5");
        await ui.button(v.transfer.next).click();
        await opened(ui, `/vhold/${mine}/transfer/confirm`, v.confirm.heading);
        await expectAccessible(ui, `confirm (${inView}) at ${width}`);
      }
    });
  });
}
