/**
 * Load run on loopback against the built app on a fresh embedded database:
 *  - the floor: a bare Remix page with a loader and a form (scripts/bench-floor), built from the
 *    same dependencies and served the same way (Express, compression), in the same run; and the
 *    same page inside the app's route tree at /auth/signin (what the number of routes costs);
 *  - GET /auth/signin (server-rendered page), and its ratio to the floor;
 *  - the getAuthUser query with a valid access token (POST /graphql);
 *  - the knowledge base with 2,000 posts (seeded into the bench's database by a staff author):
 *    the tree query, a search, and the signed-in /knowledge-base page (tree and search);
 *  - vHold at scale (issue 9): 10,000 companies with 50,000 owners and 100,000 accepted share
 *    transfers among 25,000 people, seeded into the data directory before the server starts;
 *    the signed-in /profile (the person co-owns 30 of them) and a company's /vhold/{id}.
 * Each for a fixed time with a fixed number of concurrent connections; reports requests per
 * second and latency percentiles (p50, p95, p99). Bounded: stops by itself.
 *
 *   npm run build && npm run bench [-- --seconds 10 --connections 16 --only floor,kb,vhold]
 */
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { openDatabase } from "../server/db/client";
import { formatLoad, load, type LoadResult } from "./lib/load";
import { seedOwnership } from "./lib/seed-ownership";
import { freePort, serveBuiltApp } from "./lib/serve";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg("seconds", 10);
/** `--only floor,kb,vhold`: some sections (the floor and /auth/signin; the knowledge base; vHold at scale). */
const only = process.argv.indexOf("--only");
const sections = new Set(only > 0 ? process.argv[only + 1].split(",") : ["floor", "kb", "vhold"]);
const CONNECTIONS = arg("connections", 16);

const run = { seconds: SECONDS, connections: CONNECTIONS };
const measure = async (name: string, pid: number, send: () => Promise<Response>) => {
  const result = await load(name, [pid], send, run);
  console.log(formatLoad(result, run));
  return result;
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
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), BUILD_DIR: variant === "shape" ? ".cache/bench-floor-shape" : ".cache/bench-floor" },
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
  return { url, pid: child.pid!, stop: () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM"))) };
}

