import { chmodSync, mkdirSync, mkdtempSync, readdirSync, lstatSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "./clock";
import { loadConfig } from "./config";
import { restrictNewFiles, secureDataDir } from "./data-dir";
import { openDatabase } from "./db/client";
import { OutboxMessenger } from "./messaging";

/** Every path under `dir` (itself included) whose mode lets anyone but the owner in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if ((stat.mode & 0o077) !== 0) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, entry) || "."}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

const count = (dir: string): number => {
  const stat = lstatSync(dir);
  return 1 + (stat.isDirectory() ? readdirSync(dir).reduce((n, name) => n + count(path.join(dir, name)), 0) : 0);
};

const umaskBefore = process.umask();
afterEach(() => {
  process.umask(umaskBefore);
});

describe("the data directory is the owner's alone", () => {
  it("what the app creates in a fresh DATA_DIR (database, secrets, outbox) is 0700 and 0600", async () => {
    process.umask(0o022); // a common default, under which PGlite's files came out 0644 or 0666
    restrictNewFiles();
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "vhold-modes-")), "data");
    // As server/index.ts starts: configuration (writes secrets.json), the database, then the check.
    loadConfig({ DATA_DIR: dataDir });
    const database = await openDatabase({ dataDir });
    secureDataDir(dataDir);
    // What the database writes while it runs (a new table's files) follows the umask.
    await database.db.execute(sql`create table mode_probe (id int primary key, v text)`);
    await database.db.execute(sql`insert into mode_probe values (1, 'x')`);
    await database.db.execute(sql`checkpoint`);
    await database.close();
    await new OutboxMessenger(dataDir, new ManualClock("2026-03-02T09:00:00Z")).sendSms({
      to: "+380671112233",
      text: "code 123456",
    });

    expect(count(dataDir)).toBeGreaterThan(100); // PGlite's files are in there
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(path.join(dataDir, "secrets.json")).mode & 0o777).toBe(0o600);
    expect(lstatSync(path.join(dataDir, "outbox.jsonl")).mode & 0o777).toBe(0o600);
  }, 60_000); // a first PGlite start in a new directory runs initdb

  it("files left open by an earlier version are closed on start", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vhold-modes-"));
    chmodSync(dataDir, 0o777);
    mkdirSync(path.join(dataDir, "pg", "global"), { recursive: true, mode: 0o777 });
    chmodSync(path.join(dataDir, "pg"), 0o777);
    chmodSync(path.join(dataDir, "pg", "global"), 0o755);
    for (const [file, mode] of [
      ["outbox.jsonl", 0o644],
      ["secrets.json", 0o666],
      ["pg/global/pg_control", 0o666],
      ["pg/PG_VERSION", 0o600],
    ] as const) {
      writeFileSync(path.join(dataDir, file), "x");
      chmodSync(path.join(dataDir, file), mode);
    }
    expect(openToOthers(dataDir)).toHaveLength(6);

    expect(secureDataDir(dataDir).fixed).toBe(6);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(path.join(dataDir, "pg", "global", "pg_control")).mode & 0o777).toBe(0o600);
    expect(lstatSync(path.join(dataDir, "pg")).mode & 0o777).toBe(0o700);
  });
});
