import { describe, expect, it } from "vitest";
import { decimalMicros, fixedRates, nbuRates } from "./rates";

describe("exchange rates", () => {
  it("reads the bank's decimals as integer millionths", () => {
    expect(decimalMicros(41.2345)).toBe(41_234_500);
    expect(decimalMicros("0.5")).toBe(500_000);
    expect(decimalMicros("abc")).toBeNull();
    expect(decimalMicros(0)).toBeNull();
  });

  it("the fixed driver answers its own rates, UAH as 1", async () => {
    const rates = fixedRates({ USD: 41_250_000 });
    expect(await rates.rateOn("USD", "2026-11-25")).toBe(41_250_000);
    expect(await rates.rateOn("UAH", "2026-11-25")).toBe(1_000_000);
    expect(await rates.rateOn("EUR", "2026-11-25")).toBeNull();
  });

  it("asks the bank once per currency and day, and keeps the last rate when it cannot be reached", async () => {
    const asked: string[] = [];
    let up = true;
    const fake = (async (url: string) => {
      asked.push(url);
      if (!up) throw new Error("offline");
      // The feed's documented shape.
      return new Response(
        JSON.stringify([{ r030: 840, txt: "Долар США", rate: 41.5, cc: "USD", exchangedate: "25.11.2026" }]),
      );
    }) as unknown as typeof fetch;
    const rates = nbuRates({ fetch: fake });
    expect(await Promise.all([rates.rateOn("USD", "2026-11-25"), rates.rateOn("USD", "2026-11-25")])).toEqual([
      41_500_000, 41_500_000,
    ]);
    expect(asked).toEqual([
      "https://bank.gov.ua/NBUStatService/v1/statdirectory/exchange?valcode=USD&date=20261125&json",
    ]);
    up = false;
    expect(await rates.rateOn("USD", "2026-11-26")).toBe(41_500_000);
    expect(await rates.rateOn("EUR", "2026-11-26")).toBeNull();
  });
});
