import type { ExecutionResult } from "graphql";
import type { GraphQLAnswer, InProcessGraphQL } from "#graphql/transport";
import { systemClock, type Clock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createGraphQLServer, type Yoga } from "./yoga";
import type { Services } from "./graphql/context";
import type { Logger } from "./logger";
import { countedMessenger, LiveMessenger, OutboxMessenger, type Messenger } from "./messaging";
import { createTokenEndpoint } from "./modules/identity/oauth";
import type { ModuleDeps, ModuleEndpoint } from "./modules/module";
import { createEndpoints, createJobs, createServices } from "./registry";
import { JobRunner } from "./jobs/runner";
import { createStorage, LocalStorage, type ObjectStorage } from "./storage";
import { LOCAL_STORAGE_PATH } from "./storage/local";
import { storageJobs } from "./storage/temporary-files";

export interface Api {
  yoga: Yoga;
  services: Services;
  /** What the modules were built from (the database, the clock...). */
  deps: ModuleDeps;
  messenger: Messenger;
  /** The background jobs of every module and of the storage (started by server/index.ts, run directly by tests). */
  jobs: JobRunner;
  tokenEndpoint: (request: Request, peerAddress?: string | null) => Promise<Response>;
  /**
   * The modules' own HTTP entries (the photo upload, the notification stream...), each with its
   * method and body limit; served by `fetch` and mounted by server/http.ts.
   */
  endpoints: readonly ModuleEndpoint[];
  /** Ends what the entries hold open (live streams: browsers reconnect elsewhere). */
  closeEndpoints(): void;
  /** Objects (avatars), by configuration. */
  storage: ObjectStorage;
  /** /storage/<key>?…&signature: the local driver's signed reads (GET, HEAD) and uploads (PUT); null with S3. */
  storageEndpoint: ((request: Request) => Promise<Response>) | null;
  /**
   * The API as a Fetch function: what the web app's GraphQL client and token client use when
   * both run in one process. No network hop, same requests and answers as over HTTP.
   */
  fetch: typeof fetch;
  /** GraphQL without HTTP for the web app in the same process (graphql/transport.ts). */
  graphql: InProcessGraphQL;
}

/**
 * An execution result as the JSON of /graphql carries it: Yoga's result processor leaves out the
 * errors' internal extensions (http, unexpected) and writes each error as its toJSON(); objects
 * are plain (graphql-js makes its result objects without a prototype, JSON.parse with one).
 */
function asAnswer(result: ExecutionResult): GraphQLAnswer {
  const answer: GraphQLAnswer = {};
  if (result.errors?.length) {
    answer.errors = result.errors.map((error) => {
      const json = error.toJSON();
      const {
        http: _http,
        unexpected: _unexpected,
        ...extensions
      } = (json.extensions ?? {}) as Record<string, unknown>;
      const { extensions: _all, ...rest } = json;
      return Object.keys(extensions).length ? { ...rest, extensions } : rest;
    });
  }
  if ("data" in result) answer.data = plain(result.data);
  return answer;
}

/** A copy with ordinary objects for graphql-js's prototype-less ones (what JSON.parse gives). */
function plain(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(plain);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = plain((value as Record<string, unknown>)[key]);
  return copy;
}

export function createMessenger(config: Config, clock: Clock, logger: Logger): Messenger {
  if (config.messageDriver === "outbox") return new OutboxMessenger(config.dataDir, clock);
  if (!config.smtpUrl || !config.smsGatewayUrl)
    throw new Error("SMTP_URL and SMS_GATEWAY_URL are needed to send messages");
  return new LiveMessenger({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    smsGatewayUrl: config.smsGatewayUrl,
    smsGatewayToken: config.smsGatewayToken,
    smsSender: config.smsSender,
    logger,
  });
}

/**
 * A module's entry: its declared method, or 405 before the handler runs. A streamed entry's body
 * is passed on unread; one declared larger than its limit is refused here (413) without a byte read.
 */
export async function serveEndpoint(endpoint: ModuleEndpoint, request: Request): Promise<Response> {
  if (request.method !== endpoint.method)
    return new Response(null, { status: 405, headers: { allow: endpoint.method } });
  const declared = request.headers.get("content-length");
  if (endpoint.stream && declared !== null && Number(declared) > endpoint.bodyLimit) {
    await request.body?.cancel().catch(() => undefined);
    const body = JSON.stringify(endpoint.tooLarge ?? { error: "Request body too large" });
    return new Response(body, { status: 413, headers: { "content-type": "application/json" } });
  }
  return endpoint.handler(request);
}

export function createApi(options: {
  config: Config;
  db: Database;
  logger: Logger;
  clock?: Clock;
  messenger?: Messenger;
  /** Tests: a storage of their own (another directory, an S3 endpoint of the test's). */
  storage?: ObjectStorage;
}): Api {
  const { config, db, logger } = options;
  const clock = options.clock ?? systemClock;
  const messenger = options.messenger ?? createMessenger(config, clock, logger);
  const storage = options.storage ?? createStorage(config, clock);
  const deps: ModuleDeps = { config, db, clock, logger, messenger: countedMessenger(messenger), storage };
  const services = createServices(deps);
  const yoga = createGraphQLServer({
    services,
    deps,
    clock,
    logger,
    apiKey: config.apiKey,
    production: config.appEnv === "production",
  });
  const tokenEndpoint = createTokenEndpoint({ sessions: services.sessions, apiKey: config.apiKey, logger });
  const storageEndpoint = storage instanceof LocalStorage ? (request: Request) => storage.serve(request) : null;
  const endpoints = createEndpoints(services, deps);
  const endpointAt = new Map(endpoints.map((endpoint) => [endpoint.path, endpoint]));
  // The modules' sweeps, and the storage's own (what killed writes left, whichever module wrote).
  const jobs = new JobRunner({ db, clock, logger, jobs: [...createJobs(deps, services), ...storageJobs(storage)] });

  const apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (pathname === "/graphql") return yoga.fetch(request);
    if (pathname === "/oauth/token") return tokenEndpoint(request);
    if (storageEndpoint && pathname.startsWith(LOCAL_STORAGE_PATH)) return storageEndpoint(request);
    const endpoint = endpointAt.get(pathname);
    if (endpoint) return serveEndpoint(endpoint, request);
    return new Response("Not found", { status: 404 });
  }) as typeof fetch;

  // The operations of one call share one Request (its headers: the caller, the API key), so that,
  // as in a batched POST, the token is checked once and the lookups share the request's loaders.
  // Each runs through Yoga's own pipeline for parsed parameters (its plugins, validation,
  // masking), as /graphql runs each operation of a batch; only the HTTP around it is left out.
  const graphql: InProcessGraphQL = (operations, headers) => {
    const request = new Request(`http://api.internal${yoga.graphqlEndpoint}`, { method: "POST", headers });
    return Promise.all(
      operations.map(async (params) => {
        const result = await yoga.getResultForParams({ params, request }, {} as never);
        if (!result || Symbol.asyncIterator in (result as object))
          throw new Error("a streamed GraphQL result cannot be answered in process");
        return asAnswer(result as ExecutionResult);
      }),
    );
  };

  const closeEndpoints = () => {
    for (const endpoint of endpoints) endpoint.close?.();
  };
  return {
    yoga,
    services,
    deps,
    messenger,
    jobs,
    tokenEndpoint,
    endpoints,
    closeEndpoints,
    storage,
    storageEndpoint,
    fetch: apiFetch,
    graphql,
  };
}
