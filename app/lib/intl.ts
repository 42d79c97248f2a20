/**
 * One Intl formatter per language and format, made on first use and kept (docs/decisions/0021):
 * building an Intl.DateTimeFormat costs about 100 µs, using a built one about 2 µs, and a list
 * of 50 dates built three per date. Languages are the app's three and formats are the code's
 * own, so the caches stay small; they are bounded anyway, as a guard against an unexpected key.
 */
const MAX_CACHED = 200;

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, (value = make()));
  }
  return value;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/** `key` names the options (they are the caller's constants): no JSON per call. */
export const dateTimeFormat = (locale: string, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateTimeFormats, `${locale}|${key}`, () => new Intl.DateTimeFormat(locale, options));

const listFormats = new Map<string, Intl.ListFormat>();
export const conjunctionList = (locale: string): Intl.ListFormat =>
  cached(listFormats, locale, () => new Intl.ListFormat(locale, { type: "conjunction" }));
