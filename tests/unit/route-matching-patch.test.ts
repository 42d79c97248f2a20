import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import remixConfig from "../../remix.config.js";

// patches/@remix-run+router+1.23.3.patch (patches/README.md) caches route matching in
// @remix-run/router's CommonJS build (the one Node loads). Its ES module build, which the Worker and the browser bundle, is left as
// published: it answers here for what the patched build must answer, for every route of the app.
const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL("../..", import.meta.url));
const routerDir = path.dirname(require.resolve("@remix-run/router/package.json"));
type Router = typeof import("@remix-run/router");
type Route = import("@remix-run/router").AgnosticRouteObject;
const patched = require(path.join(routerDir, "dist/router.cjs.js")) as Router;
const published = (await import(path.join(routerDir, "dist/router.js"))) as Router;
const { flatRoutes } = require("@remix-run/dev/dist/config/flat-routes.js") as {
  flatRoutes: (
    appDirectory: string,
    ignored: string[],
  ) => Record<string, { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }>;
};

/** The app's routes as Remix builds its tree (the root's children from app/routes). */
function appRoutes(): Route[] {
  const manifest = Object.values(
    flatRoutes(path.join(root, remixConfig.appDirectory ?? "app"), remixConfig.ignoredRouteFiles ?? []),
  );
  const children = (parentId: string): Route[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map(
        ({ id, path, index, caseSensitive }) => ({ id, path, index, caseSensitive, children: children(id) }) as Route,
      );
  return [{ id: "root", path: "", children: children("root") }];
}

/** An address for each route that has a path (params and splats filled in), and some that match nothing or differ in case and slashes. */
function addresses(routes: Route[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const own = (route.path ?? "")
      .replace(/:[\w-]+\??/g, "0f8fad5b-d9cb-469f-a165-70867728950e")
      .replace(/\*$/, "some/deeper/place");
    const here = [parent, own].filter(Boolean).join("/").replace(/\/+/g, "/");
    return [
      ...(route.path !== undefined ? [here || "/", `${here}/`, here.toUpperCase()] : []),
      ...addresses((route.children ?? []) as Route[], here),
    ];
  });
}

const shape = (matches: ReturnType<Router["matchRoutes"]>) =>
  matches?.map((m) => ({ id: (m.route as Route).id, params: m.params, pathname: m.pathname, base: m.pathnameBase }));

describe("route matching with the dependency patch", () => {
  it("is applied to the build Node loads", () => {
    expect(readFileSync(path.join(routerDir, "dist/router.cjs.js"), "utf8")).toContain(
      "vhold-patch: route-matching cache",
    );
  });

  it("matches every address of the app as the published router does, the first time and from its cache", () => {
    const routes = appRoutes();
    const list = [
      ...addresses(routes),
      "/",
      "/nowhere/at/all",
      "/vhold",
      "/vhold/not-a-uuid/extra/segments",
      "/auth//signin",
      "/%D0%BF%D1%80%D0%B8%D0%B2%D1%96%D1%82",
    ];
    expect(list.length).toBeGreaterThan(150);
    for (const address of list) {
      const expected = shape(published.matchRoutes(routes, address));
      expect(shape(patched.matchRoutes(routes, address)), address).toEqual(expected);
      expect(shape(patched.matchRoutes(routes, address)), `${address} again`).toEqual(expected);
      // A new tree of the same routes (as each server render builds): its own route objects.
      const copy = structuredClone(routes);
      const own = new Set<Route>();
      const collect = (list: Route[]) =>
        list.forEach((route) => (own.add(route), collect((route.children ?? []) as Route[])));
      collect(copy);
      const matches = patched.matchRoutes(copy, address);
      expect(shape(matches), `${address} in a copy`).toEqual(expected);
      expect(matches?.every((m) => own.has(m.route)) ?? true, `${address}: the copy's routes`).toBe(true);
    }
  });

  it("forgets a tree's branches when routes are patched in", () => {
    // What lazy route discovery does in the browser: the tree grows in place, keeping its identity.
    const router = patched.createRouter({
      routes: [{ id: "root", path: "", children: [{ id: "a", path: "a" }] }],
      history: patched.createMemoryHistory(),
    });
    const routes = router.routes;
    expect(shape(patched.matchRoutes(routes, "/a"))?.map((m) => m.id)).toEqual(["root", "a"]);
    expect(shape(patched.matchRoutes(routes, "/b"))).toBeUndefined();
    router.patchRoutes("root", [{ id: "b", path: "b" }]);
    expect(router.routes[0].children).toBe(routes[0].children);
    expect(shape(patched.matchRoutes(routes, "/b"))?.map((m) => m.id)).toEqual(["root", "b"]);
    router.dispose();
  });
});
