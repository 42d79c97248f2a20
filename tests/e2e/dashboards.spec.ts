import { catalogues, expect, test, newUser, type Api, type Outbox, type TestUser } from "./fixtures";
import { expectAccessible } from "./axe";
import { offerShare, ownerWithCompany } from "./companies";

/**
 * The heart screens (issue 40), with JavaScript on and off, at 1280 and 360 px (axe in both themes):
 * vHold's dashboard draws ownership as a picture (the donut's accessible name gives every owner
 * and share), each open vote's tally as a bar against its threshold (its name gives the figures),
 * decided votes as a history, the no-director banner with its action on the first view, and the
 * share operations as a timeline; the control center's owners show the same donut. The role's
 * dashboard shows the welcome box (hidden for good by its form), the roles it manages, what needs
 * the person, and leaving the role in its menu of secondary actions. axe finds nothing on each.
 */

const v = catalogues.uk.vhold;
const g = catalogues.uk.governance;
const d = catalogues.uk.vhub.dashboard;
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, x]) => s.replaceAll(`{{${k}}}`, x), text);

/** Two co-owners, 70 and 30 % (the second accepted the first's offer), and a name vote the second opened: their tokens and the company. */
async function company(api: Api, outbox: Outbox, a: TestUser, b: TestUser, name: string) {
  const { token: tokenA, companyId } = await ownerWithCompany(api, a, name);
  const tokenB = await api.passwordGrant(b, await api.createUser(b));
  const transferId = await offerShare(api, outbox, a, tokenA, companyId, b, 3000);
  await api.gql(
    `mutation ($input: ProcessOwnershipTransferStatusInput!) { processOwnershipTransferStatus(input: $input) { id } }`,
    { input: { id: transferId, status: "ACCEPTED" } },
    tokenB,
  );
  // A decided vote (the majority owner's proposal passes at once) and an open one (the minority's).
  await api.gql(
    `mutation ($input: CreateCompanyNameVoteSessionInput!) { createCompanyNameVoteSession(input: $input) { id status } }`,
    { input: { companyId, name: `${name} Плюс` } },
    tokenA,
  );
  await api.gql(
    `mutation ($input: CreateCompanyNameVoteSessionInput!) { createCompanyNameVoteSession(input: $input) { id status } }`,
    { input: { companyId, name: `${name} Нова` } },
    tokenB,
  );
  return { tokenA, companyId };
}

