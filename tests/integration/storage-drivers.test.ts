import { createServerAdapter } from "@whatwg-node/server";
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../server/clock";
import { loadConfig } from "../../server/config";
import {
  createStorage,
  LocalStorage,
  ObjectTooLarge,
  S3Storage,
  type ObjectStorage,
  type UploadTarget,
} from "../../server/storage";
import { amzDate, PART_BYTES } from "../../server/storage/s3";
import { startFakeS3, verifySigV4, type FakeS3 } from "./s3-server";

const bytes = (text: string) => new TextEncoder().encode(text);
const MiB = 1024 * 1024;

// A generated body: chunks of 100,000 bytes (no divisor of a part, so parts end mid-chunk), each
// numbered in its first bytes, so that no two parts are alike and a part out of place shows.
const PATTERN = randomBytes(100_000);
function* chunksOf(size: number): Generator<Uint8Array> {
  for (let at = 0, n = 0; at < size; at += PATTERN.length, n++) {
    const chunk = Uint8Array.from(PATTERN.subarray(0, Math.min(PATTERN.length, size - at)));
    if (chunk.length >= 4) new DataView(chunk.buffer).setUint32(0, n);
    yield chunk;
  }
}
const sha256Of = (chunks: Iterable<Uint8Array>) => {
  const hash = createHash("sha256");
  for (const chunk of chunks) hash.update(chunk);
  return hash.digest("hex");
};
/** chunksOf as a stream, one chunk per pull, noting how much was read and whether it was cancelled. */
function streamOf(size: number) {
  const chunks = chunksOf(size);
  const seen = { read: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next();
      if (next.done) return controller.close();
      seen.read += next.value.byteLength;
      controller.enqueue(next.value);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}
/** Temporary files left beside the objects (a write that did not finish). */
const partFilesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".part"));

