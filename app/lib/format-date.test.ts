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
  it("keep each language, time format and year apart when formatters are reused", () => {
    // The formatters are cached (app/lib/intl.ts): alternating calls must not borrow each other's.
    for (let round = 0; round < 2; round++) {
      expect(formatDateTime("2026-03-02T15:05:00Z", "en", "FORMAT_12H", now)).toBe("Mar 2, 05:05 PM");
      expect(formatDateTime("2026-03-02T15:05:00Z", "uk", "FORMAT_24H", now)).toBe("2 бер., 17:05");
      expect(formatDateTime("2024-07-01T09:00:00Z", "en", "FORMAT_24H", now)).toBe("Jul 1, 2024, 12:00");
      expect(formatDateTime("2026-03-02T15:05:00Z", "en", "FORMAT_24H", now)).toBe("Mar 2, 17:05");
    }
  });
});
