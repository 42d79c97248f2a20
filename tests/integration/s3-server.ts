import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Clock } from "../../server/clock";

/**
 * A minimal S3-compatible endpoint for the tests, written from AWS's Signature Version 4
 * description and independent of the signer under test (aws4fetch): it checks every request's
 * signature with the same secret (an Authorization header for writes, a presigned query for
 * reads and browsers' uploads), the body's SHA-256 against x-amz-content-sha256, the time against
 * its own clock, and keeps objects in memory. It speaks PutObject (header-signed or presigned),
 * GetObject (with response-content-disposition and response-content-type), HeadObject,
 * DeleteObject and the multipart calls (create, upload part header-signed or presigned, list
 * parts page by page, complete, abort), with S3's rule that every part but the last has at least
 * 5 MiB. Path-style addressing: /<bucket>/<key>.
 */

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), "aws4_request");
}

/** `20130524T000000Z` as a Date. */
export const fromAmzDate = (value: string) =>
  new Date(
    `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}Z`,
  );

export interface SignedRequestParts {
  method: string;
  /** The path as sent (already encoded). */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
}

export type Verdict = { ok: true; accessKeyId: string } | { ok: false; reason: string };

/**
 * Checks a request's SigV4 signature (header or query form) for one access key and its secret.
 * `now` is the verifier's clock: a presigned URL past X-Amz-Date + X-Amz-Expires, or a signed
 * header more than 15 minutes off, is refused.
 */
export function verifySigV4(
  req: SignedRequestParts,
  credentials: { accessKeyId: string; secret: string },
  now: Date,
): Verdict {
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const byQuery = req.query.has("X-Amz-Signature");
  let credential: string, signedHeaders: string, signature: string, amzDate: string, payloadHash: string;
  if (byQuery) {
    if (req.query.get("X-Amz-Algorithm") !== "AWS4-HMAC-SHA256") return { ok: false, reason: "algorithm" };
    credential = req.query.get("X-Amz-Credential") ?? "";
    signedHeaders = req.query.get("X-Amz-SignedHeaders") ?? "";
    signature = req.query.get("X-Amz-Signature") ?? "";
    amzDate = req.query.get("X-Amz-Date") ?? "";
    payloadHash = "UNSIGNED-PAYLOAD";
    const expires = Number(req.query.get("X-Amz-Expires"));
    if (!Number.isInteger(expires) || expires < 1 || expires > 604_800) return { ok: false, reason: "expires" };
    if (now.getTime() > fromAmzDate(amzDate).getTime() + expires * 1000) return { ok: false, reason: "expired" };
  } else {
    const match = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      headers.authorization ?? "",
    );
    if (!match) return { ok: false, reason: "no signature" };
    [, credential, signedHeaders, signature] = match;
    amzDate = headers["x-amz-date"] ?? "";
    payloadHash = headers["x-amz-content-sha256"] ?? "";
    if (!payloadHash) return { ok: false, reason: "no content hash" };
    if (Math.abs(now.getTime() - fromAmzDate(amzDate).getTime()) > 15 * 60_000)
      return { ok: false, reason: "time skew" };
  }
  const [accessKeyId, date, region, service, terminator] = credential.split("/");
  if (accessKeyId !== credentials.accessKeyId) return { ok: false, reason: "unknown key" };
  if (terminator !== "aws4_request" || !amzDate.startsWith(date)) return { ok: false, reason: "scope" };
  const names = signedHeaders.split(";");
  if (!names.includes("host")) return { ok: false, reason: "host not signed" };

  const canonicalQuery = [...req.query.entries()]
    .filter(([key]) => key !== "X-Amz-Signature")
    .map(([key, value]) => [rfc3986(key), rfc3986(value)])
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const canonicalHeaders = names
    .map((name) => `${name}:${(headers[name] ?? "").trim().replace(/\s+/g, " ")}\n`)
    .join("");
  const canonicalRequest = [req.method, req.path, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join(
    "\n",
  );
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const wanted = createHmac("sha256", signingKey(credentials.secret, date, region, service))
    .update(stringToSign)
    .digest();
  const given = Buffer.from(signature, "hex");
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, reason: "signature" };
  return { ok: true, accessKeyId };
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** S3's smallest part, except the last (EntityTooSmall). */
const MIN_PART_BYTES = 5 * 1024 * 1024;

