/**
 * The Node process as plain JavaScript: server/index.ts (the web host, the API, the jobs) and
 * server/migrate.ts (the migrate step), bundled by esbuild into build/node/ so that production
 * runs `node build/node/index.js` without compiling TypeScript at start (tsx stays for `npm run
 * dev`, the scripts and the tests). Packages stay in node_modules (not bundled): the bundle is
 * this repository's own code, server/ and the graphql/ it imports.
 *
 * Files the code reads beside itself (the migrations, the GraphQL schema, the HEIC worker) are
 * found through `import.meta.url`; in the bundle that would be the bundle's own address, so each
 * source file's `import.meta.url` is written as its source file's address relative to the output
 * directory: the built server reads server/db/migrations/ and graphql/schema/ from the checkout,
 * the one copy there is, and works wherever the checkout is (a container's /app, CI's directory).
 * The output directory must stay inside the checkout, where node_modules is found.
 */
import { build, type Plugin } from "esbuild";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));

/** What the server bundle is made of: every input of it (the build's stamp hashes them). */
export const SERVER_INPUTS = ["server", "graphql", "package-lock.json", "tsconfig.json", "scripts/lib/build-server.ts"];

/** The entry points, by output name: build/node/index.js and build/node/migrate.js. */
export const SERVER_ENTRIES = { index: "server/index.ts", migrate: "server/migrate.ts" } as const;

/** `import.meta.url` of each source file as that file's own address, seen from the output directory. */
function sourceUrls(outdir: string): Plugin {
  return {
    name: "source-import-meta-url",
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = await readFile(args.path, "utf8");
        if (!text.includes("import.meta.url")) return undefined;
        const relative = path.relative(outdir, args.path).split(path.sep).join("/");
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: text.replaceAll("import.meta.url", url), loader: "ts" };
      });
    },
  };
}

/** Bundles the server into `outdir` (absolute, inside the checkout). */
export async function buildServer(outdir = path.join(root, "build/node")): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    // Class and function names as written (error.name, logs, stack traces): bundling renames
    // what two files declare alike.
    keepNames: true,
    // For `node --enable-source-maps` (off by default: it makes every stack trace costly to read).
    sourcemap: "linked",
    // Chunks beside the entries: every file of the bundle is one directory below the checkout's
    // build/, as the addresses written for import.meta.url assume.
    chunkNames: "[name]-[hash]",
    logLevel: "warning",
    plugins: [sourceUrls(outdir)],
  });
}
