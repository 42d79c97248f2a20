import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { DataDirInUseError, openDatabase } from "./client";

const root = path.resolve(import.meta.dirname, "../..");
const dataDirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function dataDirWithLock() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vhold-lock-"));
  dataDirs.push(dataDir);
  mkdirSync(path.join(dataDir, "pg"));
  return { dataDir, lock: path.join(dataDir, "vhold.lock") };
}

/** A live process that has nothing to do with vHold (after a container's restart, the dead server's pid is often someone's like it). */
function unrelatedProcess(): number {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  children.push(child);
  return child.pid!;
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since the machine booted. */
const startTicks = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
};
const onLinux = existsSync("/proc/self/stat");

describe("the embedded database is one process's at a time", () => {
  it("refuses a DATA_DIR another live process has open, and takes over the lock of one that is gone", async () => {
    const { dataDir, lock } = dataDirWithLock();

    // A live process holds it (our parent, e.g. a server started from the same shell).
    writeFileSync(lock, String(process.ppid));
    const refused = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(`in use by process ${process.ppid}`);

    // Its holder died without cleaning up (kill -9): the next start goes ahead.
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid!;
    writeFileSync(lock, String(gone));
    const database = await openDatabase({ dataDir });
    expect(JSON.parse(readFileSync(lock, "utf8"))).toMatchObject({ pid: process.pid });
    await database.close();
    expect(existsSync(lock)).toBe(false);
  }, 120_000);

  it("without /proc (macOS, Windows), believes a live pid whatever the lock says of its start", async () => {
    vi.resetModules();
    vi.doMock("../proc", () => ({ procStat: () => null, processStart: () => null }));
    try {
      const client = await import("./client");
      const { dataDir, lock } = dataDirWithLock();
      const pid = unrelatedProcess();
      for (const text of [
        String(pid),
        JSON.stringify({ pid }),
        JSON.stringify({ pid, started: 1, boot: "an earlier boot" }),
      ]) {
        writeFileSync(lock, text);
        await expect(client.openDatabase({ dataDir })).rejects.toBeInstanceOf(client.DataDirInUseError);
      }
    } finally {
      vi.doUnmock("../proc");
      vi.resetModules();
    }
  });

  describe.runIf(onLinux)("after a crash, when another live process now has the dead holder's pid (Linux)", () => {
    it("takes over a lock whose process started at another time than the one that wrote it, and writes its own start", async () => {
      const { dataDir, lock } = dataDirWithLock();
      const pid = unrelatedProcess();
      writeFileSync(
        lock,
        JSON.stringify({
          pid,
          started: startTicks(pid) - 1,
          boot: readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim(),
        }),
      );
      const database = await openDatabase({ dataDir });
      expect(JSON.parse(readFileSync(lock, "utf8"))).toEqual({
        pid: process.pid,
        started: startTicks(process.pid),
        boot: readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim(),
      });
      await database.close();
    }, 120_000);

    it("takes over a lock of the earlier format (the pid alone) naming a live process that is not Node", async () => {
      const { dataDir, lock } = dataDirWithLock();
      writeFileSync(lock, String(unrelatedProcess()));
      const database = await openDatabase({ dataDir });
      expect(JSON.parse(readFileSync(lock, "utf8"))).toMatchObject({ pid: process.pid });
      await database.close();
    }, 120_000);

    it("refuses while the holder is alive, and takes over once it is killed", async () => {
      const { dataDir, lock } = dataDirWithLock();
      // A real holder: another process that opened the directory and keeps it open.
      const holder = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "--input-type=module",
          "-e",
          `await (await import("./server/db/client.ts")).openDatabase({ dataDir: process.argv[1] }); console.log("open"); setInterval(() => {}, 1000);`,
          dataDir,
        ],
        { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
      );
      children.push(holder);
      await new Promise<void>((resolve, reject) => {
        holder.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("open") && resolve());
        holder.once("exit", (code) => reject(new Error(`the holder exited with ${code}`)));
      });
      const refused = await openDatabase({ dataDir }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect((refused as Error).message).toContain(`in use by process ${holder.pid}`);

      holder.kill("SIGKILL");
      await new Promise((resolve) => holder.once("exit", resolve));
      expect(existsSync(lock)).toBe(true); // what a hard kill leaves
      const database = await openDatabase({ dataDir });
      await database.close();
    }, 120_000);
  });
});