const etagOf = (body: Buffer) => `"${createHash("md5").update(body).digest("hex")}"`;

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secret: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Multipart uploads begun and neither completed nor aborted, by upload id. */
  uploads: Map<string, { key: string; contentType: string; parts: Map<number, { body: Buffer; etag: string }> }>;
  /** Every request's method, key, S3 operation and verdict (what the driver really sent). */
  log: Array<{ method: string; key: string; operation: string; status: number; reason?: string }>;
  close(): Promise<void>;
}

/** The operation a request asks for, as S3 tells them apart (method and sub-resource). */
function operationOf(method: string, query: URLSearchParams): string {
  if (method === "POST" && query.has("uploads")) return "CreateMultipartUpload";
  if (method === "PUT" && query.has("uploadId")) return "UploadPart";
  if (method === "POST" && query.has("uploadId")) return "CompleteMultipartUpload";
  if (method === "DELETE" && query.has("uploadId")) return "AbortMultipartUpload";
  if (method === "GET" && query.has("uploadId")) return "ListParts";
  return { PUT: "PutObject", GET: "GetObject", HEAD: "HeadObject", DELETE: "DeleteObject" }[method] ?? method;
}

/**
 * `listPage`: the most parts one ListParts answers (S3's default and largest, 1,000, unless a
 * test wants the pages a long upload gets).
 */
