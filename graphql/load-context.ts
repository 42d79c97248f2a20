import type { Features } from "./features";
import type { InProcessGraphQL } from "./transport";

/**
 * What the web app gets from its host, through Remix's load context: the contract between app/
 * and the two processes that host it (server/http.ts on Node, edge/worker.ts on a Workers
 * runtime), kept here because neither side may import the other (docs/decisions/0016).
 *
 * The app speaks only the Web Fetch API: co-located with the API, `api.fetch` is the API's
 * in-process handler; on the edge it is the global fetch to API_URL. Same code path either way.
 */
export interface WebLoadContext {
  /**
   * `graphql`: co-located on Node, the API's GraphQL without HTTP (the same answers, cheaper);
   * absent on the edge, where every call is a fetch.
   */
  api: { fetch: typeof fetch; url: string; apiKey: string; graphql?: InProcessGraphQL };
  sessionSecret: string;
  secureCookies: boolean;
  cspNonce: string;
  /** The request's id (graphql/request-id.ts), passed to the API with every call (x-request-id). */
  requestId?: string;
  clientAddress: string | null;
  /** Development and test: links to /dev/outbox are shown. */
  devTools: boolean;
  /** Where "Contact the provider" writes to. */
  supportEmail: string;
  /** The feature flags: a switched-off module's links are shown disabled. */
  features: Features;
  /** This request's own: the cookies its response sets, the signed-in session (one per request). */
  state: RequestState;
}

/**
 * What one HTTP request's loaders and actions leave for its response, kept in the load context.
 * The host (server/http.ts and server/remix-handler.ts, edge/worker.ts) makes one per request and applies it to
 * whatever Remix answers: data, a page, a thrown redirect or an error page. So a refreshed
 * session is always written back, and no loader can leave the browser holding a used refresh
 * token, whichever way it ends.
 */
export class RequestState {
  private readonly cookies = new Map<string, () => Promise<string>>();
  /** The signed-in session, opened once and shared by the request's loaders (auth.server.ts). */
  userSession?: Promise<unknown>;
  /** The web session cookie's data, unsealed once for the request (session.server.ts). */
  sessionCookie?: { header: string | null; data: Promise<unknown> };

  /** The cookie `name` is set from this (a later call for the same cookie replaces it). */
  setCookie(name: string, serialize: () => Promise<string>) {
    this.cookies.set(name, serialize);
  }

  /** Appends the request's cookies to the response's headers. */
  async applyTo(headers: Headers): Promise<void> {
    for (const serialize of this.cookies.values()) headers.append("set-cookie", await serialize());
  }
}
