import type { Page } from "@playwright/test";
import { catalogues, expect, newUser, test, type Api, type TestUser } from "./fixtures";
import { expectAccessible } from "./axe";

/**
 * The structure editor with JavaScript (the no-JS list and its forms: tests/e2e/vhub.spec.ts): the
 * director opens the structure, edits it as a graph (a role moved under another manager from the
 * keyboard, another dragged onto a manager), undoes and redoes, saves; after a reload the tree is
 * what the server returns. axe finds nothing in edit mode at desktop and phone widths.
 */

const s = catalogues.uk.structureEditor;
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [k, x]) => out.replaceAll(`{{${k}}}`, x), text);

interface StructureRole {
  id: string;
  name: string;
  level: number;
  parentRoleId: string | null;
  sortNumber: number;
  isArchived: boolean;
}

/** A company whose owner is its director, with a structure of three levels, set up through the API. */
async function companyWithStructure(api: Api, user: TestUser) {
  const ticket = await api.createUser(user);
  const token = await api.passwordGrant(user, ticket);
  const { createCompany } = await api.gql<{ createCompany: { id: string } }>(
    `mutation ($input: CreateCompanyInput!) { createCompany(input: $input) { id } }`,
    { input: { name: "Структура" } },
    token,
  );
  const companyId = createCompany.id;
  // A sole owner naming themselves director is assigned at once.
  await api.gql(
    `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
    { input: { companyId, candidate: user.username } },
    token,
  );
  const roles = async () =>
    (
      await api.gql<{ listCompanyRoles: StructureRole[] }>(
        `query ($companyId: ID!) { listCompanyRoles(companyId: $companyId, includeArchived: true) { id name level parentRoleId sortNumber isArchived } }`,
        { companyId },
        token,
      )
    ).listCompanyRoles;
  const director = (await roles()).find((role) => role.level === 1)!;
  // New roles carry ids made by the client.
  const [sales, dev, seller, keyAccounts] = [0, 1, 2, 3].map(() => crypto.randomUUID());
  const structure = [
    { id: sales, name: "Продажі", level: 2, parentRoleId: director.id, sortNumber: 0, isArchived: false },
    { id: dev, name: "Розробка", level: 2, parentRoleId: director.id, sortNumber: 1, isArchived: false },
    { id: seller, name: "Продавець", level: 3, parentRoleId: sales, sortNumber: 0, isArchived: false },
    {
      id: keyAccounts,
      name: "Менеджер з ключових клієнтів",
      level: 3,
      parentRoleId: sales,
      sortNumber: 1,
      isArchived: false,
    },
  ];
  await api.gql(
    `mutation ($input: SaveCompanyStructureInput!) { saveCompanyStructure(input: $input) { id } }`,
    { input: { companyId, roles: structure } },
    token,
  );
  return { directorRoleId: director.id, roles, token, ids: { sales, dev, seller, keyAccounts } };
}

const tree = (page: Page) => page.getByRole("tree", { name: s.treeLabel });
const item = (page: Page, name: string) => tree(page).getByRole("treeitem", { name: new RegExp(`^${name}, `) });
const status = (page: Page) => page.getByTestId("structure-editor-status");

test.describe("the structure editor", () => {
  test("moves roles by keyboard and by drag and drop, undoes, redoes and saves what the server then returns", async ({
    ui,
    page,
    api,
    user,
  }) => {
    test.slow();
    const { directorRoleId, roles, ids } = await companyWithStructure(api, user);
    await ui.signIn(user);
    await ui.goto(`/vhub/${directorRoleId}/structure-company`);
    // The editor has replaced the page's own tree (it fetches the whole structure first): keys
    // pressed in the tree it replaces would lose their focus with it.
    await expect(ui.button(s.edit)).toBeVisible();
    await expect(tree(page)).toBeVisible();
    // Nothing is selected yet: no drawer. Choosing a role opens its drawer beside the chart, and the address keeps it.
    await expect(page.getByTestId("structure-drawer")).toHaveCount(0);
    await item(page, "Продажі").click();
    const drawer = page.getByTestId("structure-drawer");
    await expect(drawer.getByRole("heading", { level: 2 })).toHaveText(
      fill(catalogues.uk.structure.roleHeading, { role: "Продажі" }),
    );
    expect(new URL(page.url()).searchParams.get("role")).toBe(ids.sales);
    // The drawer follows the selection: a subordinate chosen in it is selected in the chart.
    await drawer.getByTestId("role-subordinates").getByRole("link", { name: "Продавець", exact: true }).click();
    await expect(item(page, "Продавець")).toHaveAttribute("aria-selected", "true");
    await expect(drawer.getByRole("heading", { level: 2 })).toHaveText(
      fill(catalogues.uk.structure.roleHeading, { role: "Продавець" }),
    );
    expect(new URL(page.url()).searchParams.get("role")).toBe(ids.seller);
    // The selected role's information counts its resources by module: tasks, files and
    // instructions are counted (none yet), the modules not built yet each say so (no zero).
    const resources = page.getByTestId("role-resources");
    await expect(resources.getByRole("term")).toHaveText(
      ["tasks", "files", "instructions", "results", "calendar", "inventory"].map(
        (kind) => catalogues.uk.vhub.nav[kind as "tasks"],
      ),
    );
    const development = catalogues.uk.vhub.nav.inDevelopment;
    await expect(resources.getByRole("definition")).toHaveText(["0", "0", "0", development, development, development]);
    // Read by a screen reader as a tree: the director at the top, its two heads a level below.
    await expect(item(page, "Продажі")).toHaveAttribute("aria-level", "2");
    await expect(item(page, "Продавець")).toHaveAttribute("aria-level", "3");

    // The arrow keys walk the tree: left to the manager, down to the next role, one role in the tab order.
    await item(page, "Продавець").click();
    await page.keyboard.press("ArrowLeft");
    await expect(item(page, "Продажі")).toBeFocused();
    await expect(item(page, "Продажі")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(item(page, "Продавець")).toBeFocused();
    await expect(tree(page).locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);

    await expectAccessible(ui, "the structure editor in view mode at 1280 px");
    await ui.button(s.edit).click();
    await expect(ui.button(s.save)).toBeDisabled();

    // Keyboard: select the seller, Alt+↓ puts it after the key-account manager.
    await item(page, "Продавець").click();
    await expect(item(page, "Продавець")).toBeFocused();
    await page.keyboard.press("Alt+ArrowDown");
    await expect(status(page)).toHaveText("Продавець тепер 2 з 2.");
    await expect(item(page, "Продавець")).toHaveAttribute("aria-posinset", "2");
    // An invalid move is refused with its reason: a level-3 role under a level-3 peer.
    await page.keyboard.press("Alt+ArrowRight");
    await expect(status(page)).toHaveText(`Не змінено: ${s.problems.MANAGER_NOT_HIGHER}`);

    // Pointer: the key-account manager dragged onto "Розробка" (the drawer closed first: it covers the chart's right side).
    await page.getByTestId("structure-drawer").getByRole("button", { name: s.info.close, exact: true }).click();
    await expect(page.getByTestId("structure-drawer")).toHaveCount(0);
    const from = (await item(page, "Менеджер з ключових клієнтів").boundingBox())!;
    const to = (await item(page, "Розробка").boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect(status(page)).toHaveText("Менеджер з ключових клієнтів тепер підпорядковується ролі Розробка.");
    await expect(item(page, "Менеджер з ключових клієнтів")).toHaveAttribute("aria-level", "3");
    // Left alone, the seller is first again: only the moved manager differs from the saved structure.
    await expect(item(page, "Продавець")).toHaveAttribute("aria-posinset", "1");
    await expect(page.getByText("Змінено 1 роль", { exact: true })).toBeVisible();

    // Undo (the button, then Ctrl+Z) walks back; redo (Ctrl+Shift+Z, then the button) walks forward.
    // dnd-kit swallows clicks for 50 ms after a drop (its capture listener outlives the drag): a
    // click that lands that early is a no-op, so it is tried until one is taken (it takes once).
    await expect(async () => {
      await ui.button(s.undo).click();
      await expect(status(page)).toHaveText(s.announce.undone, { timeout: 1000 });
    }).toPass();
    await item(page, "Продавець").click();
    await page.keyboard.press("Control+z");
    await expect(item(page, "Продавець")).toHaveAttribute("aria-posinset", "1");
    await expect(ui.button(s.undo)).toBeDisabled();
    await page.keyboard.press("Control+Shift+z");
    await expect(item(page, "Продавець")).toHaveAttribute("aria-posinset", "2");
    await ui.button(s.redo).click();
    await expect(ui.button(s.redo)).toBeDisabled();

    // Unsaved changes: leaving the page (the hub's Home) and Cancel both ask first; staying keeps the draft.
    const path = new URL(page.url()).pathname;
    await page
      .getByTestId("hub-nav")
      .getByRole("link", { name: catalogues.uk.vhub.nav.dashboard, exact: true })
      .click();
    const leave = page.getByRole("dialog", { name: s.leave.title });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: s.leave.stay }).click();
    await expect(leave).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(path);
    await ui.button(s.cancel).click();
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: s.leave.stay }).click();
    await expect(page.getByText("Змінено 1 роль", { exact: true })).toBeVisible();

    // axe: nothing in edit mode, on a laptop and on a phone.
    await expectAccessible(ui, "the structure editor in edit mode at 1280 px");
    await page.setViewportSize({ width: 360, height: 780 });
    await expectAccessible(ui, "the structure editor in edit mode at 360 px");
    await page.setViewportSize({ width: 1280, height: 800 });

    await ui.button(s.save).click();
    await expect(ui.button(s.edit)).toBeVisible();
    await page.reload();
    await ui.ready();
    await expect(item(page, "Менеджер з ключових клієнтів")).toHaveAttribute("aria-level", "3");
    await expect(item(page, "Продавець")).toHaveAttribute("aria-posinset", "1");
    // The server has what the page shows.
    const saved = await roles();
    const byName = new Map(saved.map((role) => [role.name, role]));
    expect(byName.get("Менеджер з ключових клієнтів")!.parentRoleId).toBe(byName.get("Розробка")!.id);
    expect(byName.get("Продавець")!.parentRoleId).toBe(byName.get("Продажі")!.id);
  });

  test("a manager's editor changes only the roles below theirs", async ({ ui, page, api, user }) => {
    const { token, ids } = await companyWithStructure(api, user);
    // The head of sales: invited by the director, accepts, is assigned (through the API).
    const head = newUser({ name: "Ірина", surname: "Гончар" });
    const headToken = await api.passwordGrant(head, await api.createUser(head));
    const { createRoleInvitation } = await api.gql<{ createRoleInvitation: { id: string } }>(
      `mutation ($r: ID!, $u: String!) { createRoleInvitation(roleId: $r, username: $u) { id } }`,
      { r: ids.sales, u: head.username },
      token,
    );
    await api.gql(
      `mutation ($id: ID!) { setInvitationStatus(id: $id, status: ACCEPTED) { id } }`,
      { id: createRoleInvitation.id },
      headToken,
    );
    await api.gql(
      `mutation ($id: ID!) { assignInvitationCandidate(id: $id) { id } }`,
      { id: createRoleInvitation.id },
      token,
    );
    await ui.signIn(head);
    await ui.goto(`/vhub/${ids.sales}/structure-company`);
    await expect(tree(page)).toBeVisible();
    await ui.button(s.edit).click();
    // Another branch: read, not changed; no form, and a role of theirs cannot be moved out of their part.
    await item(page, "Розробка").click();
    await expect(page.getByTestId("structure-editor-outside")).toHaveText(s.info.outsideReach);
    await expect(page.getByLabel(s.form.name, { exact: true })).toHaveCount(0);
    await item(page, "Продавець").click();
    await expect(page.getByLabel(s.form.name, { exact: true })).toBeVisible();
    await page.keyboard.press("Alt+ArrowLeft");
    await expect(status(page)).toHaveText(`Не змінено: ${s.problems.OUTSIDE_REACH}`);
    // Their own role takes new subordinates; it is not theirs to rename.
    await item(page, "Продажі").click();
    await expect(page.getByLabel(s.form.newName, { exact: true })).toBeVisible();
    await expect(page.getByLabel(s.form.name, { exact: true })).toHaveCount(0);
  });
});
