import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, openDatabase } from "./client";

describe("the embedded database is one process's at a time", () => {
  it("refuses a DATA_DIR another live process has open, and takes over the lock of one that is gone", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vhold-lock-"));
    mkdirSync(path.join(dataDir, "pg"));
    const lock = path.join(dataDir, "vhold.lock");

    // A live process holds it (our parent, e.g. a server started from the same shell).
    writeFileSync(lock, String(process.ppid));
    const refused = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(`in use by process ${process.ppid}`);

    // Its holder died without cleaning up (kill -9): the next start goes ahead.
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid!;
    writeFileSync(lock, String(gone));
    const database = await openDatabase({ dataDir });
    expect(readFileSync(lock, "utf8")).toBe(String(process.pid));
    await database.close();
    expect(existsSync(lock)).toBe(false);
  }, 60_000);
});
