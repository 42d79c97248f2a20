/**
 * The interface languages, in one place for app/, graphql/ and server/ (the GraphQL enum
 * Language, the users.language column and its CHECK, the catalogues, the message texts).
 * Ukrainian is the default; an unknown value falls back to it.
 */
export const languages = ["uk", "ru", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "uk";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}
