import { AwsV4Signer } from "aws4fetch";
import { createHash } from "node:crypto";
import type { Clock } from "../clock";
import type { S3Config } from "../config";
import { chunksOf } from "./chunks";
import { assertContentType, attachmentDisposition } from "./content-types";
import {
  assertKey,
  assertPartNumber,
  ObjectTooLarge,
  ttlOf,
  type ObjectStorage,
  type SignedUrlOptions,
  type StoredObject,
  type StoredPart,
  type UploadTarget,
} from "./keys";

export interface S3Options extends S3Config {
  clock: Clock;
  ttlSeconds: number;
  /** Tests: the fetch that reaches the service. */
  fetch?: typeof fetch;
}

/** AWS's own form of a signing time: 20130524T000000Z. */
export const amzDate = (at: Date) => at.toISOString().replace(/[:-]|\.\d{3}/g, "");

/**
 * A streamed body's parts. S3 wants every part but the last to be at least 5 MiB; 8 MiB is held
 * at a time (the one bounded buffer of a stream of any length), and 10,000 parts reach 80 GiB.
 */
export const PART_BYTES = 8 * 1024 * 1024;

const sha256 = (body: Uint8Array) => createHash("sha256").update(body).digest("hex");
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const unescapeXml = (text: string) =>
  text.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, name: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[name]!,
  );

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const joined = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  return joined;
}

/**
 * The body as parts of `partBytes`, the last one shorter (possibly empty) and marked: a part is
 * given out only once a byte beyond it has arrived, so the last is known as such. A body past
 * `maxBytes` throws ObjectTooLarge at that byte; the body is cancelled whenever reading stops
 * (chunksOf).
 */
async function* partsOf(
  body: ReadableStream<Uint8Array>,
  partBytes: number,
  maxBytes: number,
): AsyncGenerator<{ bytes: Uint8Array; last: boolean }> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let total = 0;
  for await (const chunk of chunksOf(body)) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new ObjectTooLarge(maxBytes);
    pending.push(chunk);
    pendingBytes += chunk.byteLength;
    while (pendingBytes > partBytes) {
      const joined = concat(pending, pendingBytes);
      yield { bytes: joined.subarray(0, partBytes), last: false };
      // A copy, so that the part just sent is not kept alive by what follows it.
      pending = [joined.slice(partBytes)];
      pendingBytes -= partBytes;
    }
  }
  yield { bytes: concat(pending, pendingBytes), last: true };
}

/**
 * An S3-compatible bucket, spoken to with Signature Version 4 (aws4fetch signs; no AWS SDK).
 * Writes send the body's SHA-256, so the service refuses a body changed on the way; reads are
 * presigned GET URLs and browsers' uploads presigned PUT URLs, both expiring.
 */
export class S3Storage implements ObjectStorage {
  readonly driver = "s3" as const;
  private readonly options: S3Options;
  private readonly fetch: typeof fetch;

