import type { GetLoadContextFunction } from "@remix-run/express";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from "@remix-run/node";
import { routeSubsetHandler } from "./route-subset";
import { remixUrlOf } from "./web-guards";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";

/**
 * The Fetch Request Remix gets: as @remix-run/express builds it, with the body limitBody read (or,
 * for a files page's upload form, the stream streamBody made).
 */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // req.hostname honours "trust proxy"; the port comes from X-Forwarded-Host or Host.
  const port = [req.get("x-forwarded-host"), req.get("host")]
    .map((h) => Number.parseInt(h?.split(":")[1] ?? "", 10))
    .find(Number.isSafeInteger);
  // A path that cannot be decoded is answered by the bad address page (server/web-guards.ts).
  const url = remixUrlOf(new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`));

  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value);
  }

  // Loaders and actions are aborted when the client goes away before the answer is written.
  const controller = new AbortController();
  let answered = false;
  res.on("finish", () => (answered = true));
  res.on("close", () => answered || controller.abort());

  const body = (req as { body?: unknown }).body;
  const withBody = req.method !== "GET" && req.method !== "HEAD";
  // A Buffer limitBody read, or the stream of a files page's upload form (streamBody).
  const streamed = withBody && body instanceof ReadableStream;
  return new Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: streamed
      ? (body as ReadableStream<Uint8Array>)
      : withBody && Buffer.isBuffer(body)
        ? new Uint8Array(body)
        : undefined,
    ...(streamed ? { duplex: "half" } : {}),
  } as RequestInit);
}

async function send(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.headers.get("content-type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) return void res.end();
  // A page is rendered whole (app/entry.server.tsx): written at once, it is compressed in one
  // go, without the flush after each chunk that streamed answers (events, data) need.
  if (response.headers.get("content-type")?.startsWith("text/html"))
    return void res.end(Buffer.from(await response.arrayBuffer()));
  await writeReadableStreamToWritable(response.body, res);
}

/**
 * Remix behind Express, as @remix-run/express serves it, except for the body: it is the one
 * limitBody has read (at most BODY_LIMITS.forms bytes), never streamed from the socket unbounded
 * (the one exception, a files page's upload form, streams with its own limit: streamBody).
 */
export function remixHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: GetLoadContextFunction;
}) {
  // A built app: each request sees only the routes it can reach (server/route-subset.ts).
  const handle =
    typeof options.build === "function"
      ? createRequestHandler(options.build, options.mode)
      : routeSubsetHandler(createRequestHandler, options.build, options.mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const request = toFetchRequest(req, res);
      const context = await options.getLoadContext(req, res);
      const response = await handle(request, context);
      // The request's cookies (a refreshed session...), whichever way Remix answered.
      await (context as Partial<AppLoadContext>).state?.applyTo(response.headers);
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}
