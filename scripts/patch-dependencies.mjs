// Changes to installed packages that their maintainers made in a later major we cannot take yet,
// applied after every `npm install`/`npm ci` (package.json "postinstall"). Plain Node, no
// dependency: it runs before anything else is known to be there, also on `npm ci --omit=dev`.
//
// Each patch names the package version it was written against and replaces exact text. A patch
// already applied (its marker present) is skipped; text not found, or another version, stops the
// install with a message: an upgrade must look at its patch again, not lose it quietly.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/**
 * @remix-run/router 1.23 (Remix v2), its CommonJS build, which only Node loads (the Worker and the
 * browser bundle the ES module build, untouched): route matching caches what does not change
 * between requests. Every `matchRoutes` flattened and ranked the whole route tree again and built
 * a RegExp for each route it tried, about 0.5 ms a call with this app's 113 routes, and a page
 * calls it two or three times (the server's match, the static handler's, the render's).
 * React Router 7 did the same upstream (remix-run/react-router#14967, #14866).
 * - compilePath: one compiled pattern per (path, case sensitivity, end); the RegExp has no `g`
 *   flag and the params list is only read, so sharing them is safe. Route paths are a fixed set;
 *   the map stops growing at 1,000 entries should anyone match arbitrary patterns.
 * - matchRoutesImpl: the ranked branches per route array (a WeakMap), dropped by any route patch
 *   (patchRoutesImpl, lazy route discovery, which the server does not use: it knows every route).
 */
const MARK = "/* vhold-patch: route-matching cache */";
const patches = [
  {
    package: "@remix-run/router",
    version: "1.23.3",
    file: "dist/router.cjs.js",
    replacements: [
      [
        "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;",
        `  ${MARK}\n  let cached = rankedBranches.get(routes);\n  let branches = cached && cached.version === routesVersion ? cached.branches : undefined;\n  if (!branches) {\n    branches = flattenRoutes(routes);\n    rankRouteBranches(branches);\n    rankedBranches.set(routes, { version: routesVersion, branches });\n  }\n  let matches = null;`,
      ],
      [
        "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {",
        "const rankedBranches = new WeakMap();\nlet routesVersion = 0;\nfunction matchRoutesImpl(routes, locationArg, basename, allowPartial) {",
      ],
      [
        "function compilePath(path, caseSensitive, end) {\n  if (caseSensitive === void 0) {\n    caseSensitive = false;\n  }\n  if (end === void 0) {\n    end = true;\n  }",
        "const compiledPaths = new Map();\nfunction compilePath(path, caseSensitive, end) {\n  if (caseSensitive === void 0) {\n    caseSensitive = false;\n  }\n  if (end === void 0) {\n    end = true;\n  }\n  let key = (caseSensitive ? \"1\" : \"0\") + (end ? \"1\" : \"0\") + path;\n  let compiled = compiledPaths.get(key);\n  if (!compiled) {\n    compiled = compilePathUncached(path, caseSensitive, end);\n    if (compiledPaths.size < 1000) compiledPaths.set(key, compiled);\n  }\n  return compiled;\n}\nfunction compilePathUncached(path, caseSensitive, end) {",
      ],
      [
        "function patchRoutesImpl(routeId, children, routesToUse, manifest, mapRouteProperties) {",
        "function patchRoutesImpl(routeId, children, routesToUse, manifest, mapRouteProperties) {\n  routesVersion++;",
      ],
    ],
  },
];

let failed = false;
for (const patch of patches) {
  const root = path.dirname(require.resolve(`${patch.package}/package.json`));
  const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const file = path.join(root, patch.file);
  let text = readFileSync(file, "utf8");
  if (text.includes(MARK)) continue;
  if (version !== patch.version) {
    console.error(`patch-dependencies: ${patch.package} is ${version}, its patch was written for ${patch.version}: look at it again (scripts/patch-dependencies.mjs).`);
    failed = true;
    continue;
  }
  for (const [from, to] of patch.replacements) {
    if (text.split(from).length !== 2) {
      console.error(`patch-dependencies: ${patch.package}/${patch.file} does not hold this text once:\n${from}`);
      failed = true;
      break;
    }
    text = text.replace(from, () => to);
  }
  if (!failed) writeFileSync(file, text);
}
if (failed) process.exit(1);
