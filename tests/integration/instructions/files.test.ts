/**
 * An instruction's attachments (issue 23; decision 0028, "Attachments"): attached through the files
 * flow (origin INSTRUCTION, the owner role's tree), listed on the instruction only once confirmed,
 * downloaded by every reader and nobody else, shown nowhere in Files, removed for good by the owner
 * and editors, gone with their instruction (objects too), and counted as "company modules".
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CancelFileUploadDocument,
  ConfirmFileUploadDocument,
  CreateInstructionFileDocument,
  DeleteInstructionDocument,
  GenerateDownloadUrlDocument,
  GenerateInstructionFileUrlDocument,
  GetCompanyStorageUsageDocument,
  GetInstructionDocument,
  ListMyFilesDocument,
  ListMyTrashDocument,
  RemoveInstructionFileDocument,
} from "#graphql/generated/operations";
import {
  fileNodes,
  fileObjectRemovals,
  fileStorages,
  instructionFiles,
  roleModuleAccess,
} from "../../../server/db/schema";
import { createLogger } from "../../../server/logger";
import { createTestApp, send, signUp, type TestApp } from "../harness";
import { serveWebApp, signedInCookie, type ServedWebApp } from "../web-app";
import { ok } from "../support";
import { codeOf } from "../roles/support";
import { put, text } from "../files/support";
import { as, attach, create, instructionsWorld, type InstructionsWorld, type RoleName } from "./support";

let app: TestApp;
const dataDir = mkdtempSync(path.join(tmpdir(), "instruction-files-"));
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400", DATA_DIR: dataDir });
});
afterAll(() => app.close());

/** Finance owns it, Accounting edits it, Clerk carries it out; the CEO is above; Sales is another branch. */
const made = async (world: InstructionsWorld) =>
  (await create(app, world, "Finance", { executors: ["Clerk"], editors: ["Accounting"] })).id;
const filesOf = async (world: InstructionsWorld, who: RoleName, id: string) =>
  ok(await send(app, GetInstructionDocument, { id }, as(world, who))).getInstruction.files;
const keyOf = async (nodeId: string) =>
  (await app.database.db.select().from(fileStorages).where(eq(fileStorages.nodeId, nodeId)))[0]!.s3Key;
const download = async (url: string) => (url.startsWith("/") ? app.api.fetch(`http://api.test${url}`) : fetch(url));

describe("attaching", () => {
  it("uploads through the files flow into the owner's tree, lists the file once confirmed, and lets an editor attach too", async () => {
    const world = await instructionsWorld(app);
    const id = await made(world);
    const started = ok(
      await send(
        app,
        CreateInstructionFileDocument,
        { instructionId: id, name: "Checklist.txt", size: 5 },
        as(world, "Accounting"),
      ),
    ).createInstructionFile;
    expect(started).toMatchObject({ method: "PUT", parts: null });
    const [node] = await app.database.db.select().from(fileNodes).where(eq(fileNodes.id, started.fileNodeId));
    expect(node).toMatchObject({
      origin: "INSTRUCTION",
      roleId: world.ids.Finance,
      parentId: null,
      uploadedAt: null,
      createdBy: world.people.Accounting.id,
    });
    // Pending: not listed yet.
    expect(await filesOf(world, "Finance", id)).toEqual([]);
    expect((await put(app, started, text("hello"))).status).toBe(200);
    ok(await send(app, ConfirmFileUploadDocument, { id: started.fileNodeId }, as(world, "Accounting")));
    const [file] = await filesOf(world, "Clerk", id);
    expect(file).toMatchObject({ id: started.fileNodeId, name: "Checklist.txt", size: 5, extension: "txt" });
    const second = await attach(app, world, "Finance", id, "photo.png", text("png"));
    expect((await filesOf(world, "CEO", id)).map((f) => f.id)).toEqual([started.fileNodeId, second]);
  });

  it("refuses what createFile refuses, translated by field, and a canceled attachment leaves nothing", async () => {
    const world = await instructionsWorld(app);
    const id = await made(world);
    const bad = await send(
      app,
      CreateInstructionFileDocument,
      { instructionId: id, name: "a/b", size: 1 },
      as(world, "Finance"),
    );
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    const negative = await send(
      app,
      CreateInstructionFileDocument,
      { instructionId: id, name: "a.txt", size: -1 },
      as(world, "Finance"),
    );
    expect(codeOf(negative)).toBe("BAD_USER_INPUT");
    const started = ok(
      await send(
        app,
        CreateInstructionFileDocument,
        { instructionId: id, name: "a.txt", size: 3 },
        as(world, "Finance"),
      ),
    ).createInstructionFile;
    // Only its starter confirms or cancels it.
    expect(
      codeOf(await send(app, ConfirmFileUploadDocument, { id: started.fileNodeId }, as(world, "Accounting"))),
    ).toBe("FILE_NOT_FOUND");
    expect(
      ok(await send(app, CancelFileUploadDocument, { id: started.fileNodeId }, as(world, "Finance"))).cancelFileUpload,
    ).toBe(true);
    expect(await app.database.db.select().from(instructionFiles).where(eq(instructionFiles.instructionId, id))).toEqual(
      [],
    );
  });
});

