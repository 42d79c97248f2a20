import { pino, type DestinationStream, type Logger } from "pino";
import { scopeLogFields } from "./request-scope";

export type { Logger };

export interface SerializedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SerializedError;
}

const MAX_CAUSES = 3;

/** The values a failed query carried, as text, longest first (so no value hides in another). */
function paramTexts(params: unknown): string[] {
  if (!Array.isArray(params)) return [];
  return params
    .flatMap((p) => (typeof p === "string" || typeof p === "number" || typeof p === "bigint" ? [String(p)] : []))
    .filter((p) => p.length >= 3)
    .sort((a, b) => b.length - a.length);
}

/**
 * An error as it may appear in a log: its type, message, code and stack, and nothing else.
 * Database drivers hang the query's parameters on their errors (a phone, a password hash),
 * Drizzle writes them into its message ("params: ..."), and pino's standard serializer copies
 * every property. Here the values of a failed query are cut from the messages of the error and
 * of its causes (PostgreSQL quotes a bad value in its own message); the SQL text, which holds
 * only placeholders, stays.
 */
export function serializeError(error: unknown, depth = 0, inherited: string[] = []): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "a non-Error value was thrown" };
  const raw = error as Error & { code?: unknown; params?: unknown };
  const params = [...inherited, ...paramTexts(raw.params)];
  let message = raw.message.replace(/\nparams: [\s\S]*$/, "");
  for (const value of params) message = message.split(value).join("[value]");
  // The stack's first lines repeat the message: rebuild them from the clean one.
  const frames = raw.stack ? raw.stack.indexOf("\n    at ") : -1;
  const serialized: SerializedError = {
    type: raw.name,
    message,
    stack: `${raw.name}: ${message}${frames >= 0 ? raw.stack!.slice(frames) : ""}`,
  };
  if (typeof raw.code === "string" || typeof raw.code === "number") serialized.code = String(raw.code);
  if (raw.cause !== undefined && depth < MAX_CAUSES) serialized.cause = serializeError(raw.cause, depth + 1, params);
  return serialized;
}

/** One-time codes never reach the log, wherever they sit; an error's `code` (SQLSTATE, errno) does. */
function withoutOneTimeCodes(object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    if (key === "code") continue;
    if (key !== "err" && value && typeof value === "object" && !Array.isArray(value) && "code" in value) {
      const { code: _code, ...rest } = value as Record<string, unknown>;
      out[key] = rest;
    } else {
      out[key] = value;
    }
  }
  return out;
}

/**
 * Structured JSON logs on stdout (or `destination`): one line per event, ready for any log shipper.
 * `fields`: on every line (the process's pid where an instance runs several, server/cluster.ts).
 * A call must not log a field of the same name: pino writes both keys, and a JSON reader keeps
 * only the last (another process's id goes under a name of its own, e.g. workerPid).
 * A line written while a request is served also says its `requestId` and, within a GraphQL
 * operation, its `operation` (server/request-scope.ts).
 */
export function createLogger(level: string, destination?: DestinationStream, fields?: Record<string, unknown>): Logger {
  const options = {
    level,
    base: fields,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ["password", "*.password", "token", "*.token"], remove: true },
    serializers: { err: serializeError },
    formatters: { log: withoutOneTimeCodes },
    mixin: scopeLogFields,
  };
  return destination ? pino(options, destination) : pino(options);
}
