/**
 * An upload holds its room in the company's storage from the moment it starts (issue 39, finding
 * 1; decision 0027, "Uploads hold their room"): createFile reserves the declared size on the
 * company's file_usage row by one conditional statement, so starts fired at once cannot pass the
 * storage size together (on PostgreSQL they really run at once); confirmation turns the
 * reservation into usage, and a cancellation, the pending sweep or any deletion of the row gives
 * it back. An upload without JavaScript holds its limit while it streams. The storage page and
 * billing go on counting confirmed bytes only.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CancelFileUploadDocument,
  ConfirmFileUploadDocument,
  CreateFileDocument,
  GetCompanyStorageUsageDocument,
  GrantRoleModuleAccessDocument,
  SetCompanyStorageSizeDocument,
} from "#graphql/generated/operations";
import { FILE_MAX_BYTES } from "#graphql/validation/file-limits";
import { fileNodes, fileUsage } from "../../../server/db/schema";
import { queryRows } from "../../../server/db/client";
import { createTestApp, send, signUp, type TestApp } from "../harness";
import { holdRole } from "../companies/world";
import { ok } from "../support";
import { codeOf, HOUR } from "../roles/support";
import { as, filesWorld, put, type FilesWorld } from "./support";

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    ACCESS_TOKEN_TTL: "86400",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "files-reservations-")),
  });
});
afterAll(() => app.close());

const GB = 1024 ** 3;

/** The company's one usage row: confirmed bytes and the bytes uploads under way hold. */
async function usageOf(companyId: string): Promise<{ used: number; reserved: number }> {
  const [row] = await app.database.db.select().from(fileUsage).where(eq(fileUsage.companyId, companyId));
  return { used: row?.usedBytes ?? 0, reserved: row?.reservedBytes ?? 0 };
}

/** What the pending uploads' own rows hold: the usage row's reservation is always their sum. */
async function heldByRows(companyId: string): Promise<number> {
  const [row] = await queryRows<{ held: number }>(
    app.database.db,
    sql`select coalesce(sum(reserved_bytes), 0)::float8 as held from file_storages where company_id = ${companyId} and confirmed_at is null`,
  );
  return Number(row!.held);
}

const start = (world: FilesWorld, name: string, size: number, roleId = world.ceo, who = world.director) =>
  send(app, CreateFileDocument, { input: { name, size } }, as(who, roleId));

/** A world whose company keeps `sizeGb` of storage, `used` bytes of it taken already. */
async function fullish(sizeGb: number, used = 0): Promise<FilesWorld> {
  const world = await filesWorld(app);
  ok(
    await send(
      app,
      SetCompanyStorageSizeDocument,
      { companyId: world.companyId, sizeGb },
      { token: world.director.accessToken },
    ),
  );
  if (used) await app.database.db.insert(fileUsage).values({ companyId: world.companyId, usedBytes: used });
  return world;
}

