import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { procStat } from "../../server/proc";

export interface RunningServer {
  url: string;
  /** The server's process, for reading its CPU time (scripts/bench.ts). */
  pid: number;
  apiKey: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The Node flags the server runs with in production (package.json's start, serve and start:api put
 * them in NODE_OPTIONS, scripts/edge.ts passes them to its API; serve.test.ts holds package.json to
 * them), so that what a script measures is what runs. A young generation of 32 MB semi-spaces
 * rather than V8's 16: a page's request allocates a few megabytes that die with it, and at 16 MB
 * scavenges ran often enough to be 12 % of the server's CPU; 32 cut the data pages' CPU by 5 to
 * 13 % in alternating rounds (docs/decisions/0021, seventh session). The space grows to it only
 * under load.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"] as const;

/** A port the system says is free now (so that two checkouts can run scripts side by side). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * How a checkout's server is started: production's command, `node build/node/index.js` (the
 * server built by npm run build, scripts/lib/build-server.ts), and /readyz to wait for. A checkout
 * from before the built server (the bench's --compare of an older one) runs its sources through
 * tsx and answers /healthz, as it did then.
 */
export function serverCommand(cwd: string): { built: boolean; entry: string; ready: string } {
  if (existsSync(path.join(cwd, "build/node/index.js")))
    return { built: true, entry: "build/node/index.js", ready: "/readyz" };
  return { built: false, entry: "server/index.ts", ready: "/healthz" };
}

/**
 * A module given to `--import` in TypeScript (the bench's probe, scripts/lib/bench-probe.ts) as
 * JavaScript the plain node of the built server loads: bundled into the checkout's .cache/serve/
 * (packages left to node_modules, so that it patches the very modules the server loads).
 */
async function importsAsJavaScript(nodeArgs: string[], cwd: string): Promise<string[]> {
  const out: string[] = [];
  for (const [i, arg] of nodeArgs.entries()) {
    if (nodeArgs[i - 1] === "--import" && /\.[cm]?ts$/.test(arg)) {
      const outfile = path.join(cwd, ".cache/serve", `${path.basename(arg).replace(/\.[cm]?ts$/, "")}.mjs`);
      await build({
        absWorkingDir: cwd,
        entryPoints: [arg],
        outfile,
        bundle: true,
        format: "esm",
        platform: "node",
        target: "node20",
        packages: "external",
        logLevel: "warning",
      });
      out.push(outfile);
    } else {
      out.push(arg);
    }
  }
  return out;
}

/**
 * Starts the built app (npm run build first) on a fresh embedded database in a temporary data
 * directory, and waits until /readyz answers. `args`: e.g. ["--api-only"] for the API alone.
 * `dataDir`: a data directory the caller prepared (seeded) and removes itself. `cwd`: the
 * checkout whose server and build run (this one by default).
 */
export async function serveBuiltApp(
  env: Record<string, string> = {},
  options: {
    args?: string[];
    startTimeoutMs?: number;
    dataDir?: string;
    nodeArgs?: string[];
    ipc?: boolean;
    cwd?: string;
  } = {},
): Promise<RunningServer & { child: ChildProcess }> {
  const { args = [], startTimeoutMs = 60_000, nodeArgs = [] } = options;
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "vhold-script-"));
  const removeDataDir = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const apiKey = "script-api-key-0123456789abcdef";
  const cwd = options.cwd ?? path.resolve(import.meta.dirname, "../..");
  const command = serverCommand(cwd);
  // The server's own flags, then the caller's (a probe to --import, --cpu-prof...), then the entry.
  const nodeArgsNow = command.built
    ? [...SERVER_NODE_FLAGS, ...(await importsAsJavaScript(nodeArgs, cwd))]
    : ["--import", "tsx", ...SERVER_NODE_FLAGS, ...nodeArgs];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgsNow, command.entry, ...args], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "test",
      PORT: String(port),
      DATA_DIR: dataDir,
      API_KEY: apiKey,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: options.ipc ? ["ignore", "ignore", "inherit", "ipc"] : ["ignore", "ignore", "inherit"],
    // Another checkout's server (its code and its build), e.g. the bench's --compare.
    cwd,
  });
  // Never left behind: not when this process ends, not when the server fails to come up.
  const killChild = () => child.kill("SIGKILL");
  process.once("exit", killChild);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${command.ready}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      killChild();
      removeDataDir();
      throw new Error(`the server did not start within ${startTimeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    pid: child.pid!,
    apiKey,
    dataDir,
    async stop() {
      process.removeListener("exit", killChild);
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
      removeDataDir();
    },
  };
}

/**
 * A server's processes: it and the servers it started (WEB_CONCURRENCY > 1), from Linux's /proc.
 * Its children of another program are not its servers (tsx's esbuild, when its cache is cold).
 */
export function processTree(pid: number): number[] {
  const own = procStat(pid)?.command;
  const children = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      const child = procStat(entry);
      return child !== null && Number(child.fields[1]) === pid && child.command === own;
    })
    .map(Number);
  return [pid, ...children];
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc). */
export function cpuMs(pid: number): number {
  const stat = procStat(pid);
  if (!stat) throw new Error(`process ${pid} has ended`);
  const ticks = Number(stat.fields[11]) + Number(stat.fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}