describe("attaching without JavaScript", () => {
  /** PUT /uploads/instruction-file, as the web half forwards the attach dialog's form. */
  async function putAttachment(token: string, roleId: string, instructionId: string, name: string, bytes: Uint8Array) {
    const response = await app.api.fetch(
      `http://api.test/uploads/instruction-file?${new URLSearchParams({ instructionId, name })}`,
      {
        method: "PUT",
        headers: {
          authorization: `Bearer ${token}`,
          "x-current-role-id": roleId,
          "content-type": "application/octet-stream",
        },
        body: bytes as BodyInit,
      },
    );
    const answer = (await response.json()) as {
      data?: { file: { id: string; name: string } };
      errors?: Array<{ extensions: { code: string } }>;
    };
    return { status: response.status, id: answer.data?.file.id, code: answer.errors?.[0]?.extensions.code };
  }
  const who = (world: InstructionsWorld, role: RoleName) => [world.people[role].accessToken, world.ids[role]] as const;

  it("streams the file to the instruction for an editor; an executor and another branch are forbidden, a stranger and a made-up id find nothing", async () => {
    const world = await instructionsWorld(app);
    const id = await made(world);
    const sent = await putAttachment(...who(world, "Accounting"), id, "Без скрипту.txt", text("plain form"));
    expect(sent.status).toBe(200);
    const [file] = await filesOf(world, "Clerk", id);
    expect(file).toMatchObject({ id: sent.id, name: "Без скрипту.txt", size: 10 });
    const url = ok(
      await send(
        app,
        GenerateInstructionFileUrlDocument,
        { instructionId: id, fileNodeId: sent.id! },
        as(world, "Clerk"),
      ),
    ).generateInstructionFileUrl;
    expect(await (await download(url)).text()).toBe("plain form");

    expect(await putAttachment(...who(world, "Clerk"), id, "x.txt", text("x"))).toMatchObject({
      status: 403,
      code: "FORBIDDEN",
    });
    expect(await putAttachment(...who(world, "Sales"), id, "x.txt", text("x"))).toMatchObject({
      status: 403,
      code: "FORBIDDEN",
    });
    const stranger = await signUp(app);
    expect(await putAttachment(stranger.accessToken, world.ids.Finance, id, "x.txt", text("x"))).toMatchObject({
      status: 404,
      code: "INSTRUCTION_NOT_FOUND",
    });
    expect(await putAttachment(...who(world, "Finance"), "not-an-id", "x.txt", text("x"))).toMatchObject({
      status: 404,
      code: "INSTRUCTION_NOT_FOUND",
    });
    expect(await putAttachment(...who(world, "Finance"), id, "a/b.txt", text("x"))).toMatchObject({
      status: 400,
      code: "BAD_USER_INPUT",
    });
    // Nothing refused was stored.
    expect((await filesOf(world, "Finance", id)).map((f) => f.id)).toEqual([sent.id]);
    expect(
      await app.database.db.select().from(instructionFiles).where(eq(instructionFiles.instructionId, id)),
    ).toHaveLength(1);
  });

  describe("the attach dialog's form (the web half)", () => {
    let web: ServedWebApp;
    beforeAll(async () => {
      web = await serveWebApp(app, createLogger("silent"));
    });
    afterAll(() => web?.close());

    const formOf = (bytes: Uint8Array, name: string) => {
      const data = new FormData();
      data.set("intent", "upload");
      data.set("file", new Blob([bytes as BlobPart]), name);
      return data;
    };

    it("attaches the posted file and goes back where the dialog was opened; a refusal comes back to the dialog", async () => {
      const world = await instructionsWorld(app);
      const id = await made(world);
      const cookie = await signedInCookie(app, world.people.Accounting);
      const dialog = `/vhub/${world.ids.Accounting}/instruction/${id}/attach`;
      const post = (query: string, body: FormData) =>
        fetch(`${web.url}${dialog}${query}`, { method: "POST", headers: { cookie }, body, redirect: "manual" });

      // 3 MB: past every other form's limit, the dialog's post streams through.
      const big = new Uint8Array(3 * 1024 * 1024).fill(7);
      const sent = await post("?from=edit", formOf(big, "Схема.pdf"));
      expect([sent.status, sent.headers.get("location")]).toEqual([
        302,
        `/vhub/${world.ids.Accounting}/instruction/${id}/edit`,
      ]);
      expect((await filesOf(world, "Finance", id)).map((f) => [f.name, f.size])).toEqual([["Схема.pdf", big.length]]);

      const refused = await post("", formOf(text("x"), ".."));
      expect([refused.status, refused.headers.get("location")]).toEqual([302, `${dialog}?error=name`]);
      const page = await fetch(`${web.url}${dialog}?error=name`, { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('role="alert"');
      // An executor may not attach: the dialog sends it back to the instruction, nothing stored.
      const clerk = await signedInCookie(app, world.people.Clerk);
      const executor = await fetch(`${web.url}/vhub/${world.ids.Clerk}/instruction/${id}/attach`, {
        method: "POST",
        headers: { cookie: clerk },
        body: formOf(text("x"), "x.txt"),
        redirect: "manual",
      });
      expect(executor.headers.get("location")).toBe(`/vhub/${world.ids.Clerk}/instruction/${id}`);
      expect(await filesOf(world, "Finance", id)).toHaveLength(1);
    });
  });
});

describe("attaching while the instruction is deleted", () => {
  it("attaches before the deletion and goes with it, or is refused: no link, node or object is left", async () => {
    const world = await instructionsWorld(app);
    const id = await made(world);
    const attempt = (i: number) =>
      send(
        app,
        CreateInstructionFileDocument,
        { instructionId: id, name: `f${i}.txt`, size: 1 },
        as(world, i % 2 ? "Finance" : "Accounting"),
      );
    const [before, deleted, after] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, (_, i) => attempt(i))),
      send(app, DeleteInstructionDocument, { id }, as(world, "Finance")),
      Promise.all(Array.from({ length: 8 }, (_, i) => attempt(i + 8))),
    ]);
    expect(ok(deleted).deleteInstruction).toBe(id);
    const started: string[] = [];
    for (const answer of [...before, ...after]) {
      if (answer.errors) expect(codeOf(answer)).toBe("INSTRUCTION_NOT_FOUND");
      else started.push(answer.data!.createInstructionFile.fileNodeId);
    }
    expect(await app.database.db.select().from(instructionFiles).where(eq(instructionFiles.instructionId, id))).toEqual(
      [],
    );
    if (started.length)
      expect(await app.database.db.select().from(fileNodes).where(inArray(fileNodes.id, started))).toEqual([]);
  });
});

