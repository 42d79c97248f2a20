/**
 * A file uploaded without JavaScript (issue 22): the API's streamed entry PUT /uploads/file, the
 * web action's helper that forwards a multipart form's file to it as it arrives
 * (app/lib/file-upload.server.ts), and the web half's streamed exception to its form limits.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GrantRoleModuleAccessDocument,
  ListMyFilesDocument,
  SetCompanyStorageSizeDocument,
} from "#graphql/generated/operations";
import { RequestState, type WebLoadContext } from "#graphql/load-context";
import { FILE_MAX_BYTES } from "#graphql/validation/files";
import { requireUserSession } from "~/lib/auth.server";
import { uploadFileWithoutScript } from "~/lib/file-upload.server";
import { fileNodes, fileObjectRemovals, fileStorages, fileUsage } from "../../../server/db/schema";
import { createLogger } from "../../../server/logger";
import { BODY_LIMITS } from "../../../server/web-guards";
import { holdRole } from "../companies/world";
import { API_KEY, createTestApp, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { serveWebApp, signedInCookie, type ServedWebApp } from "../web-app";
import { as, filesWorld, mkdir, text, type FilesWorld } from "./support";

let app: TestApp;
let world: FilesWorld;
const dataDir = mkdtempSync(path.join(tmpdir(), "files-no-script-"));

beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400", DATA_DIR: dataDir });
  world = await filesWorld(app, "Upload Works");
});
afterAll(() => app.close());

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
const megabytes = (count: number) =>
  Uint8Array.from({ length: count * 1024 * 1024 }, (_, i) => (i * 31 + (i >> 10)) % 256);

/** A body that says whether anything read it, in chunks of 64 KB. */
function watched(bytes: Uint8Array) {
  const state = { pulled: 0 };
  let at = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.pulled++;
        if (at >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(at, (at += 64 * 1024)));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

interface UploadAnswer {
  data?: { file: { id: string; name: string } };
  errors?: Array<{ message: string; extensions: { code: string; fields?: Record<string, string[]> } }>;
}

async function putFile(
  user: SignedUpUser,
  roleId: string,
  name: string,
  body: ReadableStream<Uint8Array> | Uint8Array,
  parentId?: string,
) {
  const query = new URLSearchParams({ name, ...(parentId ? { parentId } : {}) });
  const response = await app.api.fetch(`http://api.test/uploads/file?${query}`, {
    method: "PUT",
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      "x-current-role-id": roleId,
      "content-type": "application/octet-stream",
    },
    body: body as BodyInit,
    duplex: "half",
  } as RequestInit);
  return { status: response.status, answer: (await response.json()) as UploadAnswer };
}

const listed = async (parentId: string | null = null) =>
  ok(await send(app, ListMyFilesDocument, { filter: { parentId: { equal: parentId } } }, as(world.director, world.ceo)))
    .listMyFiles;

async function storedBytes(nodeId: string): Promise<Uint8Array> {
  const [storage] = await app.database.db.select().from(fileStorages).where(eq(fileStorages.nodeId, nodeId));
  const url = await app.api.storage.signedUrl(storage!.s3Key);
  return new Uint8Array(await (await app.api.fetch(`http://api.test${url}`)).arrayBuffer());
}