describe("local disk driver", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vhold-objects-"));
  const clock = new ManualClock("2026-03-02T09:00:00Z");
  const storage = new LocalStorage({
    dir,
    signingKey: "test-token-signing-key-0123456789abcdef",
    clock,
    ttlSeconds: 3600,
  });
  const read = (url: string) => storage.serve(new Request(new URL(url, "http://app.test")));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps an object 0600 in a 0700 directory and reads it back through its signed URL", async () => {
    await storage.put("avatars/u1/a.png", bytes("photo"), "image/png");
    const file = path.join(dir, "avatars", "u1", "a.png");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.dirname(file))).toEqual(["a.png"]); // nothing half-written left beside it

    const url = await storage.signedUrl("avatars/u1/a.png");
    expect(url).toMatch(/^\/storage\/avatars\/u1\/a\.png\?expires=\d+&signature=[\w-]{43}$/);
    const response = await read(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    expect(await response.text()).toBe("photo");
  });

  it("refuses a URL whose signature, key or expiry was changed", async () => {
    await storage.put("avatars/u2/b.png", bytes("other"), "image/png");
    const url = new URL(await storage.signedUrl("avatars/u1/a.png"), "http://app.test");
    const signature = url.searchParams.get("signature")!;

    const flipped = new URL(url);
    flipped.searchParams.set("signature", (signature[0] === "A" ? "B" : "A") + signature.slice(1));
    expect((await read(flipped.toString())).status).toBe(403);

    const otherKey = new URL(url);
    otherKey.pathname = "/storage/avatars/u2/b.png";
    expect((await read(otherKey.toString())).status).toBe(403);

    const later = new URL(url);
    later.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 86_400));
    expect((await read(later.toString())).status).toBe(403);

    const unsigned = new URL(url);
    unsigned.search = "";
    expect((await read(unsigned.toString())).status).toBe(403);
    expect((await read("/storage/../secrets.json?expires=1&signature=x")).status).toBe(403);
  });

  it("stops reading once the URL expires (the clock moved), and a new URL reads again", async () => {
    const url = await storage.signedUrl("avatars/u1/a.png");
    const expires = Number(new URL(url, "http://x").searchParams.get("expires"));
    // At least the TTL, at most a quarter more (rounded so that pages rendered together share a URL).
    const now = clock.now().getTime() / 1000;
    expect(expires - now).toBeGreaterThanOrEqual(3600);
    expect(expires - now).toBeLessThanOrEqual(4500);
    clock.set(new Date((expires - 1) * 1000));
    expect((await read(url)).status).toBe(200);
    clock.set(new Date(expires * 1000));
    expect((await read(url)).status).toBe(403);
    expect((await read(await storage.signedUrl("avatars/u1/a.png"))).status).toBe(200);
  });

  it("deletes (an absent object is no error) and refuses keys it did not make", async () => {
    const url = await storage.signedUrl("avatars/u1/a.png");
    await storage.delete("avatars/u1/a.png");
    await storage.delete("avatars/u1/a.png");
    expect((await read(url)).status).toBe(404);
    await expect(storage.put("../escape.png", bytes("x"), "image/png")).rejects.toThrow(/not a storage key/);
    await expect(storage.put("/abs.png", bytes("x"), "image/png")).rejects.toThrow(/not a storage key/);
  });

  it("streams a large file out (it is never read whole), with its length, and HEAD without a body", async () => {
    const size = 12 * MiB + 7;
    await storage.putStream("files/c1/large.bin", streamOf(size).stream, {
      contentType: "application/octet-stream",
      maxBytes: size,
    });
    expect(statSync(path.join(dir, "files", "c1", "large.bin")).mode & 0o777).toBe(0o600);
    const url = await storage.signedUrl("files/c1/large.bin");

    const response = await read(url);
    expect(response.headers.get("content-length")).toBe(String(size));
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.value!.byteLength).toBeLessThanOrEqual(64 * 1024); // a read stream's chunk, not the file
    const hash = createHash("sha256").update(first.value!);
    for (let next = await reader.read(); !next.done; next = await reader.read()) hash.update(next.value);
    expect(hash.digest("hex")).toBe(sha256Of(chunksOf(size)));

    const head = await storage.serve(new Request(new URL(url, "http://app.test"), { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(size));
    expect(head.body).toBeNull();
  });

  it("takes a PUT only with the signed length declared and delivered, and answers other methods 405", async () => {
    const target = await storage.signedUploadUrl("files/c1/short.txt", {
      contentType: "text/plain; charset=utf-8",
      size: 10,
    });
    const put = (headers: Record<string, string>, body: Uint8Array) =>
      storage.serve(
        new Request(new URL(target.url, "http://app.test"), { method: "PUT", headers, body: body as BodyInit }),
      );
    expect((await put({ "content-type": "text/plain; charset=utf-8" }, bytes("0123456789"))).status).toBe(411);
    // A declared length the body does not keep (in process nothing binds the two): not stored.
    expect(
      (await put({ "content-type": "text/plain; charset=utf-8", "content-length": "10" }, bytes("01234"))).status,
    ).toBe(400);
    expect(
      (await put({ "content-type": "text/plain; charset=utf-8", "content-length": "10" }, bytes("0123456789abc")))
        .status,
    ).toBe(400);
    expect(await storage.stat("files/c1/short.txt")).toBeNull();
    expect(partFilesIn(dir)).toEqual([]);

    const post = await storage.serve(
      new Request(new URL(target.url, "http://app.test"), { method: "POST", body: bytes("x") }),
    );
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, PUT");
  });

  it("is the default driver, under DATA_DIR/objects", () => {
    const config = loadConfig({
      APP_ENV: "test",
      DATA_DIR: dir,
      TOKEN_SIGNING_KEY: "k".repeat(32),
      LOG_LEVEL: "silent",
    });
    expect(config.storage).toEqual({ driver: "local" });
    expect(createStorage(config, clock).driver).toBe("local");
  });
});

// AWS's published Signature Version 4 examples for S3 (Amazon S3 API reference, "Authenticating
// Requests: Using Query Parameters" and "...: Using the Authorization Header"): the same keys, the
// same time, the signatures AWS printed.
const AWS_EXAMPLE = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secret: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  at: new Date("2013-05-24T00:00:00Z"),
  presigned:
    "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
};

