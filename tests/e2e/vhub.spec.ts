import type { Locator } from "@playwright/test";
import { catalogues, expect, modes, newUser, test, type Api, type TestUser, type Ui } from "./fixtures";
import { expectAccessible } from "./axe";
import { ownerWithCompany } from "./companies";

/**
 * vHub (issue 20's web half) with JavaScript on and off: a sole owner names themselves director,
 * opens vHub from the header and builds a structure of three levels with the structure page's
 * forms; they make an invitation link for a role, a second person follows it signed out,
 * registers, finds the invitation on their profile and accepts it, the director assigns them;
 * that person leaves the role (asked first); the director archives and restores a role. axe finds
 * nothing on the hub's pages at 1280 and 360 px.
 */

const h = catalogues.uk.vhub;
const st = catalogues.uk.structure;
const hp = catalogues.uk.hubProfile;
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, x]) => s.replaceAll(`{{${k}}}`, x), text);

/** A sole owner with a company who named themselves director (assigned at once): their token, the company's id. */
async function director(api: Api, user: TestUser, name: string) {
  const { token, companyId } = await ownerWithCompany(api, user, name);
  await api.gql(
    `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
    { input: { companyId, candidate: user.username } },
    token,
  );
  return { token, companyId };
}

// Without JavaScript the structure is nested lists of links; with it the same markup is an ARIA tree.
const tree = (ui: Ui) => ui.page.getByRole(ui.js ? "tree" : "list", { name: st.tree, exact: true });
const node = (ui: Ui, name?: string) =>
  tree(ui).getByRole(ui.js ? "treeitem" : "link", name ? { name, exact: true } : undefined);
const addForm = (ui: Ui) => ui.page.getByRole("region", { name: st.addHeading, exact: true });
const panel = (ui: Ui) => ui.page.locator("#role-panel");

/** The add form filled and sent: a role of `level` under `manager` (its option's text). */
async function addRole(ui: Ui, name: string, level: number, manager: string) {
  const form = addForm(ui);
  await form.getByLabel(st.name, { exact: true }).fill(name);
  await form.getByLabel(st.level, { exact: true }).selectOption(String(level));
  await form.getByLabel(st.manager, { exact: true }).selectOption({ label: manager });
  await form.getByRole("button", { name: st.create, exact: true }).click();
  await ui.expectPath(/\/structure-company\?role=[0-9a-f-]{36}#role-panel$/);
  await expect(node(ui, name)).toBeVisible();
}

const option = (name: string, level: number) => `${name} · ${fill(st.levelOption, { level: String(level) })}`;

async function openRole(ui: Ui, name: string) {
  await node(ui, name).click();
  await ui.expectPath(/\?role=[0-9a-f-]{36}#role-panel$/);
  await expect(panel(ui).getByRole("heading", { name: fill(st.roleHeading, { role: name }) })).toBeVisible();
}

function inPanel(ui: Ui, name: string): Locator {
  return panel(ui).getByRole("button", { name, exact: true });
}

for (const mode of modes) {
  test.describe(`vHub ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("a director builds a structure, invites by link, assigns; the holder leaves; a role is archived and restored", async ({
      ui,
      page,
      api,
      user,
    }) => {
      test.slow(); // three sign-ins and a registration
      const company = `Структура ${mode.js ? "JS" : "HTML"}`;
      await director(api, user, company);
      await ui.signIn(user);

      // vHub opens from the header: the director's dashboard, the role in the picker.
      await page
        .getByRole("navigation", { name: catalogues.uk.app.nav.main })
        .first()
        .getByRole("link", { name: catalogues.uk.app.nav.vhub, exact: true })
        .click();
      await ui.expectPath(/\/vhub\/[0-9a-f-]{36}$/);
      const hub = new URL(page.url()).pathname;
      await expect(page.getByTestId("hub-role")).toBeVisible();
      const directorRole = (await page.getByTestId("hub-role").textContent())!;

      // Three levels with the page's forms: the director, a department, a manager in it.
      await page
        .getByRole("navigation", { name: h.nav.label })
        .getByRole("link", { name: h.nav.structure, exact: true })
        .click();
      await ui.expectPath(`${hub}/structure-company`);
      // With JavaScript the graph editor opens (structure-editor.spec.ts); this walk uses the list view, kept for the tab.
      if (ui.js) await ui.button(catalogues.uk.structureEditor.showList).click();
      await addRole(ui, "Відділ продажу", 2, option(directorRole, 1));
      await addRole(ui, "Менеджер", 3, option("Відділ продажу", 2));
      // Nested: the manager is listed inside the department, inside the director.
      await expect(
        tree(ui)
          .locator("li", { hasText: directorRole })
          .locator("li", { hasText: "Відділ продажу" })
          .locator("li", { hasText: "Менеджер" }),
      ).toHaveCount(1);
      if (ui.js) {
        // With JavaScript the list is a tree for screen readers, with a tree's keys: one role in the tab order, Down to the next, Left to its manager.
        await expect(node(ui, "Менеджер")).toHaveAttribute("aria-level", "3");
        await expect(tree(ui).locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
        await node(ui, "Відділ продажу").focus();
        await page.keyboard.press("ArrowDown");
        await expect(node(ui, "Менеджер")).toBeFocused();
        await page.keyboard.press("ArrowLeft");
        await expect(node(ui, "Відділ продажу")).toBeFocused();
        await expect(tree(ui).locator('[role="treeitem"][tabindex="0"]')).toHaveText("Відділ продажу");
      }
      // A name left empty is refused, the rest kept.
      await addForm(ui).getByLabel(st.level, { exact: true }).selectOption("3");
      await addForm(ui).getByRole("button", { name: st.create, exact: true }).click();
      await expect(addForm(ui).getByText(catalogues.uk.validation.role.name.required)).toBeVisible();
      await expect(addForm(ui).getByLabel(st.level, { exact: true })).toHaveValue("3");

      // The manager's invitation link, for 7 days.
      await openRole(ui, "Менеджер");
      await panel(ui).getByLabel(st.expiresIn, { exact: true }).selectOption("WEEK");
      await inPanel(ui, st.setLink).click();
      await ui.expectPath(/#role-panel$/);
      // Shown in a read-only field (with a copy button where JavaScript runs).
      const link = await page.getByTestId("invite-link").inputValue();
      expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]+$/);
      const manager = page.url();
      await ui.logout();

      // The second person follows the link signed out, registers, and finds the invitation.
      const other = newUser({ name: "Олена", surname: "Коваль" });
      await page.goto(link);
      await ui.register(other);
      const invitations = page.getByTestId("role-invitations");
      await expect(invitations).toContainText(fill(hp.invitationByLink, { role: "Менеджер", company }));
      await invitations.getByRole("button", { name: `${hp.accept}: Менеджер`, exact: true }).click();
      await ui.expectPath("/profile");
      await expect(page.getByTestId("role-invitations")).toContainText(hp.candidate);
      await ui.logout();

      // The director was told the candidate accepted; the notice opens the role in the structure, where they assign them.
      await ui.signIn(user);
      const told = fill(catalogues.uk.notifications.type.role.candidate, {
        person: `${other.name} ${other.surname}`,
        role: "Менеджер",
        company,
      });
      await page.getByRole("link", { name: told, exact: true }).click();
      await ui.expectPath(manager.replace(/^https?:\/\/[^/]+/, ""));
      const candidates = page.getByTestId("role-invitations");
      await expect(candidates).toContainText(`@${other.username}`);
      await candidates.getByRole("button", { name: `${st.assign}: @${other.username}`, exact: true }).click();
      await ui.expectPath(/#role-panel$/);
      await expect(tree(ui).locator("li", { hasText: "Менеджер" }).last()).toContainText(
        fill(st.holder, { name: `${other.name} ${other.surname}` }),
      );
      await ui.logout();

      // The holder finds the role on the profile, opens it, and leaves it (asked first).
      await ui.signIn(other);
      await page
        .getByTestId("my-roles")
        .getByRole("link", { name: new RegExp(`Менеджер`) })
        .click();
      await ui.expectPath(/\/vhub\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId("hub-role")).toHaveText("Менеджер");
      // Leaving is a secondary action: in the dashboard's menu, asked first on its own page.
      await page.getByTestId("role-actions").getByText(h.dashboard.more, { exact: true }).click();
      await page.getByRole("link", { name: h.dashboard.leave, exact: true }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: fill(h.leave.heading, { role: "Менеджер" }) }),
      ).toBeVisible();
      await ui.button(h.leave.confirm).click();
      await ui.expectPath("/profile");
      await expect(page.getByText(hp.noRoles)).toBeVisible();
      await ui.logout();

      // The director archives the department (its manager moves up to the director) and restores it.
      await ui.signIn(user);
      await ui.goto(`${hub}/structure-company`);
      await openRole(ui, "Відділ продажу");
      await inPanel(ui, st.archive).click();
      await ui.expectPath(/#role-panel$/);
      const archived = page.getByTestId("archived-roles");
      await expect(archived).toContainText("Відділ продажу");
      await expect(node(ui, "Відділ продажу")).toHaveCount(0);
      await expect(
        tree(ui).locator("li", { hasText: directorRole }).locator("li", { hasText: "Менеджер" }),
      ).toHaveCount(1);
      await archived.getByRole("button", { name: `${st.restore}: Відділ продажу`, exact: true }).click();
      await ui.expectPath(/structure-company/);
      await expect(page.getByTestId("archived-roles")).toHaveCount(0);
      await expect(node(ui, "Відділ продажу")).toBeVisible();
    });
  });
}

