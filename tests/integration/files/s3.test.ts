/**
 * The files area's upload flow on the S3 driver (issue 22), against the house's in-process
 * S3-compatible endpoint, which checks every Signature Version 4 itself: the browser's presigned
 * PUT, the confirmation's HEAD, a download as an attachment, and removal.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ConfirmFileUploadDocument,
  CreateFileDocument,
  DeleteFileNodesDocument,
  ForceDeleteFileNodesDocument,
  GenerateDownloadUrlDocument,
} from "#graphql/generated/operations";
import { fileStorages } from "../../../server/db/schema";
import { S3Storage } from "../../../server/storage";
import { createTestApp, send, type TestApp } from "../harness";
import { startFakeS3, type FakeS3 } from "../s3-server";
import { ok } from "../support";
import { codeOf, fieldsOf } from "../roles/support";
import { as, filesWorld, PNG, put, text, upload } from "./support";

let app: TestApp;
let s3: FakeS3;

beforeAll(async () => {
  s3 = await startFakeS3({ now: () => app.clock.now() }, { bucket: "files-test" });
  app = await createTestApp(
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
});
afterAll(async () => {
  await app.close();
  await s3.close();
});

describe("a file on the S3 driver", () => {
  it("is PUT by the browser to a presigned URL, checked by HEAD, downloaded as an attachment and removed for good", async () => {
    const world = await filesWorld(app);
    const file = await upload(app, world.director, world.ceo, "Фото відділу.png", PNG);
    const [row] = await app.database.db.select().from(fileStorages).where(eq(fileStorages.nodeId, file.id));
    expect(s3.objects.get(row!.s3Key)?.body.equals(Buffer.from(PNG))).toBe(true);
    expect(s3.objects.get(row!.s3Key)?.contentType).toBe("image/png");
    expect(
      s3.log.filter((entry) => entry.key === row!.s3Key).map((entry) => `${entry.operation} ${entry.status}`),
    ).toEqual(["PutObject 200", "HeadObject 200"]);
    expect(file.previewUrl).toContain(s3.endpoint);

    const url = ok(
      await send(app, GenerateDownloadUrlDocument, { fileNodeId: file.id }, as(world.director, world.ceo)),
    ).generateDownloadUrl;
    // Presigned for about a minute (issue 39): the app's download address asks for it at each click.
    expect(Number(new URL(url).searchParams.get("X-Amz-Expires"))).toBeLessThanOrEqual(75);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent("Фото відділу.png")}`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);

    ok(await send(app, DeleteFileNodesDocument, { ids: [file.id] }, as(world.director, world.ceo)));
    ok(await send(app, ForceDeleteFileNodesDocument, { ids: [file.id] }, as(world.director, world.ceo)));
    expect(s3.objects.has(row!.s3Key)).toBe(false);
  });

  it("refuses a PUT of another size or type than was signed, and the upload cannot be confirmed", async () => {
    const world = await filesWorld(app);
    const started = ok(
      await send(app, CreateFileDocument, { input: { name: "short.txt", size: 5 } }, as(world.director, world.ceo)),
    ).createFile;
    expect((await put(app, started, text("longer than five"))).ok).toBe(false);
    expect(
      (await put(app, { ...started, headers: [{ name: "content-type", value: "text/html" }] }, text("hello"))).ok,
    ).toBe(false);
    const refused = await send(
      app,
      ConfirmFileUploadDocument,
      { id: started.fileNodeId },
      as(world.director, world.ceo),
    );
    expect(codeOf(refused)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(refused)?.file).toEqual(["validation.files.notUploaded"]);
  });
});
