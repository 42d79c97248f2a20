/** Interface languages. Ukrainian is the default; an unknown value falls back to it. */
export const languages = ["uk", "ru", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "uk";
export const defaultNS = "common";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The product's name, kept in one place (also in the catalogues' `product`). */
export const PRODUCT_NAME = "vHold";
