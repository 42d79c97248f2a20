import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import remixConfig from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/** Shared with vite.edge.config.ts (the Workers build of app/). */
export const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#graphql": fileURLToPath(new URL("./graphql", import.meta.url)),
};

/**
 * Browser chunk names, shared with vite.edge.config.ts: a catalogue area is named for what it is
 * (locale-uk-auth-<hash>.js), not after a route that imports it.
 */
export function chunkFileNames(chunk: { facadeModuleId: string | null }): string {
  const area = /\/app\/locales\/(\w+)\/(\w+)\.ts$/.exec(chunk.facadeModuleId ?? "");
  return area ? `assets/locale-${area[1]}-${area[2]}-[hash].js` : "assets/[name]-[hash].js";
}

export default defineConfig({
  resolve: { alias },
  // Remix's Vite plugin must stay off under vitest.
  plugins: process.env.VITEST ? [] : [tailwindcss(), remix(remixConfig)],
  build: { target: "es2020", rollupOptions: { output: { chunkFileNames } } },
  server: { hmr: process.env.HMR_PORT ? { port: Number(process.env.HMR_PORT) } : undefined },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "graphql/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "edge/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/setup-console.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
