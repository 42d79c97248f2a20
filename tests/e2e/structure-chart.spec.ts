import type { Page } from "@playwright/test";
import { catalogues, expect, test, type Api, type TestUser } from "./fixtures";
import { expectAccessible } from "./axe";

/**
 * The structure's chart (issue 40) for structures of 7, 60 and 1,000 roles: it opens fitted to
 * view with every role of the 7 and the 60 on screen at 1280 and 360 px, in the light and the
 * dark theme; the 1,000 open with levels 1 and 2 and their branches' counts, a branch opens on a
 * click; a role chosen opens the drawer, which follows the selection; edit mode's "+" adds
 * siblings under the same role, which stays selected. Without JavaScript the page is the indented
 * tree with its forms. axe finds nothing in each state.
 */

const s = catalogues.uk.structureEditor;
const st = catalogues.uk.structure;

/**
 * A company whose owner is its director, with a structure under the director: `shape` says how
 * many subordinates each role of a level has (the last level's roles have none). Saved through
 * the API in one call (at most 1,000 roles).
 */
async function companyOfShape(api: Api, user: TestUser, shape: number[] | "seven") {
  const ticket = await api.createUser(user);
  const token = await api.passwordGrant(user, ticket);
  const { createCompany } = await api.gql<{ createCompany: { id: string } }>(
    `mutation ($input: CreateCompanyInput!) { createCompany(input: $input) { id } }`,
    { input: { name: "Схема" } },
    token,
  );
  const companyId = createCompany.id;
  await api.gql(
    `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
    { input: { companyId, candidate: user.username } },
    token,
  );
  const { listCompanyRoles } = await api.gql<{ listCompanyRoles: Array<{ id: string; level: number }> }>(
    `query ($companyId: ID!) { listCompanyRoles(companyId: $companyId) { id level } }`,
    { companyId },
    token,
  );
  const director = listCompanyRoles.find((role) => role.level === 1)!.id;
  const roles: Array<{
    id: string;
    name: string;
    level: number;
    parentRoleId: string;
    sortNumber: number;
    isArchived: boolean;
  }> = [];
  const add = (name: string, level: number, parentRoleId: string, sortNumber: number) => {
    const id = crypto.randomUUID();
    roles.push({ id, name, level, parentRoleId, sortNumber, isArchived: false });
    return id;
  };
  if (shape === "seven") {
    // The walk's director built 1 + 2 + 3 + 1.
    const sales = add("Продажі", 2, director, 0);
    const production = add("Виробництво", 2, director, 1);
    add("Менеджер з продажу", 3, sales, 0);
    const foreman = add("Бригадир", 3, production, 0);
    add("Технолог", 3, production, 1);
    add("Оператор лінії", 4, foreman, 0);
  } else {
    // Named by their place: "Роль 2" is the second department, "Роль 2.3" its third team, "Роль 2.3.1" a post there.
    let layer = [{ id: director, path: "" }];
    shape.forEach((count, depth) => {
      const next: typeof layer = [];
      for (const parent of layer) {
        for (let i = 0; i < count; i++) {
          const path = parent.path ? `${parent.path}.${i + 1}` : `${i + 1}`;
          next.push({ id: add(`Роль ${path}`, depth + 2, parent.id, i), path });
        }
      }
      layer = next;
    });
  }
  await api.gql(
    `mutation ($input: SaveCompanyStructureInput!) { saveCompanyStructure(input: $input) { id } }`,
    { input: { companyId, roles } },
    token,
  );
  return { directorRoleId: director, count: roles.length + 1, companyId, token };
}

/** 1 + 6 + 18 + 35 = 60 roles: six departments of three teams, most of them with two posts. */
const SIXTY = [6, 3, 2];

const tree = (page: Page) => page.getByRole("tree", { name: s.treeLabel });
const items = (page: Page) => tree(page).getByRole("treeitem");

/** Every role of the chart inside its frame and inside the window (after the frame is scrolled into view). */
async function expectAllInView(page: Page, count: number) {
  await expect(items(page)).toHaveCount(count);
  const frame = page.locator("[data-structure-frame]");
  await frame.evaluate((element) => element.scrollIntoView({ block: "end" }));
  const outside = await page.evaluate(() => {
    const box = document.querySelector("[data-structure-frame]")!.getBoundingClientRect();
    return [...document.querySelectorAll('[role="tree"] [role="treeitem"]')]
      .map((item) => ({ name: item.getAttribute("aria-label"), rect: item.getBoundingClientRect() }))
      .filter(
        ({ rect }) =>
          rect.left < box.left - 0.5 ||
          rect.right > box.right + 0.5 ||
          rect.top < box.top - 0.5 ||
          rect.bottom > box.bottom + 0.5 ||
          rect.bottom > innerHeight ||
          rect.top < 0,
      )
      .map(({ name }) => name);
  });
  expect(outside).toEqual([]);
}

test.describe("the structure's chart", () => {
  test("7 and 60 roles open fitted to view at 1280 and 360 px; the drawer follows the selection", async ({
    ui,
    page,
    api,
    user,
  }) => {
    test.slow();
    const seven = await companyOfShape(api, user, "seven");
    await ui.signIn(user);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
      await ui.goto(`/vhub/${seven.directorRoleId}/structure-company`);
      await expectAllInView(page, 7);
      await expectAccessible(ui, `the chart of 7 roles at ${width} px`);
      // A role chosen: its drawer (a sheet on a phone) with its manager; the manager chosen there is selected in the chart.
      await page.getByRole("treeitem", { name: /^Бригадир, / }).click();
      const drawer = page.getByTestId("structure-drawer");
      await expect(drawer.getByRole("heading", { level: 2 })).toHaveText(
        st.roleHeading.replace("{{role}}", "Бригадир"),
      );
      await drawer.getByRole("link", { name: "Виробництво", exact: true }).click();
      await expect(page.getByRole("treeitem", { name: /^Виробництво, / })).toHaveAttribute("aria-selected", "true");
      await expect(drawer.getByRole("heading", { level: 2 })).toHaveText(
        st.roleHeading.replace("{{role}}", "Виробництво"),
      );
      await expectAccessible(ui, `the chart of 7 roles with a role's drawer at ${width} px`);
      // The address keeps the role: a reload opens its drawer again.
      await page.reload();
      await ui.ready();
      await expect(page.getByTestId("structure-drawer").getByRole("heading", { level: 2 })).toHaveText(
        st.roleHeading.replace("{{role}}", "Виробництво"),
      );
    }
  });

  test("60 roles are all on screen at 1280 and 360 px", async ({ ui, page, api, user }) => {
    test.slow();
    const sixty = await companyOfShape(api, user, SIXTY);
    expect(sixty.count).toBeGreaterThanOrEqual(60);
    await ui.signIn(user);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
      await ui.goto(`/vhub/${sixty.directorRoleId}/structure-company`);
      await expectAllInView(page, sixty.count);
      await expectAccessible(ui, `the chart of ${sixty.count} roles at ${width} px`);
    }
  });
});

