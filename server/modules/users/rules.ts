import { maskEmail, maskPhone } from "#graphql/validation/identity";
import type { ContactVisibilityValue } from "../../db/schema";

/**
 * What a caller sees of another person's phone or e-mail (spec: privacy and access, masking in
 * section 5). The person themself and, with ALL, everyone see it whole; with CONTACTS only their
 * contacts do, everyone else sees it masked. See ContactVisibility in graphql/schema/users.graphql.
 */
export function shownContact(
  value: string | null,
  kind: "phone" | "email",
  visibility: ContactVisibilityValue,
  caller: { isSelf: boolean; isContact: boolean },
): string | null {
  if (value === null) return null;
  if (caller.isSelf || visibility === "ALL" || caller.isContact) return value;
  return kind === "phone" ? maskPhone(value) : maskEmail(value);
}
