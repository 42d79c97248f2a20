/**
 * What one HTTP request's loaders and actions leave for its response, kept in the load context.
 * The host (server/remix-handler.ts, edge/worker.ts) makes one per request and applies it to
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
