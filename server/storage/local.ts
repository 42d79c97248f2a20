import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createWriteStream, type Dir } from "node:fs";
import { createReadStream } from "node:fs";
import { lstat, mkdir, open, opendir, readdir, rename, rm, stat, writeFile, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Clock } from "../clock";
import { chunksOf } from "./chunks";
import { assertContentType, attachmentDisposition, contentTypeOf, extensionOf } from "./content-types";
import {
  assertKey,
  assertPartNumber,
  expiryFor,
  ObjectTooLarge,
  ttlOf,
  type ObjectStorage,
  type SignedUrlOptions,
  type StoredObject,
  type StoredPart,
  type UploadTarget,
} from "./keys";

/** Where the local driver's URLs point (server/http.ts and the API's fetch serve it). */
export const LOCAL_STORAGE_PATH = "/storage/";

type Download = { filename: string; contentType: string };

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain", "cache-control": "no-store" } });
const forbidden = () => plain(403, "Forbidden");

// What each kind of URL signs. A plain read keeps its first form (URLs already handed out stay
// valid); the others are JSON arrays tagged with their use, which no key can begin like, so a URL
// of one kind never verifies as another (a read as an upload, a download with other names).
const readMessage = (key: string, expires: number) => `${key}\n${expires}`;
const downloadMessage = (key: string, expires: number, download: Download) =>
  JSON.stringify(["download", key, expires, download.filename, download.contentType]);
const uploadMessage = (key: string, expires: number, size: number, contentType: string) =>
  JSON.stringify(["PUT", key, expires, size, contentType]);
const partMessage = (key: string, expires: number, uploadId: string, partNumber: number, size: number) =>
  JSON.stringify(["PART", key, expires, uploadId, partNumber, size]);

/** A local upload's id: 128 random bits, the name of its directory of parts. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
/** A stored part's file name: its number. */
const PART_FILE = /^[1-9]\d{0,4}$/;

/**
 * Every write goes to a name beside its file, `<file>.<12 hex>.part`, renamed over the file when
 * whole. A name no object or part has: the server's keys end in one extension after a UUID or
 * random hex (avatars/<user>/<32 hex>.png, files/<company>/<uuid>.pdf), parts are numbers.
 */
const temporaryOf = (file: string) => `${file}.${randomBytes(6).toString("hex")}.part`;
const TEMPORARY_FILE = /.\.[0-9a-f]{12}\.part$/;

/**
 * Entries one stretch of sweepTemporaryFiles looks at: about 0.1 s on a small machine (a
 * directory opened costs more than a name read), so that the job's transaction around each
 * stretch, which on PGlite holds the one connection, never keeps requests waiting long.
 */
const TEMPORARY_SWEEP_ENTRIES = 1000;

/**
 * Every entry under `dir`, depth first, read a few at a time (opendir): a directory of a
 * million objects is never listed whole, and only one handle per level is open. Symbolic links
 * are not followed. A directory gone meanwhile (a completed upload's parts) is skipped.
 */
async function* entriesUnder(dir: string): AsyncGenerator<{ at: string; name: string; file: boolean }> {
  let handle: Dir;
  try {
    handle = await opendir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return;
    throw error;
  }
  // for await closes the handle at the end, on an error, and when the caller stops early.
  for await (const entry of handle) {
    const at = path.join(dir, entry.name);
    yield { at, name: entry.name, file: entry.isFile() };
    if (entry.isDirectory()) yield* entriesUnder(at);
  }
}

/** Removes the file if it was last written before `olderThan`; false when it is newer or already gone (renamed over its key). */
async function removeIfWrittenBefore(file: string, olderThan: Date): Promise<boolean> {
  const info = await lstat(file).catch(() => null);
  if (!info?.isFile() || info.mtimeMs >= olderThan.getTime()) return false;
  await rm(file, { force: true });
  return true;
}

/**
 * Objects as files under DATA_DIR/objects (directories 0700, files 0600 like the rest of
 * DATA_DIR), read through `/storage/<key>?expires=<unix seconds>&signature=<HMAC>` and written
 * through `/storage/<key>?expires&size&type&method=PUT&signature`. The HMAC (SHA-256) covers the
 * key, the expiry and every other parameter with a key derived from TOKEN_SIGNING_KEY, so a URL
 * cannot be guessed, pointed at another object, changed, or used after it expires.
 */
export class LocalStorage implements ObjectStorage {
  readonly driver = "local" as const;
  private readonly dir: string;
  /** Uploads in parts: a directory per upload, a file per part (never served; decision 0027). */
  private readonly partsDir: string;
  private readonly key: Buffer;
  private readonly clock: Clock;
  private readonly ttlSeconds: number;

