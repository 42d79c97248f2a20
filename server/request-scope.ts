import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What every log line written while serving a request says about it: the request's id and, within
 * a GraphQL operation, the operation's name. Kept in an AsyncLocalStorage entered by the HTTP layer
 * (server/http.ts) and, per operation, by the GraphQL executor (server/yoga.ts); the
 * logger reads it for each line it writes (server/logger.ts), so a module's line ("session
 * started", "a code could not be sent") names its request without any module passing it along.
 *
 * Cost (measured, docs/decisions/0031): on Node 20 an AsyncLocalStorage in use turns on V8's
 * promise hooks for the process, a few tens of nanoseconds for each promise made.
 */
export interface RequestScope {
  readonly requestId: string;
  /** The GraphQL operations the request ran, in order, for its one "request" line (at most MAX_NAMED). */
  readonly operations: string[];
  /** Inside an operation: its name. */
  readonly operation?: string;
}

/** How many operation names a request's line keeps (a page runs a handful; a batch at most 10). */
const MAX_NAMED = 20;

const storage = new AsyncLocalStorage<RequestScope>();

/** A new request's scope (entered with `runInScope`). */
export const newRequestScope = (requestId: string): RequestScope => ({ requestId, operations: [] });

/** Runs `run` (and what it starts) in `scope`. */
export function runInScope<T>(scope: RequestScope, run: () => T): T {
  return storage.run(scope, run);
}

/** The scope of what runs now, if a request's. */
export function currentScope(): RequestScope | undefined {
  return storage.getStore();
}

/**
 * Runs one GraphQL operation in a scope of its own that names it, inside the request's (the
 * request's line then lists it). Outside a request (a test calling the API directly) it just runs.
 */
export function runOperation<T>(name: string, run: () => T): T {
  const scope = storage.getStore();
  if (!scope) return run();
  if (scope.operations.length < MAX_NAMED) scope.operations.push(name);
  return storage.run({ requestId: scope.requestId, operations: scope.operations, operation: name }, run);
}

/** The fields the logger adds to a line written now (a new object: pino merges into it). */
export function scopeLogFields(): Record<string, unknown> {
  const scope = storage.getStore();
  if (!scope) return {};
  return scope.operation === undefined
    ? { requestId: scope.requestId }
    : { requestId: scope.requestId, operation: scope.operation };
}
