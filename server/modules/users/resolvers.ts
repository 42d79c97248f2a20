import type { MutationResolvers } from "#graphql/generated/resolvers";
import { guard, requireViewer } from "../../graphql/policy";

export const usersMutations = {
  updateAuthUserLanguage: guard("signedIn", (_p, args: { language: string }, ctx) =>
    ctx.services.users.updateLanguage(requireViewer(ctx), args.language),
  ),
} satisfies Partial<Record<keyof MutationResolvers, unknown>>;
