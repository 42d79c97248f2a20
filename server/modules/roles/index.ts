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
import { ModuleAccess } from "./access";
import { RoleHolders } from "./holders";
import { RoleInvitations } from "./invitations";
import type { RoleRemovalStep, RolesDeps } from "./model";
import { RoleRemoval } from "./removal";
import { RoleResourceCounters } from "./resources";
import { RoleStructure } from "./structure";
import { RoleTeam } from "./team";

export type { ModuleAccess, RoleHolders, RoleInvitations, RoleRemoval, RoleStructure, RoleTeam };

/**
 * The module's use cases, one object per file named for what it does; other modules reach them
 * through here. Together they are the only writer of roles (the director's role too: the owners'
 * vote hands it over through holders.assignDirector) and of the role invitations of levels 2 to 4
 * (through the invitations service).
 */
export interface Roles {
  /** The tree read (the structure page, the relations) and saved whole. */
  structure: RoleStructure;
  /** Archiving, deleting, restoring and purging a role. */
  removal: RoleRemoval;
  /** Who holds a role: its history, leaving, removing, taking it, the director's role, vacating. */
  holders: RoleHolders;
  /** Invitations to roles of levels 2 to 4 and their links. */
  invitations: RoleInvitations;
  /** The modules a role may open. */
  access: ModuleAccess;
  /** The company's people, a page at a time. */
  team: RoleTeam;
  /** Registers, at start, another module's part of a role's removal from the live structure (RolesDeps.removalSteps). */
  onRemoved(step: RoleRemovalStep): void;
}

function createRoles(given: RolesDeps): Roles {
  const removalSteps: RoleRemovalStep[] = [];
  const deps = { ...given, removalSteps };
  const holders = new RoleHolders(deps);
  return {
    structure: new RoleStructure(deps),
    removal: new RoleRemoval(deps),
    holders,
    invitations: new RoleInvitations(deps, holders),
    access: new ModuleAccess(deps),
    team: new RoleTeam(deps),
    onRemoved: (step) => void removalSteps.push(step),
  };
}

export interface RolesServices {
  roles: Roles;
  /** The modules' counters of a role's resources (tasks, files...): registered by each module at start. */
  roleResources: RoleResourceCounters;
}

/** vHub's spine (issue 20): a company's roles in their managing tree, their holders and the invitations to them. */
export const rolesModule: DomainModule<RolesServices, RolesLoaders> = {
  name: "roles",
  services: ({ db, clock, config }, earlier) => {
    // Companies and invitations come before this module: it locks companies and writes invitations through them.
    const { companies, invitations } = earlier as CompaniesServices & InvitationsServices;
    const roles = createRoles({ db, clock, companies, invitations, accessEnabled: config.features.access });
    // A deleted company (CompaniesService.deleteCompany, in its transaction): its invitations end
    // and its roles are left vacant, by this module's use cases.
    companies.onDeleted(async (tx, actor, company) => {
      await roles.invitations.endForCompany(tx, actor, company, "companyDeleted");
      await roles.holders.vacate(tx, actor, { companyId: company.id, reason: "companyDeleted" });
    });
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
  jobs: (_deps, { roles }) => rolesJobs(roles.removal),
};
