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
  /** The share a company's card shows (as vhold.share). */
  share: "{{share}} %",
  /** vHold's part of the profile: companies, offers, the director's invitations. */
  vhold: {
    companies: "My companies",
    create: "Create a company",
    incoming: "Share transfers offered to you",
    offer: "{{from}} offers you {{share}} % of “{{company}}”",
    invitations: "Invitations to a role",
    invitation: "{{from}} invites you to be the director of “{{company}}”",
    invitationVote: "The owners vote on it; the role is yours once the vote passed and you accepted.",
    accept: "Accept",
    decline: "Decline",
    accepted: "You accepted the invitation.",
    declined: "You declined the invitation.",
    waiting: "You accepted: the role is yours once the owners’ vote passes.",
    declineStep: {
      title: "Decline the invitation?",
      text: "{{from}} invites you to be the director of “{{company}}”. If you decline, the invitation and the owners’ vote on it end.",
      keep: "Do not decline",
      submit: "Decline the invitation",
      back: "Back to the profile",
    },
  },
};

export default hubProfile;
export type HubProfileTexts = Shape<typeof hubProfile>;
