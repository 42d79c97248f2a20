import { COMPANY_AVATAR_MAX_BYTES } from "#graphql/validation/company-limits";
import type { IdentityServices } from "../identity";
import type { DomainModule } from "../module";
import { avatarFailure } from "../users/avatar-endpoint";
import { createCompanyAvatarEndpoint } from "./avatar-endpoint";
import { COMPANY_AVATAR_UPLOAD_PATH, CompanyAvatarUploadUrls } from "./avatar-upload-url";
import { companiesJobs } from "./jobs";
import { createCompaniesLoaders, type CompaniesLoaders } from "./loaders";
import { companyAvatarTooLarge, CompanyProfileService } from "./profile";
import {
  AuditEvent,
  Company,
  CompanyCard,
  Owner,
  Role,
  ShareTransfer,
  companiesMutations,
  companiesQueries,
} from "./resolvers";
import { AccountDeletionOwnership } from "./account-deletion";
import { CompaniesService } from "./companies";
import { OwnersService } from "./owners";
import { ShareTransfersService } from "./transfers";
import { companiesFields } from "./policy";
import type { IdentityLoaders } from "../identity/loaders";

export interface CompaniesServices {
  /** A company's own row: created, read, changed; locked for other modules; what the owners' votes decide. */
  companies: CompaniesService;
  /** A company's owners, current and former; the people to pick. */
  owners: OwnersService;
  /** Share transfers: the offer its SMS code confirms, the pending transfer, its end. */
  shareTransfers: ShareTransfersService;
  /** What deleting an account does to the person's companies (decision 0010). */
  accountDeletionOwnership: AccountDeletionOwnership;
  /** The company's profile beyond its details: industry types and the avatar (issue 21). */
  companyProfile: CompanyProfileService;
}

/** vHold ownership: companies, owners, share transfers; and who a caller is in a company. */
export const companiesModule: DomainModule<CompaniesServices, CompaniesLoaders> = {
  name: "companies",
  services: ({ db, clock, storage, logger, config }) => ({
    companies: new CompaniesService({ db, clock }),
    owners: new OwnersService({ db }),
    shareTransfers: new ShareTransfersService({ db, clock }),
    accountDeletionOwnership: new AccountDeletionOwnership({ db, clock }),
    companyProfile: new CompanyProfileService({
      db,
      clock,
      storage,
      logger,
      uploadUrls: new CompanyAvatarUploadUrls(config.tokenSigningKey, clock),
    }),
  }),
  resolvers: {
    Query: companiesQueries,
    Mutation: companiesMutations,
    Company,
    CompanyCard,
    Owner,
    ShareTransfer,
    Role,
    AuditEvent,
    IndustryCategory: {},
    IndustryDivision: {},
    IndustryType: {},
    IndustryTranslation: {},
  },
  fields: companiesFields,
  // Identity comes before this module in the registry: the owners' statement primes its userById.
  loaders: (_services, { db, config }, earlier) =>
    createCompaniesLoaders(db, config.features, earlier as IdentityLoaders),
  jobs: (_deps, { companies, companyProfile }) => companiesJobs(companies, companyProfile),
  // The company avatar upload: one raw PNG or JPEG from an owner or the director (decision 0011),
  // under their token or by a signed URL generateCompanyAvatarUploadUrl made (decision 0023).
  endpoints: (services, { db, config, logger }) => {
    const { sessions, companyProfile } = services as IdentityServices & CompaniesServices;
    return [
      {
        method: "PUT",
        path: COMPANY_AVATAR_UPLOAD_PATH,
        bodyLimit: COMPANY_AVATAR_MAX_BYTES,
        tooLarge: avatarFailure(companyAvatarTooLarge()),
        handler: createCompanyAvatarEndpoint({
          db,
          features: config.features,
          apiKey: config.apiKey,
          authenticate: (accessToken) => sessions.authenticate(accessToken),
          sessionIsLive: (viewer) => sessions.isLive(viewer),
          profile: () => companyProfile,
          logger,
        }),
      },
    ];
  },
};
