/**
 * The knowledge base through the API, on the real database engine: the tree and its 4 levels
 * (held by the database even against racing authors), search that keeps the way to a match,
 * the reader's language and its fallback, who may author, and hostile content.
 */
import { sql } from "drizzle-orm";
import { print } from "graphql";
import { KnowledgeBaseTreeDocument } from "#graphql/generated/operations";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { createLogger } from "../../server/logger";
import { KnowledgeService } from "../../server/modules/knowledge/service";
import { knowledgeBasePosts, knowledgeBasePostTranslations } from "../../server/db/schema";
import { createTestApp, gql, signUp, type SignedUpUser, type TestApp } from "./harness";
import {
  CREATE_CATEGORY,
  CREATE_POST,
  DELETE_CATEGORY,
  DELETE_POST,
  GET_POST,
  LIST_CATEGORIES,
  ME_STAFF,
  RECOMMENDED,
  UPDATE_CATEGORY,
  UPDATE_POST,
  createCategory,
  createPost,
  doc,
  names,
  shape,
  signUpStaff,
  tree,
  type CategoryAnswer,
  type PostAnswer,
} from "./knowledge-support";
import { errorCode, fieldErrors, ok } from "./support";

let app: TestApp;
let author: SignedUpUser;
let reader: SignedUpUser;

beforeAll(async () => {
  // Tests here move the clock (sign-ups, dates): tokens that outlive the file keep them simple.
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  author = await signUpStaff(app);
  reader = await signUp(app);
});
afterAll(() => app.close());

/** A fresh top-level category with a unique name, and a chain of n levels under it. */
let serial = 0;
async function chain(levels: number): Promise<CategoryAnswer[]> {
  serial += 1;
  const made: CategoryAnswer[] = [];
  for (let level = 1; level <= levels; level++) {
    made.push(
      await createCategory(app, author, {
        parentId: made[level - 2]?.id ?? null,
        translations: names(`Рівень ${level} (${serial})`, `Level ${level} (${serial})`),
      }),
    );
  }
  return made;
}

const depthsOf = async () =>
  queryRows<{ id: string; depth: number }>(
    app.database.db,
    sql`select id, depth from knowledge_base_categories order by depth desc`,
  );
const postCount = async () => (await app.database.db.select().from(knowledgeBasePosts)).length;

