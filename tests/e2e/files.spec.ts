import { catalogues, expect, modes, test, type Api, type TestUser } from "./fixtures";
import { dialogStep, expectAccessibleAtBothWidths } from "./axe";
import { ownerWithCompany } from "./companies";

/**
 * The files page (issue 22) with JavaScript on and off: a director uploads a picture and sees its
 * preview, makes a folder, moves the picture into it, renames it, shares it by a public link that
 * opens signed out, deletes the folder and restores it from the trash. axe finds nothing on the
 * list, the information panel and the dialogs at 1280 and 360 px.
 */

const f = catalogues.uk.files;
const d = catalogues.uk.fileDialogs;
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, x]) => s.replaceAll(`{{${k}}}`, x), text);

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAghnL2wAAAABJRU5ErkJggg==",
  "base64",
);

/** Through the API: the user owns a company and directs it. Answers the director's role id. */
async function directedCompany(api: Api, user: TestUser, name: string): Promise<string> {
  const { token, companyId } = await ownerWithCompany(api, user, name);
  await api.gql(
    `mutation ($input: CreateCeoInvitationInput!) { createCeoInvitation(input: $input) { id } }`,
    { input: { companyId, candidate: user.username } },
    token,
  );
  const { listUserCompanyRoles } = await api.gql<{
    listUserCompanyRoles: Array<{ id: string; companyId: string; level: number }>;
  }>(`query { listUserCompanyRoles { id companyId level } }`, {}, token);
  return listUserCompanyRoles.find((role) => role.companyId === companyId && role.level === 1)!.id;
}

const step = dialogStep;

const accessible = expectAccessibleAtBothWidths;

