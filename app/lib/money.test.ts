import { describe, expect, it } from "vitest";
import { formatMoney, inCurrency } from "./money";

describe("money on the page", () => {
  it("formats kopiyky exactly, in each language's way", () => {
    const plain = (text: string) => text.replace(/\s/g, " ");
    expect(plain(formatMoney(123_405, "UAH", "en"))).toBe("UAH 1,234.05");
    expect(plain(formatMoney(-5, "UAH", "en"))).toBe("-UAH 0.05");
    expect(plain(formatMoney(123_405, "UAH", "uk"))).toBe("1 234,05 ₴");
  });

  it("shows another currency at the rate, and nothing for hryvnias", () => {
    expect(inCurrency(4_125_000, "USD", 41_250_000, "en")).toBe("$1,000.00");
    expect(inCurrency(4_125_000, "UAH", null, "en")).toBeNull();
  });
});
