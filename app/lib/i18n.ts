export { defaultLanguage, isLanguage, languages, type Language } from "#graphql/languages";
export const defaultNS = "common";

/**
 * The catalogue's areas besides common (app/locales/<lang>/<area>.ts, texts under the area's
 * name; a dotted area one folder down: auth.signin in auth/signin.ts, texts under auth.signin).
 * Common travels with every page; an area only with the routes that name it in `handle.i18n`
 * (app: the signed-in layout's header; auth.*: one sign-in step each). A dotted area may sit
 * inside another (control.profile in control/profile.ts, texts under control.profile): one
 * page's texts of an area every page of a layout loads (control: the control center's menu), so
 * that the billing page does not load the company profile's. The texts of API error codes
 * (errors) travel with a page that shows one: an
 * error page or an error toast (see root.tsx), or arrive when a form shows one after a client
 * navigation. Two are read on the server only: validation (forms send their messages
 * translated) and titles (the root loader sends them for meta).
 */
export const areas = [
  "errors",
  "titles",
  "app",
  "app.profile",
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
  "charts",
  "governance",
  "corporate",
  "settings",
  "settings.personalInfo",
  "settings.phoneChange",
  "settings.deleteAccount",
  "settings.localization",
  "settings.privacy",
  "notifications",
  "vhub",
  "vhub.dashboard",
  "vhub.leave",
  "hubProfile",
  "structure",
  "structureEditor",
  "billing",
  "files",
  "fileDialogs",
  "control",
  "control.profile",
  "control.people",
  "control.teamPage",
  "control.ownersPage",
  "control.accessPage",
  "richText",
  "instructions",
  "tasks",
  "taskWords",
] as const;
export type Area = (typeof areas)[number];
export const isArea = (value: unknown): value is Area => areas.includes(value as Area);

/**
 * The area a key's text is in (undefined: common): its first two parts where they name an area
 * (auth.signin, control.profile: a page's part of a larger area), else its first.
 */
export function areaOf(key: string): Area | undefined {
  const [first, second] = key.split(".", 2);
  const nested = `${first}.${second}`;
  return isArea(nested) ? nested : isArea(first) ? first : undefined;
}

/** The product's name, kept in one place (also in the catalogues' `product`). */
export const PRODUCT_NAME = "vHold";
