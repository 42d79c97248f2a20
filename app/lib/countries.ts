export interface CountryOption {
  code: string;
  label: string;
}

/** Reads the list made by countryList() (countries.server.ts): "UA Україна (+380)" per line. */
export function parseCountryList(list: string): CountryOption[] {
  return list.split("\n").map((line) => ({ code: line.slice(0, 2), label: line.slice(3) }));
}
