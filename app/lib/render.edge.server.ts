import type { ReactElement } from "react";
// On a Workers runtime this resolves to React's Web Streams build (the "worker" condition).
import { renderToReadableStream } from "react-dom/server";
import type { RenderOptions } from "./render";

/** The document as a Web stream, rendered with React's Web Streams renderer (edge runtimes). */
export async function renderDocument(element: ReactElement, options: RenderOptions): Promise<ReadableStream<Uint8Array>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.abortDelay);
  const done = () => clearTimeout(timer);
  let stream;
  try {
    stream = await renderToReadableStream(element, { nonce: options.nonce, signal: controller.signal, onError: options.onError });
  } catch (error) {
    done();
    throw error;
  }
  stream.allReady.then(done, done);
  if (options.waitForAll) await stream.allReady;
  return stream;
}
