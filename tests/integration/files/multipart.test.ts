/**
 * Large files go up in parts (issue 22, "beyond the spec"; decision 0027, "Large files"), on both
 * drivers: the local disk, and S3 through the in-process endpoint that checks every signature
 * itself (presigned UploadPart included) and answers ListParts a page of two parts at a time.
 * The browser PUTs each part to its own URL; confirmFileUpload lists what arrived, refuses a part
 * missing or of another size (the upload stays, to be resumed), joins the parts and publishes.
 * A canceled upload, and one the pending sweep removes, leave no object and no parts behind.
 */
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CancelFileUploadDocument,
  ConfirmFileUploadDocument,
  CreateFileDocument,
  type CreateFileMutation,
  GetFileNodeDocument,
  GrantFileNodeAccessDocument,
  GrantRoleModuleAccessDocument,
  ListFileUploadPartsDocument,
  ListMyFilesDocument,
  SignFileUploadPartsDocument,
} from "#graphql/generated/operations";
import { FILE_MULTIPART_FROM, FILE_PART_BYTES } from "#graphql/validation/file-limits";
import { fileObjectRemovals, fileStorages, fileUsage } from "../../../server/db/schema";
import { LocalStorage, S3Storage, type ObjectStorage } from "../../../server/storage";
import { createTestApp, send, signUp, type GraphQLAnswer, type TestApp } from "../harness";
import { startFakeS3, type FakeS3 } from "../s3-server";
import { ok } from "../support";
import { holdRole } from "../companies/world";
import { codeOf, fieldsOf } from "../roles/support";
import { as, filesWorld, mkdir, put, type FilesWorld } from "./support";

type Started = CreateFileMutation["createFile"];

/** Three parts: two whole ones and a last of 1,234 bytes. */
const SIZE = 2 * FILE_PART_BYTES + 1234;
const BYTES = new Uint8Array(randomBytes(SIZE));
const partOf = (bytes: Uint8Array, partNumber: number) =>
  bytes.subarray((partNumber - 1) * FILE_PART_BYTES, partNumber * FILE_PART_BYTES);

interface Driver {
  name: "local" | "s3";
  storage: (app: TestApp) => ObjectStorage;
  /** What the storage keeps of unfinished uploads: open S3 uploads, or the local driver's part directories. */
  openUploads: () => string[];
  /** Puts a part of `bytes` straight into the storage, as a broken or hostile sender could leave it. */
  plant: (uploadId: string, partNumber: number, bytes: Uint8Array) => void;
  close: () => Promise<void>;
}

let s3: FakeS3;
let local: { dir: string; partsDir: string };

const drivers: Array<{ name: "local" | "s3"; start: () => Promise<{ app: TestApp; driver: Driver }> }> = [
  {
    name: "local",
    start: async () => {
      const root = mkdtempSync(path.join(tmpdir(), "files-multipart-"));
      local = { dir: path.join(root, "objects"), partsDir: path.join(root, "parts") };
      const app = await createTestApp(
        { ACCESS_TOKEN_TTL: "86400" },
        {
          storage: (config, clock) =>
            new LocalStorage({ ...local, signingKey: config.tokenSigningKey, clock, ttlSeconds: 3600 }),
        },
      );
      const driver: Driver = {
        name: "local",
        storage: (a) => a.api.storage,
        openUploads: () => {
          try {
            return readdirSync(local.partsDir);
          } catch {
            return [];
          }
        },
        plant: (uploadId, partNumber, bytes) =>
          writeFileSync(path.join(local.partsDir, uploadId, String(partNumber)), bytes),
        close: () => app.close(),
      };
      return { app, driver };
    },
  },
  {
    name: "s3",
    start: async () => {
      // The endpoint reads the app's clock (started next), as the signer does.
      let now = () => new Date();
      s3 = await startFakeS3({ now: () => now() }, { bucket: "multipart-test", listPage: 2 });
      const app = await createTestApp(
        { ACCESS_TOKEN_TTL: "86400" },
        {
          storage: (_config, clock) =>
            new S3Storage({
              endpoint: s3.endpoint,
              region: s3.region,
              bucket: s3.bucket,
              accessKeyId: s3.accessKeyId,
              secretAccessKey: s3.secret,
              forcePathStyle: true,
              clock,
              ttlSeconds: 3600,
            }),
        },
      );
      now = () => app.clock.now();
      const driver: Driver = {
        name: "s3",
        storage: (a) => a.api.storage,
        openUploads: () => [...s3.uploads.keys()],
        plant: (uploadId, partNumber, bytes) =>
          s3.uploads.get(uploadId)!.parts.set(partNumber, { body: Buffer.from(bytes), etag: '"planted"' }),
        close: async () => {
          await app.close();
          await s3.close();
        },
      };
      return { app, driver };
    },
  },
];

