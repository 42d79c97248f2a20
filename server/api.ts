import { systemClock, type Clock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createGraphQLServer, type Yoga } from "./graphql/yoga";
import type { Services } from "./graphql/context";
import type { Logger } from "./logger";
import { LiveMessenger, OutboxMessenger, type Messenger } from "./messaging";
import { createTokenEndpoint } from "./modules/identity/oauth";
import type { ModuleDeps } from "./modules/module";
import { createJobs, createServices } from "./modules/registry";
import { JobRunner } from "./jobs/runner";
import { createNotificationStream, NOTIFICATION_STREAM_PATH, type NotificationStream } from "./modules/notifications/stream";

export interface Api {
  yoga: Yoga;
  services: Services;
  /** What the modules were built from (the database, the clock...). */
  deps: ModuleDeps;
  messenger: Messenger;
  /** The background jobs of every module (started by server/index.ts, run directly by tests). */
  jobs: JobRunner;
  tokenEndpoint: (request: Request, peerAddress?: string | null) => Promise<Response>;
  /** Server-sent events of a signed-in person's new notifications (the web server relays them). */
  notificationStream: NotificationStream;
  /**
   * The API as a Fetch function: what the web app's GraphQL client and token client use when
   * both run in one process. No network hop, same requests and answers as over HTTP.
   */
  fetch: typeof fetch;
}

export function createMessenger(config: Config, clock: Clock, logger: Logger): Messenger {
  if (config.messageDriver === "outbox") return new OutboxMessenger(config.dataDir, clock);
  if (!config.smtpUrl || !config.smsGatewayUrl) throw new Error("SMTP_URL and SMS_GATEWAY_URL are needed to send messages");
  return new LiveMessenger({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    smsGatewayUrl: config.smsGatewayUrl,
    smsGatewayToken: config.smsGatewayToken,
    smsSender: config.smsSender,
    logger,
  });
}

export function createApi(options: {
  config: Config;
  db: Database;
  logger: Logger;
  clock?: Clock;
  messenger?: Messenger;
}): Api {
  const { config, db, logger } = options;
  const clock = options.clock ?? systemClock;
  const messenger = options.messenger ?? createMessenger(config, clock, logger);
  const deps: ModuleDeps = { config, db, clock, logger, messenger };
  const services = createServices(deps);
  const yoga = createGraphQLServer({ services, deps, clock, logger, apiKey: config.apiKey, production: config.appEnv === "production" });
  const tokenEndpoint = createTokenEndpoint({ sessions: services.sessions, apiKey: config.apiKey, logger });
  const notificationStream = createNotificationStream({
    apiKey: config.apiKey,
    sessions: services.sessions,
    channel: services.notificationChannel,
    logger,
  });
  const jobs = new JobRunner({ db, clock, logger, jobs: createJobs(deps) });

  const apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (pathname === "/graphql") return yoga.fetch(request);
    if (pathname === "/oauth/token") return tokenEndpoint(request);
    if (pathname === NOTIFICATION_STREAM_PATH) return notificationStream(request);
    return new Response("Not found", { status: 404 });
  }) as typeof fetch;

  return { yoga, services, deps, messenger, jobs, tokenEndpoint, notificationStream, fetch: apiFetch };
}
