import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";

const cache = new Map<string, string>();

/**
 * Every country libphonenumber knows, named in the visitor's language, Ukraine first, as one
 * string of "code label" lines (see app/lib/countries.ts). The list is 245 entries: as one
 * string it costs the page's hydration data a fraction of what 245 objects cost to serialize.
 */
export function countryList(locale: string): string {
  let list = cache.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    list = getCountries()
      .map((code) => ({ code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
      .sort((a, b) => (a.code === "UA" ? -1 : b.code === "UA" ? 1 : a.label.localeCompare(b.label, locale)))
      .map(({ code, label }) => `${code} ${label}`)
      .join("\n");
    cache.set(locale, list);
  }
  return list;
}
