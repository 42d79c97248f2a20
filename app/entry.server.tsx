import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
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
  const bot = isbot(request.headers.get("user-agent") ?? "");

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
        [bot ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
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
