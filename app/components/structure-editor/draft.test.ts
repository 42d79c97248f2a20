import { describe, expect, it } from "vitest";
import {
  addRole,
  archiveRole,
  canRedo,
  canUndo,
  changedRoles,
  createDraft,
  discard,
  HISTORY_LIMIT,
  isDirty,
  moveRole,
  redo,
  renameRole,
  reorderRole,
  restoreRole,
  setRoleLevel,
  editRole,
  mayManageUnder,
  rolesOf,
  subordinates,
  undo,
  withinReach,
  type Draft,
  type EditResult,
} from "./draft";
import { role } from "./draft.fixture";

// director
// ├─ sales (2)            ├─ tech (2)
// │  ├─ seller1 (3)       │  └─ dev1 (3)
// │  └─ seller2 (3)       │     └─ intern (4)
const company = () =>
  createDraft([
    role("director", 1, null),
    role("sales", 2, "director", 0),
    role("tech", 2, "director", 1),
    role("seller1", 3, "sales", 0),
    role("seller2", 3, "sales", 1),
    role("dev1", 3, "tech", 0),
    role("intern", 4, "dev1", 0),
  ]);

function ok(result: EditResult): Draft {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return result.draft;
}

/** The tree as text: each role with its subordinates in their order. */
function tree(draft: Draft, managerId: string | null = null): string {
  return subordinates(draft.present, managerId)
    .map((r) => {
      const below = tree(draft, r.id);
      return below ? `${r.name}(${below})` : r.name;
    })
    .join(" ");
}

