import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net, { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildServer } from "../../scripts/lib/build-server";
import { freePort, processTree, SERVER_NODE_FLAGS } from "../../scripts/lib/serve";
import { migrationFiles } from "../../server/db/client";
import { seedContent } from "../../server/modules/knowledge/seed-content";
import { adminUrl } from "./engine";

/** One statement on the PostgreSQL server's maintenance database (create and drop a test's own). */
async function admin(text: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The server as production runs it: built (scripts/lib/build-server.ts, here into a directory of
 * this run's own) and started with plain node. WEB_CONCURRENCY (server/cluster.ts): several
 * processes on one port; instances started together on an empty PostgreSQL database (the migrate
 * step's advisory lock, server/prepare.ts); the probes while the database goes away and comes
 * back. The API alone (--api-only) is enough to see them: the web half runs in the same
 * processes the same way.
 */
const root = path.resolve(import.meta.dirname, "../..");
/** Inside the checkout: the bundle finds node_modules, and the files it reads, from there. */
const built = path.join(root, ".cache/test-server", String(process.pid));
const dataDirs: string[] = [];
const children: ChildProcess[] = [];
beforeAll(() => buildServer(built), 60_000);
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  rmSync(built, { recursive: true, force: true });
});

function start(env: Record<string, string>, entry = "index.js") {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vhold-processes-"));
  dataDirs.push(dataDir);
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(built, entry), ...(entry === "index.js" ? ["--api-only"] : [])],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        APP_ENV: "test",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        JOBS_INTERVAL_SECONDS: "0",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  children.push(child);
  // The log (stdout) and what Node prints of a crash or a configuration error (stderr).
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Polls `check` until it holds (the servers take seconds to start: each compiles the app). */
async function until<T>(
  check: () => Promise<T | undefined> | T | undefined,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
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
    return (await fetch(`${url}/readyz`)).ok || undefined;
  } catch {
    return undefined;
  }
};
const status = async (url: string) => {
  try {
    return (await fetch(url)).status;
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
    beforeAll(() => admin(`create database ${name} template ${inject("pgTemplate")}`));
    afterAll(() => admin(`drop database if exists ${name} with (force)`));

    it("serves from that many processes on one port, starts another when one dies, and stops them all on SIGTERM", async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = start({
        PORT: String(port),
        WEB_CONCURRENCY: "2",
        DATABASE_URL: url.toString(),
        DATABASE_POOL_SIZE: "2",
        LOG_LEVEL: "info",
      });
      const servers = () => processTree(server.child.pid!).slice(1);
      const listening = () => server.output().split("listening on http").length - 1;
      await until(() => listening() === 2 || undefined, "two server processes listening");
      expect(servers()).toHaveLength(2);
      await until(() => healthy(base), "/readyz");
      // Twenty at once are all answered.
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${base}/readyz`).then((r) => r.status)),
      );
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
      const pids = new Set(
        server
          .output()
          .split("\n")
          .filter((line) => line.includes("listening on http"))
          .map((line) => (JSON.parse(line) as { pid: number }).pid),
      );
      expect(pids).toEqual(new Set([first, second, replaced.find((pid) => pid !== second)]));
      // The supervisor's line about it names both, each under its own key: the supervisor as
      // every line does (pid), the server that died as workerPid (a second "pid" would hide the first).
      const died = server
        .output()
        .split("\n")
        .find((line) => line.includes("a server process stopped; starting another"));
      expect(died?.match(/"pid":/g)).toHaveLength(1);
      expect(JSON.parse(died!)).toMatchObject({ pid: server.child.pid, workerPid: first, signal: "SIGKILL" });
      await until(() => healthy(base), "/readyz after the restart");

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
        const server = start({
          PORT: String(port),
          WEB_CONCURRENCY: "2",
          DATABASE_URL: url.toString(),
          DATABASE_POOL_SIZE: "2",
        });
        const pids: number[] = [];
        const watching = setInterval(() => pids.push(...processTree(server.child.pid!).slice(1)), 50);
        const code = await server.exited;
        clearInterval(watching);
        expect(code).not.toBe(0);
        expect(server.output()).toContain("stopped before the instance listened");
        for (const pid of new Set(pids))
          await until(() => !alive(pid) || undefined, `server process ${pid} to end`, 10_000);
      } finally {
        taken.close();
      }
    }, 120_000);
  });

  describe.runIf(inject("databaseEngine") === "postgres")(
    "instances started together on an empty PostgreSQL database",
    () => {
      const names: string[] = [];
      /** A new database with nothing in it (not the migrated template). */
      const emptyDatabase = async (suffix: string) => {
        const name = `vhold_t_empty_${suffix}_${process.pid}`;
        names.push(name);
        await admin(`drop database if exists ${name} with (force)`);
        await admin(`create database ${name}`);
        const url = new URL(adminUrl());
        url.pathname = `/${name}`;
        return url.toString();
      };
      const read = async (url: string, text: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query(text)).rows;
        } finally {
          await client.end();
        }
      };
      afterAll(async () => {
        for (const name of names) await admin(`drop database if exists ${name} with (force)`);
      });

      /** How many outputs hold `text`. */
      const saying = (servers: Array<{ output(): string }>, text: string) =>
        servers.filter((server) => server.output().includes(text)).length;

      for (const count of [2, 5]) {
        it(`${count} servers started at once all come up: one applies the migrations and the first seeds, the others wait for it`, async () => {
          const databaseUrl = await emptyDatabase(String(count));
          const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
          const servers = ports.map((port) =>
            start({ PORT: String(port), DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: "2", LOG_LEVEL: "info" }),
          );
          await Promise.all(
            ports.map((port) =>
              until(() => healthy(`http://127.0.0.1:${port}`), `/readyz of the server on ${port}`, 120_000),
            ),
          );
          for (const server of servers) expect(server.child.exitCode, server.output()).toBeNull();
          // One applied them all, once; one filled the knowledge base, once.
          expect(saying(servers, `"applied":${migrationFiles().length},"msg":"migrations applied"`)).toBe(1);
          expect(saying(servers, "migrations applied")).toBe(1);
          expect(saying(servers, "knowledge base filled with the product's help")).toBe(1);
          const [categories] = await read(
            databaseUrl,
            "select count(*)::int as roots from knowledge_base_categories where parent_id is null",
          );
          expect(categories.roots).toBe(seedContent.length);
          const [recorded] = await read(
            databaseUrl,
            "select count(*)::int as migrations from drizzle.__drizzle_migrations",
          );
          expect(recorded.migrations).toBe(migrationFiles().length);
          for (const server of servers) server.child.kill("SIGTERM");
          for (const server of servers) expect(await server.exited).toBe(0);
        }, 240_000);
      }

      it("MIGRATE_AT_START=0 leaves the migrate step to `migrate.js` (two at once: one applies), and refuses a database without it", async () => {
        const databaseUrl = await emptyDatabase("step");
        const port = await freePort();
        const early = start({ PORT: String(port), DATABASE_URL: databaseUrl, MIGRATE_AT_START: "0" });
        expect(await early.exited).toBe(1);
        expect(early.output()).toContain(`The database lacks ${migrationFiles().length} migrations of this version`);
        expect(early.output()).toContain("npm run migrate");

        const steps = [
          start({ DATABASE_URL: databaseUrl, LOG_LEVEL: "info" }, "migrate.js"),
          start({ DATABASE_URL: databaseUrl, LOG_LEVEL: "info" }, "migrate.js"),
        ];
        for (const step of steps) expect(await step.exited, step.output()).toBe(0);
        expect(saying(steps, "migrations applied")).toBe(1);
        expect(saying(steps, "knowledge base filled with the product's help")).toBe(1);

        const server = start({
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          MIGRATE_AT_START: "0",
          LOG_LEVEL: "info",
        });
        await until(() => healthy(`http://127.0.0.1:${port}`), "/readyz", 120_000);
        expect(server.output()).not.toContain("migrations applied");
        server.child.kill("SIGTERM");
        expect(await server.exited).toBe(0);
      }, 240_000);
    },
  );

  describe.runIf(inject("databaseEngine") === "postgres")(
    "the probes while the database goes away and comes back",
    () => {
      const name = `vhold_t_probes_${process.pid}`;
      beforeAll(() => admin(`create database ${name} template ${inject("pgTemplate")}`));
      afterAll(() => admin(`drop database if exists ${name} with (force)`));

      /**
       * A TCP proxy in front of PostgreSQL: `close()` refuses new connections and cuts the open
       * ones (the database gone, as a network partition or a failover shows it to the app);
       * `open()` listens again on the same port.
       */
      function databaseProxy(target: { host: string; port: number }) {
        const sockets = new Set<net.Socket>();
        let server: net.Server | null = null;
        let port = 0;
        const open = () =>
          new Promise<number>((resolve, reject) => {
            server = net.createServer((client) => {
              const upstream = net.connect(target.port, target.host);
              for (const socket of [client, upstream]) {
                sockets.add(socket);
                socket.on("close", () => sockets.delete(socket));
                socket.on("error", () => {
                  client.destroy();
                  upstream.destroy();
                });
              }
              client.pipe(upstream).pipe(client);
            });
            server.once("error", reject);
            server.listen(port, "127.0.0.1", () => {
              port = (server!.address() as net.AddressInfo).port;
              resolve(port);
            });
          });
        const close = () =>
          new Promise<void>((resolve) => {
            for (const socket of sockets) socket.destroy();
            if (server) server.close(() => resolve());
            else resolve();
            server = null;
          });
        return { open, close };
      }

      it("/readyz answers 503 while the database is away and 200 once it is back, without a restart; /livez 200 throughout", async () => {
        const target = new URL(adminUrl());
        const proxy = databaseProxy({ host: target.hostname, port: Number(target.port || 5432) });
        const proxyPort = await proxy.open();
        const url = new URL(adminUrl());
        url.host = `127.0.0.1:${proxyPort}`;
        url.pathname = `/${name}`;
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        const server = start({
          PORT: String(port),
          DATABASE_URL: url.toString(),
          DATABASE_POOL_SIZE: "2",
          LOG_LEVEL: "info",
        });
        try {
          await until(() => healthy(base), "/readyz", 120_000);
          expect(await status(`${base}/livez`)).toBe(200);

          await proxy.close();
          const away = await until(
            async () => {
              const answer = await fetch(`${base}/readyz`);
              return answer.status === 503 ? ((await answer.json()) as { status: string; reason: string }) : undefined;
            },
            "/readyz to say 503",
            30_000,
          );
          expect(away).toEqual({ status: "unavailable", reason: expect.stringMatching(/^(error|timeout)$/) });
          expect(await status(`${base}/livez`)).toBe(200);
          // Still 503 on the next probes, and alive.
          expect(await status(`${base}/readyz`)).toBe(503);
          expect(await status(`${base}/livez`)).toBe(200);

          await proxy.open();
          await until(() => healthy(base), "/readyz to say 200 again", 30_000);
          expect(await status(`${base}/livez`)).toBe(200);
          // The same process all along, which said what happened once each way, not at every probe.
          expect(server.child.exitCode).toBeNull();
          await until(
            () => server.output().includes("not ready: the database does not answer a read") || undefined,
            "the log to say not ready",
            10_000,
          );
          expect(
            server.output().split("not ready: the database does not answer a read").length - 1,
          ).toBeLessThanOrEqual(2);
          // The line is written before the 200 is answered, but comes through the child's stdout
          // pipe, which a loaded machine may deliver after the answer's socket.
          await until(
            () => server.output().includes("ready again: the database answers") || undefined,
            "the log to say ready again",
            10_000,
          );
          server.child.kill("SIGTERM");
          expect(await server.exited).toBe(0);
        } finally {
          await proxy.close();
        }
      }, 240_000);
    },
  );
});
