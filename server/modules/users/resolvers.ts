import type { MutationResolvers } from "../../graphql/generated/resolvers";
import { guard, requireViewer } from "../../graphql/policy";

export const usersMutations: MutationResolvers = {
  // The contract's Language enum already holds the value to uk, ru or en.
  updateAuthUserLanguage: guard("signedIn", (_p, args, ctx) => ctx.services.users.updateAuthUserLanguage(requireViewer(ctx), args.language)),
};
