import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin } from "vite";
import { configDefaults, defineConfig } from "vitest/config";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import remixConfig from "./remix.config.js";
import { ENGINE_NEUTRAL_FILES } from "./tests/integration/engine";

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
 * (locale-uk-common-<hash>.js, locale-uk-auth.signin-<hash>.js), not after a route that imports it.
 */
export function chunkFileNames(chunk: { facadeModuleId: string | null }): string {
  const area = /\/app\/locales\/(\w+)\/(\w+(?:\/\w+)?)\.ts$/.exec(chunk.facadeModuleId ?? "");
  return area ? `assets/locale-${area[1]}-${area[2].replace("/", ".")}-[hash].js` : "assets/[name]-[hash].js";
}

/**
 * The framework, with the modules every hydrated page runs, in one browser chunk (named
 * components-<hash>.js after the first module Rollup put in it): React, react-dom, Remix and React
 * Router, root, the translator and the catalogue loader, the form helpers, the button, the
 * language form, the toaster's switch. Fetched as a dozen small files they cost about 3.5 KB more
 * gzipped on a form page (each file compressed alone, each repeating its imports). Route modules
 * and what only some routes use (Radix, the editor, the header's lazy panels) stay in their own
 * chunks; the groups below gather the rest.
 */
const corePackages =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|turbo-stream|@remix-run\/[^/]+)\//;
/** Files of this project, by their path from the root. */
const projectFiles = (...files: string[]) =>
  new Set(files.map((file) => fileURLToPath(new URL(`./${file}`, import.meta.url))));

/**
 * Chunks by what pages share. A module listed here goes to its group's chunk, and a page that
 * needs any module of a group loads the whole group: so a group holds only what its pages run
 * anyway. One file instead of several saves each file's gzip overhead and its import lines.
 */
const moduleGroups: [chunk: string, modules: Set<string>][] = [
  [
    "components",
    projectFiles(
      "app/root.tsx",
      "app/tailwind.css",
      "app/lib/catalogue.client.ts",
      "app/lib/i18n-react.tsx",
      "app/lib/translate.ts",
      "app/lib/i18n.ts",
      "graphql/languages.ts",
      "app/lib/route-handle.ts",
      "app/lib/nonce.tsx",
      "app/lib/meta.ts",
      "app/lib/form.ts",
      "graphql/errors.ts",
      "app/hooks/use-hydrated.ts",
      "app/components/toaster.tsx",
      "app/components/language-form.tsx",
      "app/components/ui/button.tsx",
      "app/components/ui/field.tsx",
    ),
  ],
  // The new-account fields (password hints with the strength, the live username check): the
  // registration page and the settings that use one of them fetch one small file, not two.
  [
    "account-fields",
    projectFiles(
      "app/components/password-hints.tsx",
      "graphql/validation/password-strength.ts",
      "app/hooks/use-username-check.ts",
    ),
  ],
  // The signed-in layout (the header and what it imports), with the small helpers nearly every
  // signed-in page uses (route dialogs, dates, avatars, levels): one file instead of eight on
  // every page of the app, 0.8 KB less gzipped on the files page. None of them is a sign-in page's.
  [
    "app-shell",
    projectFiles(
      "app/routes/_app.tsx",
      "app/components/logout-dialog.tsx",
      "app/lib/safe-redirect.ts",
      "app/lib/settings-route.ts",
      "app/components/ui/user-avatar.tsx",
      "app/lib/initials.ts",
      "graphql/validation/graphemes.ts",
      "app/lib/intl.ts",
      "app/lib/format-date.ts",
      "graphql/time-zone.ts",
      "app/components/route-dialog.tsx",
      "app/components/route-dialog-context.ts",
      "app/components/ui/level.tsx",
    ),
  ],
  // The company's state banners, which vHub's layout and vHold's dashboard both show: a file of
  // their own, or Rollup puts them in hub-shell and vHold's dashboard loads the hub's layout.
  ["banner", projectFiles("app/components/ui/banner.tsx")],
  // vHub's layout (the hub's menu and role picker) and the hub's paths, which only vHub pages use.
  [
    "hub-shell",
    projectFiles(
      "app/routes/_app.vhub.$id/route.tsx",
      "app/components/vhub/hub-nav.tsx",
      "app/components/header/role-picker.tsx",
      "app/lib/hub-paths.ts",
    ),
  ],
  // The files page (My files): its three routes, the browser and the paths, which only the files
  // pages use. The search form and the size hook, which the instructions use too, stay chunks of
  // their own: left out, Rollup would put them in this chunk (a group takes in what only its
  // modules import) and the instructions pages would load all of it.
  ["search-form", projectFiles("app/components/ui/search-form.tsx")],
  ["file-size", projectFiles("app/hooks/use-file-size.ts")],
  // The "in development" page a module shows while its flag is off (files, tasks): left out, it
  // went into the files chunk, and every tasks page loaded the files page's browser.
  ["module-in-development", projectFiles("app/components/vhub/module-in-development.tsx")],
  [
    "files",
    projectFiles(
      "app/routes/_app.vhub.$id.files.tsx",
      "app/routes/_app.vhub.$id.files._mine.tsx",
      "app/routes/_app.vhub.$id.files._mine._index.tsx",
      "app/components/files/files-browser.tsx",
      "app/lib/files-paths.ts",
    ),
  ],
];

export function manualChunks(id: string): string | undefined {
  if (corePackages.test(id) || id.startsWith("\0vite/preload-helper") || id.startsWith("\0commonjsHelpers"))
    return "components";
  const file = id.replace(/\?.*$/, "");
  return moduleGroups.find(([, modules]) => modules.has(file))?.[0];
}

