import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the embedded database, the generated secrets and the development outbox (every
 * code sent): only the account running the app may read or write any of it.
 *
 * `restrictNewFiles` runs first thing in the process, before anything is created: with umask
 * 077 every directory is made 0700 and every file 0600, including the files PGlite creates as
 * it runs. `secureDataDir` runs once the database is open: PGlite's first start copies in its
 * template data directory with modes of its own (0666), and an older version left files open.
 */
export function restrictNewFiles() {
  process.umask(0o077);
}

/** Creates DATA_DIR 0700 if missing, and takes group and other access away from what is in it. */
export function secureDataDir(dataDir: string): { fixed: number } {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let fixed = 0;
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return; // its target's mode is not ours to change
    if ((stat.mode & 0o077) !== 0) {
      chmodSync(entry, stat.mode & 0o700);
      fixed += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dataDir);
  return { fixed };
}