describe("SigV4 against AWS's published examples", () => {
  it("the test endpoint's verifier accepts AWS's own examples and nothing altered", () => {
    const url = new URL(AWS_EXAMPLE.presigned);
    const parts = { method: "GET", path: url.pathname, query: url.searchParams, headers: { host: url.host } };
    expect(verifySigV4(parts, AWS_EXAMPLE, AWS_EXAMPLE.at)).toEqual({ ok: true, accessKeyId: AWS_EXAMPLE.accessKeyId });
    expect(verifySigV4({ ...parts, path: "/test2.txt" }, AWS_EXAMPLE, AWS_EXAMPLE.at)).toMatchObject({
      ok: false,
      reason: "signature",
    });
    expect(verifySigV4(parts, { ...AWS_EXAMPLE, secret: "x" }, AWS_EXAMPLE.at)).toMatchObject({ ok: false });
    expect(verifySigV4(parts, AWS_EXAMPLE, new Date("2013-05-25T00:00:01Z"))).toMatchObject({
      ok: false,
      reason: "expired",
    });

    // GET Object with a Range header, signed in the Authorization header.
    const headerSigned = {
      method: "GET",
      path: "/test.txt",
      query: new URLSearchParams(),
      headers: {
        host: "examplebucket.s3.amazonaws.com",
        range: "bytes=0-9",
        "x-amz-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "x-amz-date": "20130524T000000Z",
        authorization:
          "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
      },
    };
    expect(verifySigV4(headerSigned, AWS_EXAMPLE, AWS_EXAMPLE.at)).toMatchObject({ ok: true });
    expect(
      verifySigV4(
        { ...headerSigned, headers: { ...headerSigned.headers, range: "bytes=0-99" } },
        AWS_EXAMPLE,
        AWS_EXAMPLE.at,
      ),
    ).toMatchObject({ ok: false });
  });

  it("the S3 driver's presigned URL is AWS's example, byte for byte", async () => {
    // A TTL whose quarter (17280 s) divides the example's instant and whose ttl + quarter is 86400.
    const storage = new S3Storage({
      endpoint: "https://s3.amazonaws.com", // the example's (global) endpoint
      region: "us-east-1",
      bucket: "examplebucket",
      accessKeyId: AWS_EXAMPLE.accessKeyId,
      secretAccessKey: AWS_EXAMPLE.secret,
      forcePathStyle: false,
      clock: new ManualClock(AWS_EXAMPLE.at),
      ttlSeconds: 69_120,
    });
    const ours = new URL(await storage.signedUrl("test.txt"));
    const theirs = new URL(AWS_EXAMPLE.presigned);
    expect(ours.origin + ours.pathname).toBe(theirs.origin + theirs.pathname);
    expect(Object.fromEntries(ours.searchParams)).toEqual(Object.fromEntries(theirs.searchParams));
    expect(amzDate(AWS_EXAMPLE.at)).toBe("20130524T000000Z");
  });
});

