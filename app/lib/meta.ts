import type { MetaDescriptor } from "@remix-run/react";
import { PRODUCT_NAME } from "./i18n";

type Titles = Record<string, string>;

/**
 * Page titles: the title of the page in the visitor's language, " | ", the product name.
 * The root loader sends the catalogue's `titles` section, so meta needs no catalogue of its own.
 */
export function pageTitle(key: string) {
  return ({ matches }: { matches: ReadonlyArray<{ id: string; data: unknown } | undefined> }): MetaDescriptor[] => {
    const root = matches.find((m) => m?.id === "root")?.data as { titles?: Titles } | undefined;
    const title = root?.titles?.[key];
    return [{ title: title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME }];
  };
}
