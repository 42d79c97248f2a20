import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "virtual:remix/server-build";
import { RequestState, type WebLoadContext } from "#graphql/load-context";
import { REQUEST_ID_HEADER, requestIdFrom } from "#graphql/request-id";
import { EdgeConfigError, loadEdgeConfig, type EdgeConfig, type EdgeEnv } from "./config";
import { routeSubsetHandler } from "../server/route-subset";
import {
  formBodyLimit,
  isForeignPost,
  isLegacyDataRequest,
  limitStreamed,
  readLimited,
  remixUrlOf,
  streamedFormLimit,
  tooLargeRedirect,
} from "../server/web-guards";
import { createNonce, securityHeaders } from "./headers";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain" } });

/**
 * The web half on a Workers runtime: Remix renders, seals the session cookie (Web Crypto) and
 * refreshes tokens here, and reaches the API on Node at API_URL with the global fetch. The load
 * context has the very shape server/http.ts gives (WebLoadContext), so app/ cannot tell the two
 * hosts apart. Static files never reach this code: the runtime serves build-edge/client.
 */
// Each request sees only the routes it can reach, as on Node (server/route-subset.ts).
const handleRequest = routeSubsetHandler(createRequestHandler, build as unknown as ServerBuild, "production");

// The environment is the same object for the life of an isolate: check it once (and say what
// is wrong once, in the Worker's log).
let checked: { env: EdgeEnv; config?: EdgeConfig } | undefined;
function configFor(env: EdgeEnv): EdgeConfig | undefined {
  if (checked?.env !== env) {
    checked = { env };
    try {
      checked.config = loadEdgeConfig(env);
    } catch (error) {
      if (!(error instanceof EdgeConfigError)) throw error;
      console.error(error.message);
    }
  }
  return checked.config;
}

export default {
  async fetch(request, env) {
    const config = configFor(env);
    // Misconfigured: the visitor gets a bare 500, the log says why.
    if (!config) return new Response(null, { status: 500 });
    // As on Node: the request's id, answered back and passed to the API with every call it makes.
    const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));

    // As on Node (server/http.ts): ?_data= requests, posts from other sites and oversized bodies never reach Remix.
    const url = new URL(request.url);
    // The local storage driver's signed URLs (photos, files, and files' uploads) are served by
    // the API process. An upload's body is passed on as it arrives, never read here, with the
    // type and length its URL was signed for.
    // So is a company avatar's PUT to a signed URL (generateCompanyAvatarUploadUrl, the companies
    // module's COMPANY_AVATAR_UPLOAD_PATH): the signature in its query stands for the sign-in.
    const avatarUpload = url.pathname === "/uploads/company-avatar" && request.method === "PUT";
    if ((url.pathname.startsWith("/storage/") && ["GET", "HEAD", "PUT"].includes(request.method)) || avatarUpload) {
      const upload = request.method === "PUT";
      const headers = new Headers();
      for (const name of upload ? ["content-type", "content-length"] : []) {
        const value = request.headers.get(name);
        if (value !== null) headers.set(name, value);
      }
      // duplex: a streamed request body (the Fetch standard's name; workerd streams it regardless).
      headers.set(REQUEST_ID_HEADER, requestId);
      const init = { method: request.method, headers, body: upload ? request.body : null, duplex: "half" };
      return fetch(`${config.apiUrl}${url.pathname}${url.search}`, init);
    }
    if (isLegacyDataRequest(url)) return plain(400, "Bad Request");
    if (isForeignPost(request.method, (name) => request.headers.get(name), url.host)) return plain(403, "Forbidden");
    // A files page's upload form streams on to its action unread, up to its own limit; the rest is read whole.
    const streamed = streamedFormLimit(request.method, url.pathname, request.headers.get("content-type"));
    const limited =
      streamed !== null
        ? await limitStreamed(request, streamed)
        : await readLimited(request, formBodyLimit(url.pathname));
    if (!limited) {
      const to = tooLargeRedirect(url.pathname);
      return to ? new Response(null, { status: 303, headers: { location: to } }) : plain(413, "Payload Too Large");
    }

    const cspNonce = createNonce();
    const context = {
      // A wrapper, not `fetch` itself: workerd refuses a fetch called detached from its global.
      api: { fetch: (input, init) => fetch(input, init), url: config.apiUrl, apiKey: config.apiKey },
      sessionSecret: config.sessionSecret,
      secureCookies: config.secureCookies,
      cspNonce,
      requestId,
      // Set by the Cloudflare edge for every request (clients cannot forge it there); locally,
      // miniflare sets it to the peer's address unless the request already carries one.
      clientAddress: request.headers.get("cf-connecting-ip"),
      devTools: !config.production,
      supportEmail: config.supportEmail,
      features: config.features,
      state: new RequestState(),
    } satisfies WebLoadContext;

    // A path that cannot be decoded is answered by the bad address page, as on Node (server/web-guards.ts).
    const remixUrl = remixUrlOf(url);
    const response = await handleRequest(
      remixUrl === url ? limited : new Request(remixUrl, { method: limited.method, headers: limited.headers }),
      context,
    );
    const headers = new Headers(response.headers);
    // The request's cookies (a refreshed session...), whichever way Remix answered.
    await context.state.applyTo(headers);
    for (const [name, value] of securityHeaders(cspNonce, config.secureCookies, config.imageOrigins))
      headers.set(name, value);
    headers.set(REQUEST_ID_HEADER, requestId);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
} satisfies ExportedHandler<EdgeEnv>;
