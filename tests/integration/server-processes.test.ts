import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort, processTree } from "../../scripts/lib/serve";
import { adminUrl } from "./engine";

/**
 * WEB_CONCURRENCY (server/cluster.ts): `npm start` as several processes on one port. The API
 * alone (--api-only) is enough to see them: the web half runs in the same processes the same way.
 */
const root = path.resolve(import.meta.dirname, "../..");
const dataDirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vhold-processes-"));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts", "--api-only"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", APP_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "warn", JOBS_INTERVAL_SECONDS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  // The log (stdout) and what Node prints of a crash or a configuration error (stderr).
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Polls `check` until it holds (the servers take seconds to start: each compiles the app). */
async function until<T>(check: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const healthy = async (url: string) => {
  try {
    return (await fetch(`${url}/healthz`)).ok || undefined;
  } catch {
    return undefined;
  }
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the server's processes (WEB_CONCURRENCY)", () => {
  it("refuses more than one on the embedded database, saying why", async () => {
    const server = start({ PORT: String(await freePort()), WEB_CONCURRENCY: "2" });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain("WEB_CONCURRENCY: more than one process needs DATABASE_URL");
  }, 60_000);

  describe.runIf(inject("databaseEngine") === "postgres")("on PostgreSQL", () => {
    const name = `vhold_t_processes_${process.pid}`;
    const url = new URL(adminUrl());
    url.pathname = `/${name}`;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    beforeAll(() => admin(`create database ${name} template ${inject("pgTemplate")}`));
    afterAll(() => admin(`drop database if exists ${name} with (force)`));

    it("serves from that many processes on one port, starts another when one dies, and stops them all on SIGTERM", async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = start({ PORT: String(port), WEB_CONCURRENCY: "2", DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: "2", LOG_LEVEL: "info" });
      const servers = () => processTree(server.child.pid!).slice(1);
      const listening = () => server.output().split("listening on http").length - 1;
      await until(() => listening() === 2 || undefined, "two server processes listening");
      expect(servers()).toHaveLength(2);
      await until(() => healthy(base), "/healthz");
      // Twenty at once are all answered.
      const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/healthz`).then((r) => r.status)));
      expect(answers).toEqual(Array(20).fill(200));

      // A server that dies is replaced; the port never stops answering.
      const [first, second] = servers();
      process.kill(first, "SIGKILL");
      const replaced = await until(() => {
        const now = servers();
        return now.length === 2 && !now.includes(first) && listening() === 3 ? now : undefined;
      }, "a new server process listening");
      expect(replaced).toContain(second);
      // Each line says which process wrote it.
      const pids = new Set(server.output().split("\n").filter((line) => line.includes("listening on http")).map((line) => (JSON.parse(line) as { pid: number }).pid));
      expect(pids).toEqual(new Set([first, second, replaced.find((pid) => pid !== second)]));
      // The supervisor's line about it names both, each under its own key: the supervisor as
      // every line does (pid), the server that died as workerPid (a second "pid" would hide the first).
      const died = server.output().split("\n").find((line) => line.includes("a server process stopped; starting another"));
      expect(died?.match(/"pid":/g)).toHaveLength(1);
      expect(JSON.parse(died!)).toMatchObject({ pid: server.child.pid, workerPid: first, signal: "SIGKILL" });
      await until(() => healthy(base), "/healthz after the restart");

      // SIGTERM: every server drains and stops, then the supervisor, with 0.
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      for (const pid of replaced) expect(alive(pid)).toBe(false);
    }, 120_000);

    it("stops, with an error and no process left, when its servers cannot start", async () => {
      // The port is taken: each server's listen fails, which restarting would not change.
      const taken = createServer();
      await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
      const port = (taken.address() as { port: number }).port;
      try {
        const server = start({ PORT: String(port), WEB_CONCURRENCY: "2", DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: "2" });
        const pids: number[] = [];
        const watching = setInterval(() => pids.push(...processTree(server.child.pid!).slice(1)), 50);
        const code = await server.exited;
        clearInterval(watching);
        expect(code).not.toBe(0);
        expect(server.output()).toContain("stopped before the instance listened");
        for (const pid of new Set(pids)) await until(() => !alive(pid) || undefined, `server process ${pid} to end`, 10_000);
      } finally {
        taken.close();
      }
    }, 120_000);
  });
});