// The post as the editor sends it, checked on the page's lists: read without JavaScript, where the
// lists are the page (with it the editor takes their place).
test.describe("the structure page's save", () => {
  test.use({ javaScriptEnabled: false });

  test("the structure editor's save (intent=save-structure) is checked by the server: refused with the reason, else saved", async ({
    ui,
    page,
    api,
    user,
    baseURL,
  }) => {
    await director(api, user, "Редактор");
    await ui.signIn(user);
    await ui.goto("/vhub");
    await ui.expectPath(/\/vhub\/[0-9a-f-]{36}$/);
    const structure = `${new URL(page.url()).pathname}/structure-company`;
    await ui.goto(structure);
    const directorId = (await tree(ui).locator("li").first().getAttribute("data-role-id"))!;
    const post = (roles: unknown[]) =>
      page.request.post(structure, {
        form: { intent: "save-structure", structure: JSON.stringify(roles) },
        headers: { origin: baseURL! },
        maxRedirects: 0,
      });
    const id = crypto.randomUUID();
    // A role below the director without a manager: refused, and the page says why.
    const refused = await post([
      { id, name: "Сирота", level: 2, parentRoleId: null, sortNumber: 1, isArchived: false },
    ]);
    expect(refused.status()).toBe(200);
    expect(await refused.text()).toContain(catalogues.uk.validation.structure.NO_MANAGER);
    // Under the director: saved, and the tree shows it.
    const saved = await post([
      { id, name: "Під директором", level: 2, parentRoleId: directorId, sortNumber: 1, isArchived: false },
    ]);
    expect(saved.status()).toBe(302);
    await ui.goto(structure);
    await expect(tree(ui).locator(`li[data-role-id="${id}"]`)).toContainText("Під директором");
    await expect(tree(ui).locator(`li[data-role-id="${directorId}"] li[data-role-id="${id}"]`)).toHaveCount(1);
  });
});

