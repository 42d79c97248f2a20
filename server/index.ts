import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createApi } from "./api";
import { superviseServers } from "./cluster";
import { ConfigError, loadConfig } from "./config";
import { restrictNewFiles, secureDataDir } from "./data-dir";
import { DataDirInUseError, openDatabase } from "./db/client";
import { createHttpApp } from "./http";
import { Lifecycle } from "./lifecycle";
import { createLogger } from "./logger";
import { seedKnowledgeBase } from "./modules/knowledge/seed";
import { sweepTemporaryFilesAtStart } from "./storage/temporary-files";

async function main() {
  // Before anything is written (loadConfig may write DATA_DIR/secrets.json).
  restrictNewFiles();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  // With several server processes (WEB_CONCURRENCY) each line says whose it is.
  const logger = createLogger(config.logLevel, undefined, config.webConcurrency > 1 ? { pid: process.pid } : undefined);
  const dev = process.argv.includes("--dev");

  // WEB_CONCURRENCY > 1: this process starts the servers and watches them (server/cluster.ts);
  // `npm run dev` stays one process (one Vite).
  if (cluster.isPrimary && config.webConcurrency > 1 && !dev) {
    const { databaseUrl, databasePoolSize } = config;
    await superviseServers({
      count: config.webConcurrency,
      logger,
      prepare: async () => {
        const database = await openDatabase({ databaseUrl: databaseUrl!, poolSize: Math.min(2, databasePoolSize) });
        try {
          await seedKnowledgeBase(database.db, logger);
        } finally {
          await database.close();
        }
      },
    });
    return;
  }

  const database = config.databaseUrl
    ? await openDatabase({
        databaseUrl: config.databaseUrl,
        poolSize: config.databasePoolSize,
        onError: (err) => logger.warn({ err }, "an idle database connection failed"),
      })
    : await openDatabase({ dataDir: config.dataDir });
  logger.info({ engine: database.engine }, "database ready");
  // After opening: PGlite's first start copies in a template data directory with modes of its
  // own (0666); what it creates later follows the umask.
  const { fixed } = secureDataDir(config.dataDir);
  if (fixed) logger.info({ dataDir: config.dataDir, fixed }, "took group and other access away from files in the data directory");

  // A fresh install starts with the product's help in its knowledge base (only while it is empty).
  await seedKnowledgeBase(database.db, logger);

  const api = createApi({ config, db: database.db, logger });
  // Uploads a kill cut off while the server was down leave temporary files: swept now, in the background.
  void sweepTemporaryFilesAtStart(api.storage, logger);

  const lifecycle = new Lifecycle();
  let app;
  if (process.argv.includes("--api-only")) {
    // The API alone (/graphql, /oauth/token, /healthz, /dev/outbox in development): the web half
    // runs elsewhere, e.g. on an edge runtime, and reaches this process at its API_URL.
    app = createHttpApp({ config, api, db: database.db, logger });
  } else if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app = createHttpApp({ config, api, db: database.db, logger, vite: viteServer, lifecycle });
  } else {
    const buildPath = path.resolve("build/server/index.js");
    const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
    app = createHttpApp({ config, api, db: database.db, logger, build, clientDir: path.resolve("build/client"), lifecycle });
  }

  const server = app.listen(config.port, config.host, () => {
    const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    logger.info({ host: config.host, port: config.port, appEnv: config.appEnv, dataDir: config.dataDir }, `listening on http://${shown}:${config.port}`);
    // What a newcomer needs next, where the outbox is mounted (server/http.ts): the codes to sign in with, and the demo.
    if (config.appEnv !== "production" && config.messageDriver === "outbox") {
      logger.info(
        `nothing is sent in development: SMS codes and e-mails are at http://${shown}:${config.port}/dev/outbox. ` +
          `Demo people and companies to look at: stop the server, run \`npm run seed:demo\`, start it again.`,
      );
    }
  });
  // Background sweeps: every instance checks each minute (JOBS_INTERVAL_SECONDS); advisory locks
  // let one run each job. 0 leaves them to other instances.
  if (config.jobsIntervalSeconds > 0) api.jobs.start(config.jobsIntervalSeconds * 1000);
  // An idle kept-alive connection is closed by its client, or by a load balancer in front (60 s
  // on the common ones), not by us: closing first (Node's default is 5 s) races a request the
  // client is sending on it at that moment, which then fails with ECONNRESET (a 502 behind a
  // balancer). Stopping still closes idle connections at once.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  lifecycle.attach(server);

  // Graceful shutdown: stop accepting, answer `Connection: close` and a 503 health, let requests
  // in flight finish (up to 10 s), then close the database.
  const stop = (signal: string) => {
    if (lifecycle.draining) return;
    logger.info({ signal }, "shutting down");
    // Live streams would hold the server open for the whole grace period: end them now.
    api.closeEndpoints();
    void lifecycle.stop(logger).then(async () => {
      await api.jobs.stop();
      await api.services.notificationChannel.close();
      await database.close().catch((err) => logger.error({ err }, "database close failed"));
      logger.info("stopped");
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
