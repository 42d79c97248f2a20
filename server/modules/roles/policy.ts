import { companyField, inherit, selfField, type FieldRules } from "../../authz/fields";
import { roleModule, type CompanyPolicy, type Located } from "../../authz/policy";
import type { RoleModuleValue } from "../../db/schema";
import { companiesPolicy } from "../companies/policy";
import type { GraphQLContext } from "../../graphql/context";
import type { NotificationRow } from "../notifications/service";
import { birthdayField, contactField } from "../users/policy";
import type { CompanyUserRow, RoleRow } from "./model";

/**
 * Who may do what with a company's roles (spec sections 3, 4 and 6; issue 20). Relations to one
 * role come from the structure (server/authz/actor.ts structureRelations): its holder, and
 * whoever acts in a role above it on the managing chain (roleManager). The director acts in the
 * root, so manages every role.
 *  - Reading the structure: any member (owner, director, employee).
 *  - Changing it (save, archive, restore, delete, delete for good), inviting (by user or by link),
 *    assigning (oneself, a candidate): the director or the role's managers. A save is company-wide:
 *    an employee gets through the table and the service keeps them inside their part of the tree.
 *  - Removing the executor: the director or the role's managers, also without a director (it
 *    grants nothing).
 *  - Leaving: the role's holder; the one change a suspended company allows.
 *  - Invitations of levels 2 to 4: their candidate reads and answers them; the director and the
 *    role's managers read, list, cancel, decline and assign them; an owner reads them.
 *  - A working link's follower (linkHolder) becomes a candidate.
 * Limited modes (refusedWhen): a suspended company's roles are frozen; without a director no new
 * access is granted (invitations, links, assignments) and the structure (the employee area's
 * settings) does not change, while levels 2 to 4 keep working. While billing has suspended usage
 * (`unpaid`, decision 0026) nobody is put into a role (assigning oneself or a candidate: each
 * held role is a paid seat); the structure stays readable and changeable, so the owners and the
 * director can see what costs and cut it, and people may still give their roles up.
 */
export const rolesPolicy = {
  "role.read": ["owner", "director", "employee"],
  "role.manage.read": ["director", "roleManager"],
  // A role's resources counted (its information in the structure): those who work with them.
  "role.resources.read": ["director", "roleManager", "roleHolder"],
  "role.structure.save": { who: ["director", "employee"], refusedWhen: ["suspended", "noDirector"] },
  "role.structure.change": { who: ["director", "roleManager"], refusedWhen: ["suspended", "noDirector"] },
  "role.assignSelf": { who: ["director", "roleManager"], refusedWhen: ["suspended", "noDirector", "unpaid"] },
  "role.removeExecutor": { who: ["director", "roleManager"], refusedWhen: ["suspended"] },
  "role.leave": ["roleHolder"],
  "role.invite": { who: ["director", "roleManager"], refusedWhen: ["suspended", "noDirector"] },
  "role.link.off": { who: ["director", "roleManager"], refusedWhen: ["suspended"] },
  "invitation.link.accept": { who: ["linkHolder"], refusedWhen: ["suspended"] },
  "invitation.role.read": ["invitee", "owner", "director", "roleManager"],
  "invitation.role.list": ["director", "roleManager"],
  "invitation.role.answer": ["invitee"],
  "invitation.role.decide": { who: ["director", "roleManager"], refusedWhen: ["suspended"] },
  "invitation.role.assign": { who: ["director", "roleManager"], refusedWhen: ["suspended", "noDirector", "unpaid"] },
  // The control center's team (issue 21): the owners, the director, and a role of levels 2 to 4
  // the Team module is granted to (decision 0026: module access is what opens a module); what it
  // shows of each person passes the person's visibility (CompanyUser below).
  "team.read": ["owner", "director", "module:TEAM"],
  // The control center's access (issue 21): the director, who runs the employee area, and the
  // owners, who answer for the company (and are the ones left to revoke while it has no director).
  // Without a director nothing new is granted; a suspended company's access does not change.
  "access.read": ["owner", "director"],
  "access.grant": { who: ["owner", "director"], refusedWhen: ["suspended", "noDirector"] },
  "access.revoke": { who: ["owner", "director"], refusedWhen: ["suspended"] },
} as const satisfies CompanyPolicy<string>;

