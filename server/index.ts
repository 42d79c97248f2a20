import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createApi } from "./api";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createHttpApp } from "./http";
import { createLogger } from "./logger";
import { seedKnowledgeBase } from "./modules/knowledge/seed";

async function main() {
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
  const logger = createLogger(config.logLevel);
  const dev = process.argv.includes("--dev");

  const database = config.databaseUrl
    ? await openDatabase({
        databaseUrl: config.databaseUrl,
        poolSize: config.databasePoolSize,
        onError: (err) => logger.warn({ err }, "an idle database connection failed"),
      })
    : await openDatabase({ dataDir: config.dataDir });
  logger.info({ engine: database.engine }, "database ready");
  // A fresh install starts with the product's help in its knowledge base (only while it is empty).
  await seedKnowledgeBase(database.db, logger);

  const api = createApi({ config, db: database.db, logger });

  let app;
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app = createHttpApp({ config, api, db: database.db, logger, vite: viteServer });
  } else {
    const buildPath = path.resolve("build/server/index.js");
    const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
    app = createHttpApp({ config, api, db: database.db, logger, build, clientDir: path.resolve("build/client") });
  }

  const server = app.listen(config.port, config.host, () => {
    logger.info({ port: config.port, appEnv: config.appEnv, dataDir: config.dataDir }, `listening on http://localhost:${config.port}`);
  });
  // Background sweeps: every instance checks each minute; advisory locks let one run each job.
  api.jobs.start(60_000);

  // Graceful shutdown: stop accepting, let requests in flight finish, then close the database.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.warn("requests still open after 10 s: closing them");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await api.jobs.stop();
      await database.close().catch((err) => logger.error({ err }, "database close failed"));
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
