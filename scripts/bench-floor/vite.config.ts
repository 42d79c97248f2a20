import { vitePlugin as remix } from "@remix-run/dev";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import remixConfig from "../../remix.config.js";

/**
 * The floor page of `npm run bench`, built from the same dependencies as the app.
 * BENCH_FLOOR=shape: the same page with the app's route tree around it (every route file of app/
 * at its path and nesting, each a bare <Outlet />; the form page at /auth/signin under its
 * layout): what the number of routes costs by itself.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const shape = process.env.BENCH_FLOOR === "shape";
export default defineConfig({
  root,
  logLevel: "warn",
  plugins: [
    remix({
      appDirectory: "scripts/bench-floor/app",
      buildDirectory: shape ? ".cache/bench-floor-shape" : ".cache/bench-floor",
      future: {
        v3_singleFetch: true,
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
      },
      ...(shape
        ? {
            ignoredRouteFiles: ["**/*"],
            routes: async () => {
              const app = flatRoutes(
                fileURLToPath(new URL("../../app", import.meta.url)),
                remixConfig.ignoredRouteFiles,
              );
              return Object.fromEntries(
                Object.values(app).map((route) => [
                  route.id,
                  { ...route, file: route.id === "routes/auth.signin" ? "routes/_index.tsx" : "../shape/layout.tsx" },
                ]),
              );
            },
          }
        : {}),
    }),
  ],
});
