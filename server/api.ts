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
import { AVATAR_UPLOAD_PATH, createAvatarEndpoint } from "./modules/users/avatar-endpoint";
import { createStorage, LocalStorage, type ObjectStorage } from "./storage";
import { LOCAL_STORAGE_PATH } from "./storage/local";
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
  /** PUT /uploads/avatar: the signed-in person's new photo (decision 0011). */
  avatarEndpoint: (request: Request) => Promise<Response>;
  /** Objects (avatars), by configuration. */
  storage: ObjectStorage;
  /** GET /storage/<key>?expires&signature: the local driver's signed URLs; null with S3. */
  storageEndpoint: ((request: Request) => Promise<Response>) | null;
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
  /** Tests: a storage of their own (another directory, an S3 endpoint of the test's). */
  storage?: ObjectStorage;
}): Api {
  const { config, db, logger } = options;
  const clock = options.clock ?? systemClock;
  const messenger = options.messenger ?? createMessenger(config, clock, logger);
  const storage = options.storage ?? createStorage(config, clock);
  const deps: ModuleDeps = { config, db, clock, logger, messenger, storage };
  const services = createServices(deps);
  const yoga = createGraphQLServer({ services, deps, clock, logger, apiKey: config.apiKey, production: config.appEnv === "production" });
  const tokenEndpoint = createTokenEndpoint({ sessions: services.sessions, apiKey: config.apiKey, logger });
  const avatarEndpoint = createAvatarEndpoint({
    authenticate: (accessToken) => services.sessions.authenticate(accessToken),
    avatars: () => services.avatars,
    logger,
  });
  const storageEndpoint = storage instanceof LocalStorage ? (request: Request) => storage.serve(request) : null;
  const notificationStream = createNotificationStream({
    apiKey: config.apiKey,
    sessions: services.sessions,
    channel: services.notificationChannel,
    logger,
  });
  const jobs = new JobRunner({ db, clock, logger, jobs: createJobs(deps, services) });

  const apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (pathname === "/graphql") return yoga.fetch(request);
    if (pathname === "/oauth/token") return tokenEndpoint(request);
    if (pathname === AVATAR_UPLOAD_PATH) return avatarEndpoint(request);
    if (storageEndpoint && pathname.startsWith(LOCAL_STORAGE_PATH)) return storageEndpoint(request);
    if (pathname === NOTIFICATION_STREAM_PATH) return notificationStream(request);
    return new Response("Not found", { status: 404 });
  }) as typeof fetch;

  return { yoga, services, deps, messenger, jobs, tokenEndpoint, avatarEndpoint, storage, storageEndpoint, notificationStream, fetch: apiFetch };
}
