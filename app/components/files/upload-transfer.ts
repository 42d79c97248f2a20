/**
 * How the uploader moves a file's bytes to storage (issue 22; decision 0027, "Large files"): one
 * PUT for a small file; a large one part after part, each PUT to its own presigned URL, so that a
 * dropped connection costs the part in flight only. Browser code: no zod, limits from file-limits.
 */

/** Where a PUT goes, as the page's /files/uploads answers it. */
export interface PutTarget {
  url: string;
  headers: Array<{ name: string; value: string }>;
  /** ISO time after which the URL no longer works (part URLs). */
  expiresAt?: string;
}

export interface PartsPlan {
  partSize: number;
  count: number;
}

/** What a PUT came to: stored, the connection (or the server, 5xx) failed, the URL was refused (403), anything else refused, or called off. */
export type PutOutcome = "ok" | "network" | "expired" | "refused" | "aborted";

/** One PUT of `body`, its progress reported as the browser sends it (XMLHttpRequest's upload events). */
export function putWithProgress(
  target: PutTarget,
  body: Blob,
  onProgress: (loaded: number) => void,
  signal: AbortSignal,
): Promise<PutOutcome> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve("aborted");
    const request = new XMLHttpRequest();
    const stop = () => request.abort();
    const settle = (outcome: PutOutcome) => {
      signal.removeEventListener("abort", stop);
      resolve(outcome);
    };
    request.open("PUT", target.url);
    for (const header of target.headers) request.setRequestHeader(header.name, header.value);
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      const { status } = request;
      settle(
        status >= 200 && status < 300
          ? "ok"
          : status === 403
            ? "expired"
            : status >= 500 || status === 408 || status === 429
              ? "network"
              : "refused",
      );
    };
    request.onerror = () => settle("network");
    request.ontimeout = () => settle("network");
    request.onabort = () => settle("aborted");
    signal.addEventListener("abort", stop);
    request.send(body);
  });
}

/**
 * Waits before trying again: while the browser says it is offline, until its `online` event (no
 * polling); otherwise 1 s, 2 s, 4 s … at most 30 s, cut short by `online`. Called off by `signal`.
 */
export function waitToRetry(attempt: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = navigator.onLine
      ? setTimeout(done, Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1)))
      : undefined;
    window.addEventListener("online", done);
    signal.addEventListener("abort", done);
    if (signal.aborted) done();
  });
}

/** Tries a part gets, connection failures and waits included, before the upload stops with an error (Retry resumes it). */
const ATTEMPTS = 8;
/** Part URLs asked for at once (a batch of 80 MB, sent well within the URLs' hour). */
const SIGN_BATCH = 10;
/** A URL this close to its expiry is asked for again rather than used. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

export type PartsResult =
  { ok: true } | { ok: false; aborted: true } | { ok: false; aborted?: false; error: string | null };

/**
 * Sends the parts of `file` storage lacks (all but `stored`), one at a time. `sent` is told the
 * truth: the bytes of the parts stored plus what the browser has sent of the current one (a part
 * that fails is counted again from nothing, never more). A part whose connection fails is tried
 * again after waitToRetry (`waiting` says so meanwhile); its URL is asked for again when it expired.
 * `sign` answers URLs for part numbers (null: the connection failed; a string: refused with that text).
 */
export async function sendParts(options: {
  file: Blob;
  plan: PartsPlan;
  stored: ReadonlySet<number>;
  first: PutTarget | null;
  sign: (partNumbers: number[]) => Promise<Map<number, PutTarget> | null | string>;
  sent: (bytes: number) => void;
  waiting: (waiting: boolean) => void;
  signal: AbortSignal;
}): Promise<PartsResult> {
  const { file, plan, signal } = options;
  const sizeOf = (partNumber: number) =>
    partNumber < plan.count ? plan.partSize : file.size - (plan.count - 1) * plan.partSize;
  const todo = Array.from({ length: plan.count }, (_, index) => index + 1).filter(
    (partNumber) => !options.stored.has(partNumber),
  );
  let done = [...options.stored].reduce((sum, partNumber) => sum + sizeOf(partNumber), 0);
  options.sent(done);
  const urls = new Map<number, PutTarget>();
  if (options.first && todo[0] === 1) urls.set(1, options.first);
  const usable = (target: PutTarget | undefined) =>
    target && (!target.expiresAt || Date.parse(target.expiresAt) - Date.now() > EXPIRY_MARGIN_MS);
  const pause = async (attempt: number) => {
    options.waiting(true);
    await waitToRetry(attempt, signal);
    options.waiting(false);
  };

  for (const [index, partNumber] of todo.entries()) {
    let failures = 0;
    let refusals = 0;
    for (;;) {
      if (signal.aborted) return { ok: false, aborted: true };
      if (!usable(urls.get(partNumber))) {
        const signed = await options.sign(todo.slice(index, index + SIGN_BATCH));
        if (typeof signed === "string") return { ok: false, error: signed };
        if (!signed) {
          if (++failures >= ATTEMPTS) return { ok: false, error: null };
          await pause(failures);
          continue;
        }
        for (const [number, target] of signed) urls.set(number, target);
      }
      const start = (partNumber - 1) * plan.partSize;
      const outcome = await putWithProgress(
        urls.get(partNumber)!,
        file.slice(start, start + sizeOf(partNumber)),
        (loaded) => options.sent(done + loaded),
        signal,
      );
      if (outcome === "ok") {
        done += sizeOf(partNumber);
        options.sent(done);
        break;
      }
      options.sent(done);
      if (outcome === "aborted") return { ok: false, aborted: true };
      // Refused: the URL may have expired on the way (a long wait offline); a new one is asked for once.
      urls.clear();
      if (outcome === "refused" || (outcome === "expired" && ++refusals > 1)) return { ok: false, error: null };
      if (outcome === "network") {
        if (++failures >= ATTEMPTS) return { ok: false, error: null };
        await pause(failures);
      }
    }
  }
  return { ok: true };
}
