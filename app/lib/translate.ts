/**
 * The translator: catalogue keys with {{value}} interpolation and plural forms chosen by
 * Intl.PluralRules (key_one, key_few, key_many, key_other), the same conventions as i18next.
 * One small function serves the server and the browser, so only the page's catalogue, not a
 * translation library, is shipped (the budget of /auth/signin is 100 KB of JavaScript).
 * remix-i18next detects the language on the server (see i18next.server.ts).
 */
import type { Catalogue } from "~/locales/en/index";

export type Values = Record<string, string | number | undefined>;

type Plural = "zero" | "one" | "two" | "few" | "many" | "other";
type Keys<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K extends `${infer Base}_${Plural}`
      ? Base
      : K
    : `${K}.${Keys<T[K]>}`;
}[keyof T & string];
/** Every key of the catalogue (plural forms by their base): a typo fails the typecheck. */
export type TKey = Keys<Catalogue>;
export type TFunction = (key: TKey, values?: Values) => string;
/** For keys made at run time (an API error code): checked by the catalogue, not the compiler. */
export const dynamicKey = (key: string) => key as TKey;
type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return node;
}

// Intl.PluralRules is costly to build: one per language, and one translator per catalogue.
const pluralRules = new Map<string, Intl.PluralRules>();
const translators = new WeakMap<object, Map<string, TFunction>>();

export function createTranslator(catalogue: object, locale: string): TFunction {
  let byLocale = translators.get(catalogue);
  if (!byLocale) translators.set(catalogue, (byLocale = new Map()));
  let t = byLocale.get(locale);
  if (!t) byLocale.set(locale, (t = buildTranslator(catalogue as Tree, locale)));
  return t;
}

function buildTranslator(tree: Tree, locale: string): TFunction {
  let plurals = pluralRules.get(locale);
  if (!plurals) pluralRules.set(locale, (plurals = new Intl.PluralRules(locale)));
  // A page asks for hundreds of texts: each key's text is looked up once per catalogue (only what
  // is found is kept, as the browser adds areas to its catalogue as pages need them).
  const found = new Map<string, string>();
  const textOf = (key: string): string | undefined => {
    let text = found.get(key);
    if (text === undefined) {
      const node = lookup(tree, key);
      if (typeof node !== "string") return undefined;
      if (found.size >= 20_000) found.clear();
      found.set(key, (text = node));
    }
    return text;
  };
  return (key, values) => {
    let text: string | undefined;
    if (values && typeof values.count === "number") {
      text = textOf(`${key}_${plurals!.select(values.count)}`) ?? textOf(`${key}_other`);
    }
    text ??= textOf(key);
    if (typeof text !== "string") return key;
    return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? "")) : text;
  };
}

/** A section of the catalogue as it is (e.g. the page titles for meta). */
export function catalogueSection(catalogue: object, key: string): Record<string, string> {
  const node = lookup(catalogue as Tree, key);
  return node && typeof node !== "string" ? (node as Record<string, string>) : {};
}
