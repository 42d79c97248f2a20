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
  /** The tally drawn as a bar by the server (app/lib/charts.server.ts tallyBarSvg). */
  bar?: string;
};

export type ActiveVotes = Partial<Record<VoteKind, VoteView | null>>;

/** A vote's own page: where a voter casts, changes or resets their vote, and its initiator cancels it. */
export const votePath = (companyId: string, kind: VoteKind, sessionId: string) =>
  `/vhold/${companyId}/votes/${kind}/${sessionId}`;

/** Whole days, hours and minutes from `now` to `iso` (none below zero): a deadline's time left. */
export function timeLeft(iso: string, now: number) {
  const minutes = Math.max(0, Math.floor((Date.parse(iso) - now) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/**
 * How a threshold reads: "more than half" (5001 basis points: more than 50 %) rather than
 * "50.01 %"; a threshold of whole percents (5100) as it is. The basis points to show with it.
 */
export const thresholdOf = (passesAt: number): { moreThan: boolean; share: number } =>
  passesAt % 100 === 1 ? { moreThan: true, share: passesAt - 1 } : { moreThan: false, share: passesAt };
