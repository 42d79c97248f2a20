import type { DomainModule } from "../module";
import { identityFields } from "./policy";
import { AccountService } from "./accounts";
import { CodeService } from "./codes";
import { Guards } from "./guards";
import { identityJobs } from "./jobs";
import { createIdentityLoaders, type IdentityLoaders } from "./loaders";
import type { IdentityDeps } from "./model";
import { identityMutations, identityQueries } from "./resolvers";
import { SessionService } from "./sessions";
import { TokenService } from "./tokens";
import { TwoFactorService } from "./two-factor";

export interface IdentityServices {
  tokens: TokenService;
  /** One-time codes: sign-in, recovery, two-factor, actions confirmed by SMS. */
  codes: CodeService;
  /** Accounts and passwords. */
  accounts: AccountService;
  twoFactor: TwoFactorService;
  /** Sessions and tokens: the token endpoint's grants, the bearer check, signing out. */
  sessions: SessionService;
}

export const identityModule: DomainModule<IdentityServices, IdentityLoaders> = {
  name: "identity",
  services({ config, db, clock, logger, messenger }) {
    const tokens = new TokenService(config.tokenSigningKey, clock);
    const deps: IdentityDeps = {
      db,
      clock,
      tokens,
      messenger,
      logger,
      accessTokenTtl: config.accessTokenTtl,
      refreshTokenTtl: config.refreshTokenTtl,
      rateLimitAddressMax: config.rateLimitAddressMax,
      resendAfterSeconds: config.authResendSeconds,
    };
    const guards = new Guards(deps);
    const codes = new CodeService(deps, guards);
    const twoFactor = new TwoFactorService(deps, guards, codes);
    return {
      tokens,
      codes,
      accounts: new AccountService(deps, guards, codes),
      twoFactor,
      sessions: new SessionService(deps, guards, codes, twoFactor),
    };
  },
  resolvers: { Query: identityQueries, Mutation: identityMutations },
  fields: identityFields,
  loaders: (_services, { db }) => createIdentityLoaders(db),
  jobs: ({ config }) => identityJobs(config.refreshTokenTtl),
};
