import { convertKop } from "#graphql/money";

const SYMBOLS: Record<string, string> = { UAH: "₴", USD: "$", EUR: "€" };

/**
 * An amount in minor units of `currency`, in the language's way: "1 234,05 ₴" in Ukrainian and
 * Russian, "₴1,234.05" in English. Written here rather than by Intl's currency style: Node's and
 * the browser's ICU disagree (Node writes "грн"), and the page must read the same before and after
 * hydration. Integers throughout: no float holds money.
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

/** Kopiyky in the person's currency at a rate (millionths of a hryvnia for one unit); null for UAH or no rate. */
export function inCurrency(kop: number, currency: string, rate: number | null, locale: string): string | null {
  if (currency === "UAH" || !rate) return null;
  return formatMoney(convertKop(kop, rate), currency, locale);
}
