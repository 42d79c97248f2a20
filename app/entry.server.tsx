import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/server-runtime";
import { RemixServer } from "@remix-run/react";
// Node streams on Node, Web Streams on an edge runtime (package.json "imports", by condition).
import { renderDocument } from "#render";
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
  let rendered = false;
  // Pages await their data in loaders (nothing is deferred), so the whole document is ready at
  // once: it is sent as one buffer, which costs far less to write and compress than the many
  // small chunks of a stream.
  const body = await renderDocument(
    <NonceContext.Provider value={nonce}>
      <I18nProvider locale={lng} catalogue={catalogues[lng]}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </I18nProvider>
    </NonceContext.Provider>,
    {
      nonce,
      abortDelay: ABORT_DELAY,
      onError(error) {
        responseStatusCode = 500;
        if (rendered) console.error(error);
      },
    },
  );
  rendered = true;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
