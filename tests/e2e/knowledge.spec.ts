import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { catalogues, expect, modes, newStaffUser, test, type Ui } from "./fixtures";

/**
 * The knowledge base with JavaScript on and off: the tree, search, a post in the reader's
 * language and in another, Back; a staff author adding a category and a post in three
 * languages, and deleting them, asked first. The server starts with the product's help (loaded
 * into its empty knowledge base).
 */

const uk = catalogues.uk.knowledge;

const sidebar = (page: Page, language: "uk" | "en" = "uk") =>
  page.getByRole("navigation", { name: catalogues[language].knowledge.tree.label });
const toggle = (page: Page, name: string) =>
  page.getByRole("navigation", { name: /Теми|Topics/ }).getByRole("button", { name: new RegExp(`^${name}`) });

async function openKnowledgeBase(ui: Ui) {
  await ui.openUserMenu();
  await ui.page.getByRole("link", { name: ui.t.app.userMenu.knowledgeBase, exact: true }).click();
  await ui.expectPath("/knowledge-base");
  await expect(ui.page.getByRole("heading", { level: 1 })).toHaveText(ui.t.knowledge.heading);
}

async function expand(ui: Ui, name: string) {
  await toggle(ui.page, name).click();
  await expect(toggle(ui.page, name)).toHaveAttribute("aria-expanded", "true");
  await ui.ready();
}

