import type { Locator } from "@playwright/test";
import { catalogues, expect, modes, newUser, test, type Api, type Outbox, type TestUser, type Ui } from "./fixtures";
import { expectAccessible } from "./axe";
import { offerShare, ownerWithCompany } from "./companies";

/**
 * The owners' votes (issue 19) with JavaScript on and off: two co-owners of 50 % each run a name
 * vote to its end (the proposal from the edit form, the other's ballot in the vote's own step: a
 * dialog over the dashboard with JavaScript, a page without); they suspend by vote, restore and
 * delete (the other co-owner's ballots through the API where the screens under test are the first
 * one's); a sole owner names themselves director, suspends, restores and deletes at once (typing
 * STOP and YES); axe finds nothing on the new pages at 1280 and 360 px.
 */

const v = catalogues.uk.vhold;
const g = catalogues.uk.governance;
const c = catalogues.uk.corporate;
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, x]) => s.replaceAll(`{{${k}}}`, x), text);

/** A step in view: the dialog over its page with JavaScript, the page's main without. */
function step(ui: Ui, title: string): Locator {
  return ui.js ? ui.page.getByRole("dialog", { name: title }) : ui.page.getByRole("main");
}

async function expectStep(ui: Ui, title: string) {
  if (ui.js) await expect(ui.page.getByRole("dialog", { name: title })).toBeVisible();
  else await expect(ui.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** A vote's own step: the owners' vote, which names this one once, as its summary's heading (issue 41: it said it twice). */
async function expectVote(ui: Ui, title: string) {
  await expectStep(ui, g.votes.heading);
  await expect(step(ui, g.votes.heading).getByRole("heading", { name: title, exact: true })).toHaveCount(1);
  await expect(step(ui, g.votes.heading).getByText(title, { exact: true })).toHaveCount(1);
}

/** Two co-owners of 50 % each (the second accepted the first's offer): their tokens and the company. */
async function coOwners(api: Api, outbox: Outbox, a: TestUser, b: TestUser, name: string) {
  const { token: tokenA, companyId } = await ownerWithCompany(api, a, name);
  const tokenB = await api.passwordGrant(b, await api.createUser(b));
  const transferId = await offerShare(api, outbox, a, tokenA, companyId, b, 5000);
  await api.gql(
    `mutation ($input: ProcessOwnershipTransferStatusInput!) { processOwnershipTransferStatus(input: $input) { id } }`,
    { input: { id: transferId, status: "ACCEPTED" } },
    tokenB,
  );
  return { tokenA, tokenB, companyId };
}

type Kind = "Stop" | "Start" | "Delete";
/** The active session of a kind, through the API (for another owner's ballot). */
async function sessionId(api: Api, token: string, companyId: string, kind: Kind): Promise<string> {
  const field = `listCompany${kind}VoteSessions`;
  const data = await api.gql<Record<string, { id: string; status: string }[]>>(
    `query ($companyId: ID!) { ${field}(companyId: $companyId, limit: 1) { id status } }`,
    { companyId },
    token,
  );
  expect(data[field][0]?.status).toBe("ACTIVE");
  return data[field][0].id;
}

async function castByApi(api: Api, token: string, companyId: string, kind: Kind) {
  const id = await sessionId(api, token, companyId, kind);
  await api.gql(
    `mutation ($sessionId: ID!) { castVoteInCompany${kind}VoteSession(sessionId: $sessionId, vote: FOR) { id status } }`,
    { sessionId: id },
    token,
  );
}

async function firstReason(api: Api, token: string): Promise<string> {
  const { listCompanyStopReasons } = await api.gql<{ listCompanyStopReasons: { id: string }[] }>(
    `{ listCompanyStopReasons { id } }`,
    {},
    token,
  );
  return listCompanyStopReasons[0].id;
}

/** The suspension form on /vhold/{id}/stop, filled and sent. */
async function suspendForm(ui: Ui, submit: string) {
  await ui.field(c.stop.reason).selectOption({ index: 1 });
  await ui.field(c.stop.comment).fill("Перевірка");
  await ui.field(c.stop.confirm).fill("STOP");
  await ui.button(submit).click();
}

const voteLink = (scope: Locator) =>
  scope.getByRole("link", { name: new RegExp(`^(${g.votes.vote}|${g.votes.change})`) });

for (const mode of modes) {
  test.describe(`votes ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("two co-owners run a name vote to its end", async ({ ui, page, api, outbox, user }) => {
      test.slow(); // two sign-ins and an SMS-confirmed transfer
      const other = newUser({ name: "Петро", surname: "Шевченко" });
      const oldName = `Стара ${mode.js ? "JS" : "HTML"}`;
      const newName = `Нова назва ${mode.js ? "JS" : "HTML"}`;
      const { companyId } = await coOwners(api, outbox, user, other, oldName);

      // The first co-owner proposes a new name in the edit form: a vote opens, the name stays.
      await ui.signIn(user);
      await ui.goto(`/vhold/${companyId}/settings`);
      await page.getByRole("link", { name: v.settings.editLabel, exact: true }).click();
      await expectStep(ui, v.settings.editHeading);
      await expect(page.getByText(v.settings.nameVoteHint)).toBeVisible();
      await ui.field(v.settings.name).fill(newName);
      await ui.button(v.settings.save).click();
      await ui.expectPath(`/vhold/${companyId}/settings`);
      await expect(page.getByTestId("company-details")).toContainText(oldName);
      const vote = page.getByTestId("vote-name");
      await expect(vote.getByRole("heading", { name: fill(g.votes.titles.name, { name: newName }) })).toBeVisible();
      const tally = (forShare: string, notVoted: string) =>
        `${fill(g.votes.tally, { for: forShare, against: "0", notVoted })}; ${fill(g.votes.passesMoreThan, { share: "50" })}`;
      // The opener's vote counts for it: 50 %, not more than half.
      await expect(vote.getByTestId("vote-tally")).toHaveText(tally("50", "50"));
      // Another name vote cannot open meanwhile: the edit form says one is in progress.
      await page.getByRole("link", { name: v.settings.editLabel, exact: true }).click();
      await expectStep(ui, v.settings.editHeading);
      await expect(
        step(ui, v.settings.editHeading).getByText(fill(v.settings.nameVoteOpen, { name: newName })),
      ).toBeVisible();
      await ui.goto(`/vhold/${companyId}/settings`);

      // Taking one's vote back and voting again, in the vote's own step.
      await voteLink(page.getByTestId("vote-name")).click();
      await expect(page).toHaveURL(new RegExp(`/vhold/${companyId}/votes/name/[0-9a-f-]{36}\\?from=`));
      const title = fill(g.votes.titles.name, { name: newName });
      await expectVote(ui, title);
      await step(ui, g.votes.heading).getByRole("button", { name: g.votes.reset, exact: true }).click();
      await ui.expectPath(`/vhold/${companyId}/settings`);
      await expect(page.getByTestId("vote-name").getByTestId("vote-tally")).toHaveText(tally("0", "100"));
      await voteLink(page.getByTestId("vote-name")).click();
      await expectVote(ui, title);
      await step(ui, g.votes.heading).getByRole("radio", { name: g.votes.for, exact: true }).check();
      await step(ui, g.votes.heading).getByRole("button", { name: g.votes.vote, exact: true }).click();
      await ui.expectPath(`/vhold/${companyId}/settings`);
      await expect(page.getByTestId("vote-name").getByTestId("vote-tally")).toHaveText(tally("50", "50"));
      await ui.logout();

      // The other co-owner sees the vote on the dashboard and decides it.
      await ui.signIn(other);
      await ui.goto(`/vhold/${companyId}`);
      const onDashboard = page.getByTestId("vote-name");
      await expect(onDashboard.getByTestId("vote-tally")).toHaveText(tally("50", "50"));
      await expect(onDashboard.getByRole("listitem").filter({ hasText: `${user.name} ${user.surname}` })).toContainText(
        g.votes.for,
      );
      await voteLink(onDashboard).click();
      await expectVote(ui, title);
      // A ballot without a side is refused on its field.
      await step(ui, g.votes.heading).getByRole("button", { name: g.votes.vote, exact: true }).click();
      await expect(step(ui, g.votes.heading).getByText(g.votes.voteRequired)).toBeVisible();
      await step(ui, g.votes.heading).getByRole("radio", { name: g.votes.for, exact: true }).check();
      await step(ui, g.votes.heading).getByRole("button", { name: g.votes.vote, exact: true }).click();
      await ui.expectPath(`/vhold/${companyId}`);
      await expect(page.getByRole("heading", { level: 1, name: newName })).toBeVisible();
      await expect(page.getByTestId("vote-name")).toHaveCount(0);
    });

    test("co-owners suspend by vote, restore, and delete", async ({ ui, page, api, outbox, user }) => {
      test.slow(); // two sign-ins and an SMS-confirmed transfer
      const other = newUser({ name: "Петро", surname: "Шевченко" });
      const { tokenA, tokenB, companyId } = await coOwners(
        api,
        outbox,
        user,
        other,
        `Спільна ${mode.js ? "JS" : "HTML"}`,
      );

      // The first co-owner proposes the suspension in the corporate settings: a vote opens.
      await ui.signIn(user);
      await ui.goto(`/vhold/${companyId}/settings`);
      await page.getByRole("link", { name: v.settings.items.stopCompany, exact: true }).click();
      await ui.expectPath(`/vhold/${companyId}/stop`);
      // STOP is typed, not assumed.
      await ui.field(c.stop.reason).selectOption({ index: 1 });
      await ui.field(c.stop.confirm).fill("stop");
      await ui.button(c.stop.submitVote).click();
      await expect(ui.field(c.stop.confirm)).toHaveAttribute("aria-invalid", "true");
      await suspendForm(ui, c.stop.submitVote);
      await ui.expectPath(`/vhold/${companyId}/stop`);
      await expect(page.getByText(c.stop.inProgress)).toBeVisible();
      const stopVote = page.getByTestId("vote-stop");
      await expect(stopVote.getByTestId("vote-tally")).toHaveText(
        `${fill(g.votes.tally, { for: "50", against: "0", notVoted: "50" })}; ${fill(g.votes.passesAt, { share: "51" })}`,
      );
      await expect(stopVote).toContainText("Перевірка");
      // Its initiator may cancel it (in the vote's own step), and propose it again.
      await voteLink(stopVote).click();
      await expectVote(ui, g.votes.titles.stop);
      await step(ui, g.votes.heading).getByRole("button", { name: g.votes.cancel, exact: true }).click();
      await ui.expectPath(`/vhold/${companyId}/stop`);
      await expect(page.getByTestId("vote-stop")).toHaveCount(0);
      await suspendForm(ui, c.stop.submitVote);
      await expect(page.getByText(c.stop.inProgress)).toBeVisible();
      await ui.logout();

      // The other co-owner votes for it from the dashboard: the company is suspended.
      await ui.signIn(other);
      await ui.goto(`/vhold/${companyId}`);
      await voteLink(page.getByTestId("vote-stop")).click();
      await expectVote(ui, g.votes.titles.stop);
      await step(ui, g.votes.heading).getByRole("radio", { name: g.votes.for, exact: true }).check();
      await step(ui, g.votes.heading).getByRole("button", { name: g.votes.vote, exact: true }).click();
      await ui.expectPath(`/vhold/${companyId}`);
      const banner = page.getByRole("region", { name: g.suspended.heading });
      await expect(banner).toBeVisible();

      // They propose the restoration: while its vote runs the banner says so instead of offering it.
      await banner.getByRole("link", { name: g.suspended.restore, exact: true }).click();
      await ui.expectPath(`/vhold/${companyId}/restore`);
      await expectStep(ui, c.restore.heading);
      await step(ui, c.restore.heading).getByRole("button", { name: c.restore.submitVote, exact: true }).click();
      await ui.expectPath(`/vhold/${companyId}`);
      await expect(banner.getByText(g.suspended.restoreInProgress)).toBeVisible();
      await expect(banner.getByRole("link", { name: g.suspended.restore, exact: true })).toHaveCount(0);
      // The first co-owner's ballot (through the API) restores it.
      await castByApi(api, tokenA, companyId, "Start");
      await ui.goto(`/vhold/${companyId}`);
      await expect(banner).toHaveCount(0);

      // Suspended again (through the API), the first co-owner proposes the deletion; the other's
      // ballot decides it and leads to /company-deleted.
      const input = { companyId, reasonId: await firstReason(api, tokenA), confirm: "STOP" };
      await api.gql(
        `mutation ($input: CreateCompanyStopVoteSessionInput!) { createCompanyStopVoteSession(input: $input) { id } }`,
        { input },
        tokenA,
      );
      await castByApi(api, tokenB, companyId, "Stop");
      await api.gql(
        `mutation ($input: CreateCompanyDeleteVoteSessionInput!) { createCompanyDeleteVoteSession(input: $input) { id } }`,
        { input: { companyId, confirm: "YES" } },
        tokenA,
      );
      await ui.goto(`/vhold/${companyId}`);
      await expect(banner.getByText(g.suspended.deleteInProgress)).toBeVisible();
      await voteLink(page.getByTestId("vote-delete")).click();
      await expectVote(ui, g.votes.titles.delete);
      await step(ui, g.votes.heading).getByRole("radio", { name: g.votes.for, exact: true }).check();
      await step(ui, g.votes.heading).getByRole("button", { name: g.votes.vote, exact: true }).click();
      await ui.expectPath("/company-deleted");
      await expect(page.getByRole("heading", { level: 1, name: c.deleted.heading })).toBeVisible();
      // The company is gone: its address leads to the profile.
      await ui.goto(`/vhold/${companyId}`);
      await ui.expectPath("/profile");
    });

    test("the candidate accepts the director's invitation on their profile", async ({ ui, page, api, user }) => {
      const candidate = newUser({ name: "Петро", surname: "Шевченко" });
      const companyName = `З директором ${mode.js ? "JS" : "HTML"}`;
      const { token, companyId } = await ownerWithCompany(api, user, companyName);
      await api.createUser(candidate);
      // A sole owner's invitation: the owners' vote passes as it opens; the role waits for the candidate.
      await api.gql(
        `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
        { input: { companyId, candidate: candidate.username } },
        token,
      );
      // A second company of the same owner invites them too: that one they decline, asked first.
      const otherName = `Інша ${mode.js ? "JS" : "HTML"}`;
      const { createCompany } = await api.gql<{ createCompany: { id: string } }>(
        `mutation ($input: CreateCompanyInput!) { createCompany(input: $input) { id } }`,
        { input: { name: otherName } },
        token,
      );
      await api.gql(
        `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
        { input: { companyId: createCompany.id, candidate: candidate.username } },
        token,
      );
      await ui.signIn(candidate);
      const invitations = page.getByTestId("invitations");
      await expect(invitations).toContainText(
        fill(catalogues.uk.hubProfile.vhold.invitation, { from: `${user.name} ${user.surname}`, company: companyName }),
      );
      await invitations
        .getByRole("link", { name: `${catalogues.uk.hubProfile.vhold.decline}: ${otherName}`, exact: true })
        .click();
      await ui.expectPath(/\/profile\/invitations\/[0-9a-f-]{36}\/decline$/);
      await expectStep(ui, catalogues.uk.hubProfile.vhold.declineStep.title);
      await step(ui, catalogues.uk.hubProfile.vhold.declineStep.title)
        .getByRole("button", { name: catalogues.uk.hubProfile.vhold.declineStep.submit, exact: true })
        .click();
      await ui.expectPath("/profile");
      await expect(invitations.getByRole("listitem")).toHaveCount(1);
      await invitations
        .getByRole("button", { name: `${catalogues.uk.hubProfile.vhold.accept}: ${companyName}`, exact: true })
        .click();
      await ui.expectPath("/profile");
      await expect(page.getByTestId("invitations")).toHaveCount(0);
      await ui.logout();
      await ui.signIn(user);
      await ui.goto(`/vhold/${companyId}/director`);
      await expect(page.getByTestId("director")).toHaveText(`${candidate.name} ${candidate.surname}`);
    });

    test("a sole owner names the director, suspends, restores and deletes at once", async ({ ui, page, api, user }) => {
      const { companyId } = await ownerWithCompany(api, user, `Одноосібна ${mode.js ? "JS" : "HTML"}`);
      const dashboard = `/vhold/${companyId}`;
      await ui.signIn(user);

      // The director: the panel's button leads to the section; naming oneself assigns at once.
      await ui.goto(`${dashboard}?tab=info`);
      await page.getByRole("link", { name: v.panel.assignDirector, exact: true }).click();
      await ui.expectPath(`${dashboard}/director`);
      // Another person: the sole owner's vote passes at once, and the role waits for their answer,
      // until the owner withdraws the invitation.
      const candidate = newUser({ name: "Петро", surname: "Шевченко" });
      await api.createUser(candidate);
      await ui.field(c.director.candidate).fill(candidate.username);
      await ui.button(c.director.invite).click();
      await ui.expectPath(`${dashboard}/director`);
      const awaiting = page.getByTestId("director-awaiting");
      await expect(awaiting).toContainText(
        fill(c.director.awaiting, { name: `${candidate.name} ${candidate.surname}` }),
      );
      await awaiting.getByRole("button", { name: c.director.withdraw, exact: true }).click();
      await ui.expectPath(`${dashboard}/director`);
      await expect(page.getByTestId("director-awaiting")).toHaveCount(0);
      await ui.field(c.director.candidate).fill(`@${user.username}`);
      await ui.button(c.director.invite).click();
      await ui.expectPath(`${dashboard}/director`);
      await expect(page.getByTestId("director")).toHaveText(`${user.name} ${user.surname}`);

      // Suspension: at once for a sole owner.
      await ui.goto(`${dashboard}/stop`);
      await expect(page.getByText(c.stop.introSole)).toBeVisible();
      await ui.button(c.stop.submit).click();
      await expect(ui.field(c.stop.reason)).toHaveAttribute("aria-invalid", "true");
      await suspendForm(ui, c.stop.submit);
      await ui.expectPath(dashboard);
      const banner = page.getByRole("region", { name: g.suspended.heading });
      await expect(banner).toBeVisible();

      // Restoration: at once.
      await banner.getByRole("link", { name: g.suspended.restore, exact: true }).click();
      await ui.expectPath(`${dashboard}/restore`);
      await expectStep(ui, c.restore.heading);
      await step(ui, c.restore.heading).getByRole("button", { name: c.restore.submit, exact: true }).click();
      await ui.expectPath(dashboard);
      await expect(banner).toHaveCount(0);

      // Suspended again, then deleted at once with YES typed.
      await ui.goto(`${dashboard}/stop`);
      await suspendForm(ui, c.stop.submit);
      await ui.expectPath(dashboard);
      await banner.getByRole("link", { name: g.suspended.delete, exact: true }).click();
      await ui.expectPath(`${dashboard}/delete`);
      await expectStep(ui, c.delete.heading);
      const confirm = step(ui, c.delete.heading).getByLabel(c.delete.confirm, { exact: true });
      await confirm.fill("yes");
      await step(ui, c.delete.heading).getByRole("button", { name: c.delete.submit, exact: true }).click();
      await expect(confirm).toHaveAttribute("aria-invalid", "true");
      await confirm.fill("YES");
      await step(ui, c.delete.heading).getByRole("button", { name: c.delete.submit, exact: true }).click();
      await ui.expectPath("/company-deleted");
      await expect(page.getByRole("heading", { level: 1, name: c.deleted.heading })).toBeVisible();
    });
  });
}

for (const appScripts of [true, false]) {
  test.describe(`accessibility of the votes${appScripts ? "" : " without JavaScript"}`, () => {
    test.use({ appScripts });

    test("the new pages at 1280 and 360 px", async ({ ui, page, api, outbox, user }) => {
      test.slow(); // two dozen axe runs
      const other = newUser({ name: "Петро", surname: "Шевченко" });
      const { tokenA, tokenB, companyId } = await coOwners(api, outbox, user, other, "Доступні голоси");
      const dashboard = `/vhold/${companyId}`;
      // Open votes of a name and a director, so that the pages show them.
      await api.gql(
        `mutation ($input: CreateCompanyNameVoteSessionInput!) { createCompanyNameVoteSession(input: $input) { id } }`,
        { input: { companyId, name: "Нова доступна" } },
        tokenA,
      );
      await api.gql(
        `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
        { input: { companyId, candidate: other.username } },
        tokenA,
      );
      await ui.signIn(user);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await ui.goto(dashboard);
        await expect(page.getByTestId("vote-name")).toBeVisible();
        await expectAccessible(ui, `dashboard with votes at ${width}`);
        await ui.goto(`${dashboard}/settings`);
        await expectAccessible(ui, `settings with a name vote at ${width}`);
        await voteLink(page.getByTestId("vote-name")).click();
        await expect(page.getByRole("radio", { name: g.votes.for, exact: true })).toBeVisible();
        await expectAccessible(ui, `a vote at ${width}`);
        await ui.goto(`${dashboard}/director`);
        await expect(page.getByTestId("vote-ceo")).toBeVisible();
        await expectAccessible(ui, `director with a vote at ${width}`);
        await ui.goto(`${dashboard}/stop`);
        await ui.button(c.stop.submitVote).click();
        await expect(ui.field(c.stop.reason)).toHaveAttribute("aria-invalid", "true");
        await expectAccessible(ui, `suspension with errors at ${width}`);
      }
      // Suspended (through the API), with its steps.
      const input = { companyId, reasonId: await firstReason(api, tokenA), confirm: "STOP" };
      await api.gql(
        `mutation ($input: CreateCompanyStopVoteSessionInput!) { createCompanyStopVoteSession(input: $input) { id } }`,
        { input },
        tokenA,
      );
      await castByApi(api, tokenB, companyId, "Stop");
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await ui.goto(dashboard);
        await expectAccessible(ui, `suspended dashboard at ${width}`);
        await ui.goto(`${dashboard}/restore`);
        await expectAccessible(ui, `restore at ${width}`);
        await ui.goto(`${dashboard}/delete`);
        await ui.button(c.delete.submitVote).click();
        await expect(ui.field(c.delete.confirm)).toHaveAttribute("aria-invalid", "true");
        await expectAccessible(ui, `delete with an error at ${width}`);
        await ui.goto("/company-deleted");
        await expectAccessible(ui, `company deleted at ${width}`);
      }
    });
  });
}
