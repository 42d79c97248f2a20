import { useMatches } from "@remix-run/react";
import type { ComponentType } from "react";
import { isArea, type Area } from "./i18n";

/** What a route module may say about itself through `export const handle`. */
export interface RouteHandle {
  /**
   * `false`: the page is complete as the server renders it (a text to read, links, plain forms),
   * so the document carries no script at all: 0 KB of JavaScript to load on a low-end phone.
   */
  hydrate?: false;
  /** The catalogue areas the route's texts come from, besides common (loaded with the page): see areaTexts. */
  i18n?: readonly Area[];
  /**
   * A picker the header shows in place of the company switcher while the route is in view (vHub's
   * role picker): its code travels with the route that names it, not with every page's header.
   */
  headerPicker?: ComponentType<{ idPrefix: string }>;
}

type Chunk = () => Promise<unknown>;
/** The loaders of the catalogue areas' chunks the route modules loaded so far brought, by `<lang>/<area>`. */
export const areaChunks = new Map<string, Chunk>();

/**
 * A route's catalogue areas, named by their files in every language:
 * `{ i18n: areaTexts(import.meta.glob("/app/locales/*\/auth/signin.ts")) }` is the area auth.signin.
 * So each route module carries the loaders of its own areas' chunks (the browser has the route
 * modules of a page before its texts load), and no page ships the list of every area's chunk.
 */
export function areaTexts(files: Record<string, Chunk>): Area[] {
  const found = new Set<Area>();
  for (const [file, chunk] of Object.entries(files)) {
    const [, lang, path] = /\/locales\/(\w+)\/([\w/]+)\.ts$/.exec(file) ?? [];
    const area = path?.replace("/", ".");
    if (!isArea(area)) throw new Error(`${file} is not a catalogue area`);
    areaChunks.set(`${lang}/${area}`, chunk);
    found.add(area);
  }
  return [...found];
}

/** Whether the page in view needs the client: true unless one of its routes says it does not. */
export function useHydrate(): boolean {
  return !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}

/** The catalogue areas the routes in view name (written on <html data-i18n> for the browser). */
export function useI18nAreas(): Area[] {
  const areas = new Set<Area>();
  for (const match of useMatches())
    for (const area of (match.handle as RouteHandle | undefined)?.i18n ?? []) areas.add(area);
  return [...areas];
}
