import { matchRoutes } from "@remix-run/react";
import type { AppLoadContext, ServerBuild } from "@remix-run/server-runtime";

type Handler = (request: Request, loadContext?: AppLoadContext) => Promise<Response>;
type CreateHandler = (build: ServerBuild, mode?: string) => Handler;
type RouteNode = Parameters<typeof matchRoutes>[0][number];

/** Pathnames remembered (each maps to a shared handler); the oldest is forgotten first. */
const PATHNAMES = 1_000;
/** Route subsets with a handler of their own; past this, requests take the whole build. */
const SUBSETS = 500;

/**
 * Remix's request handler, given for each request only the routes that request can reach.
 *
 * Remix matches the URL against every route of the build several times per request (the request
 * handler, the static handler, the manifest the page carries for lazy route discovery: once per
 * parent path) and builds the route tree twice per render; @remix-run/router flattens and ranks
 * all routes on every match. With the app's ~55 routes that was a quarter of the server's CPU for
 * /auth/signin (docs/decisions/0014). On Node a dependency patch now caches the ranking and the
 * patterns (patches/@remix-run+router+1.23.3.patch), which makes this handler's own matching of a
 * pathname it has not seen cheap (2-6 ms -> 0.02-0.12 ms with 113 routes); the subset still spares
 * every request the whole tree's route objects, and the Worker's router is not patched. The
 * routes a request can reach are the ones matched for its path and for each parent path of it:
 * exactly the routes the page's manifest hands the browser (lazy route discovery,
 * future.v3_lazyRouteDiscovery), which the browser's router starts with.
 * The server now starts with the same subset, so every match Remix makes for the request ranks
 * the same winners among fewer candidates (removing routes that did not win changes no ranking),
 * and the page is byte for byte what the whole build renders. The subset's handler is made once
 * (createRequestHandler, Remix's own, on a ServerBuild with the other routes left out) and shared
 * by every pathname that reaches the same routes.
 *
 * Left to the whole build: /__manifest (the browser discovering routes asks about other paths).
 * Would not hold for <Link prefetch="render"> (the server would match the link's target among the
 * page's routes only, as the browser does before discovery), which the app does not use.
 */
export function routeSubsetHandler(createRequestHandler: CreateHandler, build: ServerBuild, mode?: string): Handler {
  const whole = createRequestHandler(build, mode);
  // The route tree as Remix builds it from the manifest (createRoutes): children in the
  // manifest's order, which breaks ranking ties the same way.
  const childrenOf = (parentId: string | undefined): RouteNode[] =>
    Object.values(build.routes)
      .filter((route) => route.parentId === parentId)
      .map(
        (route) =>
          ({
            id: route.id,
            path: route.path,
            index: route.index,
            caseSensitive: route.caseSensitive,
            children: childrenOf(route.id),
          }) as RouteNode,
      );
  const tree = childrenOf(undefined);
  const rootIds = tree.map((route) => route.id!);
  const manifestPath = `${build.basename ?? "/"}/__manifest`.replace(/\/+/g, "/");

  const byPathname = new Map<string, Handler>();
  const bySubset = new Map<string, Handler>();

  const reachable = (pathname: string): Set<string> => {
    const ids = new Set(rootIds);
    const paths = [pathname, ...parentPaths(pathname)];
    // Single fetch: /x.data is handled as /x (/_root.data as /).
    if (pathname.endsWith(".data")) {
      const handled = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
      paths.push(handled, ...parentPaths(handled));
    }
    for (const path of paths)
      for (const match of matchRoutes(tree, path, build.basename ?? "/") ?? []) ids.add(match.route.id!);
    return ids;
  };

  const handlerFor = (pathname: string): Handler => {
    let handler = byPathname.get(pathname);
    if (handler) return handler;
    const ids = reachable(pathname);
    const key = [...ids].sort().join("\n");
    handler = bySubset.get(key);
    if (!handler) {
      if (bySubset.size >= SUBSETS) return whole;
      const keep = <T>(routes: Record<string, T>) =>
        Object.fromEntries(Object.entries(routes).filter(([id]) => ids.has(id)));
      handler = createRequestHandler(
        { ...build, routes: keep(build.routes), assets: { ...build.assets, routes: keep(build.assets.routes) } },
        mode,
      );
      bySubset.set(key, handler);
    }
    if (byPathname.size >= PATHNAMES) byPathname.delete(byPathname.keys().next().value!);
    byPathname.set(pathname, handler);
    return handler;
  };

  return (request, loadContext) => {
    const { pathname } = new URL(request.url);
    return (pathname === manifestPath ? whole : handlerFor(pathname))(request, loadContext);
  };
}

/** The parent paths the page's manifest walks (getPartialManifest): for /a/b/c, /, /a and /a/b. */
function parentPaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const paths = ["/"];
  for (segments.pop(); segments.length > 0; segments.pop()) paths.push(`/${segments.join("/")}`);
  return paths;
}