describe("the tree", () => {
  it("builds four levels, ordered by position and then by name, with posts in their categories", async () => {
    const [top, second, third, fourth] = await chain(4);
    expect([top, second, third, fourth].map((c) => c.depth)).toEqual([1, 2, 3, 4]);
    await createCategory(app, author, { parentId: second.id, position: 5, translations: names("Б останній") });
    await createCategory(app, author, { parentId: second.id, position: 0, translations: names("В перший") });
    await createPost(app, author, {
      categoryId: fourth.id,
      translations: [{ languageCode: "uk", title: "Найглибший допис" }],
    });
    await createPost(app, author, {
      categoryId: second.id,
      position: 1,
      translations: [{ languageCode: "uk", title: "А другий" }],
    });
    await createPost(app, author, {
      categoryId: second.id,
      position: 0,
      translations: [{ languageCode: "uk", title: "Я перший" }],
    });

    const roots = await tree(app, reader, { language: "uk" });
    const mine = roots.find((c) => c.id === top.id)!;
    expect(shape([mine])).toEqual([
      {
        [top.name]: [
          {
            [second.name]: [
              { "В перший": [] },
              { [third.name]: [{ [fourth.name]: ["· Найглибший допис"] }] },
              { "Б останній": [] },
              "· Я перший",
              "· А другий",
            ],
          },
        ],
      },
    ]);
    expect(mine.children[0].children[1].children[0].parentKnowledgeBaseCategoryId).toBe(third.id);
  });

  it("a reading page's sidebar gets the posts of its open branches only, and how many the others hold", async () => {
    const [top, second, third] = await chain(3);
    const deep = await createPost(app, author, {
      categoryId: third.id,
      translations: [{ languageCode: "uk", title: "Глибокий" }],
    });
    await createPost(app, author, {
      categoryId: second.id,
      translations: [{ languageCode: "uk", title: "Другий рівень" }],
    });
    await createPost(app, author, { categoryId: top.id, translations: [{ languageCode: "uk", title: "Верхній" }] });
    const sidebar = async (variables: Record<string, unknown>) =>
      ok(
        await gql<{ listKnowledgeBaseCategories: CategoryAnswer[] }>(
          app,
          print(KnowledgeBaseTreeDocument),
          { language: "uk", ...variables },
          { token: reader.accessToken },
        ),
      ).listKnowledgeBaseCategories.find((c) => c.id === top.id)!;
    const counts = (node: CategoryAnswer & { postCount?: number }): unknown => ({
      [node.name]: [node.postCount, node.posts.length, ...(node.children ?? []).map(counts)],
    });

    // Nothing open: every category counts its posts and lists none.
    expect(counts(await sidebar({ openCategoryIds: [] }))).toEqual({
      [top.name]: [1, 0, { [second.name]: [1, 0, { [third.name]: [1, 0] }] }],
    });
    // The reader opened the second level: only its posts come.
    expect(shape([await sidebar({ openCategoryIds: [second.id, "not-a-category"] })])).toEqual([
      { [top.name]: [{ [second.name]: [{ [third.name]: [] }, "· Другий рівень"] }] },
    ]);
    // The page of a post opens its branch, from the top to the post's category.
    expect(shape([await sidebar({ openCategoryIds: [], openPostId: deep.id })])).toEqual([
      { [top.name]: [{ [second.name]: [{ [third.name]: ["· Глибокий"] }, "· Другий рівень"] }, "· Верхній"] },
    ]);
    // Without the argument (authoring pages), everything; a search still lists what matches.
    expect(shape([await sidebar({})])).toEqual([
      { [top.name]: [{ [second.name]: [{ [third.name]: ["· Глибокий"] }, "· Другий рівень"] }, "· Верхній"] },
    ]);
    const searched = await sidebar({ search: "Глибокий", openCategoryIds: [] });
    expect(counts(searched)).toEqual({ [top.name]: [0, 0, { [second.name]: [0, 0, { [third.name]: [1, 1] }] }] });
  });

  it("the web app's tree document (four levels deep) passes the API's depth and cost limits", async () => {
    const [top] = await chain(4);
    const answer = ok(
      await gql<{ listKnowledgeBaseCategories: CategoryAnswer[]; getAuthUser: { isStaff: boolean } }>(
        app,
        print(KnowledgeBaseTreeDocument),
        { language: "en" },
        { token: author.accessToken },
      ),
    );
    expect(answer.getAuthUser.isStaff).toBe(true);
    expect(
      answer.listKnowledgeBaseCategories.find((c) => c.id === top.id)?.children[0].children[0].children[0].depth,
    ).toBe(4);
  });

  it("refuses a fifth level, through the API and in the database itself", async () => {
    const levels = await chain(4);
    const answer = await gql(
      app,
      CREATE_CATEGORY,
      { input: { parentId: levels[3].id, translations: names("П'ятий") } },
      { token: author.accessToken },
    );
    expect(errorCode(answer)).toBe("KNOWLEDGE_BASE_TOO_DEEP");
    expect(answer.errors![0].extensions?.fields).toEqual({ parentId: ["knowledge.validation.tooDeep"] });
    // Past the service: the database's own check says no.
    await expect(
      app.database.db.execute(
        sql`insert into knowledge_base_categories (parent_id, parent_depth) select id, depth from knowledge_base_categories where id = ${levels[3].id}`,
      ),
    ).rejects.toThrow();
    expect(Math.max(...(await depthsOf()).map((r) => r.depth))).toBe(4);
  });

  it("moves a branch with all it holds, unless it would reach a fifth level or go into itself", async () => {
    const [a, b] = await chain(2);
    const [x, y, z] = await chain(3);
    const move = (id: string, parentId: string | null, translations = names("Гілка")) =>
      gql<{ updateKnowledgeBaseCategory: CategoryAnswer }>(
        app,
        UPDATE_CATEGORY,
        { id, input: { parentId, translations } },
        { token: author.accessToken },
      );

    // x (3 levels) under b (level 2) would put z on level 5.
    expect(errorCode(await move(x.id, b.id))).toBe("KNOWLEDGE_BASE_TOO_DEEP");
    // Into its own descendant: never.
    expect(errorCode(await move(x.id, z.id))).toBe("KNOWLEDGE_BASE_INVALID_PARENT");
    expect(errorCode(await move(x.id, x.id))).toBe("KNOWLEDGE_BASE_INVALID_PARENT");
    // y (2 levels) under a: y on 2, z on 3.
    const moved = ok(await move(y.id, a.id)).updateKnowledgeBaseCategory;
    expect(moved).toMatchObject({ parentKnowledgeBaseCategoryId: a.id, depth: 2, name: "Гілка" });
    const depths = new Map((await depthsOf()).map((r) => [r.id, r.depth]));
    expect([depths.get(y.id), depths.get(z.id), depths.get(x.id)]).toEqual([2, 3, 1]);
    // And back to the top: y on 1, z on 2.
    ok(await move(y.id, null));
    const after = new Map((await depthsOf()).map((r) => [r.id, r.depth]));
    expect([after.get(y.id), after.get(z.id)]).toEqual([1, 2]);
    expect(b.depth).toBe(2);
  });

  it("renames per language: the names sent are the category's names, a language left out has none", async () => {
    const category = await createCategory(app, author, { translations: names("Назва", "Name", "Название") });
    const renamed = ok(
      await gql<{ updateKnowledgeBaseCategory: CategoryAnswer }>(
        app,
        UPDATE_CATEGORY,
        { id: category.id, input: { translations: names("Нова назва", "New name") } },
        { token: author.accessToken },
      ),
    ).updateKnowledgeBaseCategory;
    expect(renamed.translations).toEqual([
      { languageCode: "uk", name: "Нова назва" },
      { languageCode: "en", name: "New name" },
    ]);
    const asRussian = (await tree(app, reader, { language: "ru" })).find((c) => c.id === category.id)!;
    expect(asRussian).toMatchObject({ name: "Нова назва", languageCode: "uk" });
  });

  it("deletes a category only when it is empty", async () => {
    const [parent, child] = await chain(2);
    const post = await createPost(app, author, {
      categoryId: child.id,
      translations: [{ languageCode: "uk", title: "Тримає" }],
    });
    const remove = (id: string) => gql(app, DELETE_CATEGORY, { id }, { token: author.accessToken });
    expect(errorCode(await remove(parent.id))).toBe("KNOWLEDGE_BASE_CATEGORY_NOT_EMPTY");
    expect(errorCode(await remove(child.id))).toBe("KNOWLEDGE_BASE_CATEGORY_NOT_EMPTY");
    ok(await gql(app, DELETE_POST, { id: post.id }, { token: author.accessToken }));
    ok(await remove(child.id));
    ok(await remove(parent.id));
    expect(errorCode(await remove(parent.id))).toBe("KNOWLEDGE_BASE_NOT_FOUND");
    expect((await tree(app, reader)).some((c) => c.id === parent.id)).toBe(false);
  });
});

