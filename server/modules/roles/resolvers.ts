import { z } from "zod";
import { DIRECTOR_ROLE_STORED_NAME, roleName } from "#graphql/role-names";
import { INVITE_TOKEN, roleCandidate, saveCompanyStructureInput, structureView } from "#graphql/validation/roles";
import { UUID } from "#graphql/validation/uuid";
import { actingRoles, relationsOf, structureRelations, type Relation } from "../../authz/actor";
import { currentHeldRole } from "../../authz/current-role";
import { can, companyGuard, type Located } from "../../authz/policy";
import { ROLE_MODULES } from "../../db/schema";
import { DomainError, parseInput } from "../../errors";
import type { GraphQLContext } from "../../graphql/context";
import type {
  CompanyResolvers,
  CompanyUserResolvers,
  CompanyUserRoleResolvers,
  RoleAccessResolvers,
  MutationResolvers,
  NotificationRoleResolvers,
  QueryResolvers,
  RoleHoldingResolvers,
  RoleNotificationResolvers,
  RoleResolvers,
} from "../../graphql/generated/resolvers";
import { guard, requireViewer } from "../../graphql/policy";
import type { InvitationRow } from "../invitations/service";
import type { RolePayload } from "../notifications/kinds";
import { MODULE_OPENED_BY, rolesPolicy, type RoleLocator } from "./policy";
import { linkWorks, purgeAt } from "./rules";
import { linkRefusal, type RoleRow } from "./model";
import { COMPANY_USERS_PAGE_MAX } from "./team";

const limitOf = (limit: number | null | undefined) => Math.min(Math.max(Math.trunc(limit ?? 50), 1), 100);

/** The caller's relations to one role, from the structure the request has loaded once. */
async function roleRelations(ctx: GraphQLContext, role: Pick<RoleRow, "id" | "companyId">): Promise<Relation[]> {
  if (!ctx.viewer) return [];
  const actor = await ctx.loaders.companyActor.load({ userId: ctx.viewer.userId, companyId: role.companyId });
  const acting = actingRoles(actor, ctx.currentRoleId);
  if (!acting.length) return [];
  let structure = await ctx.loaders.companyStructure.load(role.companyId);
  if (!structure.byId.has(role.id)) structure = await ctx.loaders.companyStructureFull.load(role.companyId);
  return structureRelations(structure.byId, acting, role.id);
}

/** A role by its id: vHub's current role, when it is the caller's, from the header's read (no statement of its own). */
async function roleOf(id: string, ctx: GraphQLContext) {
  const roleId = id.toLowerCase();
  if (roleId === ctx.currentRoleId?.toLowerCase()) await currentHeldRole(ctx);
  return ctx.loaders.roleById.load(roleId);
}

/** A role found by its id, and the caller's relations to it; null (answered as not found) for any other id. */
async function locateRoleId(id: string, ctx: GraphQLContext): Promise<Located | null> {
  if (!UUID.test(id)) return null;
  const role = await roleOf(id, ctx);
  if (!role) return null;
  return { companyId: role.companyId, relations: await roleRelations(ctx, role) };
}

/** A role found by its id, for a rule that asks only who the caller is in its company (role.read): no walk of the structure. */
async function locateRoleCompany(id: string, ctx: GraphQLContext): Promise<Located | null> {
  if (!UUID.test(id)) return null;
  const role = await roleOf(id, ctx);
  return role ? { companyId: role.companyId } : null;
}

export const locateRole: RoleLocator = async (role, ctx) => ({
  companyId: role.companyId,
  relations: await roleRelations(ctx, role),
});

/** An invitation of level 2 to 4 and the caller's relations to it: its candidate, and those to its role. */
export async function locateRoleInvitation(invitation: InvitationRow, ctx: GraphQLContext): Promise<Located> {
  const relations: Relation[] = invitation.userId === ctx.viewer?.userId ? ["invitee"] : [];
  if (invitation.roleId)
    relations.push(...(await roleRelations(ctx, { id: invitation.roleId, companyId: invitation.companyId })));
  return { companyId: invitation.companyId, relations };
}

const loadRole = async (ctx: GraphQLContext, id: string) => {
  const role = await ctx.loaders.roleById.load(id.toLowerCase());
  if (!role) throw new DomainError("OWNER_NOT_FOUND", "Role not found");
  return role;
};