describe("reading", () => {
  it("gives every reader a download URL of the bytes, and refuses another branch and a stranger", async () => {
    const world = await instructionsWorld(app);
    const id = await made(world);
    const fileNodeId = await attach(app, world, "Finance", id, "Steps.txt", text("step 1"));
    for (const who of ["Finance", "Accounting", "Clerk", "CEO"] as const) {
      const url = ok(
        await send(app, GenerateInstructionFileUrlDocument, { instructionId: id, fileNodeId }, as(world, who)),
      ).generateInstructionFileUrl;
      const response = await download(url);
      expect(response.status, who).toBe(200);
      expect(await response.text()).toBe("step 1");
    }
    expect(
      codeOf(
        await send(app, GenerateInstructionFileUrlDocument, { instructionId: id, fileNodeId }, as(world, "Sales")),
      ),
    ).toBe("FORBIDDEN");
    const stranger = await signUp(app);
    expect(
      codeOf(
        await send(
          app,
          GenerateInstructionFileUrlDocument,
          { instructionId: id, fileNodeId },
          { token: stranger.accessToken, roleId: world.ids.Finance },
        ),
      ),
    ).toBe("INSTRUCTION_NOT_FOUND");
    // A file of another instruction through this one: no such file.
    const other = await made(world);
    expect(
      codeOf(
        await send(app, GenerateInstructionFileUrlDocument, { instructionId: other, fileNodeId }, as(world, "Finance")),
      ),
    ).toBe("FILE_NOT_FOUND");
    expect(
      codeOf(
        await send(
          app,
          GenerateInstructionFileUrlDocument,
          { instructionId: id, fileNodeId: "nope" },
          as(world, "Finance"),
        ),
      ),
    ).toBe("FILE_NOT_FOUND");
  });

  it("shows attachments nowhere in Files, and the files operations do not reach them", async () => {
    const world = await instructionsWorld(app);
    await app.database.db
      .insert(roleModuleAccess)
      .values({ roleId: world.ids.Finance, module: "FILES", grantedAt: app.clock.now() })
      .onConflictDoNothing();
    const id = await made(world);
    const fileNodeId = await attach(app, world, "Finance", id, "Hidden.txt", text("x"));
    const mine = ok(
      await send(app, ListMyFilesDocument, { filter: { parentId: { equal: null } } }, as(world, "Finance")),
    ).listMyFiles;
    expect(mine.map((node) => node.id)).not.toContain(fileNodeId);
    expect(ok(await send(app, ListMyFilesDocument, { search: "Hidden" }, as(world, "Finance"))).listMyFiles).toEqual(
      [],
    );
    expect(ok(await send(app, ListMyTrashDocument, {}, as(world, "Finance"))).listMyTrash).toEqual([]);
    expect(codeOf(await send(app, GenerateDownloadUrlDocument, { fileNodeId }, as(world, "Finance")))).toBe(
      "FILE_NOT_FOUND",
    );
  });
});

