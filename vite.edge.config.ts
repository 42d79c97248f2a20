import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import remixConfig from "./remix.config.js";
import { alias, browserChunks, chunkFileNames, knownBuildNotes } from "./vite.config";
import { noNodeBuiltins } from "./edge/no-node-builtins";

/**
 * The web half for a Workers runtime (workerd): `npm run build:edge` writes build-edge/client (the
 * static files) and build-edge/server/index.js, one self-contained ES module whose default export
 * is the Worker (edge/worker.ts, which imports Remix's server build). Everything is bundled with
 * the Workers conditions (react-dom/server becomes its Web Streams build, #render its edge
 * variant) and no Node compatibility: the build fails, naming the route, if anything imports a
 * Node built-in (edge/no-node-builtins.ts).
 */
const workerEntry: Plugin = {
  name: "vhold:worker-entry",
  enforce: "post",
  config(_config, env) {
    // Remix makes its server build the SSR input; the Worker wraps it.
    if (env.isSsrBuild) return { build: { rollupOptions: { input: "edge/worker.ts" } } };
  },
};

const workersConditions = ["workerd", "worker", "browser"];

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias },
  plugins: [
    tailwindcss(),
    remix({ ...remixConfig, buildDirectory: "build-edge" }),
    workerEntry,
    browserChunks,
    knownBuildNotes,
    isSsrBuild ? noNodeBuiltins() : null,
  ],
  ssr: {
    target: "webworker",
    noExternal: true,
    resolve: { conditions: workersConditions, externalConditions: workersConditions },
  },
  build: {
    target: "es2022",
    minify: true,
    // One file: a Worker is uploaded as a module, and workerd loads it without a module map.
    rollupOptions: { output: isSsrBuild ? { inlineDynamicImports: true } : { chunkFileNames } },
  },
}));
