/**
 * Builds the app for production and notes what each part was built from: a SHA-256 of every input
 * of the part, written beside it once its build succeeded.
 *
 *   tsx scripts/build.ts                   npm run build: the web app (`remix vite:build`, build/)
 *                                          and the Node server (esbuild, build/node/)
 *   tsx scripts/build.ts --if-changed      npm start: builds only a part whose inputs changed
 *   tsx scripts/build.ts --server [...]    the Node server only (npm run start:api: the API
 *                                          alone needs no web app)
 *   tsx scripts/build.ts --edge [...]      the web app for workerd instead, build-edge/ (vite.edge.config.ts)
 *
 * A second `npm start` with nothing changed goes straight to the server instead of rebuilding
 * (a minute or more on a small machine; the server alone takes seconds). A note is removed before
 * its build starts, so a build that failed or was interrupted is never taken for a current one.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildServer, root, SERVER_ENTRIES, SERVER_INPUTS } from "./lib/build-server";

const edge = process.argv.includes("--edge");
const serverOnly = process.argv.includes("--server");
const ifChanged = process.argv.includes("--if-changed");

interface Part {
  name: string;
  /** What the build reads (files and directories, from the checkout's root). */
  inputs: string[];
  directory: string;
  /** What has to be there for the build to be usable at all. */
  outputs: string[];
  build(): Promise<boolean>;
}

/** The web app: the app, the contract it imports, static files, the configs, the exact dependencies, their patches. */
const web = (edge: boolean): Part => {
  const directory = path.join(root, edge ? "build-edge" : "build");
  return {
    name: edge ? "the web app for workerd" : "the web app",
    inputs: [
      "app",
      "graphql",
      "public",
      "package-lock.json",
      // The browser's bundle holds patched package code (patches/@remix-run+react+*.patch).
      "patches",
      "remix.config.js",
      "vite.config.ts",
      "tailwind.config.ts",
      "tsconfig.json",
      ...(edge ? ["edge", "vite.edge.config.ts", "tsconfig.edge.json"] : []),
    ],
    directory,
    outputs: [path.join(directory, "server/index.js"), path.join(directory, "client")],
    async build() {
      const args = ["vite:build", ...(edge ? ["--config", "vite.edge.config.ts"] : [])];
      // Remix's own command, not through npx (which would print npm's notes a second time).
      const result = spawnSync(path.join(root, "node_modules/.bin/remix"), args, { cwd: root, stdio: "inherit" });
      return result.status === 0;
    },
  };
};

/** The Node server as JavaScript (scripts/lib/build-server.ts): server/, the graphql/ it imports, the exact dependencies. */
const server: Part = {
  name: "the server",
  inputs: SERVER_INPUTS,
  directory: path.join(root, "build/node"),
  outputs: Object.keys(SERVER_ENTRIES).map((name) => path.join(root, "build/node", `${name}.js`)),
  async build() {
    const started = performance.now();
    rmSync(server.directory, { recursive: true, force: true });
    try {
      await buildServer(server.directory);
    } catch {
      return false; // esbuild has printed what failed
    }
    console.log(
      `build/node/ built in ${Math.round(performance.now() - started)} ms: production runs \`node build/node/index.js\``,
    );
    return true;
  },
};

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(entry, name))
    .filter((file) => statSync(path.join(root, file)).isFile());
}

/** One hash over every input file's path and content, in a fixed order. */
function inputsHash(inputs: string[]): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(files).sort()) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

// The web app first: `remix vite:build` empties the whole build/ directory, build/node/ with it,
// which the server's check then finds missing.
const parts = edge ? [web(true)] : serverOnly ? [server] : [web(false), server];
for (const part of parts) {
  const stampFile = path.join(part.directory, ".inputs.sha256");
  const current = inputsHash(part.inputs);
  if (
    ifChanged &&
    part.outputs.every((file) => existsSync(file)) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8").trim() === current
  ) {
    console.log(`${path.relative(root, part.directory)}/ is up to date with the sources: not rebuilding ${part.name}.`);
    continue;
  }
  rmSync(stampFile, { force: true });
  if (!(await part.build())) process.exit(1);
  mkdirSync(part.directory, { recursive: true });
  writeFileSync(stampFile, `${current}\n`);
}
