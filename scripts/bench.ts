/**
 * Load run on loopback against the built app on a fresh embedded database:
 *  - the floor: a bare Remix page with a loader and a form (scripts/bench-floor), built from the
 *    same dependencies and served the same way (Express, compression), in the same run; and the
 *    same page inside the app's route tree at /auth/signin (what the number of routes costs);
 *  - GET /auth/signin (server-rendered page), and its ratio to the floor;
 *  - the getAuthUser query with a valid access token (POST /graphql);
 *  - the knowledge base with 2,000 posts (seeded into the bench's database by a staff author):
 *    the tree query, a search, and the signed-in /knowledge-base page (tree and search);
 *  - vHold at scale (issue 9): 10,000 companies with 50,000 owners, 100,000 accepted share
 *    transfers and 100,000 notifications among 25,000 people, seeded before the server starts;
 *    the signed-in /profile (the person co-owns 30 of them) and a company's /vhold/{id}; then the
 *    same two pages as 50 people asked in turn, each at their own 30 companies (a new session and
 *    a new address every request, as production meets them);
 *  - files at scale (issue 22): a folder of 100 nodes in a role of 100,000 live nodes against one
 *    in a role of about 200, through the page /vhub/{roleId}/files/folder/{folderId} and the API;
 *  - tasks at scale (issue 44): a role given 10,000 tasks against one given 10, through its default
 *    tab /vhub/{roleId}/tasks, a task's page /vhub/{roleId}/tasks/{taskId} and listRoleTasks.
 * Each for a fixed time with a fixed number of concurrent connections; reports requests per
 * second and latency percentiles (p50, p95, p99). Bounded: stops by itself.
 *
 * The database (docs/decisions/0021): PostgreSQL when one answers at BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test, the test suite's), in a database of the
 * bench's own made for the run and dropped after it; the embedded PGlite otherwise, or with
 * `--engine pglite`. For each signed-in data page (/profile, /vhold/{id}, the knowledge base, vHub, files)
 * it reports the server's CPU per request, PostgreSQL's (its backends' CPU from /proc), the SQL
 * statements one request sends (counted in the server, scripts/lib/bench-probe.ts), p95 when 50
 * people each ask once a second (an open workload), the page's HTML bytes, and the CPU against
 * the bare Remix page (the floor).
 *
 *   npm run build && npm run bench [-- --seconds 10 --warmup 5 --connections 16 --workers 1 --only floor,kb,vhold,scale,vhub,files,tasks --engine postgres|pglite --cpu-prof --no-open --save-html DIR --compare DIR --compare-env K=V,...]
 *
 * `--workers N`: the app's server runs N processes (WEB_CONCURRENCY; PostgreSQL only), as an
 * instance on a machine of N cores would; the CPU figures are the processes' summed.
 *
 * `--compare DIR`: a second server runs from another checkout (built there: npm ci && npm run
 * build), on the same database and data directory, and each data page is also measured on both in
 * alternating rounds (A B B A ...): this machine's speed moves by a third within minutes, so
 * two runs one after the other cannot show a change of 10 %, while rounds in turn meet the same
 * minutes. The other checkout must have the same migrations. `--compare . --compare-env K=V`: the
 * same code with another setting (the other server's environment only).
 */
