import type { Locator } from "@playwright/test";
import { catalogues, expect, modes, newUser, test, type Api, type Outbox, type TestUser, type Ui } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./axe";
import { offerShare, ownerWithCompany } from "./companies";

/**
 * Issue 41's words, with JavaScript on and off: the director's role bears the name vHold gave it in
 * the reader's language (Директор, Director) on the profile, in the role picker, as the hub's role,
 * in the structure and as an instruction's owner, until someone renames it; names inside generated
 * sentences stand in the nominative (a vote's notification, a transfer's confirmation); the
 * corporate settings name the button they point to. axe finds nothing on the pages at 1280 and 360 px.
 */

const u = catalogues.uk;
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, x]) => s.replaceAll(`{{${k}}}`, x), text);
const accessible = expectAccessibleAtBothWidths;

/** Through the API: the user owns a company and names themself its director. Answers the token, the company and the director's role. */
async function directedCompany(api: Api, user: TestUser, name: string) {
  const { token, companyId } = await ownerWithCompany(api, user, name);
  await api.gql(
    `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
    { input: { companyId, candidate: user.username } },
    token,
  );
  const { listUserCompanyRoles } = await api.gql<{
    listUserCompanyRoles: Array<{ id: string; companyId: string; level: number }>;
  }>(`{ listUserCompanyRoles { id companyId level } }`, {}, token);
  const roleId = listUserCompanyRoles.find((role) => role.companyId === companyId && role.level === 1)!.id;
  return { token, companyId, roleId };
}

/** The interface language, changed with the header's language form (the profile keeps it). */
async function speak(ui: Ui, from: "uk" | "en", to: "uk" | "en") {
  const t = catalogues[from];
  await ui.field(t.language.label).selectOption(to);
  await ui.button(t.language.apply).click();
  await expect(ui.page.locator("html")).toHaveAttribute("lang", to);
  await ui.ready();
}

/** Two co-owners of 50 % each (the second accepted the first's offer): their tokens. */
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

for (const mode of modes) {
  test.describe(`words ${mode.title}`, () => {
    test.use({ appScripts: mode.js });

    test("the director's role reads in the reader's language until someone renames it", async ({
      ui,
      page,
      api,
      user,
    }) => {
      test.slow(); // five pages in two languages, axe at two widths
      const company = `Слова ${mode.js ? "JS" : "HTML"}`;
      const { token, companyId, roleId } = await directedCompany(api, user, company);
      const hub = `/vhub/${roleId}`;
      // An instruction the director's role owns.
      await api.gql(
        `mutation ($input: CreateInstructionInput!) { createInstruction(input: $input) { id } }`,
        {
          input: {
            title: "Звіряти рахунки",
            content: JSON.stringify({
              type: "doc",
              content: [{ type: "paragraph", content: [{ type: "text", text: "Щоп'ятниці." }] }],
            }),
          },
        },
        token,
        { "x-current-role-id": roleId },
      );
      await ui.signIn(user);

      // Ukrainian: the profile's roles, the role picker, the hub's role, the structure, the instruction's owner.
      await ui.goto("/profile");
      await expect(page.getByTestId("my-roles")).toContainText("Директор");
      await ui.goto(hub);
      await expect(page.getByTestId("hub-role")).toHaveText("Директор");
      await expect(page.getByRole("banner")).toContainText(fill(u.vhub.picker.current, { role: "Директор", company }));
      await accessible(ui, "the hub of the director's role");
      await ui.goto(`${hub}/structure-company`);
      await expect(page.getByRole("main")).toContainText("Директор");
      await expect(page.getByRole("main")).not.toContainText("CEO");
      await ui.goto(`${hub}/instruction`);
      await expect(page.getByRole("list", { name: u.instructions.list.label, exact: true })).toContainText(
        fill(u.instructions.list.owner, { name: "Директор" }),
      );
      await expect(page.getByRole("main")).not.toContainText("CEO");

      // English: the same role is the Director.
      await speak(ui, "uk", "en");
      await ui.goto(hub);
      await expect(page.getByTestId("hub-role")).toHaveText("Director");
      await ui.goto(`${hub}/instruction`);
      await expect(page.getByRole("list", { name: catalogues.en.instructions.list.label, exact: true })).toContainText(
        fill(catalogues.en.instructions.list.owner, { name: "Director" }),
      );

      // Renamed, it is its new name in every language.
      await api.gql(
        `mutation ($input: SaveCompanyStructureInput!) { saveCompanyStructure(input: $input) { id } }`,
        {
          input: {
            companyId,
            roles: [
              { id: roleId, name: "Керівник ферми", level: 1, parentRoleId: null, sortNumber: 0, isArchived: false },
            ],
          },
        },
        token,
      );
      await ui.goto(hub);
      await expect(page.getByTestId("hub-role")).toHaveText("Керівник ферми");
      await speak(ui, "en", "uk");
      await ui.goto("/profile");
      await expect(page.getByTestId("my-roles")).toContainText("Керівник ферми");
    });

    test("names stand in the nominative; the settings name the button they mean", async ({
      ui,
      page,
      api,
      outbox,
      user,
    }) => {
      test.slow(); // two owners and a candidate, an SMS-confirmed transfer, two sign-ins
      const other = newUser({ name: "Богдан", surname: "Шевченко" });
      const candidate = newUser({ name: "Катерина", surname: "Мельник" });
      const company = `Називний ${mode.js ? "JS" : "HTML"}`;
      const { tokenB, companyId } = await coOwners(api, outbox, user, other, company);
      await api.passwordGrant(candidate, await api.createUser(candidate));
      // The other co-owner proposes a director: the vote's notification names both people as they are.
      await api.gql(
        `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
        { input: { companyId, candidate: candidate.username } },
        tokenB,
      );
      await ui.signIn(user);
      await ui.goto("/profile");
      const center = page.getByRole("region", { name: u.notifications.heading });
      const what = fill(u.notifications.voteKind.CEO_named, { candidate: "Катерина Мельник" });
      const told = fill(u.notifications.type.voteSession.opened, { person: "Богдан Шевченко", company, what });
      expect(told).toBe(
        `Богдан Шевченко відкриває голосування в «${company}»: призначити нового директора (Катерина Мельник)`,
      );
      await expect(center.getByTestId("notifications").getByRole("listitem").filter({ hasText: told })).toHaveCount(1);
      await accessible(ui, "the profile with the vote's notification");

      // With a co-owner the name changes by a vote: the settings point to the button the page has.
      await ui.goto(`/vhold/${companyId}/settings`);
      const edit = u.vhold.settings.edit;
      await expect(page.getByText(fill(u.vhold.settings.nameByVote, { button: edit }), { exact: true })).toBeVisible();
      expect(u.vhold.settings.nameByVote).toContain("«{{button}}»");
      await expect(page.getByRole("link", { name: u.vhold.settings.editLabel, exact: true })).toHaveText(edit);

      // A transfer's confirmation names its recipient after a colon, as written.
      await ui.goto(`/vhold/${companyId}/transfer?q=${other.username}&recipient=${other.username}`);
      await ui.field(u.vhold.transfer.share).fill("5");
      await ui.button(u.vhold.transfer.next).click();
      await ui.expectPath(`/vhold/${companyId}/transfer/confirm`);
      // Opened by its address, the step is a page with JavaScript too (a dialog only over the dashboard).
      const step: Locator = page.getByRole("region", { name: u.vhold.confirm.heading });
      await expect(step).toContainText(
        `Ви передаєте 5 % компанії «${company}». Отримувач: Богдан Шевченко (@${other.username}).`,
      );
    });
  });
}

