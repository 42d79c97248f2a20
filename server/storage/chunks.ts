/**
 * A web stream's chunks, read through its reader, so any ReadableStream will do: Node's own, or
 * the one @whatwg-node/server gives a request's body (which Readable.fromWeb refuses). Stopping
 * early (a limit passed, a failed write) cancels the stream, so the sender's body is let go.
 */
export async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
