import type { ServerBuild } from "@remix-run/node";
import { createServerAdapter } from "@whatwg-node/server";
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import helmet from "helmet";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { readdirSync } from "node:fs";
import { isIP } from "node:net";
import type { ViteDevServer } from "vite";
import { serveEndpoint, type Api } from "./api";
import type { Config } from "./config";
import { BODY_LIMITS, limitBody, limitDeclared, streamBody } from "./body-limit";
import { compress } from "./compress";
import { LIQPAY_ORIGIN } from "./modules/billing/providers";
import { formBodyLimit, isForeignPost, isLegacyDataRequest, streamedFormLimit, tooLargeRedirect } from "./web-guards";
import { LOCAL_STORAGE_PATH } from "./storage/local";
import type { Database } from "./db/client";
import { checkDatabase, HEALTH_TIMEOUT_MS } from "./db/health";
import { Lifecycle } from "./lifecycle";
import type { Logger } from "./logger";
import { OutboxMessenger } from "./messaging";
import { renderOutboxPage } from "./dev/outbox-page";
import { registerTestSeams } from "./dev/test-seams";
import { remixHandler } from "./remix-handler";
import { RequestState, type WebLoadContext } from "#graphql/load-context";
import { REQUEST_ID_HEADER, requestIdFrom } from "#graphql/request-id";
import { newRequestScope, runInScope, type RequestScope } from "./request-scope";
import { httpRequestDuration, metricsRegistry, routeGroup } from "./metrics";

export interface HttpOptions {
  config: Config;
  api: Api;
  db: Database;
  logger: Logger;
  /** Development: Vite in middleware mode serves the app with hot reload. */
  vite?: ViteDevServer;
  /** Production: the built Remix server (build/server/index.js). */
  build?: ServerBuild;
  clientDir?: string;
  /** Draining on SIGTERM (index.ts). */
  lifecycle?: Lifecycle;
  /** How long /readyz waits for the database. */
  healthTimeoutMs?: number;
  /**
   * Co-located pages call the API's GraphQL without HTTP (api.graphql; the default). False: over
   * the fetch seam, as the edge build does (tests compare the two).
   */
  inProcessGraphQL?: boolean;
}

/** 127.0.0.0/8 and ::1, also written IPv4-mapped (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith("127.");
  return address === "::1";
}

/**
 * The development outbox holds every code sent: only this machine may read it. Decided on the
 * socket's own peer, never on X-Forwarded-For, which any client can write.
 */
function loopbackOnly(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  if (isLoopback(req.socket.remoteAddress)) return next();
  res.status(403).type("text/plain").send("Forbidden");
}

/** Whether a scrape of /metrics may be answered (see the route). */
function metricsAllowed(req: ExpressRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(req.get("authorization") ?? "");
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  return isLoopback(req.socket.remoteAddress) && !req.get("x-forwarded-for") && !req.get("forwarded");
}

/** `?_data=` requests (server/web-guards.ts) get a plain 400 before Remix. */
function noLegacyData(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  if (!isLegacyDataRequest(new URL(req.originalUrl, "http://web"))) return next();
  res.status(400).type("text/plain").send("Bad Request");
}

/** Form posts come from our own pages only (server/web-guards.ts); others get a plain 403. */
export function sameOriginPosts(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  const host = req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host");
  if (!isForeignPost(req.method, (name) => req.get(name), host)) return next();
  res.status(403).type("text/plain").send("Forbidden");
}

/**
 * The origin presigned URLs point at (S3): the pages' img-src (photos) and connect-src (a
 * browser PUTs a file straight to the bucket); none for the local driver, whose URLs are our own.
 */
export function storageOrigins(config: Config): string[] {
  const storage = config.storage;
  if (storage.driver !== "s3") return [];
  const base = new URL(storage.endpoint ?? `https://s3.${storage.region}.amazonaws.com`);
  return [storage.forcePathStyle ? base.origin : `${base.protocol}//${storage.bucket}.${base.host}`];
}

/** The probes (/livez, /readyz and the older /healthz): a load balancer's every few seconds, logged at debug level while they pass. */
const PROBES = new Set(["/livez", "/readyz", "/healthz", "/metrics"]);

/** The request's scope (server/request-scope.ts), made by the first middleware. */
const scopeOf = (res: ExpressResponse) => res.locals.requestScope as RequestScope;

