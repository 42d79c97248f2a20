/**
 * The files area's behaviour (issue 22) on the local storage driver: the upload flow, the tree,
 * the trash and its sweep, the quota, public links, and changes fired at once.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ConfirmFileUploadDocument,
  CreateBillingTopUpDocument,
  CreateFileDocument,
  CreateFilePublicLinkDocument,
  DeleteFileNodesDocument,
  DisableFilePublicLinkDocument,
  ForceDeleteFileNodesDocument,
  GenerateDownloadUrlDocument,
  GetCompanyStorageUsageDocument,
  GetFileNodeDocument,
  GetRoleResourcesDocument,
  ListMyFilesDocument,
  ListMyTrashDocument,
  MoveFileNodesDocument,
  OpenFilePublicLinkDocument,
  RenameFileNodeDocument,
  RestoreFileNodesDocument,
  SetCompanyStorageSizeDocument,
} from "#graphql/generated/operations";
import { fileNodes, fileObjectRemovals, fileStorages, fileUsage } from "../../../server/db/schema";
import { liqpayData, liqpaySignature } from "../../../server/modules/billing/providers";
import { createTestApp, send, signUp, token as tokenGrant, type SignedUpUser, type TestApp } from "../harness";
import { holdRole } from "../companies/world";
import { ok } from "../support";
import { codeOf, DAY, fieldsOf, HOUR } from "../roles/support";
import { as, filesWorld, mkdir, PNG, put, text, upload, type FilesWorld } from "./support";

let app: TestApp;
const dataDir = mkdtempSync(path.join(tmpdir(), "files-"));

beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400", DATA_DIR: dataDir });
});
afterAll(() => app.close());

const list = async (world: FilesWorld, parentId: string | null = null, search?: string) =>
  ok(
    await send(
      app,
      ListMyFilesDocument,
      { search, filter: { parentId: { equal: parentId } } },
      as(world.director, world.ceo),
    ),
  ).listMyFiles;
const names = (nodes: Array<{ name: string }>) => nodes.map((node) => node.name);
const keyOf = async (nodeId: string) =>
  (await app.database.db.select().from(fileStorages).where(eq(fileStorages.nodeId, nodeId)))[0]!.s3Key;

describe("an upload", () => {
  it("goes live after its bytes arrive and are confirmed; before that nobody sees it", async () => {
    const world = await filesWorld(app);
    const folder = await mkdir(app, world.director, world.ceo, "Звіти");
    const started = ok(
      await send(
        app,
        CreateFileDocument,
        { input: { name: "Баланс 2026.png", parentId: folder.id, size: PNG.byteLength } },
        as(world.director, world.ceo),
      ),
    ).createFile;
    expect(started.method).toBe("PUT");
    expect(await list(world, folder.id)).toEqual([]);
    // Confirming before the bytes arrived is refused and changes nothing.
    const early = await send(app, ConfirmFileUploadDocument, { id: started.fileNodeId }, as(world.director, world.ceo));
    expect(fieldsOf(early)?.file).toEqual(["validation.files.notUploaded"]);
    expect((await put(app, started, PNG)).status).toBe(200);
    const live = ok(
      await send(app, ConfirmFileUploadDocument, { id: started.fileNodeId }, as(world.director, world.ceo)),
    ).confirmFileUpload;
    expect(live).toMatchObject({
      name: "Баланс 2026.png",
      type: "FILE",
      parentId: folder.id,
      myAccess: "FULL",
      fileStorage: { size: PNG.byteLength, extension: "png", contentType: "image/png" },
    });
    expect(live.previewUrl).toMatch(/^\/storage\/files\//);
    expect(names(await list(world, folder.id))).toEqual(["Баланс 2026.png"]);
    // The company's usage counts it once, whatever the confirmations.
    ok(await send(app, ConfirmFileUploadDocument, { id: started.fileNodeId }, as(world.director, world.ceo)));
    const [usage] = await app.database.db.select().from(fileUsage).where(eq(fileUsage.companyId, world.companyId));
    expect(usage!.usedBytes).toBe(PNG.byteLength);
  });

  it("downloads under its own name, and the preview shows the image", async () => {
    const world = await filesWorld(app);
    const file = await upload(app, world.director, world.ceo, "Звіт за рік.png", PNG);
    const url = ok(
      await send(app, GenerateDownloadUrlDocument, { fileNodeId: file.id }, as(world.director, world.ceo)),
    ).generateDownloadUrl;
    const download = await app.api.fetch(`http://api.test${url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent("Звіт за рік.png")}`,
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
    const preview = await app.api.fetch(`http://api.test${file.previewUrl}`);
    expect(preview.headers.get("content-type")).toBe("image/png");
    expect(preview.headers.get("content-disposition")).toBeNull();
  });

  it("of another size than announced is refused by the storage, and a wrong name never starts", async () => {
    const world = await filesWorld(app);
    const started = ok(
      await send(app, CreateFileDocument, { input: { name: "a.txt", size: 5 } }, as(world.director, world.ceo)),
    ).createFile;
    expect((await put(app, started, text("more than five"))).ok).toBe(false);
    for (const name of ["a/b.txt", "a\\b.txt", "..", "x\u202Eexe.txt", "", " ".repeat(3), "x".repeat(256)]) {
      const refused = await send(app, CreateFileDocument, { input: { name, size: 1 } }, as(world.director, world.ceo));
      expect(codeOf(refused), name).toBe("BAD_USER_INPUT");
    }
    expect(await list(world)).toEqual([]);
  });

  it("is refused when the company's storage would overflow (its room is held from its start: reservations.test.ts)", async () => {
    const world = await filesWorld(app);
    ok(
      await send(
        app,
        SetCompanyStorageSizeDocument,
        { companyId: world.companyId, sizeGb: 1 },
        { token: world.director.accessToken },
      ),
    );
    const over = await send(
      app,
      CreateFileDocument,
      { input: { name: "big.zip", size: 1024 ** 3 + 1 } },
      as(world.director, world.ceo),
    );
    expect(codeOf(over)).toBe("STORAGE_FULL");
    expect(fieldsOf(over)?.file).toEqual(["validation.files.storageFull"]);
    expect(await app.database.db.select().from(fileNodes).where(eq(fileNodes.companyId, world.companyId))).toEqual([]);
  });

  it("never confirmed is removed with its bytes after a day", async () => {
    const world = await filesWorld(app);
    const started = ok(
      await send(app, CreateFileDocument, { input: { name: "left.txt", size: 4 } }, as(world.director, world.ceo)),
    ).createFile;
    await put(app, started, text("left"));
    const key = await keyOf(started.fileNodeId);
    app.clock.advance(PENDING_HOURS * HOUR + 1000);
    await app.api.jobs.runDue({ force: true });
    expect(await app.database.db.select().from(fileNodes).where(eq(fileNodes.id, started.fileNodeId))).toEqual([]);
    expect(await app.api.storage.stat(key)).toBeNull();
  });
});

const PENDING_HOURS = 24;

describe("the tree", () => {
  it("lists folders first, then by name; a search finds names anywhere in the role's files", async () => {
    const world = await filesWorld(app);
    const b = await mkdir(app, world.director, world.ceo, "b-folder");
    await upload(app, world.director, world.ceo, "a-file.txt", text("a"));
    await mkdir(app, world.director, world.ceo, "c-folder");
    await upload(app, world.director, world.ceo, "Deep Report.txt", text("d"), b.id);
    expect(names(await list(world))).toEqual(["b-folder", "c-folder", "a-file.txt"]);
    expect(names(await list(world, null, "report"))).toEqual(["Deep Report.txt"]);
    const node = ok(await send(app, GetFileNodeDocument, { id: b.id }, as(world.director, world.ceo))).getFileNode;
    expect(names(node.children)).toEqual(["Deep Report.txt"]);
  });

  it("renames, and moves within the role's tree, never a folder into itself", async () => {
    const world = await filesWorld(app);
    const outer = await mkdir(app, world.director, world.ceo, "Outer");
    const inner = await mkdir(app, world.director, world.ceo, "Inner", outer.id);
    const file = await upload(app, world.director, world.ceo, "notes.txt", text("n"));
    ok(await send(app, RenameFileNodeDocument, { id: file.id, name: "  Нотатки.txt " }, as(world.director, world.ceo)));
    ok(await send(app, MoveFileNodesDocument, { ids: [file.id], parentId: inner.id }, as(world.director, world.ceo)));
    const moved = ok(await send(app, GetFileNodeDocument, { id: file.id }, as(world.director, world.ceo))).getFileNode;
    expect(moved.name).toBe("Нотатки.txt");
    expect(moved.path.map((crumb) => crumb.name)).toEqual(["Outer", "Inner"]);
    for (const target of [outer.id, inner.id]) {
      const refused = await send(
        app,
        MoveFileNodesDocument,
        { ids: [outer.id], parentId: target },
        as(world.director, world.ceo),
      );
      expect(fieldsOf(refused)?.parentId).toEqual(["validation.files.intoItself"]);
    }
    const intoFile = await send(
      app,
      MoveFileNodesDocument,
      { ids: [inner.id], parentId: file.id },
      as(world.director, world.ceo),
    );
    expect(fieldsOf(intoFile)?.parentId).toEqual(["validation.files.notFolder"]);
  });

  it("moves, renames and deletes fired at once on one folder leave a tree without cycles or orphans", async () => {
    const world = await filesWorld(app);
    const a = await mkdir(app, world.director, world.ceo, "A");
    const b = await mkdir(app, world.director, world.ceo, "B");
    const c = await mkdir(app, world.director, world.ceo, "C", a.id);
    const who = as(world.director, world.ceo);
    await Promise.all([
      send(app, MoveFileNodesDocument, { ids: [a.id], parentId: b.id }, who),
      send(app, MoveFileNodesDocument, { ids: [b.id], parentId: c.id }, who),
      send(app, MoveFileNodesDocument, { ids: [b.id], parentId: a.id }, who),
      send(app, RenameFileNodeDocument, { id: a.id, name: "A2" }, who),
      send(app, DeleteFileNodesDocument, { ids: [c.id] }, who),
      send(app, MoveFileNodesDocument, { ids: [c.id], parentId: b.id }, who),
    ]);
    const rows = await app.database.db.select().from(fileNodes).where(eq(fileNodes.companyId, world.companyId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      const seen = new Set<string>();
      for (let at: string | null = row.id; at; at = byId.get(at)!.parentId) {
        expect(seen.has(at), `a cycle through ${row.name}`).toBe(false);
        expect(byId.has(at), `an orphan under ${row.name}`).toBe(true);
        seen.add(at);
      }
    }
  });
});

describe("the structure's role information", () => {
  it("counts a role's live files", async () => {
    const world = await filesWorld(app);
    const folder = await mkdir(app, world.director, world.ceo, "Docs");
    await upload(app, world.director, world.ceo, "one.txt", text("1"), folder.id);
    const gone = await upload(app, world.director, world.ceo, "two.txt", text("2"));
    ok(await send(app, DeleteFileNodesDocument, { ids: [gone.id] }, as(world.director, world.ceo)));
    const { resources } = ok(
      await send(app, GetRoleResourcesDocument, { id: world.ceo }, { token: world.director.accessToken }),
    ).getRole;
    expect(resources.find((resource) => resource.kind === "FILES")).toEqual({
      kind: "FILES",
      state: "COUNTED",
      count: 1,
    });
  });
});

describe("the control center's storage", () => {
  it("counts the company's files by kind, with the largest files and roles; only the owners and the director read it", async () => {
    const world = await filesWorld(app);
    await upload(app, world.director, world.ceo, "photo.png", PNG);
    await upload(app, world.director, world.ceo, "report.pdf", new Uint8Array(3000).fill(1));
    await upload(app, world.director, world.ceo, "archive.zip", new Uint8Array(2000).fill(2));
    const gone = await upload(app, world.director, world.ceo, "old.txt", text("old text"));
    ok(await send(app, DeleteFileNodesDocument, { ids: [gone.id] }, as(world.director, world.ceo)));
    const usage = ok(
      await send(
        app,
        GetCompanyStorageUsageDocument,
        { companyId: world.companyId },
        { token: world.director.accessToken },
      ),
    ).getCompanyStorageUsage;
    expect(usage.usedBytes).toBe(PNG.byteLength + 3000 + 2000 + 8);
    expect(Object.fromEntries(usage.kinds.map((kind) => [kind.kind, kind.bytes]))).toEqual({
      ARCHIVED: 0,
      DOCUMENTS: 3000,
      MODULES: 0,
      OTHER: 2000,
      MEDIA: PNG.byteLength,
      DELETED: 8,
    });
    expect(usage.largestFiles.map((file) => file.name)).toEqual(["report.pdf", "archive.zip", "photo.png", "old.txt"]);
    expect(usage.roles).toEqual([{ roleId: world.ceo, name: "CEO", bytes: usage.usedBytes }]);
    const employee = await signUp(app);
    await holdRole(app, world.companyId, employee, 2, "Sales");
    expect(
      codeOf(
        await send(
          app,
          GetCompanyStorageUsageDocument,
          { companyId: world.companyId },
          { token: employee.accessToken },
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(
      codeOf(
        await send(
          app,
          GetCompanyStorageUsageDocument,
          { companyId: world.companyId },
          { token: (await signUp(app)).accessToken },
        ),
      ),
    ).toBe("OWNER_NOT_FOUND");
  });
});

describe("the trash", () => {
  it("takes a folder with what is in it, gives it back, and keeps it 30 days", async () => {
    const world = await filesWorld(app);
    const folder = await mkdir(app, world.director, world.ceo, "Old");
    const file = await upload(app, world.director, world.ceo, "old.txt", text("old"), folder.id);
    ok(await send(app, DeleteFileNodesDocument, { ids: [folder.id] }, as(world.director, world.ceo)));
    expect(await list(world)).toEqual([]);
    expect(await list(world, null, "old")).toEqual([]);
    const trash = ok(await send(app, ListMyTrashDocument, {}, as(world.director, world.ceo))).listMyTrash;
    expect(names(trash)).toEqual(["Old"]);
    // 30 calendar days in Kyiv (server/time/calendar.ts), the same time of day: deleted in March
    // (the harness's clock), the 30th day comes after the spring clock change, 30 days less an hour.
    expect(new Date(trash[0]!.purgeAt!).getTime() - new Date(trash[0]!.deletedAt!).getTime()).toBe(30 * DAY - HOUR);
    ok(await send(app, RestoreFileNodesDocument, { ids: [folder.id] }, as(world.director, world.ceo)));
    expect(names(await list(world, folder.id))).toEqual(["old.txt"]);

    ok(await send(app, DeleteFileNodesDocument, { ids: [folder.id] }, as(world.director, world.ceo)));
    const key = await keyOf(file.id);
    // (The person's access token does not live a month: the rows are read directly.)
    const rows = () => app.database.db.select().from(fileNodes).where(eq(fileNodes.companyId, world.companyId));
    app.clock.advance(29 * DAY);
    await app.api.jobs.runDue({ force: true });
    expect((await rows()).map((row) => row.name).sort()).toEqual(["Old", "old.txt"]);
    app.clock.advance(DAY + HOUR);
    await app.api.jobs.runDue({ force: true });
    expect(await rows()).toEqual([]);
    expect(await app.api.storage.stat(key)).toBeNull();
    expect(await app.database.db.select().from(fileObjectRemovals).where(eq(fileObjectRemovals.s3Key, key))).toEqual(
      [],
    );
    const [usage] = await app.database.db.select().from(fileUsage).where(eq(fileUsage.companyId, world.companyId));
    expect(usage!.usedBytes).toBe(0);
  });

  it("restores a file whose folder is still in the trash at the top", async () => {
    const world = await filesWorld(app);
    const folder = await mkdir(app, world.director, world.ceo, "Box");
    const file = await upload(app, world.director, world.ceo, "inside.txt", text("i"), folder.id);
    ok(await send(app, DeleteFileNodesDocument, { ids: [file.id] }, as(world.director, world.ceo)));
    ok(await send(app, DeleteFileNodesDocument, { ids: [folder.id] }, as(world.director, world.ceo)));
    ok(await send(app, RestoreFileNodesDocument, { ids: [file.id] }, as(world.director, world.ceo)));
    expect(names(await list(world))).toEqual(["inside.txt"]);
  });

  it("deletes for good at once, with the stored object", async () => {
    const world = await filesWorld(app);
    const file = await upload(app, world.director, world.ceo, "gone.txt", text("gone"));
    const key = await keyOf(file.id);
    const live = await send(app, ForceDeleteFileNodesDocument, { ids: [file.id] }, as(world.director, world.ceo));
    expect(codeOf(live)).toBe("FILE_NOT_FOUND");
    ok(await send(app, DeleteFileNodesDocument, { ids: [file.id] }, as(world.director, world.ceo)));
    expect(
      ok(await send(app, ForceDeleteFileNodesDocument, { ids: [file.id] }, as(world.director, world.ceo)))
        .forceDeleteFileNodes,
    ).toEqual([file.id]);
    expect(await app.api.storage.stat(key)).toBeNull();
    expect(ok(await send(app, ListMyTrashDocument, {}, as(world.director, world.ceo))).listMyTrash).toEqual([]);
  });
});

describe("a public link", () => {
  it("downloads the one file without an account until it expires or is turned off", async () => {
    const world = await filesWorld(app);
    const file = await upload(app, world.director, world.ceo, "Прайс.txt", text("ціни"));
    const link = ok(
      await send(app, CreateFilePublicLinkDocument, { id: file.id, expiry: "DAY" }, as(world.director, world.ceo)),
    ).createFilePublicLink;
    const token = link.path.split("/").at(-1)!;
    const opened = ok(await send(app, OpenFilePublicLinkDocument, { token }, { apiKey: true })).openFilePublicLink;
    expect(opened.name).toBe("Прайс.txt");
    const download = await app.api.fetch(`http://api.test${opened.url}`);
    expect(await download.text()).toBe("ціни");
    // The page sends the browser on at once: storage's URL lives about a minute, not an hour.
    const lives =
      Number(new URL(opened.url, "http://api.test").searchParams.get("expires")) - app.clock.now().getTime() / 1000;
    expect(lives).toBeGreaterThan(0);
    expect(lives).toBeLessThanOrEqual(75);
    app.clock.advance(DAY - 60_000);
    ok(await send(app, OpenFilePublicLinkDocument, { token }, { apiKey: true }));
    app.clock.advance(61_000);
    expect(codeOf(await send(app, OpenFilePublicLinkDocument, { token }, { apiKey: true }))).toBe("FILE_NOT_FOUND");
  });

  it("made by hand works until it is turned off, and only the newest link of a file works", async () => {
    const world = await filesWorld(app);
    const file = await upload(app, world.director, world.ceo, "Прайс.txt", text("ціни"));
    const first = ok(
      await send(app, CreateFilePublicLinkDocument, { id: file.id, expiry: "MONTH" }, as(world.director, world.ceo)),
    ).createFilePublicLink;
    const manual = ok(
      await send(app, CreateFilePublicLinkDocument, { id: file.id, expiry: "MANUAL" }, as(world.director, world.ceo)),
    ).createFilePublicLink;
    expect(manual.expiresAt).toBeNull();
    expect(
      codeOf(await send(app, OpenFilePublicLinkDocument, { token: first.path.split("/").at(-1)! }, { apiKey: true })),
    ).toBe("FILE_NOT_FOUND");
    const manualToken = manual.path.split("/").at(-1)!;
    ok(await send(app, OpenFilePublicLinkDocument, { token: manualToken }, { apiKey: true }));
    ok(await send(app, DisableFilePublicLinkDocument, { id: file.id }, as(world.director, world.ceo)));
    expect(codeOf(await send(app, OpenFilePublicLinkDocument, { token: manualToken }, { apiKey: true }))).toBe(
      "FILE_NOT_FOUND",
    );
    // A made-up token, or a signed-in person without the web server's key, learns nothing.
    expect(codeOf(await send(app, OpenFilePublicLinkDocument, { token: "x".repeat(32) }, { apiKey: true }))).toBe(
      "FILE_NOT_FOUND",
    );
    expect(
      codeOf(
        await send(app, OpenFilePublicLinkDocument, { token: manualToken }, { token: world.director.accessToken }),
      ),
    ).toBe("FORBIDDEN");
  });

  it("of a file in the trash opens nothing", async () => {
    const world = await filesWorld(app);
    const file = await upload(app, world.director, world.ceo, "secret.txt", text("s"));
    const link = ok(
      await send(app, CreateFilePublicLinkDocument, { id: file.id, expiry: "WEEK" }, as(world.director, world.ceo)),
    ).createFilePublicLink;
    ok(await send(app, DeleteFileNodesDocument, { ids: [file.id] }, as(world.director, world.ceo)));
    expect(
      codeOf(await send(app, OpenFilePublicLinkDocument, { token: link.path.split("/").at(-1)! }, { apiKey: true })),
    ).toBe("FILE_NOT_FOUND");
  });
});

/** A fresh access token after the clock moved a day (tokens are short-lived), as the web half refreshes. */
async function fresh(who: SignedUpUser) {
  const answer = await tokenGrant(app, { grant_type: "refresh_token", refresh_token: who.refreshToken });
  if (answer.status !== 200) throw new Error(`refresh failed: ${JSON.stringify(answer.body)}`);
  who.accessToken = String(answer.body.access_token);
  who.refreshToken = String(answer.body.refresh_token);
}

