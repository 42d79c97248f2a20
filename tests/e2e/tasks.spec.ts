import type { Page } from "@playwright/test";
import { catalogues, expect, modes, newUser, test, type Api, type TestUser, type Ui } from "./fixtures";
import { dialogStep, expectAccessibleAtBothWidths } from "./axe";
import { ownerWithCompany } from "./companies";

/**
 * Tasks (issue 44) with JavaScript on and off: a director gives a task (the create form) to a role
 * two levels below the director's, held by another person; the holder starts it, comments, attaches a file and
 * marks it done; the director returns it with a comment (refused first without one), the holder
 * marks it done again, the director accepts it and finds it in the archive. axe finds nothing on
 * the task page and a dialog at 1280 and 360 px, in the light theme (the holder's first look) and
 * the dark one (the director's). With JavaScript, a move someone else made first is told, not a 500.
 */

const tk = catalogues.uk.tasks;
const tw = catalogues.uk.taskWords;
const d = catalogues.uk.fileDialogs;
const v = catalogues.uk.validation;
const errors = catalogues.uk.errors;
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, x]) => s.replaceAll(`{{${k}}}`, x), text);
const MIDDLE = "Фінанси";
const ROLE = "Бухгалтерія";

/**
 * Through the API: the user owns and directs a company whose structure is CEO → MIDDLE (level 2,
 * vacant) → ROLE (level 3, held by `employee`, with the Tasks module). Answers the director's
 * role, the employee's role and the director's token.
 */