test.describe("words, dark theme", () => {
  test.use({ theme: "dark", colorScheme: "dark" });

  test("axe finds nothing on the pages whose words changed, at 1280 and 360 px", async ({ ui, page, api, user }) => {
    test.slow(); // seven pages at two widths
    const { token, roleId } = await directedCompany(api, user, "Слова темні");
    const hub = `/vhub/${roleId}`;
    await api.gql(
      `mutation ($input: CreateInstructionInput!) { createInstruction(input: $input) { id } }`,
      {
        input: {
          title: "Звіряти рахунки",
          content: JSON.stringify({
            type: "doc",
            content: [{ type: "paragraph", content: [{ type: "text", text: "Щоп'ятниці." }] }],
          }),
        },
      },
      token,
      { "x-current-role-id": roleId },
    );
    await ui.signIn(user);
    await expect(page.locator("html")).toHaveClass(/dark/);
    for (const [what, path] of [
      ["the profile", "/profile"],
      ["the hub", hub],
      ["the instructions", `${hub}/instruction`],
      ["the storage section", `${hub}/control-center/storage?tab=roles`],
      ["the team", `${hub}/control-center/team`],
      ["the upload dialog", `${hub}/files/upload`],
    ] as const) {
      await ui.goto(path);
      await accessible(ui, `${what}, dark`);
    }
    // An owner's profile with the phone as every page writes it.
    await ui.goto(`${hub}/control-center/owners`);
    await page
      .getByRole("link", {
        name: fill(u.control.people.openProfileOf, { name: `${user.name} ${user.surname}` }),
        exact: true,
      })
      .click();
    await ui.expectPath(/\/control-center\/owners\/[0-9a-f-]{36}$/);
    await expect(
      page.getByText(user.phone.replace(/^\+380(\d{2})(\d{3})(\d{4})$/, "+380 $1 $2 $3"), { exact: true }),
    ).toBeVisible();
    await accessible(ui, "an owner's profile, dark");
  });
});