/** Objects kept under a company's files (the local driver's directory). */
function objectsOf(companyId: string): string[] {
  const dir = path.join(dataDir, "objects", "files", companyId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe("PUT /uploads/file", () => {
  it("streams a file of 3 MB to storage whole, and it is live and listed, in a folder too", async () => {
    const bytes = megabytes(3);
    const body = watched(bytes);
    const { status, answer } = await putFile(world.director, world.ceo, "Звіт за березень.pdf", body.stream);
    expect(status).toBe(200);
    const id = answer.data!.file.id;
    expect(answer.data!.file.name).toBe("Звіт за березень.pdf");
    expect((await listed()).find((node) => node.id === id)).toMatchObject({
      name: "Звіт за березень.pdf",
      type: "FILE",
      fileStorage: { size: bytes.length, extension: "pdf", contentType: "application/pdf" },
    });
    expect(sha256(await storedBytes(id))).toBe(sha256(bytes));
    const [usage] = await app.database.db.select().from(fileUsage).where(eq(fileUsage.companyId, world.companyId));
    expect(usage!.usedBytes).toBe(bytes.length);

    const folder = await mkdir(app, world.director, world.ceo, "Договори");
    const inFolder = await putFile(world.director, world.ceo, "a.txt", text("у теці"), folder.id.toUpperCase());
    expect(inFolder.status).toBe(200);
    expect((await listed(folder.id)).map((node) => node.name)).toEqual(["a.txt"]);
  });

  it("refuses a file past the company's room with STORAGE_FULL, and leaves no node, no object, no usage", async () => {
    const other = await filesWorld(app, "Full Works");
    ok(
      await send(
        app,
        SetCompanyStorageSizeDocument,
        { companyId: other.companyId, sizeGb: 1 },
        { token: other.director.accessToken },
      ),
    );
    await app.database.db.insert(fileUsage).values({ companyId: other.companyId, usedBytes: 1024 ** 3 - 1024 * 1024 });
    const { status, answer } = await putFile(other.director, other.ceo, "big.bin", watched(megabytes(3)).stream);
    expect(status).toBe(413);
    expect(answer.errors?.[0]?.extensions.code).toBe("STORAGE_FULL");
    expect(await app.database.db.select().from(fileNodes).where(eq(fileNodes.companyId, other.companyId))).toEqual([]);
    expect(
      await app.database.db.select().from(fileStorages).where(eq(fileStorages.companyId, other.companyId)),
    ).toEqual([]);
    expect(
      (await app.database.db.select().from(fileObjectRemovals)).filter((row) => row.s3Key.includes(other.companyId)),
    ).toEqual([]);
    expect(objectsOf(other.companyId)).toEqual([]);
    const [usage] = await app.database.db.select().from(fileUsage).where(eq(fileUsage.companyId, other.companyId));
    expect(usage!.usedBytes).toBe(1024 ** 3 - 1024 * 1024);
    // A declared length past FILE_MAX_BYTES is refused before a byte is read.
    const declared = await app.api.fetch(`http://api.test/uploads/file?name=x.bin`, {
      method: "PUT",
      headers: {
        authorization: `Bearer ${other.director.accessToken}`,
        "x-current-role-id": other.ceo,
        "content-length": String(FILE_MAX_BYTES + 1),
      },
      body: watched(new Uint8Array(1)).stream,
      duplex: "half",
    } as RequestInit);
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as UploadAnswer).errors?.[0]?.extensions.fields?.file).toEqual([
      "validation.files.tooLarge",
    ]);
  });

  it("refuses a stranger (no such file) and a member without Files (FORBIDDEN) before the body is read", async () => {
    const stranger = await signUp(app);
    const plain = await signUp(app);
    const plainRole = await holdRole(app, world.companyId, plain, 2, "Plain", world.ceo);
    const granted = await signUp(app);
    const grantedRole = await holdRole(app, world.companyId, granted, 2, "Granted", world.ceo);
    ok(
      await send(
        app,
        GrantRoleModuleAccessDocument,
        { roleId: grantedRole.id, module: "FILES" },
        as(world.director, world.ceo),
      ),
    );
    const folder = await mkdir(app, world.director, world.ceo, "Тільки директор");

    for (const [who, roleId, parentId, code, status] of [
      [stranger, world.ceo, undefined, "FILE_NOT_FOUND", 404],
      [stranger, world.ceo, folder.id, "FILE_NOT_FOUND", 404],
      [plain, plainRole.id, undefined, "FORBIDDEN", 403],
      // Granted Files, but no access to another role's folder.
      [granted, grantedRole.id, folder.id, "FORBIDDEN", 403],
      [world.director, world.ceo, "not-an-id", "FILE_NOT_FOUND", 404],
    ] as const) {
      const body = watched(megabytes(1));
      const { status: got, answer } = await putFile(who, roleId, "x.txt", body.stream, parentId);
      expect([got, answer.errors?.[0]?.extensions.code]).toEqual([status, code]);
      expect(body.state.pulled).toBe(0);
    }
    // Granted Files: its own role's top takes it.
    expect((await putFile(granted, grantedRole.id, "mine.txt", text("mine"))).status).toBe(200);
    // Without a token.
    const anonymous = await app.api.fetch("http://api.test/uploads/file?name=x.txt", { method: "PUT", body: "x" });
    expect(anonymous.status).toBe(401);
  });

  it("refuses a name holding / (the file's name is the node's)", async () => {
    const body = watched(text("x"));
    const { status, answer } = await putFile(world.director, world.ceo, "a/b.txt", body.stream);
    expect(status).toBe(400);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { name: ["validation.files.name.slash"] },
    });
    expect(body.state.pulled).toBe(0);
  });
});