describe("the structure draft", () => {
  it("undo after three moves restores the tree, and redo brings the moves back", () => {
    const start = company();
    const before = tree(start);
    let draft = ok(moveRole(start, "seller1", "tech"));
    draft = ok(moveRole(draft, "intern", "seller2"));
    draft = ok(reorderRole(draft, "tech", -1));
    const after = tree(draft);
    expect(after).toBe("director(tech(dev1 seller1) sales(seller2(intern)))");

    draft = undo(undo(undo(draft)));
    expect(tree(draft)).toBe(before);
    expect(canUndo(draft)).toBe(false);
    expect(changedRoles(draft)).toEqual([]);

    draft = redo(redo(redo(draft)));
    expect(tree(draft)).toBe(after);
    expect(canRedo(draft)).toBe(false);
  });

  it("a new change after undo drops what could be redone", () => {
    let draft = ok(moveRole(company(), "seller1", "tech"));
    draft = undo(draft);
    expect(canRedo(draft)).toBe(true);
    draft = ok(renameRole(draft, "sales", "Sales"));
    expect(canRedo(draft)).toBe(false);
    expect(tree(draft)).toContain("Sales(seller1 seller2)");
  });

  it(`keeps at most ${HISTORY_LIMIT} snapshots: the 51st drops the oldest`, () => {
    let draft = company();
    // 50 renames: with the start, 51 states; the start is the one dropped.
    for (let i = 1; i <= HISTORY_LIMIT; i++) draft = ok(renameRole(draft, "sales", `Sales ${i}`));
    let undos = 0;
    while (canUndo(draft)) {
      draft = undo(draft);
      undos += 1;
    }
    expect(undos).toBe(HISTORY_LIMIT - 1);
    expect(draft.present.sales.name).toBe("Sales 1");
    // The draft still knows the saved structure: the rename is a change to save.
    expect(changedRoles(draft).map((r) => r.id)).toEqual(["sales"]);
  });

  it("refuses a move under a role of the same or a lower level, naming the problem", () => {
    const draft = company();
    expect(moveRole(draft, "seller1", "dev1")).toEqual({
      ok: false,
      problems: [{ code: "MANAGER_NOT_HIGHER", roleId: "seller1" }],
    });
    expect(moveRole(draft, "sales", "intern")).toMatchObject({
      ok: false,
      problems: [{ code: "MANAGER_NOT_HIGHER", roleId: "sales" }],
    });
  });

  it("refuses a move that makes a cycle, and a second director", () => {
    const draft = company();
    // tech (2) under its own subordinate dev1 (3): the level rule and the cycle both refuse it.
    const cycle = moveRole(draft, "tech", "dev1");
    expect(cycle.ok).toBe(false);
    if (!cycle.ok) expect(cycle.problems.map((p) => p.code)).toContain("CYCLE");
    const promote = setRoleLevel(draft, "sales", 1);
    expect(promote.ok).toBe(false);
    if (!promote.ok) expect(promote.problems.map((p) => p.code)).toEqual(expect.arrayContaining(["TWO_DIRECTORS"]));
  });

  it("leaves the draft as it was when a change is refused", () => {
    const draft = company();
    const refused = moveRole(draft, "seller1", "dev1");
    expect(refused.ok).toBe(false);
    expect(tree(draft)).toBe("director(sales(seller1 seller2) tech(dev1(intern)))");
    expect(canUndo(draft)).toBe(false);
  });

  it("the diff holds only the roles that changed, with the fields the save sends", () => {
    let draft = ok(moveRole(company(), "seller2", "tech"));
    draft = ok(renameRole(draft, "intern", "  Junior developer "));
    const changed = changedRoles(draft);
    // seller2 moved to the end of tech's list; dev1 kept its place; intern renamed.
    expect(changed).toEqual([
      { id: "seller2", name: "seller2", level: 3, parentRoleId: "tech", sortNumber: 1, isArchived: false },
      { id: "intern", name: "Junior developer", level: 4, parentRoleId: "dev1", sortNumber: 0, isArchived: false },
    ]);
  });

  it("a change undone by hand leaves nothing to save", () => {
    let draft = ok(renameRole(company(), "tech", "Engineering"));
    draft = ok(renameRole(draft, "tech", "tech"));
    expect(isDirty(draft)).toBe(false);
    expect(changedRoles(draft)).toEqual([]);
  });

  it("adds a role under a manager, last among its subordinates, and sends it as new", () => {
    const draft = ok(
      addRole(company(), {
        id: "3f1e0c8e-0000-4000-8000-000000000001",
        name: "Accountant",
        level: 3,
        parentRoleId: "sales",
      }),
    );
    expect(tree(draft)).toContain("sales(seller1 seller2 Accountant)");
    expect(changedRoles(draft)).toEqual([
      {
        id: "3f1e0c8e-0000-4000-8000-000000000001",
        name: "Accountant",
        level: 3,
        parentRoleId: "sales",
        sortNumber: 2,
        isArchived: false,
      },
    ]);
  });

  it("refuses a role without a name or under a manager of its own level", () => {
    expect(addRole(company(), { id: "n1", name: "   ", level: 3, parentRoleId: "sales" })).toEqual({
      ok: false,
      problems: [{ code: "NAME_EMPTY", roleId: "n1" }],
    });
    expect(addRole(company(), { id: "n1", name: "x".repeat(101), level: 3, parentRoleId: "sales" })).toMatchObject({
      ok: false,
      problems: [{ code: "NAME_TOO_LONG" }],
    });
    expect(addRole(company(), { id: "n1", name: "Peer", level: 2, parentRoleId: "sales" })).toEqual({
      ok: false,
      problems: [{ code: "MANAGER_NOT_HIGHER", roleId: "n1" }],
    });
  });

  it("archiving a manager moves its subordinates under its own manager; restoring brings it back", () => {
    let draft = ok(archiveRole(company(), "dev1"));
    expect(tree(draft)).toBe("director(sales(seller1 seller2) tech(intern))");
    expect(changedRoles(draft).map((r) => [r.id, r.isArchived, r.parentRoleId])).toEqual([
      ["dev1", true, "tech"],
      ["intern", false, "tech"],
    ]);
    draft = ok(restoreRole(draft, "dev1"));
    expect(tree(draft)).toBe("director(sales(seller1 seller2) tech(intern dev1))");
    expect(draft.present.dev1.isArchived).toBe(false);
  });

  it("refuses to archive the director while roles report to the director", () => {
    const result = archiveRole(company(), "director");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.code)).toEqual(expect.arrayContaining(["NO_MANAGER"]));
  });

  it("a company without a director (limited mode) can still be edited, and given one", () => {
    let draft = createDraft([role("sales", 2, null), role("seller", 3, "sales")]);
    draft = ok(renameRole(draft, "sales", "Sales"));
    draft = ok(addRole(draft, { id: "boss", name: "Director", level: 1, parentRoleId: null }));
    draft = ok(moveRole(draft, "sales", "boss"));
    expect(tree(draft)).toBe("Director(Sales(seller))");
  });

  it("reorders within a manager and refuses to go past the ends", () => {
    let draft = ok(reorderRole(company(), "seller2", -1));
    expect(tree(draft)).toContain("sales(seller2 seller1)");
    expect(reorderRole(draft, "seller2", -1).ok).toBe(false);
    draft = ok(moveRole(draft, "seller1", "sales", 0));
    expect(tree(draft)).toContain("sales(seller1 seller2)");
  });

  it("cancel returns to the saved structure with no history", () => {
    const draft = discard(ok(moveRole(company(), "seller1", "tech")));
    expect(tree(draft)).toBe("director(sales(seller1 seller2) tech(dev1(intern)))");
    expect(canUndo(draft) || canRedo(draft) || isDirty(draft)).toBe(false);
  });

  it("the role form's change (raised a level and moved under the director) is one step, checked as it ends up", () => {
    // seller1 at level 2 under sales (level 2) alone would be refused; under the director it holds.
    let draft = ok(editRole(company(), "seller1", { name: "Head of partners", level: 2, parentRoleId: "director" }));
    expect(tree(draft)).toBe("director(sales(seller2) tech(dev1(intern)) Head of partners)");
    draft = undo(draft);
    expect(tree(draft)).toBe("director(sales(seller1 seller2) tech(dev1(intern)))");
    expect(editRole(company(), "seller1", { name: "seller1", level: 2, parentRoleId: "sales" })).toEqual({
      ok: false,
      problems: [{ code: "MANAGER_NOT_HIGHER", roleId: "seller1" }],
    });
  });
});

