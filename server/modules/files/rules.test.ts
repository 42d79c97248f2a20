import { describe, expect, it } from "vitest";
import { accessFrom, levelOf, partBytes, partCount, trashPurgeAt, trashPurgeBefore } from "./rules";

describe("the trash's 30 days", () => {
  it("counts calendar days in Kyiv: across the spring clock change they are 30 days less an hour", () => {
    // 10 March 2026, 23:30 in Kyiv (EET); the clocks go forward on 29 March.
    const deleted = new Date("2026-03-10T21:30:00Z");
    // 9 April, 23:30 in Kyiv (EEST): the 30th day, not 00:30 on the 31st as 720 hours would be.
    expect(trashPurgeAt(deleted).toISOString()).toBe("2026-04-09T20:30:00.000Z");
    // Away from a change 30 days are 720 hours.
    expect(trashPurgeAt(new Date("2026-06-01T09:00:00Z")).toISOString()).toBe("2026-07-01T09:00:00.000Z");
    // In autumn, 30 days and an hour.
    expect(trashPurgeAt(new Date("2026-10-10T09:00:00Z")).toISOString()).toBe("2026-11-09T10:00:00.000Z");
  });

  it("is the same rule for the sweep, counted back from now", () => {
    for (const at of ["2026-03-10T21:30:00Z", "2026-06-01T09:00:00Z", "2026-10-10T09:00:00Z"]) {
      const deleted = new Date(at);
      const due = trashPurgeAt(deleted);
      expect(trashPurgeBefore(due).toISOString()).toBe(deleted.toISOString());
      // A millisecond after its purgeAt a node is due (deleted before the cutoff), not a millisecond before.
      expect(deleted < trashPurgeBefore(new Date(due.getTime() + 1))).toBe(true);
      expect(deleted < trashPurgeBefore(new Date(due.getTime() - 1))).toBe(false);
    }
  });
});

describe("access levels", () => {
  it("joins grants and names the strongest", () => {
    expect(levelOf(accessFrom([]))).toBeNull();
    expect(levelOf(accessFrom(["VIEW", "EDIT"]))).toBe("VIEW_EDIT");
    expect(levelOf(accessFrom(["EDIT"]))).toBe("EDIT");
    expect(levelOf(accessFrom(["VIEW_EDIT", "FULL"]))).toBe("FULL");
    expect(levelOf(accessFrom(["OWNER"]))).toBe("FULL");
  });
});

describe("a large file's parts", () => {
  it("are partSize bytes each, the last one what is left", () => {
    expect(partCount(25, 10)).toBe(3);
    expect([1, 2, 3].map((n) => partBytes(25, 10, n))).toEqual([10, 10, 5]);
    expect(partCount(20, 10)).toBe(2);
    expect(partBytes(20, 10, 2)).toBe(10);
    // An empty file is one empty part.
    expect(partCount(0, 10)).toBe(1);
    expect(partBytes(0, 10, 1)).toBe(0);
  });
});