describe("an upload's room", () => {
  it("is held from createFile: an employee's twelve 2 GiB uploads started at once against 10 GiB, five start and seven are refused", async () => {
    const world = await fullish(10);
    // An employee of level 4 with Files (the audit's case): nobody else's consent is needed to start an upload.
    const employee = await signUp(app);
    const desk = await holdRole(app, world.companyId, employee, 4, "Склад");
    ok(
      await send(
        app,
        GrantRoleModuleAccessDocument,
        { roleId: desk.id, module: "FILES" },
        { token: world.director.accessToken },
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => start(world, `backup-${i}.zip`, FILE_MAX_BYTES, desk.id, employee)),
    );
    expect(answers.filter((answer) => !answer.errors).length).toBe(5);
    expect(answers.filter((answer) => codeOf(answer) === "STORAGE_FULL").length).toBe(7);
    expect(await usageOf(world.companyId)).toEqual({ used: 0, reserved: 10 * GB });
    expect(await heldByRows(world.companyId)).toBe(10 * GB);
    // Nothing is confirmed: the storage page (and billing) show no bytes used.
    const page = ok(
      await send(
        app,
        GetCompanyStorageUsageDocument,
        { companyId: world.companyId },
        { token: world.director.accessToken },
      ),
    ).getCompanyStorageUsage;
    expect(page.usedBytes).toBe(0);
    // Canceling one gives its room to the next.
    const first = answers.find((answer) => !answer.errors)!.data!.createFile;
    ok(await send(app, CancelFileUploadDocument, { id: first.fileNodeId }, as(employee, desk.id)));
    expect(await usageOf(world.companyId)).toEqual({ used: 0, reserved: 8 * GB });
    ok(await start(world, "again.zip", FILE_MAX_BYTES, desk.id, employee));
    expect(codeOf(await start(world, "one-byte-more.txt", 1))).toBe("STORAGE_FULL");
  });

  it("twenty starts fired at once where three fit: exactly three start, and they confirm into usage", async () => {
    const world = await fullish(1, GB - 3500);
    const bytes = new Uint8Array(1000).fill(7);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => start(world, `part-${i}.bin`, bytes.byteLength)),
    );
    const started = answers.filter((answer) => !answer.errors).map((answer) => answer.data!.createFile);
    expect(started.length).toBe(3);
    expect(answers.filter((answer) => codeOf(answer) === "STORAGE_FULL").length).toBe(17);
    expect(await usageOf(world.companyId)).toEqual({ used: GB - 3500, reserved: 3000 });
    for (const upload of started) expect((await put(app, upload, bytes)).status).toBe(200);
    const confirmed = await Promise.all(
      started.map((upload) =>
        send(app, ConfirmFileUploadDocument, { id: upload.fileNodeId }, as(world.director, world.ceo)),
      ),
    );
    expect(confirmed.filter((answer) => !answer.errors).length).toBe(3);
    // The reservation turned into usage in the confirmation's own transaction: nothing is counted twice.
    expect(await usageOf(world.companyId)).toEqual({ used: GB - 500, reserved: 0 });
    expect(await heldByRows(world.companyId)).toBe(0);
  });

  it("is given back when its row goes any other way: a deleted role's or company's cascade, or the pending sweep", async () => {
    const world = await fullish(1);
    const cascaded = ok(await start(world, "cascade.bin", 4000)).createFile;
    const forgotten = ok(await start(world, "forgotten.bin", 3000)).createFile;
    expect(await usageOf(world.companyId)).toEqual({ used: 0, reserved: 7000 });
    // What a role's or company's deletion does to the node (the foreign keys' cascade): the database gives the room back.
    await app.database.db.delete(fileNodes).where(eq(fileNodes.id, cascaded.fileNodeId));
    expect(await usageOf(world.companyId)).toEqual({ used: 0, reserved: 3000 });
    // Never confirmed: the pending sweep removes it after a day, and its room with it.
    app.clock.advance(25 * HOUR);
    await app.api.jobs.runDue({ force: true });
    expect(await app.database.db.select().from(fileNodes).where(eq(fileNodes.id, forgotten.fileNodeId))).toEqual([]);
    expect(await usageOf(world.companyId)).toEqual({ used: 0, reserved: 0 });
  });
});

describe("an upload without JavaScript", () => {
  it("holds its limit (the company's room, at most a file's largest size) while it streams, and counts what it stored", async () => {
    const world = await fullish(1, GB - 5000);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sent = false;
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          await gate;
          if (sent) return controller.close();
          sent = true;
          controller.enqueue(new Uint8Array(1200).fill(1));
        },
      },
      { highWaterMark: 0 },
    );
    const answer = app.api.fetch(`http://api.test/uploads/file?name=scan.pdf`, {
      method: "PUT",
      headers: {
        authorization: `Bearer ${world.director.accessToken}`,
        "x-current-role-id": world.ceo,
        "content-type": "application/octet-stream",
      },
      body,
      duplex: "half",
    } as RequestInit);
    // While the body streams, the whole room is held: another upload cannot take it meanwhile.
    for (let tries = 0; (await usageOf(world.companyId)).reserved === 0 && tries < 200; tries++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await usageOf(world.companyId)).toEqual({ used: GB - 5000, reserved: 5000 });
    expect(codeOf(await start(world, "meanwhile.txt", 10))).toBe("STORAGE_FULL");
    release();
    expect((await answer).status).toBe(200);
    expect(await usageOf(world.companyId)).toEqual({ used: GB - 3800, reserved: 0 });
    ok(await start(world, "after.txt", 10));
  });
});