const companyOnly = (companyId: string): Located | null => (UUID.test(companyId) ? { companyId } : null);

/** The access table's filter: all (null), or one level of 2 to 4. */
const accessLevel = z.union([
  z.null(),
  z.number().int().min(2, "validation.access.level").max(4, "validation.access.level"),
]);

/** The access operations' role (after the feature flag: off, nothing is looked up). */
async function locateAccessRole(roleId: string, ctx: GraphQLContext): Promise<Located | null> {
  ctx.services.roles.access.requireOn();
  if (!UUID.test(roleId)) return null;
  const role = await ctx.loaders.roleById.load(roleId.toLowerCase());
  return role ? { companyId: role.companyId } : null;
}

/** A search as the lists take it: an @ in front of a username ignored, at most 64 characters. */
const searchOf = (search: string | null | undefined) => (search ?? "").replaceAll("@", "").trim().slice(0, 64);

export const rolesQueries: QueryResolvers = {
  // Any member reads a role: the company's relations decide, so its place in the structure is not read.
  getRole: companyGuard(
    rolesPolicy,
    "role.read",
    (args, ctx) => locateRoleCompany(args.id, ctx),
    (_actor, args, ctx) => loadRole(ctx, args.id),
  ),

  // The structure page's one statement: the roles with their executors and subordinate counts,
  // which prime the loaders the fields read (roleById, userById, the counts, the structure).
  listCompanyRoles: companyGuard(
    rolesPolicy,
    "role.read",
    (args) => companyOnly(args.companyId),
    async (actor, args, ctx) => {
      const includeArchived = args.includeArchived ?? false;
      const view = parseInput(structureView, { maxLevel: args.maxLevel ?? null, branches: args.branches ?? [] });
      const entries = await ctx.services.roles.structure.listCompanyRoles(actor.companyId, {
        includeArchived,
        includeDeleted: includeArchived && (args.includeDeleted ?? false),
        maxLevel: view.maxLevel,
        branches: view.branches,
      });
      for (const { role, user, subordinates } of entries) {
        ctx.loaders.roleById.prime(role.id, role);
        if (user) ctx.loaders.userById.prime(user.id, user);
        ctx.loaders.roleSubordinateCount.prime(role.id, subordinates);
      }
      // The relations' map (a listed role's managing chain, for its guarded fields) is primed with
      // the list when every listed role's manager is listed too: then each chain is whole (the live
      // structure, or the page's upper levels with its branches and every archived role).
      const byId = new Map(entries.map(({ role }) => [role.id, role]));
      if (entries.every(({ role }) => role.parentRoleId === null || byId.has(role.parentRoleId)))
        ctx.loaders.companyStructure.prime(actor.companyId, { byId });
      return entries.map((entry) => entry.role);
    },
  ),

  listUserCompanyRoles: guard("signedIn", async (_p, _a, ctx) => {
    // Read with the rest of the header (server/modules/person-header.ts), companies primed there.
    const rows = (await ctx.loaders.personHeader.load(requireViewer(ctx).userId)).roles;
    for (const { role, subordinates } of rows) {
      ctx.loaders.roleById.prime(role.id, role);
      ctx.loaders.roleSubordinateCount.prime(role.id, subordinates);
    }
    return rows.map((row) => row.role);
  }),

  listCompanyUsers: companyGuard(
    rolesPolicy,
    "team.read",
    (args) => companyOnly(args.companyId),
    (actor, args, ctx) =>
      ctx.services.roles.team.companyUsers(actor.companyId, {
        search: searchOf(args.search),
        former: args.former ?? false,
        // Not an id (an edited address): the first page, as listCompanyShareTransfers' `before`.
        after: args.after && UUID.test(args.after) ? args.after.toLowerCase() : null,
        limit: Math.min(Math.max(Math.trunc(args.limit ?? 50), 1), COMPANY_USERS_PAGE_MAX),
      }),
  ),
  getCompanyUser: companyGuard(
    rolesPolicy,
    "team.read",
    (args) => companyOnly(args.companyId),
    async (actor, args, ctx) => {
      const [person] = UUID.test(args.userId)
        ? await ctx.services.roles.team.companyUsers(actor.companyId, { userId: args.userId.toLowerCase(), limit: 1 })
        : [];
      if (!person) throw new DomainError("USER_NOT_FOUND", "No such person in the company");
      return person;
    },
  ),

  listRoleModuleAccess: companyGuard(
    rolesPolicy,
    "access.read",
    (args, ctx) => {
      ctx.services.roles.access.requireOn();
      return companyOnly(args.companyId);
    },
    async (actor, args, ctx) => {
      const level = parseInput(accessLevel, args.level ?? null, "level");
      const rows = await ctx.services.roles.access.table(actor.companyId, {
        level,
        search: searchOf(args.search),
      });
      for (const { role, user } of rows) {
        ctx.loaders.roleById.prime(role.id, role);
        if (user) ctx.loaders.userById.prime(user.id, user);
      }
      return rows;
    },
  ),
  getRoleModuleAccess: companyGuard(
    rolesPolicy,
    "access.read",
    (args, ctx) => locateAccessRole(args.roleId, ctx),
    async (_actor, args, ctx) => ctx.services.roles.access.ofRole(await loadRole(ctx, args.roleId)),
  ),

  listCompanyInvitations: companyGuard(
    rolesPolicy,
    "invitation.role.list",
    async (args, ctx) => {
      const roleId = args.filter?.roleId;
      if (!roleId) return companyOnly(args.companyId);
      const located = await locateRoleId(roleId, ctx);
      return located && located.companyId === args.companyId.toLowerCase() ? located : null;
    },
    async (actor, args, ctx) => {
      const roleId = args.filter?.roleId?.toLowerCase() ?? null;
      // Without a role, the whole company's: the director's alone.
      if (!roleId && !actor.relations.has("director")) throw new DomainError("FORBIDDEN", "The director's list");
      return ctx.services.invitations.listForCompany(actor.companyId, {
        status: args.filter?.status ?? null,
        roleId,
        limit: limitOf(args.limit),
      });
    },
  ),
};

