import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date";

describe("dates", () => {
  const now = new Date("2026-05-10T12:00:00Z");
  it("leave out the current year and follow the user's time format", () => {
    expect(formatDateTime("2026-03-02T15:05:00Z", "en", "FORMAT_24H", now)).toBe("Mar 2, 17:05");
    expect(formatDateTime("2026-03-02T15:05:00Z", "en", "FORMAT_12H", now)).toBe("Mar 2, 05:05 PM");
  });
  it("show the year of another year", () => {
    // Kyiv's new year comes two hours before UTC's: this instant is already this year there.
    expect(formatDateTime("2025-12-31T23:30:00Z", "uk", "FORMAT_24H", now)).toBe("1 січ., 01:30");
    expect(formatDateTime("2025-06-30T21:30:00Z", "uk", "FORMAT_24H", now)).toBe("1 лип. 2025 р., 00:30");
    expect(formatDateTime("2024-07-01T09:00:00Z", "en", "FORMAT_24H", now)).toBe("Jul 1, 2024, 12:00");
  });
  it("show the year exactly when Kyiv's calendar says it differs, New Year's night included", () => {
    // One formatter for the whole walk: making one per call cost most of the test's time (it timed out on a busy machine).
    const kyivYears = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Kyiv" });
    const kyivYear = (date: Date) => kyivYears.format(date);
    const instants: Date[] = [];
    for (const year of [2025, 2026, 2027]) {
      const newYear = Date.UTC(year, 0, 1);
      for (let minutes = -26 * 60; minutes <= 26 * 60; minutes += 17)
        instants.push(new Date(newYear + minutes * 60_000));
      for (let day = 0; day < 365; day += 11) instants.push(new Date(newYear + day * 86_400_000 + 37_000));
    }
    for (const moment of [
      now,
      new Date("2026-12-31T22:30:00Z"),
      new Date("2026-12-31T21:30:00Z"),
      new Date("2027-01-01T00:30:00Z"),
    ]) {
      for (const instant of instants) {
        const shown = formatDateTime(instant.toISOString(), "en", "FORMAT_24H", moment);
        expect(/\d{4}/.test(shown), `${instant.toISOString()} seen at ${moment.toISOString()}: ${shown}`).toBe(
          kyivYear(instant) !== kyivYear(moment),
        );
      }
    }
  });
  it("keep each language, time format and year apart when formatters are reused", () => {
    // The formatters are cached (app/lib/intl.ts): alternating calls must not borrow each other's.
    for (let round = 0; round < 2; round++) {
      expect(formatDateTime("2026-03-02T15:05:00Z", "en", "FORMAT_12H", now)).toBe("Mar 2, 05:05 PM");
      expect(formatDateTime("2026-03-02T15:05:00Z", "uk", "FORMAT_24H", now)).toBe("2 бер., 17:05");
      expect(formatDateTime("2024-07-01T09:00:00Z", "en", "FORMAT_24H", now)).toBe("Jul 1, 2024, 12:00");
      expect(formatDateTime("2026-03-02T15:05:00Z", "en", "FORMAT_24H", now)).toBe("Mar 2, 17:05");
    }
  });
  it("write the hour after noon and after midnight as 12 in 12 hours and as 12 and 00 in 24, in every language", () => {
    // 12:30 and 00:05 in Kyiv (EEST, UTC+3). hour12 alone gave uk "00:30 пп" on Node, "12:30 пп" in Chromium.
    expect(formatDateTime("2026-05-10T09:30:00Z", "uk", "FORMAT_12H", now)).toBe("10 трав., 12:30 пп");
    expect(formatDateTime("2026-05-09T21:05:00Z", "uk", "FORMAT_12H", now)).toBe("10 трав., 12:05 дп");
    expect(formatDateTime("2026-05-10T09:30:00Z", "en", "FORMAT_12H", now)).toBe("May 10, 12:30 PM");
    expect(formatDateTime("2026-05-09T21:05:00Z", "uk", "FORMAT_24H", now)).toBe("10 трав., 00:05");
  });
});
