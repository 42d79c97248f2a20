import { describe, expect, it } from "vitest";
import { actorWith } from "../../authz/actor.fixture";
import { conditionsOf, relationsOf, type Relation } from "../../authz/actor";
import { can, heldBack } from "../../authz/policy";
import { votesPolicy, type VotesAction } from "./policy";

const actor = actorWith;

const coOwner = relationsOf(actor({ owner: { id: "o", shareBp: 4_000 } }));
const people: Record<string, Set<Relation>> = {
  stranger: relationsOf(actor({})),
  "former owner": relationsOf(actor({ formerOwner: true })),
  "sole owner": relationsOf(actor({ owner: { id: "o", shareBp: 10_000 }, ownerCount: 1 })),
  "co-owner": coOwner,
  director: relationsOf(actor({ roles: [{ id: "r", level: 1, parentRoleId: null, modules: [] }] })),
  employee: relationsOf(actor({ roles: [{ id: "r", level: 3, parentRoleId: null, modules: [] }] })),
  // Gave all their share away after the vote opened: still one of its electorate.
  "former owner who votes": new Set<Relation>([...relationsOf(actor({ formerOwner: true })), "voter"]),
  initiator: new Set<Relation>([...coOwner, "voter", "voteInitiator"]),
};

/** The whole table, person by action: a change to the policy shows up here as a diff. */
const expected: Record<VotesAction, string[]> = {
  "vote.read": ["sole owner", "co-owner", "director", "initiator"],
  "vote.ceo.create": ["sole owner", "co-owner", "initiator"],
  "vote.name.create": ["sole owner", "co-owner", "initiator"],
  "vote.stop.create": ["sole owner", "co-owner", "initiator"],
  "vote.start.create": ["sole owner", "co-owner", "initiator"],
  "vote.delete.create": ["sole owner", "co-owner", "initiator"],
  "vote.cast": ["sole owner", "co-owner", "former owner who votes", "initiator"],
  "vote.reset": ["sole owner", "co-owner", "former owner who votes", "initiator"],
  "vote.cancelSession": ["initiator"],
};

describe("the votes policy", () => {
  it.each(Object.entries(expected))("%s is allowed to exactly %j", (action, allowed) => {
    const who = Object.entries(people)
      .filter(([, relations]) => can(votesPolicy, action as VotesAction, relations))
      .map(([name]) => name);
    expect(who).toEqual(allowed);
  });

  it("a suspended company takes no name or suspension vote; restoration and deletion are for it", () => {
    const suspended = conditionsOf(actor({ suspended: true }));
    expect(heldBack(votesPolicy, "vote.name.create", suspended)).toBe("suspended");
    expect(heldBack(votesPolicy, "vote.stop.create", suspended)).toBe("suspended");
    expect(heldBack(votesPolicy, "vote.ceo.create", suspended)).toBe("suspended");
    expect(heldBack(votesPolicy, "vote.start.create", suspended)).toBeNull();
    expect(heldBack(votesPolicy, "vote.delete.create", suspended)).toBeNull();
    // Without a director the owners still vote (a new company has none).
    expect(heldBack(votesPolicy, "vote.name.create", conditionsOf(actor({ hasDirector: false })))).toBeNull();
  });
});
