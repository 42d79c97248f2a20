import type { Clock } from "../../clock";
import type { AuditActor } from "../../audit";
import type { Database, Executor } from "../../db/client";
import type { RoleModuleValue, roleHoldings } from "../../db/schema";
import { DomainError } from "../../errors";
import type { CompaniesService } from "../companies/companies";
import type { AuthUserRow } from "../identity/model";
import type { InvitationsService } from "../invitations/service";

/** A role of a company's structure (the GraphQL Role). */
import type { RoleRow } from "../../db/schema";
export type { RoleRow };

/** One person's time in a role (the GraphQL RoleHolding). */
export type RoleHoldingRow = typeof roleHoldings.$inferSelect;

/** A role's working invitation link (the GraphQL RoleInviteLink). */
export interface RoleInviteLinkRow {
  token: string;
  expiresAt: Date;
}

/** One stay of a person in one of the company's roles (the GraphQL CompanyUserRole). */
export interface CompanyUserRoleRow {
  id: string;
  roleId: string;
  name: string;
  /** The director's role under vHold's name: read in the caller's language (graphql/role-names.ts). */
  nameIsDefault: boolean;
  level: number;
  joinedAt: Date;
  leftAt: Date | null;
}

/** A person who holds or held a role of the company, with every stay (the GraphQL CompanyUser). */
export interface CompanyUserRow {
  companyId: string;
  user: AuthUserRow;
  roles: CompanyUserRoleRow[];
}

/** A role and the modules it may open (the GraphQL RoleAccess). */
export interface RoleAccessRow {
  role: RoleRow;
  modules: RoleModuleValue[];
}

/** A role of the structure page: the row, its executor's row and its live subordinates' count. */
export interface StructureEntry {
  role: RoleRow;
  user: AuthUserRow | null;
  subordinates: number;
}

/**
 * What every use case of the module (structure.ts, removal.ts, holders.ts, invitations.ts,
 * access.ts, team.ts) is built with. Every change runs in one transaction holding the company's
 * row (CompaniesService.lockForChange, locks.ts): two changes of one company queue.
 */
export interface RolesDeps {
  db: Database;
  clock: Clock;
  companies: CompaniesService;
  invitations: InvitationsService;
  /** The access feature flag (FEATURE_ACCESS): off, the access operations are refused. */
  accessEnabled?: boolean;
  /**
   * What other modules do when a role leaves the live structure (archived or deleted by hand), in
   * the same transaction: registered at start through Roles.onRemoved (the tasks module gives an
   * archived executor's open tasks back to their givers). This module writes no other module's tables.
   */
  removalSteps?: RoleRemovalStep[];
}

/** One module's part of a role's removal from the live structure (Roles.onRemoved). */
export type RoleRemovalStep = (
  tx: Executor,
  actor: AuditActor,
  company: { id: string; name: string },
  role: Pick<RoleRow, "id" | "name" | "nameIsDefault" | "level">,
  now: Date,
) => Promise<void>;

/** The use cases take callers the roles policy let through (resolvers.ts); which action is the resolver's. */
export type RolesAction = string;

/** A search as a LIKE pattern takes it literally. */
export { escapeLike } from "../../db/like";

export const roleNotFound = () => new DomainError("OWNER_NOT_FOUND", "Role not found");
export const suspended = () => new DomainError("COMPANY_SUSPENDED", "The company is suspended");
export const noDirector = () => new DomainError("COMPANY_WITHOUT_DIRECTOR", "The company has no director");
export const directorByVote = () =>
  new DomainError("BAD_USER_INPUT", "The director's role is given by the owners' vote", {
    fields: { "": ["validation.role.directorByVote"] },
  });
export const notLive = () =>
  new DomainError("BAD_USER_INPUT", "The role is archived", { fields: { "": ["validation.role.archived"] } });
/** A link that is off, expired, of an archived role or of another company. */
export const linkRefusal = () =>
  new DomainError("BAD_USER_INPUT", "The link does not work", { fields: { "": ["validation.invitation.link"] } });
