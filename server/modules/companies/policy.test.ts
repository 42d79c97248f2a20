import { describe, expect, it } from "vitest";
import { actorWith } from "../../authz/actor.fixture";
import { relationsOf, type Relation } from "../../authz/actor";
import { can } from "../../authz/policy";
import { companiesPolicy, type CompaniesAction } from "./policy";

const actor = actorWith;

const people: Record<string, Set<Relation>> = {
  stranger: relationsOf(actor({})),
  "former owner": relationsOf(actor({ formerOwner: true })),
  "sole owner": relationsOf(actor({ owner: { id: "o", shareBp: 10_000 }, ownerCount: 1 })),
  "co-owner": relationsOf(actor({ owner: { id: "o", shareBp: 4_000 } })),
  director: relationsOf(actor({ roles: [{ id: "r", level: 1, parentRoleId: null, modules: [] }] })),
  employee: relationsOf(actor({ roles: [{ id: "r", level: 3, parentRoleId: null, modules: [] }] })),
  "employee granted Owners": relationsOf(
    actor({ roles: [{ id: "r", level: 3, parentRoleId: null, modules: ["OWNERS"] }] }),
  ),
  "transfer recipient (not an owner)": new Set<Relation>(["transferRecipient"]),
  "transfer sender": new Set<Relation>([
    ...relationsOf(actor({ owner: { id: "o", shareBp: 4_000 } })),
    "transferSender",
  ]),
};

/** The whole table, person by action: a change to the policy shows up here as a diff. */
const expected: Record<CompaniesAction, string[]> = {
  "company.read": ["sole owner", "co-owner", "director", "employee", "employee granted Owners", "transfer sender"],
  "company.update": ["sole owner", "co-owner", "director", "transfer sender"],
  "company.avatarUploadUrl": ["sole owner", "co-owner", "director", "transfer sender"],
  "company.history": ["sole owner", "co-owner", "transfer sender"],
  "owners.read": ["sole owner", "co-owner", "director", "employee granted Owners", "transfer sender"],
  "shareTransfer.create": ["sole owner", "co-owner", "transfer sender"],
  "shareTransfer.list": ["sole owner", "co-owner", "transfer sender"],
  "shareTransfer.read": ["sole owner", "co-owner", "transfer recipient (not an owner)", "transfer sender"],
  "shareTransfer.accept": ["transfer recipient (not an owner)"],
  "shareTransfer.decline": ["transfer recipient (not an owner)"],
  "shareTransfer.cancel": ["transfer sender"],
};

describe("the companies policy", () => {
  it.each(Object.entries(expected))("%s is allowed to exactly %j", (action, allowed) => {
    const who = Object.entries(people)
      .filter(([, relations]) => can(companiesPolicy, action as CompaniesAction, relations))
      .map(([name]) => name);
    expect(who).toEqual(allowed);
  });

  it("a deleted company gives nobody any relation", () => {
    expect([...relationsOf(actor({ exists: false, owner: { id: "o", shareBp: 10_000 }, ownerCount: 1 }))]).toEqual([]);
  });

  it("a former owner who now holds a role reads the company as an employee, and no more", () => {
    const relations = relationsOf(
      actor({ formerOwner: true, roles: [{ id: "r", level: 2, parentRoleId: null, modules: [] }] }),
    );
    expect(can(companiesPolicy, "company.read", relations)).toBe(true);
    expect(can(companiesPolicy, "owners.read", relations)).toBe(false);
  });
});
