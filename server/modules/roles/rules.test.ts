import { describe, expect, it } from "vitest";
import {
  inviteLinkExpiresAt,
  isBelow,
  linkWorks,
  outsideReach,
  purgeAt,
  purgeBefore,
  ROLE_DELETION_WAIT_DAYS,
} from "./rules";

const at = (iso: string) => new Date(iso);

describe("invitation links", () => {
  it("last 24 hours, 3 days, 7 days, or to the same time a calendar month later", () => {
    const now = at("2026-01-31T10:15:00Z");
    expect(inviteLinkExpiresAt(now, "DAY").toISOString()).toBe("2026-02-01T10:15:00.000Z");
    expect(inviteLinkExpiresAt(now, "THREE_DAYS").toISOString()).toBe("2026-02-03T10:15:00.000Z");
    expect(inviteLinkExpiresAt(now, "WEEK").toISOString()).toBe("2026-02-07T10:15:00.000Z");
    // February has no 31st: the month's last day.
    expect(inviteLinkExpiresAt(now, "MONTH").toISOString()).toBe("2026-02-28T10:15:00.000Z");
    expect(inviteLinkExpiresAt(at("2026-12-15T00:00:00Z"), "MONTH").toISOString()).toBe("2027-01-15T00:00:00.000Z");
  });

  it("work until their instant, not at it", () => {
    const expires = at("2026-02-01T10:15:00Z");
    expect(linkWorks({ inviteToken: "t", inviteExpiresAt: expires }, at("2026-02-01T10:14:59Z"))).toBe(true);
    expect(linkWorks({ inviteToken: "t", inviteExpiresAt: expires }, expires)).toBe(false);
    expect(linkWorks({ inviteToken: null, inviteExpiresAt: null }, at("2020-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("the deletion's waiting period", () => {
  it(`is ${ROLE_DELETION_WAIT_DAYS} calendar days, at the same time in Kyiv`, () => {
    const deleted = at("2026-02-01T12:00:00Z");
    expect(purgeAt(deleted).toISOString()).toBe("2026-03-03T12:00:00.000Z");
    expect(purgeBefore(purgeAt(deleted)).toISOString()).toBe(deleted.toISOString());
    // Across the spring clock change (29 March): 14:00 in Kyiv on 1 March is 14:00 on 31 March,
    // an hour less than 30 times 24 hours.
    const beforeChange = at("2026-03-01T12:00:00Z");
    expect(purgeAt(beforeChange).toISOString()).toBe("2026-03-31T11:00:00.000Z");
    expect(purgeBefore(purgeAt(beforeChange)).toISOString()).toBe(beforeChange.toISOString());
  });
});

describe("a manager's reach", () => {
  const tree = new Map(
    [
      ["ceo", null],
      ["fin", "ceo"],
      ["acc", "fin"],
      ["clerk", "acc"],
      ["sales", "ceo"],
    ].map(([id, parentRoleId]) => [id!, { id: id!, parentRoleId }]),
  );
  it("is what stands below the roles acted in", () => {
    expect(isBelow(tree, new Set(["fin"]), "clerk")).toBe(true);
    expect(isBelow(tree, new Set(["fin"]), "fin")).toBe(false);
    expect(isBelow(tree, new Set(["fin"]), "sales")).toBe(false);
  });
  it("keeps a save inside it, before and after", () => {
    const moved = new Map(tree);
    moved.set("clerk", { id: "clerk", parentRoleId: "sales" });
    expect(outsideReach(tree, moved, new Set(["fin"]), ["clerk"])).toEqual(["clerk"]);
    expect(outsideReach(tree, tree, new Set(["fin"]), ["acc", "clerk"])).toEqual([]);
    expect(outsideReach(tree, tree, new Set(["ceo"]), ["fin", "sales", "clerk"])).toEqual([]);
  });
});