const roleAction = <
  A extends "role.structure.change" | "role.assignSelf" | "role.removeExecutor" | "role.leave" | "role.invite",
>(
  action: A,
) => ({ locate: (args: { id: string }, ctx: GraphQLContext) => locateRoleId(args.id, ctx), action }) as const;

const archive = roleAction("role.structure.change");

export const rolesMutations: MutationResolvers = {
  grantRoleModuleAccess: companyGuard(
    rolesPolicy,
    "access.grant",
    (args, ctx) => locateAccessRole(args.roleId, ctx),
    (actor, args, ctx) => ctx.services.roles.access.grant(actor, args.roleId.toLowerCase(), args.module),
  ),
  revokeRoleModuleAccess: companyGuard(
    rolesPolicy,
    "access.revoke",
    (args, ctx) => locateAccessRole(args.roleId, ctx),
    (actor, args, ctx) => ctx.services.roles.access.revoke(actor, args.roleId.toLowerCase(), args.module),
  ),
  saveCompanyStructure: companyGuard(
    rolesPolicy,
    "role.structure.save",
    (args) => companyOnly(args.input.companyId),
    async (actor, args, ctx) => {
      const input = parseInput(saveCompanyStructureInput, args.input);
      await ctx.services.roles.structure.save(actor, input.roles);
      const entries = await ctx.services.roles.structure.listCompanyRoles(actor.companyId, {
        includeArchived: false,
        includeDeleted: false,
      });
      // Read after the save, so these replace what the request read before it (prime alone keeps
      // an earlier value: the caller's own role and its count come with the header).
      for (const { role, user, subordinates } of entries) {
        ctx.loaders.roleById.clear(role.id).prime(role.id, role);
        if (user) ctx.loaders.userById.prime(user.id, user);
        ctx.loaders.roleSubordinateCount.clear(role.id).prime(role.id, subordinates);
      }
      return entries.map((entry) => entry.role);
    },
  ),
  archiveRole: companyGuard(rolesPolicy, archive.action, archive.locate, (actor, args, ctx) =>
    ctx.services.roles.removal.archive(actor, args.id.toLowerCase()),
  ),
  restoreRole: companyGuard(rolesPolicy, archive.action, archive.locate, (actor, args, ctx) =>
    ctx.services.roles.removal.restore(actor, args.id.toLowerCase()),
  ),
  deleteRole: companyGuard(rolesPolicy, archive.action, archive.locate, (actor, args, ctx) =>
    ctx.services.roles.removal.softDelete(actor, args.id.toLowerCase()),
  ),
  deleteRolePermanently: companyGuard(rolesPolicy, archive.action, archive.locate, (actor, args, ctx) =>
    ctx.services.roles.removal.deletePermanently(actor, args.id.toLowerCase()),
  ),
  leaveRole: companyGuard(
    rolesPolicy,
    "role.leave",
    (args, ctx) => locateRoleId(args.id, ctx),
    (actor, args, ctx) => ctx.services.roles.holders.leave(actor, args.id.toLowerCase()),
  ),
  assignSelfToRole: companyGuard(
    rolesPolicy,
    "role.assignSelf",
    (args, ctx) => locateRoleId(args.id, ctx),
    (actor, args, ctx) => ctx.services.roles.holders.assignSelf(actor, args.id.toLowerCase()),
  ),
  removeRoleExecutor: companyGuard(
    rolesPolicy,
    "role.removeExecutor",
    (args, ctx) => locateRoleId(args.id, ctx),
    (actor, args, ctx) => ctx.services.roles.holders.removeExecutor(actor, args.id.toLowerCase()),
  ),
  createRoleInvitation: companyGuard(
    rolesPolicy,
    "role.invite",
    (args, ctx) => locateRoleId(args.roleId, ctx),
    (actor, args, ctx) =>
      ctx.services.roles.invitations.invite(
        actor,
        args.roleId.toLowerCase(),
        parseInput(roleCandidate, args.username, "username"),
      ),
  ),
  // Turning a link off grants nothing: allowed without a director too (role.link.off).
  setRoleInviteLink: async (parent, args, ctx, info) => {
    const action = args.expiresIn === "OFF" ? "role.link.off" : "role.invite";
    const resolve = companyGuard(
      rolesPolicy,
      action,
      (a: typeof args, c: GraphQLContext) => locateRoleId(a.roleId, c),
      (actor, a: typeof args, c) =>
        c.services.roles.invitations.setInviteLink(actor, a.roleId.toLowerCase(), a.expiresIn),
    );
    return resolve(parent, args, ctx, info);
  },
  acceptRoleInviteLink: companyGuard(
    rolesPolicy,
    "invitation.link.accept",
    async (args, ctx) => {
      if (!INVITE_TOKEN.test(args.token)) throw linkRefusal();
      const role = await ctx.services.roles.invitations.byLink(args.token);
      if (!role) throw linkRefusal();
      return { companyId: role.companyId, relations: ["linkHolder"] };
    },
    (actor, args, ctx) => ctx.services.roles.invitations.acceptLink(actor, args.token),
  ),
  assignInvitationCandidate: companyGuard(
    rolesPolicy,
    "invitation.role.assign",
    async (args, ctx) => {
      if (!UUID.test(args.id)) return null;
      const invitation = await ctx.services.invitations.get(args.id.toLowerCase());
      return invitation && invitation.level > 1 ? locateRoleInvitation(invitation, ctx) : null;
    },
    (actor, args, ctx) => ctx.services.roles.invitations.assignCandidate(actor, args.id.toLowerCase()),
  ),
};
Object.assign(rolesMutations.setRoleInviteLink!, { policy: "signedIn" as const, companyAction: "role.invite" });