describe("a public link while billing has suspended the company's usage", () => {
  it("opens nothing, and opens again once a top-up covers a day", async () => {
    const world = await filesWorld(app);
    const file = await upload(app, world.director, world.ceo, "Прайс.txt", text("ціни"));
    const link = ok(
      await send(app, CreateFilePublicLinkDocument, { id: file.id, expiry: "MANUAL" }, as(world.director, world.ceo)),
    ).createFilePublicLink;
    const open = () => send(app, OpenFilePublicLinkDocument, { token: link.path.split("/").at(-1)! }, { apiKey: true });
    ok(await open());
    // A day's charge the balance does not cover (10,000 GB is 1,000 UAH a day against the opening 300) suspends usage.
    ok(
      await send(
        app,
        SetCompanyStorageSizeDocument,
        { companyId: world.companyId, sizeGb: 10_000 },
        { token: world.director.accessToken },
      ),
    );
    app.clock.advance(DAY);
    await app.api.jobs.runDue({ force: true });
    await fresh(world.director);
    expect(codeOf(await send(app, GetFileNodeDocument, { id: file.id }, as(world.director, world.ceo)))).toBe(
      "USAGE_SUSPENDED",
    );
    // The same answer as for any link that does not work: nothing tells why.
    expect(codeOf(await open())).toBe("FILE_NOT_FOUND");
    // A top-up that covers a day lifts the suspension, and the link works again.
    ok(
      await send(
        app,
        SetCompanyStorageSizeDocument,
        { companyId: world.companyId, sizeGb: 10 },
        { token: world.director.accessToken },
      ),
    );
    const payment = ok(
      await send(
        app,
        CreateBillingTopUpDocument,
        { companyId: world.companyId, period: "MONTH", returnUrl: "/" },
        { token: world.director.accessToken },
      ),
    ).createBillingTopUp;
    const data = liqpayData({
      version: 3,
      public_key: "sandbox",
      action: "pay",
      currency: "UAH",
      status: "success",
      order_id: payment.paymentId,
      amount: (payment.amount / 100).toFixed(2),
      payment_id: 1,
    });
    // Signed with the sandbox's own key, as its callback is.
    const { payments } = app.config;
    if (payments.provider !== "sandbox") throw new Error("the tests take top-ups through the sandbox");
    const body = new URLSearchParams({ data, signature: await liqpaySignature(payments.sandboxKey, data) });
    expect(
      (
        await app.api.fetch("http://api.test/payments/callback", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body,
        })
      ).status,
    ).toBe(200);
    const opened = ok(await open()).openFilePublicLink;
    expect(await (await app.api.fetch(`http://api.test${opened.url}`)).text()).toBe("ціни");
  });
});

describe("bad input", () => {
  it("is answered, translated, and changes nothing", async () => {
    const world = await filesWorld(app);
    const who = as(world.director, world.ceo);
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      expect(codeOf(await send(app, GetFileNodeDocument, { id }, who))).toBe("FILE_NOT_FOUND");
      expect(codeOf(await send(app, DeleteFileNodesDocument, { ids: [id] }, who))).toBe("FILE_NOT_FOUND");
    }
    expect(codeOf(await send(app, ListMyFilesDocument, { search: "x".repeat(101) }, who))).toBe("BAD_USER_INPUT");
    expect(codeOf(await send(app, ListMyFilesDocument, { search: "a\u0000b" }, who))).toBe("BAD_USER_INPUT");
    // Without the role of the page, nothing is found.
    expect(codeOf(await send(app, ListMyFilesDocument, {}, { token: world.director.accessToken }))).toBe(
      "FILE_NOT_FOUND",
    );
  });
});