test.describe("the structure's chart at scale", () => {
  test("1,000 roles open with levels 1 and 2 and their counts; a branch opens on a click", async ({
    ui,
    page,
    api,
    user,
  }) => {
    test.slow();
    const big = await companyOfShape(api, user, [9, 10, 10]);
    expect(big.count).toBe(1000);
    await ui.signIn(user);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      const started = Date.now();
      await ui.goto(`/vhub/${big.directorRoleId}/structure-company`);
      await expect(items(page)).toHaveCount(10);
      test.info().annotations.push({
        type: "open",
        description: `${width} px: ${Date.now() - started} ms to the chart (unthrottled, with the test's own work)`,
      });
      await expectAllInView(page, 10);
      const head = page.getByRole("treeitem", { name: /^Роль 1, / });
      await expect(head).toHaveAttribute("aria-expanded", "false");
      await expectAccessible(ui, `the chart of 1,000 roles at ${width} px`);
      // Its count opens the branch: its ten teams, themselves collapsed.
      await page
        .getByRole("button", {
          name: s.branch.open.replace("{{name}}", "Роль 1").replace("{{count}}", "110"),
          exact: true,
        })
        .click();
      await expect(items(page)).toHaveCount(20);
      await expect(head).toHaveAttribute("aria-expanded", "true");
      // And from the keyboard: Right opens a team's branch, Left closes it.
      const team = page.getByRole("treeitem", { name: /^Роль 1\.1, / });
      await team.click();
      await page.keyboard.press("ArrowRight");
      await expect(items(page)).toHaveCount(30);
      await page.keyboard.press("ArrowLeft");
      await expect(items(page)).toHaveCount(20);
    }
  });
});

