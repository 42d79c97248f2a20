import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { createServerAdapter } from "@whatwg-node/server";
import compression from "compression";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import helmet from "helmet";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ViteDevServer } from "vite";
import type { Api } from "./api";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { OutboxMessenger } from "./messaging";
import { renderOutboxPage } from "./dev/outbox-page";

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
}

/** One Node process: /graphql, /oauth/token, /healthz, (dev) /dev/outbox, then Remix. */
export function createHttpApp(options: HttpOptions) {
  const { config, api, logger } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  // Structured request log: one line per request, with its duration.
  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      if (req.path.startsWith("/assets/")) return;
      logger.info(
        {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - start) / 1e6,
          address: req.ip,
        },
        "request",
      );
    });
    next();
  });

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
          imgSrc: ["'self'", "data:", "blob:"],
          connectSrc: dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
          fontSrc: ["'self'", "data:"],
          formAction: ["'self'"],
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
  // Level 4: nearly the size of the default (6) for HTML and JSON, at a good deal less CPU.
  app.use(compression({ level: 4 }));

  app.get("/healthz", async (_req, res) => {
    try {
      await options.db.execute(sql`select 1`);
      res.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use(api.yoga.graphqlEndpoint, api.yoga as never);
  const tokenAdapter = createServerAdapter<{ req: ExpressRequest }>((request, ctx) =>
    api.tokenEndpoint(request, ctx.req?.ip ?? null),
  );
  app.use("/oauth/token", tokenAdapter as never);

  if (config.appEnv !== "production" && api.messenger instanceof OutboxMessenger) {
    const outbox = api.messenger;
    app.get("/dev/outbox.json", async (_req, res) => {
      res.json(await outbox.read());
    });
    app.get("/dev/outbox", async (_req, res) => {
      res.type("html").send(renderOutboxPage(await outbox.read(), res.locals.cspNonce as string));
    });
  }

  // API only (server/index.ts --api-only): no web app here.
  if (!options.vite && !options.build) return app;

  if (options.vite) {
    app.use(options.vite.middlewares);
  } else if (options.clientDir) {
    app.use("/assets", express.static(`${options.clientDir}/assets`, { immutable: true, maxAge: "1y" }));
    app.use(express.static(options.clientDir, { maxAge: "1h" }));
  }

  const getLoadContext = (req: ExpressRequest, res: ExpressResponse) => ({
    // Co-located: the API's in-process handler. With API_URL: over the network, as on the edge.
    api: config.apiUrl
      ? { fetch: globalThis.fetch, url: config.apiUrl.replace(/\/$/, ""), apiKey: config.apiKey }
      : { fetch: api.fetch, url: "http://api.internal", apiKey: config.apiKey },
    sessionSecret: config.sessionSecret,
    secureCookies: config.secureCookies,
    cspNonce: res.locals.cspNonce as string,
    clientAddress: req.ip ?? null,
    devTools: config.appEnv !== "production",
    supportEmail: config.supportEmail,
  });

  app.all(
    "*",
    options.vite
      ? async (req, res, next) => {
          try {
            const build = (await options.vite!.ssrLoadModule("virtual:remix/server-build")) as ServerBuild;
            return createRequestHandler({ build, getLoadContext, mode: "development" })(req, res, next);
          } catch (error) {
            next(error);
          }
        }
      : createRequestHandler({ build: options.build!, getLoadContext, mode: "production" }),
  );

  return app;
}
