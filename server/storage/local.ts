import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Clock } from "../clock";
import { assertKey, expiryFor, type ObjectStorage } from "./keys";

/** Where the local driver's URLs point (server/http.ts and the API's fetch serve it). */
export const LOCAL_STORAGE_PATH = "/storage/";

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  heic: "image/heic",
};

/**
 * Objects as files under DATA_DIR/objects (directories 0700, files 0600 like the rest of
 * DATA_DIR), read through `/storage/<key>?expires=<unix seconds>&signature=<HMAC>`. The HMAC
 * (SHA-256) covers the key and the expiry with a key derived from TOKEN_SIGNING_KEY, so a URL
 * cannot be guessed, pointed at another object, or used after it expires.
 */
export class LocalStorage implements ObjectStorage {
  readonly driver = "local" as const;
  private readonly dir: string;
  private readonly key: Buffer;
  private readonly clock: Clock;
  private readonly ttlSeconds: number;

  constructor(options: { dir: string; signingKey: string; clock: Clock; ttlSeconds: number }) {
    this.dir = path.resolve(options.dir);
    // Its own key: a storage URL's MAC can never stand in for a token's signature, or the reverse.
    this.key = createHmac("sha256", options.signingKey).update("vhold/storage-url/v1").digest();
    this.clock = options.clock;
    this.ttlSeconds = options.ttlSeconds;
  }

  private fileOf(key: string): string {
    assertKey(key);
    return path.join(this.dir, ...key.split("/"));
  }

  /** The type is not kept: a key ends in the extension its content was found to be (.png, .jpg, .heic). */
  async put(key: string, body: Uint8Array, _contentType?: string): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written aside and renamed: a reader never sees half a file.
    const temporary = `${file}.${randomBytes(6).toString("hex")}.part`;
    try {
      await writeFile(temporary, body, { mode: 0o600 });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  private signature(key: string, expires: number): string {
    return createHmac("sha256", this.key).update(`${key}\n${expires}`).digest("base64url");
  }

  async signedUrl(key: string): Promise<string> {
    assertKey(key);
    const expires = expiryFor(this.clock.now(), this.ttlSeconds);
    return `${LOCAL_STORAGE_PATH}${key}?expires=${expires}&signature=${this.signature(key, expires)}`;
  }

  /** The key a URL of ours names, when its signature holds and it has not expired; otherwise null. */
  verify(url: URL): string | null {
    if (!url.pathname.startsWith(LOCAL_STORAGE_PATH)) return null;
    const key = url.pathname.slice(LOCAL_STORAGE_PATH.length);
    try {
      assertKey(key);
    } catch {
      return null;
    }
    const expires = url.searchParams.get("expires") ?? "";
    const given = Buffer.from(url.searchParams.get("signature") ?? "", "base64url");
    if (!/^\d{1,12}$/.test(expires)) return null;
    const wanted = Buffer.from(this.signature(key, Number(expires)), "base64url");
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
    if (Number(expires) * 1000 <= this.clock.now().getTime()) return null;
    return key;
  }

  /**
   * Answers a GET or HEAD of /storage/<key>: the object, or a bare 403 for a URL that is not ours
   * or has expired (the same answer either way), or 404 when the object is gone.
   */
  async serve(request: Request): Promise<Response> {
    if (request.method !== "GET" && request.method !== "HEAD") return new Response(null, { status: 405, headers: { allow: "GET, HEAD" } });
    const url = new URL(request.url);
    const key = this.verify(url);
    if (!key) return new Response("Forbidden", { status: 403, headers: { "content-type": "text/plain", "cache-control": "no-store" } });
    let body: Buffer;
    try {
      body = await readFile(this.fileOf(key));
    } catch {
      return new Response("Not found", { status: 404, headers: { "content-type": "text/plain", "cache-control": "no-store" } });
    }
    const extension = key.slice(key.lastIndexOf(".") + 1);
    const maxAge = Math.max(0, Number(url.searchParams.get("expires")) - Math.floor(this.clock.now().getTime() / 1000));
    return new Response(request.method === "HEAD" ? null : new Uint8Array(body), {
      headers: {
        "content-type": CONTENT_TYPES[extension] ?? "application/octet-stream",
        "content-length": String(body.length),
        // Private: the URL is a capability of one person's page; no shared cache keeps it.
        "cache-control": `private, max-age=${maxAge}`,
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
        "cross-origin-resource-policy": "same-origin",
      },
    });
  }
}
