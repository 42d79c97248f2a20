import { UUID } from "#graphql/validation/uuid";
import { authorize, companyGuard } from "../../authz/policy";
import { DomainError } from "../../errors";
import type { GraphQLContext } from "../../graphql/context";
import type { InvitationResolvers, MutationResolvers, QueryResolvers } from "../../graphql/generated/resolvers";
import { guard, requireViewer } from "../../graphql/policy";
import { locateRoleInvitation } from "../roles/resolvers";
import { rolesPolicy } from "../roles/policy";
import { invitationsPolicy } from "./policy";

const subject = (id: string, ctx: GraphQLContext) =>
  UUID.test(id) ? ctx.services.invitations.subject(id, requireViewer(ctx).userId) : null;
const limitOf = (limit: number | null | undefined) => Math.min(Math.max(Math.trunc(limit ?? 50), 1), 100);
const idOrNull = (id: string | null | undefined, field: string, message: string) => {
  if (id && !UUID.test(id)) throw new DomainError("BAD_USER_INPUT", "Not an id", { fields: { [field]: [message] } });
  return id ?? null;
};

export const invitationsQueries: QueryResolvers = {
  // Read by their recipient, those still PENDING become VIEWED (received).
  listUserInvitations: guard("signedIn", async (_p, args, ctx) => {
    const userId = requireViewer(ctx).userId;
    const rows = await ctx.services.invitations.listForUser(userId, {
      status: args.filter?.status ?? null,
      companyId: idOrNull(args.filter?.companyId, "companyId", "validation.company.unknown"),
      roleId: idOrNull(args.filter?.roleId, "roleId", "validation.invitation.role"),
      limit: limitOf(args.limit),
    });
    return ctx.services.invitations.markViewed(rows, userId);
  }),
  // The director's invitation is the owners' (invitation.read); one of levels 2 to 4 is also its
  // role's managing side's (invitation.role.read). Read by its candidate, PENDING becomes VIEWED.
  getInvitation: async (parent, args, ctx, info) => {
    const row = UUID.test(args.id) ? await ctx.services.invitations.get(args.id.toLowerCase()) : null;
    const read = async () => {
      if (!row) throw new DomainError("OWNER_NOT_FOUND", "Invitation not found");
      const [seen] = await ctx.services.invitations.markViewed([row], requireViewer(ctx).userId);
      return seen;
    };
    const resolve =
      row && row.level > 1
        ? companyGuard(rolesPolicy, "invitation.role.read", (_a: typeof args, c) => locateRoleInvitation(row, c), read)
        : companyGuard(invitationsPolicy, "invitation.read", (a: typeof args, c) => subject(a.id, c), read);
    return resolve(parent, args, ctx, info);
  },
};
Object.assign(invitationsQueries.getInvitation!, { policy: "signedIn" as const, companyAction: "invitation.read" });

export const invitationsMutations: MutationResolvers = {
  // The candidate answers (VIEWED, ACCEPTED, DECLINED); an owner withdraws it (CANCELED). A
  // director's invitation is the owners' vote's: the votes service carries out what follows.
  // Levels 2 to 4 are the structure's (the roles service): the candidate answers; the role's
  // managing side cancels (PENDING, VIEWED) or declines (ACCEPTED).
  setInvitationStatus: guard("signedIn", async (_p, args, ctx) => {
    if (args.status === "PENDING")
      throw new DomainError("BAD_USER_INPUT", "An invitation is sent once", {
        fields: { status: ["validation.invitation.status"] },
      });
    const row = UUID.test(args.id) ? await ctx.services.invitations.get(args.id.toLowerCase()) : null;
    if (row && row.level > 1) {
      const status = args.status;
      const located = await locateRoleInvitation(row, ctx);
      const candidate = row.userId === requireViewer(ctx).userId && status !== "CANCELED";
      if (candidate) {
        const actor = await authorize(ctx, rolesPolicy, "invitation.role.answer", located);
        return ctx.services.roles.invitations.answer(actor, row.id, status, "candidate");
      }
      if (status !== "CANCELED" && status !== "DECLINED")
        throw new DomainError("BAD_USER_INPUT", "Only the candidate answers so", {
          fields: { status: ["validation.invitation.status"] },
        });
      const actor = await authorize(ctx, rolesPolicy, "invitation.role.decide", located);
      return ctx.services.roles.invitations.answer(actor, row.id, status, "role");
    }
    const located = await subject(args.id, ctx);
    if (args.status === "CANCELED") {
      const actor = await authorize(ctx, invitationsPolicy, "invitation.cancel", located);
      return ctx.services.directorVotes.answerCeoInvitation(actor, args.id, "CANCELED");
    }
    const actor = await authorize(ctx, invitationsPolicy, "invitation.answer", located);
    return ctx.services.directorVotes.answerCeoInvitation(actor, args.id, args.status);
  }),
};

export const Invitation: InvitationResolvers = {
  company: async (row, _a, ctx) => {
    const company = await ctx.loaders.companyById.load(row.companyId);
    if (!company) throw new DomainError("OWNER_NOT_FOUND", "Company not found");
    return company;
  },
  user: async (row, _a, ctx) => {
    const user = await ctx.loaders.userById.load(row.userId);
    if (!user) throw new DomainError("USER_NOT_FOUND", "User not found");
    return user;
  },
  sender: async (row, _a, ctx) => {
    const user = await ctx.loaders.userById.load(row.senderId);
    if (!user) throw new DomainError("USER_NOT_FOUND", "User not found");
    return user;
  },
  role: async (row, _a, ctx) => (row.roleId ? ((await ctx.loaders.roleById.load(row.roleId)) ?? null) : null),
};
