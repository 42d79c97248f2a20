import { Worker } from "node:worker_threads";

/**
 * HEIC photos become JPEGs when they arrive, because only Safari shows HEIC: everyone else
 * would see the initials instead of the photo (decision 0011).
 *
 * Each conversion runs in its own worker thread (decoding a 12-megapixel photo takes a few
 * seconds of CPU that must not stall every other request), one at a time per process (a decoded
 * photo holds width × height × 4 bytes), and is stopped after `timeoutMs`. The worker is plain
 * JavaScript next to this file.
 */
const WORKER_URL = new URL("./heic-worker.mjs", import.meta.url);

export type HeicFailure = "unreadable" | "tooManyPixels" | "timeout";

export class HeicConversionError extends Error {
  constructor(readonly reason: HeicFailure) {
    super(`The HEIC photo could not be converted: ${reason}`);
    this.name = "HeicConversionError";
  }
}

export interface HeicOptions {
  /** The longest side of the JPEG, in pixels; a smaller photo keeps its size. */
  maxSide?: number;
  /** Width × height above which the photo is refused before its pixels are decoded. */
  maxPixels?: number;
  quality?: number;
  timeoutMs?: number;
}

let queue: Promise<unknown> = Promise.resolve();

export function heicToJpeg(bytes: Uint8Array, options: HeicOptions = {}): Promise<Uint8Array> {
  const run = queue.then(() => convert(bytes, options));
  queue = run.catch(() => undefined);
  return run;
}

function convert(
  bytes: Uint8Array,
  { maxSide = 1024, maxPixels = 50_000_000, quality = 85, timeoutMs = 60_000 }: HeicOptions,
) {
  return new Promise<Uint8Array>((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: { bytes, maxSide, maxPixels, quality } });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new HeicConversionError("timeout"))), timeoutMs);
    worker.once("message", (message: { jpeg?: Uint8Array; error?: Exclude<HeicFailure, "timeout"> }) =>
      settle(() =>
        message.jpeg ? resolve(message.jpeg) : reject(new HeicConversionError(message.error ?? "unreadable")),
      ),
    );
    worker.once("error", () => settle(() => reject(new HeicConversionError("unreadable"))));
    worker.once("exit", () => settle(() => reject(new HeicConversionError("unreadable"))));
  });
}