describe("a manager's draft (acting in a role below the director)", () => {
  // The head of tech: changes dev1 and intern (below tech), adds under tech and below; sales is not theirs.
  const tech = () => createDraft(rolesOf(company().present), { acting: ["tech"] });
  const refusal = (result: EditResult) => (result.ok ? [] : result.problems.map((problem) => problem.code));

  it("knows which roles they may change and put roles under", () => {
    const draft = tech();
    expect(["director", "sales", "tech", "seller1", "dev1", "intern"].map((id) => withinReach(draft, id))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(["director", "sales", "tech", "dev1"].map((id) => mayManageUnder(draft, id))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    // The director's draft is the whole structure.
    expect(withinReach(company(), "sales")).toBe(true);
  });

  it("changes their part of the tree and refuses the rest before the server would", () => {
    const draft = tech();
    expect(ok(renameRole(draft, "dev1", "Backend")).present.dev1.name).toBe("Backend");
    expect(
      ok(addRole(draft, { id: "dev2", name: "dev2", level: 3, parentRoleId: "tech" })).present.dev2.parentRoleId,
    ).toBe("tech");
    expect(refusal(renameRole(draft, "sales", "Revenue"))).toEqual(["OUTSIDE_REACH"]);
    expect(refusal(renameRole(draft, "tech", "Engineering"))).toEqual(["OUTSIDE_REACH"]);
    // Out of their part, or into another's: refused whichever way.
    expect(refusal(moveRole(draft, "intern", "seller1"))).toEqual(["OUTSIDE_REACH"]);
    expect(refusal(moveRole(draft, "seller2", "dev1"))).toContain("OUTSIDE_REACH");
    expect(refusal(addRole(draft, { id: "new", name: "new", level: 3, parentRoleId: "sales" }))).toEqual([
      "OUTSIDE_REACH",
    ]);
    // Archiving their own subordinate moves its subordinates under their role: still theirs.
    expect(ok(archiveRole(draft, "dev1")).present.intern.parentRoleId).toBe("tech");
    // Cancel keeps the limit.
    expect(discard(ok(renameRole(draft, "dev1", "Backend"))).acting).toEqual(["tech"]);
  });
});
