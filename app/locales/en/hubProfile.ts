/**
 * The English texts of the hubProfile area: the person's roles and invitations to roles on
 * /profile (issue 20), apart from vhub so that the profile loads only these.
 */
import type { Shape } from "../shape";

const hubProfile = {
  roles: "My roles",
  noRoles: "You hold no role yet.",
  open: "Open",
  invitations: "Invitations to roles",
  invitation: "{{from}} invites you to the role “{{role}}” in {{company}}.",
  invitationByLink: "You opened an invitation link to the role “{{role}}” in {{company}}.",
  candidate: "You are a candidate: the company will assign you.",
  accept: "Accept",
  decline: "Decline",
  accepted: "You accepted the invitation: the company will assign you to the role.",
  declined: "You declined the invitation.",
  declineText: "{{from}} invites you to the role “{{role}}” in {{company}}. If you decline, the invitation ends.",
  linkTaken: "The invitation is on your profile.",
};

export default hubProfile;
export type HubProfileTexts = Shape<typeof hubProfile>;
