import { convertKop, formatMoney } from "#graphql/money";

export { formatMoney };

/** Kopiyky in the person's currency at a rate (millionths of a hryvnia for one unit); null for UAH or no rate. */
export function inCurrency(kop: number, currency: string, rate: number | null, locale: string): string | null {
  if (currency === "UAH" || !rate) return null;
  return formatMoney(convertKop(kop, rate), currency, locale);
}
