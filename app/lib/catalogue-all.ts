/**
 * The loaders of every catalogue area's chunk, loaded (as a chunk of its own) only when a text of
 * an area no route in view named is shown (see catalogue.client.ts). The server-only areas are not
 * built for the browser at all.
 */
const chunks = import.meta.glob([
  "/app/locales/*/*.ts",
  "/app/locales/*/*/*.ts",
  "!/app/locales/*/{index,titles,validation}.ts",
]);

export const chunk = (locale: string, area: string) => chunks[`/app/locales/${locale}/${area.replace(".", "/")}.ts`];
