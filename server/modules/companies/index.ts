import type { DomainModule } from "../module";
import { companiesJobs } from "./jobs";
import { createCompaniesLoaders, type CompaniesLoaders } from "./loaders";
import { AuditEvent, Company, Owner, Role, ShareTransfer, companiesMutations, companiesQueries } from "./resolvers";
import { CompaniesService } from "./service";
import { companiesFields } from "./policy";

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
  loaders: (_services, { db }) => createCompaniesLoaders(db),
  jobs: (_deps, { companies }) => companiesJobs(companies),
};
