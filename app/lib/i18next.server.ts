import { RemixI18Next } from "remix-i18next/server";
import en from "~/locales/en/index";
import ru from "~/locales/ru/index";
import uk from "~/locales/uk/index";
import { createPlainCookie } from "./cookies.server";
import { createTranslator } from "./translate";
import { defaultLanguage, defaultNS, isLanguage, languages, type Language } from "./i18n";

export const catalogues: Record<Language, object> = { uk, ru, en };

/** The translator of a language, on the server. */
export const translatorFor = (locale: Language) => createTranslator(catalogues[locale], locale);

/** The language a visitor picked: kept in a plain cookie, as the spec names it. */
export const localeCookie = createPlainCookie("i18n_locale", { httpOnly: true, maxAge: 60 * 60 * 24 * 365 }, languages);

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    cookie: localeCookie,
    // The spec's order: the user's profile (handled in getLocale below), the cookie, then uk.
    order: ["cookie"],
  },
  // remix-i18next decides the language; translation itself is ./translate (one for server and browser).
  i18next: { supportedLngs: [...languages], fallbackLng: defaultLanguage, defaultNS },
});

/** The user's language when signed in (kept in the web session at sign-in), else the cookie. */
export async function getLocale(request: Request, userLanguage?: string | null): Promise<Language> {
  if (isLanguage(userLanguage)) return userLanguage;
  const detected = await i18nServer.getLocale(request);
  return isLanguage(detected) ? detected : defaultLanguage;
}
