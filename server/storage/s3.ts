import { AwsV4Signer } from "aws4fetch";
import { createHash } from "node:crypto";
import type { Clock } from "../clock";
import type { S3Config } from "../config";
import { assertKey, type ObjectStorage } from "./keys";

export interface S3Options extends S3Config {
  clock: Clock;
  ttlSeconds: number;
  /** Tests: the fetch that reaches the service. */
  fetch?: typeof fetch;
}

/** AWS's own form of a signing time: 20130524T000000Z. */
export const amzDate = (at: Date) => at.toISOString().replace(/[:-]|\.\d{3}/g, "");

/**
 * An S3-compatible bucket, spoken to with Signature Version 4 (aws4fetch signs; no AWS SDK).
 * Writes send the body's SHA-256, so the service refuses a body changed on the way; reads are
 * presigned GET URLs that expire.
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

  private signer(method: string, url: URL, extra: { headers?: Record<string, string>; body?: Uint8Array; signQuery?: boolean }) {
    return new AwsV4Signer({
      method,
      url: url.toString(),
      headers: extra.headers,
      body: extra.body as BodyInit | undefined,
      accessKeyId: this.options.accessKeyId,
      secretAccessKey: this.options.secretAccessKey,
      service: "s3",
      region: this.options.region,
      datetime: amzDate(this.options.clock.now()),
      signQuery: extra.signQuery,
    });
  }

  private async send(method: string, key: string, extra: { headers?: Record<string, string>; body?: Uint8Array } = {}) {
    const signed = await this.signer(method, this.objectUrl(key), extra).sign();
    const response = await this.fetch(signed.url.toString(), { method: signed.method, headers: signed.headers, body: signed.body });
    if (!response.ok && !(method === "DELETE" && response.status === 404)) {
      const text = await response.text().catch(() => "");
      throw new Error(`S3 ${method} ${key}: ${response.status} ${text.slice(0, 300)}`);
    }
    await response.body?.cancel();
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.send("PUT", key, {
      body,
      headers: {
        "content-type": contentType,
        "x-amz-content-sha256": createHash("sha256").update(body).digest("hex"),
      },
    });
  }

  async delete(key: string): Promise<void> {
    await this.send("DELETE", key);
  }

  async signedUrl(key: string): Promise<string> {
    const url = this.objectUrl(key);
    const now = this.options.clock.now();
    // Signed at the start of the current ttl/4 stretch and valid ttl + ttl/4 from then, so a page
    // rendered twice in a while asks for the same URL (the browser's cache works), every URL lives
    // at least ttl from now, and the signing time is never in the future (S3 refuses that).
    const step = Math.max(1, Math.floor(this.options.ttlSeconds / 4));
    const signingTime = new Date(Math.floor(now.getTime() / 1000 / step) * step * 1000);
    url.searchParams.set("X-Amz-Expires", String(this.options.ttlSeconds + step));
    const signer = new AwsV4Signer({
      method: "GET",
      url: url.toString(),
      accessKeyId: this.options.accessKeyId,
      secretAccessKey: this.options.secretAccessKey,
      service: "s3",
      region: this.options.region,
      datetime: amzDate(signingTime),
      signQuery: true,
    });
    return (await signer.sign()).url.toString();
  }
}