// axe runs in the page: without JavaScript the app's own scripts are blocked instead (appScripts).
for (const appScripts of [true, false]) {
  test.describe(`the hub's accessibility${appScripts ? "" : " without JavaScript"}`, () => {
    test.use({ appScripts });

    test("the hub's pages at 1280 and 360 px", async ({ ui, page, api, user }) => {
      test.slow(); // axe on nine pages at two widths
      await director(api, user, `Доступність ${appScripts ? "JS" : "HTML"}`);
      await ui.signIn(user);
      await ui.goto("/vhub");
      await ui.expectPath(/\/vhub\/[0-9a-f-]{36}$/);
      const hub = new URL(page.url()).pathname;
      await ui.goto(`${hub}/structure-company`);
      // With JavaScript: the list view (kept for the tab); the graph editor's axe checks are in structure-editor.spec.ts.
      if (ui.js) await ui.button(catalogues.uk.structureEditor.showList).click();
      await addRole(ui, "Бухгалтерія", 2, option((await node(ui).first().textContent())!, 1));
      const role = page.url().replace(/^https?:\/\/[^/]+/, "");
      // Tasks are on by default (FEATURE_TASKS, issue 44): the item leads to the role's tasks.
      await ui.goto(hub);
      const nav = page.getByRole("navigation", { name: h.nav.label });
      await expect(nav.getByRole("link", { name: h.nav.tasks, exact: true })).toHaveAttribute("href", `${hub}/tasks`);
      // The modules with no page yet are one entry that lists them (issue 40), with JavaScript or without.
      await expect(nav.getByRole("button", { name: h.nav.finance, exact: true })).toHaveCount(0);
      await nav.getByText(h.nav.coming.replace("{{count}}", "8"), { exact: true }).click();
      await expect(nav.getByRole("list", { name: h.nav.comingList, exact: true }).getByRole("listitem")).toHaveCount(8);
      await expect(nav.getByRole("list", { name: h.nav.comingList, exact: true })).toContainText(h.nav.finance);
      // The control center remembers where it was opened from: Close returns there.
      await ui.goto(`${hub}/structure-company`);
      await page
        .getByRole("navigation", { name: h.nav.label })
        .getByRole("link", { name: h.nav.controlCenter, exact: true })
        .click();
      await ui.expectPath(/\/control-center\/company-profile\?from=/);
      await page
        .getByRole("navigation", { name: catalogues.uk.control.sections })
        .getByRole("link", { name: catalogues.uk.control.storage, exact: true })
        .click();
      await ui.expectPath(`${hub}/control-center/storage`);
      await page.getByRole("link", { name: catalogues.uk.control.close, exact: true }).click();
      await ui.expectPath(`${hub}/structure-company`);
      // Settings' Back falls back to the hub.
      await ui.goto("/settings/localization");
      await expect(page.getByTestId("settings-back")).toHaveAttribute("href", hub);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [what, path] of [
          ["dashboard", hub],
          ["structure", `${hub}/structure-company`],
          ["structure with a role open", role],
          ["leave", `${hub}/leave`],
          ["files", `${hub}/files`],
          ["tasks", `${hub}/tasks`],
          ["new task", `${hub}/tasks/create`],
          ["control center", `${hub}/control-center`],
          ["profile", "/profile"],
        ] as const) {
          await ui.goto(path);
          await expectAccessible(ui, `${what} at ${width}`);
        }
      }
    });
  });
}
