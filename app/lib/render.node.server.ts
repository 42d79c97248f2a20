import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { RenderOptions } from "./render";

/** React's Node renderer encodes text into views of this many bytes. */
const VIEW_SIZE = 2048;

/**
 * React 18.3's Node renderer writes its whole 2048-byte view when a multi-byte character does not
 * fit the view's end (writeStringChunk: `writeToDestination(destination, currentView)` where it
 * means the written part), so the unwritten tail goes out as 1 to 3 zero bytes: a Cyrillic page
 * then shows "Повернут�ися" wherever a letter straddles a view's edge. HTML holds no NUL
 * (React never writes one), so a full view's trailing zeros are that tail and are dropped.
 * Fixed in React 19; the Web Streams renderer (the edge) encodes per chunk and is not affected.
 */
export function withoutViewPadding(chunk: Uint8Array): Uint8Array {
  if (chunk.length !== VIEW_SIZE || chunk[VIEW_SIZE - 1] !== 0) return chunk;
  let end = VIEW_SIZE;
  while (end > VIEW_SIZE - 3 && chunk[end - 1] === 0) end -= 1;
  return chunk.subarray(0, end);
}

/**
 * The whole document, rendered with React's Node streams: on Node they are well ahead of its Web
 * Streams renderer. Only the Node build resolves `#render` here (package.json "imports"); the
 * edge build gets render.edge.server.ts.
 */
export function renderDocument(element: ReactElement, options: RenderOptions): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    // Cleared once the document is whole: a pending timer per page kept for abortDelay (5 s) is
    // thousands of live timers at a few hundred pages a second.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onAllReady() {
        settled = true;
        clearTimeout(timer);
        const chunks: Uint8Array[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(withoutViewPadding(chunk));
            done();
          },
          final(done) {
            resolve(Buffer.concat(chunks));
            done();
          },
        });
        pipe(sink);
      },
      onShellError(error) {
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
      onError: options.onError,
    });
    if (!settled) timer = setTimeout(abort, options.abortDelay);
  });
}
