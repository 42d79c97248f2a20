export { defaultLanguage, isLanguage, languages, type Language } from "#graphql/languages";
export const defaultNS = "common";

/** The product's name, kept in one place (also in the catalogues' `product`). */
export const PRODUCT_NAME = "vHold";
