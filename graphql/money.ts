/**
 * Money as both halves show and count it (decision 0024): integer minor units, never a float.
 * A rate is hryvnias for one unit of a currency in millionths (41.2345 UAH/USD is 41_234_500).
 */

/**
 * An amount in kopiyky in another currency's minor units at a rate (hryvnias for one unit, in
 * millionths: 41.2345 UAH/USD is 41_234_500), rounded half away from zero, in integers throughout.
 */
export function convertKop(amountKop: number, rateMicros: number): number {
  if (!Number.isSafeInteger(rateMicros) || rateMicros <= 0) throw new RangeError(`not a rate: ${rateMicros}`);
  const scaled = BigInt(Math.abs(amountKop)) * 1_000_000n;
  const rate = BigInt(rateMicros);
  const rounded = Number((scaled * 2n + rate) / (rate * 2n));
  return amountKop < 0 ? -rounded : rounded;
}

const SYMBOLS: Record<string, string> = { UAH: "₴", USD: "$", EUR: "€" };

/**
 * An amount in minor units of `currency`, in the language's way: "1 234,05 ₴" in Ukrainian and
 * Russian, "₴1,234.05" in English. Written here rather than by Intl's currency style: Node's and
 * the browser's ICU disagree (Node writes "грн"), and the page must read the same before and after
 * hydration. The API writes it too (the sandbox's checkout page). Integers throughout: no float holds money.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const english = locale.startsWith("en");
  const whole = String(Math.trunc(Math.abs(minor) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, english ? "," : "\u00a0");
  const cents = String(Math.abs(minor) % 100).padStart(2, "0");
  const number = `${whole}${english ? "." : ","}${cents}`;
  const symbol = SYMBOLS[currency] ?? currency;
  const sign = minor < 0 ? "−" : "";
  return english ? `${sign}${symbol}${number}` : `${sign}${number}\u00a0${symbol}`;
}
