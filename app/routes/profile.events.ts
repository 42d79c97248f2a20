import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { requireUserSession } from "~/lib/auth.server";
import { getSession } from "~/lib/session.server";

/** The API's path of the stream (server/modules/notifications/stream.ts). */
const API_STREAM = "/events/notifications";

const status = (code: number) => new Response(null, { status: code, headers: { "cache-control": "no-store" } });

/**
 * The open /profile page's live notifications: server-sent events, relayed from the API on the
 * signed-in person's behalf (the browser never holds the tokens, so the session cookie is what
 * opens the stream). The same on Node and on the edge: the body is passed through unread.
 * Signed out: 401 (EventSource then stops; no redirect to an HTML page). Anything else that
 * goes wrong: 204, which also tells EventSource not to reconnect; the page stays a plain list.
 * See docs/decisions/0012-notifications.md.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  if (!session.get("tokens")) return status(401);
  let upstream: Response;
  try {
    const auth = await requireUserSession(request, context);
    upstream = await auth.stream(API_STREAM, request.signal);
  } catch (error) {
    // A failed refresh signs the person out (its redirect carries the cookies): no stream.
    if (error instanceof Response) return status(401);
    // The API did not answer (or the page went away): the list still works without the stream.
    return status(204);
  }
  if (upstream.status === 401) return status(401);
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    // Too many open streams (429) or the API cannot stream: the page works without.
    return status(204);
  }
  return new Response(upstream.body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