describe("the tree another instance changed", () => {
  it("is read afresh at once: a category added, renamed or deleted elsewhere shows on the next read", async () => {
    const other = new KnowledgeService({ db: app.database.db, clock: app.clock, logger: createLogger("silent") });
    const before = await tree(app, reader, { language: "uk" });
    const made = await other.createCategory({ translations: names("З іншого екземпляра") }, "uk");
    expect((await tree(app, reader, { language: "uk" })).map((c) => c.id)).toEqual(
      expect.arrayContaining([...before.map((c) => c.id), made.id]),
    );
    // Same clock instant, same row count: only the row's version tells.
    await other.updateCategory(made.id, { translations: names("Перейменована деінде") }, "uk");
    expect((await tree(app, reader, { language: "uk" })).find((c) => c.id === made.id)?.name).toBe(
      "Перейменована деінде",
    );
    // A name changed in its own table alone (no category row touched): the tables' triggers count it.
    await app.database.db.execute(
      sql`update knowledge_base_category_translations set name = 'Змінена в базі' where category_id = ${made.id} and language_code = 'uk'`,
    );
    expect((await tree(app, reader, { language: "uk" })).find((c) => c.id === made.id)?.name).toBe("Змінена в базі");
    // Its one row gone (a table emptied by hand), the next change starts the count again.
    await app.database.db.execute(sql`delete from knowledge_base_version`);
    await app.database.db.execute(
      sql`update knowledge_base_category_translations set name = 'Після лічильника' where category_id = ${made.id} and language_code = 'uk'`,
    );
    expect((await tree(app, reader, { language: "uk" })).find((c) => c.id === made.id)?.name).toBe("Після лічильника");
    await other.deleteCategory(made.id);
    expect((await tree(app, reader, { language: "uk" })).some((c) => c.id === made.id)).toBe(false);
  });
});

describe("the counter a request reads with its session (the web server's path)", () => {
  const recommendedIds = async (apiKey: boolean) =>
    ok(
      await gql<{ listRecommendedKnowledgeBasePosts: PostAnswer[] }>(
        app,
        RECOMMENDED,
        { language: "uk" },
        { token: reader.accessToken, apiKey },
      ),
    ).listRecommendedKnowledgeBasePosts.map((p) => p.id);
  const treeIds = async (apiKey: boolean) =>
    ok(
      await gql<{ listKnowledgeBaseCategories: CategoryAnswer[] }>(
        app,
        LIST_CATEGORIES,
        { language: "uk" },
        { token: reader.accessToken, apiKey },
      ),
    ).listKnowledgeBaseCategories.map((c) => c.id);

  it("shows another instance's change on the next request, with the API key as with a bearer alone", async () => {
    const other = new KnowledgeService({ db: app.database.db, clock: app.clock, logger: createLogger("silent") });
    const category = await other.createCategory({ translations: names("Лічильник з сеансом") }, "uk");
    for (const apiKey of [true, false]) expect(await treeIds(apiKey)).toContain(category.id);
    app.clock.advance(1_000);
    const postInput = (isRecommended: boolean, title: string) => ({
      categoryId: category.id,
      icon: "book",
      isRecommended,
      translations: [{ languageCode: "uk", title, content: doc(title) }],
    });
    const post = await other.createPost(postInput(true, "Щойно рекомендований"), "uk");
    for (const apiKey of [true, false]) expect((await recommendedIds(apiKey))[0]).toBe(post.id);
    await other.updatePost(post.id, postInput(false, "Уже ні"), "uk");
    for (const apiKey of [true, false]) expect(await recommendedIds(apiKey)).not.toContain(post.id);
    await other.deletePost(post.id);
    await other.deleteCategory(category.id);
    for (const apiKey of [true, false]) expect(await treeIds(apiKey)).not.toContain(category.id);
  });

  it("a request that changes the knowledge base answers with its change, not the tree its session read", async () => {
    // Read first, so that the tree at the session's counter is kept.
    await treeIds(true);
    const made = ok(
      await gql<{ createKnowledgeBaseCategory: CategoryAnswer }>(
        app,
        CREATE_CATEGORY,
        { input: { translations: names("Своя зміна") } },
        { token: author.accessToken, apiKey: true },
      ),
    ).createKnowledgeBaseCategory;
    expect(made.name).toBe("Своя зміна");
    const renamed = ok(
      await gql<{ updateKnowledgeBaseCategory: CategoryAnswer }>(
        app,
        UPDATE_CATEGORY,
        { id: made.id, input: { translations: names("Своя зміна, друга") } },
        { token: author.accessToken, apiKey: true },
      ),
    ).updateKnowledgeBaseCategory;
    expect(renamed.name).toBe("Своя зміна, друга");
    expect(await treeIds(true)).toContain(made.id);
  });
});

