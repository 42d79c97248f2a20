import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createApi } from "./api";
import { superviseServers } from "./cluster";
import { ConfigError, loadConfig } from "./config";
import { restrictNewFiles, secureDataDir } from "./data-dir";
import { DataDirInUseError, openDatabase } from "./db/client";
import { createHttpApp } from "./http";
import { Lifecycle } from "./lifecycle";
import { createLogger } from "./logger";
import { prepareDatabase, requireCurrentSchema, SchemaBehindError } from "./prepare";
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
  // `npm run dev` stays one process (one Vite). It prepares the database once, before any starts.
  if (cluster.isPrimary && config.webConcurrency > 1 && !dev) {
    const { databaseUrl, databasePoolSize } = config;
    await superviseServers({
      count: config.webConcurrency,
      logger,
      prepare: async () => {
        if (config.migrateAtStart) return void (await prepareDatabase({ databaseUrl: databaseUrl! }, logger));
        const database = await openDatabase({
          databaseUrl: databaseUrl!,
          poolSize: Math.min(2, databasePoolSize),
          migrate: false,
        });
        try {
          await requireCurrentSchema(database.db);
        } finally {
          await database.close();
        }
      },
    });
    return;
  }

  // The migrate step (server/prepare.ts) is not part of opening: on PostgreSQL it runs on a
  // connection of its own under an advisory lock, after the pool is made.
  const database = config.databaseUrl
    ? await openDatabase({
        databaseUrl: config.databaseUrl,
        poolSize: config.databasePoolSize,
        onError: (err) => logger.warn({ err }, "an idle database connection failed"),
        migrate: false,
      })
    : await openDatabase({ dataDir: config.dataDir, migrate: false });
  try {
    // The migrations and the first seeds (the knowledge base's help, while it is empty), unless
    // MIGRATE_AT_START=0 leaves them to a release step: then they must have been applied. A server
    // of several (cluster.isWorker) finds them done by the first process.
    if (!cluster.isWorker && config.migrateAtStart) {
      await prepareDatabase(
        config.databaseUrl ? { databaseUrl: config.databaseUrl } : { db: database.db, engine: database.engine },
        logger,
      );
    } else if (!cluster.isWorker) {
      await requireCurrentSchema(database.db);
    }
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  logger.info({ engine: database.engine }, "database ready");
  // After opening: PGlite's first start copies in a template data directory with modes of its
  // own (0666); what it creates later follows the umask.
  const { fixed } = secureDataDir(config.dataDir);
  if (fixed)
    logger.info(
      { dataDir: config.dataDir, fixed },
      "took group and other access away from files in the data directory",
    );

  const api = createApi({ config, db: database.db, logger });
  // Uploads a kill cut off while the server was down leave temporary files: swept now, in the background.
  void sweepTemporaryFilesAtStart(api.storage, logger);

  const lifecycle = new Lifecycle();
  let app;
  if (process.argv.includes("--api-only")) {
    // The API alone (/graphql, /oauth/token, /livez, /readyz, /dev/outbox in development): the web half
    // runs elsewhere, e.g. on an edge runtime, and reaches this process at its API_URL.
    app = createHttpApp({ config, api, db: database.db, logger });
  } else if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app = createHttpApp({ config, api, db: database.db, logger, vite: viteServer, lifecycle });
  } else {
    // The web app's build (npm run build), beside this file's checkout: found from the source
    // (server/) and from the built server (build/node/) alike, whatever the working directory.
    const build = (await import(new URL("../build/server/index.js", import.meta.url).href)) as ServerBuild;
    const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
    app = createHttpApp({ config, api, db: database.db, logger, build, clientDir, lifecycle });
  }

  const server = app.listen(config.port, config.host, () => {
    const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    logger.info(
      { host: config.host, port: config.port, appEnv: config.appEnv, dataDir: config.dataDir },
      `listening on http://${shown}:${config.port}`,
    );
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

  // Graceful shutdown: stop accepting, answer `Connection: close` and a 503 readiness, let requests
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
  console.error(error instanceof DataDirInUseError || error instanceof SchemaBehindError ? error.message : error);
  process.exit(1);
});