  constructor(options: S3Options) {
    this.options = options;
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** The object's URL, unsigned. */
  objectUrl(key: string): URL {
    assertKey(key);
    const { endpoint, region, bucket, forcePathStyle } = this.options;
    const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
    const prefix = base.pathname.replace(/\/$/, "");
    if (forcePathStyle) return new URL(`${base.origin}${prefix}/${bucket}/${key}`);
    return new URL(`${base.protocol}//${bucket}.${base.host}${prefix}/${key}`);
  }

  /**
   * `at`: the signing time (now unless given). `allHeaders`: sign content-type and
   * content-length too, which aws4fetch leaves out by default.
   */
  private signer(
    method: string,
    url: URL,
    extra: {
      headers?: Record<string, string>;
      body?: Uint8Array;
      signQuery?: boolean;
      at?: Date;
      allHeaders?: boolean;
    },
  ) {
    return new AwsV4Signer({
      method,
      url: url.toString(),
      headers: extra.headers,
      body: extra.body as BodyInit | undefined,
      accessKeyId: this.options.accessKeyId,
      secretAccessKey: this.options.secretAccessKey,
      service: "s3",
      region: this.options.region,
      datetime: amzDate(extra.at ?? this.options.clock.now()),
      signQuery: extra.signQuery,
      allHeaders: extra.allHeaders,
    });
  }

  /**
   * One signed request with its body's SHA-256 (an empty body's when there is none), answered in
   * full (S3's answers to these are empty or a little XML). A failure throws with S3's words; with
   * `absent`, a 404 is an answer.
   */
  private async send(
    method: string,
    key: string,
    extra: {
      query?: Record<string, string>;
      headers?: Record<string, string>;
      body?: Uint8Array;
      absent?: boolean;
    } = {},
  ): Promise<{ status: number; headers: Headers; text: string }> {
    const url = this.objectUrl(key);
    for (const [name, value] of Object.entries(extra.query ?? {})) url.searchParams.set(name, value);
    const body = extra.body ?? new Uint8Array();
    const headers = { ...extra.headers, "x-amz-content-sha256": sha256(body) };
    const signed = await this.signer(method, url, { headers, body: extra.body }).sign();
    const response = await this.fetch(signed.url.toString(), {
      method: signed.method,
      headers: signed.headers,
      body: signed.body,
    });
    const text = await response.text().catch(() => "");
    if (!response.ok && !(extra.absent && response.status === 404)) {
      throw new Error(`S3 ${method} ${key}${url.search}: ${response.status} ${text.slice(0, 300)}`);
    }
    return { status: response.status, headers: response.headers, text };
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.send("PUT", key, { body, headers: { "content-type": contentType } });
  }

  /**
   * A single PUT needs the length first, so a longer body goes up as a multipart upload: parts of
   * PART_BYTES, each signed with its own hash, joined by CompleteMultipartUpload. Any failure, or
   * a body past maxBytes, aborts the upload, so the bucket keeps no parts (a lifecycle rule for
   * incomplete multipart uploads catches an abort that fails too). A body within one part is one PUT.
   */
  async putStream(
    key: string,
    body: ReadableStream<Uint8Array>,
    options: { contentType: string; maxBytes: number },
  ): Promise<{ size: number }> {
    assertKey(key);
    let uploadId: string | undefined;
    let size = 0;
    const parts: StoredPart[] = [];
    try {
      for await (const part of partsOf(body, PART_BYTES, options.maxBytes)) {
        size += part.bytes.byteLength;
        if (part.last && uploadId === undefined) {
          await this.put(key, part.bytes, options.contentType);
          return { size };
        }
        uploadId ??= await this.createMultipartUpload(key, { contentType: options.contentType });
        const partNumber = parts.length + 1;
        parts.push({
          partNumber,
          size: part.bytes.byteLength,
          etag: await this.uploadPart(key, uploadId, partNumber, part.bytes),
        });
      }
      await this.completeMultipartUpload(key, uploadId!, parts);
      return { size };
    } catch (error) {
      if (uploadId !== undefined) await this.abortMultipartUpload(key, uploadId).catch(() => {});
      throw error;
    }
  }

  async createMultipartUpload(key: string, options: { contentType: string }): Promise<string> {
    assertContentType(options.contentType);
    const { text } = await this.send("POST", key, {
      query: { uploads: "" },
      headers: { "content-type": options.contentType },
    });
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(text)?.[1];
    if (!uploadId) throw new Error(`S3 POST ${key}?uploads: no UploadId in ${text.slice(0, 300)}`);
    return unescapeXml(uploadId);
  }

  private async uploadPart(key: string, uploadId: string, partNumber: number, body: Uint8Array): Promise<string> {
    const { headers } = await this.send("PUT", key, { query: { partNumber: String(partNumber), uploadId }, body });
    const etag = headers.get("etag");
    if (!etag) throw new Error(`S3 PUT ${key} part ${partNumber}: no ETag`);
    return etag;
  }

  /**
   * A presigned UploadPart, valid STORAGE_URL_TTL from now, whose signature covers content-length:
   * the bucket refuses a part of another size. The browser reads nothing of the answer (the server
   * lists the parts, ETags included), so the bucket's CORS rules need expose no header.
   */
  async signedPartUploadUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    options: { size: number },
  ): Promise<UploadTarget> {
    assertPartNumber(partNumber);
    if (!Number.isSafeInteger(options.size) || options.size < 1) throw new Error(`not a part size: ${options.size}`);
    const url = this.objectUrl(key);
    url.searchParams.set("partNumber", String(partNumber));
    url.searchParams.set("uploadId", uploadId);
    const signedAt = new Date(Math.floor(this.options.clock.now().getTime() / 1000) * 1000);
    url.searchParams.set("X-Amz-Expires", String(this.options.ttlSeconds));
    const signed = await this.signer("PUT", url, {
      headers: { "content-length": String(options.size) },
      signQuery: true,
      allHeaders: true,
      at: signedAt,
    }).sign();
    return {
      url: signed.url.toString(),
      method: "PUT",
      headers: {},
      expiresAt: new Date(signedAt.getTime() + this.options.ttlSeconds * 1000),
    };
  }

