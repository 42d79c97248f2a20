import { inherit, maskedField, selfField, type FieldRules } from "../../authz/fields";
import type { GraphQLContext } from "../../graphql/context";
import type { AuthUserRow } from "../identity/model";
import { contactKey } from "./loaders";
import { shownBirthday, shownContact } from "./rules";

/** Who the caller is to a person whose contact details are read. */
async function callerTo(ctx: GraphQLContext, user: AuthUserRow) {
  const viewer = ctx.viewer;
  if (!viewer) return { isSelf: false, isContact: false };
  if (viewer.userId === user.id) return { isSelf: true, isContact: true };
  return { isSelf: false, isContact: await ctx.loaders.isContact.load(contactKey(viewer.userId, user.id)) };
}

/**
 * A phone or an e-mail as its owner's visibility choice lets the caller see it (spec section 5).
 * `personOf` finds the person in the parent: the User itself, or the person a CompanyUser is.
 */
export const contactField = <TParent>(kind: "phone" | "email", personOf: (parent: TParent) => AuthUserRow) =>
  maskedField<TParent>(async (value, parent, ctx) => {
    if (typeof value !== "string" || value === "") return value;
    const user = personOf(parent);
    const visibility = kind === "phone" ? user.phoneVisibility : user.emailVisibility;
    return shownContact(value, kind, visibility, await callerTo(ctx, user));
  });

/** A birthday shown to the person and their contacts only (rules.ts shownBirthday). */
export const birthdayField = <TParent>(personOf: (parent: TParent) => AuthUserRow) =>
  maskedField<TParent>(async (value, parent, ctx) => {
    if (typeof value !== "string" || value === "") return null;
    return shownBirthday(value, await callerTo(ctx, personOf(parent)));
  });

const contact = (kind: "phone" | "email") => contactField<AuthUserRow>(kind, (user) => user);

const own = selfField<AuthUserRow>((user) => user.id);

/**
 * Who may read the fields this module adds (server/authz/fields.ts): every User the API returns
 * shows the phone and e-mail as their owner allows, wherever it is reached from (listUsers,
 * getOwner, a transfer's people, a notification's counterpart...); the person's own settings
 * answer that person only.
 */
export const usersFields = {
  User: {
    phone: contact("phone"),
    email: contact("email"),
    birthday: birthdayField<AuthUserRow>((user) => user),
    ...inherit("deleted"),
  },
  AuthUser: { welcomeVholdHidden: own, welcomeVhubHidden: own, accountDeletionBlockers: own },
  // Reached only through listAuthUserSessions, which lists the caller's own.
  AuthUserSession: inherit("id", "browser", "os", "signedInAt", "lastActiveAt", "current"),
} satisfies FieldRules;
