import type { ReactElement } from "react";
// On a Workers runtime this resolves to React's Web Streams build (the "worker" condition).
import { renderToReadableStream } from "react-dom/server";
import type { RenderOptions } from "./render";

/** The whole document, rendered with React's Web Streams renderer (edge runtimes). */
export async function renderDocument(element: ReactElement, options: RenderOptions): Promise<Uint8Array<ArrayBuffer>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.abortDelay);
  try {
    const stream = await renderToReadableStream(element, {
      nonce: options.nonce,
      signal: controller.signal,
      onError: options.onError,
    });
    await stream.allReady;
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } finally {
    clearTimeout(timer);
  }
}
