import type { MutationResolvers, QueryResolvers } from "../../graphql/generated/resolvers";
import { DomainError } from "../../errors";
import type { GraphQLContext } from "../../graphql/context";
import { guard, requireViewer } from "../../graphql/policy";

const userOf = async (ctx: GraphQLContext, id: string) => {
  const user = await ctx.loaders.userById.load(id);
  if (!user) throw new DomainError("USER_NOT_FOUND", "User not found");
  return user;
};

/** Thin: parse happens in the service, policy in guard(), the rules in IdentityService. */
export const identityQueries: QueryResolvers = {
  getAuthUser: guard("signedIn", (_p, _a, ctx) => userOf(ctx, requireViewer(ctx).userId)),
  checkUsernameUnique: guard("apiKeyOrSignedIn", (_p, args, ctx) => ctx.services.identity.isUsernameFree(args.username, ctx.client)),
};

export const identityMutations: MutationResolvers = {
  requestAuthCode: guard("apiKey", (_p, args, ctx) =>
    ctx.services.identity.requestCode(args.phone, args.purpose ?? "SIGN_IN", ctx.client),
  ),
  checkAuthCode: guard("apiKey", (_p, args, ctx) => ctx.services.identity.checkCode(args.input, ctx.client)),
  checkUserExists: guard("apiKey", (_p, args, ctx) => ctx.services.identity.userExists(args.phone, ctx.client)),
  registerUser: guard("apiKey", (_p, args, ctx) => ctx.services.identity.register(args.input, ctx.client)),
  updateAuthUserPassword: guard("apiKeyOrSignedIn", async (_p, args, ctx) => {
    // Signed in: the current password proves it is you. Signed out: the recovery code does.
    if (ctx.viewer) await ctx.services.identity.changePassword(ctx.viewer, args.input);
    else await ctx.services.identity.recoverPassword(args.input, ctx.client);
    return true;
  }),
  resendTwoFactorCode: guard("apiKey", (_p, args, ctx) => ctx.services.identity.resendTwoFactorCode(args.mfaToken)),
  requestTwoFactorSetupCode: guard("signedIn", (_p, args, ctx) => ctx.services.identity.requestTwoFactorSetup(requireViewer(ctx), args)),
  enableTwoFactor: guard("signedIn", (_p, args, ctx) => ctx.services.identity.enableTwoFactor(requireViewer(ctx), args.input)),
  signOut: guard("signedIn", async (_p, _a, ctx) => {
    await ctx.services.identity.signOut(requireViewer(ctx));
    return true;
  }),
};
