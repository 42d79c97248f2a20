import type { roleHoldings } from "../../db/schema";

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
  user: import("../identity/model").AuthUserRow;
  roles: CompanyUserRoleRow[];
}

/** A role and the modules it may open (the GraphQL RoleAccess). */
export interface RoleAccessRow {
  role: import("../companies/service").RoleRow;
  modules: import("../../db/schema").RoleModuleValue[];
}
