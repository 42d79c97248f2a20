import { catalogues, expect, modes, newUser, test, type Api, type TestUser } from "./fixtures";
import { dialogStep, expectAccessibleAtBothWidths } from "./axe";
import { ownerWithCompany } from "./companies";

/**
 * The control center's team, owners and access (issue 21) with JavaScript on and off: a sole
 * owner who directs the company and has an employee opens the team from the hub's own Team item,
 * reads the employee's profile (phone, birthday, the role's history), the owners and their own
 * owner's profile; a director grants a role access to a module and revokes it (asked first). axe
 * finds nothing on each page and dialog at 1280 and 360 px.
 */

const h = catalogues.uk.vhub;
const c = catalogues.uk.control;
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, x]) => s.replaceAll(`{{${k}}}`, x), text);

const ROLE = "Бухгалтерія";

/** A Ukrainian mobile as every page writes it (issue 41: one format, libphonenumber's international): +380 67 123 4567. */
const shownPhone = (e164: string) => e164.replace(/^\+380(\d{2})(\d{3})(\d{4})$/, "+380 $1 $2 $3");

/**
 * Through the API: the user owns a company and directs it; a level-2 role held by `employee`
 * (invited, accepted, assigned), whose birthday is set; vacant without one. Answers the director's role id.
 */
