/**
 * Builds the web app (`remix vite:build`) and notes what it was built from: a SHA-256 of every
 * input of the build, written to the build directory once the build succeeded.
 *
 *   tsx scripts/build.ts                   npm run build
 *   tsx scripts/build.ts --if-changed      npm start: builds only when an input changed
 *   tsx scripts/build.ts --edge [...]      the same for build-edge/ (vite.edge.config.ts)
 *
 * A second `npm start` with nothing changed goes straight to the server instead of rebuilding
 * (a minute or more on a small machine). The note is removed before a build starts, so a build
 * that failed or was interrupted is never taken for a current one.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const edge = process.argv.includes("--edge");
const ifChanged = process.argv.includes("--if-changed");

/** What the build reads: the app, the contract it imports, static files, the configs, the exact dependencies. */
const inputs = [
  "app",
  "graphql",
  "public",
  "package-lock.json",
  "remix.config.js",
  "vite.config.ts",
  "tailwind.config.ts",
  "tsconfig.json",
  ...(edge ? ["edge", "vite.edge.config.ts", "tsconfig.edge.json"] : []),
];
const buildDirectory = path.join(root, edge ? "build-edge" : "build");
const stampFile = path.join(buildDirectory, ".inputs.sha256");
/** What has to be there for the build to be usable at all. */
const outputs = [path.join(buildDirectory, "server/index.js"), path.join(buildDirectory, "client")];

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(entry, name))
    .filter((file) => statSync(path.join(root, file)).isFile());
}

/** One hash over every input file's path and content, in a fixed order. */
function inputsHash(): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(files).sort()) {
    hash.update(file).update("\0").update(readFileSync(path.join(root, file))).update("\0");
  }
  return hash.digest("hex");
}

const current = inputsHash();
if (ifChanged && outputs.every((file) => existsSync(file)) && existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === current) {
  console.log(`${path.relative(root, buildDirectory)}/ is up to date with the sources: not rebuilding.`);
  process.exit(0);
}

rmSync(stampFile, { force: true });
const args = ["vite:build", ...(edge ? ["--config", "vite.edge.config.ts"] : [])];
// Remix's own command, not through npx (which would print npm's notes a second time).
const build = spawnSync(path.join(root, "node_modules/.bin/remix"), args, { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(stampFile, `${current}\n`);
