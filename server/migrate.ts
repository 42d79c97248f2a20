/**
 * The migrate step on its own: `npm run migrate` (tsx, from the sources) or, in production,
 * `node build/node/migrate.js` (the build), e.g. as a deployment's release job before the new
 * servers start with MIGRATE_AT_START=0. The migrations and the first seeds, under PostgreSQL's
 * advisory lock (server/prepare.ts); exits 0 when the database is current.
 *
 * It reads only what it needs: DATABASE_URL, else DATA_DIR (the embedded database, which must
 * not be open in a running server: vhold.lock says so), and LOG_LEVEL. No secrets.
 */
import { embeddedDataDir } from "./config";
import { restrictNewFiles, secureDataDir } from "./data-dir";
import { DataDirInUseError, openDatabase } from "./db/client";
import { createLogger } from "./logger";
import { prepareDatabase } from "./prepare";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

async function main() {
  restrictNewFiles();
  const level = process.env.LOG_LEVEL || "info";
  if (!LEVELS.includes(level)) {
    console.error(`Invalid configuration:\n  - LOG_LEVEL: one of ${LEVELS.join(", ")}`);
    process.exit(78); // EX_CONFIG, as the server
  }
  const logger = createLogger(level);
  const databaseUrl = process.env.DATABASE_URL;
  const started = performance.now();
  let prepared;
  if (databaseUrl) {
    prepared = await prepareDatabase({ databaseUrl }, logger);
  } else {
    const dataDir = embeddedDataDir()!;
    const database = await openDatabase({ dataDir, migrate: false });
    try {
      secureDataDir(dataDir);
      prepared = await prepareDatabase({ db: database.db, engine: database.engine }, logger);
    } finally {
      await database.close();
    }
  }
  logger.info(
    { ...prepared, engine: databaseUrl ? "postgres" : "pglite", ms: Math.round(performance.now() - started) },
    prepared.applied ? "the database is up to date" : "the database was already up to date",
  );
}

main().catch((error) => {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