const floor = sections.has("floor") ? await serveFloor("bare") : undefined;
const floorShape = sections.has("floor") ? await serveFloor("shape") : undefined;
const BENCH_PHONE = "+380671112233";
// The bench's user authors the 2,000 posts (staff by STAFF_PHONES, which APP_ENV=test honours).
const password = "Bench#Mark2026";
// vHold at scale, written into the data directory before the server opens it (PGlite is one
// process's): the bench's person and 10,000 companies with 50,000 owners.
const dataDir = mkdtempSync(path.join(tmpdir(), "vhold-bench-"));
const seededAt = performance.now();
const seedDb = await openDatabase({ dataDir });
const ownership = await seedOwnership(seedDb.db, {
  person: { phone: BENCH_PHONE, password, username: "bench_mark" },
  companies: sections.has("vhold") ? 10_000 : 0,
  ownersPerCompany: 5,
  users: 25_000,
  personCompanies: 30,
  transfersPerCompany: 10,
});
await seedDb.close();
const ownershipSeconds = (performance.now() - seededAt) / 1000;
const server = await serveBuiltApp({ RATE_LIMIT_ADDRESS_MAX: "100000", STAFF_PHONES: BENCH_PHONE, AUTH_RESEND_SECONDS: "1" }, { dataDir });
try {
  const api = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": server.apiKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
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
  const checked = await api("mutation($i: CheckAuthCodeInput!) { checkAuthCode(input: $i) { phoneTicket } }", { i: { phone, code } });
  const ticket = checked.checkAuthCode.phoneTicket as string;
  const granted = (await (
    await fetch(`${server.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-api-key": server.apiKey },
      body: new URLSearchParams({ grant_type: "password", username: phone, password, phone_ticket: ticket }),
    })
  ).json()) as { access_token: string };

  // The page as a signed-in browser gets it: sign in through the web forms for the session cookie.
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
  await new Promise((r) => setTimeout(r, 1_100)); // the resend countdown (AUTH_RESEND_SECONDS=1)
  await post("/auth/signin", { countryCode: "UA", phone: "67 111 22 33" });
  const codes = readFileSync(path.join(server.dataDir, "outbox.jsonl"), "utf8").trim().split("\n");
  await post("/auth/signin-code", { code: JSON.parse(codes[codes.length - 1]).code as string });
  const landed = await post("/auth/signin-password", { password });
  if (landed !== "/profile") throw new Error(`signing in through the forms ended at ${landed}`);
  const page = (pathAndQuery: string) => () => fetch(`${server.url}${pathAndQuery}`, { headers: { cookie: cookieHeader() }, redirect: "manual" });

  console.log(`node ${process.version}, ${SECONDS} s per target, loopback, embedded PGlite\n`);
  // Browsers ask for gzip; so does the load run (undici's fetch sends it by default).
  if (floor) {
    const floorRun = await measure("GET / (floor: bare Remix)", floor.pid, () => fetch(`${floor.url}/`));
    const shapeRun = await measure("GET /auth/signin (floor, app's routes)", floorShape!.pid, () => fetch(`${floorShape!.url}/auth/signin`));
    const signinRun = await measure("GET /auth/signin", server.pid, () => fetch(`${server.url}/auth/signin`));
    const against = (r: LoadResult) =>
      `${((signinRun.perSecond / r.perSecond) * 100).toFixed(0)} % of its requests per second, ${((r.cpuPerRequest / signinRun.cpuPerRequest) * 100).toFixed(0)} % by server CPU per request`;
    console.log(`${"".padEnd(28)} /auth/signin against the floor: ${against(floorRun)} (goal: at least 50 %)`);
    console.log(`${"".padEnd(28)} against the floor in the app's route tree: ${against(shapeRun)}; the routes alone cost the floor ${(shapeRun.cpuPerRequest - floorRun.cpuPerRequest).toFixed(2)} ms CPU per request`);
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
    const doc = (text: string) => JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
    const names = (uk: string, en: string) => [
      { languageCode: "uk", name: uk },
      { languageCode: "en", name: en },
    ];
    // 10 top categories, each with 4 subcategories, each with 2 below: 130 categories on 3 levels.
    const leaves: string[] = [];
    for (let a = 0; a < 10; a++) {
      const top = await api("mutation($i: KnowledgeBaseCategoryInput!) { createKnowledgeBaseCategory(input: $i) { id } }", { i: { translations: names(`Розділ ${a}`, `Section ${a}`) } }, token);
      for (let b = 0; b < 4; b++) {
        const mid = await api("mutation($i: KnowledgeBaseCategoryInput!) { createKnowledgeBaseCategory(input: $i) { id } }", { i: { parentId: top.createKnowledgeBaseCategory.id, translations: names(`Тема ${a}.${b}`, `Topic ${a}.${b}`) } }, token);
        for (let c = 0; c < 2; c++) {
          const leaf = await api("mutation($i: KnowledgeBaseCategoryInput!) { createKnowledgeBaseCategory(input: $i) { id } }", { i: { parentId: mid.createKnowledgeBaseCategory.id, translations: names(`Підтема ${a}.${b}.${c}`, `Subtopic ${a}.${b}.${c}`) } }, token);
          leaves.push(leaf.createKnowledgeBaseCategory.id as string);
        }
      }
    }
    let next = 0;
    const author = async () => {
      while (next < POSTS) {
        const n = next++;
        await api("mutation($i: KnowledgeBasePostInput!) { createKnowledgeBasePost(input: $i) { id } }", {
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
        }, token);
      }
    };
    const seeded = performance.now();
    await Promise.all(Array.from({ length: 4 }, author));
    console.log(`\nknowledge base: ${10 + 10 * 4 + leaves.length} categories, ${POSTS} posts in 3 languages (+ the help a fresh install starts with), seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s\n`);

    const graphql = (query: string, variables: Record<string, unknown>) => {
      const body = JSON.stringify({ query, variables });
      return () => fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body });
    };
    const TREE = "query($s: String) { listKnowledgeBaseCategories(language: uk, search: $s) { id name children { id name children { id name posts { id title } } posts { id title } } posts { id title } } }";
    await measure("POST /graphql tree (2,000)", server.pid, graphql(TREE, { s: null }));
    await measure("POST /graphql search (2,000)", server.pid, graphql(TREE, { s: "номер 1999" }));

    await measure("GET /knowledge-base (2,000)", server.pid, page("/knowledge-base"));
    await measure("GET /knowledge-base?q= (2,000)", server.pid, page(`/knowledge-base?q=${encodeURIComponent("номер 1999")}`));
  }

  if (sections.has("vhold")) {
    console.log(`\nvHold: 10,000 companies, 50,000 owners, 100,000 accepted transfers, 25,000 people, seeded in ${ownershipSeconds.toFixed(0)} s\n`);
    await measure("GET /profile (30 companies)", server.pid, page("/profile"));
    await measure("GET /vhold/{id} (5 owners)", server.pid, page(`/vhold/${ownership.companyId}`));
  }
} finally {
  await Promise.all([server.stop(), floor?.stop(), floorShape?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
