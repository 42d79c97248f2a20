import type { DomainModule } from "../module";
import { companiesJobs } from "./jobs";
import { createCompaniesLoaders, type CompaniesLoaders } from "./loaders";
import { AuditEvent, Company, Owner, Role, ShareTransfer, companiesMutations, companiesQueries } from "./resolvers";
import { CompaniesService } from "./service";
import { companiesFields } from "./policy";
import type { IdentityLoaders } from "../identity/loaders";

export interface CompaniesServices {
  companies: CompaniesService;
}

/** vHold ownership: companies, owners, share transfers; and who a caller is in a company. */
export const companiesModule: DomainModule<CompaniesServices, CompaniesLoaders> = {
  name: "companies",
  services: ({ db, clock }) => ({ companies: new CompaniesService({ db, clock }) }),
  resolvers: {
    Query: companiesQueries,
    Mutation: companiesMutations,
    Company,
    CompanyCard: {},
    Owner,
    ShareTransfer,
    Role,
    AuditEvent,
  },
  fields: companiesFields,
  // Identity comes before this module in the registry: the owners' statement primes its userById.
  loaders: (_services, { db }, earlier) => createCompaniesLoaders(db, earlier as IdentityLoaders),
  jobs: (_deps, { companies }) => companiesJobs(companies),
};
