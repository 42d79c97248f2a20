import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { RenderOptions } from "./render";

/**
 * The whole document, rendered with React's Node streams: on Node they are well ahead of its Web
 * Streams renderer. Only the Node build resolves `#render` here (package.json "imports"); the
 * edge build gets render.edge.server.ts.
 */
export function renderDocument(element: ReactElement, options: RenderOptions): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            resolve(Buffer.concat(chunks));
            done();
          },
        });
        pipe(sink);
      },
      onShellError: reject,
      onError: options.onError,
    });
    setTimeout(abort, options.abortDelay);
  });
}
