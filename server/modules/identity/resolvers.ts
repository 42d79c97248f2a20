import {
  changePasswordInput,
  checkAuthCodeInput,
  e164Phone,
  enableTwoFactorInput,
  recoverPasswordInput,
  registerUserInput,
  twoFactorSetupInput,
  usernameInput,
} from "#graphql/validation/identity";
import { DomainError, parseInput } from "../../errors";
import type { GraphQLContext } from "../../graphql/context";
import type { MutationResolvers, QueryResolvers } from "../../graphql/generated/resolvers";
import { guard, vouchFor, requireViewer } from "../../graphql/policy";

const userOf = async (ctx: GraphQLContext, id: string) => {
  const user = await ctx.loaders.userById.load(id);
  if (!user) throw new DomainError("USER_NOT_FOUND", "User not found");
  return user;
};

/**
 * Thin: the input is parsed here, once, with the shared rules (graphql/validation); the policy
 * is guard()'s; the rules are the services'. Each operation calls the service method of its name.
 */
export const identityQueries: QueryResolvers = {
  getAuthUser: guard("signedIn", (_p, _a, ctx) => userOf(ctx, requireViewer(ctx).userId)),
  checkUsernameUnique: guard("apiKeyOrSignedIn", (_p, args, ctx) =>
    ctx.services.accounts.checkUsernameUnique(
      parseInput(usernameInput, args.username, "username"),
      ctx.client,
      ctx.viewer?.userId,
    ),
  ),
};

export const identityMutations: MutationResolvers = {
  requestAuthCode: guard("apiKey", (_p, args, ctx) =>
    ctx.services.codes.requestAuthCode(
      parseInput(e164Phone, args.phone, "phone"),
      args.purpose ?? "SIGN_IN",
      ctx.client,
    ),
  ),
  checkAuthCode: guard("apiKey", (_p, args, ctx) =>
    ctx.services.codes.checkAuthCode(parseInput(checkAuthCodeInput, args.input), ctx.client),
  ),
  checkUserExists: guard("apiKey", (_p, args, ctx) =>
    ctx.services.accounts.checkUserExists(parseInput(e164Phone, args.phone, "phone"), ctx.client),
  ),
  // Nobody is signed in yet: the phone ticket proves whose account this is, so the answer is
  // theirs to read (vouchFor: the AuthUser field rules let it through).
  registerUser: guard("apiKey", async (_p, args, ctx) =>
    vouchFor(ctx, await ctx.services.accounts.registerUser(parseInput(registerUserInput, args.input), ctx.client)),
  ),
  updateAuthUserPassword: guard("apiKeyOrSignedIn", async (_p, args, ctx) => {
    // Signed in: the current password proves it is you. Signed out: the recovery code does.
    if (ctx.viewer) await ctx.services.accounts.changePassword(ctx.viewer, parseInput(changePasswordInput, args.input));
    else await ctx.services.accounts.recoverPassword(parseInput(recoverPasswordInput, args.input), ctx.client);
    return true;
  }),
  resendTwoFactorCode: guard("apiKey", (_p, args, ctx) => ctx.services.twoFactor.resendTwoFactorCode(args.mfaToken)),
  requestTwoFactorSetupCode: guard("signedIn", (_p, args, ctx) =>
    ctx.services.twoFactor.requestTwoFactorSetupCode(requireViewer(ctx), parseInput(twoFactorSetupInput, args)),
  ),
  enableTwoFactor: guard("signedIn", (_p, args, ctx) =>
    ctx.services.twoFactor.enableTwoFactor(requireViewer(ctx), parseInput(enableTwoFactorInput, args.input)),
  ),
  signOut: guard("signedIn", async (_p, _a, ctx) => {
    await ctx.services.sessions.signOut(requireViewer(ctx));
    return true;
  }),
};
