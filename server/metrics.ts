/**
 * The process's metrics in Prometheus's text format, answered at /metrics (server/http.ts):
 * HTTP requests by route group and status, GraphQL operations by name and outcome, the database
 * pool, job runs, messages sent and failed, live-notification listeners, and Node's own (event
 * loop lag, heap, GC, CPU). Issue 43.
 *
 * One registry per process (prom-client's way): the parts that count (the HTTP app, the GraphQL
 * server, the job runner, the messenger, the notification stream) record here without passing an
 * object through every constructor. Several apps in one process (the integration tests) count
 * into the same series, which only adds up. With WEB_CONCURRENCY above 1 each server process has
 * its own counts and a scrape reaches one of them: scrape each process, or run one per machine.
 *
 * Labels are bounded: a route is one of a fixed set of groups (not the address), an operation
 * name is kept for the first OPERATION_NAMES distinct well-formed names and "other" after them, a
 * job and a channel come from the code.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "HTTP requests by method, route group and status, with their duration",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const graphqlOperations = new Histogram({
  name: "graphql_operation_duration_seconds",
  help: "GraphQL operations executed, by operation name and outcome (ok, or error when the answer carries errors)",
  labelNames: ["operation", "outcome"] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

export const jobRunCount = new Counter({
  name: "job_runs_total",
  help: "Runs of the time-based jobs, by job and status (ran, failed)",
  labelNames: ["job", "status"] as const,
  registers: [metricsRegistry],
});

export const messagesSent = new Counter({
  name: "messages_total",
  help: "SMS and e-mail messages handed to their gateway, by channel and outcome (sent, failed)",
  labelNames: ["channel", "outcome"] as const,
  registers: [metricsRegistry],
});

export const liveListeners = new Gauge({
  name: "live_notification_listeners",
  help: "Open live-notification streams (server-sent events) of this process",
  registers: [metricsRegistry],
});

/** The database pool's numbers, read at each scrape from whatever pool the process opened. */
export type PoolStats = () => { total: number; idle: number; waiting: number } | null;
const pools = new Set<PoolStats>();
new Gauge({
  name: "db_pool_connections",
  help: "Connections of the PostgreSQL pool by state (total, idle, waiting clients); none on the embedded engine",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const stats of pools) {
      const now = stats();
      if (!now) continue;
      this.inc({ state: "total" }, now.total);
      this.inc({ state: "idle" }, now.idle);
      this.inc({ state: "waiting" }, now.waiting);
    }
  },
});

/** Counts a pool in db_pool_connections until the returned function is called (its close). */
export function watchPool(stats: PoolStats): () => void {
  pools.add(stats);
  return () => void pools.delete(stats);
}

const OPERATION_NAMES = 200;
const WELL_FORMED = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const operationNames = new Set<string>();

/** The label of an operation's name: "anonymous", the name, or "other" past the cap or when malformed. */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return "anonymous";
  if (!WELL_FORMED.test(name)) return "other";
  if (operationNames.has(name)) return name;
  if (operationNames.size >= OPERATION_NAMES) return "other";
  operationNames.add(name);
  return name;
}

/** The route group of a request's path: a fixed set, so that addresses never become series. */
export function routeGroup(path: string, endpoints: readonly string[]): string {
  if (path === "/graphql") return "graphql";
  if (path === "/oauth/token") return "oauth_token";
  if (path === "/livez" || path === "/readyz" || path === "/healthz") return "probe";
  if (path === "/metrics") return "metrics";
  if (path.startsWith("/assets/")) return "assets";
  if (path.startsWith("/storage/")) return "storage";
  if (path.startsWith("/dev/")) return "dev";
  for (const endpoint of endpoints) if (path === endpoint) return endpoint;
  if (path.endsWith(".data")) return "page_data";
  return "page";
}
