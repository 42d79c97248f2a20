import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";

// The limits are shared with the edge worker (server/web-guards.ts). On Node a declared
// Content-Length is checked before a byte is read, and a chunked body is counted as it streams
// in and dropped at the first byte over.
import { BodyTooLarge } from "./web-guards";

export { BODY_LIMITS } from "./web-guards";

const hasBody = (req: ExpressRequest) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/**
 * Reads a request body of at most `limit` bytes into `req.body` (a Buffer, which Yoga's and the
 * token endpoint's adapters and the Remix handler take as the body), or answers with `refuse`
 * (a 413). The connection is closed after a refusal: the rest of that body is never read.
 */
export function limitBody(limit: number, refuse: (res: ExpressResponse) => void, options: { drain?: number } = {}) {
  const tooLarge = refusal(refuse, options);
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (!hasBody(req)) return next();
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > limit) return tooLarge(req, res);

    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on("data", (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        tooLarge(req, res, size);
        return;
      }
      chunks.push(chunk);
    });
    req.once("end", () => {
      if (refused) return;
      (req as { body?: unknown }).body = Buffer.concat(chunks, size);
      next();
    });
    // The client went away mid-body: there is no one to answer.
    req.once("error", () => {
      refused = true;
    });
  };
}

/**
 * For a body that is passed on unread (a streamed module entry, a files page's upload form): a
 * declared Content-Length over `limit` is answered with `refuse` (a 413) before a byte is read;
 * anything else goes on untouched, and what reads the body enforces the limit.
 */
export function limitDeclared(limit: number, refuse: (res: ExpressResponse) => void, options: { drain?: number } = {}) {
  const tooLarge = refusal(refuse, options);
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const declared = req.headers["content-length"];
    if (hasBody(req) && declared !== undefined && Number(declared) > limit) return tooLarge(req, res);
    next();
  };
}

/**
 * The streamed exception of the web half (server/web-guards.ts, streamedFormLimit): as
 * limitDeclared, and then `req.body` is the body as a Fetch stream (the Remix mount passes it on,
 * server/remix-handler.ts) that reads the socket only as it is read itself, never holding more
 * than a chunk, and fails with BodyTooLarge at the first byte past `limit` (a body sent without a
 * length: the connection is then closed after the answer). Nobody reading it: Node drops the
 * rest after the answer, as for any request.
 */
export function streamBody(limit: number, refuse: (res: ExpressResponse) => void, options: { drain?: number } = {}) {
  const declared = limitDeclared(limit, refuse, options);
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) =>
    declared(req, res, () => {
      if (hasBody(req)) (req as { body?: unknown }).body = socketBody(req, res, limit);
      next();
    });
}

function socketBody(req: ExpressRequest, res: ExpressResponse, limit: number): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Buffer> | undefined;
  let size = 0;
  const closeAfter = () => {
    if (!res.headersSent) res.setHeader("connection", "close");
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // Made at the first read only: a body nobody reads is left to Node (dropped after the answer).
        chunks ??= req[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
        const { done, value } = await chunks.next();
        if (done) return controller.close();
        size += value.byteLength;
        if (size > limit) {
          closeAfter();
          return controller.error(new BodyTooLarge(limit));
        }
        controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      },
      cancel() {
        // The rest is never read: the connection cannot serve another request.
        closeAfter();
      },
    },
    // Nothing is read ahead of the reader.
    { highWaterMark: 0 },
  );
}

/** The 413 of a refused body (see limitBody's `drain`). */
function refusal(refuse: (res: ExpressResponse) => void, options: { drain?: number }) {
  const closeAndRefuse = (req: ExpressRequest, res: ExpressResponse) => {
    res.status(413).setHeader("connection", "close");
    refuse(res);
    // Whatever still arrives is dropped unread; Node closes the socket once the answer is out.
    req.resume();
  };
  /**
   * With `drain`: the rest of the body (up to `drain` bytes in all) is read and dropped before the
   * answer, so that a browser, which reads no answer while it is still sending a form, shows the
   * answer (a redirect back to the form) instead of a reset connection. Beyond `drain`, as without.
   */
  const tooLarge = (req: ExpressRequest, res: ExpressResponse, seen = 0) => {
    const drain = options.drain;
    if (!drain || Number(req.headers["content-length"] ?? 0) > drain) return closeAndRefuse(req, res);
    let size = seen;
    let done = false;
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > drain) {
        done = true;
        closeAndRefuse(req, res);
      }
    });
    req.once("end", () => {
      if (done) return;
      done = true;
      res.status(413);
      refuse(res);
    });
    req.resume();
  };
  return tooLarge;
}
