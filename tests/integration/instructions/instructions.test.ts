/**
 * The instructions' behaviour (issue 23; decision 0028): categories, the subordination tree, owner
 * change and editor rights, hostile content, and the version that keeps two saves from
 * overwriting each other (on both engines: TEST_DATABASE=postgres).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AddInstructionEditorsDocument,
  AddInstructionExecutorsDocument,
  ChangeInstructionOwnerDocument,
  CreateInstructionDocument,
  DeleteInstructionDocument,
  GetInstructionDocument,
  GetRoleResourcesDocument,
  ListInstructionRoleChoicesDocument,
  GiveUpInstructionEditingDocument,
  ListInstructionsDocument,
  UpdateInstructionDocument,
  type InstructionCategory,
} from "#graphql/generated/operations";
import { instructions } from "../../../server/db/schema";
import { createTestApp, send, signUp, type TestApp } from "../harness";
import { ok } from "../support";
import { codeOf, fieldsOf } from "../roles/support";
import { as, create, doc, instructionsWorld, type InstructionsWorld, type RoleName } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
});
afterAll(() => app.close());

const get = (world: InstructionsWorld, who: RoleName, id: string) =>
  send(app, GetInstructionDocument, { id }, as(world, who));
const titles = async (world: InstructionsWorld, who: RoleName, category: InstructionCategory, search?: string) =>
  ok(await send(app, ListInstructionsDocument, { category, search }, as(world, who)))
    .listInstructions.map((i) => i.title)
    .sort();
const names = (roles: Array<{ name: string }>) => roles.map((role) => role.name).sort();

describe("creating and reading", () => {
  it("makes the current role the owner at version 1, renders the document to HTML, and counts it in the owner's resources", async () => {
    const world = await instructionsWorld(app);
    const made = await create(app, world, "Finance", { executors: ["Accounting", "Clerk"], editors: ["Accounting"] });
    expect(made).toMatchObject({
      version: 1,
      myRelation: "OWNER",
      owner: { id: world.ids.Finance, name: "Finance" },
      contentHtml: "<p>Step one.</p>",
    });
    expect(names(made.executors)).toEqual(["Accounting", "Clerk"]);
    expect(names(made.editors)).toEqual(["Accounting"]);
    expect(JSON.parse(made.content)).toEqual(JSON.parse(doc()));
    const [row] = await app.database.db.select().from(instructions).where(eq(instructions.id, made.id));
    expect(row).toMatchObject({
      companyId: world.companyId,
      createdBy: world.people.Finance.id,
      updatedBy: world.people.Finance.id,
    });
    const resources = ok(
      await send(
        app,
        GetRoleResourcesDocument,
        { id: world.ids.Finance },
        { token: world.people.CEO.accessToken, roleId: world.ids.CEO },
      ),
    ).getRole.resources;
    expect(resources.find((r) => r.kind === "INSTRUCTIONS")).toMatchObject({ state: "COUNTED", count: 1 });
  });

  it("refuses executors and editors outside the owner's subtree, naming the field", async () => {
    const world = await instructionsWorld(app);
    const input = (extra: object) => ({ input: { title: "T", content: doc(), ...extra } });
    // Sales is another branch; CEO is above Finance.
    for (const [field, ids] of [
      ["executorRoleIds", { executorRoleIds: [world.ids.Sales] }],
      ["executorRoleIds", { executorRoleIds: [world.ids.CEO] }],
      ["editorRoleIds", { editorRoleIds: [world.ids.Accounting, world.ids.Sales] }],
    ] as const) {
      const answer = await send(app, CreateInstructionDocument, input(ids), as(world, "Finance"));
      expect(codeOf(answer)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(answer)?.[field]).toEqual(["validation.instructions.notSubordinate"]);
    }
    // A role of another company is refused the same way.
    const other = await instructionsWorld(app, "Other Works");
    expect(
      fieldsOf(
        await send(app, CreateInstructionDocument, input({ executorRoleIds: [other.ids.Clerk] }), as(world, "Finance")),
      )?.executorRoleIds,
    ).toEqual(["validation.instructions.notSubordinate"]);
    expect(await titles(world, "Finance", "ALL")).toEqual([]);
  });

  it("offers the pickers exactly the roles it accepts: the current role and the live ones below it", async () => {
    const world = await instructionsWorld(app);
    const choices = async (who: RoleName) =>
      ok(await send(app, ListInstructionRoleChoicesDocument, {}, as(world, who))).listInstructionRoleChoices;
    expect(await choices("Finance")).toEqual([
      { id: world.ids.Finance, name: "Finance", level: 2 },
      { id: world.ids.Accounting, name: "Accounting", level: 3 },
      { id: world.ids.Clerk, name: "Clerk", level: 4 },
    ]);
    expect((await choices("Sales")).map((role) => role.name)).toEqual(["Sales"]);
    // Every choice is accepted as an executor.
    const made = await create(app, world, "Finance", { executors: ["Finance", "Accounting", "Clerk"] });
    expect(names(made.executors)).toEqual(["Accounting", "Clerk", "Finance"]);
  });

  it("checks the title as the house checks text", async () => {
    const world = await instructionsWorld(app);
    for (const title of ["", "   ", "x".repeat(201), "a\u0007b", "a\u202eb"]) {
      const answer = await send(
        app,
        CreateInstructionDocument,
        { input: { title, content: doc() } },
        as(world, "Finance"),
      );
      expect(codeOf(answer), JSON.stringify(title)).toBe("BAD_USER_INPUT");
    }
    expect((await create(app, world, "Finance", { title: "  Padded  " })).title).toBe("Padded");
  });
});

describe("hostile content", () => {
  const p = (content: unknown[]) => JSON.stringify({ type: "doc", content: [{ type: "paragraph", content }] });
  const ATTACKS: Array<[string, string]> = [
    [
      "a script node",
      JSON.stringify({ type: "doc", content: [{ type: "script", content: [{ type: "text", text: "alert(1)" }] }] }),
    ],
    [
      "raw HTML as a node",
      JSON.stringify({ type: "doc", content: [{ type: "html", html: "<img src=x onerror=alert(1)>" }] }),
    ],
    [
      "a javascript: link",
      p([{ type: "text", text: "click", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }]),
    ],
    [
      "a javascript: link with a tab",
      p([{ type: "text", text: "click", marks: [{ type: "link", attrs: { href: "java\tscript:alert(1)" } }] }]),
    ],
    [
      "a data: link",
      p([
        {
          type: "text",
          text: "click",
          marks: [{ type: "link", attrs: { href: "data:text/html,<script>alert(1)</script>" } }],
        },
      ]),
    ],
    [
      "an event attribute on a link",
      p([
        {
          type: "text",
          text: "x",
          marks: [{ type: "link", attrs: { href: "https://example.com", onclick: "alert(1)" } }],
        },
      ]),
    ],
    [
      "onerror= on a paragraph",
      JSON.stringify({ type: "doc", content: [{ type: "paragraph", attrs: { onerror: "alert(1)" } }] }),
    ],
    ["an unknown mark", p([{ type: "text", text: "x", marks: [{ type: "script" }] }])],
    [
      "an unknown attribute of a colour",
      p([
        {
          type: "text",
          text: "x",
          marks: [{ type: "color", attrs: { color: "red", style: "background:url(javascript:alert(1))" } }],
        },
      ]),
    ],
    [
      "a colour outside the list",
      p([{ type: "text", text: "x", marks: [{ type: "color", attrs: { color: "red;}</style><script>" } }] }]),
    ],
    ["a style key on text", p([{ type: "text", text: "x", style: "x" }])],
    ["not JSON", "<script>alert(1)</script>"],
  ];

  it.each(ATTACKS)("refuses the whole document with %s, on create and on update", async (_name, content) => {
    const world = await instructionsWorld(app);
    const created = await send(
      app,
      CreateInstructionDocument,
      { input: { title: "Attack", content } },
      as(world, "Finance"),
    );
    expect(codeOf(created)).toBe("BAD_USER_INPUT");
    const made = await create(app, world, "Finance");
    const updated = await send(
      app,
      UpdateInstructionDocument,
      { input: { id: made.id, version: 1, title: "Attack", content } },
      as(world, "Finance"),
    );
    expect(codeOf(updated)).toBe("BAD_USER_INPUT");
    const read = ok(await get(world, "Finance", made.id)).getInstruction;
    expect(read).toMatchObject({ title: made.title, version: 1, contentHtml: "<p>Step one.</p>" });
  });

  it("keeps text with markup as text and renders it escaped", async () => {
    const world = await instructionsWorld(app);
    const made = await create(app, world, "Finance", {
      title: "<script>alert(1)</script>",
      content: doc(`<script>alert("x")</script><img src=x onerror=alert(1)>`),
    });
    expect(made.title).toBe("<script>alert(1)</script>");
    expect(made.contentHtml).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p>",
    );
    expect(made.contentHtml).not.toContain("<script");
  });
});

describe("the categories", () => {
  it("sort each role's instructions by what it is to them (NO_ROLE: owned, nobody carries it out)", async () => {
    const world = await instructionsWorld(app);
    await create(app, world, "Finance", { title: "Mine alone", executors: ["Finance"] });
    await create(app, world, "Finance", { title: "For the team", executors: ["Finance", "Accounting"] });
    await create(app, world, "Finance", { title: "Nobody yet", editors: ["Clerk"] });
    await create(app, world, "Accounting", { title: "Accounting's", executors: ["Clerk"], editors: ["Clerk"] });
    expect(await titles(world, "Finance", "UNIQUE")).toEqual(["Mine alone"]);
    expect(await titles(world, "Finance", "TO_OTHERS")).toEqual(["For the team"]);
    expect(await titles(world, "Finance", "NO_ROLE")).toEqual(["Nobody yet"]);
    expect(await titles(world, "Finance", "FROM_OTHERS")).toEqual([]);
    expect(await titles(world, "Finance", "EDITING")).toEqual([]);
    // Finance manages Accounting, and reads its instructions, but they are not in its list.
    expect(await titles(world, "Finance", "ALL")).toEqual(["For the team", "Mine alone", "Nobody yet"]);
    expect(await titles(world, "Accounting", "FROM_OTHERS")).toEqual(["For the team"]);
    expect(await titles(world, "Accounting", "UNIQUE")).toEqual([]);
    expect(await titles(world, "Accounting", "TO_OTHERS")).toEqual(["Accounting's"]);
    expect(await titles(world, "Accounting", "ALL")).toEqual(["Accounting's", "For the team"]);
    expect(await titles(world, "Clerk", "FROM_OTHERS")).toEqual(["Accounting's"]);
    expect(await titles(world, "Clerk", "EDITING")).toEqual(["Accounting's", "Nobody yet"]);
    expect(await titles(world, "Clerk", "ALL")).toEqual(["Accounting's", "Nobody yet"]);
    expect(await titles(world, "Clerk", "ALL", "nobody")).toEqual(["Nobody yet"]);
    expect(await titles(world, "Sales", "ALL")).toEqual([]);
    const list = ok(
      await send(app, ListInstructionsDocument, { category: "ALL" }, as(world, "Clerk")),
    ).listInstructions;
    expect(Object.fromEntries(list.map((i) => [i.title, i.myRelation]))).toEqual({
      "Accounting's": "EDITOR",
      "Nobody yet": "EDITOR",
    });
  });
});

describe("the owner changes", () => {
  it("to a role below: executors outside its subtree leave, the previous owner becomes an editor, the new one stops being one", async () => {
    const world = await instructionsWorld(app);
    const made = await create(app, world, "Finance", {
      executors: ["Finance", "Accounting", "Clerk"],
      editors: ["Accounting"],
    });
    const changed = ok(
      await send(app, ChangeInstructionOwnerDocument, { id: made.id, roleId: world.ids.Clerk }, as(world, "Finance")),
    ).changeInstructionOwner;
    expect(changed.owner.id).toBe(world.ids.Clerk);
    expect(names(changed.executors)).toEqual(["Clerk"]);
    expect(names(changed.editors)).toEqual(["Accounting", "Finance"]);
    expect(changed.myRelation).toBe("EDITOR");
    // The previous owner edits but no longer manages it.
    expect(
      codeOf(
        await send(
          app,
          ChangeInstructionOwnerDocument,
          { id: made.id, roleId: world.ids.Finance },
          as(world, "Finance"),
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(codeOf(await send(app, DeleteInstructionDocument, { id: made.id }, as(world, "Finance")))).toBe("FORBIDDEN");
    ok(
      await send(
        app,
        UpdateInstructionDocument,
        { input: { id: made.id, version: 1, title: "Edited", content: doc("Two.") } },
        as(world, "Finance"),
      ),
    );
    expect(await titles(world, "Clerk", "UNIQUE")).toEqual(["Edited"]);
    expect(await titles(world, "Finance", "EDITING")).toEqual(["Edited"]);
  });

  it("is the owner's alone, and only to its own role's subtree", async () => {
    const world = await instructionsWorld(app);
    const made = await create(app, world, "Accounting", { executors: ["Clerk"], editors: ["Clerk"] });
    // An editor, an executor, a manager above: not theirs to give.
    for (const who of ["Clerk", "Finance", "CEO"] as const) {
      expect(
        codeOf(
          await send(app, ChangeInstructionOwnerDocument, { id: made.id, roleId: world.ids.Clerk }, as(world, who)),
        ),
        who,
      ).toBe("FORBIDDEN");
    }
    for (const target of ["Finance", "Sales", "CEO"] as const) {
      const answer = await send(
        app,
        ChangeInstructionOwnerDocument,
        { id: made.id, roleId: world.ids[target] },
        as(world, "Accounting"),
      );
      expect(fieldsOf(answer)?.roleId, target).toEqual(["validation.instructions.notSubordinate"]);
    }
    // Nothing changed.
    const read = ok(await get(world, "Accounting", made.id)).getInstruction;
    expect(read.owner.id).toBe(world.ids.Accounting);
    expect(names(read.executors)).toEqual(["Clerk"]);
  });
});

describe("editor rights", () => {
  it("an editor changes the text but not the roles; gives the rights up; only the owner gives them back", async () => {
    const world = await instructionsWorld(app);
    const made = await create(app, world, "Finance", { editors: ["Accounting"], executors: ["Clerk"] });
    const saved = ok(
      await send(
        app,
        UpdateInstructionDocument,
        { input: { id: made.id, version: 1, title: "By the editor", content: doc("New.") } },
        as(world, "Accounting"),
      ),
    ).updateInstruction;
    expect(saved).toMatchObject({
      version: 2,
      title: "By the editor",
      contentHtml: "<p>New.</p>",
      myRelation: "EDITOR",
    });
    expect(
      codeOf(
        await send(
          app,
          AddInstructionEditorsDocument,
          { id: made.id, roleIds: [world.ids.Clerk] },
          as(world, "Accounting"),
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(
      codeOf(
        await send(
          app,
          AddInstructionExecutorsDocument,
          { id: made.id, roleIds: [world.ids.Clerk] },
          as(world, "Accounting"),
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(codeOf(await send(app, DeleteInstructionDocument, { id: made.id }, as(world, "Accounting")))).toBe(
      "FORBIDDEN",
    );
    ok(await send(app, GiveUpInstructionEditingDocument, { id: made.id }, as(world, "Accounting")));
    expect(await titles(world, "Accounting", "EDITING")).toEqual([]);
    // No longer an editor: cannot save, cannot give up again, and cannot make itself one again.
    expect(
      codeOf(
        await send(
          app,
          UpdateInstructionDocument,
          { input: { id: made.id, version: 2, title: "Again", content: doc() } },
          as(world, "Accounting"),
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(codeOf(await send(app, GiveUpInstructionEditingDocument, { id: made.id }, as(world, "Accounting")))).toBe(
      "FORBIDDEN",
    );
    expect(
      codeOf(
        await send(
          app,
          AddInstructionEditorsDocument,
          { id: made.id, roleIds: [world.ids.Accounting] },
          as(world, "Accounting"),
        ),
      ),
    ).toBe("FORBIDDEN");
    // Nor does it read it now: it is below the owner, and neither editor nor executor.
    expect(codeOf(await get(world, "Accounting", made.id))).toBe("FORBIDDEN");
    const back = ok(
      await send(
        app,
        AddInstructionEditorsDocument,
        { id: made.id, roleIds: [world.ids.Accounting] },
        as(world, "Finance"),
      ),
    ).addInstructionEditors;
    expect(names(back.editors)).toEqual(["Accounting"]);
    expect(await titles(world, "Accounting", "EDITING")).toEqual(["By the editor"]);
  });

  it("the owner adds executors and editors within its subtree only; adding twice changes nothing; the owner is never its own editor", async () => {
    const world = await instructionsWorld(app);
    const made = await create(app, world, "Finance");
    const added = ok(
      await send(
        app,
        AddInstructionExecutorsDocument,
        { id: made.id, roleIds: [world.ids.Clerk, world.ids.Clerk, world.ids.Finance] },
        as(world, "Finance"),
      ),
    ).addInstructionExecutors;
    expect(names(added.executors)).toEqual(["Clerk", "Finance"]);
    ok(
      await send(
        app,
        AddInstructionExecutorsDocument,
        { id: made.id, roleIds: [world.ids.Clerk] },
        as(world, "Finance"),
      ),
    );
    const editors = ok(
      await send(
        app,
        AddInstructionEditorsDocument,
        { id: made.id, roleIds: [world.ids.Finance, world.ids.Accounting] },
        as(world, "Finance"),
      ),
    ).addInstructionEditors;
    expect(names(editors.editors)).toEqual(["Accounting"]);
    expect(names(editors.executors)).toEqual(["Clerk", "Finance"]);
    const refused = await send(
      app,
      AddInstructionExecutorsDocument,
      { id: made.id, roleIds: [world.ids.Sales] },
      as(world, "Finance"),
    );
    expect(fieldsOf(refused)?.roleIds).toEqual(["validation.instructions.notSubordinate"]);
  });
});

describe("the version", () => {
  it("a save on a stale version is refused with INSTRUCTION_VERSION_CONFLICT and nothing else; the client reads again", async () => {
    const world = await instructionsWorld(app);
    const made = await create(app, world, "Finance", { editors: ["Accounting"] });
    ok(
      await send(
        app,
        UpdateInstructionDocument,
        { input: { id: made.id, version: 1, title: "First", content: doc("First.") } },
        as(world, "Finance"),
      ),
    );
    const stale = await send(
      app,
      UpdateInstructionDocument,
      { input: { id: made.id, version: 1, title: "Second", content: doc("Second.") } },
      as(world, "Accounting"),
    );
    expect(codeOf(stale)).toBe("INSTRUCTION_VERSION_CONFLICT");
    expect(fieldsOf(stale)).toBeUndefined();
    const read = ok(await get(world, "Accounting", made.id)).getInstruction;
    expect(read).toMatchObject({ version: 2, title: "First" });
    const second = ok(
      await send(
        app,
        UpdateInstructionDocument,
        { input: { id: made.id, version: read.version, title: "Second", content: doc("Second.") } },
        as(world, "Accounting"),
      ),
    ).updateInstruction;
    expect(second.version).toBe(3);
    // A version from the future is as stale.
    expect(
      codeOf(
        await send(
          app,
          UpdateInstructionDocument,
          { input: { id: made.id, version: 9, title: "X", content: doc() } },
          as(world, "Finance"),
        ),
      ),
    ).toBe("INSTRUCTION_VERSION_CONFLICT");
  });

  it("of twenty saves at once on one version exactly one wins", async () => {
    const world = await instructionsWorld(app);
    const made = await create(app, world, "Finance", { editors: ["Accounting"] });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(
          app,
          UpdateInstructionDocument,
          { input: { id: made.id, version: 1, title: `Save ${i}`, content: doc(`Save ${i}.`) } },
          as(world, i % 2 ? "Accounting" : "Finance"),
        ),
      ),
    );
    const won = answers.filter((answer) => !answer.errors);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => codeOf(answer) === "INSTRUCTION_VERSION_CONFLICT")).toHaveLength(19);
    const read = ok(await get(world, "Finance", made.id)).getInstruction;
    expect(read.version).toBe(2);
    expect(read.title).toBe(won[0]!.data!.updateInstruction.title);
  });
});

describe("who reads and changes", () => {
  it("owner, editor, executor and the roles above the owner read; another branch is refused; a stranger is told there is none", async () => {
    const world = await instructionsWorld(app);
    const made = await create(app, world, "Accounting", { executors: ["Clerk"] });
    const relation = async (who: RoleName) => ok(await get(world, who, made.id)).getInstruction.myRelation;
    expect(await relation("Accounting")).toBe("OWNER");
    expect(await relation("Clerk")).toBe("EXECUTOR");
    expect(await relation("Finance")).toBe("MANAGER");
    expect(await relation("CEO")).toBe("MANAGER");
    expect(codeOf(await get(world, "Sales", made.id))).toBe("FORBIDDEN");
    const stranger = await signUp(app);
    expect(codeOf(await send(app, GetInstructionDocument, { id: made.id }, { token: stranger.accessToken }))).toBe(
      "INSTRUCTION_NOT_FOUND",
    );
    expect(codeOf(await get(world, "Sales", "00000000-0000-4000-8000-000000000000"))).toBe("INSTRUCTION_NOT_FOUND");
    expect(codeOf(await get(world, "Sales", "not-an-id"))).toBe("INSTRUCTION_NOT_FOUND");
    // Readers who are neither owner nor editor change nothing.
    for (const who of ["Clerk", "Finance", "CEO"] as const) {
      expect(
        codeOf(
          await send(
            app,
            UpdateInstructionDocument,
            { input: { id: made.id, version: 1, title: "X", content: doc() } },
            as(world, who),
          ),
        ),
        who,
      ).toBe("FORBIDDEN");
    }
    expect(codeOf(await send(app, DeleteInstructionDocument, { id: made.id }, as(world, "CEO")))).toBe("FORBIDDEN");
    expect(
      ok(await send(app, DeleteInstructionDocument, { id: made.id }, as(world, "Accounting"))).deleteInstruction,
    ).toBe(made.id);
    expect(codeOf(await get(world, "Accounting", made.id))).toBe("INSTRUCTION_NOT_FOUND");
  });

  it("needs the Instructions module in the current role", async () => {
    const world = await instructionsWorld(app);
    const made = await create(app, world, "Finance", { executors: ["Accounting"] });
    // A role without the module: holds no relation through it, and may not list or create.
    const outsider = await signUp(app);
    const { holdRole } = await import("../companies/world");
    const bare = await holdRole(app, world.companyId, outsider, 3, "Bare", world.ids.Finance);
    const call = { token: outsider.accessToken, roleId: bare.id };
    expect(codeOf(await send(app, ListInstructionsDocument, { category: "ALL" }, call))).toBe("FORBIDDEN");
    expect(codeOf(await send(app, CreateInstructionDocument, { input: { title: "T", content: doc() } }, call))).toBe(
      "FORBIDDEN",
    );
    ok(await send(app, AddInstructionExecutorsDocument, { id: made.id, roleIds: [bare.id] }, as(world, "Finance")));
    expect(codeOf(await send(app, GetInstructionDocument, { id: made.id }, call))).toBe("FORBIDDEN");
  });
});
