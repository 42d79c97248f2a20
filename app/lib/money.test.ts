import { describe, expect, it } from "vitest";
import { formatMoney, inCurrency } from "./money";

describe("money on the page", () => {
  const plain = (text: string) => text.replace(/\u00a0/g, " ");

  it("formats kopiyky exactly, in each language's way", () => {
    expect(formatMoney(123_405, "UAH", "en")).toBe("₴1,234.05");
    expect(formatMoney(-5, "UAH", "en")).toBe("−₴0.05");
    expect(plain(formatMoney(123_456_705, "UAH", "uk"))).toBe("1 234 567,05 ₴");
    expect(plain(formatMoney(30_000, "UAH", "ru"))).toBe("300,00 ₴");
  });

  it("shows another currency at the rate, and nothing for hryvnias", () => {
    expect(inCurrency(4_125_000, "USD", 41_250_000, "en")).toBe("$1,000.00");
    expect(inCurrency(4_125_000, "UAH", null, "en")).toBeNull();
  });
});
