import type { Language } from "#graphql/languages";

/**
 * Who calls the API and from where, as every request's context carries them: the API's frame
 * (the context, the policy, the client's information) is written against these, and the identity
 * module, which signs people in, fills them in (docs/decisions/0032).
 */

/** The client a request comes from: its address (as the trusted proxies tell it), device and language. */
export interface ClientInfo {
  address: string | null;
  device: string;
  language: Language;
}

/** The signed-in person of a request and the session they call with. */
export interface Viewer {
  userId: string;
  sessionId: string;
}
