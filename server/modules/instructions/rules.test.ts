import { describe, expect, it } from "vitest";
import { categoriesOf } from "./rules";

const R = "r";
const of = (ownerRoleId: string, executorRoleIds: string[], editorRoleIds: string[] = []) =>
  [...categoriesOf({ ownerRoleId, executorRoleIds, editorRoleIds }, R)].sort();

describe("an instruction's categories for a role", () => {
  it.each([
    ["owned, carried out by R alone", of(R, [R]), ["ALL", "UNIQUE"]],
    ["owned, carried out by another", of(R, ["x"]), ["ALL", "TO_OTHERS"]],
    ["owned, carried out by R and another", of(R, [R, "x"]), ["ALL", "TO_OTHERS"]],
    ["owned, nobody carries it out", of(R, []), ["ALL", "NO_ROLE"]],
    ["owned, R an editor too (never after an owner change)", of(R, [], [R]), ["ALL", "NO_ROLE"]],
    ["another's, R carries it out", of("o", [R]), ["ALL", "FROM_OTHERS"]],
    ["another's, R edits it", of("o", [], [R]), ["ALL", "EDITING"]],
    ["another's, R both", of("o", [R], [R]), ["ALL", "EDITING", "FROM_OTHERS"]],
    ["another's, R nothing", of("o", ["x"], ["y"]), []],
  ])("%s", (_name, actual, expected) => expect(actual).toEqual(expected));
});
