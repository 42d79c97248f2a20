import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";

export interface CountryOption {
  code: string;
  label: string;
}

const cache = new Map<string, CountryOption[]>();

/** Every country libphonenumber knows, named in the visitor's language, Ukraine first. */
export function countryOptions(locale: string): CountryOption[] {
  let options = cache.get(locale);
  if (!options) {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    options = getCountries()
      .map((code) => ({ code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
      .sort((a, b) => (a.code === "UA" ? -1 : b.code === "UA" ? 1 : a.label.localeCompare(b.label, locale)));
    cache.set(locale, options);
  }
  return options;
}
