/**
 * Exchange rates for showing money in the person's currency (decision 0024): the National Bank
 * of Ukraine's official rate of the day, hryvnias for one unit, kept as integer millionths. Two
 * drivers: fixed rates (development and tests, FIXED_RATES) and the bank's public JSON feed
 * (RATE_DRIVER=nbu), asked once per Kyiv day and currency per process; when the bank cannot be
 * reached, the last rate it gave is used, and with none the page shows hryvnias only.
 */
import type { RatesConfig } from "../../config";
import type { Logger } from "../../logger";
import type { KyivDay } from "./rules";

export interface RateDriver {
  /** Millionths of a hryvnia for one unit of `currency` on `day`; null when unknown. UAH is 1. */
  rateOn(currency: string, day: KyivDay): Promise<number | null>;
}

export const NBU_FEED = "https://bank.gov.ua/NBUStatService/v1/statdirectory/exchange";

/** A decimal text ("41.2345") as millionths, in integers; null when it is not one. */
export function decimalMicros(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) return null;
  const micros = Number(match[1]) * 1_000_000 + Number((match[2] ?? "").padEnd(6, "0"));
  return micros > 0 ? micros : null;
}

export function fixedRates(rates: Record<string, number>): RateDriver {
  return { rateOn: async (currency) => (currency === "UAH" ? 1_000_000 : (rates[currency] ?? null)) };
}

/**
 * The bank's feed: GET ?valcode=USD&date=YYYYMMDD&json answers [{ r030, txt, rate, cc, exchangedate }].
 * One request per currency and day (concurrent asks share it), at most 5 seconds.
 */
export function nbuRates(options: { fetch?: typeof fetch; logger?: Logger } = {}): RateDriver {
  const get = options.fetch ?? fetch;
  const byDay = new Map<string, Promise<number | null>>();
  const lastKnown = new Map<string, number>();
  const ask = async (currency: string, day: KyivDay): Promise<number | null> => {
    const url = `${NBU_FEED}?valcode=${encodeURIComponent(currency)}&date=${day.replaceAll("-", "")}&json`;
    try {
      const response = await get(url, { signal: AbortSignal.timeout(5000), headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`the bank answered ${response.status}`);
      const rows = (await response.json()) as Array<{ cc?: unknown; rate?: unknown }>;
      const row = Array.isArray(rows) ? rows.find((r) => r.cc === currency) : undefined;
      const micros = decimalMicros(row?.rate);
      if (micros === null) throw new Error(`no ${currency} rate in the bank's answer`);
      lastKnown.set(currency, micros);
      return micros;
    } catch (error) {
      options.logger?.warn(
        { err: error, currency, day },
        "the National Bank's rate could not be read; using the last one",
      );
      byDay.delete(`${currency}:${day}`); // asked again next time
      return lastKnown.get(currency) ?? null;
    }
  };
  return {
    rateOn(currency, day) {
      if (currency === "UAH") return Promise.resolve(1_000_000);
      const key = `${currency}:${day}`;
      let found = byDay.get(key);
      if (!found) {
        found = ask(currency, day);
        byDay.set(key, found);
      }
      return found;
    },
  };
}

export function createRateDriver(config: RatesConfig, logger?: Logger): RateDriver {
  return config.driver === "nbu" ? nbuRates({ logger }) : fixedRates(config.fixed);
}
