import { convertKop } from "#graphql/money";

const formats = new Map<string, Intl.NumberFormat>();
const formatOf = (locale: string, currency: string) => {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })));
  return format;
};

/** Minor units as a decimal text ("-1234.05"): Intl formats it exactly, no float in between. */
const decimal = (minor: number) => `${minor < 0 ? "-" : ""}${Math.trunc(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, "0")}`;

/** An amount in minor units of `currency`, in the language's way ("1 234,05 ₴"). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return formatOf(locale, currency).format(decimal(minor) as unknown as number);
}

/** Kopiyky in the person's currency at a rate (millionths of a hryvnia for one unit); null for UAH or no rate. */
export function inCurrency(kop: number, currency: string, rate: number | null, locale: string): string | null {
  if (currency === "UAH" || !rate) return null;
  return formatMoney(convertKop(kop, rate), currency, locale);
}
