import { changePasswordInput, disableTwoFactorInput, preferencesInput, updateAuthUserInput } from "#graphql/validation/users";
import { parseInput } from "../../errors";
import type { MutationResolvers } from "../../graphql/generated/resolvers";
import { guard, requireViewer } from "../../graphql/policy";

/** Thin: parse with the forms' rules (graphql/validation/users.ts), then the service of the name. */
export const usersMutations: MutationResolvers = {
  // The contract's Language enum already holds the value to uk, ru or en.
  updateAuthUserLanguage: guard("signedIn", (_p, args, ctx) => ctx.services.users.updateAuthUserLanguage(requireViewer(ctx), args.language)),
  updateAuthUser: guard("signedIn", (_p, args, ctx) =>
    ctx.services.users.updateAuthUser(requireViewer(ctx), parseInput(updateAuthUserInput(ctx.clock.now()), args.input)),
  ),
  updateAuthUserPreferences: guard("signedIn", (_p, args, ctx) =>
    ctx.services.users.updateAuthUserPreferences(requireViewer(ctx), parseInput(preferencesInput, args.input)),
  ),
  changeAuthUserPassword: guard("signedIn", async (_p, args, ctx) => {
    await ctx.services.accounts.changePassword(requireViewer(ctx), parseInput(changePasswordInput, args.input));
    return true;
  }),
  requestTwoFactorDisableCode: guard("signedIn", (_p, _a, ctx) => ctx.services.twoFactor.requestTwoFactorDisableCode(requireViewer(ctx))),
  disableTwoFactor: guard("signedIn", (_p, args, ctx) =>
    ctx.services.twoFactor.disableTwoFactor(requireViewer(ctx), parseInput(disableTwoFactorInput, args.input)),
  ),
};
