import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { Outlet, RemixServer, Scripts } from "@remix-run/react";
import { createRequestHandler, type EntryContext, type ServerBuild } from "@remix-run/server-runtime";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import remixConfig from "../remix.config.js";
import { routeSubsetHandler } from "./route-subset";

/**
 * The app's real route tree (app/routes, as Remix reads it), each route a bare <Outlet /> with a
 * loader, and an entry that answers with what Remix decided for the request: the matched routes
 * with their params and the route manifest the page hands the browser (window.__remixManifest).
 */
function appBuild(): ServerBuild {
  const files = flatRoutes("app", remixConfig.ignoredRouteFiles);
  const manifest = { root: { id: "root", path: "", parentId: undefined as string | undefined } };
  for (const route of Object.values(files))
    Object.assign(manifest, { [route.id]: { ...route, parentId: route.parentId ?? "root" } });
  const module = { default: () => createElement(Outlet), loader: () => null };
  const root = {
    default: () =>
      createElement("html", null, createElement("body", null, createElement(Outlet), createElement(Scripts))),
    loader: () => null,
  };
  const handleRequest = (request: Request, status: number, headers: Headers, context: EntryContext) => {
    const html = renderToString(createElement(RemixServer, { context, url: request.url }));
    const sent = /window\.__remixManifest = (\{[\s\S]*?\});\n/.exec(html)?.[1];
    const matches = context.staticHandlerContext.matches.map((match) => [match.route.id, match.params]);
    return Response.json({ status, matches, manifest: sent ? Object.keys(JSON.parse(sent).routes).sort() : null });
  };
  const build = {
    mode: "production",
    basename: undefined,
    future: {
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_fetcherPersist: true,
    },
    isSpaMode: false,
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    entry: { module: { default: handleRequest } },
    routes: Object.fromEntries(
      Object.values(manifest).map((route) => [route.id, { ...route, module: route.id === "root" ? root : module }]),
    ),
    assets: {
      version: "1",
      url: "/manifest.js",
      entry: { module: "/entry.js", imports: [] },
      routes: Object.fromEntries(
        Object.values(manifest).map((route) => [
          route.id,
          {
            ...route,
            module: `/${route.id}.js`,
            hasLoader: true,
            hasAction: false,
            hasClientAction: false,
            hasClientLoader: false,
            hasErrorBoundary: false,
            imports: [],
            css: [],
          },
        ]),
      ),
    },
  } as unknown as ServerBuild;
  return build;
}

/** Every route's path with its params filled in, its parents, and some that match nothing. */
function pathsOf(build: ServerBuild): string[] {
  const full = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    return route ? `${full(route.parentId)}/${route.path ?? ""}` : "";
  };
  const paths = new Set(["/", "/nope", "/nope/deeper/still", "/AUTH/SIGNIN", "/auth/signin/", "/_root.data"]);
  for (const id of Object.keys(build.routes)) {
    const path = `/${full(id).split("/").filter(Boolean).join("/")}`
      .replace(/:\w+/g, "x1")
      .replace(/\*$/, "some/where");
    paths.add(path);
    paths.add(`${path}.data`);
    paths.add(`${path === "/" ? "" : path}/unknown`);
  }
  return [...paths];
}

describe("each request sees only the routes it can reach", () => {
  const build = appBuild();
  const whole = createRequestHandler(build, "production");
  const made: ServerBuild[] = [];
  const subset = routeSubsetHandler((b, mode) => (made.push(b), createRequestHandler(b, mode)), build, "production");
  const answer = async (handler: typeof whole, path: string) => {
    const response = await handler(new Request(`http://localhost${path}`));
    const type = response.headers.get("content-type") ?? "";
    return { status: response.status, body: type.includes("json") ? await response.json() : await response.text() };
  };

  it.each(pathsOf(build))("%s: the same routes, params and page manifest as with every route", async (path) => {
    expect(await answer(subset, path)).toEqual(await answer(whole, path));
  });

  it("renders /auth/signin from a handful of routes, shared by pathnames that reach the same ones", async () => {
    const before = made.length;
    await answer(subset, "/auth/signin");
    await answer(subset, "/auth/signin/");
    await answer(subset, "/auth/signin");
    const signin = made.find((b) => "routes/auth.signin" in b.routes && Object.keys(b.routes).length < 10);
    expect(signin && Object.keys(signin.routes).sort()).toEqual(
      ["root", "routes/_index", "routes/auth", "routes/auth._index", "routes/auth.signin"].sort(),
    );
    expect(made.length - before).toBeLessThanOrEqual(1);
  });

  it("answers route discovery (/__manifest) from every route", async () => {
    const response = await subset(
      new Request(`http://localhost/__manifest?version=1&p=${encodeURIComponent("/settings/localization")}`),
    );
    expect(Object.keys(await response.json())).toContain("routes/_app.settings.localization");
  });
});
