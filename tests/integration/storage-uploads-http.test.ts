/**
 * The local driver's upload PUT where a browser meets it: the API process (server/http.ts) on
 * loopback, and the web half's in-process fetch (server/api.ts). The body must reach the storage
 * handler unread, past every body limit the process has, and be held to the size its URL signed.
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../server/config";
import { createHttpApp } from "../../server/http";
import { createLogger } from "../../server/logger";
import { createTestApp, type TestApp } from "./harness";

const dataDir = mkdtempSync(path.join(tmpdir(), "vhold-uploads-"));
let app: TestApp;
let server: Server;
let base: string;

async function listen(config: Config): Promise<{ server: Server; base: string }> {
  const listening = createHttpApp({ config, api: app.api, db: app.database.db, logger: createLogger("silent") }).listen(
    0,
    "127.0.0.1",
  );
  await once(listening, "listening");
  return { server: listening, base: `http://127.0.0.1:${(listening.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  app = await createTestApp({ DATA_DIR: dataDir });
  ({ server, base } = await listen(app.config));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Larger than any body limit of the process (1 MB for GraphQL and forms, 5 MB + 64 KB for the photo).
const sixMegabytes = Buffer.alloc(6 * 1024 * 1024 + 3, "f");
const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

describe("uploads to the local driver's /storage/ PUT", () => {
  it("streams a body larger than every body limit to the object, and it reads back the same", async () => {
    expect(app.api.storage.driver).toBe("local");
    const key = "files/c1/large-upload.pdf";
    const target = await app.api.storage.signedUploadUrl(key, {
      contentType: "application/pdf",
      size: sixMegabytes.length,
    });
    const response = await fetch(`${base}${target.url}`, {
      method: "PUT",
      headers: target.headers,
      body: sixMegabytes,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
    expect(await app.api.storage.stat(key)).toEqual({ size: sixMegabytes.length, contentType: "application/pdf" });
    const read = await fetch(`${base}${await app.api.storage.signedUrl(key)}`);
    expect(read.headers.get("content-length")).toBe(String(sixMegabytes.length));
    expect(sha256(new Uint8Array(await read.arrayBuffer()))).toBe(sha256(sixMegabytes));
  });

  it("refuses a body of unknown length (411) or another size, storing nothing", async () => {
    const key = "files/c1/refused-upload.pdf";
    const target = await app.api.storage.signedUploadUrl(key, { contentType: "application/pdf", size: 10 });
    const chunked = await fetch(`${base}${target.url}`, {
      method: "PUT",
      headers: target.headers,
      body: new Blob([new Uint8Array(10)]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(411);
    const larger = await fetch(`${base}${target.url}`, { method: "PUT", headers: target.headers, body: sixMegabytes });
    expect(larger.status).toBe(400);
    expect(await app.api.storage.stat(key)).toBeNull();
  });

  it("passes through the web half's in-process fetch as through HTTP", async () => {
    const key = "files/c1/in-process.txt";
    const body = new TextEncoder().encode("written in process");
    const target = await app.api.storage.signedUploadUrl(key, {
      contentType: "text/plain; charset=utf-8",
      size: body.length,
    });
    const response = await app.api.fetch(`http://api.internal${target.url}`, {
      method: "PUT",
      headers: { ...target.headers, "content-length": String(body.length) },
      body,
    });
    expect(response.status).toBe(200);
    expect(await (await app.api.fetch(`http://api.internal${await app.api.storage.signedUrl(key)}`)).text()).toBe(
      "written in process",
    );
    const other = await app.api.fetch(`http://api.internal${target.url}`, { method: "POST", body });
    expect(other.status).toBe(405);
    expect(other.headers.get("allow")).toBe("GET, HEAD, PUT");
  });
});

describe("the pages' content security policy with the S3 driver", () => {
  it("lets pages show images from and upload to the bucket's origin, and nothing more with the local driver", async () => {
    const s3: Config["storage"] = {
      driver: "s3",
      endpoint: "https://objects.example.com",
      region: "eu-central-1",
      bucket: "vhold-files",
      accessKeyId: "a",
      secretAccessKey: "s",
      forcePathStyle: false,
    };
    const withS3 = await listen({ ...app.config, storage: s3 });
    try {
      const policy = (await fetch(`${withS3.base}/healthz`)).headers.get("content-security-policy")!.split(";");
      expect(policy).toContain("img-src 'self' data: blob: https://vhold-files.objects.example.com");
      expect(policy).toContain("connect-src 'self' https://vhold-files.objects.example.com");
    } finally {
      withS3.server.closeAllConnections();
      await new Promise((resolve) => withS3.server.close(resolve));
    }
    const local = (await fetch(`${base}/healthz`)).headers.get("content-security-policy")!.split(";");
    expect(local).toContain("connect-src 'self'");
  });
});