export type RolesAction = keyof typeof rolesPolicy;

/**
 * What opens each module (Company.myModules, the hub's navigation): the policy row of the
 * module's first page. A module with no page of its own yet opens to whoever acts in a role it is
 * granted to (roleModule); a module that arrives puts its own row here (files: its read action).
 */
type OpenedBy = { policy: CompanyPolicy<string>; action: string };
const granted = (module: RoleModuleValue): OpenedBy => ({ policy: { open: roleModule(module) }, action: "open" });

export const MODULE_OPENED_BY: Readonly<Record<RoleModuleValue, OpenedBy>> = {
  TASKS: granted("TASKS"),
  INSTRUCTIONS: granted("INSTRUCTIONS"),
  FILES: granted("FILES"),
  INVENTORY: granted("INVENTORY"),
  CALENDAR: granted("CALENDAR"),
  MESSENGER: granted("MESSENGER"),
  RESULTS: granted("RESULTS"),
  FINANCE: granted("FINANCE"),
  STRUCTURE: { policy: rolesPolicy, action: "role.read" },
  TEAM: { policy: rolesPolicy, action: "team.read" },
  OWNERS: { policy: companiesPolicy, action: "owners.read" },
  COMPANY_RESULTS: granted("COMPANY_RESULTS"),
  COMPANY_INVENTORY: granted("COMPANY_INVENTORY"),
  PAY: granted("PAY"),
  // The control center opens on the company's profile, which every member reads.
  CONTROL_CENTER: { policy: companiesPolicy, action: "company.read" },
};

/** Where a role is and the caller's relations to it (resolvers.ts builds it from the request's loaders). */
export type RoleLocator = (role: RoleRow, ctx: GraphQLContext) => Promise<Located>;

const own = selfField<NotificationRow>((notification) => notification.userId);

/**
 * The fields roles add. A role is reached through guarded lists and operations (a member's
 * structure, one's own roles, an invitation's role, a company's director): its own facts are
 * part of it. Its link, its history of holders and its open invitations are the managing side's
 * (role.manage.read, the same row as listCompanyInvitations); its resources' counts are also its
 * holder's (role.resources.read).
 */
export function rolesFields(locate: RoleLocator) {
  const manage = companyField<RoleRow, RolesAction>(rolesPolicy, "role.manage.read", locate);
  const resources = companyField<RoleRow, RolesAction>(rolesPolicy, "role.resources.read", locate);
  return {
    Role: {
      ...inherit("company", "deletedAt", "purgeAt", "userJoinedAt", "subordinateCount", "subordinates"),
      inviteLink: manage,
      holdings: manage,
      openInvitationCount: manage,
      candidateCount: manage,
      resources,
    },
    RoleResourceCount: inherit("kind", "state", "count"),
    RoleInviteLink: inherit("token", "expiresAt"),
    RoleHolding: inherit("id", "roleId", "userId", "joinedAt", "leftAt", "user"),
    RoleNotification: { id: own, type: own, createdAt: own, readAt: own, role: own },
    NotificationRole: inherit("id", "name", "level", "companyId", "companyName", "actor", "actorKind", "readerRoleId"),
    // Reached only through listCompanyUsers and getCompanyUser (team.read): the person's own
    // facts and stays are part of it; the phone, e-mail and birthday pass the person's choice, as
    // on a User.
    CompanyUser: {
      ...inherit("id", "name", "surname", "username", "avatar", "numberOfRoles", "former", "deleted", "userRoles"),
      phone: contactField<CompanyUserRow>("phone", (person) => person.user),
      email: contactField<CompanyUserRow>("email", (person) => person.user),
      birthday: birthdayField<CompanyUserRow>((person) => person.user),
    },
    CompanyUserRole: inherit("id", "roleId", "name", "level", "joinedAt", "leftAt"),
    // Reached only through the access operations (access.read, access.grant, access.revoke).
    RoleAccess: inherit("role", "modules", "count"),
    // The caller's own modules in a company they reached (company.read): about themselves.
    Company: inherit("myModules"),
  } satisfies FieldRules;
}