for (const appScripts of [true, false]) {
  test.describe(`the heart screens${appScripts ? "" : ", without JavaScript"}`, () => {
    test.use({ appScripts });

    test("vHold's dashboard and the control center's owners: ownership as a picture, votes against their threshold", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      test.slow(); // axe on three pages at two widths
      const partner = newUser({ name: "Петро", surname: "Шевченко" });
      const name = `Серце ${appScripts ? "JS" : "HTML"}`;
      const { tokenA, companyId } = await company(api, outbox, user, partner, name);
      await ui.signIn(user);
      await ui.goto(`/vhold/${companyId}`);

      // The no-director banner and its action are on the first view, not behind the panel's tab.
      const banner = page.getByTestId("no-director");
      await expect(banner).toContainText(v.panel.noDirector);
      await expect(banner.getByRole("link", { name: v.panel.assignDirector, exact: true })).toHaveAttribute(
        "href",
        `/vhold/${companyId}/director`,
      );

      // Ownership as a picture: the donut named with every owner and share, its legend in words.
      const donut = page.getByRole("img", { name: /^Власність:/ });
      await expect(donut).toHaveAccessibleName(
        `Власність: ${user.name} ${user.surname}, 70 %; ${partner.name} ${partner.surname}, 30 %`,
      );
      await expect(page.getByTestId("ownership-legend").getByRole("listitem")).toHaveCount(2);

      // The open vote: its tally as a bar whose name gives the figures, against more than half.
      const title = fill(g.votes.titles.name, { name: `${name} Нова` });
      const figures = `${fill(g.votes.tally, { for: "30", against: "0", notVoted: "70" })}; ${fill(g.votes.passesMoreThan, { share: "50" })}`;
      await expect(page.getByTestId("vote-name").getByRole("img")).toHaveAccessibleName(`${title}: ${figures}`);
      await expect(page.getByTestId("vote-name").getByTestId("vote-tally")).toHaveText(figures);

      // The decided vote stays on record: outcome, date, tally.
      const history = page.getByTestId("vote-history");
      await expect(
        history.getByRole("heading", { name: fill(g.votes.titles.name, { name: `${name} Плюс` }) }),
      ).toBeVisible();
      await expect(history.getByTestId("vote-outcome")).toHaveText(g.history.statuses.PASSED);
      await expect(history.getByRole("img")).toHaveAccessibleName(
        `${fill(g.votes.titles.name, { name: `${name} Плюс` })}: ${fill(g.votes.tally, { for: "70", against: "0", notVoted: "30" })}; ${fill(g.votes.passesMoreThan, { share: "50" })}`,
      );

      // The share operations as a timeline with both people's faces.
      const operations = page.getByTestId("share-history").getByRole("listitem");
      await expect(operations).toHaveCount(1);
      await expect(operations.first().getByTestId(/user-avatar-/)).toHaveCount(2);

      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await expectAccessible(ui, `vHold's dashboard at ${width}`);
      }

      // The control center's owners: the same picture (the director's hub: the owner names themself).
      await api.gql(
        `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
        { input: { companyId, candidate: user.username } },
        tokenA,
      );
      await ui.goto("/vhub");
      await ui.expectPath(/\/vhub\/[0-9a-f-]{36}$/);
      await ui.goto(`${new URL(page.url()).pathname}/control-center/owners`);
      await expect(page.getByRole("img", { name: /^Власність:/ })).toHaveAccessibleName(
        `Власність: ${user.name} ${user.surname}, 70 %; ${partner.name} ${partner.surname}, 30 %`,
      );
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await expectAccessible(ui, `the control center's owners at ${width}`);
      }
    });

    test("the role's dashboard: welcome, roles it manages, what needs the person, leaving in the menu", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      test.slow();
      const partner = newUser({ name: "Ірина", surname: "Мельник" });
      const { tokenA, companyId } = await company(api, outbox, user, partner, `Хаб ${appScripts ? "JS" : "HTML"}`);
      await api.gql(
        `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
        { input: { companyId, candidate: user.username } },
        tokenA,
      );
      await ui.signIn(user);
      await ui.goto("/vhub");
      await ui.expectPath(/\/vhub\/[0-9a-f-]{36}$/);
      const hub = new URL(page.url()).pathname;

      // The owners' open vote is told, and it waits for this owner's vote.
      await expect(page.getByTestId("hub-vote")).toContainText(d.banners.voteYours);
      await expect(page.getByTestId("needs-you")).toContainText(d.needs.votes.NAME);
      await expect(page.getByTestId("subordinate-roles")).toContainText(d.noSubordinates);

      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await expectAccessible(ui, `the role's dashboard at ${width}`);
      }

      // Leaving is in the menu of secondary actions, asked first on its own page.
      await page.getByTestId("role-actions").getByText(d.more, { exact: true }).click();
      await expect(page.getByRole("link", { name: d.leave, exact: true })).toHaveAttribute("href", `${hub}/leave`);

      // The welcome box, with the username, hidden for good by its form.
      const welcome = page.getByTestId("welcome-vhub");
      await expect(welcome).toContainText(`@${user.username}`);
      await welcome.getByRole("button", { name: d.welcome.hide, exact: true }).click();
      await expect(page.getByTestId("welcome-vhub")).toHaveCount(0);
      await ui.goto(hub);
      await expect(page.getByTestId("role-actions")).toBeVisible();
      await expect(page.getByTestId("welcome-vhub")).toHaveCount(0);
    });
  });
}
