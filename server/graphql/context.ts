import type { Clock } from "../clock";
import type { Logger } from "../logger";
import type { ClientInfo, IdentityService, Viewer } from "../modules/identity/service";
import type { UserSettingsService } from "../modules/users/service";

export interface Services {
  identity: IdentityService;
  users: UserSettingsService;
}

/** What every resolver gets: who calls, from where, and the services. */
export interface GraphQLContext {
  services: Services;
  clock: Clock;
  logger: Logger;
  /** The caller presented the web server's API key. */
  apiKey: boolean;
  /** The signed-in caller, or null (no token, a bad or expired one, or an ended session). */
  viewer: Viewer | null;
  client: ClientInfo;
}
