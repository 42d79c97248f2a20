/**
 * The split against the single process, side by side, on loopback (bounded: stops by itself):
 *  - the edge bundle: the Worker module's size, raw and gzipped;
 *  - the worker's cold start: from starting workerd (through miniflare) to the first 200 of
 *    /auth/signin, and that first request's latency, against the same for the single Node process;
 *  - GET /auth/signin requests per second and server CPU per request: the web half in workerd in
 *    front of the API alone on Node (workerd's CPU and the API's, summed), against the single
 *    Node process, same load.
 *
 *   npm run build && npm run build:edge && npm run bench:edge [-- --seconds 10 --connections 16 --rounds 3]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startWorker } from "./lib/edge";
import { formatLoad, load, workerdPids } from "./lib/load";
import { freePort, serveBuiltApp, serverCommand } from "./lib/serve";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const run = { seconds: arg("seconds", 10), connections: arg("connections", 16) };
const ROUNDS = arg("rounds", 3);
const SESSION_SECRET = "bench-session-secret-0123456789abcdef";
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Polls `url` every 10 ms from `started` on; the time to the first 200 and that request's own latency. */
async function firstOk(url: string, started: number, isDead: () => boolean) {
  const deadline = started + 180_000;
  for (;;) {
    if (isDead()) throw new Error(`the server behind ${url} exited`);
    const sent = performance.now();
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return { ready: performance.now() - started, latency: performance.now() - sent };
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${url} gave no 200 within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// ---- The bundle ---------------------------------------------------------------------------------
const bundle = readFileSync("build-edge/server/index.js");
console.log(
  `node ${process.version}, loopback, embedded PGlite, ${ROUNDS} cold starts each, ${run.seconds} s of load per target\n`,
);
console.log(
  `edge bundle (build-edge/server/index.js)   ${kb(bundle.length)} raw   ${kb(gzipSync(bundle).length)} gzipped\n`,
);

// ---- The API alone, behind the web half ---------------------------------------------------------
const api = await serveBuiltApp({ RATE_LIMIT_ADDRESS_MAX: "100000" }, { args: ["--api-only"] });
const bindings = { API_URL: api.url, API_KEY: api.apiKey, SESSION_SECRET, APP_ENV: "test" };
try {
  // ---- Cold starts ------------------------------------------------------------------------------
  const edgeStarts: { ready: number; latency: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const port = await freePort();
    const started = performance.now();
    const starting = startWorker({ port, bindings, quiet: true });
    const first = await firstOk(`http://127.0.0.1:${port}/auth/signin`, started, () => false);
    edgeStarts.push(first);
    await (await starting).stop();
  }

  const nodeStarts: { ready: number; latency: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), "vhold-bench-"));
    const started = performance.now();
    // Production's command: the built server (a checkout not rebuilt since it came: its sources through tsx).
    const command = serverCommand(process.cwd());
    const child = spawn(process.execPath, [...(command.built ? [] : ["--import", "tsx"]), command.entry], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        APP_ENV: "test",
        PORT: String(port),
        DATA_DIR: dataDir,
        API_KEY: api.apiKey,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    try {
      nodeStarts.push(await firstOk(`http://127.0.0.1:${port}/auth/signin`, started, () => child.exitCode !== null));
    } finally {
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const row = (name: string, starts: { ready: number; latency: number }[]) =>
    `${name.padEnd(42)} first 200 of /auth/signin after ${median(starts.map((s) => s.ready))
      .toFixed(0)
      .padStart(5)} ms` +
    `   first request ${median(starts.map((s) => s.latency))
      .toFixed(0)
      .padStart(4)} ms` +
    `   (each: ${starts.map((s) => `${s.ready.toFixed(0)}/${s.latency.toFixed(0)}`).join(", ")})`;
  console.log("cold start (median; each run: ms to first 200 / ms of that request)");
  console.log(row("web half in workerd (API already up)", edgeStarts));
  console.log(row("single Node process (PGlite opens too)", nodeStarts));
  console.log();

  // ---- Load -------------------------------------------------------------------------------------
  console.log("GET /auth/signin under load");
  const before = new Set(workerdPids());
  const worker = await startWorker({ port: await freePort(), bindings, quiet: true });
  try {
    const servers = [...workerdPids().filter((pid) => !before.has(pid)), api.pid];
    console.log(
      formatLoad(
        await load("edge: workerd + the API on Node", servers, () => fetch(`${worker.url}/auth/signin`), run),
        run,
      ),
    );
  } finally {
    await worker.stop();
  }
  const single = await serveBuiltApp({ RATE_LIMIT_ADDRESS_MAX: "100000" });
  try {
    console.log(
      formatLoad(await load("single Node process", [single.pid], () => fetch(`${single.url}/auth/signin`), run), run),
    );
  } finally {
    await single.stop();
  }
} finally {
  await api.stop();
}
