/**
 * Remix's own Node entry, spelled out: with @remix-run/cloudflare among the dependencies (the
 * edge build), Remix would otherwise give the floor the Web-streams entry, which Node's
 * react-dom/server does not export. Same work as the default: wait for all content for bots,
 * stream at the shell for browsers.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const ready = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(<RemixServer context={context} url={request.url} />, {
      [ready]() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, 5_000);
  });
}
