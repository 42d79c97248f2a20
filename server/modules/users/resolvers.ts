import { codeInput } from "#graphql/validation/identity";
import {
  changePasswordInput,
  confirmNewPhoneInput,
  deleteAuthUserInput,
  disableTwoFactorInput,
  newPhoneInput,
  preferencesInput,
  updateAuthUserInput,
  visibilityInput,
} from "#graphql/validation/users";
import { UUID } from "#graphql/validation/uuid";
import { DomainError, parseInput } from "../../errors";
import type {
  AuthUserResolvers,
  MutationResolvers,
  QueryResolvers,
  UserResolvers,
} from "../../graphql/generated/resolvers";
import { describeDevice } from "./rules";
import { guard, requireViewer } from "../../graphql/policy";

export const usersQueries: QueryResolvers = {
  listAuthUserSessions: guard("signedIn", async (_p, _a, ctx) =>
    (await ctx.services.sessions.listAuthUserSessions(requireViewer(ctx))).map((session) => ({
      id: session.id,
      ...describeDevice(session.device),
      signedInAt: session.createdAt,
      lastActiveAt: session.lastActiveAt,
      current: session.current,
    })),
  ),
};

/** Thin: parse with the forms' rules (graphql/validation/users.ts), then the service of the name. */
export const usersMutations: MutationResolvers = {
  // The contract's Language enum already holds the value to uk, ru or en.
  updateAuthUserLanguage: guard("signedIn", (_p, args, ctx) =>
    ctx.services.users.updateAuthUserLanguage(requireViewer(ctx), args.language),
  ),
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
  // The contract's WelcomeBox enum already holds the value to VHOLD or VHUB.
  hideWelcomeBox: guard("signedIn", (_p, args, ctx) => ctx.services.users.hideWelcomeBox(requireViewer(ctx), args.box)),
  endAuthUserSession: guard("signedIn", async (_p, args, ctx) => {
    // An id that is no id names no session.
    if (!UUID.test(args.id)) throw new DomainError("SESSION_NOT_FOUND", "No such live session");
    await ctx.services.sessions.endAuthUserSession(requireViewer(ctx), args.id);
    return true;
  }),
  requestPhoneChangeCode: guard("signedIn", (_p, _a, ctx) =>
    ctx.services.phoneChange.requestPhoneChangeCode(requireViewer(ctx)),
  ),
  confirmCurrentPhone: guard("signedIn", async (_p, args, ctx) => {
    await ctx.services.phoneChange.confirmCurrentPhone(requireViewer(ctx), parseInput(codeInput, args.code, "code"));
    return true;
  }),
  requestNewPhoneCode: guard("signedIn", (_p, args, ctx) =>
    ctx.services.phoneChange.requestNewPhoneCode(requireViewer(ctx), parseInput(newPhoneInput, args.phone, "phone")),
  ),
  confirmNewPhone: guard("signedIn", (_p, args, ctx) =>
    ctx.services.phoneChange.confirmNewPhone(requireViewer(ctx), parseInput(confirmNewPhoneInput, args)),
  ),
  requestAccountDeletionCode: guard("signedIn", (_p, _a, ctx) =>
    ctx.services.accountDeletion.requestAccountDeletionCode(requireViewer(ctx).userId),
  ),
  deleteAuthUser: guard("signedIn", async (_p, args, ctx) => {
    const input = parseInput(deleteAuthUserInput, args.input);
    const viewer = requireViewer(ctx);
    // The deletion's company changes are audited as the person's own, from this session.
    await ctx.services.accountDeletion.deleteAuthUser({ ...viewer, address: ctx.client.address }, input);
    return true;
  }),
  removeAuthUserAvatar: guard("signedIn", (_p, _a, ctx) => ctx.services.avatars.remove(requireViewer(ctx))),
  requestTwoFactorDisableCode: guard("signedIn", (_p, _a, ctx) =>
    ctx.services.twoFactor.requestTwoFactorDisableCode(requireViewer(ctx)),
  ),
  disableTwoFactor: guard("signedIn", (_p, args, ctx) =>
    ctx.services.twoFactor.disableTwoFactor(requireViewer(ctx), parseInput(disableTwoFactorInput, args.input)),
  ),
};

/** A person as others see them; the phone and e-mail pass their owner's visibility (./policy.ts). */
export const User: UserResolvers = {
  // A deleted account's phone is its tombstone (decision 0010): no number to show.
  phone: (user) => (user.deletedAt ? "" : user.phone),
  email: (user) => user.email,
  avatar: (user, _a, ctx) => ctx.services.avatars.urlOf(user.avatar),
  deleted: (user) => user.deletedAt !== null,
};

/** The row keeps the storage key; the person gets a signed, short-lived URL. */
export const AuthUser: AuthUserResolvers = {
  avatar: (user, _a, ctx) => ctx.services.avatars.urlOf(user.avatar),
  // Who is in the person's companies is the companies module's to say.
  accountDeletionBlockers: (user, _a, ctx) =>
    ctx.services.accountDeletionOwnership.companiesBlockingAccountDeletion(user.id),
};
