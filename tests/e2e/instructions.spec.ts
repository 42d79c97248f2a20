import type { Page } from "@playwright/test";
import { catalogues, expect, modes, newUser, test, type Api, type TestUser, type Ui } from "./fixtures";
import { dialogStep, expectAccessibleAtBothWidths } from "./axe";
import { ownerWithCompany } from "./companies";

/**
 * Instructions (issue 23) with JavaScript on and off: a director writes an instruction (in green
 * with the editor; plain text without it) for the role below, whose holder then finds it under
 * "From others" and reads it; the director gives it to that role (becoming an editor) and gives
 * the editor rights up. axe finds nothing on the list, the editor, the instruction and its dialogs
 * at 1280 and 360 px.
 */

const i = catalogues.uk.instructions;
const d = catalogues.uk.fileDialogs;
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, x]) => s.replaceAll(`{{${k}}}`, x), text);
const ROLE = "Бухгалтерія";

/**
 * Through the API: the user owns and directs a company with a level-2 role held by `employee`
 * (invited, accepted, assigned) that may open Instructions. Answers both roles' ids.
 */
async function companyWithEmployee(
  api: Api,
  user: TestUser,
  employee: TestUser,
  name: string,
): Promise<{ ceo: string; role: string }> {
  const { token, companyId } = await ownerWithCompany(api, user, name);
  await api.gql(
    `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
    { input: { companyId, candidate: user.username } },
    token,
  );
  const { listUserCompanyRoles } = await api.gql<{
    listUserCompanyRoles: Array<{ id: string; companyId: string; level: number }>;
  }>(`query { listUserCompanyRoles { id companyId level } }`, {}, token);
  const ceo = listUserCompanyRoles.find((r) => r.companyId === companyId && r.level === 1)!.id;
  const role = crypto.randomUUID();
  await api.gql(
    `mutation ($input: SaveCompanyStructureInput!) { saveCompanyStructure(input: $input) { id } }`,
    {
      input: {
        companyId,
        roles: [{ id: role, name: ROLE, level: 2, parentRoleId: ceo, sortNumber: 0, isArchived: false }],
      },
    },
    token,
  );
  const employeeToken = await api.passwordGrant(employee, await api.createUser(employee));
  const { createRoleInvitation } = await api.gql<{ createRoleInvitation: { id: string } }>(
    `mutation ($roleId: ID!, $username: String!) { createRoleInvitation(roleId: $roleId, username: $username) { id } }`,
    { roleId: role, username: employee.username },
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
  await api.gql(
    `mutation ($roleId: ID!) { grantRoleModuleAccess(roleId: $roleId, module: INSTRUCTIONS) { modules } }`,
    { roleId: role },
    token,
  );
  return { ceo, role };
}

const accessible = expectAccessibleAtBothWidths;
const step = dialogStep;
const categories = (page: Page) => page.getByRole("navigation", { name: i.categories.label });
const list = (page: Page) => page.getByRole("list", { name: i.list.label });

/** Opens an action of the instruction's panel. */
async function act(ui: Ui, label: string) {
  await ui.page
    .getByRole("navigation", { name: i.actions.label })
    .getByRole("link", { name: label, exact: true })
    .click();
}

for (const mode of modes) {
  test.describe(`instructions ${mode.title}`, () => {
    test.use({ appScripts: mode.js });

    test("write one for the role below, read it there, give it to that role and give up editing", async ({
      ui,
      page,
      api,
      user,
    }) => {
      test.slow(); // three people's sign-ins and five screens at two widths
      const employee = newUser();
      const { ceo, role } = await companyWithEmployee(api, user, employee, `Інструкції ${mode.js ? "JS" : "HTML"}`);
      const title = `Звірка рахунків ${mode.js ? "JS" : "HTML"}`;
      await ui.signIn(user);
      await ui.goto(`/vhub/${ceo}`);
      await page
        .getByRole("navigation", { name: catalogues.uk.vhub.nav.label })
        .getByRole("link", { name: catalogues.uk.vhub.nav.instructions })
        .click();
      await ui.expectPath(`/vhub/${ceo}/instruction`);
      await expect(page.getByText(i.empty.ALL)).toBeVisible();
      await accessible(ui, "an empty instructions list");

      // A new instruction: the text in green with the editor, plain without it; the role below carries it out.
      await page.getByRole("link", { name: i.newInstruction, exact: true }).click();
      await ui.expectPath(`/vhub/${ceo}/instruction/create`);
      await page.getByLabel(i.form.title, { exact: true }).fill(title);
      if (ui.js) {
        const editor = page.getByRole("textbox", { name: i.form.content, exact: true });
        await editor.click();
        await page.getByLabel(catalogues.uk.richText.editor.color).selectOption("green");
        await editor.pressSequentially("Щоп'ятниці звіряти рахунки.");
      } else {
        await page.getByLabel(i.form.content, { exact: true }).fill("Щоп'ятниці звіряти рахунки.");
      }
      await page.getByRole("group", { name: i.form.executors }).getByLabel(ROLE).check();
      await accessible(ui, "the new instruction's editor");
      await ui.button(i.form.create).click();
      await ui.expectPath(new RegExp(`/vhub/${ceo}/instruction/[0-9a-f-]{36}$`));
      const instructionUrl = new URL(page.url()).pathname;
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const text = page.getByRole("article").getByText("Щоп'ятниці звіряти рахунки.");
      await expect(text).toBeVisible();
      if (ui.js)
        await expect(page.getByRole("article").locator(".kb-color-green")).toHaveText("Щоп'ятниці звіряти рахунки.");
      const panel = page.getByRole("complementary", { name: i.panel.label });
      await expect(panel).toContainText(fill(i.roleLevel, { name: ROLE, level: "2" }));
      await accessible(ui, "an instruction");

      // A file attached: with JavaScript from the editor's panel, the file with its state; without
      // it, the attach dialog's plain form.
      const checklist = { name: "Чекліст.txt", mimeType: "text/plain", buffer: Buffer.from("1. Звірити рахунки") };
      if (ui.js) {
        await act(ui, i.actions.edit);
        await ui.expectPath(`${instructionUrl}/edit`);
        // Storage holds a file back: saving meanwhile asks first, and waiting keeps the page.
        const holdStorage = async () => {
          let release: () => void = () => undefined;
          const held = new Promise<void>((resolve) => (release = resolve));
          await page.route("**/storage/**", async (route) => {
            if (route.request().method() === "PUT") await held;
            await route.continue().catch(() => undefined);
          });
          return async () => {
            release();
            await page.unroute("**/storage/**");
          };
        };
        const uploads = panel.getByTestId("uploads").getByRole("listitem");
        const unfinished = page.getByRole("dialog", { name: i.dialogs.unfinished.title });
        let release = await holdStorage();
        await panel.locator('input[type="file"]').setInputFiles(checklist);
        await expect(uploads).toHaveAttribute("data-state", "inProgress");
        await ui.button(i.form.save).click();
        await expect(unfinished).toBeVisible();
        await unfinished.getByRole("button", { name: i.dialogs.unfinished.stay }).click();
        await expect(unfinished).toBeHidden();
        await ui.expectPath(`${instructionUrl}/edit`);
        await release();
        await expect(uploads.getByText(d.upload.states.success)).toBeVisible();
        await expect(
          panel.getByRole("link", { name: fill(i.panel.removeLabel, { name: checklist.name }) }),
        ).toBeVisible();
        await accessible(ui, "the editor with a file attached");
        // Another file held back, and "save anyway": the page saves and the server's upload is called off.
        release = await holdStorage();
        await panel
          .locator('input[type="file"]')
          .setInputFiles({ name: "Чернетка.txt", mimeType: "text/plain", buffer: Buffer.from("чернетка") });
        await expect(uploads.nth(1)).toHaveAttribute("data-state", "inProgress");
        await ui.button(i.form.save).click();
        const canceled = page.waitForResponse(
          (response) =>
            response.url().endsWith("/uploads") && response.request().postData()?.includes("cancel") === true,
        );
        await unfinished.getByRole("button", { name: i.dialogs.unfinished.save }).click();
        expect(await (await canceled).json()).toEqual({ canceled: true });
        await release();
      } else {
        await act(ui, i.panel.attach);
        await ui.expectPath(`${instructionUrl}/attach`);
        await accessible(ui, "the attach dialog");
        await step(ui).locator('input[type="file"]').setInputFiles(checklist);
        await ui.button(d.upload.start).click();
        await expect(page.getByText(i.toasts.fileAttached, { exact: true })).toBeVisible();
      }
      await ui.expectPath(instructionUrl);
      const attachment = panel.getByRole("link", { name: fill(i.panel.download, { name: checklist.name }) });
      await expect(attachment).toBeVisible();
      await expect(panel.getByText("Чернетка.txt")).toHaveCount(0);

      // Listed under "For others" (owned, carried out by another role), not under "For myself".
      await page.getByRole("link", { name: i.back }).click();
      await categories(page).getByRole("link", { name: i.categories.TO_OTHERS, exact: true }).click();
      await expect(list(page).getByRole("link", { name: title })).toBeVisible();
      // A search within the category: typed (JavaScript) or sent; nothing found says so; cleared.
      const search = async (text: string) => {
        await page.getByRole("searchbox", { name: i.search.label }).fill(text);
        if (!ui.js) await ui.button(i.search.submit).click();
      };
      await search("немає такої");
      await expect(page.getByText(fill(i.empty.search, { search: "немає такої" }))).toBeVisible();
      await search("звірка");
      await expect(list(page).getByRole("link", { name: title })).toBeVisible();
      await page.getByRole("link", { name: i.search.clear }).click();
      await expect(page.getByRole("searchbox", { name: i.search.label })).toHaveValue("");
      await categories(page).getByRole("link", { name: i.categories.UNIQUE, exact: true }).click();
      await expect(page.getByText(i.empty.UNIQUE)).toBeVisible();
      await accessible(ui, "a filtered list");

      // The executor finds it under "From others" and reads it, with nothing to change.
      await ui.logout();
      await ui.signIn(employee);
      await ui.goto(`/vhub/${role}/instruction`);
      await categories(page).getByRole("link", { name: i.categories.FROM_OTHERS, exact: true }).click();
      await list(page).getByRole("link", { name: title }).click();
      await expect(page.getByRole("article").getByText("Щоп'ятниці звіряти рахунки.")).toBeVisible();
      await expect(page.getByRole("navigation", { name: i.actions.label })).toHaveCount(0);
      // ...and downloads the attachment.
      const download = await page.request.get((await attachment.getAttribute("href"))!);
      expect(download.status()).toBe(200);
      expect(await download.text()).toBe("1. Звірити рахунки");

      // The director gives it to the role below and becomes its editor...
      await ui.logout();
      await ui.signIn(user);
      await ui.goto(instructionUrl);
      await act(ui, i.actions.owner);
      await ui.expectPath(/\/owner$/);
      await accessible(ui, "the change of owner");
      await step(ui).getByLabel(ROLE).check();
      await ui.button(i.dialogs.owner.submit).click();
      await ui.expectPath(instructionUrl);
      await expect(page.getByText(i.relation.EDITOR, { exact: true })).toBeVisible();
      await expect(panel.getByText(fill(i.roleLevel, { name: ROLE, level: "2" })).first()).toBeVisible();

      // ...then gives the editor rights up, asked first: it is no longer among the role's instructions.
      await act(ui, i.actions.giveUp);
      await ui.expectPath(/\/give-up$/);
      await expect(step(ui).getByText(fill(i.dialogs.giveUp.description, { title }))).toBeVisible();
      await accessible(ui, "the give-up question");
      await ui.button(i.dialogs.giveUp.submit).click();
      await ui.expectPath(`/vhub/${ceo}/instruction`);
      await expect(page.getByText(i.toasts.gaveUp, { exact: true })).toBeVisible();
      await expect(page.getByText(i.empty.ALL)).toBeVisible();
    });
  });
}
