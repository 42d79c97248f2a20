import type { DomainModule } from "../module";
import { identityJobs } from "./jobs";
import { createIdentityLoaders, type IdentityLoaders } from "./loaders";
import { identityMutations, identityQueries } from "./resolvers";
import { IdentityService } from "./service";
import { TokenService } from "./tokens";

export interface IdentityServices {
  identity: IdentityService;
  tokens: TokenService;
}

export const identityModule: DomainModule<IdentityServices, IdentityLoaders> = {
  name: "identity",
  services({ config, db, clock, logger, messenger }) {
    const tokens = new TokenService(config.tokenSigningKey, clock);
    const identity = new IdentityService({
      db,
      clock,
      tokens,
      messenger,
      logger,
      accessTokenTtl: config.accessTokenTtl,
      refreshTokenTtl: config.refreshTokenTtl,
      rateLimitAddressMax: config.rateLimitAddressMax,
      resendAfterSeconds: config.authResendSeconds,
    });
    return { identity, tokens };
  },
  resolvers: { Query: identityQueries, Mutation: identityMutations },
  loaders: (_services, { db }) => createIdentityLoaders(db),
  jobs: ({ config }) => identityJobs(config.refreshTokenTtl),
};
