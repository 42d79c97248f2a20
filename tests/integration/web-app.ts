/**
 * The web app (app/) served in-process for integration tests, as `npm start` serves its build:
 * server/http.ts's Express app with the API and a Remix server build made here from the route
 * modules themselves (the routes found as Remix's Vite plugin finds them, the modules loaded
 * through vitest's transform), listening on loopback. Pages are rendered on the server only, so
 * the browser's assets are named but never built.
 */
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "@remix-run/server-runtime";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import remixConfig from "../../remix.config.js";
import type { Config } from "../../server/config";
import type { Logger } from "../../server/logger";
import { createHttpApp } from "../../server/http";
import { RequestState } from "#graphql/load-context";
import { sessionStorage } from "~/lib/session.server";
import type { SignedUpUser, TestApp } from "./harness";

const appDirectory = fileURLToPath(new URL("../../app", import.meta.url));
const routeModules = import.meta.glob<Record<string, unknown>>("../../app/routes/**/*.{ts,tsx}");

export interface RouteFile {
  id: string;
  /** The route's URL pattern, its parents' included (/vhold/:id/transfer). */
  path: string;
  /** The module's file, relative to app/. */
  file: string;
}

/** The routes of the app, as Remix's flat routes convention reads app/routes. */
export function appRoutes(): Array<RouteFile & { parentId?: string; index?: boolean; segment?: string }> {
  const manifest = flatRoutes(appDirectory, remixConfig.ignoredRouteFiles);
  const pathOf = (id: string | undefined): string => {
    if (!id || id === "root") return "";
    const route = manifest[id];
    return [pathOf(route.parentId), route.path].filter(Boolean).join("/");
  };
  return Object.values(manifest).map((route) => ({
    id: route.id,
    parentId: route.parentId,
    index: route.index,
    segment: route.path,
    path: `/${pathOf(route.id)}`,
    file: route.file,
  }));
}

async function serverBuild(): Promise<ServerBuild> {
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: (await import("~/root")) as never },
  };
  const assets: ServerBuild["assets"] = {
    entry: { module: "/assets/entry.client.js", imports: [] },
    routes: {},
    url: "/assets/manifest.js",
    version: "integration",
  };
  for (const route of appRoutes()) {
    const load = routeModules[`../../app/${route.file}`];
    if (!load) throw new Error(`no module for ${route.file}`);
    routes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: route.segment,
      index: route.index,
      module: (await load()) as never,
    };
  }
  for (const route of Object.values(routes)) {
    const module = route.module as unknown as Record<string, unknown>;
    assets.routes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      module: `/assets/${route.id}.js`,
      hasLoader: Boolean(module.loader),
      hasAction: Boolean(module.action),
      hasClientLoader: Boolean(module.clientLoader),
      hasClientAction: Boolean(module.clientAction),
      hasErrorBoundary: Boolean(module.ErrorBoundary),
      imports: [],
    };
  }
  // The app's future flags, as the build carries them.
  const flags = remixConfig.future ?? {};
  const future: ServerBuild["future"] = {
    v3_fetcherPersist: flags.v3_fetcherPersist === true,
    v3_relativeSplatPath: flags.v3_relativeSplatPath === true,
    v3_throwAbortReason: flags.v3_throwAbortReason === true,
    v3_lazyRouteDiscovery: flags.v3_lazyRouteDiscovery === true,
    v3_singleFetch: flags.v3_singleFetch === true,
  };
  return {
    mode: "production",
    entry: { module: (await import("~/entry.server")) as never },
    routes,
    assets,
    basename: "/",
    publicPath: "/assets/",
    assetsBuildDirectory: "build/client",
    future,
    isSpaMode: false,
  };
}

export interface ServedWebApp {
  url: string;
  close(): Promise<void>;
}

/**
 * The whole process (API and pages) on a free loopback port. `config`: settings of this process's
 * own (e.g. apiUrl: the pages call an API served apart, as the split does).
 */
export async function serveWebApp(
  app: TestApp,
  logger: Logger,
  options: { inProcessGraphQL?: boolean; config?: Partial<Config> } = {},
): Promise<ServedWebApp> {
  const { config, ...rest } = options;
  const http = createHttpApp({
    config: { ...app.config, ...config },
    api: app.api,
    db: app.database.db,
    logger,
    build: await serverBuild(),
    ...rest,
  });
  const server: Server = http.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The web session cookie of a person signed in through the API, as the sign-in steps leave it. */
export async function signedInCookie(app: TestApp, user: SignedUpUser): Promise<string> {
  const context = { sessionSecret: app.config.sessionSecret, secureCookies: false, state: new RequestState() } as never;
  const session = await sessionStorage(context).getSession();
  session.set("tokens", {
    accessToken: user.accessToken,
    refreshToken: user.refreshToken,
    sessionState: user.sessionState,
    expiresAt: Date.now() + 3_600_000,
  });
  return (await sessionStorage(context).commitSession(session)).split(";")[0];
}
