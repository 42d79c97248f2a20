import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { defaultLanguage, isLanguage } from "./lib/i18n";
import { I18nProvider } from "./lib/i18n-react";
import { catalogues } from "./lib/i18next.server";
import { NonceContext } from "./lib/nonce";
import { isPersonal } from "./lib/session.server";

const ABORT_DELAY = 5_000;

const PRIVATE = "no-store, private";

/** Data requests (client-side navigation, form posts with JavaScript): same rule as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (isPersonal(request, response.headers)) response.headers.set("Cache-Control", PRIVATE);
  return response;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The root loader decided the language (profile, then cookie, then uk).
  const rootData = remixContext.staticHandlerContext.loaderData.root as { locale?: string } | undefined;
  const lng = isLanguage(rootData?.locale) ? rootData.locale : defaultLanguage;

  // The one place pages of a signed-in person (or of a sign-in in progress) are kept out of caches.
  if (isPersonal(request, responseHeaders)) responseHeaders.set("Cache-Control", PRIVATE);

  const nonce = loadContext.cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nProvider locale={lng} catalogue={catalogues[lng]}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nProvider>
      </NonceContext.Provider>,
      {
        nonce,
        // Pages await their data in loaders (nothing is deferred), so the whole document is ready
        // at once: it is sent as one buffer, which costs far less to write and compress than the
        // many small chunks of a stream.
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