describe("removing", () => {
  it("removes a file for good for the owner and an editor, not for an executor", async () => {
    const world = await instructionsWorld(app);
    const id = await made(world);
    const first = await attach(app, world, "Finance", id, "one.txt", text("1"));
    const second = await attach(app, world, "Finance", id, "two.txt", text("22"));
    expect(
      codeOf(
        await send(app, RemoveInstructionFileDocument, { instructionId: id, fileNodeId: first }, as(world, "Clerk")),
      ),
    ).toBe("FORBIDDEN");
    const firstKey = await keyOf(first);
    for (const [who, fileNodeId] of [
      ["Finance", first],
      ["Accounting", second],
    ] as const) {
      expect(
        ok(await send(app, RemoveInstructionFileDocument, { instructionId: id, fileNodeId }, as(world, who)))
          .removeInstructionFile,
      ).toBe(fileNodeId);
    }
    expect(await filesOf(world, "Finance", id)).toEqual([]);
    expect(await app.database.db.select().from(fileNodes).where(eq(fileNodes.id, first))).toEqual([]);
    expect(await app.api.storage.stat(firstKey)).toBeNull();
    expect(
      codeOf(
        await send(app, RemoveInstructionFileDocument, { instructionId: id, fileNodeId: first }, as(world, "Finance")),
      ),
    ).toBe("FILE_NOT_FOUND");
  });

  it("takes the attachments' nodes and objects with a deleted instruction", async () => {
    const world = await instructionsWorld(app);
    const id = await made(world);
    const keys = [
      await keyOf(await attach(app, world, "Finance", id, "a.txt", text("a"))),
      await keyOf(await attach(app, world, "Finance", id, "b.txt", text("bb"))),
    ];
    ok(await send(app, DeleteInstructionDocument, { id }, as(world, "Finance")));
    for (const key of keys) {
      expect(await app.api.storage.stat(key)).toBeNull();
      expect(await app.database.db.select().from(fileObjectRemovals).where(eq(fileObjectRemovals.s3Key, key))).toEqual(
        [],
      );
      expect(await app.database.db.select().from(fileStorages).where(eq(fileStorages.s3Key, key))).toEqual([]);
    }
  });
});

describe("storage", () => {
  it("counts attachments as company modules in the breakdown, and stops counting a removed one", async () => {
    const world = await instructionsWorld(app);
    const id = await made(world);
    const fileNodeId = await attach(app, world, "Finance", id, "report.pdf", text("12345"));
    const usage = async () =>
      ok(
        await send(
          app,
          GetCompanyStorageUsageDocument,
          { companyId: world.companyId },
          { token: world.people.CEO.accessToken },
        ),
      ).getCompanyStorageUsage;
    const before = await usage();
    expect(before.usedBytes).toBe(5);
    expect(before.kinds.find((kind) => kind.kind === "MODULES")?.bytes).toBe(5);
    expect(before.kinds.find((kind) => kind.kind === "DOCUMENTS")?.bytes).toBe(0);
    ok(await send(app, RemoveInstructionFileDocument, { instructionId: id, fileNodeId }, as(world, "Finance")));
    expect((await usage()).usedBytes).toBe(0);
  });
});
