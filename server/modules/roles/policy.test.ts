import { describe, expect, it } from "vitest";
import type { Relation } from "../../authz/actor";
import { can, heldBack } from "../../authz/policy";
import { rolesPolicy, type RolesAction } from "./policy";

const who = (...relations: Relation[]) => new Set(relations);

describe("the roles policy", () => {
  it("lets every member read the structure, and nobody else", () => {
    for (const relations of [who("owner"), who("director"), who("employee")])
      expect(can(rolesPolicy, "role.read", relations)).toBe(true);
    expect(can(rolesPolicy, "role.read", who("formerOwner"))).toBe(false);
    expect(can(rolesPolicy, "role.read", who())).toBe(false);
  });

  it("lets the owners, the director and a role granted the Team module read the team, and nobody else", () => {
    for (const relations of [who("owner"), who("director"), who("employee", "module:TEAM")])
      expect(can(rolesPolicy, "team.read", relations)).toBe(true);
    expect(can(rolesPolicy, "team.read", who("employee", "module:OWNERS"))).toBe(false);
    expect(can(rolesPolicy, "team.read", who("formerOwner"))).toBe(false);
    expect(can(rolesPolicy, "team.read", who())).toBe(false);
  });

  it("gives access to the director and the owners: grants wait for a director, a suspended company changes none", () => {
    for (const action of ["access.read", "access.grant", "access.revoke"] as const) {
      expect(can(rolesPolicy, action, who("director")), action).toBe(true);
      expect(can(rolesPolicy, action, who("owner", "coOwner")), action).toBe(true);
      expect(can(rolesPolicy, action, who("employee", "roleManager")), action).toBe(false);
      expect(can(rolesPolicy, action, who("formerOwner")), action).toBe(false);
    }
    expect(heldBack(rolesPolicy, "access.grant", new Set(["noDirector"] as const))).toBe("noDirector");
    expect(heldBack(rolesPolicy, "access.revoke", new Set(["noDirector"] as const))).toBeNull();
    expect(heldBack(rolesPolicy, "access.revoke", new Set(["suspended"] as const))).toBe("suspended");
  });

  it("gives changes to the director and the role's managers; an owner or a co-worker gets none", () => {
    const changes: RolesAction[] = [
      "role.structure.change",
      "role.assignSelf",
      "role.removeExecutor",
      "role.invite",
      "invitation.role.assign",
      "invitation.role.decide",
      "role.manage.read",
    ];
    for (const action of changes) {
      expect(can(rolesPolicy, action, who("director")), action).toBe(true);
      expect(can(rolesPolicy, action, who("employee", "roleManager")), action).toBe(true);
      expect(can(rolesPolicy, action, who("employee", "roleHolder")), action).toBe(false);
      expect(can(rolesPolicy, action, who("owner", "coOwner")), action).toBe(false);
    }
    expect(can(rolesPolicy, "role.leave", who("employee", "roleHolder"))).toBe(true);
    expect(can(rolesPolicy, "role.leave", who("director"))).toBe(false);
  });

  it("holds back grants and structure changes without a director, and everything but leaving while suspended", () => {
    const suspended = new Set(["suspended"] as const);
    const noDirector = new Set(["noDirector"] as const);
    for (const action of Object.keys(rolesPolicy) as RolesAction[]) {
      const reads =
        action === "role.read" || action === "role.manage.read" || action.endsWith(".read") || action.endsWith(".list");
      const answers = action === "invitation.role.answer";
      expect(heldBack(rolesPolicy, action, suspended) !== null, action).toBe(
        !(reads || answers || action === "role.leave"),
      );
    }
    for (const action of [
      "role.structure.save",
      "role.structure.change",
      "role.assignSelf",
      "role.invite",
      "invitation.role.assign",
    ] as const) {
      expect(heldBack(rolesPolicy, action, noDirector), action).toBe("noDirector");
    }
    for (const action of [
      "role.removeExecutor",
      "role.leave",
      "role.link.off",
      "invitation.role.decide",
      "invitation.link.accept",
    ] as const) {
      expect(heldBack(rolesPolicy, action, noDirector), action).toBeNull();
    }
  });

  it("while billing has suspended usage, holds back only what gives someone a role (a paid seat)", () => {
    const unpaid = new Set(["unpaid"] as const);
    const seats = new Set<RolesAction>(["role.assignSelf", "invitation.role.assign"]);
    for (const action of Object.keys(rolesPolicy) as RolesAction[]) {
      expect(heldBack(rolesPolicy, action, unpaid), action).toBe(seats.has(action) ? "unpaid" : null);
    }
  });
});
