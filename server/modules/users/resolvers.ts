import { changePasswordInput, disableTwoFactorInput, preferencesInput, updateAuthUserInput, visibilityInput } from "#graphql/validation/users";
import { parseInput } from "../../errors";
import type { GraphQLContext } from "../../graphql/context";
import type { MutationResolvers, UserResolvers } from "../../graphql/generated/resolvers";
import type { AuthUserRow } from "../identity/model";
import { contactKey } from "./loaders";
import { shownContact } from "./rules";
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
  updateAuthUserVisibility: guard("signedIn", (_p, args, ctx) =>
    ctx.services.users.updateAuthUserVisibility(requireViewer(ctx), parseInput(visibilityInput, args.input)),
  ),
  requestTwoFactorDisableCode: guard("signedIn", (_p, _a, ctx) => ctx.services.twoFactor.requestTwoFactorDisableCode(requireViewer(ctx))),
  disableTwoFactor: guard("signedIn", (_p, args, ctx) =>
    ctx.services.twoFactor.disableTwoFactor(requireViewer(ctx), parseInput(disableTwoFactorInput, args.input)),
  ),
};

/** Who the caller is to a person whose contact details are read. */
async function callerTo(ctx: GraphQLContext, user: AuthUserRow) {
  const viewer = ctx.viewer;
  if (!viewer) return { isSelf: false, isContact: false };
  if (viewer.userId === user.id) return { isSelf: true, isContact: true };
  return { isSelf: false, isContact: await ctx.loaders.isContact.load(contactKey(viewer.userId, user.id)) };
}

/** Every User the API returns shows the phone and e-mail as their owner allows. */
export const User: UserResolvers = {
  phone: async (user, _a, ctx) => shownContact(user.phone, "phone", user.phoneVisibility, await callerTo(ctx, user)) ?? "",
  email: async (user, _a, ctx) => shownContact(user.email, "email", user.emailVisibility, await callerTo(ctx, user)),
};
