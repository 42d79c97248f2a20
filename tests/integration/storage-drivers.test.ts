import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../server/clock";
import { loadConfig } from "../../server/config";
import { createStorage, LocalStorage, S3Storage } from "../../server/storage";
import { amzDate } from "../../server/storage/s3";
import { startFakeS3, verifySigV4, type FakeS3 } from "./s3-server";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("local disk driver", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vhold-objects-"));
  const clock = new ManualClock("2026-03-02T09:00:00Z");
  const storage = new LocalStorage({ dir, signingKey: "test-token-signing-key-0123456789abcdef", clock, ttlSeconds: 3600 });
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

  it("is the default driver, under DATA_DIR/objects", () => {
    const config = loadConfig({ APP_ENV: "test", DATA_DIR: dir, TOKEN_SIGNING_KEY: "k".repeat(32), LOG_LEVEL: "silent" });
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
    expect(verifySigV4({ ...parts, path: "/test2.txt" }, AWS_EXAMPLE, AWS_EXAMPLE.at)).toMatchObject({ ok: false, reason: "signature" });
    expect(verifySigV4(parts, { ...AWS_EXAMPLE, secret: "x" }, AWS_EXAMPLE.at)).toMatchObject({ ok: false });
    expect(verifySigV4(parts, AWS_EXAMPLE, new Date("2013-05-25T00:00:01Z"))).toMatchObject({ ok: false, reason: "expired" });

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
    expect(verifySigV4({ ...headerSigned, headers: { ...headerSigned.headers, range: "bytes=0-99" } }, AWS_EXAMPLE, AWS_EXAMPLE.at)).toMatchObject({ ok: false });
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
    const signedAt = new Date(`${url.searchParams.get("X-Amz-Date")!.replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, "$1-$2-$3T$4:$5:$6Z")}`);
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
    await expect(wrong.put("avatars/u1/x.png", bytes("x"), "image/png")).rejects.toThrow(/S3 PUT avatars\/u1\/x.png: 403/);
    expect(s3.objects.has("avatars/u1/x.png")).toBe(false);
  });

  it("addresses AWS by virtual host and custom endpoints by path", () => {
    const aws = new S3Storage({ endpoint: undefined, region: "eu-central-1", bucket: "b1", accessKeyId: "a", secretAccessKey: "s", forcePathStyle: false, clock, ttlSeconds: 900 });
    expect(aws.objectUrl("avatars/x.png").toString()).toBe("https://b1.s3.eu-central-1.amazonaws.com/avatars/x.png");
    const minio = new S3Storage({ endpoint: "http://minio:9000", region: "us-east-1", bucket: "b1", accessKeyId: "a", secretAccessKey: "s", forcePathStyle: true, clock, ttlSeconds: 900 });
    expect(minio.objectUrl("avatars/x.png").toString()).toBe("http://minio:9000/b1/avatars/x.png");
  });

  it("STORAGE_DRIVER=s3 names what is missing", () => {
    expect(() => loadConfig({ APP_ENV: "test", DATA_DIR: path.join(tmpdir(), "vhold-s3-config"), STORAGE_DRIVER: "s3" })).toThrow(
      /S3_BUCKET: required when STORAGE_DRIVER=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });
});
