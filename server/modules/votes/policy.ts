import { companyField, inherit, type FieldRules } from "../../authz/fields";
import type { CompanyPolicy } from "../../authz/policy";
import type { CompanyRow } from "../companies/model";

/**
 * Who may do what with a company's votes (spec section 6: with co-owners, name change,
 * suspension, restoration and deletion need a vote of the owners; a sole owner acts at once).
 *  - Opening a vote is an owner's. A suspension or a name change is not opened for a suspended
 *    company (COMPANY_SUSPENDED); restoration and deletion only for one (the service says
 *    COMPANY_NOT_SUSPENDED, under the company's lock).
 *  - Voting and resetting a vote is for the session's electorate, frozen when it opened (`voter`):
 *    an owner then, even one who has given all their share away since. An owner who joined later
 *    gets through the table and is told NOT_A_VOTER by the service.
 *  - Canceling a stop or delete session is its initiator's.
 *  - Reading the votes is for the owners and the director (who reads the owners anyway).
 * The director, an employee and a former owner (outside the electorate) open and cast nothing.
 */
export const votesPolicy = {
  "vote.read": ["owner", "director"],
  /** createCeoInvitation: invites the director and opens the owners' vote on them; roles are frozen while suspended. */
  "vote.ceo.create": { who: ["owner"], refusedWhen: ["suspended"] },
  "vote.name.create": { who: ["owner"], refusedWhen: ["suspended"] },
  "vote.stop.create": { who: ["owner"], refusedWhen: ["suspended"] },
  "vote.start.create": ["owner"],
  "vote.delete.create": ["owner"],
  "vote.cast": ["owner", "voter"],
  "vote.reset": ["owner", "voter"],
  "vote.cancelSession": ["voteInitiator"],
} as const satisfies CompanyPolicy<string>;

export type VotesAction = keyof typeof votesPolicy;

const SESSION_FIELDS = [
  "id",
  "companyId",
  "kind",
  "createdBy",
  "status",
  "createdAt",
  "updatedAt",
  "endsAt",
  "endedAt",
  "createdByUser",
  "votes",
  "tally",
] as const;

/**
 * Who may read each field of the vote types. A session is reached only through the guarded
 * lists (vote.read) and the guarded mutations, and its votes are the owners' shares that
 * listCompanyOwners shows the same people: everything is part of the session. Stop reasons are
 * vHold's own list, the same for everyone.
 */
export const votesFields = {
  // A company's open votes (the role's dashboard): who reads the votes.
  Company: {
    openVoteSessions: companyField<CompanyRow, VotesAction>(votesPolicy, "vote.read", (company) => ({
      companyId: company.id,
    })),
  },
  CeoVoteSession: inherit(...SESSION_FIELDS, "candidateId", "invitationId", "candidate"),
  CompanyNameVoteSession: inherit(...SESSION_FIELDS, "name"),
  CompanyStopVoteSession: inherit(...SESSION_FIELDS, "reasonId", "reason", "comment"),
  CompanyStartVoteSession: inherit(...SESSION_FIELDS),
  CompanyDeleteVoteSession: inherit(...SESSION_FIELDS),
  Vote: inherit("id", "vote", "voterId", "voter", "userId", "share", "votedAt"),
  VoteTally: inherit("for", "against", "notVoted", "total", "passesAt", "reached"),
  CompanyStopReason: inherit("id", "name", "translations"),
  CompanyStopReasonTranslation: inherit("id", "companyStopReasonId", "name", "languageCode"),
} satisfies FieldRules;