for (const mode of modes) {
  test.describe(`knowledge base ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("browse the tree, open a post, read it in another language, search, and go back", async ({
      ui,
      page,
      api,
      user,
    }) => {
      await api.createUser(user);
      await ui.signIn(user);
      // Recommended posts are on the main page.
      await expect(page.getByRole("heading", { name: catalogues.uk.app.posts.recommended })).toBeVisible();
      await openKnowledgeBase(ui);

      // The tree opens a category; the choice is kept (a cookie), so a reload shows it open.
      await expect(toggle(page, "Безпека")).toHaveAttribute("aria-expanded", "false");
      await expand(ui, "Безпека");
      await ui.goto("/knowledge-base");
      await expect(toggle(page, "Безпека")).toHaveAttribute("aria-expanded", "true");
      await sidebar(page).getByRole("link", { name: "Паролі та коди входу" }).click();
      await ui.expectPath(/\/knowledge-base\/page\/[0-9a-f-]{36}$/);
      const article = page.getByRole("article");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText("Паролі та коди входу");
      await expect(article.getByText("Пароль має щонайменше 8 символів", { exact: false })).toBeVisible();
      await expect(article.getByText(uk.post.recommended, { exact: true })).toBeVisible();
      await expect(sidebar(page).getByRole("link", { name: "Паролі та коди входу" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const postUrl = page.url();

      // The same post in English.
      await article.getByRole("link", { name: "English" }).click();
      await expect(article.getByRole("heading", { level: 1 })).toHaveText("Passwords and sign-in codes");
      await expect(article.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
      await expect(article.getByText("A password has at least 8 characters", { exact: false })).toBeVisible();

      // Back leads to the knowledge page before (the index), and from there to the main area.
      await page.getByRole("link", { name: uk.back }).click();
      await ui.expectPath("/knowledge-base");
      await page.getByRole("link", { name: uk.back }).click();
      await ui.expectPath("/profile");

      // Search: case does not matter; the branch leading to a match stays, the rest goes.
      await ui.goto(postUrl.replace(/^https?:\/\/[^/]+/, ""));
      await page.getByRole("searchbox", { name: uk.search.label }).fill("ДВОФАКТОР");
      // The post page carries no script: its search is a plain GET form, with JavaScript or not.
      await page.getByRole("button", { name: uk.search.submit, exact: true }).click();
      await ui.expectPath("/knowledge-base?q=%D0%94%D0%92%D0%9E%D0%A4%D0%90%D0%9A%D0%A2%D0%9E%D0%A0");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(uk.search.heading);
      await expect(
        page
          .getByRole("main")
          .getByRole("link", { name: /Двофакторна автентифікація/ })
          .first(),
      ).toBeVisible();
      await expect(sidebar(page).getByText("Безпека")).toBeVisible();
      await expect(sidebar(page).getByText("Файли")).toHaveCount(0);

      // On the index, with JavaScript, the list filters as you type (300 ms after the last key).
      const box = page.getByRole("searchbox", { name: uk.search.label });
      if (mode.js) {
        await box.fill("файли й");
        await expect(page).toHaveURL(/q=%D1%84%D0%B0%D0%B9%D0%BB%D0%B8/);
      } else {
        await box.fill("файли й");
        await page.getByRole("button", { name: uk.search.submit, exact: true }).click();
      }
      await expect(sidebar(page).getByRole("link", { name: "Файли й теки" })).toBeVisible();
      await expect(sidebar(page).getByText("Безпека")).toHaveCount(0);
      await box.fill("нічого такого немає");
      if (!mode.js) await page.getByRole("button", { name: uk.search.submit, exact: true }).click();
      // Said once, by the results: the tree has nothing to add.
      await expect(page.getByRole("main").getByText(uk.search.none)).toHaveCount(1);
      await expect(page.getByRole("main").getByText(uk.search.none)).toBeVisible();
    });

    test("on a phone the post comes first, the tree opens behind its disclosure, and search finds a word's forms", async ({
      ui,
      page,
      api,
      user,
    }) => {
      await page.setViewportSize({ width: 360, height: 760 });
      await api.createUser(user);
      await ui.signIn(user);
      await ui.goto("/knowledge-base");
      const disclosure = page.getByText(uk.tree.label, { exact: true });
      // The tree is behind its disclosure, so the page's heading is near the top.
      await expect(sidebar(page)).toBeHidden();
      expect((await page.getByRole("heading", { level: 1 }).boundingBox())!.y).toBeLessThan(400);

      // "пароль" is not in "Паролі та коди входу" as letters: it is the same word.
      const box = page.getByRole("searchbox", { name: uk.search.label });
      await box.fill("пароль");
      if (mode.js) await expect(page).toHaveURL(/q=%D0%BF%D0%B0%D1%80%D0%BE%D0%BB%D1%8C/);
      else await page.getByRole("button", { name: uk.search.submit, exact: true }).click();
      await page
        .getByRole("main")
        .getByRole("link", { name: /Паролі та коди входу/ })
        .click();
      await ui.expectPath(/\/knowledge-base\/page\/[0-9a-f-]{36}$/);
      const title = page.getByRole("article").getByRole("heading", { level: 1 });
      await expect(title).toHaveText("Паролі та коди входу");
      // The post's title, not the tree, is what a phone shows first.
      expect((await title.boundingBox())!.y).toBeLessThan(400);
      await expect(sidebar(page)).toBeHidden();

      await disclosure.click();
      await expect(sidebar(page)).toBeVisible();
      await expect(sidebar(page).getByRole("link", { name: "Паролі та коди входу" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      // axe runs in the page's JavaScript (the markup is the same without it).
      if (mode.js) await expectAccessible(ui, "a post at 360 px with the tree open");
      // A category opened without JavaScript comes back with the tree still in view.
      await expand(ui, "Файли");
      await expect(sidebar(page).getByRole("link", { name: "Файли й теки" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });

    test("staff add a category and a post in three languages", async ({ ui, page, api }) => {
      const author = newStaffUser(mode.js ? 2 : 3);
      await api.createUser(author);
      await ui.signIn(author);
      await ui.goto("/knowledge-base");
      await page.getByRole("link", { name: uk.manage.link }).click();
      await ui.expectPath("/knowledge-base/manage");
      await page.getByRole("link", { name: uk.manage.newCategory }).click();
      await ui.expectPath("/knowledge-base/manage/category/new");

      // Nothing named: refused, with the reason on the field.
      await ui.button(uk.manage.create).click();
      await expect(ui.field("Українська")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(uk.validation.oneName)).toBeVisible();

      const stamp = `${Date.now().toString(36)}${mode.js ? "j" : "n"}`;
      const names = { uk: `Довідка ${stamp}`, ru: `Справка ${stamp}`, en: `Help ${stamp}` };
      await ui.field("Українська").fill(names.uk);
      await ui.field("Русский").fill(names.ru);
      await ui.field("English").fill(names.en);
      await ui.button(uk.manage.create).click();
      await ui.expectPath("/knowledge-base/manage");
      await expect(page.getByText(uk.manage.toast.categoryCreated).first()).toBeVisible();

      await page.getByRole("link", { name: `${uk.manage.newPost}: ${names.uk}` }).click();
      await ui.expectPath(/\/knowledge-base\/manage\/post\/new\?category=/);
      await page.getByText(uk.manage.icons.rocket, { exact: true }).click();
      await page.getByLabel(uk.manage.post.recommended).check();
      const titles = { uk: `Як почати ${stamp}`, ru: `Как начать ${stamp}`, en: `How to start ${stamp}` };
      const texts = { uk: "Перший абзац.", ru: "Первый абзац.", en: "First paragraph." };
      for (const [language, label] of [
        ["uk", "Українська"],
        ["ru", "Русский"],
        ["en", "English"],
      ] as const) {
        const group = page.getByRole("group", { name: label });
        await group.getByLabel(uk.manage.post.title, { exact: true }).fill(titles[language]);
        await writeText(group, mode.js, texts[language]);
      }
      await ui.button(uk.manage.create).click();
      await ui.expectPath(/\/knowledge-base\/page\/[0-9a-f-]{36}$/);
      const article = page.getByRole("article");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(titles.uk);
      await expect(article.getByText(uk.post.recommended, { exact: true })).toBeVisible();
      await expect(article.getByText(texts.uk)).toBeVisible();
      if (mode.js) await expect(article.locator("strong", { hasText: "Bold words" })).toBeVisible();
      await expect(sidebar(page).getByRole("link", { name: titles.uk })).toHaveAttribute("aria-current", "page");
      for (const [language, name] of [
        ["ru", "Русский"],
        ["en", "English"],
      ] as const) {
        await article.getByRole("link", { name, exact: true }).click();
        await expect(article.getByRole("heading", { level: 1 })).toHaveText(titles[language]);
        await expect(article.getByText(texts[language])).toBeVisible();
      }
    });
  });

  test.describe(`knowledge base deletes ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("staff delete a post and a category: each asks first (a dialog over the edit page, or a page), and a category that holds a post is refused", async ({
      ui,
      page,
      api,
    }) => {
      const author = newStaffUser(mode.js ? 8 : 9);
      const token = await api.passwordGrant(author, await api.createUser(author));
      const stamp = `${Date.now().toString(36)}${mode.js ? "j" : "n"}`;
      const name = `Застаріле ${stamp}`;
      const title = `Старий допис ${stamp}`;
      const { createKnowledgeBaseCategory: category } = await api.gql<{ createKnowledgeBaseCategory: { id: string } }>(
        `mutation ($input: KnowledgeBaseCategoryInput!) { createKnowledgeBaseCategory(input: $input) { id } }`,
        { input: { translations: [{ languageCode: "uk", name }] } },
        token,
      );
      const doc = JSON.stringify({
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "Текст." }] }],
      });
      const { createKnowledgeBasePost: post } = await api.gql<{ createKnowledgeBasePost: { id: string } }>(
        `mutation ($input: KnowledgeBasePostInput!) { createKnowledgeBasePost(input: $input) { id } }`,
        {
          input: {
            categoryId: category.id,
            icon: "help",
            isRecommended: false,
            translations: [{ languageCode: "uk", title, content: doc }],
          },
        },
        token,
      );
      await ui.signIn(author);
      const categoryPage = `/knowledge-base/manage/category/${category.id}`;
      const postPage = `/knowledge-base/manage/post/${post.id}`;
      /** The question in view: a dialog over the edit page with JavaScript, the page itself without. */
      const question = (heading: string) =>
        mode.js ? page.getByRole("dialog", { name: heading }) : page.getByRole("main");
      async function ask(link: string, path: string) {
        await page.getByRole("link", { name: link, exact: true }).click();
        await ui.expectPath(`${path}/delete`);
        if (mode.js) await expect(page.getByRole("dialog", { name: link })).toBeVisible();
        else await expect(page.getByRole("heading", { level: 1, name: link })).toBeVisible();
      }

      // The category still holds the post: asked, then refused with the reason, in the question.
      await ui.goto(categoryPage);
      await ask(uk.manage.category.delete, categoryPage);
      await expect(question(uk.manage.category.delete)).toContainText(
        uk.manage.category.deleteConfirm.replace("{{name}}", name),
      );
      await question(uk.manage.category.delete)
        .getByRole("button", { name: uk.manage.category.deleteYes, exact: true })
        .click();
      await expect(
        question(uk.manage.category.delete).getByText(uk.errors.KNOWLEDGE_BASE_CATEGORY_NOT_EMPTY),
      ).toBeVisible();
      await ui.expectPath(`${categoryPage}/delete`);
      // Cancel: back on the edit page, nothing deleted.
      await question(uk.manage.category.delete).getByRole("link", { name: uk.manage.cancel, exact: true }).click();
      await ui.expectPath(categoryPage);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(uk.manage.category.editHeading);

      // The post: asked, then deleted.
      await ui.goto(postPage);
      await ask(uk.manage.post.delete, postPage);
      await expect(question(uk.manage.post.delete)).toContainText(
        uk.manage.post.deleteConfirm.replace("{{name}}", title),
      );
      await question(uk.manage.post.delete)
        .getByRole("button", { name: uk.manage.post.deleteYes, exact: true })
        .click();
      await ui.expectPath("/knowledge-base/manage");
      await expect(page.getByText(uk.manage.toast.postDeleted).first()).toBeVisible();

      // Now empty, the category goes too.
      await ui.goto(categoryPage);
      await ask(uk.manage.category.delete, categoryPage);
      await question(uk.manage.category.delete)
        .getByRole("button", { name: uk.manage.category.deleteYes, exact: true })
        .click();
      await ui.expectPath("/knowledge-base/manage");
      await expect(page.getByText(uk.manage.toast.categoryDeleted).first()).toBeVisible();
      await expect(page.getByRole("main").getByText(name)).toHaveCount(0);
    });
  });

  test.describe(`knowledge base in English ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js, language: "en" });

    test("an English reader reads in English; a post not written in it says so", async ({ ui, page, api, user }) => {
      const author = newStaffUser(mode.js ? 0 : 1);
      const ticket = await api.createUser(author);
      const token = await api.passwordGrant(author, ticket);
      const stamp = `${Date.now().toString(36)}${mode.js ? "j" : "n"}`;
      const { createKnowledgeBaseCategory: category } = await api.gql<{ createKnowledgeBaseCategory: { id: string } }>(
        `mutation ($input: KnowledgeBaseCategoryInput!) { createKnowledgeBaseCategory(input: $input) { id } }`,
        { input: { translations: [{ languageCode: "uk", name: `Лише українською ${stamp}` }] } },
        token,
      );
      const doc = (text: string) =>
        JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
      await api.gql(
        `mutation ($input: KnowledgeBasePostInput!) { createKnowledgeBasePost(input: $input) { id } }`,
        {
          input: {
            categoryId: category.id,
            icon: "help",
            isRecommended: false,
            translations: [
              { languageCode: "uk", title: `Український допис ${stamp}`, content: doc("Текст українською.") },
            ],
          },
        },
        token,
      );

      await api.createUser(user);
      await ui.signIn(user);
      await openKnowledgeBase(ui);
      await expect(toggle(page, "Security")).toBeVisible();
      // Named in Ukrainian, marked as such.
      const fallbackCategory = sidebar(page, "en").getByRole("button", {
        name: new RegExp(`^Лише українською ${stamp}`),
      });
      await expect(fallbackCategory).toContainText("uk");
      await fallbackCategory.click();
      await expect(fallbackCategory).toHaveAttribute("aria-expanded", "true");
      await ui.ready();
      await sidebar(page, "en")
        .getByRole("link", { name: new RegExp(`Український допис ${stamp}`) })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Український допис ${stamp}`);
      await expect(page.getByText("This post is not written in English yet: here it is in Українська.")).toBeVisible();
      // A post that has English opens in it.
      await sidebar(page, "en")
        .getByRole("button", { name: /^Security/ })
        .click();
      await ui.ready();
      await sidebar(page, "en").getByRole("link", { name: "Active sessions" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Active sessions");
      await expect(page.getByText("not written in English")).toHaveCount(0);
    });
  });
}

