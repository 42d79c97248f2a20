import { describe, expect, it } from "vitest";
import { thresholdOf, timeLeft, votePath } from "./vote-paths";

describe("a vote as the pages show it", () => {
  it("says the time left in whole days, hours and minutes, never below zero", () => {
    const now = Date.parse("2026-11-25T10:00:00Z");
    expect(timeLeft("2026-12-02T10:00:00Z", now)).toEqual({ days: 7, hours: 0, minutes: 0 });
    expect(timeLeft("2026-11-28T13:45:59Z", now)).toEqual({ days: 3, hours: 3, minutes: 45 });
    expect(timeLeft("2026-11-25T09:00:00Z", now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it("reads a majority as more than half and a suspension's 51 % as is", () => {
    expect(thresholdOf(5001)).toEqual({ moreThan: true, share: 5000 });
    expect(thresholdOf(5100)).toEqual({ moreThan: false, share: 5100 });
  });

  it("names a vote's own page by company, kind and session", () => {
    expect(votePath("c1", "stop", "s1")).toBe("/vhold/c1/votes/stop/s1");
  });
});