  /** ListParts, page after page (S3 answers at most 1,000 parts at a time). */
  async listParts(key: string, uploadId: string): Promise<StoredPart[] | null> {
    const parts: StoredPart[] = [];
    let marker = "0";
    for (;;) {
      const { status, text } = await this.send("GET", key, {
        query: { uploadId, "part-number-marker": marker },
        absent: true,
      });
      if (status === 404) return null;
      for (const [, part] of text.matchAll(/<Part>([\s\S]*?)<\/Part>/g)) {
        const field = (name: string) => unescapeXml(new RegExp(`<${name}>([^<]*)</${name}>`).exec(part!)?.[1] ?? "");
        parts.push({ partNumber: Number(field("PartNumber")), size: Number(field("Size")), etag: field("ETag") });
      }
      const next = /<NextPartNumberMarker>(\d+)<\/NextPartNumberMarker>/.exec(text)?.[1];
      if (!/<IsTruncated>true<\/IsTruncated>/.test(text) || !next || next === marker) break;
      marker = next;
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async completeMultipartUpload(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<void> {
    const listed = parts.map(
      (part) => `<Part><PartNumber>${part.partNumber}</PartNumber><ETag>${escapeXml(part.etag)}</ETag></Part>`,
    );
    const xml = `<CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${listed.join("")}</CompleteMultipartUpload>`;
    const { text } = await this.send("POST", key, {
      query: { uploadId },
      headers: { "content-type": "application/xml" },
      body: new TextEncoder().encode(xml),
    });
    // S3 may answer 200 and still fail the upload: the error is then in the body.
    if (/<Error>/.test(text)) throw new Error(`S3 POST ${key}?uploadId: ${text.slice(0, 300)}`);
  }

  async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    await this.send("DELETE", key, { query: { uploadId }, absent: true });
  }

  /** Nothing is written aside: an object appears in the bucket whole or not at all. */
  // eslint-disable-next-line require-yield -- a walk of nothing: over at once
  async *sweepTemporaryFiles(_olderThan: Date, _entriesPerBatch?: number): AsyncGenerator<number, number> {
    return 0;
  }

  async delete(key: string): Promise<void> {
    await this.send("DELETE", key, { absent: true });
  }

  /**
   * A signed HEAD. S3 answers 404 for a missing object only to a caller allowed to list the
   * bucket (s3:ListBucket); without that it answers 403, which throws here.
   */
  async stat(key: string): Promise<StoredObject | null> {
    const { status, headers } = await this.send("HEAD", key, { absent: true });
    if (status === 404) return null;
    return {
      size: Number(headers.get("content-length")),
      contentType: headers.get("content-type") ?? "application/octet-stream",
    };
  }

  async signedUrl(key: string, options: SignedUrlOptions = {}): Promise<string> {
    const url = this.objectUrl(key);
    // The bucket answers with these headers (as the local driver does) because they are signed.
    if (options.download) {
      assertContentType(options.download.contentType);
      url.searchParams.set("response-content-disposition", attachmentDisposition(options.download.filename));
      url.searchParams.set("response-content-type", options.download.contentType);
    }
    const now = this.options.clock.now();
    // Signed at the start of the current ttl/4 stretch and valid ttl + ttl/4 from then, so a page
    // rendered twice in a while asks for the same URL (the browser's cache works), every URL lives
    // at least ttl from now, and the signing time is never in the future (S3 refuses that).
    const ttl = ttlOf(options, this.options.ttlSeconds);
    const step = Math.max(1, Math.floor(ttl / 4));
    const signingTime = new Date(Math.floor(now.getTime() / 1000 / step) * step * 1000);
    url.searchParams.set("X-Amz-Expires", String(ttl + step));
    return (await this.signer("GET", url, { signQuery: true, at: signingTime }).sign()).url.toString();
  }

  /**
   * A presigned PUT, valid STORAGE_URL_TTL from now, whose signature covers content-type and
   * content-length: the bucket refuses any other type or size. The browser sends the type as
   * given; Content-Length it may not set itself (a forbidden header), it sends the body's own,
   * which is why only a body of exactly `size` bytes matches. The bucket's CORS rules must allow
   * PUT with content-type from the app's origin.
   */
  async signedUploadUrl(key: string, options: { contentType: string; size: number }): Promise<UploadTarget> {
    assertContentType(options.contentType);
    if (!Number.isSafeInteger(options.size) || options.size < 0) throw new Error(`not a size: ${options.size}`);
    const url = this.objectUrl(key);
    const signedAt = new Date(Math.floor(this.options.clock.now().getTime() / 1000) * 1000);
    url.searchParams.set("X-Amz-Expires", String(this.options.ttlSeconds));
    const headers = { "content-type": options.contentType, "content-length": String(options.size) };
    const signed = await this.signer("PUT", url, { headers, signQuery: true, allHeaders: true, at: signedAt }).sign();
    return {
      url: signed.url.toString(),
      method: "PUT",
      headers: { "content-type": options.contentType },
      expiresAt: new Date(signedAt.getTime() + this.options.ttlSeconds * 1000),
    };
  }
}
