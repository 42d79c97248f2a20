/**
 * A database as it was before a migration (PGlite): the migrations up to `last` applied, so that
 * a test can write the rows that migration finds and then run the rest (`migrateTheRest`).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { createPGlite, migrationsFolder } from "../../server/db/client";

export async function migratedUpTo(last: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-up-to-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ idx: number; tag: string }> };
  writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= last) }),
  );
  const client = createPGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: dir });
  return {
    /** Runs one SQL text and answers its rows. */
    q: async <T>(text: string) => (await client.query<T>(text)).rows,
    /** Applies the migrations after `last`. */
    migrateTheRest: async () => {
      writeFileSync(journalFile, JSON.stringify(journal));
      await migrate(db, { migrationsFolder: dir });
    },
    close: async () => {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
