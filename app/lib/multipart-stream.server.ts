/**
 * A multipart/form-data body read part by part as it arrives, never held whole (the files page's
 * upload without JavaScript, app/lib/file-upload.server.ts): Web Streams only, so it runs on Node
 * and on workerd alike. Remix's unstable_parseMultipartFormData would do, but its header parser
 * refuses file names holding ";" or "=", and a part its handler leaves unread is buffered whole.
 * Here a part left unread is skipped (read and dropped) when the next one is asked for.
 */

/** One part: its field name, a file's name (null for a plain field) and type, and its bytes. */
export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  /** The part's next bytes, or null at its end. */
  read(): Promise<Uint8Array | null>;
}

/** The body is not the multipart/form-data it says it is. */
export class MalformedMultipart extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MalformedMultipart";
  }
}

/** The most the headers of one part may take. */
const HEADERS_MAX = 16 * 1024;
const CRLF = new Uint8Array([13, 10]);
const HEADERS_END = new Uint8Array([13, 10, 13, 10]);
const encoder = new TextEncoder();

/** The boundary of a multipart/form-data content type, or null for any other type. */
export function multipartBoundary(contentType: string | null | undefined): string | null {
  const match = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(
    contentType ?? "",
  );
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0]!;
  for (
    let at = haystack.indexOf(first, from);
    at !== -1 && at <= haystack.length - needle.length;
    at = haystack.indexOf(first, at + 1)
  ) {
    let i = 1;
    while (i < needle.length && haystack[at + i] === needle[i]) i++;
    if (i === needle.length) return at;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (!a.length) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** A header's parameters (name="…"; filename="…"), quoted or not; browsers write a quote in a name as %22. */
function parameters(value: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /;\s*([A-Za-z0-9_*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
    const quoted = match[2];
    found.set(
      match[1]!.toLowerCase(),
      quoted !== undefined ? quoted.replace(/\\(.)/g, "$1").replace(/%22/g, '"') : match[3]!.trim(),
    );
  }
  return found;
}

/**
 * The parts of `body`, one at a time. Each is good until the next is asked for; what is left of it
 * then is dropped unread. The end of the body (or of the parts) answers null.
 */
export function readMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
): { next(): Promise<MultipartPart | null>; cancel(): Promise<void> } {
  const reader = body.getReader();
  // The body as if it began with a line break: every delimiter, the first too, is CRLF--boundary.
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  let buffer: Uint8Array = CRLF;
  let ended = false;
  let finished = false;
  let current: { done: boolean } | null = null;

  const fill = async (): Promise<boolean> => {
    if (ended) return false;
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      return false;
    }
    buffer = concat(buffer, value);
    return true;
  };

  /** The current part's next bytes up to its delimiter (which is consumed), or null at its end. */
  const readData = async (state: { done: boolean }): Promise<Uint8Array | null> => {
    if (state.done) return null;
    for (;;) {
      const at = indexOf(buffer, delimiter);
      if (at !== -1) {
        const data = buffer.subarray(0, at);
        buffer = buffer.subarray(at + delimiter.length);
        state.done = true;
        return data.length ? data : null;
      }
      // All but what could be the start of a delimiter is the part's.
      const safe = buffer.length - (delimiter.length - 1);
      if (safe > 0) {
        const data = buffer.subarray(0, safe);
        buffer = buffer.subarray(safe);
        return data;
      }
      if (!(await fill())) throw new MalformedMultipart("the body ended inside a part");
    }
  };

  const need = async (length: number) => {
    while (buffer.length < length) if (!(await fill())) throw new MalformedMultipart("the body ended early");
  };

  const next = async (): Promise<MultipartPart | null> => {
    if (finished) return null;
    if (current) {
      while (await readData(current));
    } else {
      // The preamble, up to and with the first delimiter.
      const preamble = { done: false };
      while (await readData(preamble));
    }
    // After a delimiter: "--" closes the body, CRLF opens a part.
    await need(2);
    if (buffer[0] === 45 && buffer[1] === 45) {
      finished = true;
      // The epilogue is read and dropped, so the connection can serve the next request.
      while (await fill()) buffer = new Uint8Array(0);
      return null;
    }
    if (buffer[0] !== 13 || buffer[1] !== 10) throw new MalformedMultipart("no line break after a boundary");
    buffer = buffer.subarray(2);
    let end = indexOf(buffer, HEADERS_END);
    while (end === -1) {
      if (buffer.length > HEADERS_MAX) throw new MalformedMultipart("a part's headers are too long");
      if (!(await fill())) throw new MalformedMultipart("the body ended inside a part's headers");
      end = indexOf(buffer, HEADERS_END);
    }
    const lines = new TextDecoder().decode(buffer.subarray(0, end)).split("\r\n");
    buffer = buffer.subarray(end + HEADERS_END.length);
    let disposition: Map<string, string> | null = null;
    let contentType: string | null = null;
    for (const line of lines) {
      const colon = line.indexOf(":");
      if (colon === -1) throw new MalformedMultipart("a part's header has no colon");
      const header = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (header === "content-disposition" && /^form-data\s*(;|$)/i.test(value))
        disposition = parameters(value.replace(/^form-data\s*/i, ""));
      else if (header === "content-type") contentType = value;
    }
    const name = disposition?.get("name");
    if (name === undefined) throw new MalformedMultipart("a part has no field name");
    const state = { done: false };
    current = state;
    return { name, filename: disposition!.get("filename") ?? null, contentType, read: () => readData(state) };
  };

  return {
    next,
    /** Stops reading: a body not read to its end is cancelled. */
    cancel: async () => {
      finished = true;
      if (!ended) await reader.cancel().catch(() => undefined);
    },
  };
}
