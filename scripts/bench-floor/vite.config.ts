import { vitePlugin as remix } from "@remix-run/dev";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/** The floor page of `npm run bench`, built from the same dependencies as the app. */
const root = fileURLToPath(new URL("../..", import.meta.url));
export default defineConfig({
  root,
  logLevel: "warn",
  plugins: [
    remix({
      appDirectory: "scripts/bench-floor/app",
      buildDirectory: ".cache/bench-floor",
      future: { v3_singleFetch: true, v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true },
    }),
  ],
});
