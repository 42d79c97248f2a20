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
import { createGraphQLServer } from "../../server/graphql/yoga";
import { createHttpApp } from "../../server/http";
import { Lifecycle } from "../../server/lifecycle";
import { createLogger, type Logger } from "../../server/logger";
import { OutboxMessenger } from "../../server/messaging";
import { API_KEY, REQUEST_CODE, createTestApp, newPhone, send as call, signUp, type TestApp } from "./harness";
import { createCompany } from "./companies/world";
import { ok } from "./support";
import { png } from "../fixtures/png";

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

async function serve(options: { config?: Partial<Config>; api?: Api; healthTimeoutMs?: number; logger?: Logger } = {}): Promise<Served> {
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
    const req = http.request(url, { method: options.method ?? "GET", headers: options.headers, agent: false }, (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts).toString() }));
      res.on("error", reject);
    });
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
    served = await serve({ api: createApi({ config: app.config, db: app.database.db, logger, clock: app.clock, messenger: outbox }) });
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
      const answer = await send(`${served.url}${entry}`, { method: "POST", headers: { "content-type": type }, body: twoMegabytes(fill) });
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
    const plain = await send(`${served.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: query });
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
    expect(JSON.parse(declared.body)).toMatchObject({ errors: [{ extensions: { code: "BAD_USER_INPUT", fields: { avatar: ["validation.avatar.tooLarge"] } } }] });
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
    const made = ok(await call(app, GenerateCompanyAvatarUploadUrlDocument, { companyId, name: "logo.png" }, { token: owner.accessToken })).generateCompanyAvatarUploadUrl;
    const answer = await send(`${served.url}${made.url}`, { method: "PUT", headers: { "content-type": "image/png" }, body: png(40, 40) });
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ data: { avatar: expect.stringMatching(/signature=/) } });
    const changed = made.url.replace(/signature=[^&]+/, "signature=AAAA");
    const refused = await send(`${served.url}${changed}`, { method: "PUT", headers: { "content-type": "image/png" }, body: png(40, 40) });
    expect(refused.status).toBe(403);
  });

  it("answers another method than the declared one with 405, and the stream still wants its key", async () => {
    const wrong = await send(`${served.url}/uploads/avatar`, { method: "POST", headers: { "content-type": "application/octet-stream" }, body: "x" });
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
      expect(logged().find((line) => line.level === 40)).toMatchObject({ msg: "a request whose address cannot be decoded was refused" });
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
    }).then((a) => (JSON.parse(a.body) as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code ?? "OK");

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
  const post = (yoga: { fetch: (r: Request) => Promise<Response> | Response }, body: string, headers: Record<string, string> = {}) =>
    yoga.fetch(new Request("http://api.test/graphql", { method: "POST", headers: { "content-type": "application/json", ...headers }, body }));

  it("no CORS grant for another origin, with credentials or without", async () => {
    const preflight = await app.api.yoga.fetch(
      new Request("http://api.test/graphql", {
        method: "OPTIONS",
        headers: { origin: "https://evil.example", "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      }),
    );
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    const answer = await post(app.api.yoga, JSON.stringify({ query: "{ __typename }" }), { origin: "https://evil.example" });
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
    expect(((await refused.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe("Batching is not allowed");
    const wrongKey = await post(app.api.yoga, batch(2), { "x-api-key": "not-the-key" });
    expect(wrongKey.status).toBe(400);
    const taken = await post(app.api.yoga, batch(2), { "x-api-key": API_KEY });
    expect(await taken.json()).toEqual([{ data: { __typename: "Query" } }, { data: { __typename: "Query" } }]);
    expect((await post(app.api.yoga, batch(11), { "x-api-key": API_KEY })).status).toBe(413);
  });

  it("introspection answers in development and is refused in production", async () => {
    const introspection = JSON.stringify({ query: "{ __schema { queryType { name } } }" });
    expect(await (await post(app.api.yoga, introspection)).json()).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });

    const production = createGraphQLServer({ services: app.api.services, deps: app.api.deps, clock: app.clock, logger, apiKey: API_KEY, production: true });
    const refused = (await (await post(production, introspection)).json()) as { data?: unknown; errors?: Array<{ message: string }> };
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0].message).toMatch(/introspection/i);
    const typeQuery = JSON.stringify({ query: '{ __type(name: "AuthUser") { fields { name } } }' });
    expect(((await (await post(production, typeQuery)).json()) as { errors?: unknown[] }).errors).toHaveLength(1);
    // __typename is not introspection: clients ask for it all the time.
    expect(await (await post(production, JSON.stringify({ query: "{ __typename }" }))).json()).toEqual({ data: { __typename: "Query" } });
  });
});

describe("/healthz", () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve({ healthTimeoutMs: 300 });
  });
  afterAll(() => served.close());

  it("answers 200 when the database takes a write", async () => {
    const answer = await send(`${served.url}/healthz`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: "ok" });
  });

  it("answers 503 when reads work but writes fail (a full disk)", async () => {
    const db = app.database.db;
    await db.execute(sql`create function vhold_test_refuse_write() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device'; end $$`);
    await db.execute(sql`create trigger vhold_test_full_disk before insert or update on health_checks
      for each row execute function vhold_test_refuse_write()`);
    try {
      await db.execute(sql`select 1`); // reads still work
      const answer = await send(`${served.url}/healthz`);
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ status: "unavailable" });
    } finally {
      await db.execute(sql`drop trigger vhold_test_full_disk on health_checks`);
      await db.execute(sql`drop function vhold_test_refuse_write()`);
    }
    expect((await send(`${served.url}/healthz`)).status).toBe(200);
  });

  it("answers 503 within its timeout when the database stops answering", async () => {
    // Another session holds the table (on PGlite: the one connection) until we let go.
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
    try {
      const answer = await send(`${served.url}/healthz`);
      expect(answer.status).toBe(503);
    } finally {
      release();
      await holder;
    }
    expect((await send(`${served.url}/healthz`)).status).toBe(200);
  });
});

describe("PostgreSQL that does not answer", () => {
  it("a connection that is never answered fails after the connect timeout instead of hanging", async () => {
    const silent = net.createServer(() => {}); // accepts, never speaks
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const { port } = silent.address() as AddressInfo;
    try {
      const failed = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`, timeouts: { connectMs: 200 } }).then(
        () => null,
        (error: Error) => error,
      );
      expect(String((failed?.cause as Error | undefined)?.message ?? failed?.message)).toMatch(/connection timeout/i);
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

  /** Holds the health table (on PGlite: the one connection) until released. */
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

  it("requests in flight are answered `Connection: close`, /healthz says 503, idle connections close", async () => {
    const served = await serve({ healthTimeoutMs: 30_000 });

    // An idle kept-alive connection: answered once, now waiting for its next request.
    const idle = await connect(served.url);
    const firstAnswer = once(idle.socket, "data");
    idle.socket.write("GET /healthz HTTP/1.1\r\nHost: api\r\n\r\n");
    expect(String((await firstAnswer)[0])).toMatch(/^HTTP\/1\.1 200/);

    // A token request whose body is still on its way.
    const token = await connect(served.url);
    const body = "grant_type=refresh_token&refresh_token=not-a-token";
    const tokenArrived = once(served.server, "request");
    token.socket.write(
      `POST /oauth/token HTTP/1.1\r\nHost: api\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await tokenArrived;

    // A health check waiting on the database.
    const releaseDatabase = await holdDatabase();
    const health = await connect(served.url);
    const healthArrived = once(served.server, "request");
    health.socket.write("GET /healthz HTTP/1.1\r\nHost: api\r\n\r\n");
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
