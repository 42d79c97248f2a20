/**
 * What the web app gets from its host, through Remix's load context. The app speaks only the
 * Web Fetch API: co-located with the API, `api.fetch` is the API's in-process handler; on the
 * edge it is the global fetch to API_URL. Same code path either way.
 */
import type { RequestState } from "./request-state";

export interface WebLoadContext {
  api: { fetch: typeof fetch; url: string; apiKey: string };
  sessionSecret: string;
  secureCookies: boolean;
  cspNonce: string;
  clientAddress: string | null;
  /** Development and test: links to /dev/outbox are shown. */
  devTools: boolean;
  /** Where "Contact the provider" writes to. */
  supportEmail: string;
  /** This request's own: the cookies its response sets, the signed-in session (one per request). */
  state: RequestState;
}

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}
