/**
 * The HTTP layer as a network client meets it: the API process (server/http.ts without a web
 * build) listening on loopback. A peer address other than loopback is injected on the server's
 * side of each connection, as a connection from another machine would arrive.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import http, { type IncomingHttpHeaders, type Server } from "node:http";
import { once } from "node:events";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { GenerateCompanyAvatarUploadUrlDocument } from "#graphql/generated/operations";
import { AVATAR_MAX_BYTES } from "#graphql/validation/user-limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "../../server/api";
import type { Config } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { createGraphQLServer } from "../../server/yoga";
import { createHttpApp } from "../../server/http";
import { checkDatabase } from "../../server/db/health";
import { Lifecycle } from "../../server/lifecycle";
import { createLogger, type Logger } from "../../server/logger";
import { OutboxMessenger } from "../../server/messaging";
import { API_KEY, REQUEST_CODE, createTestApp, newPhone, send as call, signUp, type TestApp } from "./harness";
import { createCompany } from "./companies/world";
import { ok } from "./support";
import { png } from "../fixtures/png";
import { serveWebApp, signedInCookie } from "./web-app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_ADDRESS_MAX: "3" });
});
afterAll(() => app.close());

const logger = createLogger("silent");

interface Served {
  url: string;
  server: Server;
  lifecycle: Lifecycle;
  /** The address the next connections appear to come from (undefined: the real one, loopback). */
  peer: string | undefined;
  close(): Promise<void>;
}

async function serve(
  options: { config?: Partial<Config>; api?: Api; healthTimeoutMs?: number; logger?: Logger } = {},
): Promise<Served> {
  const lifecycle = new Lifecycle();
  const httpApp = createHttpApp({
    config: { ...app.config, ...options.config },
    api: options.api ?? app.api,
    db: app.database.db,
    logger: options.logger ?? logger,
    lifecycle,
    healthTimeoutMs: options.healthTimeoutMs,
  });
  const server = httpApp.listen(0, "127.0.0.1");
  await once(server, "listening");
  lifecycle.attach(server);
  const served: Served = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    lifecycle,
    peer: undefined,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  server.prependListener("connection", (socket: net.Socket) => {
    if (served.peer) Object.defineProperty(socket, "remoteAddress", { value: served.peer });
  });
  return served;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request on its own connection. `body` is sent with a Content-Length; `chunks` are streamed
 * with Transfer-Encoding: chunked. A write failing after the answer came (the server closes a
 * connection whose body it refuses) does not matter: the answer is what the client sees.
 */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; chunks?: Buffer[] } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      url,
      { method: options.method ?? "GET", headers: options.headers, agent: false },
      (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => parts.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts).toString() }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (options.chunks) {
      const write = (i: number) => {
        if (answered || i === options.chunks!.length) return void req.end();
        req.write(options.chunks![i], () => write(i + 1));
      };
      write(0);
    } else {
      req.end(options.body);
    }
  });
}

const twoMegabytes = (fill: string) => Buffer.alloc(2 * 1024 * 1024, fill);

describe("/dev/outbox answers this machine only", () => {
  let served: Served;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vhold-outbox-"));
    const outbox = new OutboxMessenger(dir, app.clock);
    await outbox.sendSms({ to: "+380671112233", text: "Your code: 123456", code: "123456" });
    served = await serve({
      api: createApi({ config: app.config, db: app.database.db, logger, clock: app.clock, messenger: outbox }),
    });
  });
  afterAll(() => served.close());

  it("a loopback peer reads the codes", async () => {
    served.peer = undefined;
    const answer = await send(`${served.url}/dev/outbox.json`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("123456");
    expect((await send(`${served.url}/dev/outbox`)).status).toBe(200);
  });

  it("any other peer is refused, whatever X-Forwarded-For claims, even with TRUST_PROXY", async () => {
    for (const peer of ["192.0.2.10", "::ffff:192.0.2.10", "2001:db8::10", "10.0.0.1"]) {
      served.peer = peer;
      for (const page of ["/dev/outbox.json", "/dev/outbox"]) {
        const answer = await send(`${served.url}${page}`, { headers: { "x-forwarded-for": "127.0.0.1" } });
        expect(answer.status, `${page} from ${peer}`).toBe(403);
        expect(answer.body).not.toContain("123456");
      }
    }
    served.peer = "::1";
    expect((await send(`${served.url}/dev/outbox.json`)).status).toBe(200);
    served.peer = "127.0.0.5";
    expect((await send(`${served.url}/dev/outbox.json`)).status).toBe(200);
  });
});