/**
 * A handler run in its request's scope. Express calls a handler after a body was read from the
 * 'end' event of the socket's stream (server/body-limit.ts), where the scope the first middleware
 * entered is not the current one: each handler that serves a request enters it again.
 */
type Handler = (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => unknown;
const scoped =
  (handler: Handler): Handler =>
  (req, res, next) =>
    runInScope(scopeOf(res), () => handler(req, res, next));

/** One Node process: /graphql, /oauth/token, /livez, /readyz, (dev) /dev/outbox, then Remix. */
export function createHttpApp(options: HttpOptions) {
  const { config, api, logger } = options;
  const lifecycle = options.lifecycle ?? new Lifecycle();
  const app = express();
  const endpointPaths = api.endpoints.map((endpoint) => endpoint.path);
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  // The request's id (x-request-id: the balancer's or the client's when it is a plain token,
  // else a new one; graphql/request-id.ts), answered back, on every log line written while the
  // request is served (server/request-scope.ts) and passed to the API by the web half. And the
  // structured request log: one line per request, with its duration and its GraphQL operations.
  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    // Read now: a mounted handler (/graphql, /oauth/token) strips its mount from req.path for good.
    const path = req.path;
    const scope = newRequestScope(requestIdFrom(req.get(REQUEST_ID_HEADER)));
    res.locals.requestScope = scope;
    res.setHeader(REQUEST_ID_HEADER, scope.requestId);
    res.on("finish", () => {
      if (path.startsWith("/assets/")) {
        httpRequestDuration.observe(
          { method: req.method, route: "assets", status: String(res.statusCode) },
          Number(process.hrtime.bigint() - start) / 1e9,
        );
        return;
      }
      const line = {
        requestId: scope.requestId,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - start) / 1e6,
        address: req.ip,
        ...(scope.operations.length ? { operation: scope.operations.join(",") } : {}),
      };
      if (res.statusCode === 200 && PROBES.has(path)) logger.debug(line, "request");
      else logger.info(line, "request");
      httpRequestDuration.observe(
        { method: req.method, route: routeGroup(path, endpointPaths), status: String(res.statusCode) },
        line.ms / 1000,
      );
    });
    runInScope(scope, next);
  });

  app.use(lifecycle.closeWhenDraining);

  // A fresh nonce per response; the only scripts that run are the ones carrying it.
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  const dev = Boolean(options.vite);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: dev
            ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
            : ["'self'", "'strict-dynamic'", (_req, res) => `'nonce-${(res as ExpressResponse).locals.cspNonce}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // With S3, photos load from the bucket's presigned URLs.
          imgSrc: ["'self'", "data:", "blob:", ...storageOrigins(config)],
          // With S3, files are uploaded from the page to the bucket's presigned PUT URLs.
          connectSrc: [...(dev ? ["'self'", "ws:", "wss:"] : ["'self'"]), ...storageOrigins(config)],
          fontSrc: ["'self'", "data:"],
          // A top-up's form is answered with a redirect to the provider's checkout (decision 0024).
          formAction: ["'self'", LIQPAY_ORIGIN],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: config.secureCookies ? [] : null,
        },
      },
      strictTransportSecurity: config.secureCookies,
      crossOriginEmbedderPolicy: false,
      // Not helmet's default no-referrer: under it browsers send `Origin: null` with every form
      // POST, and Remix's CSRF check then refuses all actions (forms without JavaScript break).
      // same-origin still sends no referrer to other sites.
      referrerPolicy: { policy: "same-origin" },
    }),
  );
  app.use(compress());

  // Liveness: the process answers. Nothing else is asked (not the database: an outage of it
  // would have every instance restarted, which mends nothing), and stopping is still alive.
  app.get("/livez", (_req, res) => {
    res.setHeader("cache-control", "no-store");
    res.json({ status: "ok" });
  });
  // Readiness: whether to send this process requests. Its database answers a read
  // (server/db/health.ts; nothing is written); 503 with the reason while it does not, 200 again
  // once it does, with no restart (the pool opens new connections). /healthz is its older name.
  let unready: string | null = null; // the reason last answered, to log changes only, not every probe
  const readiness = async (_req: ExpressRequest, res: ExpressResponse) => {
    res.setHeader("cache-control", "no-store");
    // Stopping: the load balancer should send new requests elsewhere.
    if (lifecycle.draining) return void res.status(503).json({ status: "stopping" });
    const health = await checkDatabase(options.db, options.healthTimeoutMs ?? HEALTH_TIMEOUT_MS);
    if (lifecycle.draining) return void res.status(503).json({ status: "stopping" }); // began while we waited
    if (health.ok) {
      if (unready) logger.info({ was: unready }, "ready again: the database answers");
      unready = null;
      return void res.json({ status: "ok" });
    }
    if (unready !== health.reason) {
      const what = health.reason === "read-only" ? "takes no writes (a standby?)" : "does not answer a read";
      logger.error({ err: health.error, reason: health.reason }, `not ready: the database ${what}`);
    }
    unready = health.reason;
    res.status(503).json({ status: "unavailable", reason: health.reason });
  };
  app.get("/readyz", readiness);
  app.get("/healthz", readiness);

  // Prometheus's scrape (server/metrics.ts): with METRICS_TOKEN, that bearer from anywhere;
  // without it, this machine only, and never a request a proxy forwarded (that is the world's).
  app.get("/metrics", async (req, res) => {
    res.setHeader("cache-control", "no-store");
    if (!metricsAllowed(req, config.metricsToken)) return void res.status(403).type("text/plain").send("Forbidden");
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });

  app.use(
    api.yoga.graphqlEndpoint,
    limitBody(BODY_LIMITS.graphql, (res) =>
      res.json({ errors: [{ message: "Request body too large", extensions: { code: "PAYLOAD_TOO_LARGE" } }] }),
    ),
    scoped(api.yoga as never),
  );
  const tokenAdapter = createServerAdapter<{ req: ExpressRequest }>((request, ctx) =>
    api.tokenEndpoint(request, ctx.req?.ip ?? null),
  );
  app.use(
    "/oauth/token",
    limitBody(BODY_LIMITS.tokenEndpoint, (res) =>
      res.json({ error: "invalid_request", error_description: "Request body too large" }),
    ),
    scoped(tokenAdapter as never),
  );

  // The modules' own entries (the photo upload, the notification stream...), each with the body
  // limit its module declares (and its method, else 405).
  for (const endpoint of api.endpoints) {
    const tooLarge = endpoint.tooLarge ?? { error: "Request body too large" };
    const adapter = createServerAdapter((request: Request) => serveEndpoint(endpoint, request));
    // A streamed entry (a file's upload) gets its body unread: only a declared length is checked here.
    const limit = endpoint.stream ? limitDeclared : limitBody;
    app.all(
      endpoint.path,
      limit(endpoint.bodyLimit, (res) => res.json(tooLarge)),
      scoped(adapter as never),
    );
  }
  // The local driver's signed URLs (S3's point at the bucket). A PUT's body reaches the handler
  // unread (no limitBody here, nothing before this reads bodies): it is streamed to disk, and the
  // signed size is the limit the handler enforces.
  const storageEndpoint = api.storageEndpoint;
  if (storageEndpoint) {
    const storageAdapter = scoped(createServerAdapter((request: Request) => storageEndpoint(request)) as never);
    // A pattern without a parameter: Express decodes parameters, and a path that cannot be
    // decoded (/storage/%FF) would fail there (a 500) instead of getting the entry's bare 403.
    const storagePaths = new RegExp(`^${LOCAL_STORAGE_PATH.replace(/[/.]/g, "\\$&")}`);
    app.get(storagePaths, storageAdapter);
    app.head(storagePaths, storageAdapter);
    app.put(storagePaths, storageAdapter);
  }

  if (config.appEnv !== "production" && api.messenger instanceof OutboxMessenger) {
    const outbox = api.messenger;
    app.get("/dev/outbox.json", loopbackOnly, async (_req, res) => {
      res.json(await outbox.read());
    });
    app.get("/dev/outbox", loopbackOnly, async (_req, res) => {
      res.type("html").send(renderOutboxPage(await outbox.read(), res.locals.cspNonce as string));
    });
  }

  // APP_ENV=test only: what the end-to-end suite needs beyond the product (a session's age).
  if (config.testSeams) registerTestSeams(app, api.deps.db, loopbackOnly);

  // API only (server/index.ts --api-only): no web app here.
  if (!options.vite && !options.build) return answerFailures(app, logger);

  if (options.vite) {
    app.use(options.vite.middlewares);
  } else if (options.clientDir) {
    app.use("/assets", express.static(`${options.clientDir}/assets`, { immutable: true, maxAge: "1y" }));
    // public/'s files (favicon, robots.txt...): known at start, so that a page's request costs
    // no file lookup (express.static would stat the page's path on disk first).
    const publicEntries = new Set(readdirSync(options.clientDir).filter((name) => name !== "assets"));
    const publicFiles = express.static(options.clientDir, { maxAge: "1h" });
    app.use((req, res, next) =>
      publicEntries.has(req.path.split("/")[1] ?? "") ? publicFiles(req, res, next) : next(),
    );
  }

  const getLoadContext = (req: ExpressRequest, res: ExpressResponse) =>
    ({
      // Co-located: the API's in-process handler. With API_URL: over the network, as on the edge.
      api: config.apiUrl
        ? { fetch: globalThis.fetch, url: config.apiUrl.replace(/\/$/, ""), apiKey: config.apiKey }
        : {
            fetch: api.fetch,
            url: "http://api.internal",
            apiKey: config.apiKey,
            ...(options.inProcessGraphQL === false ? {} : { graphql: api.graphql }),
          },
      sessionSecret: config.sessionSecret,
      secureCookies: config.secureCookies,
      cspNonce: res.locals.cspNonce as string,
      requestId: scopeOf(res).requestId,
      clientAddress: req.ip ?? null,
      devTools: config.appEnv !== "production",
      supportEmail: config.supportEmail,
      features: config.features,
      state: new RequestState(),
    }) satisfies WebLoadContext;

  // The photo form's page takes its file; every other form 1 MB (server/web-guards.ts). A files
  // page's upload form streams on to its action unread, up to its own limit.
  const refuseForm = (res: ExpressResponse) => {
    const to = tooLargeRedirect(res.req.path);
    if (to) return void res.status(303).location(to).end();
    res.type("text/plain").send("Payload Too Large");
  };
  const formLimits = new Map<number, ReturnType<typeof limitBody>>();
  const streamedForms = new Map<number, ReturnType<typeof streamBody>>();
  const formLimit = (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const streamed = streamedFormLimit(req.method, req.path, req.get("content-type"));
    if (streamed !== null) {
      let middleware = streamedForms.get(streamed);
      if (!middleware)
        streamedForms.set(streamed, (middleware = streamBody(streamed, refuseForm, { drain: 16 * 1024 * 1024 })));
      return middleware(req, res, next);
    }
    const limit = formBodyLimit(req.path);
    let middleware = formLimits.get(limit);
    // The photo form's page reads a too large post to its end (up to 16 MB) and answers with a redirect.
    if (!middleware)
      formLimits.set(
        limit,
        (middleware = limitBody(limit, refuseForm, tooLargeRedirect(req.path) ? { drain: 16 * 1024 * 1024 } : {})),
      );
    return middleware(req, res, next);
  };

  const vite = options.vite;
  const build = vite ? () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild> : options.build;
  // Without a build this process is the API alone (the web app runs elsewhere, with API_URL).
  if (build) {
    // app.use, not app.all("*"): a route's "*" is a parameter, which Express decodes, and a path
    // that cannot be decoded (/%FF) failed there with a 500. Remix gets it instead, as the bad
    // address page (server/web-guards.ts, remixUrlOf): 400 and the site's error page.
    app.use(
      noLegacyData,
      sameOriginPosts,
      formLimit,
      scoped(remixHandler({ build, getLoadContext, mode: vite ? "development" : "production" })),
    );
  }

  return answerFailures(app, logger);
}

/**
 * Last, in both kinds of process (the API alone too, where Express's own final handler would
 * answer an HTML page and print the stack on stderr): whatever was thrown is logged and answered
 * without details (never a stack trace).
 */
function answerFailures(app: express.Express, logger: Logger) {
  app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    // Express's own refusal of a path parameter it cannot decode (/dev/sessions/%FF/backdate, or
    // a route added later with a parameter): the client's mistake, said plainly, and a warning,
    // not an error of ours.
    if (error instanceof URIError && (error as URIError & { status?: number }).status === 400) {
      logger.warn(
        { path: req.path, requestId: (res.locals.requestScope as RequestScope | undefined)?.requestId },
        "a request whose address cannot be decoded was refused",
      );
      if (res.headersSent) return next(error);
      return void res.status(400).type("text/plain").send("Bad Request");
    }
    logger.error(
      { err: error, requestId: (res.locals.requestScope as RequestScope | undefined)?.requestId },
      "request failed",
    );
    if (res.headersSent) return next(error);
    res.status(500).type("text/plain").send("Internal Server Error");
  });
  return app;
}