export const Role: RoleResolvers = {
  // The director's role under vHold's name is read in the caller's language (issue 41).
  name: (role, _a, ctx) => roleName(role, ctx.client.language),
  company: async (role, _a, ctx) => {
    const company = await ctx.loaders.companyById.load(role.companyId);
    if (!company) throw new DomainError("OWNER_NOT_FOUND", "Company not found");
    return company;
  },
  purgeAt: (role) => (role.deletedAt ? purgeAt(role.deletedAt) : null),
  userJoinedAt: async (role, _a, ctx) => {
    if (!role.userId) return null;
    const open = (await ctx.loaders.roleHoldings.load(role.id)).find(
      (holding) => holding.leftAt === null && holding.userId === role.userId,
    );
    return open?.joinedAt ?? null;
  },
  subordinateCount: (role, _a, ctx) => ctx.loaders.roleSubordinateCount.load(role.id),
  inviteLink: (role, _a, ctx) =>
    linkWorks(role, ctx.clock.now()) ? { token: role.inviteToken!, expiresAt: role.inviteExpiresAt! } : null,
  holdings: (role, _a, ctx) => ctx.loaders.roleHoldings.load(role.id),
  openInvitationCount: async (role, _a, ctx) => (await ctx.loaders.roleInvitationCounts.load(role.id)).open,
  candidateCount: async (role, _a, ctx) => (await ctx.loaders.roleInvitationCounts.load(role.id)).candidates,
  subordinates: async (role, args, ctx) => {
    const limit = Math.min(Math.max(Math.trunc(args.limit ?? 12), 1), 50);
    // A role that manages none (its count is often read already: the header's roles carry it) asks nothing.
    if ((await ctx.loaders.roleSubordinateCount.load(role.id)) === 0) return [];
    const rows = await ctx.loaders.roleSubordinates.load(`${role.id}:${limit}`);
    // Each one's own fields (its holder, counts) may ask for it by id: read already.
    for (const row of rows) ctx.loaders.roleById.prime(row.id, row);
    return rows;
  },
  resources: (role, _a, ctx) => ctx.loaders.roleResources.load(role.id),
};