async function companyWithEmployee(api: Api, user: TestUser, employee: TestUser | null, name: string): Promise<string> {
  const { token, companyId } = await ownerWithCompany(api, user, name);
  await api.gql(
    `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
    { input: { companyId, candidate: user.username } },
    token,
  );
  const { listUserCompanyRoles } = await api.gql<{
    listUserCompanyRoles: Array<{ id: string; companyId: string; level: number }>;
  }>(`query { listUserCompanyRoles { id companyId level } }`, {}, token);
  const ceo = listUserCompanyRoles.find((role) => role.companyId === companyId && role.level === 1)!.id;
  const roleId = crypto.randomUUID();
  await api.gql(
    `mutation ($input: SaveCompanyStructureInput!) { saveCompanyStructure(input: $input) { id } }`,
    {
      input: {
        companyId,
        roles: [{ id: roleId, name: ROLE, level: 2, parentRoleId: ceo, sortNumber: 0, isArchived: false }],
      },
    },
    token,
  );
  if (!employee) return ceo;
  const employeeToken = await api.passwordGrant(employee, await api.createUser(employee));
  await api.gql(
    `mutation ($input: UpdateAuthUserInput!) { updateAuthUser(input: $input) { id } }`,
    { input: { birthday: "1990-05-17" } },
    employeeToken,
  );
  const { createRoleInvitation } = await api.gql<{ createRoleInvitation: { id: string } }>(
    `mutation ($roleId: ID!, $username: String!) { createRoleInvitation(roleId: $roleId, username: $username) { id } }`,
    { roleId, username: employee.username },
    token,
  );
  await api.gql(
    `mutation ($id: ID!) { setInvitationStatus(id: $id, status: ACCEPTED) { id } }`,
    { id: createRoleInvitation.id },
    employeeToken,
  );
  await api.gql(
    `mutation ($id: ID!) { assignInvitationCandidate(id: $id) { id } }`,
    { id: createRoleInvitation.id },
    token,
  );
  return ceo;
}

const step = dialogStep;

const accessible = expectAccessibleAtBothWidths;

for (const mode of modes) {
  test.describe(`control center: team, owners, access ${mode.title}`, () => {
    // Without JavaScript the app's own scripts are blocked (appScripts: false): the page is what the
    // server rendered and every form posts natively, while axe (which runs inside the page) still can.
    test.use({ appScripts: mode.js });

    test("the team and an employee's profile, the owners and an owner's profile", async ({ ui, page, api, user }) => {
      test.slow(); // two people set up through the API, then a walk through four screens at two widths
      const employee = newUser({ name: "Тарас", surname: "Шевченко" });
      const hub = `/vhub/${await companyWithEmployee(api, user, employee, `Команда ${mode.js ? "JS" : "HTML"}`)}`;
      await ui.signIn(user);
      await ui.goto(hub);

      // The hub's own Team item opens the control center's employees.
      await page
        .getByRole("navigation", { name: h.nav.label })
        .getByRole("link", { name: h.nav.team, exact: true })
        .click();
      await ui.expectPath(new RegExp(`${hub}/control-center/team\\?from=`));
      await expect(page.getByTestId("team-count")).toHaveText(fill(c.teamPage.count, { count: "2" }));
      const current = page.getByRole("region", { name: `${c.teamPage.current} (2)` });
      await expect(current.getByText("Тарас Шевченко")).toBeVisible();
      await expect(
        page.getByRole("region", { name: c.teamPage.former, exact: true }).getByText(c.teamPage.noFormer),
      ).toBeVisible();
      // The search keeps the one it finds (the count stays the company's).
      await page.getByRole("searchbox", { name: c.teamPage.search, exact: true }).fill("шевч");
      await page.getByRole("button", { name: c.people.find, exact: true }).click();
      await expect(
        page.getByRole("region", { name: c.teamPage.current, exact: true }).getByTestId("person-card"),
      ).toHaveCount(1);
      await expect(page.getByTestId("team-count")).toHaveText(fill(c.teamPage.count, { count: "2" }));
      await accessible(ui, "the team");

      // The employee's profile: phone (a colleague sees it whole), birthday, the role held since.
      await page
        .getByRole("link", { name: fill(c.people.openProfileOf, { name: "Тарас Шевченко" }), exact: true })
        .click();
      await ui.expectPath(/\/control-center\/team\/[0-9a-f-]{36}$/);
      await expect(step(ui).getByText(shownPhone(employee.phone), { exact: true })).toBeVisible();
      await expect(step(ui).getByText(employee.phone)).toHaveCount(0);
      await expect(step(ui).getByText("17 травня 1990")).toBeVisible();
      await expect(step(ui).getByTestId("role-history").getByText(ROLE)).toBeVisible();
      await accessible(ui, "an employee's profile");

      // The owners: the sole owner with 100 %, their profile without share transfers.
      await ui.goto(hub);
      await page
        .getByRole("navigation", { name: h.nav.label })
        .getByRole("link", { name: h.nav.owners, exact: true })
        .click();
      await ui.expectPath(new RegExp(`${hub}/control-center/owners\\?from=`));
      await expect(page.getByTestId("owners-count")).toHaveText(fill(c.ownersPage.count, { count: "1" }));
      const ownerName = `${user.name} ${user.surname}`;
      await expect(
        page
          .getByRole("region", { name: `${c.ownersPage.current} (1)` })
          .getByText(fill(c.ownersPage.share, { share: "100 %" })),
      ).toBeVisible();
      await accessible(ui, "the owners");
      await page.getByRole("link", { name: fill(c.people.openProfileOf, { name: ownerName }), exact: true }).click();
      await ui.expectPath(/\/control-center\/owners\/[0-9a-f-]{36}$/);
      await expect(step(ui).getByText(shownPhone(user.phone), { exact: true })).toBeVisible();
      await expect(step(ui).getByText(c.ownersPage.noHistory)).toBeVisible();
      await accessible(ui, "an owner's profile");
    });

    test("an access granted to a role, then revoked after the question", async ({ ui, page, api, user }) => {
      test.slow(); // three screens at two widths
      const hub = `/vhub/${await companyWithEmployee(api, user, null, `Доступи ${mode.js ? "JS" : "HTML"}`)}`;
      await ui.signIn(user);
      // The table: the role, vacant, no accesses; the filter by level; its modules, Files granted, then revoked.
      await ui.goto(`${hub}/control-center/access`);
      const row = page.getByTestId("access-table").getByRole("row", { name: new RegExp(ROLE) });
      await expect(row).toContainText(c.accessPage.vacant);
      await expect(row.getByRole("cell").last()).toHaveText("0");
      await page
        .getByRole("navigation", { name: c.accessPage.level })
        .getByRole("link", { name: fill(catalogues.uk.app.role.level, { level: "3" }), exact: true })
        .click();
      await expect(page.getByText(c.accessPage.none)).toBeVisible();
      await page
        .getByRole("navigation", { name: c.accessPage.level })
        .getByRole("link", { name: c.accessPage.all, exact: true })
        .click();
      await accessible(ui, "the access table");
      await page.getByRole("link", { name: ROLE, exact: true }).click();
      await ui.expectPath(/\/control-center\/access\/[0-9a-f-]{36}$/);
      const files = step(ui).locator('[data-module="FILES"]');
      await files
        .getByRole("button", { name: fill(c.accessPage.grantTo, { module: h.nav.files }), exact: true })
        .click();
      await expect(files).toContainText(`(${c.accessPage.granted})`);
      await accessible(ui, "a role's modules");
      await files
        .getByRole("link", { name: fill(c.accessPage.revokeFrom, { module: h.nav.files }), exact: true })
        .click();
      await ui.expectPath(/\/control-center\/access\/[0-9a-f-]{36}\/revoke\/FILES$/);
      await expect(
        step(ui).getByText(fill(c.accessPage.revokeText, { role: ROLE, module: h.nav.files })),
      ).toBeVisible();
      await accessible(ui, "the revoke question");
      await step(ui).getByRole("button", { name: c.accessPage.revoke, exact: true }).click();
      await ui.expectPath(/\/control-center\/access\/[0-9a-f-]{36}$/);
      await expect(step(ui).locator('[data-module="FILES"]')).toContainText(`(${c.accessPage.notGranted})`);
      await ui.goto(`${hub}/control-center/access`);
      await expect(
        page
          .getByTestId("access-table")
          .getByRole("row", { name: new RegExp(ROLE) })
          .getByRole("cell")
          .last(),
      ).toHaveText("0");
    });
  });
}
