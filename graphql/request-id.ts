/**
 * A request's id: what a load balancer or a client sent in `x-request-id` when it is a plain
 * token (letters, digits and `._:+/=@-`, at most 128 characters), else a new UUID. Every host
 * (server/http.ts on Node, edge/worker.ts on a Workers runtime) answers it back in the same
 * header, and the web half passes it to the API with its calls (app/lib/api.server.ts), so one
 * visit's lines carry one id from the balancer to the API's log (docs/decisions/0031).
 *
 * Anything else sent is not repaired but replaced: an id is written into every log line of the
 * request, and a line must not carry a client's quotes, spaces, control characters or a
 * megabyte of text.
 */
export const REQUEST_ID_HEADER = "x-request-id";

export const REQUEST_ID_MAX_LENGTH = 128;

const ACCEPTED = /^[A-Za-z0-9._:+/=@-]{1,128}$/;

/** The id a request goes by, from its `x-request-id` header (null or absent: a new one). */
export function requestIdFrom(header: string | null | undefined): string {
  return header && ACCEPTED.test(header) ? header : crypto.randomUUID();
}