describe("S3-compatible driver against an endpoint that checks every signature", () => {
  let s3: FakeS3;
  const clock = new ManualClock("2026-03-02T09:00:00Z");
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await startFakeS3(clock);
    const config = loadConfig({
      APP_ENV: "test",
      DATA_DIR: path.join(tmpdir(), "vhold-s3-config"),
      TOKEN_SIGNING_KEY: "k".repeat(32),
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secret,
      STORAGE_URL_TTL: "900",
    });
    const made = createStorage(config, clock);
    expect(made.driver).toBe("s3");
    storage = made as S3Storage;
  });
  afterAll(() => s3.close());

  it("puts with a signed body hash, reads through a presigned URL, deletes", async () => {
    await storage.put("avatars/u1/a.png", bytes("photo"), "image/png");
    expect(s3.objects.get("avatars/u1/a.png")).toMatchObject({ contentType: "image/png" });
    expect(s3.objects.get("avatars/u1/a.png")!.body.toString()).toBe("photo");

    const url = await storage.signedUrl("avatars/u1/a.png");
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/avatars/u1/a.png?`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("photo");

    await storage.delete("avatars/u1/a.png");
    expect(s3.objects.has("avatars/u1/a.png")).toBe(false);
    expect((await fetch(url)).status).toBe(404);
    await storage.delete("avatars/u1/a.png"); // already gone: no error
  });

  it("a presigned URL fails when tampered with or once expired", async () => {
    await storage.put("avatars/u1/b.png", bytes("b"), "image/png");
    const url = new URL(await storage.signedUrl("avatars/u1/b.png"));
    const otherKey = new URL(url);
    otherKey.pathname = `/${s3.bucket}/avatars/u1/c.png`;
    expect((await fetch(otherKey)).status).toBe(403);
    const longer = new URL(url);
    longer.searchParams.set("X-Amz-Expires", "604800");
    expect((await fetch(longer)).status).toBe(403);

    const expires = Number(url.searchParams.get("X-Amz-Expires"));
    const signedAt = new Date(
      `${url.searchParams.get("X-Amz-Date")!.replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, "$1-$2-$3T$4:$5:$6Z")}`,
    );
    expect(signedAt.getTime()).toBeLessThanOrEqual(clock.now().getTime()); // never signed in the future
    expect(signedAt.getTime() + expires * 1000 - clock.now().getTime()).toBeGreaterThanOrEqual(900_000);
    clock.set(new Date(signedAt.getTime() + expires * 1000 + 1000));
    expect((await fetch(url)).status).toBe(403);
    expect(s3.log.at(-1)).toMatchObject({ status: 403, reason: "expired" });
  });

  it("a write signed with the wrong secret is refused and reported", async () => {
    const wrong = new S3Storage({
      endpoint: s3.endpoint,
      region: s3.region,
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: "not-the-secret",
      forcePathStyle: true,
      clock,
      ttlSeconds: 900,
    });
    await expect(wrong.put("avatars/u1/x.png", bytes("x"), "image/png")).rejects.toThrow(
      /S3 PUT avatars\/u1\/x.png: 403/,
    );
    expect(s3.objects.has("avatars/u1/x.png")).toBe(false);
  });

  it("addresses AWS by virtual host and custom endpoints by path", () => {
    const aws = new S3Storage({
      endpoint: undefined,
      region: "eu-central-1",
      bucket: "b1",
      accessKeyId: "a",
      secretAccessKey: "s",
      forcePathStyle: false,
      clock,
      ttlSeconds: 900,
    });
    expect(aws.objectUrl("avatars/x.png").toString()).toBe("https://b1.s3.eu-central-1.amazonaws.com/avatars/x.png");
    const minio = new S3Storage({
      endpoint: "http://minio:9000",
      region: "us-east-1",
      bucket: "b1",
      accessKeyId: "a",
      secretAccessKey: "s",
      forcePathStyle: true,
      clock,
      ttlSeconds: 900,
    });
    expect(minio.objectUrl("avatars/x.png").toString()).toBe("http://minio:9000/b1/avatars/x.png");
  });

  it("STORAGE_DRIVER=s3 names what is missing", () => {
    expect(() =>
      loadConfig({ APP_ENV: "test", DATA_DIR: path.join(tmpdir(), "vhold-s3-config"), STORAGE_DRIVER: "s3" }),
    ).toThrow(/S3_BUCKET: required when STORAGE_DRIVER=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
  });
});

/**
 * The files area's use of either driver, as a browser and the files module meet it: a presigned
 * (S3) or signed (local, served over HTTP as server/http.ts mounts it) upload PUT, stat, reads and
 * downloads, and a streamed put.
 */
for (const driver of ["local", "s3"] as const) {
  describe(`files through the ${driver} driver`, () => {
    const clock = new ManualClock("2026-03-02T09:00:00Z");
    let storage: ObjectStorage;
    let s3: FakeS3 | undefined;
    let dir = "";
    /** Where the local driver's relative URLs are served. */
    let base = "http://unused.invalid";
    let close: () => Promise<void>;

    beforeAll(async () => {
      if (driver === "s3") {
        const fake = (s3 = await startFakeS3(clock));
        storage = new S3Storage({
          endpoint: fake.endpoint,
          region: fake.region,
          bucket: fake.bucket,
          accessKeyId: fake.accessKeyId,
          secretAccessKey: fake.secret,
          forcePathStyle: true,
          clock,
          ttlSeconds: 3600,
        });
        close = () => fake.close();
        return;
      }
      dir = mkdtempSync(path.join(tmpdir(), "vhold-files-"));
      const local = new LocalStorage({
        dir,
        signingKey: "test-token-signing-key-0123456789abcdef",
        clock,
        ttlSeconds: 3600,
      });
      // The request's body reaches serve() unread, as through server/http.ts.
      const server = createServer(createServerAdapter((request: Request) => local.serve(request)));
      server.listen(0, "127.0.0.1");
      await once(server, "listening");
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      storage = local;
      close = async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        rmSync(dir, { recursive: true, force: true });
      };
    });
    afterAll(() => close());

    const at = (url: string) => new URL(url, base);
    /** As a browser sends it: the target's headers, and the body's own Content-Length. */
    const upload = (target: UploadTarget, body: Uint8Array, headers = target.headers) =>
      fetch(at(target.url), { method: target.method, headers, body: body as BodyInit });
    const refused = async (response: Response) => {
      expect([400, 403]).toContain(response.status);
      await response.body?.cancel();
    };
    const nothingHalfDone = () => {
      if (s3) expect([...s3.uploads.keys()]).toEqual([]);
      else expect(partFilesIn(dir)).toEqual([]);
    };
    const operationsOn = (key: string) => s3!.log.filter((entry) => entry.key === key).map((entry) => entry.operation);
    const flip = (signature: string) => (signature[0] === "a" ? "b" : "a") + signature.slice(1);

    it("takes a browser's upload through its URL; stat and a read see exactly it", async () => {
      const key = "files/c1/upload.pdf";
      const body = bytes("%PDF-1.7 a small document");
      const target = await storage.signedUploadUrl(key, { contentType: "application/pdf", size: body.length });
      expect(target).toMatchObject({ method: "PUT", headers: { "content-type": "application/pdf" } });
      expect(target.expiresAt.getTime() - clock.now().getTime()).toBe(3600_000);
      if (driver === "s3")
        expect(at(target.url).searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");

      const response = await upload(target, body);
      expect(response.status).toBe(200);
      expect(await storage.stat(key)).toEqual({ size: body.length, contentType: "application/pdf" });
      const read = await fetch(at(await storage.signedUrl(key)));
      expect(read.status).toBe(200);
      expect(new Uint8Array(await read.arrayBuffer())).toEqual(body);
    });

    it("refuses an upload of another size or type, or through a changed or expired URL, and stores nothing", async () => {
      const key = "files/c1/refused.pdf";
      const body = bytes("exactly these bytes");
      const target = await storage.signedUploadUrl(key, { contentType: "application/pdf", size: body.length });
      await refused(await upload(target, bytes("exactly these bytes!")));
      await refused(await upload(target, bytes("exactly these")));
      await refused(await upload(target, body, { "content-type": "text/html" }));
      await refused(await upload(target, body, {}));

      const url = at(target.url);
      const changes: Array<[string, string]> =
        driver === "local"
          ? [
              ["signature", flip(url.searchParams.get("signature")!)],
              ["size", String(body.length + 1)],
              ["type", "text/html"],
              ["expires", String(Number(url.searchParams.get("expires")) + 86_400)],
            ]
          : [
              ["X-Amz-Signature", flip(url.searchParams.get("X-Amz-Signature")!)],
              ["X-Amz-Expires", "604800"],
            ];
      for (const [name, value] of changes) {
        const changed = new URL(url);
        changed.searchParams.set(name, value);
        const response = await fetch(changed, { method: "PUT", headers: target.headers, body });
        expect(response.status, name).toBe(403);
        await response.body?.cancel();
      }

      clock.set(new Date(target.expiresAt.getTime() + 1000));
      const late = await upload(target, body);
      expect(late.status).toBe(403);
      await late.body?.cancel();
      expect(await storage.stat(key)).toBeNull();
      nothingHalfDone();
    });

    it("a read URL cannot write, nor an upload URL read", async () => {
      const key = "files/c1/kept.pdf";
      await storage.put(key, bytes("kept"), "application/pdf");
      const reads = [
        await storage.signedUrl(key),
        await storage.signedUrl(key, { download: { filename: "kept.pdf", contentType: "application/pdf" } }),
      ];
      for (const url of reads) {
        const response = await fetch(at(url), {
          method: "PUT",
          headers: { "content-type": "application/pdf" },
          body: bytes("over"),
        });
        expect(response.status).toBe(403);
        await response.body?.cancel();
      }
      const target = await storage.signedUploadUrl(key, { contentType: "application/pdf", size: 4 });
      const asRead = await fetch(at(target.url));
      expect(asRead.status).toBe(403);
      await asRead.body?.cancel();
      expect(await (await fetch(at(reads[0]))).text()).toBe("kept");
    });

    it("a download URL names the file for saving (UTF-8, with an ASCII fallback), and its name or type cannot be changed", async () => {
      const key = "files/c1/report.pdf";
      await storage.put(key, bytes("report"), "application/pdf");
      const url = at(
        await storage.signedUrl(key, { download: { filename: "Звіт 2026.pdf", contentType: "application/pdf" } }),
      );
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const disposition = response.headers.get("content-disposition")!;
      expect(disposition).toBe(
        `attachment; filename="____ 2026.pdf"; filename*=UTF-8''%D0%97%D0%B2%D1%96%D1%82%202026.pdf`,
      );
      expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1])).toBe("Звіт 2026.pdf");
      expect(await response.text()).toBe("report");

      const [nameParam, typeParam] =
        driver === "local" ? ["name", "type"] : ["response-content-disposition", "response-content-type"];
      for (const [name, value] of [
        [nameParam, driver === "local" ? "report.html" : 'attachment; filename="report.html"'],
        [typeParam, "text/html"],
      ]) {
        const changed = new URL(url);
        changed.searchParams.set(name, value);
        const answer = await fetch(changed);
        expect(answer.status, name).toBe(403);
        await answer.body?.cancel();
      }
      // Nor left out, to be shown inline instead of saved.
      const stripped = new URL(url);
      stripped.searchParams.delete(nameParam);
      stripped.searchParams.delete(typeParam);
      const inline = await fetch(stripped);
      expect(inline.status).toBe(403);
      await inline.body?.cancel();
    });

    it("streams a body of several parts to the key, exactly", async () => {
      const key = "files/c1/video.mp4";
      const size = 20 * MiB + 12_345;
      const { stream, seen } = streamOf(size);
      expect(await storage.putStream(key, stream, { contentType: "video/mp4", maxBytes: 64 * MiB })).toEqual({ size });
      expect(seen.read).toBe(size);
      expect(await storage.stat(key)).toEqual({ size, contentType: "video/mp4" });
      const read = await fetch(at(await storage.signedUrl(key)));
      expect(
        createHash("sha256")
          .update(new Uint8Array(await read.arrayBuffer()))
          .digest("hex"),
      ).toBe(sha256Of(chunksOf(size)));
      if (s3) {
        // 8 + 8 + 4 MiB and a little: three parts, each signed with its own hash, then joined.
        expect(operationsOn(key)).toEqual([
          "CreateMultipartUpload",
          "UploadPart",
          "UploadPart",
          "UploadPart",
          "CompleteMultipartUpload",
          "HeadObject",
          "GetObject",
        ]);
        expect(s3.objects.get(key)!.body.length).toBe(size);
      }
      nothingHalfDone();
    });

    it("streams a body within one part as one object (S3: a single PUT), and an empty one", async () => {
      const size = PART_BYTES;
      expect(
        await storage.putStream("files/c1/one-part.bin", streamOf(size).stream, {
          contentType: "application/zip",
          maxBytes: size,
        }),
      ).toEqual({ size });
      expect(await storage.stat("files/c1/one-part.bin")).toMatchObject({ size });
      expect(
        await storage.putStream("files/c1/empty.txt", new Blob([]).stream(), {
          contentType: "text/plain; charset=utf-8",
          maxBytes: 10,
        }),
      ).toEqual({ size: 0 });
      expect(await storage.stat("files/c1/empty.txt")).toEqual({ size: 0, contentType: "text/plain; charset=utf-8" });
      if (s3) expect(operationsOn("files/c1/one-part.bin")).toEqual(["PutObject", "HeadObject"]);
    });

    it("stops a body past maxBytes: ObjectTooLarge, the body cancelled, nothing stored and nothing half-done", async () => {
      // Within the first part, and (S3) after a part has gone up: that upload is aborted.
      for (const maxBytes of [1 * MiB, 10 * MiB]) {
        const key = `files/c1/too-large-${maxBytes}.bin`;
        const { stream, seen } = streamOf(20 * MiB);
        const failure = await storage
          .putStream(key, stream, { contentType: "application/octet-stream", maxBytes })
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ObjectTooLarge);
        expect((failure as ObjectTooLarge).maxBytes).toBe(maxBytes);
        expect(seen.cancelled).toBe(true);
        expect(seen.read).toBeLessThan(maxBytes + 4 * PATTERN.length); // it stopped reading at the limit
        expect(await storage.stat(key)).toBeNull();
        nothingHalfDone();
        if (s3 && maxBytes > PART_BYTES)
          expect(operationsOn(key)).toEqual([
            "CreateMultipartUpload",
            "UploadPart",
            "AbortMultipartUpload",
            "HeadObject",
          ]);
      }
    });

    it("stat of a missing key is null", async () => {
      expect(await storage.stat("files/c1/never-stored.pdf")).toBeNull();
    });
  });
}