describe("/metrics: Prometheus's scrape, for this machine or the token's bearer", () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(() => served.close());
  const count = (body: string, series: string) =>
    Number(
      body
        .split("\n")
        .find((line) => line.startsWith(`${series} `))
        ?.split(" ")[1] ?? 0,
    );

  it("counts requests by route group, operations by name and outcome, and job runs", async () => {
    served.peer = undefined;
    const before = (await send(`${served.url}/metrics`)).body;
    const query = (text: string) =>
      send(`${served.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: text }),
      });
    expect((await query("query MetricsPing { __typename }")).status).toBe(200);
    await query('query MetricsBroken { getCompany(id: "00000000-0000-4000-8000-000000000000") { id } }');
    await app.api.jobs.runDue({ force: true });
    const answer = await send(`${served.url}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/plain");
    const ok = 'graphql_operation_duration_seconds_count{operation="MetricsPing",outcome="ok"}';
    expect(count(answer.body, ok) - count(before, ok)).toBe(1);
    expect(
      count(answer.body, 'graphql_operation_duration_seconds_count{operation="MetricsBroken",outcome="error"}'),
    ).toBe(1);
    const requests = 'http_request_duration_seconds_count{method="POST",route="graphql",status="200"}';
    expect(count(answer.body, requests) - count(before, requests)).toBe(2);
    expect(answer.body).toMatch(/^job_runs_total\{job="[a-z.]+",status="ran"\} [1-9]/m);
    expect(answer.body).toContain("nodejs_eventloop_lag_seconds");
    // An address never becomes a series: a page is "page", whatever its path.
    await send(`${served.url}/no/such/page/${"x".repeat(20)}`);
    expect((await send(`${served.url}/metrics`)).body).not.toContain("xxxxxxxxxxxxxxxxxxxx");
  });

  it("without METRICS_TOKEN answers a loopback peer only, never a request a proxy forwarded", async () => {
    served.peer = "192.0.2.10";
    expect((await send(`${served.url}/metrics`)).status).toBe(403);
    served.peer = undefined;
    const forwarded = await send(`${served.url}/metrics`, { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(forwarded.status).toBe(403);
    expect(forwarded.body).not.toContain("http_request");
  });

  it("with METRICS_TOKEN answers its bearer from anywhere, and nobody else, loopback included", async () => {
    const token = "m".repeat(32);
    const guarded = await serve({ config: { metricsToken: token } });
    try {
      guarded.peer = "192.0.2.10";
      expect((await send(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
        200,
      );
      expect(
        (await send(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${"n".repeat(32)}` } })).status,
      ).toBe(403);
      guarded.peer = undefined;
      expect((await send(`${guarded.url}/metrics`)).status).toBe(403);
    } finally {
      await guarded.close();
    }
  });
});

describe("request bodies are capped at every entry point", () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(() => served.close());

  const entryPoints = [
    { path: "/oauth/token", type: "application/x-www-form-urlencoded", fill: "a" },
    { path: "/graphql", type: "application/json", fill: " " },
  ];

  for (const { path: entry, type, fill } of entryPoints) {
    it(`${entry}: 2 MB declared in Content-Length is refused with 413, and the server goes on`, async () => {
      const answer = await send(`${served.url}${entry}`, {
        method: "POST",
        headers: { "content-type": type },
        body: twoMegabytes(fill),
      });
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe("close");
      expect((await send(`${served.url}/healthz`)).status).toBe(200);
    });

    it(`${entry}: 2 MB streamed in chunks (no Content-Length) is refused with 413, and the server goes on`, async () => {
      const chunks = Array.from({ length: 32 }, () => Buffer.alloc(64 * 1024, fill));
      const answer = await send(`${served.url}${entry}`, { method: "POST", headers: { "content-type": type }, chunks });
      expect(answer.status).toBe(413);
      expect((await send(`${served.url}/healthz`)).status).toBe(200);
    });
  }

  it("bodies under the limits still work, chunked or not", async () => {
    const query = JSON.stringify({ query: "{ __typename }" });
    const plain = await send(`${served.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: query,
    });
    expect(JSON.parse(plain.body)).toEqual({ data: { __typename: "Query" } });
    const chunked = await send(`${served.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      chunks: [Buffer.from(query.slice(0, 5)), Buffer.from(query.slice(5))],
    });
    expect(JSON.parse(chunked.body)).toEqual({ data: { __typename: "Query" } });
    const token = await send(`${served.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `grant_type=refresh_token&refresh_token=${"x".repeat(60_000)}`,
    });
    expect(token.status).toBe(400);
    expect(JSON.parse(token.body).error).toBe("invalid_grant");
  });
});

describe("the modules' own entries, mounted from their declarations", () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(() => served.close());

  it("the photo upload takes the body limit the users module declares: more is refused with 413 before it is read", async () => {
    const upload = app.api.endpoints.find((endpoint) => endpoint.path === "/uploads/avatar")!;
    expect(upload).toMatchObject({ method: "PUT", bodyLimit: AVATAR_MAX_BYTES });
    const declared = await send(`${served.url}/uploads/avatar`, {
      method: "PUT",
      headers: { "content-type": "application/octet-stream", "content-length": String(AVATAR_MAX_BYTES + 1) },
      body: Buffer.alloc(1024),
    });
    expect(declared.status).toBe(413);
    expect(declared.headers.connection).toBe("close");
    expect(JSON.parse(declared.body)).toMatchObject({
      errors: [{ extensions: { code: "BAD_USER_INPUT", fields: { avatar: ["validation.avatar.tooLarge"] } } }],
    });
    const streamed = await send(`${served.url}/uploads/avatar`, {
      method: "PUT",
      headers: { "content-type": "application/octet-stream" },
      chunks: Array.from({ length: 6 }, () => Buffer.alloc(1024 * 1024, 1)),
    });
    expect(streamed.status).toBe(413);
    expect((await send(`${served.url}/healthz`)).status).toBe(200);
  });

  it("a photo within the limit reaches the module's handler over HTTP", async () => {
    const user = await signUp(app);
    const png = readFileSync(path.join(__dirname, "../fixtures/avatar.png"));
    const answer = await send(`${served.url}/uploads/avatar`, {
      method: "PUT",
      headers: { "content-type": "image/png", authorization: `Bearer ${user.accessToken}` },
      body: png,
    });
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ data: { avatar: expect.any(String) } });
  });

  it("a company avatar PUT to a signed URL (generateCompanyAvatarUploadUrl) reaches the companies' entry over HTTP, with no token", async () => {
    const owner = await signUp(app);
    const companyId = await createCompany(app, owner, "Signed Works");
    const made = ok(
      await call(
        app,
        GenerateCompanyAvatarUploadUrlDocument,
        { companyId, name: "logo.png" },
        { token: owner.accessToken },
      ),
    ).generateCompanyAvatarUploadUrl;
    const answer = await send(`${served.url}${made.url}`, {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: png(40, 40),
    });
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ data: { avatar: expect.stringMatching(/signature=/) } });
    const changed = made.url.replace(/signature=[^&]+/, "signature=AAAA");
    const refused = await send(`${served.url}${changed}`, {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: png(40, 40),
    });
    expect(refused.status).toBe(403);
  });

  it("answers another method than the declared one with 405, and the stream still wants its key", async () => {
    const wrong = await send(`${served.url}/uploads/avatar`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream" },
      body: "x",
    });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe("PUT");
    expect((await send(`${served.url}/events/notifications`, { method: "DELETE" })).headers.allow).toBe("GET");
    expect((await send(`${served.url}/events/notifications`)).status).toBe(403);
  });
});

describe("a path that cannot be decoded (/%FF) is the client's mistake: never a 500, never an error logged", () => {
  const lines: string[] = [];
  let served: Served;
  beforeAll(async () => {
    served = await serve({ logger: createLogger("info", { write: (line: string) => void lines.push(line) }) });
  });
  afterAll(() => served.close());
  const logged = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string; status?: number });

  it.each([
    ["GET", "/graphql/%FF", 404],
    ["POST", "/graphql/%FF", 404],
    ["GET", "/oauth/token/%FF", 405],
    // The local driver's entry: not a URL of ours, the same bare 403 as any other.
    ["GET", "/storage/%FF", 403],
    ["PUT", "/storage/%ED%A0%80?expires=1&signature=x", 403],
    ["PUT", "/uploads/company-avatar/%FF", 404],
    ["GET", "/%FF", 404],
    // A route with a parameter Express decodes (the end-to-end suite's seam, APP_ENV=test): 400.
    ["POST", "/dev/sessions/%FF/backdate?seconds=1", 400],
  ] as const)("%s %s: %i", async (method, path, status) => {
    lines.length = 0;
    const answer = await send(`${served.url}${path}`, { method });
    expect(answer.status).toBe(status);
    expect(logged().filter((line) => line.level >= 50)).toEqual([]);
    expect(logged().find((line) => line.msg === "request")).toMatchObject({ status });
    // Express's refusal of a parameter it cannot decode is said as a warning, and a plain 400.
    if (status === 400) {
      expect(logged().find((line) => line.level === 40)).toMatchObject({
        msg: "a request whose address cannot be decoded was refused",
      });
      expect(answer.body).toBe("Bad Request");
    }
  });
});

