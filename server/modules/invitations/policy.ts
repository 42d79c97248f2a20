import { inherit, type FieldRules } from "../../authz/fields";
import type { CompanyPolicy } from "../../authz/policy";

/**
 * Who may do what with an invitation to a role: the candidate reads and answers it (viewed,
 * accepted, declined); the company's owners read it and cancel it while it is open. vHub adds
 * the structure's own rules for levels 2 to 4.
 */
export const invitationsPolicy = {
  "invitation.read": ["owner", "invitee"],
  "invitation.answer": ["invitee"],
  "invitation.cancel": ["owner"],
} as const satisfies CompanyPolicy<string>;

export type InvitationsAction = keyof typeof invitationsPolicy;

/**
 * An invitation is reached by its candidate (listUserInvitations, their own; getInvitation) or by
 * the owners (getInvitation, createCeoInvitation): every way in is guarded, and what it shows of
 * the company is its card.
 */
export const invitationsFields = {
  Invitation: inherit(
    "id",
    "companyId",
    "userId",
    "level",
    "sentAt",
    "status",
    "company",
    "user",
    "role",
    "roleId",
    "viaLink",
    "assignedAt",
    "sender",
  ),
} satisfies FieldRules;
