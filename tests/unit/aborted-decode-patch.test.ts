import { createRequire } from "node:module";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// patches/@remix-run+react+2.17.5.patch (patches/README.md): a single-fetch answer whose request the router aborts while its
// body is being read (a link followed during the revalidation after a form) no longer leaves an
// error in the browser's console; any other answer that cannot be read is still logged.
const require = createRequire(import.meta.url);
const reactDir = path.dirname(require.resolve("@remix-run/react/package.json"));
type Strategy = (args: { request: Request; matches: unknown[]; fetcherKey?: string }) => Promise<unknown>;
const { getSingleFetchDataStrategy } = (await import(path.join(reactDir, "dist/esm/single-fetch.js"))) as {
  getSingleFetchDataStrategy: (manifest: unknown, routeModules: unknown, getRouter: () => unknown) => Strategy;
};

/** What the strategy reads of the browser's window: its origin, and the error classes an answer may name. */
const browser = Object.assign(Object.create(globalThis) as object, { location: { origin: "http://app.test" } });

/** A fetcher's load of one route's data, through the strategy the browser bundle runs. */
function load(signal: AbortSignal) {
  const strategy = getSingleFetchDataStrategy({ routes: {} }, {}, () => ({}));
  const match = {
    shouldLoad: true,
    route: { id: "routes/page" },
    resolve: (run: (handler: (inner: () => unknown) => unknown) => unknown) => run((inner) => inner()),
  };
  return strategy({ request: new Request("http://app.test/page", { signal }), matches: [match], fetcherKey: "page" });
}

/** An answer that starts and then stalls; the request's abort errors its body as a browser's fetch does. */
function stalledAnswer(signal: AbortSignal) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('[{"_1":2'));
      signal.addEventListener("abort", () =>
        controller.error(new DOMException("signal is aborted without reason", "AbortError")),
      );
    },
  });
  return new Response(body, { headers: { "content-type": "text/x-script" } });
}

describe("a single-fetch answer that is not read to its end", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is dropped without a console error when its request was aborted", async () => {
    const logged = vi.fn();
    vi.stubGlobal("window", browser);
    vi.stubGlobal("console", { ...console, error: logged });
    vi.stubGlobal("fetch", async (_url: URL, init: RequestInit) => stalledAnswer(init.signal!));
    const controller = new AbortController();
    const loading = load(controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await expect(loading).rejects.toMatchObject({ name: "AbortError" });
    expect(logged).not.toHaveBeenCalled();
  });

  it("is still logged, and refused, when nothing aborted it", async () => {
    const logged = vi.fn();
    vi.stubGlobal("window", browser);
    vi.stubGlobal("console", { ...console, error: logged });
    vi.stubGlobal(
      "fetch",
      async () => new Response("this is not a turbo-stream\n", { headers: { "content-type": "text/x-script" } }),
    );
    await expect(load(new AbortController().signal)).rejects.toThrow(/Unable to decode turbo-stream response/);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
