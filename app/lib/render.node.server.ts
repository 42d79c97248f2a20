import { PassThrough, Readable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { RenderOptions } from "./render";

/**
 * The document as a Web stream, rendered with React's Node streams: on Node they serve
 * /auth/signin about a third faster than React's Web Streams renderer. Only the Node build
 * resolves `#render` here (package.json "imports"); the edge build gets render.edge.server.ts.
 */
export function renderDocument(element: ReactElement, options: RenderOptions): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      [options.waitForAll ? "onAllReady" : "onShellReady"]() {
        const body = new PassThrough();
        resolve(Readable.toWeb(body) as ReadableStream<Uint8Array>);
        pipe(body);
      },
      onShellError: reject,
      onError: options.onError,
    });
    setTimeout(abort, options.abortDelay);
  });
}
