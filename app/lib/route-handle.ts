import { useMatches } from "@remix-run/react";

/** What a route module may say about itself through `export const handle`. */
export interface RouteHandle {
  /**
   * `false`: the page is complete as the server renders it (a text to read, links, plain forms),
   * so the document carries no script at all: 0 KB of JavaScript to load on a low-end phone.
   */
  hydrate?: false;
}

/** Whether the page in view needs the client: true unless one of its routes says it does not. */
export function useHydrate(): boolean {
  return !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}