  constructor(options: { dir: string; partsDir?: string; signingKey: string; clock: Clock; ttlSeconds: number }) {
    this.dir = path.resolve(options.dir);
    this.partsDir = path.resolve(options.partsDir ?? path.join(path.dirname(this.dir), "object-parts"));
    // Its own key: a storage URL's MAC can never stand in for a token's signature, or the reverse.
    this.key = createHmac("sha256", options.signingKey).update("vhold/storage-url/v1").digest();
    this.clock = options.clock;
    this.ttlSeconds = options.ttlSeconds;
  }

  private fileOf(key: string): string {
    assertKey(key);
    return path.join(this.dir, ...key.split("/"));
  }

  /** A name beside the file to write to, then renamed over it: a reader never sees half a file. */
  private async asideOf(key: string): Promise<{ file: string; temporary: string }> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    return { file, temporary: temporaryOf(file) };
  }

  /** The type is not kept: a key ends in the extension its content was found to be (.png, .jpg, .heic). */
  async put(key: string, body: Uint8Array, _contentType?: string): Promise<void> {
    const { file, temporary } = await this.asideOf(key);
    try {
      await writeFile(temporary, body, { mode: 0o600 });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** As put, chunk by chunk: only what is in flight is held, and the count stops a body past maxBytes. */
  async putStream(
    key: string,
    body: ReadableStream<Uint8Array>,
    options: { contentType: string; maxBytes: number },
  ): Promise<{ size: number }> {
    const { file, temporary } = await this.asideOf(key);
    let size = 0;
    try {
      await pipeline(
        async function* () {
          for await (const chunk of chunksOf(body)) {
            size += chunk.byteLength;
            if (size > options.maxBytes) throw new ObjectTooLarge(options.maxBytes);
            yield chunk;
          }
        },
        createWriteStream(temporary, { mode: 0o600, flags: "wx" }),
      );
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  /** The size on disk; the type from the key's extension (the type is not kept, see put). */
  async stat(key: string): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    try {
      const info = await stat(file);
      return info.isFile() ? { size: info.size, contentType: contentTypeOf(extensionOf(key)) } : null;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") return null;
      throw error;
    }
  }

  private mac(message: string): string {
    return createHmac("sha256", this.key).update(message).digest("base64url");
  }

  async signedUrl(key: string, options: SignedUrlOptions = {}): Promise<string> {
    assertKey(key);
    const expires = expiryFor(this.clock.now(), ttlOf(options, this.ttlSeconds));
    const { download } = options;
    if (!download)
      return `${LOCAL_STORAGE_PATH}${key}?expires=${expires}&signature=${this.mac(readMessage(key, expires))}`;
    assertContentType(download.contentType);
    const query = new URLSearchParams({
      expires: String(expires),
      name: download.filename,
      type: download.contentType,
    });
    query.set("signature", this.mac(downloadMessage(key, expires, download)));
    return `${LOCAL_STORAGE_PATH}${key}?${query}`;
  }

  /** Valid STORAGE_URL_TTL from now, not rounded: an upload URL is used once, never cached. */
  async signedUploadUrl(key: string, options: { contentType: string; size: number }): Promise<UploadTarget> {
    assertKey(key);
    assertContentType(options.contentType);
    if (!Number.isSafeInteger(options.size) || options.size < 0) throw new Error(`not a size: ${options.size}`);
    const expires = Math.floor(this.clock.now().getTime() / 1000) + this.ttlSeconds;
    const query = new URLSearchParams({
      expires: String(expires),
      size: String(options.size),
      type: options.contentType,
      method: "PUT",
    });
    query.set("signature", this.mac(uploadMessage(key, expires, options.size, options.contentType)));
    return {
      url: `${LOCAL_STORAGE_PATH}${key}?${query}`,
      method: "PUT",
      headers: { "content-type": options.contentType },
      expiresAt: new Date(expires * 1000),
    };
  }

  private uploadDirOf(uploadId: string): string {
    if (!UPLOAD_ID.test(uploadId)) throw new Error(`not a local upload id: ${JSON.stringify(uploadId)}`);
    return path.join(this.partsDir, uploadId);
  }

  /** A directory of its own for the parts; the key is not kept (each call names it). */
  async createMultipartUpload(key: string, options: { contentType: string }): Promise<string> {
    assertKey(key);
    assertContentType(options.contentType);
    const uploadId = randomBytes(16).toString("hex");
    await mkdir(this.partsDir, { recursive: true, mode: 0o700 });
    await mkdir(this.uploadDirOf(uploadId), { mode: 0o700 });
    return uploadId;
  }

  /** As signedUploadUrl, for one part: the HMAC covers the key, the upload, the part's number and its size. */
  async signedPartUploadUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    options: { size: number },
  ): Promise<UploadTarget> {
    assertKey(key);
    this.uploadDirOf(uploadId);
    assertPartNumber(partNumber);
    if (!Number.isSafeInteger(options.size) || options.size < 1) throw new Error(`not a part size: ${options.size}`);
    const expires = Math.floor(this.clock.now().getTime() / 1000) + this.ttlSeconds;
    const query = new URLSearchParams({
      expires: String(expires),
      upload: uploadId,
      part: String(partNumber),
      size: String(options.size),
      method: "PUT",
    });
    query.set("signature", this.mac(partMessage(key, expires, uploadId, partNumber, options.size)));
    return {
      url: `${LOCAL_STORAGE_PATH}${key}?${query}`,
      method: "PUT",
      headers: {},
      expiresAt: new Date(expires * 1000),
    };
  }

  async listParts(_key: string, uploadId: string): Promise<StoredPart[] | null> {
    const dir = this.uploadDirOf(uploadId);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    const parts: StoredPart[] = [];
    for (const name of names.filter((entry) => PART_FILE.test(entry))) {
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (info?.isFile()) parts.push({ partNumber: Number(name), size: info.size, etag: "" });
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  /** The parts streamed one after another into a file beside the object, renamed over it; then the parts go. */
  async completeMultipartUpload(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<void> {
    const dir = this.uploadDirOf(uploadId);
    const { file, temporary } = await this.asideOf(key);
    const files = parts.map((part) => {
      assertPartNumber(part.partNumber);
      return path.join(dir, String(part.partNumber));
    });
    try {
      await pipeline(
        async function* () {
          for (const part of files) yield* createReadStream(part);
        },
        createWriteStream(temporary, { mode: 0o600, flags: "wx" }),
      );
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await rm(dir, { recursive: true, force: true });
  }

  async abortMultipartUpload(_key: string, uploadId: string): Promise<void> {
    await rm(this.uploadDirOf(uploadId), { recursive: true, force: true });
  }

  /**
   * The writes above remove their temporary file when they fail, but a killed process runs no
   * `catch`: its `.part` file stays, named by no key, counted in no usage. Those last written
   * before `olderThan` go, in the objects' directory and the parts' (a part's stays until its
   * upload ends, or for ever if the upload's row went with a crash). A write in progress moves
   * its file's mtime with every chunk: only one stalled since before `olderThan` could be taken.
   */
  async *sweepTemporaryFiles(
    olderThan: Date,
    entriesPerBatch = TEMPORARY_SWEEP_ENTRIES,
  ): AsyncGenerator<number, number> {
    let seen = 0;
    let removed = 0;
    for (const root of [this.dir, this.partsDir]) {
      for await (const entry of entriesUnder(root)) {
        if (entry.file && TEMPORARY_FILE.test(entry.name) && (await removeIfWrittenBefore(entry.at, olderThan)))
          removed += 1;
        if (++seen % entriesPerBatch === 0) {
          yield removed;
          removed = 0;
        }
      }
    }
    return removed;
  }

  /** The key a URL of ours names, when its signature over `message` holds and it has not expired; otherwise null. */
  private verify(url: URL, message: (key: string, expires: number) => string): string | null {
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
    const wanted = Buffer.from(this.mac(message(key, Number(expires))), "base64url");
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
    if (Number(expires) * 1000 <= this.clock.now().getTime()) return null;
    return key;
  }

  /** A read URL's key, and the download it names if it names one. */
  private verifyRead(url: URL): { key: string; download?: Download } | null {
    const filename = url.searchParams.get("name");
    const contentType = url.searchParams.get("type");
    if (filename === null && contentType === null) {
      const key = this.verify(url, readMessage);
      return key ? { key } : null;
    }
    if (filename === null || contentType === null) return null;
    const download = { filename, contentType };
    const key = this.verify(url, (k, expires) => downloadMessage(k, expires, download));
    return key ? { key, download } : null;
  }

  /** An upload URL's key, with the size and type it was made for. */
  private verifyUpload(url: URL): { key: string; size: number; contentType: string } | null {
    const size = url.searchParams.get("size") ?? "";
    const contentType = url.searchParams.get("type");
    if (url.searchParams.get("method") !== "PUT" || !/^\d{1,15}$/.test(size) || contentType === null) return null;
    const key = this.verify(url, (k, expires) => uploadMessage(k, expires, Number(size), contentType));
    return key ? { key, size: Number(size), contentType } : null;
  }

  /** A part's upload URL: its key, upload, number and size. */
  private verifyPart(url: URL): { key: string; uploadId: string; partNumber: number; size: number } | null {
    const size = url.searchParams.get("size") ?? "";
    const uploadId = url.searchParams.get("upload") ?? "";
    const part = url.searchParams.get("part") ?? "";
    if (
      url.searchParams.get("method") !== "PUT" ||
      !/^\d{1,15}$/.test(size) ||
      !UPLOAD_ID.test(uploadId) ||
      !PART_FILE.test(part)
    )
      return null;
    const key = this.verify(url, (k, expires) => partMessage(k, expires, uploadId, Number(part), Number(size)));
    return key ? { key, uploadId, partNumber: Number(part), size: Number(size) } : null;
  }

  /**
   * Answers /storage/<key>: a GET or HEAD with the object (streamed from disk), a PUT by storing
   * the body, or a bare 403 for a URL that is not ours, not for this method, or has expired (the
   * same answer either way); 404 when the object to read is gone.
   */
  async serve(request: Request): Promise<Response> {
    if (request.method === "PUT") return this.receive(request);
    if (request.method !== "GET" && request.method !== "HEAD")
      return new Response(null, { status: 405, headers: { allow: "GET, HEAD, PUT" } });
    const url = new URL(request.url);
    const read = this.verifyRead(url);
    if (!read) return forbidden();
    let handle: FileHandle;
    let size: number;
    try {
      handle = await open(this.fileOf(read.key));
    } catch {
      return plain(404, "Not found");
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new Error("not a file");
      size = info.size;
    } catch {
      await handle.close();
      return plain(404, "Not found");
    }
    const maxAge = Math.max(0, Number(url.searchParams.get("expires")) - Math.floor(this.clock.now().getTime() / 1000));
    const headers: Record<string, string> = {
      "content-type": read.download?.contentType ?? contentTypeOf(extensionOf(read.key)),
      "content-length": String(size),
      // Private: the URL is a capability of one person's page; no shared cache keeps it.
      "cache-control": `private, max-age=${maxAge}`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cross-origin-resource-policy": "same-origin",
    };
    if (read.download) headers["content-disposition"] = attachmentDisposition(read.download.filename);
    if (request.method === "HEAD") {
      await handle.close();
      return new Response(null, { headers });
    }
    // Streamed from the open file (closed at its end or when the reader goes away): a large file
    // is never held in memory, and a file removed meanwhile is still read whole.
    return new Response(Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>, { headers });
  }

  /**
   * A PUT to an upload URL: exactly the signed size (declared up front, so a wrong one is refused
   * before a byte is stored) and the signed type, streamed to the key with that size as its limit.
   */
  private async receive(request: Request): Promise<Response> {
    if (new URL(request.url).searchParams.has("part")) return this.receivePart(request);
    const upload = this.verifyUpload(new URL(request.url));
    if (!upload) return forbidden();
    const declared = request.headers.get("content-length");
    if (declared === null) return plain(411, "Length Required");
    if (declared !== String(upload.size)) return plain(400, "The body is not the size this URL was made for");
    if (request.headers.get("content-type") !== upload.contentType)
      return plain(400, "The body is not the type this URL was made for");
    const body = request.body ?? new Blob([]).stream();
    try {
      const { size } = await this.putStream(upload.key, body, {
        contentType: upload.contentType,
        maxBytes: upload.size,
      });
      // Content-Length is the sender's word: a body that ends early is not the object signed for.
      if (size !== upload.size) {
        await this.delete(upload.key);
        return plain(400, "The body is not the size this URL was made for");
      }
    } catch (error) {
      if (error instanceof ObjectTooLarge) return plain(400, "The body is not the size this URL was made for");
      throw error;
    }
    return new Response(null, { status: 200, headers: { "cache-control": "no-store" } });
  }

  /**
   * A PUT to a part's URL: exactly the signed size, written beside the part's file and renamed
   * over it (a part sent again replaces the earlier one whole). The upload's directory must be
   * there: a part arriving after a cancellation or the completion stores nothing.
   */
  private async receivePart(request: Request): Promise<Response> {
    const part = this.verifyPart(new URL(request.url));
    if (!part) return forbidden();
    const declared = request.headers.get("content-length");
    if (declared === null) return plain(411, "Length Required");
    if (declared !== String(part.size)) return plain(400, "The body is not the size this URL was made for");
    const dir = this.uploadDirOf(part.uploadId);
    const file = path.join(dir, String(part.partNumber));
    const temporary = temporaryOf(file);
    let size = 0;
    try {
      await pipeline(
        async function* () {
          for await (const chunk of chunksOf(request.body ?? new Blob([]).stream())) {
            size += chunk.byteLength;
            if (size > part.size) throw new ObjectTooLarge(part.size);
            yield chunk;
          }
        },
        createWriteStream(temporary, { mode: 0o600, flags: "wx" }),
      );
      if (size !== part.size) {
        await rm(temporary, { force: true });
        return plain(400, "The body is not the size this URL was made for");
      }
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      if (error instanceof ObjectTooLarge) return plain(400, "The body is not the size this URL was made for");
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return plain(404, "No such upload");
      throw error;
    }
    return new Response(null, { status: 200, headers: { "cache-control": "no-store" } });
  }
}