async function companyTwoLevelsDown(
  api: Api,
  user: TestUser,
  employee: TestUser,
  name: string,
): Promise<{ ceo: string; ceoName: string; role: string; token: string }> {
  const { token, companyId } = await ownerWithCompany(api, user, name);
  await api.gql(
    `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
    { input: { companyId, candidate: user.username } },
    token,
  );
  const { listUserCompanyRoles } = await api.gql<{
    listUserCompanyRoles: Array<{ id: string; companyId: string; level: number; name: string }>;
  }>(`query { listUserCompanyRoles { id companyId level name } }`, {}, token);
  const { id: ceo, name: ceoName } = listUserCompanyRoles.find((r) => r.companyId === companyId && r.level === 1)!;
  const middle = crypto.randomUUID();
  const role = crypto.randomUUID();
  await api.gql(
    `mutation ($input: SaveCompanyStructureInput!) { saveCompanyStructure(input: $input) { id } }`,
    {
      input: {
        companyId,
        roles: [
          { id: middle, name: MIDDLE, level: 2, parentRoleId: ceo, sortNumber: 0, isArchived: false },
          { id: role, name: ROLE, level: 3, parentRoleId: middle, sortNumber: 0, isArchived: false },
        ],
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
    `mutation ($roleId: ID!) { grantRoleModuleAccess(roleId: $roleId, module: TASKS) { modules } }`,
    { roleId: role },
    token,
  );
  return { ceo, ceoName, role, token };
}

/** A task the director's role gives `role` through the API (createTask in the director's role): its id. */
async function giveTask(
  api: Api,
  token: string,
  ceo: string,
  input: { title: string; executorRoleId: string },
): Promise<string> {
  const { createTask } = await api.gql<{ createTask: { id: string } }>(
    `mutation ($input: CreateTaskInput!) { createTask(input: $input) { id } }`,
    { input },
    token,
    { "x-current-role-id": ceo },
  );
  return createTask.id;
}

/** A Kyiv calendar date `days` from today (negative: past). */
const kyivDate = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Kyiv" }).format(new Date(Date.now() + days * 86_400_000));

const accessible = expectAccessibleAtBothWidths;
const step = dialogStep;
const actions = (page: Page) => page.getByRole("navigation", { name: tk.actions.label });

/** Opens a move's (or another action's) dialog from the task's panel. */
async function act(ui: Ui, label: string) {
  await actions(ui.page).getByRole("link", { name: label, exact: true }).click();
}

for (const mode of modes) {
  test.describe(`tasks ${mode.title}`, () => {
    test.use({ appScripts: mode.js });

    test("given two levels down: started, discussed, attached, done, returned, done again, accepted, archived", async ({
      ui,
      page,
      api,
      user,
      baseURL,
    }) => {
      test.slow(); // two people, five sign-ins, two screens at two widths in two themes
      const employee = newUser();
      const { ceo, ceoName, role, token } = await companyTwoLevelsDown(
        api,
        user,
        employee,
        `Завдання ${mode.js ? "JS" : "HTML"}`,
      );
      const title = `Звірити рахунки ${mode.js ? "JS" : "HTML"}`;
      // A second one, moved by the director while its holder's dialog is open (JavaScript only).
      const raced = mode.js
        ? await giveTask(api, token, ceo, { title: `${title}, друге`, executorRoleId: role })
        : null;
      /** Signs `person` in instead of whoever was (their cookies dropped; the theme's kept). */
      const switchTo = async (person: TestUser, theme: "light" | "dark" = "light") => {
        await page.context().clearCookies();
        if (theme === "dark") await page.context().addCookies([{ name: "theme", value: "dark", url: baseURL! }]);
        await ui.signIn(person);
      };
      const toast = (text: string) => page.getByText(text, { exact: true });
      const status = (name: string) => page.getByRole("article").getByText(name, { exact: true });
      const discussion = page.getByTestId("task-comments");

      // The director gives it with the create form, due yesterday at 09:00 (Kyiv): overdue from the start.
      await ui.signIn(user);
      await ui.goto(`/vhub/${ceo}/tasks/create`);
      await ui.field(tk.form.title).fill(title);
      if (ui.js) {
        const editor = page.getByRole("textbox", { name: tk.form.description, exact: true });
        await editor.click();
        await editor.pressSequentially("Звірити рахунки за березень.");
      } else {
        await ui.field(tk.form.description).fill("Звірити рахунки за березень.");
      }
      await ui.field(tk.form.executor).selectOption({ label: fill(tk.form.roleOption, { name: ROLE, level: "3" }) });
      await ui.field(tk.form.dueDate).fill(kyivDate(-1));
      await ui.field(tk.form.dueTime).fill("09:00");
      await ui.button(tk.form.create).click();
      await ui.expectPath(new RegExp(`/vhub/${ceo}/tasks/[0-9a-f-]{36}$`));
      await expect(toast(tk.form.toasts.created)).toBeVisible();
      const taskId = new URL(page.url()).pathname.split("/").pop()!;
      const holderUrl = `/vhub/${role}/tasks/${taskId}`;
      const giverUrl = `/vhub/${ceo}/tasks/${taskId}`;

      // The holder finds it given by the director's role, overdue (said in words), and starts it.
      await switchTo(employee);
      // Not theirs to read (no such task): the house's not-found.
      expect((await page.request.get(`/vhub/${role}/tasks/${crypto.randomUUID()}`)).status()).toBe(404);
      await ui.goto(holderUrl);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(status(tw.status.OPEN)).toBeVisible();
      await expect(page.getByRole("article").getByText(tw.overdue)).toBeVisible();
      await expect(page.getByRole("article").getByText("Звірити рахунки за березень.")).toBeVisible();
      const panel = page.getByRole("complementary", { name: tk.page.panel });
      await expect(panel).toContainText(ceoName);
      await expect(panel).toContainText(ROLE);
      await expect(actions(page).getByRole("link", { name: tk.actions.edit })).toHaveCount(0);
      await accessible(ui, "the task page");
      await act(ui, tk.actions.start.button);
      await ui.expectPath(`${holderUrl}/start`);
      await expect(step(ui).getByText(fill(tk.actions.start.description, { title }))).toBeVisible();
      await accessible(ui, "the start dialog");
      await ui.button(tk.actions.start.submit).click();
      await ui.expectPath(holderUrl);
      await expect(toast(tk.actions.toasts.IN_PROGRESS)).toBeVisible();
      await expect(status(tw.status.IN_PROGRESS)).toBeVisible();

      // A comment: an empty one is refused; then it joins the discussion with its author and role.
      const comment = page.getByLabel(tk.page.comments.field, { exact: true });
      await ui.button(tk.page.comments.submit).click();
      await expect(page.getByText(v.tasks.comment.required)).toBeVisible();
      await comment.fill("Почав звірку, бракує виписки.");
      await ui.button(tk.page.comments.submit).click();
      await expect(toast(tk.actions.toasts.commented)).toBeVisible();
      await expect(discussion.getByRole("listitem")).toHaveCount(1);
      await expect(discussion).toContainText("Почав звірку, бракує виписки.");
      await expect(discussion).toContainText(`${employee.name} ${employee.surname}`);
      await expect(discussion).toContainText(fill(tk.page.comments.role, { role: ROLE }));
      await expect(comment).toHaveValue("");

      // A file attached: the uploader with JavaScript, the plain form without.
      const statement = { name: "Виписка.txt", mimeType: "text/plain", buffer: Buffer.from("Виписка за березень") };
      await panel.getByRole("link", { name: tk.page.files.attach, exact: true }).click();
      await ui.expectPath(`${holderUrl}/attach`);
      await step(ui).locator('input[type="file"]').setInputFiles(statement);
      if (ui.js) {
        await expect(step(ui).getByTestId("uploads").getByText(d.upload.states.success)).toBeVisible();
        await step(ui).getByRole("link", { name: d.upload.done }).click();
      } else {
        await ui.button(d.upload.start).click();
        await expect(toast(tk.actions.toasts.fileAttached)).toBeVisible();
      }
      await ui.expectPath(holderUrl);
      const attachment = panel.getByRole("link", { name: fill(tk.page.files.download, { name: statement.name }) });
      await expect(attachment).toBeVisible();

      // With JavaScript: a move someone made first is told in words (the director cancels the
      // second task while its holder's start dialog is open).
      if (raced) {
        await ui.goto(`/vhub/${role}/tasks/${raced}`);
        await act(ui, tk.actions.start.button);
        await ui.expectPath(`/vhub/${role}/tasks/${raced}/start`);
        await api.gql(`mutation ($id: ID!) { setTaskStatus(id: $id, status: CANCELED) { id } }`, { id: raced }, token, {
          "x-current-role-id": ceo,
        });
        await ui.button(tk.actions.start.submit).click();
        await ui.expectPath(`/vhub/${role}/tasks/${raced}`);
        await expect(toast(errors.TASK_STATUS_CONFLICT)).toBeVisible();
        await expect(status(tw.status.CANCELED)).toBeVisible();
        await ui.goto(holderUrl);
      }

      await act(ui, tk.actions.done.button);
      await ui.expectPath(`${holderUrl}/done`);
      await ui.button(tk.actions.done.submit).click();
      await ui.expectPath(holderUrl);
      await expect(toast(tk.actions.toasts.DONE)).toBeVisible();
      await expect(status(tw.status.DONE)).toBeVisible();
      await expect(actions(page)).toHaveCount(0);

      // The director, in the dark theme: downloads the file, returns the task with a comment.
      await switchTo(user, "dark");
      await ui.goto(giverUrl);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expect(status(tw.status.DONE)).toBeVisible();
      const download = await page.request.get((await attachment.getAttribute("href"))!);
      expect(download.status()).toBe(200);
      expect(await download.text()).toBe("Виписка за березень");
      await expect(actions(page).getByRole("link", { name: tk.actions.edit, exact: true })).toBeVisible();
      await accessible(ui, "the task page, dark");
      await act(ui, tk.actions.return.button);
      await ui.expectPath(`${giverUrl}/return`);
      await ui.button(tk.actions.return.submit).click();
      await expect(step(ui).getByText(v.tasks.comment.required)).toBeVisible();
      await accessible(ui, "the return dialog with its error, dark");
      await step(ui).getByLabel(tk.actions.return.field, { exact: true }).fill("Додай виписку за квітень.");
      await ui.button(tk.actions.return.submit).click();
      await ui.expectPath(giverUrl);
      await expect(toast(tk.actions.toasts.RETURNED)).toBeVisible();
      await expect(status(tw.status.RETURNED)).toBeVisible();
      await expect(discussion.getByRole("listitem")).toHaveCount(2);
      await expect(discussion.getByRole("listitem").last()).toContainText("Додай виписку за квітень.");
      await expect(discussion.getByRole("listitem").last()).toContainText(`${user.name} ${user.surname}`);

      // The holder marks it done again.
      await switchTo(employee);
      await ui.goto(holderUrl);
      await expect(status(tw.status.RETURNED)).toBeVisible();
      await act(ui, tk.actions.done.button);
      await ui.button(tk.actions.done.submit).click();
      await ui.expectPath(holderUrl);
      await expect(status(tw.status.DONE)).toBeVisible();

      // The director accepts it: archived, nothing left to do, its history told; found in the archive.
      await switchTo(user);
      await ui.goto(giverUrl);
      await act(ui, tk.actions.accept.button);
      await ui.expectPath(`${giverUrl}/accept`);
      await ui.button(tk.actions.accept.submit).click();
      await ui.expectPath(giverUrl);
      await expect(toast(tk.actions.toasts.ACCEPTED)).toBeVisible();
      await expect(status(tw.status.ACCEPTED)).toBeVisible();
      await expect(actions(page)).toHaveCount(0);
      await expect(page.getByLabel(tk.page.comments.field)).toHaveCount(0);
      const history = page.getByRole("region", { name: tk.page.history.heading }).getByRole("listitem");
      await expect(history).toHaveCount(6);
      await expect(history.last()).toContainText(
        fill(tk.page.history.moved, { from: tw.status.DONE, to: tw.status.ACCEPTED }),
      );
      await ui.goto(`/vhub/${ceo}/tasks/archive`);
      await page.getByRole("main").locator(`a[href$="/tasks/${taskId}"]`).click();
      await ui.expectPath(giverUrl);
    });
  });
}
