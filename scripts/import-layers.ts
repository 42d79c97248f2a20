/**
 * The server's floors: an import goes down or sideways, never up. `npm run lint` runs this with
 * the import circle check (scripts/import-cycles.ts), on the same graph (every import, type-only
 * and lazy ones too). The floors, lowest first (docs/decisions/0032):
 *
 *   1 base         what any part may use: configuration, clock, errors, logging, time, the
 *                  database and its schema, storage, messaging, audit rows, jobs, HTTP helpers
 *   2 api frame    server/graphql/ (the context, the viewer, the policy's helpers, scalars, the
 *                  contract's generated types) and server/authz/: what every module is written against
 *   3 modules      server/modules/: the domain, each module on the contract of module.ts
 *   4 composition  the registry of the modules, the GraphQL server built from them, the HTTP
 *                  server, the process (server/registry.ts, yoga.ts, api.ts, http.ts, index.ts...)
 *
 * One exception, by design: the generated resolver types (server/graphql/generated/) name the
 * modules' row types as their mappers (scripts/codegen.ts), so they may import module files.
 *
 *   npx tsx scripts/import-layers.ts    prints each import that goes up, exits 1 if any
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importGraph } from "./import-cycles";

export const FLOORS = ["base", "api frame", "modules", "composition"] as const;

/** The composition's files: what is built from the modules, above them. */
const COMPOSITION =
  /^server\/(registry|yoga|api|http|index|prepare|migrate|cluster|lifecycle|remix-handler|route-subset)\.ts$|^server\/dev\//;

/** A server file's floor (0 = base ... 3 = composition), or null outside server/ and for tests. */
export function floorOf(file: string): number | null {
  if (!file.startsWith("server/") || /\.(test|fixture)\.tsx?$/.test(file)) return null;
  if (COMPOSITION.test(file)) return 3;
  if (file.startsWith("server/modules/")) return 2;
  if (file.startsWith("server/graphql/") || file.startsWith("server/authz/")) return 1;
  return 0;
}

/** Imports allowed to go up (see above): the generated types' mappers. */
const MAY_GO_UP = (from: string) => from.startsWith("server/graphql/generated/");

/** Each import of the graph from a lower floor to a higher one, as paths relative to `root`. */
export function arrowsUp(graph: Map<string, string[]>, root: string): { from: string; to: string }[] {
  const arrows: { from: string; to: string }[] = [];
  for (const [file, imports] of graph) {
    const from = path.relative(root, file);
    const floor = floorOf(from);
    if (floor === null || MAY_GO_UP(from)) continue;
    for (const imported of imports) {
      const to = path.relative(root, imported);
      const target = floorOf(to);
      if (target !== null && target > floor) arrows.push({ from, to });
    }
  }
  return arrows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const arrows = arrowsUp(importGraph(root, ["tsconfig.json"]), root);
  for (const { from, to } of arrows) {
    const [a, b] = [floorOf(from)!, floorOf(to)!];
    console.error(`${from} (${FLOORS[a]}) imports ${to} (${FLOORS[b]}), a floor above it`);
  }
  if (arrows.length) {
    console.error(
      `${arrows.length} import(s) going up: move what the lower file needs down to its floor, or have the higher one pass it in (docs/decisions/0032).`,
    );
    process.exit(1);
  }
}
