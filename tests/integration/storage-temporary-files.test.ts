/**
 * What a killed upload leaves behind (issue 45): the local driver writes every object beside its
 * key as `<key>.<12 hex>.part` and renames it over the key when complete, and a part of an upload
 * in parts the same way in its upload's directory. A SIGKILL in the middle of the write leaves that
 * file; nothing else ever names it. The storage.temporary-files sweep removes those not written to
 * for longer than any upload takes, and leaves alone what is being written and every object.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";
import { LocalStorage, S3Storage } from "../../server/storage";
import { sweepTemporaryFilesAtStart, TEMPORARY_FILE_MAX_AGE_MS } from "../../server/storage/temporary-files";
import { createTestApp, type TestApp } from "./harness";

const HOUR = 60 * 60 * 1000;
let root: string;
let app: TestApp;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "vhold-temporary-"));
  const dirs = { dir: path.join(root, "objects"), partsDir: path.join(root, "object-parts") };
  app = await createTestApp(
    {},
    {
      storage: (config, clock) =>
        new LocalStorage({ ...dirs, signingKey: config.tokenSigningKey, clock, ttlSeconds: 3600 }),
    },
  );
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

/** A file with the given content, last written `ago` ms before now (by the machine's clock, as the disk stamps it). */
function leave(file: string, ago: number) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, "half an upload");
  const at = new Date(Date.now() - ago);
  utimesSync(file, at, at);
  return file;
}

describe("temporary files of the local storage", () => {
  it("are swept once no upload can still be writing them; fresh ones and the objects stay", async () => {
    const objects = path.join(root, "objects", "files", "company-1");
    await app.api.storage.put(
      "files/company-1/report.pdf",
      new TextEncoder().encode("a whole object"),
      "application/pdf",
    );
    const object = path.join(objects, "report.pdf");
    // An object as old as the abandoned write: age alone never removes an object.
    utimesSync(object, new Date(Date.now() - 30 * 24 * HOUR), new Date(Date.now() - 30 * 24 * HOUR));
    const abandoned = leave(path.join(objects, "big.pdf.0123456789ab.part"), 7 * HOUR);
    const writing = leave(path.join(objects, "other.pdf.ba9876543210.part"), 60_000);
    // A part of an upload in parts, killed as it was written, beside a part that arrived whole.
    const upload = path.join(root, "object-parts", "0123456789abcdef0123456789abcdef");
    const abandonedPart = leave(path.join(upload, "3.00112233aabb.part"), 7 * HOUR);
    const part = leave(path.join(upload, "2"), 7 * HOUR);

    const outcomes = await app.api.jobs.runDue({ force: true });

    expect(outcomes.find((outcome) => outcome.job === "storage.temporary-files")).toEqual({
      job: "storage.temporary-files",
      status: "ran",
      result: { removed: 2 },
      batches: 1,
    });
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(abandonedPart)).toBe(false);
    expect(existsSync(writing)).toBe(true);
    expect(existsSync(object)).toBe(true);
    expect(existsSync(part)).toBe(true);
  });

  it("are swept when the server starts too, by the same age", async () => {
    const objects = path.join(root, "objects", "avatars", "user-1");
    const abandoned = leave(
      path.join(objects, "0123456789abcdef0123456789abcdef.png.a1b2c3d4e5f6.part"),
      TEMPORARY_FILE_MAX_AGE_MS + 60_000,
    );
    const young = leave(
      path.join(objects, "0123456789abcdef0123456789abcdef.png.f6e5d4c3b2a1.part"),
      TEMPORARY_FILE_MAX_AGE_MS - 60_000,
    );
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    expect(await sweepTemporaryFilesAtStart(app.api.storage, logger)).toBe(1);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(young)).toBe(true);
    expect(lines.map((line) => JSON.parse(line) as { removed: number })).toMatchObject([{ removed: 1 }]);
  });

  it("are looked for a stretch of entries at a time, so that no job's transaction is held long", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vhold-temporary-walk-"));
    try {
      const storage = new LocalStorage({
        dir,
        partsDir: path.join(dir, "none"),
        signingKey: "test-token-signing-key-0123456789abcdef",
        clock: app.clock,
        ttlSeconds: 3600,
      });
      // 5 directories of 4 files: 25 entries, one file in each directory left by a killed write.
      for (let d = 0; d < 5; d++) {
        for (let f = 0; f < 3; f++) leave(path.join(dir, `d${d}`, `${f}.png`), 7 * HOUR);
        leave(path.join(dir, `d${d}`, `x.png.00000000000${d}.part`), 7 * HOUR);
      }
      const walk = storage.sweepTemporaryFiles(new Date(Date.now() - TEMPORARY_FILE_MAX_AGE_MS), 10);
      const stretches: number[] = [];
      for (;;) {
        const step = await walk.next();
        stretches.push(step.value);
        if (step.done) break;
      }
      expect(stretches).toHaveLength(3);
      expect(stretches.reduce((a, b) => a + b)).toBe(5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("do not exist with S3: an object is in the bucket whole or not at all", async () => {
    const s3 = new S3Storage({
      endpoint: undefined,
      region: "eu-central-1",
      bucket: "unused",
      accessKeyId: "unused",
      secretAccessKey: "unused",
      forcePathStyle: true,
      clock: app.clock,
      ttlSeconds: 3600,
    });
    expect(await s3.sweepTemporaryFiles(new Date()).next()).toEqual({ done: true, value: 0 });
  });
});