describe("the tree holds when authors race", () => {
  it("moving a branch down while another author adds under its leaf: one wins, nothing reaches level 5 (10 rounds)", async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 10; round++) {
      const [, b] = await chain(2);
      const [x, y] = await chain(2);
      // Alone, each is fine: x under b puts y on 4; a child of y is on 3. Together: level 5.
      const [moved, added] = await Promise.all([
        gql(
          app,
          UPDATE_CATEGORY,
          { id: x.id, input: { parentId: b.id, translations: names("x") } },
          { token: author.accessToken },
        ),
        gql(
          app,
          CREATE_CATEGORY,
          { input: { parentId: y.id, translations: names("z") } },
          { token: author.accessToken },
        ),
      ]);
      const won = [moved, added].filter((answer) => !answer.errors);
      expect(won, JSON.stringify([moved.errors, added.errors])).toHaveLength(1);
      const lost = [moved, added].find((answer) => answer.errors)!;
      expect(["KNOWLEDGE_BASE_TOO_DEEP", "KNOWLEDGE_BASE_INVALID_PARENT"]).toContain(errorCode(lost));
      outcomes.push(moved.errors ? "add" : "move");
      expect(Math.max(...(await depthsOf()).map((r) => r.depth))).toBeLessThanOrEqual(4);
    }
    expect(outcomes).toHaveLength(10);
  });

  it("deleting a category while another author adds a post to it: never a post without its category (10 rounds)", async () => {
    for (let round = 0; round < 10; round++) {
      const [category] = await chain(1);
      const [deleted, added] = await Promise.all([
        gql(app, DELETE_CATEGORY, { id: category.id }, { token: author.accessToken }),
        gql(
          app,
          CREATE_POST,
          {
            input: {
              categoryId: category.id,
              icon: "book",
              isRecommended: false,
              translations: [{ languageCode: "uk", title: "Гонка", content: doc("x") }],
            },
          },
          { token: author.accessToken },
        ),
      ]);
      expect([deleted, added].filter((answer) => !answer.errors)).toHaveLength(1);
      const orphans = await queryRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from knowledge_base_posts p where not exists (select 1 from knowledge_base_categories c where c.id = p.category_id)`,
      );
      expect(orphans[0].n).toBe(0);
    }
  });
});

describe("search", () => {
  let root: CategoryAnswer;
  beforeAll(async () => {
    root = await createCategory(app, author, {
      translations: names("Безпека акаунта", "Account security", "Безопасность аккаунта"),
    });
    const passwords = await createCategory(app, author, {
      parentId: root.id,
      translations: names("Паролі та коди", "Passwords and codes", "Пароли и коды"),
    });
    const sessions = await createCategory(app, author, {
      parentId: root.id,
      translations: names("Сеанси", "Sessions", "Сеансы"),
    });
    const deep = await createCategory(app, author, {
      parentId: passwords.id,
      translations: names("Відновлення", "Recovery", "Восстановление"),
    });
    await createPost(app, author, {
      categoryId: deep.id,
      translations: [
        { languageCode: "uk", title: "Як змінити ПАРОЛЬ" },
        { languageCode: "ru", title: "Как сменить ПАРОЛЬ" },
        { languageCode: "en", title: "How to change a password" },
      ],
    });
    await createPost(app, author, {
      categoryId: passwords.id,
      translations: [
        { languageCode: "uk", title: "Коди з SMS" },
        { languageCode: "en", title: "SMS codes" },
      ],
    });
    await createPost(app, author, {
      categoryId: sessions.id,
      translations: [
        { languageCode: "uk", title: "Завершити інші сеанси" },
        { languageCode: "en", title: "End other sessions" },
      ],
    });
  });
  const mine = (nodes: CategoryAnswer[]) => shape(nodes.filter((n) => n.id === root.id));

  it("keeps a branch when anything below it matches, with only what matches, whatever the letter case", async () => {
    expect(mine(await tree(app, reader, { language: "uk", search: "ЗМІНИТИ" }))).toEqual([
      { "Безпека акаунта": [{ "Паролі та коди": [{ Відновлення: ["· Як змінити ПАРОЛЬ"] }] }] },
    ]);
    expect(mine(await tree(app, reader, { language: "en", search: "change" }))).toEqual([
      { "Account security": [{ "Passwords and codes": [{ Recovery: ["· How to change a password"] }] }] },
    ]);
  });

  it("a category that matches keeps all it holds", async () => {
    expect(mine(await tree(app, reader, { language: "uk", search: "ПАРОЛІ" }))).toEqual([
      { "Безпека акаунта": [{ "Паролі та коди": [{ Відновлення: ["· Як змінити ПАРОЛЬ"] }, "· Коди з SMS"] }] },
    ]);
  });

  it("finds the usual forms of a word in each language, and a word by its beginning", async () => {
    const passwordsBranch = (root: string, passwords: string, recovery: string, post: string, codes: string) => [
      { [root]: [{ [passwords]: [{ [recovery]: [post] }, codes] }] },
    ];
    // "пароль" is in neither "Паролі" nor "Пароли" as letters: it is the same word.
    expect(mine(await tree(app, reader, { language: "uk", search: "пароль" }))).toEqual(
      passwordsBranch("Безпека акаунта", "Паролі та коди", "Відновлення", "· Як змінити ПАРОЛЬ", "· Коди з SMS"),
    );
    // The Russian reader sees Russian names, and the English post titles where no Russian one exists.
    expect(mine(await tree(app, reader, { language: "ru", search: "пароль" }))).toEqual(
      passwordsBranch(
        "Безопасность аккаунта",
        "Пароли и коды",
        "Восстановление",
        "· Как сменить ПАРОЛЬ",
        "· Коди з SMS",
      ),
    );
    expect(mine(await tree(app, reader, { language: "en", search: "password" }))).toEqual(
      passwordsBranch(
        "Account security",
        "Passwords and codes",
        "Recovery",
        "· How to change a password",
        "· SMS codes",
      ),
    );
    expect(mine(await tree(app, reader, { language: "uk", search: "сеанс" }))).toEqual([
      { "Безпека акаунта": [{ Сеанси: ["· Завершити інші сеанси"] }] },
    ]);
    expect(mine(await tree(app, reader, { language: "uk", search: "парол" }))).toEqual(
      passwordsBranch("Безпека акаунта", "Паролі та коди", "Відновлення", "· Як змінити ПАРОЛЬ", "· Коди з SMS"),
    );
  });

  it("needs every word of the search, and a short word is not any word sharing its first letters", async () => {
    expect(mine(await tree(app, reader, { language: "uk", search: "змінити пароль" }))).toEqual([
      { "Безпека акаунта": [{ "Паролі та коди": [{ Відновлення: ["· Як змінити ПАРОЛЬ"] }] }] },
    ]);
    expect(mine(await tree(app, reader, { language: "uk", search: "змінити сеанс" }))).toEqual([]);
    // "код" finds "Коди" (and what its category holds), not "коли", "компанія" or "кошик".
    const category = await createCategory(app, author, { translations: names("Кошик і компанія", "Bin and company") });
    expect(mine(await tree(app, reader, { language: "uk", search: "код" }))).toEqual([
      { "Безпека акаунта": [{ "Паролі та коди": [{ Відновлення: ["· Як змінити ПАРОЛЬ"] }, "· Коди з SMS"] }] },
    ]);
    expect((await tree(app, reader, { language: "uk", search: "код" })).some((n) => n.id === category.id)).toBe(false);
  });

  it("matches what the reader sees, in their language, and finds nothing when nothing matches", async () => {
    expect(mine(await tree(app, reader, { language: "en", search: "пароль" }))).toEqual([]);
    expect(await tree(app, reader, { language: "uk", search: "жодного такого слова" })).toEqual([]);
    // An empty search is no search.
    expect(mine(await tree(app, reader, { language: "uk", search: "   " }))).toHaveLength(1);
    // A search too long to be typed on purpose is refused.
    const long = await gql(
      app,
      "query ($s: String) { listKnowledgeBaseCategories(search: $s) { id } }",
      { s: "a".repeat(101) },
      { token: reader.accessToken },
    );
    expect(errorCode(long)).toBe("BAD_USER_INPUT");
  });

  it("takes quotes, percent signs and backslashes as letters", async () => {
    const category = await createCategory(app, author, {
      translations: names("100% «ваші» дані \\ O'Brien", "100% your data"),
    });
    const found = await tree(app, reader, { language: "uk", search: "100% «ваші» \\ o'brien" });
    expect(found.map((n) => n.id)).toEqual([category.id]);
    expect(await tree(app, reader, { language: "uk", search: "_%" })).toEqual([]);
  });
});

describe("languages", () => {
  it("gives the reader's language, else Ukrainian, else English, and says which it is", async () => {
    const category = await createCategory(app, author, { translations: names("Лише українською", "English too") });
    const onlyEnglish = await createPost(app, author, {
      categoryId: category.id,
      translations: [{ languageCode: "en", title: "Only in English" }],
    });
    const onlyRussian = await createPost(app, author, {
      categoryId: category.id,
      translations: [{ languageCode: "ru", title: "Только по-русски" }],
    });
    const all = await createPost(app, author, {
      categoryId: category.id,
      translations: [
        { languageCode: "uk", title: "Українською" },
        { languageCode: "ru", title: "По-русски" },
        { languageCode: "en", title: "In English" },
      ],
    });
    const read = async (language: "uk" | "ru" | "en") => {
      const node = (await tree(app, reader, { language })).find((c) => c.id === category.id)!;
      const post = (id: string) => node.posts.find((p) => p.id === id)!;
      return {
        category: [node.name, node.languageCode],
        all: [post(all.id).title, post(all.id).languageCode],
        en: [post(onlyEnglish.id).title, post(onlyEnglish.id).languageCode],
        ru: [post(onlyRussian.id).title, post(onlyRussian.id).languageCode],
      };
    };
    expect(await read("uk")).toEqual({
      category: ["Лише українською", "uk"],
      all: ["Українською", "uk"],
      en: ["Only in English", "en"],
      ru: ["Только по-русски", "ru"],
    });
    expect(await read("ru")).toEqual({
      category: ["Лише українською", "uk"],
      all: ["По-русски", "ru"],
      en: ["Only in English", "en"],
      ru: ["Только по-русски", "ru"],
    });
    expect(await read("en")).toEqual({
      category: ["English too", "en"],
      all: ["In English", "en"],
      en: ["Only in English", "en"],
      ru: ["Только по-русски", "ru"],
    });
  });

  it("reads in the user's own language when none is asked for", async () => {
    const category = await createCategory(app, author, { translations: names("Рідною", "Native") });
    const english = await signUp(app);
    await app.database.db.execute(sql`update users set language = 'en' where id = ${english.id}`);
    expect((await tree(app, english)).find((c) => c.id === category.id)?.name).toBe("Native");
    expect((await tree(app, reader)).find((c) => c.id === category.id)?.name).toBe("Рідною");
  });

  it("a post carries every language's title and content; recommended posts come newest first", async () => {
    const category = await createCategory(app, author, { translations: names("Рекомендовані") });
    const older = await createPost(app, author, {
      categoryId: category.id,
      isRecommended: true,
      translations: [{ languageCode: "uk", title: "Старіший" }],
    });
    app.clock.advance(60_000);
    const createdAt = app.clock.now().toISOString();
    const newer = await createPost(app, author, {
      categoryId: category.id,
      isRecommended: true,
      icon: "rocket",
      translations: [
        { languageCode: "uk", title: "Новіший", content: doc("Текст.") },
        { languageCode: "en", title: "Newer", content: doc("Text.") },
      ],
    });
    await createPost(app, author, {
      categoryId: category.id,
      translations: [{ languageCode: "uk", title: "Звичайний" }],
    });
    const recommended = ok(
      await gql<{ listRecommendedKnowledgeBasePosts: PostAnswer[] }>(
        app,
        RECOMMENDED,
        { language: "en" },
        { token: reader.accessToken },
      ),
    ).listRecommendedKnowledgeBasePosts;
    expect(recommended.slice(0, 2).map((p) => [p.title, p.languageCode])).toEqual([
      ["Newer", "en"],
      ["Старіший", "uk"],
    ]);
    expect(recommended.map((p) => p.id)).not.toContain(undefined);
    expect(recommended.find((p) => p.id === older.id)).toBeTruthy();

    const post = ok(
      await gql<{ getKnowledgeBasePost: PostAnswer }>(
        app,
        GET_POST,
        { id: newer.id, language: "ru" },
        { token: reader.accessToken },
      ),
    ).getKnowledgeBasePost;
    expect(post).toMatchObject({
      title: "Новіший",
      languageCode: "uk",
      icon: "rocket",
      isRecommended: true,
      createdAt,
    });
    expect(post.translations!.map((t) => [t.languageCode, t.title, t.contentHtml])).toEqual([
      ["uk", "Новіший", "<p>Текст.</p>"],
      ["en", "Newer", "<p>Text.</p>"],
    ]);
    expect(JSON.parse(post.translations![0].content)).toEqual(JSON.parse(doc("Текст.")));
    expect(
      errorCode(
        await gql(app, GET_POST, { id: "00000000-0000-4000-8000-000000000000" }, { token: reader.accessToken }),
      ),
    ).toBe("KNOWLEDGE_BASE_NOT_FOUND");
    expect(errorCode(await gql(app, GET_POST, { id: "not-an-id" }, { token: reader.accessToken }))).toBe(
      "KNOWLEDGE_BASE_NOT_FOUND",
    );
  });
});

describe("authoring", () => {
  it("only platform staff author; a refused change changes nothing", async () => {
    const category = await createCategory(app, author, { translations: names("Лише для персоналу") });
    const post = await createPost(app, author, {
      categoryId: category.id,
      translations: [{ languageCode: "uk", title: "Недоторканий" }],
    });
    const before = { posts: await postCount(), tree: JSON.stringify(await tree(app, reader)) };
    const input = {
      categoryId: category.id,
      icon: "book",
      isRecommended: true,
      translations: [{ languageCode: "uk", title: "Змінений", content: doc("x") }],
    };
    for (const [query, variables] of [
      [CREATE_CATEGORY, { input: { translations: names("Чужа") } }],
      [UPDATE_CATEGORY, { id: category.id, input: { translations: names("Чужа") } }],
      [DELETE_CATEGORY, { id: category.id }],
      [CREATE_POST, { input }],
      [UPDATE_POST, { id: post.id, input }],
      [DELETE_POST, { id: post.id }],
    ] as const) {
      expect(errorCode(await gql(app, query, variables, { token: reader.accessToken })), query).toBe("FORBIDDEN");
    }
    expect({ posts: await postCount(), tree: JSON.stringify(await tree(app, reader)) }).toEqual(before);
    expect(
      ok(await gql<{ getAuthUser: { isStaff: boolean } }>(app, ME_STAFF, {}, { token: reader.accessToken })).getAuthUser
        .isStaff,
    ).toBe(false);
    expect(
      ok(await gql<{ getAuthUser: { isStaff: boolean } }>(app, ME_STAFF, {}, { token: author.accessToken })).getAuthUser
        .isStaff,
    ).toBe(true);
  });

  it("revoking the flag takes effect on the next call", async () => {
    const former = await signUpStaff(app);
    await createCategory(app, former, { translations: names("Поки можна") });
    expect(await app.api.services.staff.setStaff(former.phone, false)).toBe(true);
    expect(
      errorCode(
        await gql(app, CREATE_CATEGORY, { input: { translations: names("Вже ні") } }, { token: former.accessToken }),
      ),
    ).toBe("FORBIDDEN");
    expect(await app.api.services.staff.setStaff("+380000000000", true).catch((e: Error) => e.message)).toMatch(
      /international form/,
    );
    expect(await app.api.services.staff.setStaff("+380509999999", true)).toBe(false);
  });

  it("edits a post: each language's title and content, icon, flag and category; a language left out is removed", async () => {
    const [first, second] = [
      await createCategory(app, author, { translations: names("Перша") }),
      await createCategory(app, author, { translations: names("Друга") }),
    ];
    const post = await createPost(app, author, {
      categoryId: first.id,
      translations: [
        { languageCode: "uk", title: "Було" },
        { languageCode: "ru", title: "Было" },
      ],
    });
    app.clock.advance(1_000);
    const updated = ok(
      await gql<{ updateKnowledgeBasePost: PostAnswer }>(
        app,
        UPDATE_POST,
        {
          id: post.id,
          input: {
            categoryId: second.id,
            icon: "shield",
            isRecommended: true,
            translations: [
              { languageCode: "uk", title: "Стало", content: doc("Новий текст.") },
              { languageCode: "en", title: "Now", content: doc("New text.") },
            ],
          },
        },
        { token: author.accessToken },
      ),
    ).updateKnowledgeBasePost;
    expect(updated).toMatchObject({
      knowledgeBaseCategoryId: second.id,
      icon: "shield",
      isRecommended: true,
      title: "Стало",
    });
    expect(updated.updatedAt > updated.createdAt).toBe(true);
    const texts = await app.database.db.select().from(knowledgeBasePostTranslations);
    expect(
      texts
        .filter((t) => t.postId === post.id)
        .map((t) => [t.languageCode, t.title])
        .sort(),
    ).toEqual([
      ["en", "Now"],
      ["uk", "Стало"],
    ]);
  });

  it("bad input is named per field and changes nothing", async () => {
    const category = await createCategory(app, author, { translations: names("Перевірки") });
    const before = await postCount();
    const answer = await gql(
      app,
      CREATE_POST,
      {
        input: {
          categoryId: category.id,
          icon: "book",
          isRecommended: false,
          translations: [
            { languageCode: "uk", title: "   ", content: doc("x") },
            { languageCode: "uk", title: "Друге", content: doc("x") },
          ],
        },
      },
      { token: author.accessToken },
    );
    expect(fieldErrors(answer)).toEqual({
      "translations[0].title": ["knowledge.validation.titleRequired"],
      "translations[1].languageCode": ["knowledge.validation.languageTwice"],
    });
    expect(
      fieldErrors(await gql(app, CREATE_CATEGORY, { input: { translations: [] } }, { token: author.accessToken })),
    ).toEqual({
      translations: ["knowledge.validation.oneName"],
    });
    const gone = await gql(
      app,
      CREATE_POST,
      {
        input: {
          categoryId: "00000000-0000-4000-8000-000000000000",
          icon: "book",
          isRecommended: false,
          translations: [{ languageCode: "uk", title: "x", content: doc("x") }],
        },
      },
      { token: author.accessToken },
    );
    expect(errorCode(gone)).toBe("KNOWLEDGE_BASE_NOT_FOUND");
    expect(await postCount()).toBe(before);
  });
});

describe("hostile content", () => {
  let category: CategoryAnswer;
  beforeAll(async () => {
    category = await createCategory(app, author, { translations: names("Атаки") });
  });
  const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
  const paragraph = (...content: unknown[]) => ({ type: "paragraph", content });
  const document = (...content: unknown[]) => JSON.stringify({ type: "doc", content });
  const link = (href: unknown, extra: Record<string, unknown> = {}) => ({ type: "link", attrs: { href, ...extra } });
  const nested = (levels: number): unknown =>
    levels === 0
      ? paragraph(text("deep"))
      : { type: "bullet_list", content: [{ type: "list_item", content: [paragraph(text("x")), nested(levels - 1)] }] };

  const attacks: Array<[string, string, string]> = [
    [
      "a script element as a node",
      document({ type: "script", content: [text("alert(1)")] }),
      "knowledge.validation.contentInvalid",
    ],
    [
      "raw HTML as a node",
      document({ type: "html", html: "<img src=x onerror=alert(1)>" }),
      "knowledge.validation.contentInvalid",
    ],
    [
      "an image node",
      document({ type: "image", attrs: { src: "https://evil.example/x.png" } }),
      "knowledge.validation.contentInvalid",
    ],
    [
      "a javascript: link",
      document(paragraph(text("click", [link("javascript:alert(1)")]))),
      "knowledge.validation.link",
    ],
    [
      "a JavaScript: link in capitals",
      document(paragraph(text("click", [link("JaVaScRiPt:alert(1)")]))),
      "knowledge.validation.link",
    ],
    [
      "a javascript: link behind spaces",
      document(paragraph(text("click", [link("  javascript:alert(1)")]))),
      "knowledge.validation.link",
    ],
    [
      "a javascript: link split by a tab",
      document(paragraph(text("click", [link("java\tscript:alert(1)")]))),
      "knowledge.validation.link",
    ],
    [
      "a data: URL",
      document(paragraph(text("click", [link("data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==")]))),
      "knowledge.validation.link",
    ],
    ["a vbscript: URL", document(paragraph(text("click", [link("vbscript:msgbox(1)")]))), "knowledge.validation.link"],
    [
      "a protocol-relative link",
      document(paragraph(text("click", [link("//evil.example/")]))),
      "knowledge.validation.link",
    ],
    [
      "a link that breaks out of its attribute",
      document(paragraph(text("x", [link('https://ok.example/" onmouseover="alert(1)')]))),
      "knowledge.validation.link",
    ],
    [
      "a link with an event attribute",
      document(paragraph(text("x", [link("https://ok.example/", { onclick: "alert(1)" })]))),
      "knowledge.validation.contentInvalid",
    ],
    [
      "an event attribute on a paragraph",
      document({ type: "paragraph", attrs: { onclick: "alert(1)" }, content: [text("x")] }),
      "knowledge.validation.contentInvalid",
    ],
    [
      "a style attribute on a paragraph",
      document({ type: "paragraph", attrs: { style: "background:url(javascript:alert(1))" }, content: [text("x")] }),
      "knowledge.validation.contentInvalid",
    ],
    [
      "a colour that is CSS",
      document(paragraph(text("x", [{ type: "color", attrs: { color: "red;background:url(javascript:alert(1))" } }]))),
      "knowledge.validation.contentInvalid",
    ],
    [
      "a style mark",
      document(paragraph(text("x", [{ type: "style", attrs: { css: "position:fixed" } }]))),
      "knowledge.validation.contentInvalid",
    ],
    [
      "a heading level 1 (the page's own)",
      document({ type: "heading", attrs: { level: 1 }, content: [text("x")] }),
      "knowledge.validation.contentInvalid",
    ],
    [
      "a heading level with markup",
      document({ type: "heading", attrs: { level: "2 onclick=alert(1)" }, content: [text("x")] }),
      "knowledge.validation.contentInvalid",
    ],
    [
      "bold inside bold",
      document(paragraph(text("x", [{ type: "strong" }, { type: "strong" }]))),
      "knowledge.validation.contentInvalid",
    ],
    [
      "marks nested in a mark",
      document(paragraph(text("x", [{ type: "em", marks: [{ type: "strong" }] }]))),
      "knowledge.validation.contentInvalid",
    ],
    [
      "a prototype key",
      '{"type":"doc","__proto__":{"isAdmin":true},"content":[{"type":"paragraph"}]}',
      "knowledge.validation.contentInvalid",
    ],
    [
      "text that is not a string",
      document(paragraph({ type: "text", text: { toString: "x" } })),
      "knowledge.validation.contentInvalid",
    ],
    [
      "a list item that starts with a list",
      document({ type: "bullet_list", content: [{ type: "list_item", content: [nested(1)] }] }),
      "knowledge.validation.contentInvalid",
    ],
    [
      "not a document",
      JSON.stringify({ type: "paragraph", content: [text("x")] }),
      "knowledge.validation.contentInvalid",
    ],
    ["not JSON", "<p>hello</p>", "knowledge.validation.contentInvalid"],
    [
      "a huge document (200 000 characters)",
      document(paragraph(text("a".repeat(200_000)))),
      "knowledge.validation.contentTooLong",
    ],
    [
      "too many nodes (6 000 paragraphs)",
      document(...Array.from({ length: 6_000 }, () => paragraph(text("a")))),
      "knowledge.validation.contentTooLong",
    ],
    ["lists nested 40 deep", document(nested(40)), "knowledge.validation.contentTooLong"],
  ];

  it.each(attacks)("refuses %s, and stores nothing", async (_what, content, message) => {
    const before = await postCount();
    const answer = await gql(
      app,
      CREATE_POST,
      {
        input: {
          categoryId: category.id,
          icon: "book",
          isRecommended: false,
          translations: [{ languageCode: "uk", title: "Атака", content }],
        },
      },
      { token: author.accessToken },
    );
    expect(fieldErrors(answer)).toEqual({ "translations[0].content": [message] });
    expect(await postCount()).toBe(before);
  });

  it("text that looks like markup stays text; allowed formatting renders as itself", async () => {
    const content = document(
      { type: "heading", attrs: { level: 2 }, content: [text("<script>alert(1)</script>")] },
      paragraph(
        text("Read "),
        text("the rules", [link("https://example.com/a?b=1&c=2"), { type: "strong" }]),
        text(" or write ", [{ type: "color", attrs: { color: "green" } }, { type: "em" }]),
        text("to us", [link("mailto:help@example.com")]),
        text(' "quoted" & <b>not bold</b>'),
      ),
      { type: "ordered_list", content: [{ type: "list_item", content: [paragraph(text("one"))] }] },
      {
        type: "bullet_list",
        content: [
          {
            type: "list_item",
            content: [
              paragraph(text("two")),
              { type: "bullet_list", content: [{ type: "list_item", content: [paragraph(text("three"))] }] },
            ],
          },
        ],
      },
    );
    const created = await createPost(app, author, {
      categoryId: category.id,
      translations: [{ languageCode: "uk", title: "<img src=x onerror=alert(1)>", content }],
    });
    const post = ok(
      await gql<{ getKnowledgeBasePost: PostAnswer }>(app, GET_POST, { id: created.id }, { token: reader.accessToken }),
    ).getKnowledgeBasePost;
    expect(post.title).toBe("<img src=x onerror=alert(1)>"); // a title is text; the page escapes it like any other
    expect(post.translations![0].contentHtml).toBe(
      "<h2>&lt;script&gt;alert(1)&lt;/script&gt;</h2>" +
        '<p>Read <a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow"><strong>the rules</strong></a>' +
        '<em><span class="kb-color-green"> or write </span></em>' +
        '<a href="mailto:help@example.com" rel="noopener noreferrer nofollow">to us</a> &quot;quoted&quot; &amp; &lt;b&gt;not bold&lt;/b&gt;</p>' +
        "<ol><li><p>one</p></li></ol><ul><li><p>two</p><ul><li><p>three</p></li></ul></li></ul>",
    );
  });

  it("a row changed behind the API's back still renders only what is allowed", async () => {
    const created = await createPost(app, author, {
      categoryId: category.id,
      translations: [{ languageCode: "uk", title: "Підмінений" }],
    });
    const planted = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          attrs: { onclick: "alert(1)" },
          content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }],
        },
        { type: "html", html: "<script>alert(1)</script>" },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "y", marks: [{ type: "color", attrs: { color: '"><script>alert(1)</script>' } }] },
          ],
        },
        { type: "heading", attrs: { level: "1><script>" }, content: [{ type: "text", text: "z" }] },
      ],
    };
    await app.database.db.execute(
      sql`update knowledge_base_post_translations set content = ${JSON.stringify(planted)}::jsonb where post_id = ${created.id}`,
    );
    const post = ok(
      await gql<{ getKnowledgeBasePost: PostAnswer }>(app, GET_POST, { id: created.id }, { token: reader.accessToken }),
    ).getKnowledgeBasePost;
    expect(post.translations![0].contentHtml).toBe("<p>x</p><p>y</p><h2>z</h2>");
  });
});
