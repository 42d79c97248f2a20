import type { VoteSessionFieldsFragment } from "#graphql/generated/operations";

/**
 * The owners' votes as the vHold pages name them (decision 0020): a kind in an address
 * (/vhold/{id}/votes/{kind}/{sessionId}, a dialog over the dashboard with JavaScript, a page
 * without) and what a page shows of a session. Kept apart from the components, so that a page
 * linking to a vote loads none of their code.
 */
export const VOTE_KINDS = ["ceo", "name", "stop", "start", "delete"] as const;
export type VoteKind = (typeof VOTE_KINDS)[number];

/** A session with what its kind proposes (the name; the reason and comment; the candidate). */
export type VoteView = VoteSessionFieldsFragment & {
  name?: string;
  reason?: { name: string };
  comment?: string | null;
  candidate?: { name: string; surname: string; username: string };
  invitationId?: string;
};

export type ActiveVotes = Partial<Record<VoteKind, VoteView | null>>;

/** A vote's own page: where a voter casts, changes or resets their vote, and its initiator cancels it. */
export const votePath = (companyId: string, kind: VoteKind, sessionId: string) => `/vhold/${companyId}/votes/${kind}/${sessionId}`;