test.describe("knowledge base editor on a slow connection", () => {
  test("what is typed while the editor loads is kept, and the typing goes on in the editor", async ({
    ui,
    page,
    api,
  }) => {
    const author = newStaffUser(10);
    const ticket = await api.createUser(author);
    const token = await api.passwordGrant(author, ticket);
    const stamp = Date.now().toString(36);
    const { createKnowledgeBaseCategory: category } = await api.gql<{ createKnowledgeBaseCategory: { id: string } }>(
      `mutation ($input: KnowledgeBaseCategoryInput!) { createKnowledgeBaseCategory(input: $input) { id } }`,
      { input: { translations: [{ languageCode: "uk", name: `Повільна ${stamp}` }] } },
      token,
    );
    // The editor's code is held back until the person has typed a while in the plain field.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/rich-text-editor-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await ui.signIn(author);
    await ui.goto(`/knowledge-base/manage/post/new?category=${category.id}`);
    const group = page.getByRole("group", { name: "Українська" });
    const plain = group.locator("textarea");
    await plain.click();
    await plain.pressSequentially("Написано до редактора.");
    release();
    await expect(group.getByRole("button", { name: catalogues.uk.richText.editor.bold, exact: true })).toBeVisible();
    const editor = group.getByRole("textbox", { name: uk.manage.post.content, exact: true });
    await expect(editor).toBeFocused();
    await editor.pressSequentially(" І після.");
    await expect(editor).toHaveText("Написано до редактора. І після.");
    await expect(group.locator("textarea")).toHaveCount(0);
  });
});

/** One language's text: typed into the editor (with a bold phrase) with JavaScript, into the plain field without. */
async function writeText(group: Locator, js: boolean, text: string) {
  if (!js) {
    await group.getByLabel(uk.manage.post.content, { exact: true }).fill(text);
    return;
  }
  const editor = group.getByRole("textbox", { name: uk.manage.post.content, exact: true });
  await editor.click();
  await editor.pressSequentially(text);
  await editor.press("Enter");
  await group.getByRole("button", { name: catalogues.uk.richText.editor.bold, exact: true }).click();
  await editor.pressSequentially("Bold words");
}
