import { describe, expect, it } from "vitest";
import { addCalendarDays, calendarYearsBefore } from "./calendar";

describe("calendar arithmetic in Kyiv time", () => {
  it("adds days as the calendar does: across the spring clock change a week is 167 hours", () => {
    // 28 March 2026, 23:30 in Kyiv (EET); the clocks go forward on 29 March.
    const opened = new Date("2026-03-28T21:30:00Z");
    expect(addCalendarDays(opened, 7).toISOString()).toBe("2026-04-04T20:30:00.000Z"); // 23:30 EEST
    expect(addCalendarDays(opened, 3).toISOString()).toBe("2026-03-31T20:30:00.000Z");
    // Away from a change a day is 24 hours.
    expect(addCalendarDays(new Date("2026-06-01T09:00:00Z"), 7).toISOString()).toBe("2026-06-08T09:00:00.000Z");
  });

  it("counts years back by the calendar, a missing 29 February becoming the 28th", () => {
    expect(calendarYearsBefore(new Date("2030-05-10T10:00:00Z"), 2).toISOString()).toBe("2028-05-10T10:00:00.000Z");
    expect(calendarYearsBefore(new Date("2028-02-29T10:00:00Z"), 2).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    // Summer time then, winter time two years before: the same 13:00 in Kyiv, an hour apart in UTC.
    expect(calendarYearsBefore(new Date("2028-03-26T10:00:00Z"), 2).toISOString()).toBe("2026-03-26T11:00:00.000Z");
  });
});