describe("TRUST_PROXY: who the client is, and how addresses are counted", () => {
  // RATE_LIMIT_ADDRESS_MAX is 3 in this file: the 4th code request of one address is refused.
  const requestCode = (served: Served, headers: Record<string, string> = {}) =>
    send(`${served.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": API_KEY, ...headers },
      body: JSON.stringify({ query: REQUEST_CODE, variables: { phone: newPhone() } }),
    }).then(
      (a) =>
        (JSON.parse(a.body) as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code ??
        "OK",
    );

  it("one proxy (TRUST_PROXY=1): the address the proxy saw counts; what the client wrote before it does not", async () => {
    const served = await serve({ config: { trustProxy: 1 } });
    served.peer = "10.0.0.2"; // the load balancer
    const codes = [];
    for (let i = 0; i < 4; i += 1) {
      // The client makes up a new leftmost address every time; the proxy appends the real one.
      codes.push(await requestCode(served, { "x-forwarded-for": `198.18.0.${i}, 203.0.113.50` }));
    }
    expect(codes).toEqual(["OK", "OK", "OK", "RATE_LIMITED"]);
    await served.close();
  });

  it("a list of proxies: X-Forwarded-For is believed from them only", async () => {
    const served = await serve({ config: { trustProxy: ["10.0.0.0/8"] } });
    served.peer = "203.0.113.60"; // not a proxy of ours: its X-Forwarded-For is ignored
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push(await requestCode(served, { "x-forwarded-for": `198.18.1.${i}` }));
    expect(codes).toEqual(["OK", "OK", "OK", "RATE_LIMITED"]);
    served.peer = "10.1.2.3";
    expect(await requestCode(served, { "x-forwarded-for": "203.0.113.61" })).toBe("OK");
    await served.close();
  });

  it("IPv6 clients are counted by their /64: new addresses from one network do not escape the limit", async () => {
    const served = await serve();
    const codes = [];
    for (const host of ["1", "2", "abcd:1", "ffff:ffff:ffff"]) {
      served.peer = `2001:db8:42:7::${host}`;
      codes.push(await requestCode(served));
    }
    expect(codes).toEqual(["OK", "OK", "OK", "RATE_LIMITED"]);
    served.peer = "2001:db8:42:8::1"; // the next /64 is someone else
    expect(await requestCode(served)).toBe("OK");
    await served.close();
  });
});

describe("the GraphQL endpoint tells a stranger nothing", () => {
  const post = (
    yoga: { fetch: (r: Request) => Promise<Response> | Response },
    body: string,
    headers: Record<string, string> = {},
  ) =>
    yoga.fetch(
      new Request("http://api.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
      }),
    );

  it("no CORS grant for another origin, with credentials or without", async () => {
    const preflight = await app.api.yoga.fetch(
      new Request("http://api.test/graphql", {
        method: "OPTIONS",
        headers: {
          origin: "https://evil.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      }),
    );
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    const answer = await post(app.api.yoga, JSON.stringify({ query: "{ __typename }" }), {
      origin: "https://evil.example",
    });
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("a malformed body is refused without being quoted back", async () => {
    const answer = await post(app.api.yoga, '{"query": "{ __typename }", <img src=x onerror=alert(1)> secret-marker');
    const text = await answer.text();
    expect(text).not.toContain("secret-marker");
    expect(text).not.toContain("onerror");
    expect(JSON.parse(text).errors[0].message).toBe("POST body sent invalid JSON.");
  });

  it("takes a batch of operations from the web server's key only, at most 10 (more: 413)", async () => {
    const batch = (n: number) => JSON.stringify(Array.from({ length: n }, () => ({ query: "{ __typename }" })));
    const refused = await post(app.api.yoga, batch(2));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe(
      "Batching is not allowed",
    );
    const wrongKey = await post(app.api.yoga, batch(2), { "x-api-key": "not-the-key" });
    expect(wrongKey.status).toBe(400);
    const taken = await post(app.api.yoga, batch(2), { "x-api-key": API_KEY });
    expect(await taken.json()).toEqual([{ data: { __typename: "Query" } }, { data: { __typename: "Query" } }]);
    expect((await post(app.api.yoga, batch(11), { "x-api-key": API_KEY })).status).toBe(413);
  });

  it("introspection answers in development and is refused in production", async () => {
    const introspection = JSON.stringify({ query: "{ __schema { queryType { name } } }" });
    expect(await (await post(app.api.yoga, introspection)).json()).toEqual({
      data: { __schema: { queryType: { name: "Query" } } },
    });

    const production = createGraphQLServer({
      services: app.api.services,
      deps: app.api.deps,
      clock: app.clock,
      logger,
      apiKey: API_KEY,
      production: true,
    });
    const refused = (await (await post(production, introspection)).json()) as {
      data?: unknown;
      errors?: Array<{ message: string }>;
    };
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0].message).toMatch(/introspection/i);
    const typeQuery = JSON.stringify({ query: '{ __type(name: "AuthUser") { fields { name } } }' });
    expect(((await (await post(production, typeQuery)).json()) as { errors?: unknown[] }).errors).toHaveLength(1);
    // __typename is not introspection: clients ask for it all the time.
    expect(await (await post(production, JSON.stringify({ query: "{ __typename }" }))).json()).toEqual({
      data: { __typename: "Query" },
    });
  });
});

/** Holds the probe's table (on PGlite: the one connection) until released: the database stops answering the probe. */
async function holdDatabase() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = app.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table health_checks in access exclusive mode`);
    locked();
    await held;
  });
  await isLocked;
  return async () => {
    release();
    await holder;
  };
}