export const RoleHolding: RoleHoldingResolvers = {
  user: async (holding, _a, ctx) => {
    const user = await ctx.loaders.userById.load(holding.userId);
    if (!user) throw new DomainError("USER_NOT_FOUND", "User not found");
    return user;
  },
};

export const RoleNotification: RoleNotificationResolvers = {
  role: (row) => row.payload as unknown as RolePayload,
};

export const NotificationRole: NotificationRoleResolvers = {
  id: (payload) => payload.roleId,
  // Rows written before issue 41 do not say whether the name was vHold's: the director's 'CEO' was.
  name: (payload, _a, ctx) =>
    roleName(
      {
        name: payload.roleName,
        nameIsDefault:
          payload.roleNameIsDefault ?? (payload.level === 1 && payload.roleName === DIRECTOR_ROLE_STORED_NAME),
      },
      ctx.client.language,
    ),
  actor: async (payload, _a, ctx) => (payload.by ? ((await ctx.loaders.userById.load(payload.by)) ?? null) : null),
  actorKind: (payload) => (payload.by ? "PERSON" : "SYSTEM"),
  readerRoleId: (payload) => payload.readerRoleId ?? null,
};

/** A person of the control center's team: the user row's facts, and the stays the list read with it. */
export const CompanyUser: CompanyUserResolvers = {
  id: (person) => person.user.id,
  name: (person) => person.user.name,
  surname: (person) => person.user.surname,
  username: (person) => person.user.username,
  // A deleted account's phone is its tombstone (decision 0010): no number to show.
  phone: (person) => (person.user.deletedAt ? "" : person.user.phone),
  email: (person) => person.user.email,
  birthday: (person) => person.user.birthday,
  avatar: (person, _a, ctx) => ctx.services.avatars.urlOf(person.user.avatar),
  numberOfRoles: (person) => person.roles.filter((stay) => stay.leftAt === null).length,
  former: (person) => person.roles.every((stay) => stay.leftAt !== null),
  deleted: (person) => person.user.deletedAt !== null,
  userRoles: (person) => person.roles,
};

export const CompanyUserRole: CompanyUserRoleResolvers = {
  name: (stay, _a, ctx) => roleName(stay, ctx.client.language),
};

export const RoleAccess: RoleAccessResolvers = {
  count: (row) => row.modules.length,
};

/** The modules the caller may open in a company (Company.myModules): from the actor the guard that reached the company loaded. */
export const CompanyModules: CompanyResolvers = {
  myModules: async (company, _args, ctx) => {
    const viewer = requireViewer(ctx);
    const actor = await ctx.loaders.companyActor.load({ userId: viewer.userId, companyId: company.id });
    const relations = relationsOf(actor, ctx.currentRoleId);
    return ROLE_MODULES.filter((module) =>
      can(MODULE_OPENED_BY[module].policy, MODULE_OPENED_BY[module].action, relations),
    );
  },
};
