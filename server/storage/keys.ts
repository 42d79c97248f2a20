/**
 * Where objects (avatars now, files later) are kept. Two real drivers behind one small interface,
 * chosen by STORAGE_DRIVER (docs/decisions/0011-object-storage.md):
 *  - local: files under DATA_DIR/objects (0600), read through /storage/<key> URLs that carry an
 *    expiry and an HMAC over key and expiry (server/storage/local.ts);
 *  - s3: any S3-compatible service, read through presigned GET URLs (server/storage/s3.ts).
 * Keys are chosen by the server (never by a client): lower-case letters, digits and / . _ -.
 */
export interface ObjectStorage {
  readonly driver: "local" | "s3";
  /** Stores the bytes under the key (replacing whatever was there). */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /**
   * Streams a body of unknown length to the key without holding it in memory (files: an upload
   * without JavaScript). More than `maxBytes` throws ObjectTooLarge and leaves nothing stored.
   * Answers the size stored.
   */
  putStream(
    key: string,
    body: ReadableStream<Uint8Array>,
    options: { contentType: string; maxBytes: number },
  ): Promise<{ size: number }>;
  /** Removes the object; an absent one is not an error. */
  delete(key: string): Promise<void>;
  /** What is stored under the key (its size in bytes and its type), or null when nothing is. */
  stat(key: string): Promise<StoredObject | null>;
  /**
   * A URL that reads the object until it expires (STORAGE_URL_TTL seconds, or `ttlSeconds`,
   * rounded up: expiryFor). With `download`, the answer names the file for saving
   * (Content-Disposition: attachment with the name, RFC 6266/5987) and carries `contentType`;
   * without it, the object is shown as stored. `ttlSeconds` is for a URL followed at once and
   * never kept (a download the app checked a moment ago: a minute, so that a file trashed or an
   * access revoked is not read long after); pages keep the hour, which lets the browser cache.
   */
  signedUrl(key: string, options?: SignedUrlOptions): Promise<string>;
  /**
   * Where a browser PUTs exactly `size` bytes of `contentType` to the key, until `expiresAt`
   * (STORAGE_URL_TTL): a presigned S3 PUT, or the local driver's signed /storage/ PUT served by
   * the API. The headers are those the browser must send as given (the signature covers them).
   */
  signedUploadUrl(key: string, options: { contentType: string; size: number }): Promise<UploadTarget>;

  // A large file goes up in parts (decision 0027, "Large files"): the browser PUTs each part to
  // its own URL, the server lists what arrived and joins it. Nothing of it is readable until then.

  /** Begins an upload in parts to the key; answers its id. */
  createMultipartUpload(key: string, options: { contentType: string }): Promise<string>;
  /**
   * Where the browser PUTs part `partNumber` (1 to 10,000) of the upload, exactly `size` bytes,
   * until `expiresAt` (STORAGE_URL_TTL): a presigned S3 UploadPart, or the local driver's signed PUT.
   */
  signedPartUploadUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    options: { size: number },
  ): Promise<UploadTarget>;
  /** The parts stored so far, by number; null when the upload is not there (completed, aborted, never begun). */
  listParts(key: string, uploadId: string): Promise<StoredPart[] | null>;
  /** Joins the parts (as listParts answered them, in order) into the object under the key. */
  completeMultipartUpload(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<void>;
  /** Drops the upload and every part stored; an upload that is not there is not an error. */
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;
  /**
   * Removes the driver's temporary files last written before `olderThan`: what a write cut off
   * by a killed process left (issue 45; server/storage/temporary-files.ts). The local driver walks
   * its directories and yields the count removed every `entriesPerBatch` entries looked at, so a
   * caller can pause between stretches; the generator's return value counts the last stretch. S3
   * keeps nothing aside (an aborted multipart upload is the bucket's, its lifecycle rule): none.
   */
  sweepTemporaryFiles(olderThan: Date, entriesPerBatch?: number): AsyncGenerator<number, number>;
}

export interface SignedUrlOptions {
  download?: { filename: string; contentType: string };
  /** How long the URL works instead of STORAGE_URL_TTL (at least 1 second). */
  ttlSeconds?: number;
}

export interface StoredPart {
  partNumber: number;
  size: number;
  /** What S3 needs to complete the upload (the local driver has none: empty). */
  etag: string;
}

/** S3's range of part numbers. */
export const MAX_PART_NUMBER = 10_000;

export function assertPartNumber(partNumber: number): void {
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER)
    throw new Error(`not a part number: ${partNumber}`);
}

export interface StoredObject {
  size: number;
  contentType: string;
}

export interface UploadTarget {
  url: string;
  method: "PUT";
  headers: Record<string, string>;
  expiresAt: Date;
}

/** A streamed body went past its limit; nothing was kept. */
export class ObjectTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`the object is larger than ${maxBytes} bytes`);
  }
}

const KEY = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** A key the server made: no "..", no leading slash, nothing a path or URL would read twice. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 512 || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
}

/**
 * Expiry of a URL made now: now + ttl, rounded up to the next whole `ttl / 4`, so that pages
 * rendered within the same stretch get the same URL (the browser's cache keeps working) and every
 * URL lives between ttl and 1.25 ttl.
 */
export function expiryFor(now: Date, ttlSeconds: number): number {
  const step = Math.max(1, Math.floor(ttlSeconds / 4));
  const at = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return Math.ceil(at / step) * step;
}

/** The life of a URL signed with `options`: its own ttlSeconds, else the driver's STORAGE_URL_TTL. */
export function ttlOf(options: SignedUrlOptions, fallbackSeconds: number): number {
  const ttl = options.ttlSeconds ?? fallbackSeconds;
  if (!Number.isSafeInteger(ttl) || ttl < 1) throw new Error(`not a URL's life in seconds: ${ttl}`);
  return ttl;
}