describe("the probes: /livez (the process) and /readyz (its database)", () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve({ healthTimeoutMs: 300 });
  });
  afterAll(() => served.close());

  it("/readyz answers 200 when the database answers a read, and /healthz (its older name) the same", async () => {
    for (const probe of ["/readyz", "/healthz", "/livez"]) {
      const answer = await send(`${served.url}${probe}`);
      expect(answer.status, probe).toBe(200);
      expect(JSON.parse(answer.body), probe).toEqual({ status: "ok" });
      expect(answer.headers["cache-control"], probe).toBe("no-store");
    }
  });

  it("no probe writes: /readyz stays 200 while every write to the probe's table is refused", async () => {
    const db = app.database.db;
    await db.execute(sql`create function vhold_test_refuse_write() returns trigger language plpgsql as $$
      begin raise exception 'no write expected'; end $$`);
    await db.execute(sql`create trigger vhold_test_no_write before insert or update or delete on health_checks
      for each row execute function vhold_test_refuse_write()`);
    try {
      for (const probe of ["/readyz", "/healthz", "/livez"])
        expect((await send(`${served.url}${probe}`)).status, probe).toBe(200);
    } finally {
      await db.execute(sql`drop trigger vhold_test_no_write on health_checks`);
      await db.execute(sql`drop function vhold_test_refuse_write()`);
    }
  });

  it("/readyz answers 503 with the reason within its timeout when the database stops answering, /livez 200; then 200 again", async () => {
    const release = await holdDatabase();
    try {
      const started = Date.now();
      const answer = await send(`${served.url}/readyz`);
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ status: "unavailable", reason: "timeout" });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await send(`${served.url}/healthz`)).status).toBe(503);
      // Alive all the while: the database is not the process.
      expect((await send(`${served.url}/livez`)).status).toBe(200);
    } finally {
      await release();
    }
    expect((await send(`${served.url}/readyz`)).status).toBe(200);
  });

  it("a database that takes no writes (a standby after a failover) is not ready, and says so", async () => {
    await app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction read only`);
      expect(await checkDatabase(tx as never)).toEqual({ ok: false, reason: "read-only" });
    });
    expect(await checkDatabase(app.database.db)).toEqual({ ok: true });
  });
});

describe("the request id", () => {
  const lines: Array<Record<string, unknown>> = [];
  const capture = createLogger("debug", {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  let served: Served;
  beforeAll(async () => {
    served = await serve({
      logger: capture,
      api: createApi({ config: app.config, db: app.database.db, logger: capture, clock: app.clock }),
    });
  });
  afterAll(() => served.close());

  /** The log lines with this request id, once the request's own line ("request") is among them. */
  async function linesOf(requestId: string) {
    for (let i = 0; i < 100 && !lines.some((l) => l.requestId === requestId && l.msg === "request"); i++)
      await new Promise((r) => setTimeout(r, 20));
    return lines.filter((line) => line.requestId === requestId);
  }

  it("is taken from x-request-id when it is a plain token, else made; and answered back", async () => {
    const given = await send(`${served.url}/livez`, { headers: { "x-request-id": "lb-7f3a.2:9/x+y=z@h_1" } });
    expect(given.headers["x-request-id"]).toBe("lb-7f3a.2:9/x+y=z@h_1");
    const made = [await send(`${served.url}/livez`), await send(`${served.url}/livez`)].map(
      (a) => a.headers["x-request-id"],
    );
    for (const id of made) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(made[0]).not.toBe(made[1]);
    // Too long, or anything but a plain token (spaces, quotes, control characters, other scripts): replaced, not repaired.
    for (const bad of ["a".repeat(129), "two words", 'quote"d', "semi;colon", "tab\tx", "ідентифікатор"]) {
      const answer = await send(`${served.url}/livez`, {
        headers: { "x-request-id": Buffer.from(bad).toString("latin1") },
      });
      expect(answer.headers["x-request-id"], bad).not.toBe(bad);
      expect(answer.headers["x-request-id"], bad).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(
      (await send(`${served.url}/livez`, { headers: { "x-request-id": "a".repeat(128) } })).headers["x-request-id"],
    ).toBe("a".repeat(128));
  });

  it("is on every line the request writes, with its GraphQL operation: the request's line and a module's line within the operation", async () => {
    const user = await signUp(app);
    const answer = await send(`${served.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${user.accessToken}`,
        "x-request-id": "test-sign-out-1",
      },
      body: JSON.stringify({ query: "mutation SignOut { signOut }" }),
    });
    expect(answer.status).toBe(200);
    const mine = await linesOf("test-sign-out-1");
    // The identity module's own line (sessions.ts), written through the logger it was built with.
    expect(mine.find((line) => line.msg === "signed out")).toMatchObject({
      requestId: "test-sign-out-1",
      operation: "SignOut",
      userId: user.id,
    });
    expect(mine.find((line) => line.msg === "request")).toMatchObject({
      requestId: "test-sign-out-1",
      operation: "SignOut",
      path: "/graphql",
      status: 200,
    });
    // Each key once per line (a second "requestId" would hide one from a JSON reader).
    expect(mine.every((line) => Object.keys(line).filter((key) => key === "requestId").length === 1)).toBe(true);
  });

  it("a page's line names the operations its loaders ran in process; with API_URL the API's lines carry the page's id", async () => {
    const user = await signUp(app);
    const cookie = await signedInCookie(app, user);
    const together = await serveWebApp(app, capture);
    try {
      const page = await fetch(`${together.url}/profile`, { headers: { cookie, "x-request-id": "test-page-1" } });
      expect(page.status).toBe(200);
      expect(page.headers.get("x-request-id")).toBe("test-page-1");
      expect((await linesOf("test-page-1")).find((line) => line.msg === "request")).toMatchObject({
        path: "/profile",
        operation: expect.stringMatching(/^\w+(,\w+)*$/),
      });
    } finally {
      await together.close();
    }
    // Apart (API_URL, as the Worker calls the API): the web half passes its id, the API logs under it.
    const apart = await serveWebApp(app, createLogger("silent"), { config: { apiUrl: served.url } });
    try {
      const page = await fetch(`${apart.url}/profile`, { headers: { cookie, "x-request-id": "test-page-2" } });
      expect(page.status).toBe(200);
      expect(page.headers.get("x-request-id")).toBe("test-page-2");
      const apiLines = (await linesOf("test-page-2")).filter((line) => line.msg === "request");
      expect(apiLines.length).toBeGreaterThan(0);
      for (const line of apiLines)
        expect(line).toMatchObject({ path: "/graphql", operation: expect.stringMatching(/^\w+(,\w+)*$/) });
    } finally {
      await apart.close();
    }
  });

  it("a batch's line names each of its operations; a probe's passing line is at debug level", async () => {
    await send(`${served.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": API_KEY, "x-request-id": "test-batch-1" },
      body: JSON.stringify([
        { query: "query First { __typename }" },
        { query: "query Second { __typename }" },
        { query: "{ __typename }" },
      ]),
    });
    expect((await linesOf("test-batch-1")).find((line) => line.msg === "request")).toMatchObject({
      operation: "First,Second,anonymous",
    });
    await send(`${served.url}/readyz`, { headers: { "x-request-id": "test-probe-1" } });
    expect((await linesOf("test-probe-1")).find((line) => line.msg === "request")).toMatchObject({
      level: 20,
      path: "/readyz",
    });
  });
});

