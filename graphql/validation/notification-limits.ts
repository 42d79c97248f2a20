/** The notification center's bounds (browser-safe: no zod here). */
export const NOTIFICATION_LIMITS = {
  /** A page of the list when the caller names no size. */
  pageSize: 20,
  /** The largest page the API answers, whatever is asked. */
  maxPageSize: 50,
} as const;

/** The live stream of a page (server/modules/notifications/stream.ts). */
export const NOTIFICATION_STREAM_LIMITS = {
  /** Open streams per person in one API process; one more is refused with 429. */
  perUser: 5,
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: 25_000,
  /** A stream ends after this long; the browser reconnects (and the session is checked again). */
  lifetimeMs: 10 * 60_000,
  /** What the browser waits before reconnecting (the SSE `retry` field). */
  retryMs: 5_000,
} as const;