import { execFileSync, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { print } from "graphql";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { cpuMs, processTree } from "./lib/serve";
import { formatLoad, load, openLoad, type LoadResult } from "./lib/load";
import { seedOwnership } from "./lib/seed-ownership";
import { seedFiles } from "./lib/seed-files";
import { seedTasks } from "./lib/seed-tasks";
import { ListMyFilesDocument, ListRoleTasksDocument } from "../graphql/generated/operations";
import { freePort, serveBuiltApp } from "./lib/serve";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg("seconds", 10);
/**
 * `--only floor,kb,vhold,scale,vhub,files,tasks`: some sections (the floor and /auth/signin; the
 * knowledge base; vHold at scale; the same pages with 1 or 300 companies, 10 or 2,000 transfers;
 * vHub's structure at scale; a files folder in a role of 100,000 nodes against one of 200; a
 * role's tasks, 10,000 against 10).
 */
const only = process.argv.indexOf("--only");
const sections = new Set(
  only > 0 ? process.argv[only + 1].split(",") : ["floor", "kb", "vhold", "scale", "vhub", "files", "tasks"],
);
const CONNECTIONS = arg("connections", 16);
/** `--workers N`: the server runs N processes (WEB_CONCURRENCY, server/cluster.ts; PostgreSQL only); its CPU is theirs summed. */
const WORKERS = arg("workers", 1);

/** `--warmup S`: each measured target is first loaded for S seconds, unmeasured (scripts/lib/load.ts). */
const WARMUP = arg("warmup", 5);
const run = { seconds: SECONDS, connections: CONNECTIONS, warmupSeconds: WARMUP };
const engineArg = process.argv.indexOf("--engine") > 0 ? process.argv[process.argv.indexOf("--engine") + 1] : "auto";

// ---- The database: PostgreSQL when one answers, PGlite otherwise ------------------------------
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
const engine: "postgres" | "pglite" =
  engineArg === "pglite" ? "pglite" : engineArg === "postgres" || (await postgresAnswers()) ? "postgres" : "pglite";
const BENCH_DATABASE = `vhold_bench_${process.pid}`;
/** One statement on a connection of its own to the PostgreSQL at `url`. */
const queryAt = async <T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
};
const adminQuery = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  queryAt<T>(ADMIN_URL, text, values);
let databaseUrl: string | undefined;
if (engine === "postgres") {
  await adminQuery(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await adminQuery(`create database ${BENCH_DATABASE}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  databaseUrl = url.toString();
}
/** BENCH_KEEP_DATABASE=1: the seeded database stays after the run (to EXPLAIN a page's statements in it). */
const dropDatabase = async () => {
  if (engine !== "postgres") return;
  if (process.env.BENCH_KEEP_DATABASE === "1")
    return void console.log(`\nthe database is kept: ${databaseUrl} (drop database ${BENCH_DATABASE})`);
  await adminQuery(`drop database if exists ${BENCH_DATABASE} with (force)`);
};

/**
 * PostgreSQL's CPU for a run: the bench database's backends' user + system time from /proc
 * (readable when PostgreSQL runs on this machine, as here); null when it cannot be read.
 * Backends that end during a run take their time with them (the server's pool keeps its
 * connections while busy).
 */
async function backendCpu(): Promise<Map<number, number> | null> {
  if (engine !== "postgres") return null;
  const rows = await adminQuery<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [
    BENCH_DATABASE,
  ]);
  const cpu = new Map<number, number>();
  try {
    for (const { pid } of rows) cpu.set(pid, cpuMs(pid));
  } catch {
    return null;
  }
  return cpu;
}
const databaseCpu = () => {
  let before: Map<number, number> | null = null;
  const result = { perRequest: null as number | null };
  return {
    result,
    around: {
      async before() {
        before = await backendCpu();
      },
      async after(requests: number) {
        const after = await backendCpu();
        if (!before || !after) return;
        let sum = 0;
        for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
        result.perRequest = sum / requests;
      },
    },
  };
};
const measure = async (name: string, pid: number, send: () => Promise<Response>) => {
  const result = await load(name, processTree(pid), send, run);
  console.log(formatLoad(result, run));
  return result;
};
/**
 * Latency without a queue, for comparing targets on a busy machine: one request at a time, the
 * targets in turn (which goes first alternates), for `seconds` and at least `rounds` turns (a
 * p95 of fewer is a handful of requests); p50 and p95 of each. Whatever else the machine does
 * then slows them alike.
 */
const interleaved = async (targets: Array<() => Promise<Response>>, seconds: number, rounds = 200) => {
  const latencies = targets.map(() => [] as number[]);
  const end = performance.now() + seconds * 1000;
  for (let round = 0; round < rounds || performance.now() < end; round++) {
    for (let k = 0; k < targets.length; k++) {
      const i = (round + k) % targets.length;
      const started = performance.now();
      const response = await targets[i]();
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`answered ${response.status}`);
      latencies[i].push(performance.now() - started);
    }
  }
  return latencies.map((l) => {
    l.sort((a, b) => a - b);
    const pct = (p: number) => l[Math.min(l.length - 1, Math.floor((p / 100) * l.length))];
    return { requests: l.length, p50: pct(50), p95: pct(95) };
  });
};

/**
 * Builds and starts the floor page; resolves with its URL and a stop function. "shape": the same
 * page inside the app's route tree (scripts/bench-floor/vite.config.ts), at /auth/signin.
 */
async function serveFloor(variant: "bare" | "shape") {
  execFileSync("npx", ["remix", "vite:build", "--config", "scripts/bench-floor/vite.config.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", BENCH_FLOOR: variant },
  });
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench-floor/server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      BUILD_DIR: variant === "shape" ? ".cache/bench-floor-shape" : ".cache/bench-floor",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      if (tries > 240) throw new Error("the floor server did not start");
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    url,
    pid: child.pid!,
    stop: () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM"))),
  };
}

const floor = sections.has("floor") ? await serveFloor("bare") : undefined;
const floorShape = sections.has("floor") ? await serveFloor("shape") : undefined;
const BENCH_PHONE = "+380671112233";
/** People who own 1 and 300 companies (the "scale" section). */
const FEW_PHONE = "+380671112234";
const MANY_PHONE = "+380671112235";
const scale = sections.has("scale");
/**
 * The vhold section's crowd: 50 more people (the open run's 50), each owning 30 companies, whose
 * pages the bench also asks in turn (a new person, and for /vhold/{id} a new company, every
 * request): 1,500 addresses, more than the route-subset handler remembers
 * (server/route-subset.ts), and 50 sessions, as a server in production meets them. One address
 * asked again and again hides what a new one costs.
 */
const CROWD = sections.has("vhold")
  ? Array.from({ length: 50 }, (_, i) => ({
      phone: `+38067200${String(i).padStart(4, "0")}`,
      username: `bench_crowd_${i}`,
      companies: 30,
    }))
  : [];
// The bench's user authors the 2,000 posts (staff by STAFF_PHONES, which APP_ENV=test honours).
const password = "Bench#Mark2026";
// vHold at scale, written into the data directory before the server opens it (PGlite is one
// process's): the bench's person and 10,000 companies with 50,000 owners.
const dataDir = mkdtempSync(path.join(tmpdir(), "vhold-bench-"));
const seededAt = performance.now();
// The seed's bulk statements (100,000 rows each) outlast the server's 15 s statement limit on a busy machine: they get 10 minutes.
const SEED_TIMEOUTS = { statementMs: 600_000, queryMs: 600_000 };
const seedDb = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 1, timeouts: SEED_TIMEOUTS } : { dataDir });
const ownership = await seedOwnership(seedDb.db, {
  person: { phone: BENCH_PHONE, password, username: "bench_mark" },
  companies:
    sections.has("vhold") || scale || sections.has("vhub") || sections.has("files") || sections.has("tasks")
      ? 10_000
      : 0,
  ownersPerCompany: 5,
  users: 25_000,
  personCompanies: 30,
  transfersPerCompany: 10,
  notifications: sections.has("vhold") || scale ? 100_000 : 0,
  others: [
    ...(scale
      ? [
          { phone: FEW_PHONE, username: "bench_few", companies: 1 },
          { phone: MANY_PHONE, username: "bench_many", companies: 300 },
        ]
      : []),
    ...CROWD,
  ],
  ...(scale ? { longHistory: 2_000 } : {}),
  personNotifications: 300,
});
// vHub at scale (issue 20): 100,000 roles, ten in each of the 10,000 companies (a director and
// nine under them), and in the person's own company, which they direct, a tree of 1,000 roles
// four levels deep (9 under the director, 10 under each of those, 10 under each of those).
// The files section takes its roles from the same seed (the director's, and a second company's).
const hub =
  sections.has("vhub") || sections.has("files") || sections.has("tasks") ? await seedRoles(seedDb, ownership) : null;
// Files at scale (issue 22): the director's role holds 100,000 live nodes; a second role about 200.
const filesSeededAt = performance.now();
const files =
  hub && sections.has("files")
    ? await seedFiles(seedDb.db, {
        personId: ownership.personId,
        largeRoleId: hub.directorRoleId,
        avoidCompanyIds: [ownership.longHistoryCompanyId, ...ownership.others.map((o) => o.companyId)],
      })
    : null;
const filesSeconds = (performance.now() - filesSeededAt) / 1000;
// Tasks at scale (issue 44): the director's role is given 10,000 tasks; another company's director 10.
const tasksSeededAt = performance.now();
const taskRoles =
  hub && sections.has("tasks")
    ? await seedTasks(seedDb.db, { personId: ownership.personId, largeRoleId: hub.directorRoleId })
    : null;
const tasksSeconds = (performance.now() - tasksSeededAt) / 1000;
// What autovacuum does to a live database within minutes of a bulk load (this machine's
// PostgreSQL runs without it): the visibility map set, so index-only scans (the unread count)
// read no table rows, and the hint bits written, so no measured page writes them.
await seedDb.db.execute(sql`vacuum analyze`);
await seedDb.close();
const ownershipSeconds = (performance.now() - seededAt) / 1000;
/** The measured server's settings (and the --compare server's, before its own). */
const serverEnv: Record<string, string> = {
  RATE_LIMIT_ADDRESS_MAX: "100000",
  STAFF_PHONES: BENCH_PHONE,
  AUTH_RESEND_SECONDS: "1",
  // The load runs keep the sign-in's cookie as it was: an access token that expired mid-run (300 s
  // by default) would be refreshed by every request with the same, rotated refresh token, and the
  // session revoked as stolen. A day outlasts any run.
  ACCESS_TOKEN_TTL: "86400",
  // No sweeps in the measured server: the first pass over a fresh seed (the day's charge for
  // 10,000 companies) would be counted in the pages' CPU and statements.
  JOBS_INTERVAL_SECONDS: "0",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(WORKERS) } : {}),
};
const server = await serveBuiltApp(serverEnv, {
  dataDir,
  // `--cpu-prof`: the server writes a CPU profile into .cache/cpu-prof when it stops.
  nodeArgs: [
    "--import",
    "./scripts/lib/bench-probe.ts",
    ...(process.argv.includes("--cpu-prof") ? ["--cpu-prof", "--cpu-prof-dir=.cache/cpu-prof"] : []),
    ...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(" ") : []),
  ],
  ipc: true,
});
/**
 * `--compare DIR`: the same app from another checkout, on the same database and data directory.
 * `--compare-env K=V,...`: settings only the other server gets (with `--compare .`, an A/B of a
 * setting on the same code, e.g. DATABASE_POOL_SIZE).
 */
const compareAt =
  process.argv.indexOf("--compare") > 0 ? path.resolve(process.argv[process.argv.indexOf("--compare") + 1]) : null;
const compareEnv =
  process.argv.indexOf("--compare-env") > 0
    ? Object.fromEntries(
        process.argv[process.argv.indexOf("--compare-env") + 1]
          .split(",")
          .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
      )
    : {};
const other = compareAt
  ? await serveBuiltApp(
      { ...serverEnv, ...compareEnv },
      { dataDir, cwd: compareAt, nodeArgs: ["--import", "./scripts/lib/bench-probe.ts"], ipc: true },
    )
  : null;
/** SQL statements a server has sent so far (scripts/lib/bench-probe.ts). */
const statementsSent = (of: { child: typeof server.child } = server) =>
  new Promise<number>((resolve) => {
    const answer = (message: unknown) => {
      const m = message as { statements?: number };
      if (typeof m?.statements === "number") {
        of.child.off("message", answer);
        resolve(m.statements);
      }
    };
    of.child.on("message", answer);
    of.child.send("statements");
  });
interface PageFigures {
  name: string;
  cpu: number;
  databaseCpu: number | null;
  statements: number;
  p95: number;
  openCpu: number;
  htmlBytes: number;
  gzipBytes: number;
}
const pages: PageFigures[] = [];
let floorCpu: number | null = null;
/** Pass/fail lines of the checks against a goal, repeated under the summary table. */
const verdicts: string[] = [];
try {
  const api = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-api-key": server.apiKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  const phone = BENCH_PHONE;
  await api("mutation($p: String!) { requestAuthCode(phone: $p) { sentTo } }", { p: phone });
  const outbox = readFileSync(path.join(server.dataDir, "outbox.jsonl"), "utf8").trim().split("\n");
  const code = JSON.parse(outbox[outbox.length - 1]).code as string;
  const checked = await api("mutation($i: CheckAuthCodeInput!) { checkAuthCode(input: $i) { phoneTicket } }", {
    i: { phone, code },
  });
  const ticket = checked.checkAuthCode.phoneTicket as string;
  const granted = (await (
    await fetch(`${server.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-api-key": server.apiKey },
      body: new URLSearchParams({ grant_type: "password", username: phone, password, phone_ticket: ticket }),
    })
  ).json()) as { access_token: string };

  /**
   * The page as a signed-in browser gets it: signs in through the web forms (phone, code,
   * password) and answers a request of a page with that session's cookie.
   */
  const signInAs = async (phoneE164: string) => {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const post = async (path: string, form: Record<string, string>) => {
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader() },
        body: new URLSearchParams(form),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const [name, ...value] = pair.split("=");
        jar.set(name, value.join("="));
      }
      await response.arrayBuffer();
      return response.headers.get("location");
    };
    // The resend countdown (AUTH_RESEND_SECONDS=1) of the phone the API signed in with above.
    if (phoneE164 === BENCH_PHONE) await new Promise((r) => setTimeout(r, 1_100));
    await post("/auth/signin", { countryCode: "UA", phone: phoneE164.replace(/^\+380/, "") });
    const codes = readFileSync(path.join(server.dataDir, "outbox.jsonl"), "utf8").trim().split("\n");
    await post("/auth/signin-code", { code: JSON.parse(codes[codes.length - 1]).code as string });
    const landed = await post("/auth/signin-password", { password });
    if (landed !== "/profile") throw new Error(`signing in through the forms ended at ${landed}`);
    // The same session on the --compare server (one database, one data directory: one secret).
    return (pathAndQuery: string, base = server.url) =>
      () =>
        fetch(`${base}${pathAndQuery}`, { headers: { cookie: cookieHeader() }, redirect: "manual" });
  };
  const page = await signInAs(BENCH_PHONE);
  /**
   * A page asked by several people in turn: request n goes as person n mod k, to the address
   * `at(person, round)` names (round = n div k). Same shape as one person's sender.
   */
  const inTurn =
    (people: Array<typeof page>, at: (person: number, round: number) => string): typeof page =>
    (_label, base = server.url) => {
      let n = 0;
      return () => {
        const turn = n++;
        const person = turn % people.length;
        return people[person](at(person, Math.floor(turn / people.length)), base)();
      };
    };

  console.log(
    `node ${process.version}, ${SECONDS} s per target, loopback, ${engine === "postgres" ? `PostgreSQL at ${new URL(ADMIN_URL).host} (database ${BENCH_DATABASE}, dropped after), ${WORKERS} server process${WORKERS > 1 ? "es" : ""}` : "embedded PGlite"}\n`,
  );

  /**
   * A signed-in data page: SQL statements per request (20 in a row, after a warm-up), its HTML,
   * then the closed run (CPU of the server and of PostgreSQL) and the open one (p95 as 50 people
   * asking once a second see it).
   */
  const dataPage = async (name: string, pathAndQuery: string, as = page) => {
    const send = as(pathAndQuery);
    for (let i = 0; i < 20; i++) await (await send()).arrayBuffer();
    const sentBefore = await statementsSent();
    for (let i = 0; i < 20; i++) await (await send()).arrayBuffer();
    const statements = ((await statementsSent()) - sentBefore) / 20;
    const response = await send();
    if (response.status !== 200) throw new Error(`${pathAndQuery} answered ${response.status}`);
    const html = Buffer.from(await response.arrayBuffer());
    // `--save-html DIR`: each page's HTML as measured, to see what it is made of.
    const saveTo = process.argv.indexOf("--save-html");
    if (saveTo > 0) {
      mkdirSync(process.argv[saveTo + 1], { recursive: true });
      writeFileSync(path.join(process.argv[saveTo + 1], `${name.replace(/[^\w]+/g, "-")}.html`), html);
    }
    const database = databaseCpu();
    const closed = await load(name, processTree(server.pid), send, run, database.around);
    console.log(formatLoad(closed, run));
    // `--no-open`: the closed run only (a CPU profile of the pages without the open run's queue).
    const open = process.argv.includes("--no-open")
      ? { p95: Number.NaN, cpuPerRequest: Number.NaN, errors: 0 }
      : await openLoad(processTree(server.pid), send, { seconds: SECONDS, people: 50 });
    const figures: PageFigures = {
      name,
      cpu: closed.cpuPerRequest,
      databaseCpu: database.result.perRequest,
      statements,
      p95: open.p95,
      openCpu: open.cpuPerRequest,
      htmlBytes: html.length,
      gzipBytes: gzipSync(html, { level: 2 }).length,
    };
    pages.push(figures);
    console.log(
      `${"".padEnd(34)} SQL ${statements.toFixed(1)} statements/req   PostgreSQL CPU ${figures.databaseCpu === null ? "n/a" : `${figures.databaseCpu.toFixed(2)} ms/req`}` +
        `   50 people at 1/s: p95 ${open.p95.toFixed(1)} ms, server CPU ${open.cpuPerRequest.toFixed(2)} ms/req, errors ${open.errors}   HTML ${html.length} B (${figures.gzipBytes} B gzipped)`,
    );
    if (other) await compared(name, pathAndQuery, as);
    return figures;
  };
  /**
   * `--compare`: the page on this checkout's server (A) and the other's (B) in alternating rounds
   * of SECONDS / 2 each (A B B A A B B A), the CPU and requests of each summed over its rounds.
   */
  const compared = async (name: string, pathAndQuery: string, as: typeof page) => {
    const sides = [
      { label: "this checkout", server, send: as(pathAndQuery), cpu: 0, db: 0, requests: 0, statements: 0, html: 0 },
      {
        label:
          path.basename(compareAt!) +
          Object.entries(compareEnv)
            .map(([k, v]) => ` ${k}=${v}`)
            .join(""),
        server: other!,
        send: as(pathAndQuery, other!.url),
        cpu: 0,
        db: 0,
        requests: 0,
        statements: 0,
        html: 0,
      },
    ];
    for (const side of sides) {
      for (let i = 0; i < 20; i++) await (await side.send()).arrayBuffer();
      const before = await statementsSent(side.server);
      for (let i = 0; i < 20; i++) await (await side.send()).arrayBuffer();
      side.statements = ((await statementsSent(side.server)) - before) / 20;
      side.html = (await (await side.send()).arrayBuffer()).byteLength;
    }
    // Both as warm as each other before the first round: the other server has not served this page yet.
    for (const side of sides)
      await load(name, processTree(side.server.pid), side.send, { seconds: WARMUP, connections: CONNECTIONS });
    const round = { seconds: Math.max(1, SECONDS / 2), connections: CONNECTIONS };
    for (const order of [0, 1, 1, 0, 0, 1, 1, 0]) {
      const side = sides[order];
      const database = databaseCpu();
      const result = await load(name, processTree(side.server.pid), side.send, round, database.around);
      side.cpu += result.cpuPerRequest * result.requests;
      side.db += (database.result.perRequest ?? 0) * result.requests;
      side.requests += result.requests;
    }
    const [a, b] = sides;
    const per = (side: typeof a) => ({ cpu: side.cpu / side.requests, db: side.db / side.requests });
    const change = (x: number, y: number) => `${y >= x ? "+" : ""}${((y / x - 1) * 100).toFixed(1)} %`;
    const line = `${name}: server CPU ${per(a).cpu.toFixed(2)} (${a.label}) against ${per(b).cpu.toFixed(2)} ms (${b.label}) = ${change(per(b).cpu, per(a).cpu)}; PostgreSQL CPU ${per(a).db.toFixed(2)} against ${per(b).db.toFixed(2)} ms = ${change(per(b).db, per(a).db)}; statements ${a.statements.toFixed(1)} against ${b.statements.toFixed(1)}; HTML ${a.html} against ${b.html} B (${a.requests} + ${b.requests} requests in alternating rounds)`;
    comparisons.push(line);
    console.log(`${"".padEnd(34)} A/B ${line}`);
  };
  const comparisons: string[] = [];
  // Browsers ask for gzip; so does the load run (undici's fetch sends it by default).
  if (floor) {
    const floorRun = await measure("GET / (floor: bare Remix)", floor.pid, () => fetch(`${floor.url}/`));
    floorCpu = floorRun.cpuPerRequest;
    const shapeRun = await measure("GET /auth/signin (floor, app's routes)", floorShape!.pid, () =>
      fetch(`${floorShape!.url}/auth/signin`),
    );
    const signinRun = await measure("GET /auth/signin", server.pid, () => fetch(`${server.url}/auth/signin`));
    // By CPU per request: requests per second also count the load generator, which runs on the
    // same cores and spends 0.6-1.2 ms a request itself, so their ratio leans towards 1 the
    // cheaper the floor is (docs/decisions/0021, "The floor").
    const against = (r: LoadResult) =>
      `${((r.cpuPerRequest / signinRun.cpuPerRequest) * 100).toFixed(0)} % by server CPU per request (${((signinRun.perSecond / r.perSecond) * 100).toFixed(0)} % of its requests per second, the load generator's CPU included)`;
    console.log(`${"".padEnd(28)} /auth/signin against the floor: ${against(floorRun)} (goal: at least 50 % by CPU)`);
    console.log(
      `${"".padEnd(28)} against the floor in the app's route tree: ${against(shapeRun)}; the routes alone cost the floor ${(shapeRun.cpuPerRequest - floorRun.cpuPerRequest).toFixed(2)} ms CPU per request`,
    );
    const body = JSON.stringify({ query: "{ getAuthUser { id name surname username language } }" });
    await measure("POST /graphql getAuthUser", server.pid, () =>
      fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${granted.access_token}` },
        body,
      }),
    );
  }

  // ---- The knowledge base with 2,000 posts ----------------------------------------------------
  if (sections.has("kb")) {
    const POSTS = 2_000;
    const token = granted.access_token;
    const doc = (text: string) =>
      JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
    const names = (uk: string, en: string) => [
      { languageCode: "uk", name: uk },
      { languageCode: "en", name: en },
    ];
    // 10 top categories, each with 4 subcategories, each with 2 below: 130 categories on 3 levels.
    const leaves: string[] = [];
    for (let a = 0; a < 10; a++) {
      const top = await api(
        "mutation($i: KnowledgeBaseCategoryInput!) { createKnowledgeBaseCategory(input: $i) { id } }",
        { i: { translations: names(`Розділ ${a}`, `Section ${a}`) } },
        token,
      );
      for (let b = 0; b < 4; b++) {
        const mid = await api(
          "mutation($i: KnowledgeBaseCategoryInput!) { createKnowledgeBaseCategory(input: $i) { id } }",
          {
            i: {
              parentId: top.createKnowledgeBaseCategory.id,
              translations: names(`Тема ${a}.${b}`, `Topic ${a}.${b}`),
            },
          },
          token,
        );
        for (let c = 0; c < 2; c++) {
          const leaf = await api(
            "mutation($i: KnowledgeBaseCategoryInput!) { createKnowledgeBaseCategory(input: $i) { id } }",
            {
              i: {
                parentId: mid.createKnowledgeBaseCategory.id,
                translations: names(`Підтема ${a}.${b}.${c}`, `Subtopic ${a}.${b}.${c}`),
              },
            },
            token,
          );
          leaves.push(leaf.createKnowledgeBaseCategory.id as string);
        }
      }
    }
    let next = 0;
    const author = async () => {
      while (next < POSTS) {
        const n = next++;
        await api(
          "mutation($i: KnowledgeBasePostInput!) { createKnowledgeBasePost(input: $i) { id } }",
          {
            i: {
              categoryId: leaves[n % leaves.length],
              icon: "book",
              isRecommended: n % 200 === 0,
              translations: [
                { languageCode: "uk", title: `Допис номер ${n} про налаштування`, content: doc(`Текст допису ${n}.`) },
                { languageCode: "ru", title: `Статья номер ${n} о настройке`, content: doc(`Текст статьи ${n}.`) },
                { languageCode: "en", title: `Post number ${n} about settings`, content: doc(`Text of post ${n}.`) },
              ],
            },
          },
          token,
        );
      }
    };
    const seeded = performance.now();
    await Promise.all(Array.from({ length: 4 }, author));
    // As autovacuum would after a load through the API.
    if (databaseUrl) await queryAt(databaseUrl, "vacuum analyze");
    console.log(
      `\nknowledge base: ${10 + 10 * 4 + leaves.length} categories, ${POSTS} posts in 3 languages (+ the help a fresh install starts with), seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s\n`,
    );

    const graphql = (query: string, variables: Record<string, unknown>) => {
      const body = JSON.stringify({ query, variables });
      return () =>
        fetch(`${server.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body,
        });
    };
    const TREE =
      "query($s: String) { listKnowledgeBaseCategories(language: uk, search: $s) { id name children { id name children { id name posts { id title } } posts { id title } } posts { id title } } }";
    await measure("POST /graphql tree (2,000)", server.pid, graphql(TREE, { s: null }));
    await measure("POST /graphql search (2,000)", server.pid, graphql(TREE, { s: "номер 1999" }));

    await dataPage("GET /knowledge-base (2,000)", "/knowledge-base");
    await measure(
      "GET /knowledge-base?q= (2,000)",
      server.pid,
      page(`/knowledge-base?q=${encodeURIComponent("номер 1999")}`),
    );
  }

  if (sections.has("vhold")) {
    console.log(
      `\nvHold: 10,000 companies, 50,000 owners, 100,000 accepted transfers, 100,000 notifications, 25,000 people, seeded in ${ownershipSeconds.toFixed(0)} s\n`,
    );
    await dataPage("GET /profile (30 companies)", "/profile");
    await dataPage("GET /vhold/{id} (5 owners)", `/vhold/${ownership.companyId}`);
    // The same pages as a crowd asks them: 50 people in turn, each at their own 30 companies.
    const crowd = ownership.others.slice(-CROWD.length);
    const crowdPages: Array<typeof page> = [];
    for (const person of CROWD) crowdPages.push(await signInAs(person.phone));
    await dataPage(
      `GET /profile (${CROWD.length} people in turn)`,
      "/profile",
      inTurn(crowdPages, () => "/profile"),
    );
    await dataPage(
      `GET /vhold/{id} (${CROWD.length} people in turn, ${CROWD.length * 30} addresses)`,
      "/vhold/{id}",
      inTurn(
        crowdPages,
        (person, round) => `/vhold/${crowd[person].companyIds[round % crowd[person].companyIds.length]}`,
      ),
    );
  }

  // ---- The cost does not grow with the data (issue 17): 1 company against 300, 10 transfers against 2,000
  if (sections.has("scale")) {
    const [few] = ownership.others;
    const scaled: [PageFigures, PageFigures][] = [];
    const fewPage = await signInAs(FEW_PHONE);
    const manyPage = await signInAs(MANY_PHONE);
    scaled.push([
      await dataPage("GET /profile (1 company)", "/profile", fewPage),
      await dataPage("GET /profile (300 companies)", "/profile", manyPage),
    ]);
    scaled.push([
      await dataPage("GET /vhold/{id} (10 transfers)", `/vhold/${few.companyId}`, fewPage),
      await dataPage("GET /vhold/{id} (2,000 transfers)", `/vhold/${ownership.longHistoryCompanyId}`),
    ]);
    console.log("\nThe same page with more data (goal: server CPU within 20 %):");
    for (const [small, large] of scaled) {
      const growth = (large.cpu / small.cpu - 1) * 100;
      console.log(
        `  ${large.name} against ${small.name}: server CPU ${small.cpu.toFixed(2)} -> ${large.cpu.toFixed(2)} ms (${growth >= 0 ? "+" : ""}${growth.toFixed(0)} %), statements ${small.statements.toFixed(1)} -> ${large.statements.toFixed(1)}, HTML ${small.htmlBytes} -> ${large.htmlBytes} B`,
      );
    }
  }

  if (hub && sections.has("vhub")) {
    console.log(
      `\nvHub: 100,000 roles in the 10,000 companies; the person's company a tree of ${hub.roles} roles 4 levels deep\n`,
    );
    await dataPage("GET /vhub/{id} (director)", `/vhub/${hub.directorRoleId}`);
    // Without JavaScript the page lists levels 1 to 3 and the branches in view; the graph editor reads the whole structure from its resource route (decision 0022).
    await dataPage("GET /vhub/{id}/structure-company (1,000 roles)", `/vhub/${hub.directorRoleId}/structure-company`);
    await dataPage(
      "GET /vhub/{id}/structure-company/roles (the editor's 1,000)",
      `/vhub/${hub.directorRoleId}/structure-company/roles`,
    );
  }

  // ---- Files at scale (issue 22): listing a folder stays flat however many nodes the role has
  if (files) {
    const sectionStarted = performance.now();
    const { large, small } = files;
    console.log(
      `\nFiles: a folder of 100 nodes (10 folders, 90 files) in a role of ${large.nodes.toLocaleString("en")} live nodes and in one of ${small.nodes}, seeded in ${filesSeconds.toFixed(0)} s\n`,
    );
    // The API alone: ListMyFiles as the page's loader asks it, acting in the role (x-current-role-id).
    const listMyFiles = (roleId: string, folderId: string) => {
      const body = JSON.stringify({
        query: print(ListMyFilesDocument),
        variables: { search: null, filter: { parentId: { equal: folderId } } },
      });
      return () =>
        fetch(`${server.url}/graphql`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${granted.access_token}`,
            "x-current-role-id": roleId,
          },
          body,
        });
    };
    for (const { roleId, folderId } of [small, large]) {
      const answer = (await (await listMyFiles(roleId, folderId)()).json()) as {
        data?: { listMyFiles: unknown[] };
        errors?: unknown;
      };
      if (answer.errors || answer.data?.listMyFiles.length !== 100)
        throw new Error(
          `ListMyFiles in ${folderId}: ${JSON.stringify(answer.errors ?? answer.data?.listMyFiles.length)}`,
        );
    }
    const smallPath = `/vhub/${small.roleId}/files/folder/${small.folderId}`;
    const largePath = `/vhub/${large.roleId}/files/folder/${large.folderId}`;
    // The pages list the folder, not the hub's in-development page (FEATURE_FILES=0).
    for (const path of [smallPath, largePath]) {
      const html = await (await page(path)()).text();
      if (!html.includes("Folder 0010") || !html.includes("Document 000090.txt"))
        throw new Error(`${path} does not list its folder`);
    }
    const pageSmall = await dataPage(`GET /vhub/{id}/files/folder (100 of ${small.nodes})`, smallPath);
    const pageLarge = await dataPage(
      `GET /vhub/{id}/files/folder (100 of ${large.nodes.toLocaleString("en")})`,
      largePath,
    );
    const apiSmall = await measure(
      `POST /graphql listMyFiles (100 of ${small.nodes})`,
      server.pid,
      listMyFiles(small.roleId, small.folderId),
    );
    const apiLarge = await measure(
      `POST /graphql listMyFiles (100 of ${large.nodes.toLocaleString("en")})`,
      server.pid,
      listMyFiles(large.roleId, large.folderId),
    );
    // The check's p95: the open run's (50 a second) measures the queue once the page's CPU makes
    // 50 a second more than the server can answer, so the two folders are also asked in turn,
    // one request at a time.
    const [alone, alongside] = await interleaved([page(smallPath), page(largePath)], SECONDS);
    const [apiAlone, apiAlongside] = await interleaved(
      [listMyFiles(small.roleId, small.folderId), listMyFiles(large.roleId, large.folderId)],
      SECONDS,
    );
    const ratio = alongside.p95 / alone.p95;
    const verdict = `files (issue 22): p95 of GET /vhub/{id}/files/folder (one at a time, in turn), 100 of ${large.nodes.toLocaleString("en")} against 100 of ${small.nodes}: ${alone.p95.toFixed(1)} -> ${alongside.p95.toFixed(1)} ms, ratio ${ratio.toFixed(2)} (goal at most 1.20): ${ratio <= 1.2 ? "PASS" : "FAIL"}`;
    verdicts.push(verdict);
    const growth = (a: number, b: number) =>
      `${a.toFixed(2)} -> ${b.toFixed(2)} ms (${b >= a ? "+" : ""}${((b / a - 1) * 100).toFixed(0)} %)`;
    console.log(`\n${verdict}`);
    console.log(
      `  the page, one at a time (${alone.requests} + ${alongside.requests} requests): p50 ${growth(alone.p50, alongside.p50)}`,
    );
    console.log(
      `  the page, closed run: server CPU ${growth(pageSmall.cpu, pageLarge.cpu)}, PostgreSQL CPU ${pageSmall.databaseCpu === null || pageLarge.databaseCpu === null ? "n/a" : growth(pageSmall.databaseCpu, pageLarge.databaseCpu)}, statements ${pageSmall.statements.toFixed(1)} -> ${pageLarge.statements.toFixed(1)}, HTML ${pageSmall.htmlBytes} -> ${pageLarge.htmlBytes} B`,
    );
    const saturated =
      Math.max(pageSmall.openCpu, pageLarge.openCpu) * 50 > 800
        ? " (50 a second is at or past what one server process answers at this CPU per request: these measure its queue)"
        : "";
    if (Number.isFinite(pageSmall.p95))
      console.log(`  the page, 50 people at 1/s: p95 ${growth(pageSmall.p95, pageLarge.p95)}${saturated}`);
    console.log(
      `  the API alone, one at a time: p95 ${growth(apiAlone.p95, apiAlongside.p95)}; closed run: server CPU ${growth(apiSmall.cpuPerRequest, apiLarge.cpuPerRequest)}`,
    );
    console.log(
      `  the files section's measuring took ${((performance.now() - sectionStarted) / 1000).toFixed(0)} s (its seed ${filesSeconds.toFixed(0)} s)`,
    );
  }

  // ---- Tasks at scale (issue 44): a role's default tab and a task's page stay flat from 10 to 10,000 tasks
  if (taskRoles) {
    const sectionStarted = performance.now();
    const { large, small } = taskRoles;
    console.log(
      `\nTasks: a role given ${large.tasks.toLocaleString("en")} tasks (7 in 10 open) against one given ${small.tasks}, seeded in ${tasksSeconds.toFixed(0)} s\n`,
    );
    // The API alone: the default tab's first page as the page's loader asks it, in the role.
    const listRoleTasks = (roleId: string) => {
      const body = JSON.stringify({ query: print(ListRoleTasksDocument), variables: { filter: { tab: "DEFAULT" } } });
      return () =>
        fetch(`${server.url}/graphql`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${granted.access_token}`,
            "x-current-role-id": roleId,
          },
          body,
        });
    };
    for (const { roleId, tasks } of [small, large]) {
      const answer = (await (await listRoleTasks(roleId)()).json()) as {
        data?: { listRoleTasks: { items: unknown[] } };
        errors?: unknown;
      };
      if (answer.errors || answer.data?.listRoleTasks.items.length !== Math.min(20, Math.ceil(tasks * 0.7)))
        throw new Error(`ListRoleTasks in ${roleId}: ${JSON.stringify(answer.errors ?? answer.data)}`);
    }
    // The pages list the tasks and show the task, not the in-development page (FEATURE_TASKS=0).
    for (const { roleId, taskId } of [small, large]) {
      const list = await (await page(`/vhub/${roleId}/tasks`)()).text();
      if (!list.includes("Завдання 0")) throw new Error(`/vhub/${roleId}/tasks does not list its tasks`);
      const one = await (await page(`/vhub/${roleId}/tasks/${taskId}`)()).text();
      if (!one.includes("Коментар 20")) throw new Error(`/vhub/${roleId}/tasks/${taskId} does not show its discussion`);
    }
    const scaled: Array<[PageFigures, PageFigures]> = [
      [
        await dataPage(`GET /vhub/{id}/tasks (${small.tasks} tasks)`, `/vhub/${small.roleId}/tasks`),
        await dataPage(
          `GET /vhub/{id}/tasks (${large.tasks.toLocaleString("en")} tasks)`,
          `/vhub/${large.roleId}/tasks`,
        ),
      ],
      [
        await dataPage(
          `GET /vhub/{id}/tasks/{taskId} (of ${small.tasks})`,
          `/vhub/${small.roleId}/tasks/${small.taskId}`,
        ),
        await dataPage(
          `GET /vhub/{id}/tasks/{taskId} (of ${large.tasks.toLocaleString("en")})`,
          `/vhub/${large.roleId}/tasks/${large.taskId}`,
        ),
      ],
    ];
    const apiSmall = await measure(
      `POST /graphql listRoleTasks (${small.tasks})`,
      server.pid,
      listRoleTasks(small.roleId),
    );
    const apiLarge = await measure(
      `POST /graphql listRoleTasks (${large.tasks.toLocaleString("en")})`,
      server.pid,
      listRoleTasks(large.roleId),
    );
    const growth = (a: number, b: number) => ((b / a - 1) * 100).toFixed(0);
    for (const [few, many] of scaled) {
      const verdict = `tasks (issue 44): ${many.name} against ${few.name}: server CPU ${few.cpu.toFixed(2)} -> ${many.cpu.toFixed(2)} ms (${growth(few.cpu, many.cpu)} %, goal within 20 %): ${many.cpu <= few.cpu * 1.2 ? "PASS" : "FAIL"}; statements ${few.statements.toFixed(1)} -> ${many.statements.toFixed(1)}`;
      verdicts.push(verdict);
      console.log(verdict);
    }
    console.log(
      `  the API alone: server CPU ${apiSmall.cpuPerRequest.toFixed(2)} -> ${apiLarge.cpuPerRequest.toFixed(2)} ms (${growth(apiSmall.cpuPerRequest, apiLarge.cpuPerRequest)} %)`,
    );
    console.log(`  the tasks section's measuring took ${((performance.now() - sectionStarted) / 1000).toFixed(0)} s`);
  }

  if (pages.length) {
    // Other work on the machine moves every figure: the load average says how busy it was.
    console.log(
      `\nload average (1, 5, 15 min) at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(", ")}`,
    );
    console.log(
      `\nData pages on ${engine === "postgres" ? "PostgreSQL" : "PGlite"} (server CPU and statements per request; p95 of 50 people each asking once a second):\n`,
    );
    console.log(
      "| page | server CPU ms | PostgreSQL CPU ms | SQL statements | p95 ms (50/s) | HTML bytes (gzipped) | CPU against the floor |",
    );
    console.log("|---|---|---|---|---|---|---|");
    for (const p of pages) {
      const ratio = floorCpu
        ? `${(p.cpu / floorCpu).toFixed(1)} x (floor ${floorCpu.toFixed(2)} ms)`
        : "floor not measured (--only without floor)";
      console.log(
        `| ${p.name} | ${p.cpu.toFixed(2)} | ${p.databaseCpu === null ? (engine === "postgres" ? "not readable" : "in-process (PGlite)") : p.databaseCpu.toFixed(2)} | ${p.statements.toFixed(1)} | ${p.p95.toFixed(1)} | ${p.htmlBytes} (${p.gzipBytes}) | ${ratio} |`,
      );
    }
    if (verdicts.length) console.log(`\n${verdicts.join("\n")}`);
    if (comparisons.length)
      console.log(
        `\nA/B against ${compareAt} (alternating rounds; + means this checkout costs more):\n${comparisons.join("\n")}`,
      );
  }
} finally {
  await Promise.all([server.stop(), other?.stop(), floor?.stop(), floorShape?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
}

/**
 * The roles of the vhub section, in a few statements: every company's director and nine roles
 * under them, then the person's company's tree (the person its director). Returns the director's
 * role id and the size of that company's tree.
 */
async function seedRoles(
  database: Awaited<ReturnType<typeof openDatabase>>,
  seeded: { personId: string; companyId: string },
) {
  const db = database.db;
  const now = new Date().toISOString();
  // Every company but the person's: a director (vacant) and nine level-2 roles under them.
  await db.execute(sql`
    insert into roles (company_id, name, name_is_default, level, sort_number, created_at, updated_at)
    select c.id, 'CEO', true, 1, 0, ${now}, ${now} from companies c
    where c.id <> ${seeded.companyId} and not exists (select 1 from roles r where r.company_id = c.id and r.level = 1 and not r.is_archived)`);
  await db.execute(sql`
    insert into roles (company_id, name, level, parent_role_id, sort_number, created_at, updated_at)
    select r.company_id, 'Відділ ' || n, 2, r.id, n, ${now}, ${now}
    from roles r cross join generate_series(1, 9) n where r.level = 1 and r.company_id <> ${seeded.companyId}`);
  // The person's company: they direct it; 9 departments, 90 teams, 900 posts.
  const existing = await db.execute(
    sql`select id from roles where company_id = ${seeded.companyId} and level = 1 and not is_archived`,
  );
  const rows =
    (existing as unknown as { rows?: Array<{ id: string }> }).rows ?? (existing as unknown as Array<{ id: string }>);
  let directorRoleId = rows[0]?.id;
  if (directorRoleId)
    await db.execute(
      sql`update roles set user_id = ${seeded.personId}, updated_at = ${now} where id = ${directorRoleId}`,
    );
  else {
    const inserted = await db.execute(sql`
      insert into roles (company_id, name, level, user_id, sort_number, created_at, updated_at)
      values (${seeded.companyId}, 'Директор', 1, ${seeded.personId}, 0, ${now}, ${now}) returning id`);
    directorRoleId = ((inserted as unknown as { rows?: Array<{ id: string }> }).rows ??
      (inserted as unknown as Array<{ id: string }>))[0].id;
  }
  for (const level of [2, 3, 4]) {
    await db.execute(sql`
      insert into roles (company_id, name, level, parent_role_id, sort_number, created_at, updated_at)
      select ${seeded.companyId}, 'Роль ' || ${level} || '.' || p.sort_number || '.' || n, ${level}, p.id, n, ${now}, ${now}
      from roles p cross join generate_series(1, ${level === 2 ? 9 : 10}) n
      where p.company_id = ${seeded.companyId} and p.level = ${level - 1} and not p.is_archived`);
  }
  // The planner's statistics as a live database keeps them (autovacuum would analyze the table
  // within a minute of the load; without them the header's read of the person's roles was planned
  // for an empty table and scanned all 100,000 rows: 8 ms of PostgreSQL's CPU a page).
  await db.execute(sql`analyze roles`);
  const counted = await db.execute(sql`select count(*)::int as n from roles where company_id = ${seeded.companyId}`);
  const count = ((counted as unknown as { rows?: Array<{ n: number }> }).rows ??
    (counted as unknown as Array<{ n: number }>))[0].n;
  return { directorRoleId, roles: count };
}
