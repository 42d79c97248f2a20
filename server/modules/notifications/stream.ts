import { NOTIFICATION_STREAM_LIMITS } from "#graphql/validation/notification-limits";
import { apiKeyCheck } from "../../api-key";
import type { Logger } from "../../logger";
import type { SessionService } from "../identity/sessions";
import type { NotificationChannel } from "./channel";
import { liveListeners } from "../../metrics";

/** Where the API serves the stream (GET, declared by the module); the web server's /profile/events relays it. */
export const NOTIFICATION_STREAM_PATH = "/events/notifications";

const encoder = new TextEncoder();

/**
 * Server-sent events of the signed-in person's new notifications: `event: notification` with the
 * notification's id, sent when the transaction that wrote it commits. Only the web server calls
 * it (the API key) on behalf of a signed-in person (their access token); the browser reaches it
 * through the web server, which holds the session (docs/decisions/0012-notifications.md).
 *
 * Bounded: a heartbeat comment every heartbeatMs, an end after lifetimeMs (the browser
 * reconnects and is authenticated again), at most perUser open streams per person in this
 * process, and every timer and subscription released when either side closes.
 */
export function createNotificationStream(options: {
  apiKey: string;
  sessions: Pick<SessionService, "authenticate">;
  channel: NotificationChannel;
  logger: Logger;
  limits?: Partial<typeof NOTIFICATION_STREAM_LIMITS>;
}) {
  const limits = { ...NOTIFICATION_STREAM_LIMITS, ...options.limits };
  const isApiKey = apiKeyCheck(options.apiKey);
  const open = new Map<string, number>();
  const enders = new Set<() => void>();

  const handler = async (request: Request): Promise<Response> => {
    if (!isApiKey(request.headers.get("x-api-key"))) return new Response("Forbidden", { status: 403 });
    const authorization = request.headers.get("authorization") ?? "";
    const bearer = authorization.startsWith("Bearer ") ? authorization.slice(7).trim() : "";
    const viewer = bearer ? await options.sessions.authenticate(bearer) : null;
    if (!viewer) return new Response("Unauthorized", { status: 401 });
    const { userId } = viewer;
    if ((open.get(userId) ?? 0) >= limits.perUser) {
      return new Response("Too Many Requests", {
        status: 429,
        headers: { "retry-after": String(Math.ceil(limits.retryMs / 1000)) },
      });
    }
    open.set(userId, (open.get(userId) ?? 0) + 1);
    liveListeners.inc();

    let cleanup = () => {};
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        let closed = false;
        const timers: NodeJS.Timeout[] = [];
        let unsubscribe = () => {};
        const send = (text: string) => {
          if (closed) return;
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            cleanup();
          }
        };
        cleanup = () => {
          if (closed) return;
          closed = true;
          for (const timer of timers) clearTimeout(timer);
          unsubscribe();
          request.signal.removeEventListener("abort", end);
          enders.delete(end);
          liveListeners.dec();
          const left = (open.get(userId) ?? 1) - 1;
          if (left > 0) open.set(userId, left);
          else open.delete(userId);
        };
        const end = () => {
          if (closed) return;
          cleanup();
          try {
            controller.close();
          } catch {
            // Already closed by the reader.
          }
        };
        request.signal.addEventListener("abort", end);
        enders.add(end);
        if (request.signal.aborted) return end();
        send(`retry: ${limits.retryMs}\n: open\n\n`);
        try {
          unsubscribe = await options.channel.subscribe(userId, (signal) => {
            send(`event: notification\ndata: ${JSON.stringify({ id: signal.id })}\n\n`);
          });
        } catch (error) {
          options.logger.error({ err: error }, "the notification stream could not listen");
          return end();
        }
        if (closed) return unsubscribe();
        timers.push(
          setInterval(() => send(": ping\n\n"), limits.heartbeatMs),
          setTimeout(end, limits.lifetimeMs),
        );
        for (const timer of timers) timer.unref?.();
      },
      cancel() {
        cleanup();
      },
    });
    return new Response(body, {
      headers: {
        "content-type": "text/event-stream; charset=utf-8",
        // no-transform: the compression middleware leaves the stream alone (it would buffer it).
        "cache-control": "no-cache, no-transform",
        "x-accel-buffering": "no",
      },
    });
  };

  return Object.assign(handler, {
    /** Open streams of a person in this process (tests). */
    openCount: (userId: string) => open.get(userId) ?? 0,
    /** Ends every open stream (the process is stopping: browsers reconnect elsewhere). */
    closeAll: () => {
      for (const end of [...enders]) end();
    },
  });
}

export type NotificationStream = ReturnType<typeof createNotificationStream>;