describe("the files page's action helper (uploadFileWithoutScript)", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signedInCookie(app, world.director);
  });

  /** The action's request and load context, as the Node web half makes them (in-process API). */
  async function post(form: FormData | Uint8Array, contentType?: string) {
    const request = new Request(`http://web.test/vhub/${world.ceo}/files`, {
      method: "POST",
      headers: { cookie, ...(contentType ? { "content-type": contentType } : {}) },
      body: form as BodyInit,
    });
    const context = {
      api: { fetch: app.api.fetch, url: "http://api.internal", apiKey: API_KEY },
      sessionSecret: app.config.sessionSecret,
      secureCookies: false,
      cspNonce: "",
      clientAddress: null,
      devTools: true,
      supportEmail: "",
      features: app.config.features,
      state: new RequestState(),
    } satisfies WebLoadContext;
    const auth = await requireUserSession(request, context as never);
    return uploadFileWithoutScript(request, context as never, auth, { roleId: world.ceo });
  }

  const form = (file: Blob | null, name = "", parentId = "") => {
    const data = new FormData();
    data.set("intent", "upload");
    data.set("parentId", parentId);
    if (file) data.set("file", file, name);
    return data;
  };

  it("forwards the form's file, under its own name, into the folder named", async () => {
    const folder = await mkdir(app, world.director, world.ceo, "З форми");
    const bytes = megabytes(2);
    const done = await post(form(new Blob([bytes]), "Кошторис; версія=2.xlsx", folder.id));
    expect(done).toMatchObject({ ok: true, name: "Кошторис; версія=2.xlsx" });
    const [node] = await listed(folder.id);
    expect(node).toMatchObject({ name: "Кошторис; версія=2.xlsx", fileStorage: { size: bytes.length } });
    expect(sha256(await storedBytes(node!.id))).toBe(sha256(bytes));
  });

  it("answers catalogue keys: no file chosen, a name refused, a folder not there", async () => {
    const empty = new TextEncoder().encode(
      '--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n--b\r\nContent-Disposition: form-data; name="parentId"\r\n\r\n\r\n--b\r\nContent-Disposition: form-data; name="file"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--b--\r\n',
    );
    expect(await post(empty, "multipart/form-data; boundary=b")).toEqual({
      ok: false,
      errors: ["validation.files.required"],
    });
    expect(await post(form(null))).toEqual({ ok: false, errors: ["validation.files.required"] });
    expect(await post(form(new Blob(["x"]), ".."))).toEqual({ ok: false, errors: ["validation.files.name.dots"] });
    expect(await post(form(new Blob(["x"]), "a.txt", crypto.randomUUID()))).toEqual({
      ok: false,
      errors: ["errors.FILE_NOT_FOUND"],
    });
  });
});

describe("the web half's form limits (Node)", () => {
  let web: ServedWebApp;
  let cookie: string;
  beforeAll(async () => {
    web = await serveWebApp(app, createLogger("silent"));
    cookie = await signedInCookie(app, world.director);
  });
  afterAll(() => web?.close());

  const multipart = (size: number, parentId = "") => {
    const data = new FormData();
    data.set("intent", "upload");
    data.set("parentId", parentId);
    data.set("file", new Blob([new Uint8Array(size)]), "big.bin");
    return data;
  };
  const postTo = (page: string, body: BodyInit) =>
    fetch(`${web.url}${page}`, { method: "POST", headers: { cookie }, body, redirect: "manual" });

  it("lets a multipart post of 3 MB through to a files page, and refuses it on any other page", async () => {
    const folder = await mkdir(app, world.director, world.ceo, "Великі");
    const through = await postTo(`/vhub/${world.ceo}/files/folder/${folder.id}`, multipart(3 * 1024 * 1024, folder.id));
    expect(through.status).not.toBe(413);
    expect(through.headers.get("location") ?? "").not.toContain("uploadError=tooLarge");
    expect((await postTo(`/vhub/${world.ceo}/structure-company`, multipart(3 * 1024 * 1024))).status).toBe(413);
    // Not multipart: the files page keeps every other form's 1 MB (refused back to the page).
    const plain = await postTo(
      `/vhub/${world.ceo}/files`,
      new URLSearchParams({ intent: "rename", name: "x".repeat(2 * 1024 * 1024) }),
    );
    expect([plain.status, plain.headers.get("location")]).toEqual([
      303,
      `/vhub/${world.ceo}/files?uploadError=tooLarge`,
    ]);
  });

  it("passes the API entry's body on unread over HTTP too (PUT /uploads/file on the Node process)", async () => {
    const bytes = megabytes(3);
    const headers = { authorization: `Bearer ${world.director.accessToken}`, "x-current-role-id": world.ceo };
    const response = await fetch(`${web.url}/uploads/file?name=over-http.bin`, {
      method: "PUT",
      headers,
      body: watched(bytes).stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as UploadAnswer;
    expect(sha256(await storedBytes(data!.file.id))).toBe(sha256(bytes));
    // A refusal before the body is read still reaches the sender (the web half over API_URL).
    const stranger = await signUp(app);
    const refused = await fetch(`${web.url}/uploads/file?name=x.bin`, {
      method: "PUT",
      headers: { authorization: `Bearer ${stranger.accessToken}`, "x-current-role-id": world.ceo },
      body: watched(megabytes(3)).stream,
      duplex: "half",
    } as RequestInit);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as UploadAnswer).errors?.[0]?.extensions.code).toBe("FILE_NOT_FOUND");
  });

  it("sends a post declared larger than a file and its framing back to the page, before a byte is read", async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(`${web.url}/vhub/${world.ceo}/files`, {
        method: "POST",
        headers: {
          cookie,
          "content-type": "multipart/form-data; boundary=b",
          "content-length": String(BODY_LIMITS.fileForm + 1),
        },
      });
      request.on("response", resolve);
      request.on("error", reject);
      request.flushHeaders();
    });
    answer.resume();
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/vhub/${world.ceo}/files?uploadError=tooLarge`);
    answer.socket?.destroy();
  });
});
