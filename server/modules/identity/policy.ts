import { inherit, selfField, type FieldRules } from "../../authz/fields";
import type { AuthUserRow } from "./model";

/** The signed-in person's account is theirs alone: every field of it answers its owner only. */
const own = selfField<AuthUserRow>((user) => user.id);

/**
 * Who may read the identity area's fields (server/authz/fields.ts). Root operations name their
 * policy in the resolvers (guard: apiKey, signedIn...).
 */
export const identityFields = {
  AuthUser: Object.fromEntries(
    (
      [
        "id",
        "phone",
        "email",
        "name",
        "surname",
        "username",
        "about",
        "birthday",
        "language",
        "currency",
        "formatTime",
        "isBlocked",
        "avatar",
        "mfaEnabled",
        "phoneVisibility",
        "emailVisibility",
      ] as const
    ).map((field) => [field, own]),
  ),
  // Answers about the caller's own code: where it went (masked) and what is left of it.
  AuthCodeDelivery: inherit("channel", "sentTo", "resendAfter", "expiresIn"),
  AuthCodeCheck: inherit("codeValid", "attemptsLeft", "refusal", "phoneTicket"),
} satisfies FieldRules;
