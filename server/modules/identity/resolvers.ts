import type { MutationResolvers, QueryResolvers } from "#graphql/generated/resolvers";
import { guard, requireViewer } from "../../graphql/policy";

/** Thin: parse happens in the service, policy in guard(), the rules in IdentityService. */
export const identityQueries = {
  getAuthUser: guard("signedIn", (_p, _a, ctx) => ctx.services.identity.getUser(requireViewer(ctx).userId)),
  checkUsernameUnique: guard("apiKeyOrSignedIn", (_p, args: { username: string }, ctx) =>
    ctx.services.identity.isUsernameFree(args.username, ctx.client),
  ),
} satisfies Partial<Record<keyof QueryResolvers, unknown>>;

export const identityMutations = {
  requestAuthCode: guard("apiKey", (_p, args: { phone: string; purpose?: "SIGN_IN" | "PASSWORD_RESET" | null }, ctx) =>
    ctx.services.identity.requestCode(args.phone, args.purpose ?? "SIGN_IN", ctx.client),
  ),
  checkAuthCode: guard("apiKey", (_p, args: { input: unknown }, ctx) => ctx.services.identity.checkCode(args.input, ctx.client)),
  checkUserExists: guard("apiKey", (_p, args: { phone: string }, ctx) => ctx.services.identity.userExists(args.phone, ctx.client)),
  registerUser: guard("apiKey", (_p, args: { input: unknown }, ctx) => ctx.services.identity.register(args.input, ctx.client)),
  updateAuthUserPassword: guard(
    "apiKeyOrSignedIn",
    async (_p, args: { input: { phone?: string | null; currentPassword?: string | null } & Record<string, unknown> }, ctx) => {
      // Signed in: the current password proves it is you. Signed out: the recovery code does.
      if (ctx.viewer) await ctx.services.identity.changePassword(ctx.viewer, args.input);
      else await ctx.services.identity.recoverPassword(args.input, ctx.client);
      return true;
    },
  ),
  resendTwoFactorCode: guard("apiKey", (_p, args: { mfaToken: string }, ctx) =>
    ctx.services.identity.resendTwoFactorCode(args.mfaToken),
  ),
  requestTwoFactorSetupCode: guard("signedIn", (_p, args: { email: string; currentPassword: string }, ctx) =>
    ctx.services.identity.requestTwoFactorSetup(requireViewer(ctx), args),
  ),
  enableTwoFactor: guard("signedIn", (_p, args: { input: unknown }, ctx) =>
    ctx.services.identity.enableTwoFactor(requireViewer(ctx), args.input),
  ),
  signOut: guard("signedIn", async (_p, _a, ctx) => {
    await ctx.services.identity.signOut(requireViewer(ctx));
    return true;
  }),
} satisfies Partial<Record<keyof MutationResolvers, unknown>>;
