import { useMatches } from "@remix-run/react";
import type { Area } from "./i18n";

/** What a route module may say about itself through `export const handle`. */
export interface RouteHandle {
  /**
   * `false`: the page is complete as the server renders it (a text to read, links, plain forms),
   * so the document carries no script at all: 0 KB of JavaScript to load on a low-end phone.
   */
  hydrate?: false;
  /** The catalogue areas the route's texts come from, besides common (loaded with the page). */
  i18n?: readonly Area[];
}

/** Whether the page in view needs the client: true unless one of its routes says it does not. */
export function useHydrate(): boolean {
  return !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}

/** The catalogue areas the routes in view name (written on <html data-i18n> for the browser). */
export function useI18nAreas(): Area[] {
  const areas = new Set<Area>();
  for (const match of useMatches()) for (const area of (match.handle as RouteHandle | undefined)?.i18n ?? []) areas.add(area);
  return [...areas];
}