describe.each(drivers)("a large file on the $name driver", ({ start }) => {
  let app: TestApp;
  let driver: Driver;
  let world: FilesWorld;
  beforeAll(async () => {
    ({ app, driver } = await start());
    world = await filesWorld(app, "Large Files Works");
  }, 60_000);
  afterAll(() => driver.close());

  const me = () => as(world.director, world.ceo);
  const begin = async (
    name = "video.mp4",
    size = SIZE,
    caller = me(),
    parentId: string | null = null,
  ): Promise<Started> =>
    ok(await send(app, CreateFileDocument, { input: { name, size, parentId } }, caller)).createFile;
  const sign = async (id: string, partNumbers: number[], caller = me()) =>
    ok(await send(app, SignFileUploadPartsDocument, { id, partNumbers }, caller)).signFileUploadParts;
  /** Sends parts of BYTES (or of `bytes`) to freshly signed URLs; answers the PUTs' statuses. */
  const sendParts = async (id: string, partNumbers: number[], bytes = BYTES) =>
    Promise.all(
      (await sign(id, partNumbers)).map(async (part) => (await put(app, part, partOf(bytes, part.partNumber))).status),
    );
  const confirm = (id: string, caller = me()) => send(app, ConfirmFileUploadDocument, { id }, caller);
  const listParts = async (id: string) =>
    ok(await send(app, ListFileUploadPartsDocument, { id }, me())).listFileUploadParts;
  const rowOf = async (id: string) =>
    (await app.database.db.select().from(fileStorages).where(eq(fileStorages.nodeId, id)))[0];
  const usage = async () =>
    (await app.database.db.select().from(fileUsage).where(eq(fileUsage.companyId, world.companyId)))[0]?.usedBytes ?? 0;
  const liveNames = async () => ok(await send(app, ListMyFilesDocument, {}, me())).listMyFiles.map((node) => node.name);
  /** The stored object's bytes, read through its signed URL (the local driver's is the API's own). */
  const stored = async (key: string) => {
    const url = await driver.storage(app).signedUrl(key);
    const response = url.startsWith("/") ? await app.api.fetch(`http://api.test${url}`) : await fetch(url);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  it("goes up in three parts to presigned part URLs, is joined at confirmation, counted and published", async () => {
    const before = await usage();
    const started = await begin();
    expect(started.parts).toEqual({ partSize: FILE_PART_BYTES, count: 3 });
    expect(SIZE).toBeGreaterThan(FILE_MULTIPART_FROM);
    // createFile's URL is part 1's.
    expect((await put(app, started, partOf(BYTES, 1))).status).toBe(200);
    expect(await sendParts(started.fileNodeId, [2, 3])).toEqual([200, 200]);
    expect(await listParts(started.fileNodeId)).toEqual([
      { partNumber: 1, size: FILE_PART_BYTES },
      { partNumber: 2, size: FILE_PART_BYTES },
      { partNumber: 3, size: 1234 },
    ]);
    const file = ok(await confirm(started.fileNodeId)).confirmFileUpload;
    expect(file.fileStorage?.size).toBe(SIZE);
    const row = await rowOf(file.id);
    expect(row!.uploadId).toBeNull();
    if (driver.name === "s3") {
      const operations = s3.log
        .filter((entry) => entry.key === row!.s3Key)
        .map((entry) => `${entry.operation} ${entry.status}`);
      expect(operations).toEqual([
        "CreateMultipartUpload 200",
        "UploadPart 200",
        "UploadPart 200",
        "UploadPart 200",
        // listFileUploadParts, then the confirmation's list: two pages each.
        "ListParts 200",
        "ListParts 200",
        "ListParts 200",
        "ListParts 200",
        "CompleteMultipartUpload 200",
        "HeadObject 200",
      ]);
    }
    expect((await stored(row!.s3Key)).equals(Buffer.from(BYTES))).toBe(true);
    expect(await usage()).toBe(before + SIZE);
    expect(await liveNames()).toContain("video.mp4");
    expect(driver.openUploads()).toEqual([]);
    // Confirmed again: the same file, nothing counted twice; its parts all "there".
    expect(ok(await confirm(started.fileNodeId)).confirmFileUpload.id).toBe(file.id);
    expect(await usage()).toBe(before + SIZE);
    expect((await listParts(started.fileNodeId)).map((part) => part.partNumber)).toEqual([1, 2, 3]);
  });

  it("resumes: a part refused on the way is listed as missing, and only it is sent again", async () => {
    const started = await begin("resumed.mp4");
    expect(await sendParts(started.fileNodeId, [1, 3])).toEqual([200, 200]);
    // Part 2 cut short (a dropped connection): its URL takes exactly its size, nothing else.
    const [two] = await sign(started.fileNodeId, [2]);
    const short = await put(app, two!, partOf(BYTES, 2).subarray(0, 1000));
    expect(short.ok).toBe(false);
    expect(await listParts(started.fileNodeId)).toEqual([
      { partNumber: 1, size: FILE_PART_BYTES },
      { partNumber: 3, size: 1234 },
    ]);
    expect(await sendParts(started.fileNodeId, [2])).toEqual([200]);
    const file = ok(await confirm(started.fileNodeId)).confirmFileUpload;
    expect((await stored((await rowOf(file.id))!.s3Key)).equals(Buffer.from(BYTES))).toBe(true);
    expect(driver.openUploads()).toEqual([]);
  });

  it("refuses at confirmation a missing part and a part of another size, publishes nothing, and takes the upload once it is whole", async () => {
    const before = await usage();
    const started = await begin("gaps.mp4");
    await sendParts(started.fileNodeId, [1, 3]);
    const missing = await confirm(started.fileNodeId);
    expect(codeOf(missing)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(missing)?.file).toEqual(["validation.files.partsMissing"]);

    const row = await rowOf(started.fileNodeId);
    driver.plant(row!.uploadId!, 2, new Uint8Array(FILE_PART_BYTES - 1));
    const wrong = await confirm(started.fileNodeId);
    expect(codeOf(wrong)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(wrong)?.file).toEqual(["validation.files.partSize"]);
    expect(await liveNames()).not.toContain("gaps.mp4");
    expect(await usage()).toBe(before);
    expect(await driver.storage(app).stat(row!.s3Key)).toBeNull();

    // The part sent again replaces the wrong one.
    await sendParts(started.fileNodeId, [2]);
    expect(ok(await confirm(started.fileNodeId)).confirmFileUpload.name).toBe("gaps.mp4");
    expect(await usage()).toBe(before + SIZE);
  });

  it("refuses part numbers that are not the upload's, with the field named", async () => {
    const started = await begin("numbers.mp4");
    for (const partNumbers of [[], [0], [-1], [4], Array.from({ length: 101 }, (_, index) => index + 1)]) {
      const refused = await send(app, SignFileUploadPartsDocument, { id: started.fileNodeId, partNumbers }, me());
      expect(codeOf(refused), JSON.stringify(partNumbers)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(refused)?.partNumbers, JSON.stringify(refused.errors)).toEqual(["validation.files.parts"]);
    }
    // A small file is one PUT: it has no parts to sign, and lists none.
    const small = await begin("small.txt", 5);
    expect(small.parts).toBeNull();
    expect(
      fieldsOf(await send(app, SignFileUploadPartsDocument, { id: small.fileNodeId, partNumbers: [1] }, me()))
        ?.partNumbers,
    ).toEqual(["validation.files.parts"]);
    expect(await listParts(small.fileNodeId)).toEqual([]);
    expect(codeOf(await send(app, SignFileUploadPartsDocument, { id: "not-an-id", partNumbers: [1] }, me()))).toBe(
      "FILE_NOT_FOUND",
    );
    expect(ok(await send(app, CancelFileUploadDocument, { id: started.fileNodeId }, me())).cancelFileUpload).toBe(true);
    expect(ok(await send(app, CancelFileUploadDocument, { id: small.fileNodeId }, me())).cancelFileUpload).toBe(true);
  });

  it("is canceled with whatever it stored: no object, no parts, and a part sent late stores nothing", async () => {
    const started = await begin("canceled.mp4");
    await sendParts(started.fileNodeId, [1]);
    const [late] = await sign(started.fileNodeId, [2]);
    const row = await rowOf(started.fileNodeId);
    expect(driver.openUploads()).toHaveLength(1);
    expect(ok(await send(app, CancelFileUploadDocument, { id: started.fileNodeId }, me())).cancelFileUpload).toBe(true);
    expect(driver.openUploads()).toEqual([]);
    expect(await driver.storage(app).stat(row!.s3Key)).toBeNull();
    expect(
      await app.database.db.select().from(fileObjectRemovals).where(eq(fileObjectRemovals.s3Key, row!.s3Key)),
    ).toEqual([]);
    expect(codeOf(await send(app, GetFileNodeDocument, { id: started.fileNodeId }, me()))).toBe("FILE_NOT_FOUND");
    expect(codeOf(await send(app, ListFileUploadPartsDocument, { id: started.fileNodeId }, me()))).toBe(
      "FILE_NOT_FOUND",
    );
    expect((await put(app, late!, partOf(BYTES, 2))).status).toBe(404);
    expect(driver.openUploads()).toEqual([]);

    // A small file's upload too: its object goes at once.
    const small = await begin("small.txt", 5);
    expect((await put(app, small, new TextEncoder().encode("hello"))).status).toBe(200);
    const smallRow = await rowOf(small.fileNodeId);
    expect(ok(await send(app, CancelFileUploadDocument, { id: small.fileNodeId }, me())).cancelFileUpload).toBe(true);
    expect(await driver.storage(app).stat(smallRow!.s3Key)).toBeNull();
  });

  it("lets only the person who started an upload sign, list, cancel or confirm it", async () => {
    // A folder the director shares in full with a role holding Files, and a stranger with a company of their own.
    const folder = await mkdir(app, world.director, world.ceo, "Drop");
    const other = await signUp(app);
    const otherRole = (await holdRole(app, world.companyId, other, 2, "Shared", world.ceo)).id;
    ok(await send(app, GrantRoleModuleAccessDocument, { roleId: otherRole, module: "FILES" }, me()));
    ok(await send(app, GrantFileNodeAccessDocument, { id: folder.id, roleId: otherRole, level: "FULL" }, me()));
    const stranger = await filesWorld(app, "Stranger Works");

    const mine = await begin("mine.mp4", SIZE, me(), folder.id);
    const theirs = await begin("theirs.mp4", SIZE, as(other, otherRole), folder.id);
    const callers: Array<[string, { token: string; roleId: string }, string]> = [
      ["another person of the company, with full access to the folder", as(other, otherRole), mine.fileNodeId],
      ["a stranger", as(stranger.director, stranger.ceo), mine.fileNodeId],
      ["the director, for the other person's upload", me(), theirs.fileNodeId],
    ];
    const refusals = (answer: GraphQLAnswer<unknown>) => codeOf(answer);
    for (const [who, caller, id] of callers) {
      expect(refusals(await send(app, SignFileUploadPartsDocument, { id, partNumbers: [1] }, caller)), who).toBe(
        "FILE_NOT_FOUND",
      );
      expect(refusals(await send(app, ListFileUploadPartsDocument, { id }, caller)), who).toBe("FILE_NOT_FOUND");
      expect(refusals(await send(app, CancelFileUploadDocument, { id }, caller)), who).toBe("FILE_NOT_FOUND");
      expect(refusals(await confirm(id, caller)), who).toBe("FILE_NOT_FOUND");
    }
    // Each one's own upload is theirs to handle.
    expect(await sign(theirs.fileNodeId, [1], as(other, otherRole))).toHaveLength(1);
    for (const [caller, id] of [
      [me(), mine.fileNodeId],
      [as(other, otherRole), theirs.fileNodeId],
    ] as const) {
      expect(ok(await send(app, CancelFileUploadDocument, { id }, caller)).cancelFileUpload).toBe(true);
    }
    expect(driver.openUploads()).toEqual([]);
  });

  it("is not resumed once the storage dropped it by itself: the uploader is told to begin anew", async () => {
    // As a bucket's lifecycle rule for incomplete multipart uploads would.
    const started = await begin("dropped.mp4");
    await sendParts(started.fileNodeId, [1]);
    const row = await rowOf(started.fileNodeId);
    await driver.storage(app).abortMultipartUpload(row!.s3Key, row!.uploadId!);
    expect(codeOf(await send(app, ListFileUploadPartsDocument, { id: started.fileNodeId }, me()))).toBe(
      "FILE_NOT_FOUND",
    );
    expect(fieldsOf(await confirm(started.fileNodeId))?.file).toEqual(["validation.files.notUploaded"]);
    expect(codeOf(await send(app, ListFileUploadPartsDocument, { id: started.fileNodeId }, me()))).toBe(
      "FILE_NOT_FOUND",
    );
    expect(ok(await send(app, CancelFileUploadDocument, { id: started.fileNodeId }, me())).cancelFileUpload).toBe(true);
    expect(driver.openUploads()).toEqual([]);
  });

  // Last: the clock moves a day, past the tokens' life.
  it("is aborted by the pending sweep when never confirmed, parts and all", async () => {
    const started = await begin("forgotten.mp4");
    await sendParts(started.fileNodeId, [1, 2]);
    const row = await rowOf(started.fileNodeId);
    expect(driver.openUploads()).toHaveLength(1);
    app.clock.advance(23 * 3_600_000);
    await app.api.jobs.runDue({ force: true });
    expect(driver.openUploads()).toHaveLength(1);
    app.clock.advance(2 * 3_600_000);
    await app.api.jobs.runDue({ force: true });
    expect(driver.openUploads()).toEqual([]);
    expect(await rowOf(started.fileNodeId)).toBeUndefined();
    expect(await driver.storage(app).stat(row!.s3Key)).toBeNull();
    expect(await app.database.db.select().from(fileObjectRemovals)).toEqual([]);
  });
});
