import { UUID } from "#graphql/validation/uuid";
import { authorize, companyGuard } from "../../authz/policy";
import { DomainError } from "../../errors";
import type { GraphQLContext } from "../../graphql/context";
import type { InvitationResolvers, MutationResolvers, QueryResolvers } from "../../graphql/generated/resolvers";
import { guard, requireViewer } from "../../graphql/policy";
import { invitationsPolicy } from "./policy";

const subject = (id: string, ctx: GraphQLContext) => (UUID.test(id) ? ctx.services.invitations.subject(id, requireViewer(ctx).userId) : null);
const limitOf = (limit: number | null | undefined) => Math.min(Math.max(Math.trunc(limit ?? 50), 1), 100);
const idOrNull = (id: string | null | undefined, field: string, message: string) => {
  if (id && !UUID.test(id)) throw new DomainError("BAD_USER_INPUT", "Not an id", { fields: { [field]: [message] } });
  return id ?? null;
};

export const invitationsQueries: QueryResolvers = {
  listUserInvitations: guard("signedIn", (_p, args, ctx) =>
    ctx.services.invitations.listForUser(requireViewer(ctx).userId, {
      status: args.filter?.status ?? null,
      companyId: idOrNull(args.filter?.companyId, "companyId", "validation.company.unknown"),
      roleId: idOrNull(args.filter?.roleId, "roleId", "validation.invitation.role"),
      limit: limitOf(args.limit),
    }),
  ),
  getInvitation: companyGuard(invitationsPolicy, "invitation.read", (args, ctx) => subject(args.id, ctx), async (_actor, args, ctx) => {
    const row = await ctx.services.invitations.get(args.id);
    if (!row) throw new DomainError("OWNER_NOT_FOUND", "Invitation not found");
    return row;
  }),
};

export const invitationsMutations: MutationResolvers = {
  // The candidate answers (VIEWED, ACCEPTED, DECLINED); an owner withdraws it (CANCELED). A
  // director's invitation is the owners' vote's: the votes service carries out what follows.
  setInvitationStatus: guard("signedIn", async (_p, args, ctx) => {
    const located = await subject(args.id, ctx);
    if (args.status === "PENDING") throw new DomainError("BAD_USER_INPUT", "An invitation is sent once", { fields: { status: ["validation.invitation.status"] } });
    if (args.status === "CANCELED") {
      const actor = await authorize(ctx, invitationsPolicy, "invitation.cancel", located);
      return ctx.services.votes.answerCeoInvitation(actor, args.id, "CANCELED");
    }
    const actor = await authorize(ctx, invitationsPolicy, "invitation.answer", located);
    return ctx.services.votes.answerCeoInvitation(actor, args.id, args.status);
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
