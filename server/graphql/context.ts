import type { Clock } from "../clock";
import type { Logger } from "../logger";
import type { ClientInfo, Viewer } from "./viewer";

/**
 * The services of every module, by name (ctx.services.identity, ...), and the DataLoaders of
 * every module for one request (ctx.loaders.userById, ...). Filled in by the module registry
 * (server/registry.ts), which derives them from its list of modules: declared empty here
 * so that this file, which every resolver imports, does not import the registry and through it
 * every resolver back (docs/decisions/0016).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Loaders {}

/** What every resolver gets: who calls, from where, the services and this request's loaders. */
export interface GraphQLContext {
  services: Services;
  loaders: Loaders;
  clock: Clock;
  logger: Logger;
  /** The caller presented the web server's API key. */
  apiKey: boolean;
  /** The signed-in caller, or null (no token, a bad or expired one, or an ended session). */
  viewer: Viewer | null;
  client: ClientInfo;
  /**
   * The role the caller acts in (the spec's x-current-role-id, sent on vHub paths), when the
   * header holds an id; whether the caller holds it is decided per company (server/authz/actor.ts).
   */
  currentRoleId: string | null;
  /** Objects this operation answers as the caller's own without a signed-in caller (vouchFor). */
  vouched: WeakSet<object>;
}
