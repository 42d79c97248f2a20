import type { FieldRules } from "../authz/fields";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Resolvers } from "../graphql/generated/resolvers";
import type { Job } from "../jobs/runner";
import type { Logger } from "../logger";
import type { Messenger } from "../messaging";
import type { ObjectStorage } from "../storage";
import type { RoleResourceCounter } from "./roles/resources";

/** What every module is built from: the process's parts, the same for all modules. */
export interface ModuleDeps {
  config: Config;
  db: Database;
  clock: Clock;
  logger: Logger;
  messenger: Messenger;
  /** Objects (avatars): local disk or S3-compatible, by configuration (server/storage). */
  storage: ObjectStorage;
}

/**
 * An HTTP entry a module serves besides /graphql: an upload, a live stream, a provider's
 * callback. The API mounts every module's entries in one place, with the declared method and
 * body limit: the in-process fetch (server/api.ts) and Node (server/http.ts, where a larger body
 * is answered 413 before it is read, server/body-limit.ts; a `stream` entry's body is not read).
 */
export interface ModuleEndpoint {
  /** Any other method is answered 405 before the handler runs. */
  method: "GET" | "POST" | "PUT";
  /** The exact path, e.g. /uploads/avatar. */
  path: string;
  /** The largest request body taken, in bytes; 0 for none. */
  bodyLimit: number;
  /**
   * The body reaches the handler unread, as a stream (a file's upload, up to 2 GiB): only a
   * declared Content-Length over bodyLimit is refused up front (413); the handler enforces the
   * limit on what it reads.
   */
  stream?: boolean;
  /** The JSON of the 413 answer to a larger body, in the endpoint's own error shape. */
  tooLarge?: unknown;
  handler(request: Request): Promise<Response>;
  /** Ends what the entry holds open (live streams) when the process stops. */
  close?(): void;
}

/**
 * A domain area (identity, companies, votes, knowledge...): its services, its resolvers, its
 * per-request DataLoaders, its background jobs and its HTTP entries. The API is assembled from the list in
 * ./registry.ts; nothing is merged by hand. See docs/decisions/0005-module-layout.md.
 */
export interface DomainModule<TServices extends object, TLoaders extends object = Record<never, never>> {
  name: string;
  /** Builds the services once per process. `earlier` holds the services of the modules before it. */
  services(deps: ModuleDeps, earlier: object): TServices;
  /** Root and type resolvers; the registry refuses a field two modules both implement. */
  resolvers: Resolvers;
  /**
   * Who may read each field of the object types (and type extensions) this module declares
   * (server/authz/fields.ts). Every field of the schema has a rule or the API does not start.
   */
  fields: FieldRules;
  /**
   * DataLoaders for one request: one query per list, never one per row. `earlier` holds the
   * loaders of the modules before it (a statement that reads their rows too primes them).
   */
  loaders?(services: TServices, deps: ModuleDeps, earlier: object): TLoaders;
  /** Idempotent sweeps the job runner calls (server/jobs), built on the module's own services. */
  jobs?(deps: ModuleDeps, services: TServices): Job[];
  /**
   * The role resources this module keeps (tasks, files, instructions...), counted by its own
   * services for a role's information in the structure (server/modules/roles/resources.ts). Asked
   * once every module's services exist.
   */
  roleResources?(services: TServices, deps: ModuleDeps): RoleResourceCounter[];
  /**
   * HTTP entries besides /graphql. `services` holds every module's services (narrow it to those
   * used, as services() narrows `earlier`).
   */
  endpoints?(services: object, deps: ModuleDeps): ModuleEndpoint[];
}