test.describe("the structure's edit mode", () => {
  test("'+' on a node adds subordinates one after another, the manager staying selected", async ({
    ui,
    page,
    api,
    user,
  }) => {
    const seven = await companyOfShape(api, user, "seven");
    await ui.signIn(user);
    await ui.goto(`/vhub/${seven.directorRoleId}/structure-company`);
    await ui.button(s.edit).click();
    const sales = page.getByRole("treeitem", { name: /^Продажі, / });
    await sales.click();
    await page.getByRole("button", { name: s.addUnder.replace("{{name}}", "Продажі"), exact: true }).click();
    const name = page.getByLabel(s.form.newName, { exact: true });
    await expect(name).toBeFocused();
    for (const sibling of ["Менеджер з експорту", "Менеджер з роздрібу"]) {
      await name.fill(sibling);
      await name.press("Enter");
      await expect(page.getByTestId("structure-editor-status")).toHaveText(
        s.announce.added.replace("{{name}}", sibling),
      );
      await expect(name).toBeFocused();
      await expect(name).toHaveValue("");
      await expect(sales).toHaveAttribute("aria-selected", "true");
    }
    await expect(page.getByRole("treeitem", { name: /^Менеджер з роздрібу, / })).toHaveAttribute("aria-level", "3");
    await expectAccessible(ui, "edit mode with the '+' form");
    await ui.button(s.save).click();
    await expect(ui.button(s.edit)).toBeVisible();
    // The status of the last edit does not outlive the save.
    await expect(page.getByTestId("structure-editor-status")).toHaveText("");
    const { listCompanyRoles } = await api.gql<{
      listCompanyRoles: Array<{ name: string; parentRoleId: string | null }>;
    }>(
      `query ($companyId: ID!) { listCompanyRoles(companyId: $companyId) { name parentRoleId } }`,
      { companyId: seven.companyId },
      seven.token,
    );
    const salesId = (await sales.getAttribute("data-role-id"))!;
    expect(
      listCompanyRoles
        .filter((role) => role.parentRoleId === salesId)
        .map((role) => role.name)
        .sort(),
    ).toEqual(["Менеджер з експорту", "Менеджер з продажу", "Менеджер з роздрібу"]);
  });
});

// Without JavaScript (axe runs with the app's scripts blocked): the indented tree, a role's section, the forms.
test.describe("the structure without JavaScript", () => {
  test.use({ appScripts: false });

  test("the indented tree and a role's section at 1280 and 360 px, light and dark", async ({ ui, page, api, user }) => {
    test.slow();
    const sixty = await companyOfShape(api, user, SIXTY);
    await ui.signIn(user);
    const list = page.getByRole("list", { name: st.tree, exact: true });
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await ui.goto(`/vhub/${sixty.directorRoleId}/structure-company`);
      // Levels 1 to 3 of the page's list, each a link that opens its section; level 4 behind its branch's count.
      await expect(list.getByRole("link")).toHaveCount(1 + 6 + 18);
      await expectAccessible(ui, `the structure without JavaScript at ${width} px`);
      await list.getByRole("link", { name: "Роль 1.1", exact: true }).click();
      await expect(page.locator("#role-panel").getByRole("heading", { level: 2 })).toHaveText(
        st.roleHeading.replace("{{role}}", "Роль 1.1"),
      );
      await expect(list.getByRole("link")).toHaveCount(1 + 6 + 18 + 2);
      await expectAccessible(ui, `a role's section without JavaScript at ${width} px`);
    }
  });
});