describe("PostgreSQL that does not answer", () => {
  it("a connection that is never answered fails after the connect timeout instead of hanging", async () => {
    const silent = net.createServer(() => {}); // accepts, never speaks
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const { port } = silent.address() as AddressInfo;
    try {
      const databaseUrl = `postgres://postgres@127.0.0.1:${port}/none`;
      // The migrate step's own connection (server/db/client.ts, underMigrationLock).
      const failed = await openDatabase({ databaseUrl, timeouts: { connectMs: 200 } }).then(
        () => null,
        (error: Error) => error,
      );
      expect(String((failed?.cause as Error | undefined)?.message ?? failed?.message)).toMatch(/timeout expired/i);
      // The pool's.
      const opened = await openDatabase({ databaseUrl, timeouts: { connectMs: 200 }, migrate: false });
      try {
        const query = await opened.db.execute(sql`select 1`).then(
          () => null,
          (error: Error) => error,
        );
        expect(String((query?.cause as Error | undefined)?.message ?? query?.message)).toMatch(/connection timeout/i);
      } finally {
        await opened.close();
      }
    } finally {
      silent.close();
    }
  });
});

describe("stopping (SIGTERM) under keep-alive", () => {
  /** A raw kept-alive connection: what came back by the time the server closed it. */
  async function connect(url: string) {
    const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
    await once(socket, "connect");
    let received = "";
    socket.on("data", (c: Buffer) => (received += c.toString()));
    return { socket, closed: once(socket, "close").then(() => received) };
  }

  it("requests in flight are answered `Connection: close`, /readyz says 503, idle connections close", async () => {
    const served = await serve({ healthTimeoutMs: 30_000 });

    // An idle kept-alive connection: answered once, now waiting for its next request.
    const idle = await connect(served.url);
    const firstAnswer = once(idle.socket, "data");
    idle.socket.write("GET /livez HTTP/1.1\r\nHost: api\r\n\r\n");
    expect(String((await firstAnswer)[0])).toMatch(/^HTTP\/1\.1 200/);

    // A token request whose body is still on its way.
    const token = await connect(served.url);
    const body = "grant_type=refresh_token&refresh_token=not-a-token";
    const tokenArrived = once(served.server, "request");
    token.socket.write(
      `POST /oauth/token HTTP/1.1\r\nHost: api\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await tokenArrived;

    // A readiness probe waiting on the database.
    const releaseDatabase = await holdDatabase();
    const health = await connect(served.url);
    const healthArrived = once(served.server, "request");
    health.socket.write("GET /readyz HTTP/1.1\r\nHost: api\r\n\r\n");
    await healthArrived;

    const stopped = served.lifecycle.stop(logger, 60_000);
    expect(served.lifecycle.draining).toBe(true);
    await idle.closed; // closed at once, with nothing more said

    token.socket.write(body.slice(10));
    await releaseDatabase();

    const tokenAnswer = await token.closed;
    expect(tokenAnswer).toMatch(/^HTTP\/1\.1 400 /);
    expect(tokenAnswer).toMatch(/\r\nconnection: close\r\n/i);

    const healthAnswer = await health.closed;
    expect(healthAnswer).toMatch(/^HTTP\/1\.1 503 /);
    expect(healthAnswer).toMatch(/\r\nconnection: close\r\n/i);
    expect(healthAnswer).toContain('{"status":"stopping"}');

    await stopped; // every connection has closed
  });
});
