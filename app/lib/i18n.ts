export { defaultLanguage, isLanguage, languages, type Language } from "#graphql/languages";
export const defaultNS = "common";

/**
 * The catalogue's areas besides common (app/locales/<lang>/<area>.ts, texts under the area's
 * name; a dotted area one folder down: auth.signin in auth/signin.ts, texts under auth.signin).
 * Common travels with every page; an area only with the routes that name it in `handle.i18n`
 * (app: the signed-in layout's header; auth.*: one sign-in step each). The texts of API error codes (errors) travel with a page that shows one: an
 * error page or an error toast (see root.tsx), or arrive when a form shows one after a client
 * navigation. Two are read on the server only: validation (forms send their messages
 * translated) and titles (the root loader sends them for meta).
 */
export const areas = [
  "errors",
  "titles",
  "app",
  "auth.signin",
  "auth.code",
  "auth.password",
  "auth.twoFactor",
  "auth.recovery",
  "auth.registration",
  "auth.passwordHints",
  "validation",
  "knowledge",
  "vhold",
  "governance",
  "corporate",
  "settings",
  "notifications",
  "vhub",
  "hubProfile",
  "structure",
  "structureEditor",
  "billing",
  "files",
  "fileDialogs",
  "control",
  "richText",
  "instructions",
] as const;
export type Area = (typeof areas)[number];
export const isArea = (value: unknown): value is Area => areas.includes(value as Area);

/** The area a key's text is in (undefined: common): its first part, or first two (auth.signin). */
export function areaOf(key: string): Area | undefined {
  const [first, second] = key.split(".", 2);
  return isArea(first) ? first : isArea(`${first}.${second}`) ? (`${first}.${second}` as Area) : undefined;
}

/** The product's name, kept in one place (also in the catalogues' `product`). */
export const PRODUCT_NAME = "vHold";
