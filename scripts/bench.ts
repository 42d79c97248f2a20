/**
 * Load run on loopback against the built app on a fresh embedded database:
 *  - GET /auth/signin (server-rendered page),
 *  - the getAuthUser query with a valid access token (POST /graphql).
 * Each for a fixed time with a fixed number of concurrent connections; reports requests per
 * second and latency percentiles (p50, p95, p99). Bounded: stops by itself.
 *
 *   npm run build && npm run bench [-- --seconds 10 --connections 16]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatLoad, load as loadRun } from "./lib/load";
import { serveBuiltApp } from "./lib/serve";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg("seconds", 10);
const CONNECTIONS = arg("connections", 16);
const run = { seconds: SECONDS, connections: CONNECTIONS };
const load = async (name: string, send: () => Promise<Response>) => console.log(formatLoad(await loadRun(name, send, run), run));

const server = await serveBuiltApp({ RATE_LIMIT_ADDRESS_MAX: "100000" });
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
  const phone = "+380671112233";
  await api("mutation($p: String!) { requestAuthCode(phone: $p) { sentTo } }", { p: phone });
  const outbox = readFileSync(path.join(server.dataDir, "outbox.jsonl"), "utf8").trim().split("\n");
  const code = JSON.parse(outbox[outbox.length - 1]).code as string;
  const checked = await api("mutation($i: CheckAuthCodeInput!) { checkAuthCode(input: $i) { phoneTicket } }", { i: { phone, code } });
  const ticket = checked.checkAuthCode.phoneTicket as string;
  const password = "Bench#Mark2026";
  await api("mutation($i: RegisterUserInput!) { registerUser(input: $i) { id } }", {
    i: { phoneTicket: ticket, name: "Bench", surname: "Mark", username: "bench_mark", password, confirmPassword: password, consent: true },
  });
  const granted = (await (
    await fetch(`${server.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-api-key": server.apiKey },
      body: new URLSearchParams({ grant_type: "password", username: phone, password, phone_ticket: ticket }),
    })
  ).json()) as { access_token: string };

  console.log(`node ${process.version}, ${SECONDS} s per target, loopback, embedded PGlite\n`);
  await load("GET /auth/signin", () => fetch(`${server.url}/auth/signin`));
  const body = JSON.stringify({ query: "{ getAuthUser { id name surname username language } }" });
  await load("POST /graphql getAuthUser", () =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${granted.access_token}` },
      body,
    }),
  );
} finally {
  await server.stop();
}
