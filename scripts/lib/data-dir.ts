import { existsSync } from "node:fs";
import path from "node:path";
import { embeddedDataDir } from "../../server/config";

/**
 * The database a command (npm run staff, seed:demo) is about to use, said before anything is
 * opened or written: the embedded one in DATA_DIR, found by the same rule as the server's, or
 * DATABASE_URL. `existing`: no embedded database there yet is an error, not a new empty one the
 * server would never read (a server started with another DATA_DIR); otherwise it is made, and
 * the command says so.
 */
export function announceDatabase(command: string, { existing }: { existing: boolean }): void {
  const dir = embeddedDataDir();
  if (!dir) {
    console.log("Database: the PostgreSQL server of DATABASE_URL.");
    return;
  }
  const where = "DATA_DIR (./data of the directory it starts in when unset: the project's with npm start)";
  if (existsSync(path.join(dir, "pg"))) {
    console.log(`Database: the embedded one in ${dir}.`);
    return;
  }
  if (existing) {
    console.error(
      `No database in ${dir}: no server has run with it. The server keeps its database in ${where}; give this command the same, e.g. DATA_DIR=/srv/vhold ${command}.`,
    );
    process.exit(1);
  }
  console.log(`No database in ${dir} yet: making one. A server reads it when started with the same ${where}.`);
}
