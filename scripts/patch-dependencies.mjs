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
 * a RegExp for each route it tried, 0.5 to 1 ms a call with this app's 113 routes. The request's
 * own matches run on a small tree (server/route-subset.ts), but that handler matches every
 * pathname it has not seen against the whole tree, once per parent path: 2 to 6 ms a new address
 * before, 0.02 to 0.12 ms with this (docs/decisions/0021, eighth session). React Router 7 did the
 * same upstream (remix-run/react-router#14967, #14866).
 * - compilePath: one compiled pattern per (path, case sensitivity, end); the RegExp has no `g`
 *   flag and the params list is only read, so sharing them is safe. Route paths are a fixed set;
 *   the map stops growing at 1,000 entries should anyone match arbitrary patterns.
 * - matchRoutesImpl: the ranked branches per route tree, dropped by any route patch
 *   (patchRoutesImpl: lazy route discovery, which the server does not use, as it knows every
 *   route). A tree is looked up by identity (a WeakMap: the server's routes and the static
 *   handler's are built once), then by its shape (each route's path, index and case flags and
 *   its children, in order): Remix's server render builds a new tree of the same routes for every
 *   page. A tree of a known shape takes that shape's ranked branches, and the branch that
 *   matches is bound to the tree's own route objects (by each level's child index) before it is
 *   matched, so the matches hold this tree's routes.
 * - Each branch also keeps one pattern of its whole path (case-insensitive, to the end): an
 *   address it does not match cannot match the branch segment by segment, so the branch is
 *   skipped without matchRouteBranch's per-segment matches and objects. A branch it matches is
 *   still matched segment by segment, which decides (case sensitivity, params). Partial matches
 *   (the browser's discovery) try every branch, as before.
 */
const MARK = "/* vhold-patch: route-matching cache */";
const patches = [
  {
    mark: MARK,
    package: "@remix-run/router",
    version: "1.23.3",
    file: "dist/router.cjs.js",
    replacements: [
      [
        "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;",
        [
          `  ${MARK}`,
          "  let ranked = rankedBranches.get(routes);",
          "  if (!ranked || ranked.version !== routesVersion) {",
          "    ranked = rankedBranchesOf(routes);",
          "    rankedBranches.set(routes, ranked);",
          "  }",
          "  let branches = ranked.branches;",
          "  let matches = null;",
        ].join("\n"),
      ],
      [
        "  for (let i = 0; matches == null && i < branches.length; ++i) {",
        [
          "  for (let i = 0; matches == null && i < branches.length; ++i) {",
          "    if (!allowPartial && !ranked.wholePaths[i].test(decoded)) continue;",
          "    let branch = ranked.routes === routes ? branches[i] : bindBranch(branches[i], routes);",
        ].join("\n"),
      ],
      [
        "    matches = matchRouteBranch(branches[i], decoded, allowPartial);",
        "    matches = matchRouteBranch(branch, decoded, allowPartial);",
      ],
      [
        "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {",
        [
          "const rankedBranches = new WeakMap();",
          "const rankedShapes = new Map();",
          "let routesVersion = 0;",
          "function routesShape(routes) {",
          '  let shape = "";',
          "  for (let i = 0; i < routes.length; i++) {",
          "    let route = routes[i];",
          '    shape += (route.index ? "i" : "") + (route.caseSensitive ? "c" : "") + (route.path == null ? "\\u0000" : route.path) + "\\u0001";',
          '    if (route.children && route.children.length > 0) shape += "\\u0002" + routesShape(route.children) + "\\u0003";',
          "  }",
          "  return shape;",
          "}",
          "function rankedBranchesOf(routes) {",
          "  let shape = routesShape(routes);",
          "  let known = rankedShapes.get(shape);",
          "  if (known && known.version === routesVersion) return known;",
          "  let branches = flattenRoutes(routes);",
          "  rankRouteBranches(branches);",
          "  let ranked = { version: routesVersion, routes, branches, wholePaths: branches.map(branch => compilePath(branch.path, false, true)[0]) };",
          "  if (known || rankedShapes.size < 100) rankedShapes.set(shape, ranked);",
          "  return ranked;",
          "}",
          "function bindBranch(branch, routes) {",
          "  let siblings = routes;",
          "  return {",
          "    path: branch.path,",
          "    score: branch.score,",
          "    routesMeta: branch.routesMeta.map(meta => {",
          "      let route = siblings[meta.childrenIndex];",
          "      siblings = route.children || [];",
          "      return { relativePath: meta.relativePath, caseSensitive: meta.caseSensitive, childrenIndex: meta.childrenIndex, route };",
          "    })",
          "  };",
          "}",
          "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {",
        ].join("\n"),
      ],
      [
        "function compilePath(path, caseSensitive, end) {\n  if (caseSensitive === void 0) {\n    caseSensitive = false;\n  }\n  if (end === void 0) {\n    end = true;\n  }",
        'const compiledPaths = new Map();\nfunction compilePath(path, caseSensitive, end) {\n  if (caseSensitive === void 0) {\n    caseSensitive = false;\n  }\n  if (end === void 0) {\n    end = true;\n  }\n  let key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;\n  let compiled = compiledPaths.get(key);\n  if (!compiled) {\n    compiled = compilePathUncached(path, caseSensitive, end);\n    if (compiledPaths.size < 1000) compiledPaths.set(key, compiled);\n  }\n  return compiled;\n}\nfunction compilePathUncached(path, caseSensitive, end) {',
      ],
      [
        "function patchRoutesImpl(routeId, children, routesToUse, manifest, mapRouteProperties) {",
        "function patchRoutesImpl(routeId, children, routesToUse, manifest, mapRouteProperties) {\n  routesVersion++;",
      ],
    ],
  },
  /**
   * @remix-run/react 2.17 (Remix v2), its ES module build (the browser's bundle): a single-fetch
   * request that the router aborts (a link followed while the page's data is being revalidated
   * after a form) fails while its body is being decoded, and fetchAndDecode logged that with
   * console.error before the router quietly dropped the aborted answer. Nothing went wrong for
   * the person, yet every such click left an error in the console (and failed the end-to-end
   * suite's check that the browser logs none). An aborted request's decode now throws its abort
   * as fetch itself does when the abort comes before the answer; any other failure is logged as
   * before. React Router 7 reads the body in the same place; tests/unit/aborted-decode-patch.test.ts.
   */
  {
    mark: "/* vhold-patch: aborted decode */",
    package: "@remix-run/react",
    version: "2.17.5",
    file: "dist/esm/single-fetch.js",
    replacements: [
      [
        "  } catch (e) {\n    console.error(e);\n    throw new Error(`Unable to decode turbo-stream response from URL: ${url.toString()}`);",
        "  } catch (e) {\n    /* vhold-patch: aborted decode */\n    if (init.signal && init.signal.aborted) throw e;\n    console.error(e);\n    throw new Error(`Unable to decode turbo-stream response from URL: ${url.toString()}`);",
      ],
    ],
  },
];

let failed = false;
for (const patch of patches) {
  let patchFailed = false;
  const root = path.dirname(require.resolve(`${patch.package}/package.json`));
  const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const file = path.join(root, patch.file);
  let text = readFileSync(file, "utf8");
  if (text.includes(patch.mark)) continue;
  if (version !== patch.version) {
    console.error(
      `patch-dependencies: ${patch.package} is ${version}, its patch was written for ${patch.version}: look at it again (scripts/patch-dependencies.mjs).`,
    );
    failed = true;
    continue;
  }
  for (const [from, to] of patch.replacements) {
    if (text.split(from).length !== 2) {
      console.error(`patch-dependencies: ${patch.package}/${patch.file} does not hold this text once:\n${from}`);
      patchFailed = failed = true;
      break;
    }
    text = text.replace(from, () => to);
  }
  // A patch is written whole or not at all.
  if (!patchFailed) writeFileSync(file, text);
}
if (failed) process.exit(1);