export async function startFakeS3(
  clock: Clock,
  options: { bucket?: string; region?: string; listPage?: number } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? "avatars-test";
  const region = options.region ?? "eu-central-1";
  const accessKeyId = "AKIDTESTFAKES3";
  const secret = "fake-s3-secret-0123456789abcdefghij";
  const objects: FakeS3["objects"] = new Map();
  const uploads: FakeS3["uploads"] = new Map();
  const log: FakeS3["log"] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://placeholder");
    const path = (req.url ?? "/").split("?")[0];
    const method = req.method ?? "GET";
    const operation = operationOf(method, url.searchParams);
    const body = await bodyOf(req);
    let reason: string | undefined;
    const answer = (status: number, headers: Record<string, string | number>, payload: string | Buffer = "") => {
      log.push({ method, key, operation, status, reason });
      res.writeHead(status, headers);
      // A HEAD's answer has headers only (its content-length says what a GET would send).
      res.end(method === "HEAD" ? undefined : payload);
    };
    const reply = (status: number, text = "", type = "application/xml") =>
      answer(status, { "content-type": type }, text);
    const prefix = `/${bucket}/`;
    const key = path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : "";
    if (!key) return reply(404, "<Error><Code>NoSuchBucket</Code></Error>");
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : (v ?? "")]),
    );
    // Every header the signature names is taken from the request as it arrived: a presigned PUT
    // that signed content-type and content-length fails here when the upload's type or size differ.
    const verdict = verifySigV4(
      { method, path, query: url.searchParams, headers },
      { accessKeyId, secret },
      clock.now(),
    );
    if (!verdict.ok) {
      reason = verdict.reason;
      return reply(403, `<Error><Code>SignatureDoesNotMatch</Code><Message>${verdict.reason}</Message></Error>`);
    }
    const declared = headers["x-amz-content-sha256"];
    if (declared && declared !== "UNSIGNED-PAYLOAD" && declared !== sha256(body)) {
      reason = "body hash";
      return reply(400, "<Error><Code>XAmzContentSHA256Mismatch</Code></Error>");
    }
    const uploadId = url.searchParams.get("uploadId") ?? "";
    const upload = uploads.get(uploadId);
    if (operation !== "CreateMultipartUpload" && uploadId && upload?.key !== key) {
      reason = "no such upload";
      return reply(404, "<Error><Code>NoSuchUpload</Code></Error>");
    }
    switch (operation) {
      case "PutObject":
        objects.set(key, { body, contentType: headers["content-type"] || "application/octet-stream" });
        return answer(200, { etag: etagOf(body) });
      case "DeleteObject":
        objects.delete(key);
        return reply(204);
      case "GetObject":
      case "HeadObject": {
        const object = objects.get(key);
        if (!object) return reply(404, "<Error><Code>NoSuchKey</Code></Error>");
        // response-* overrides: S3 honours them on signed requests only, which every one here is.
        const disposition = url.searchParams.get("response-content-disposition");
        return answer(
          200,
          {
            "content-type": url.searchParams.get("response-content-type") ?? object.contentType,
            "content-length": object.body.length,
            ...(disposition ? { "content-disposition": disposition } : {}),
          },
          object.body,
        );
      }
      case "CreateMultipartUpload": {
        const id = randomBytes(12).toString("base64url");
        uploads.set(id, { key, contentType: headers["content-type"] || "application/octet-stream", parts: new Map() });
        return reply(
          200,
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      case "UploadPart": {
        const number = Number(url.searchParams.get("partNumber"));
        if (!Number.isInteger(number) || number < 1 || number > 10_000)
          return reply(400, "<Error><Code>InvalidArgument</Code></Error>");
        const etag = etagOf(body);
        upload!.parts.set(number, { body, etag });
        return answer(200, { etag });
      }
      case "CompleteMultipartUpload": {
        const listed = [
          ...body.toString().matchAll(/<Part><PartNumber>(\d+)<\/PartNumber><ETag>([^<]+)<\/ETag><\/Part>/g),
        ].map(([, number, etag]) => ({
          number: Number(number),
          etag: etag.replace(/&quot;/g, '"'),
        }));
        const parts = listed.map(({ number, etag }) => {
          const part = upload!.parts.get(number);
          return part?.etag === etag ? part : undefined;
        });
        if (!listed.length || parts.some((part) => !part)) return reply(400, "<Error><Code>InvalidPart</Code></Error>");
        if (listed.some(({ number }, index) => index > 0 && number <= listed[index - 1].number))
          return reply(400, "<Error><Code>InvalidPartOrder</Code></Error>");
        if (parts.slice(0, -1).some((part) => part!.body.length < MIN_PART_BYTES))
          return reply(400, "<Error><Code>EntityTooSmall</Code></Error>");
        objects.set(key, { body: Buffer.concat(parts.map((part) => part!.body)), contentType: upload!.contentType });
        uploads.delete(uploadId);
        return reply(
          200,
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key></CompleteMultipartUploadResult>`,
        );
      }
      case "AbortMultipartUpload":
        uploads.delete(uploadId);
        return reply(204);
      case "ListParts": {
        const marker = Number(url.searchParams.get("part-number-marker") ?? "0");
        const max = Math.min(Number(url.searchParams.get("max-parts") ?? "1000"), options.listPage ?? 1000);
        if (!Number.isInteger(marker) || marker < 0 || !Number.isInteger(max) || max < 1)
          return reply(400, "<Error><Code>InvalidArgument</Code></Error>");
        const after = [...upload!.parts.entries()].filter(([number]) => number > marker).sort(([a], [b]) => a - b);
        const page = after.slice(0, max);
        const truncated = after.length > page.length;
        const listed = page.map(
          ([number, part]) =>
            `<Part><PartNumber>${number}</PartNumber><ETag>${part.etag.replace(/"/g, "&quot;")}</ETag><Size>${part.body.length}</Size></Part>`,
        );
        return reply(
          200,
          `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>${marker}</PartNumberMarker>` +
            `${page.length ? `<NextPartNumberMarker>${page[page.length - 1][0]}</NextPartNumberMarker>` : ""}<MaxParts>${max}</MaxParts>` +
            `<IsTruncated>${truncated}</IsTruncated>${listed.join("")}</ListPartsResult>`,
        );
      }
    }
    return reply(405);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secret,
    objects,
    uploads,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
