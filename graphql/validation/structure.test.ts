import { describe, expect, it } from "vitest";
import { validateStructure, type StructureRole } from "./structure";

const role = (id: string, level: number, parentRoleId: string | null, isArchived = false): StructureRole => ({
  id,
  level,
  parentRoleId,
  isArchived,
});

/** A director, two deputies, a head under the first, a worker under the head. */
const company: StructureRole[] = [
  role("d", 1, null),
  role("a", 2, "d"),
  role("b", 2, "d"),
  role("h", 3, "a"),
  role("w", 4, "h"),
];

describe("validateStructure", () => {
  it("accepts a tree of four levels, levels skipping below their manager, and archived roles left out", () => {
    expect(validateStructure(company)).toEqual([]);
    expect(validateStructure([role("d", 1, null), role("w", 4, "d")])).toEqual([]);
    expect(validateStructure([...company, role("old", 2, "gone", true), role("old-d", 1, null, true)])).toEqual([]);
    expect(validateStructure([role("d", 1, null)])).toEqual([]);
  });

  it("wants one live director", () => {
    expect(validateStructure([])).toEqual([{ code: "NO_DIRECTOR", roleId: "" }]);
    expect(validateStructure([role("d", 1, null, true), role("a", 2, "x")])).toEqual([
      { code: "NO_DIRECTOR", roleId: "" },
      { code: "UNKNOWN_MANAGER", roleId: "a" },
    ]);
    expect(validateStructure([...company, role("d2", 1, null)])).toEqual([{ code: "TWO_DIRECTORS", roleId: "d2" }]);
  });

  it("gives the director no manager and every other role one", () => {
    expect(validateStructure([role("d", 1, "a"), role("a", 2, "d")])).toEqual([
      { code: "DIRECTOR_HAS_MANAGER", roleId: "d" },
      { code: "CYCLE", roleId: "d" },
      { code: "CYCLE", roleId: "a" },
    ]);
    expect(validateStructure([role("d", 1, null), role("a", 2, null)])).toEqual([{ code: "NO_MANAGER", roleId: "a" }]);
    expect(validateStructure([role("d", 1, null), role("a", 2, "nobody")])).toEqual([
      { code: "UNKNOWN_MANAGER", roleId: "a" },
    ]);
  });

  it("puts every role below its manager, who is live", () => {
    expect(validateStructure([role("d", 1, null), role("a", 2, "d"), role("b", 2, "a")])).toEqual([
      { code: "MANAGER_NOT_HIGHER", roleId: "b" },
    ]);
    expect(validateStructure([role("d", 1, null), role("a", 3, "d"), role("b", 2, "a")])).toEqual([
      { code: "MANAGER_NOT_HIGHER", roleId: "b" },
    ]);
    expect(validateStructure([role("d", 1, null), role("a", 2, "d", true), role("b", 3, "a")])).toEqual([
      { code: "MANAGER_ARCHIVED", roleId: "b" },
    ]);
  });

  it("finds a cycle however the levels are written, and only the roles on it", () => {
    const problems = validateStructure([
      role("d", 1, null),
      role("x", 2, "z"),
      role("y", 3, "x"),
      role("z", 4, "y"),
      role("tail", 4, "x"),
    ]);
    expect(problems.filter((p) => p.code === "CYCLE").map((p) => p.roleId)).toEqual(["x", "y", "z"]);
    expect(validateStructure([role("d", 1, null), role("self", 2, "self")]).map((p) => p.code)).toEqual([
      "MANAGER_NOT_HIGHER",
      "CYCLE",
    ]);
  });

  it("refuses levels outside 1 to 4 and a role given twice", () => {
    expect(validateStructure([role("d", 1, null), role("a", 5, "d"), role("z", 0, "d"), role("f", 2.5, "d")])).toEqual([
      { code: "LEVEL_OUT_OF_RANGE", roleId: "a" },
      { code: "LEVEL_OUT_OF_RANGE", roleId: "z" },
      { code: "LEVEL_OUT_OF_RANGE", roleId: "f" },
    ]);
    expect(validateStructure([role("d", 1, null), role("a", 2, "d"), role("a", 3, "d")])).toEqual([
      { code: "DUPLICATE_ROLE", roleId: "a" },
    ]);
  });

  it("checks a tree of 1,000 roles in linear time", () => {
    const big: StructureRole[] = [role("r", 1, null)];
    for (let i = 0; i < 999; i++) {
      const level = 2 + (i % 3);
      const parent = level === 2 ? "r" : big[big.length - 1]!.id;
      big.push(role(`n${i}`, level, parent));
    }
    expect(validateStructure(big)).toEqual([]);
    big.push(role("bad", 2, "n2"));
    expect(validateStructure(big)).toEqual([{ code: "MANAGER_NOT_HIGHER", roleId: "bad" }]);
  });
});
