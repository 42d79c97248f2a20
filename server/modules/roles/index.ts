import type { CompaniesServices } from "../companies";
import type { InvitationsServices } from "../invitations";
import type { DomainModule } from "../module";
import { rolesJobs } from "./jobs";
import { createRolesLoaders, type RolesLoaders } from "./loaders";
import { rolesFields } from "./policy";
import {
  CompanyModules,
  CompanyUser,
  CompanyUserRole,
  NotificationRole,
  Role,
  RoleAccess,
  RoleHolding,
  RoleNotification,
  locateRole,
  rolesMutations,
  rolesQueries,
} from "./resolvers";
import { RoleResourceCounters } from "./resources";
import { RolesService } from "./service";

export interface RolesServices {
  roles: RolesService;
  /** The modules' counters of a role's resources (tasks, files...): registered by each module at start. */
  roleResources: RoleResourceCounters;
}

/** vHub's spine (issue 20): a company's roles in their managing tree, their holders and the invitations to them. */
export const rolesModule: DomainModule<RolesServices, RolesLoaders> = {
  name: "roles",
  services: ({ db, clock, config }, earlier) => {
    // Companies and invitations come before this module: it locks companies and writes invitations through them.
    const { companies, invitations } = earlier as CompaniesServices & InvitationsServices;
    const roles = new RolesService({ db, clock, companies, invitations, accessEnabled: config.features.access });
    // A deleted company's roles are left vacant and its invitations end, by this module's service.
    companies.onDeleted((tx, actor, company) => roles.endWithCompany(tx, actor, company));
    return { roles, roleResources: new RoleResourceCounters() };
  },
  resolvers: {
    Query: rolesQueries,
    Mutation: rolesMutations,
    Company: CompanyModules,
    CompanyUser,
    CompanyUserRole,
    Role,
    RoleAccess,
    RoleHolding,
    RoleNotification,
    NotificationRole,
  },
  fields: rolesFields(locateRole),
  loaders: ({ roles, roleResources }) => createRolesLoaders(roles, roleResources),
  jobs: (_deps, { roles }) => rolesJobs(roles),
};