/**
 * Terser, not esbuild, minifies the browser's chunks: about 3.5 KB less gzipped on every page
 * (most of it in Remix and React Router, which ship unminified). Each licence notice is kept once.
 */
const notices = new Set<string>();
export const terserOptions = {
  ecma: 2020,
  module: true,
  // pure_getters: reading a property has no side effect (no code here reads one only to force a
  // layout): 0.5 KB less gzipped on every page, most of it in react-dom and Remix. Not
  // unsafe_arrows/unsafe_methods: they turned the editor's constructors into arrows, which have
  // no prototype (the knowledge base's authoring pages failed).
  compress: { passes: 2, pure_getters: true },
  format: {
    comments: (_node: unknown, comment: { value: string }) => {
      if (!/@license|Copyright/.test(comment.value) || notices.has(comment.value)) return false;
      notices.add(comment.value);
      return true;
    },
  },
} as const;

/** The browser build's chunking and minifier (above); the server build is left as Vite makes it. */
export const browserChunks: Plugin = {
  name: "vhold:browser-chunks",
  config: (_config, env) =>
    env.isSsrBuild
      ? undefined
      : { build: { minify: "terser", terserOptions, rollupOptions: { output: { manualChunks } } } },
};

/** tests/integration/engine.ts's list, each file still there: a renamed one must not run twice unnoticed. */
function engineNeutralFiles() {
  const files = Object.keys(ENGINE_NEUTRAL_FILES);
  const gone = files.filter((file) => !existsSync(fileURLToPath(new URL(`./${file}`, import.meta.url))));
  if (gone.length)
    throw new Error(
      `ENGINE_NEUTRAL_FILES (tests/integration/engine.ts) names files that do not exist: ${gone.join(", ")}`,
    );
  return files;
}

/** The browser chunk Rollup names after a route module (an entry): its file name, `$` made safe. */
const routeChunkName = (file: string) =>
  path
    .basename(file)
    .replace(/\.[cm]?[jt]sx?$/, "")
    .replace(/\$/g, "_");

/**
 * Two notes Rollup prints that say nothing is wrong are dropped, each only where it is known to be
 * harmless, so that a build's output shows only what needs looking at (both builds use this):
 * - an empty browser chunk of a route module. Remix gives every route a browser chunk, and the
 *   manifest names it; a route with only a loader or an action (a redirect, a resource route) has
 *   nothing for the browser (remix-run/remix#9055). An empty chunk that is not a route's still shows.
 * - a dependency's comment that mentions `@__PURE__` in prose (zod 4's, bundled into the Worker):
 *   Rollup drops the comment and the code stays as it is. Our own code's still show.
 */
let routeChunks = new Set<string>();
export const knownBuildNotes: Plugin = {
  name: "vhold:known-build-notes",
  configResolved(config) {
    const remixContext = (
      config as { __remixPluginContext?: { remixConfig: { routes: Record<string, { file: string }> } } }
    ).__remixPluginContext;
    routeChunks = new Set(
      Object.values(remixContext?.remixConfig.routes ?? {}).map((route) => routeChunkName(route.file)),
    );
  },
  onLog(_level, log) {
    if (log.code === "EMPTY_BUNDLE" && log.names?.every((name) => routeChunks.has(name))) return false;
    if (log.code === "INVALID_ANNOTATION" && log.id?.includes("/node_modules/")) return false;
  },
};

/**
 * The Node server build is one file, as the edge build's is. The server holds every catalogue
 * area at once (app/locales/<lang>/index.ts); the loaders of per-area chunks that route modules
 * name in handle.i18n are the browser's. Split on the server, each of them was a chunk the index
 * had already pulled in, and a warning ("dynamically imported but also statically imported").
 * Nothing on the server is worth loading late.
 */
export const serverOneFile: Plugin = {
  name: "vhold:server-one-file",
  config: (_config, env) =>
    env.isSsrBuild ? { build: { rollupOptions: { output: { inlineDynamicImports: true } } } } : undefined,
};

export default defineConfig({
  resolve: { alias },
  // Remix's Vite plugin must stay off under vitest.
  plugins: process.env.VITEST ? [] : [tailwindcss(), remix(remixConfig), browserChunks, serverOneFile, knownBuildNotes],
  build: { target: "es2020", rollupOptions: { output: { chunkFileNames } } },
  server: { hmr: process.env.HMR_PORT ? { port: Number(process.env.HMR_PORT) } : undefined },
  test: {
    // Both cores: vitest's default in a run is one worker fewer than the machine's CPUs, which on
    // CI's two-core machine is one, and the suite's files (each its own database) ran one by one.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "graphql/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "edge/**/*.test.ts",
            "tests/unit/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          // The files of a worker share one module graph: each file builds its own app, clock,
          // messenger and database (harness.ts createTestApp), no module keeps a request's state,
          // and none of these files mocks a module (vi.mock would reach the files after it). Each
          // file imported the whole server again in its own graph, about 5 s a file: the PGlite
          // pass went from 8:08 to 5:21, the PostgreSQL pass takes 2:15.
          isolate: false,
          include: ["tests/integration/**/*.test.ts"],
          // On PostgreSQL, only the files that test something the engines do differently.
          exclude:
            process.env.TEST_DATABASE === "postgres"
              ? [...configDefaults.exclude, ...engineNeutralFiles()]
              : configDefaults.exclude,
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