for (const mode of modes) {
  test.describe(`files ${mode.title}`, () => {
    test.use({ appScripts: mode.js });

    test("upload, preview, folder, move, rename, public link, delete and restore", async ({
      ui,
      page,
      api,
      user,
      browser,
    }) => {
      test.slow(); // a whole walk through the page and six dialogs, each checked at two widths
      const hub = `/vhub/${await directedCompany(api, user, `Файли ${mode.js ? "JS" : "HTML"}`)}`;
      await ui.signIn(user);
      await ui.goto(hub);
      await page
        .getByRole("navigation", { name: catalogues.uk.vhub.nav.label })
        .getByRole("link", { name: catalogues.uk.vhub.nav.files })
        .click();
      await ui.expectPath(`${hub}/files`);
      await expect(page.getByText(f.empty.mine)).toBeVisible();
      await accessible(ui, "an empty files page");

      // Upload a picture: with JavaScript its progress and state, without it the plain form.
      await page.getByRole("link", { name: f.toolbar.upload, exact: true }).click();
      await ui.expectPath(new RegExp(`${hub}/files/upload$`));
      await accessible(ui, "the upload dialog");
      await step(ui)
        .locator('input[type="file"]')
        .setInputFiles({ name: "Логотип.png", mimeType: "image/png", buffer: PNG });
      if (ui.js) {
        await expect(step(ui).getByTestId("uploads").getByText(d.upload.states.success)).toBeVisible();
        await step(ui).getByRole("link", { name: d.upload.done }).click();
      } else {
        await ui.button(d.upload.start).click();
      }
      await ui.expectPath(`${hub}/files`);
      const list = page.getByTestId("files-list");
      const picture = list.getByRole("link", { name: /Логотип\.png/ });
      await expect(picture.locator("img")).toHaveAttribute("src", /\/storage\/files\//);

      // A folder.
      await page.getByRole("link", { name: f.toolbar.newFolder, exact: true }).click();
      await step(ui).getByLabel(d.newFolder.name).fill("Бренд");
      await accessible(ui, "the new folder dialog");
      await ui.button(d.newFolder.create).click();
      await ui.expectPath(`${hub}/files`);
      await expect(list.getByRole("link", { name: /^Бренд/ })).toBeVisible();

      // Select the picture: its information, then move it into the folder.
      await picture.click();
      const info = page.getByTestId("file-info");
      await expect(info.getByRole("heading", { name: "Логотип.png" })).toBeVisible();
      await accessible(ui, "a file's information");
      await info.getByRole("link", { name: f.actions.move, exact: true }).click();
      await step(ui).getByLabel(d.move.target).selectOption({ label: "Бренд" });
      await ui.button(d.move.submit).click();
      await ui.expectPath(new RegExp(`${hub}/files/folder/[0-9a-f-]{36}$`));
      await expect(page.getByRole("navigation", { name: f.crumbs.label })).toContainText("Бренд");
      const moved = page.getByTestId("files-list").getByRole("link", { name: /Логотип\.png/ });
      await expect(moved).toBeVisible();

      // Rename it.
      await moved.click();
      await page.getByTestId("file-info").getByRole("link", { name: f.actions.rename, exact: true }).click();
      const name = step(ui).getByLabel(d.rename.name);
      await name.fill("Логотип 2026.png");
      await accessible(ui, "the rename dialog");
      await ui.button(d.rename.save).click();
      const renamed = page.getByTestId("files-list").getByRole("link", { name: /Логотип 2026\.png/ });
      await expect(renamed).toBeVisible();

      // A public link, opened by someone signed out.
      await renamed.click();
      await page.getByTestId("file-info").getByRole("link", { name: f.actions.link, exact: true }).click();
      await step(ui).getByRole("radio", { name: d.expiry.DAY }).check();
      await ui.button(d.link.create).click();
      const field = step(ui).getByRole("textbox", { name: d.link.current, exact: true });
      await expect(field).toHaveValue(/\/public\/files\//);
      await accessible(ui, "the public link dialog");
      const url = await field.inputValue();
      const stranger = await browser.newContext();
      const answer = await stranger.request.get(url);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-disposition"]).toContain("attachment");
      expect(Buffer.from(await answer.body()).equals(PNG)).toBe(true);
      await stranger.close();

      // Delete the folder (with the picture), then restore it from the trash.
      await ui.goto(`${hub}/files`);
      await page
        .getByTestId("files-list")
        .getByRole("link", { name: new RegExp(`^${f.info.heading}.*Бренд$`) })
        .click();
      await page.getByTestId("file-info").getByRole("link", { name: f.actions.delete, exact: true }).click();
      await expect(step(ui).getByText(fill(d.delete.folder, { name: "Бренд" }))).toBeVisible();
      await accessible(ui, "the delete question");
      await ui.button(d.delete.confirm).click();
      await expect(page.getByTestId("files-list").getByRole("link", { name: /^Бренд/ })).toHaveCount(0);
      await page.getByRole("navigation", { name: f.tabs.label }).getByRole("link", { name: f.tabs.trash }).click();
      await ui.expectPath(`${hub}/files/delete`);
      await page
        .getByTestId("files-list")
        .getByRole("link", { name: /^Бренд/ })
        .click();
      await accessible(ui, "the trash");
      await page.getByTestId("file-info").getByRole("link", { name: f.actions.restore, exact: true }).click();
      await ui.button(d.restore.confirm).click();
      await expect(page.getByText(f.empty.trash)).toBeVisible();
      await ui.goto(`${hub}/files`);
      await expect(page.getByTestId("files-list").getByRole("link", { name: /^Бренд/ })).toBeVisible();
    });
  });
}

test.describe("files: a large file with JavaScript", () => {
  test("goes up in parts, and a part whose connection drops is sent again", async ({
    ui,
    page,
    api,
    user,
    browserErrors,
  }) => {
    const hub = `/vhub/${await directedCompany(api, user, "Великі файли")}`;
    await ui.signIn(user);
    // Over FILE_MULTIPART_FROM (16 MiB): three parts of 8 MiB, 8 MiB and one byte.
    const size = 16 * 1024 * 1024 + 1;
    const bytes = Buffer.alloc(size, 7);
    // The first part's first PUT loses its connection; the uploader waits a moment and sends it again.
    const parts: string[] = [];
    await page.route(/\/storage\/files\/.*[?&]part=\d+/, async (route) => {
      const part = new URL(route.request().url()).searchParams.get("part")!;
      parts.push(part);
      if (parts.length === 1) return route.abort("connectionreset");
      return route.continue();
    });
    await ui.goto(`${hub}/files`);
    await page.getByRole("link", { name: f.toolbar.upload, exact: true }).click();
    await ui.expectPath(new RegExp(`${hub}/files/upload$`));
    await step(ui)
      .locator('input[type="file"]')
      .setInputFiles({ name: "Велике відео.mp4", mimeType: "video/mp4", buffer: bytes });
    const item = step(ui).getByTestId("uploads").getByRole("listitem");
    await expect(item.getByText(d.upload.states.success)).toBeVisible({ timeout: 60_000 });
    await expect(item.getByRole("progressbar")).toHaveAttribute("value", "100");
    expect(parts).toEqual(["1", "1", "2", "3"]);
    await step(ui).getByRole("link", { name: d.upload.done }).click();
    await ui.expectPath(`${hub}/files`);
    await expect(page.getByTestId("files-list").getByRole("link", { name: /Велике відео\.mp4/ })).toBeVisible();

    // The dropped connection is the browser's one expected complaint.
    const dropped = browserErrors.findIndex((error) =>
      /Failed to load resource: net::ERR_CONNECTION_RESET/.test(error),
    );
    expect(dropped).toBeGreaterThanOrEqual(0);
    browserErrors.splice(dropped, 1);
  });
});

/** What a few files take, as the storage section writes it (issue 41: they were "0 ГБ" and "0 МБ"). */
test.describe("files: words that say what the screen shows", () => {
  test("two uploads from the picker, one file deleted, and the space they take", async ({ ui, page, api, user }) => {
    test.slow(); // two uploads, a deletion and the storage section, axe at two widths
    const hub = `/vhub/${await directedCompany(api, user, "Слова файлів")}`;
    await ui.signIn(user);
    await ui.goto(`${hub}/files`);
    await page.getByRole("link", { name: f.toolbar.upload, exact: true }).click();
    await ui.expectPath(new RegExp(`${hub}/files/upload$`));
    const input = step(ui).locator('input[type="file"]');
    const uploads = step(ui).getByTestId("uploads");
    const status = step(ui).locator("#files-upload-input-status");
    await expect(status).toHaveText(d.upload.none, { useInnerText: true });
    // 1 500 and 300 bytes: 1 800 together, 1,8 KB.
    await input.setInputFiles({ name: "Звіт.txt", mimeType: "text/plain", buffer: Buffer.alloc(1500, 65) });
    await expect(uploads.getByText(d.upload.states.success)).toHaveCount(1);
    await input.setInputFiles({ name: "План.txt", mimeType: "text/plain", buffer: Buffer.alloc(300, 66) });
    await expect(uploads.getByText(d.upload.states.success)).toHaveCount(2);
    // The picker is emptied to take the next files: it says what went up, not "no file chosen".
    await expect(status).toHaveText(
      fill((d.upload as unknown as Record<string, string>).chosenCount_few!, { count: "2" }),
      { useInnerText: true },
    );
    await accessible(ui, "the upload dialog after two uploads");
    await step(ui).getByRole("link", { name: d.upload.done }).click();
    await ui.expectPath(`${hub}/files`);

    // Deleting one file says nothing of a content it does not have.
    await page
      .getByTestId("files-list")
      .getByRole("link", { name: /План\.txt/ })
      .click();
    await page.getByTestId("file-info").getByRole("link", { name: f.actions.delete, exact: true }).click();
    await expect(step(ui).getByText(fill(d.delete.text, { name: "План.txt" }), { exact: true })).toBeVisible();
    await ui.button(d.delete.confirm).click();
    await expect(page.getByTestId("files-list").getByRole("link", { name: /План\.txt/ })).toHaveCount(0);

    // The storage section: real usage in the unit that gives a figure (the trash counts too), and
    // the director's role named as vHold named it, in the reader's language.
    const b = catalogues.uk.billing;
    await ui.goto(`${hub}/control-center/storage`);
    await expect(page.getByTestId("storage-used")).toHaveText("1,8 КБ");
    await expect(page.getByRole("row", { name: `${b.storage.kinds.documents} 1,5 КБ` })).toBeVisible();
    await expect(page.getByRole("row", { name: `${b.storage.kinds.deleted} 300 Б` })).toBeVisible();
    await page.getByRole("link", { name: b.storage.roles, exact: true }).click();
    await expect(page.getByTestId("storage-roles").getByRole("row", { name: "Директор 1,8 КБ" })).toBeVisible();
    await accessible(ui, "the storage section with a few files");
  });
});
