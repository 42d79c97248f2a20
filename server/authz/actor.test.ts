import { describe, expect, it } from "vitest";
import { actorWith } from "./actor.fixture";
import { conditionsOf, relationsOf, structureRelations, type StructureNode } from "./actor";
import { can, heldBack, roleModule, type CompanyPolicy } from "./policy";

const actor = actorWith;

describe("relations from roles", () => {
  const both = actor({
    roles: [
      { id: "dir", level: 1, parentRoleId: null, modules: [] },
      { id: "acc", level: 3, parentRoleId: "dir", modules: [] },
    ],
  });

  it("every role held counts when the call names none (vHold, the profile)", () => {
    expect([...relationsOf(both)].sort()).toEqual(["director", "employee", "level3"]);
  });

  it("in vHub only the role acted in counts: a director acting as the accountant is the accountant", () => {
    expect([...relationsOf(both, "acc")].sort()).toEqual(["employee", "level3"]);
    expect([...relationsOf(both, "dir")]).toEqual(["director"]);
  });

  it("a role the person does not hold gives no role relation, and ownership stays", () => {
    expect([...relationsOf(actor({ ...both, owner: { id: "o", shareBp: 5000 } }), "someone-elses")].sort()).toEqual([
      "coOwner",
      "owner",
    ]);
  });

  it("each level is a relation of its own", () => {
    for (const level of [2, 3, 4]) {
      expect(
        relationsOf(actor({ roles: [{ id: "r", level, parentRoleId: null, modules: [] }] })).has(
          `level${level}` as never,
        ),
      ).toBe(true);
    }
  });
});

describe("the company's state", () => {
  it("suspension, a missing director and usage suspended by billing are conditions", () => {
    expect([...conditionsOf(actor({}))]).toEqual([]);
    expect([...conditionsOf(actor({ suspended: true, hasDirector: false }))].sort()).toEqual([
      "noDirector",
      "suspended",
    ]);
    expect([...conditionsOf(actor({ unpaid: true }))]).toEqual(["unpaid"]);
  });

  const policy = {
    read: ["owner"],
    grantAccess: { who: ["director"], refusedWhen: ["noDirector", "suspended"] },
    leaveRole: { who: ["employee"], refusedWhen: [] },
  } as const satisfies CompanyPolicy<string>;

  it("a rule names the states that hold it back; a plain list is held back by none", () => {
    const suspended = conditionsOf(actor({ suspended: true }));
    expect(heldBack(policy, "read", suspended)).toBeNull();
    expect(heldBack(policy, "grantAccess", suspended)).toBe("suspended");
    expect(heldBack(policy, "grantAccess", conditionsOf(actor({ hasDirector: false })))).toBe("noDirector");
    expect(heldBack(policy, "leaveRole", suspended)).toBeNull();
    expect(can(policy, "grantAccess", new Set(["director"]))).toBe(true);
  });
});

describe("module access", () => {
  const clerk = actor({
    roles: [
      { id: "desk", level: 3, parentRoleId: "dir", modules: ["FILES", "TEAM"] },
      { id: "night", level: 4, parentRoleId: "desk", modules: ["TASKS"] },
    ],
  });
  const policy = {
    "file.read": roleModule("FILES"),
    "file.write": roleModule("FILES", { refusedWhen: ["suspended"] }),
    "file.owners": roleModule("FILES", { also: ["owner"] }),
  } as const satisfies CompanyPolicy<string>;

  it("a module granted to a role acted in is the relation module:M; another role's grant does not count in vHub", () => {
    expect(can(policy, "file.read", relationsOf(clerk, "desk"))).toBe(true);
    expect(can(policy, "file.read", relationsOf(clerk, "night"))).toBe(false);
    expect(can(policy, "file.read", relationsOf(clerk))).toBe(true);
    expect([...relationsOf(clerk, "night")].filter((r) => r.startsWith("module:"))).toEqual(["module:TASKS"]);
  });

  it("a role module's rule is held back while billing has suspended usage, and by what else it names", () => {
    expect(heldBack(policy, "file.read", conditionsOf(actor({ unpaid: true })))).toBe("unpaid");
    expect(heldBack(policy, "file.read", conditionsOf(actor({ suspended: true })))).toBeNull();
    expect(heldBack(policy, "file.write", conditionsOf(actor({ suspended: true })))).toBe("suspended");
    expect(can(policy, "file.owners", relationsOf(actor({ owner: { id: "o", shareBp: 10000 }, ownerCount: 1 })))).toBe(
      true,
    );
    expect(can(policy, "file.read", relationsOf(actor({ owner: { id: "o", shareBp: 10000 }, ownerCount: 1 })))).toBe(
      false,
    );
  });
});

describe("relations from the structure", () => {
  //        dir
  //       /   \
  //     fin    ops
  //     /        \
  //   acc        log
  const structure: StructureNode[] = [
    { id: "dir", parentRoleId: null, userId: "d" },
    { id: "fin", parentRoleId: "dir", userId: "f" },
    { id: "ops", parentRoleId: "dir", userId: "o" },
    { id: "acc", parentRoleId: "fin", userId: "a" },
    { id: "log", parentRoleId: "ops", userId: null },
  ];
  const acting = (...ids: string[]) => ids.map((id) => ({ id }));

  it("the holder of a role, and every role above it, however far up", () => {
    expect(structureRelations(structure, acting("acc"), "acc")).toEqual(["roleHolder"]);
    expect(structureRelations(structure, acting("fin"), "acc")).toEqual(["roleManager"]);
    expect(structureRelations(structure, acting("dir"), "acc")).toEqual(["roleManager"]);
  });

  it("another branch, or a role below, manages nothing", () => {
    expect(structureRelations(structure, acting("ops"), "acc")).toEqual([]);
    expect(structureRelations(structure, acting("acc"), "fin")).toEqual([]);
  });

  it("a broken chain (a cycle the database should never hold) ends the walk", () => {
    const cycle: StructureNode[] = [
      { id: "x", parentRoleId: "y", userId: null },
      { id: "y", parentRoleId: "x", userId: null },
    ];
    expect(structureRelations(cycle, acting("z"), "x")).toEqual([]);
  });
});
