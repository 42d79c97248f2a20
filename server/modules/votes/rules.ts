/**
 * Pure rules of the vote engine, unit tested (rules.test.ts, with property tests over random share
 * splits and vote orders). Shares are basis points (10000 = 100 %); a tally is integer sums, never
 * a float. docs/decisions/0020-votes.md.
 */
import type { VoteChoice, VoteSessionKind, VoteSessionStatus } from "../../db/schema";
import { addCalendarDays } from "../../time/calendar";

export type { VoteChoice, VoteSessionKind, VoteSessionStatus } from "../../db/schema";

/**
 * The support a proposal needs to pass, in basis points of the electorate (which holds 10000: the
 * owners at opening). Suspension: at least 51 % (spec section 6). Name, restoration, deletion and
 * the director: a majority, more than half, so 5000 of 10000 is not enough.
 */
export const PASSES_AT: Readonly<Record<VoteSessionKind, number>> = {
  CEO: 5001,
  STOP: 5100,
  NAME: 5001,
  START: 5001,
  DELETE: 5001,
};

/** How long a session stays open (spec section 9): the director's 3 days, every other 7. */
export const DURATION_DAYS: Readonly<Record<VoteSessionKind, number>> = {
  CEO: 3,
  NAME: 7,
  STOP: 7,
  START: 7,
  DELETE: 7,
};

/** When a session opened at `openedAt` ends. */
/**
 * When a session opened at `openedAt` ends: 3 or 7 calendar days later in Kyiv time, the same
 * wall-clock time (server/time/calendar.ts; across a clock change an hour more or less than
 * 72 or 168 hours).
 */
export const deadlineOf = (kind: VoteSessionKind, openedAt: Date): Date =>
  addCalendarDays(openedAt, DURATION_DAYS[kind]);

/** One voter of the frozen electorate: the share they held at opening, and their vote (null: not voted). */
export interface Ballot {
  shareBp: number;
  vote: VoteChoice | null;
}

/** Each side's weight on the threshold's own base (the electorate), in basis points. */
export interface Tally {
  forBp: number;
  againstBp: number;
  notVotedBp: number;
  totalBp: number;
  passesAtBp: number;
}

export function tally(kind: VoteSessionKind, ballots: readonly Ballot[]): Tally {
  let forBp = 0;
  let againstBp = 0;
  let notVotedBp = 0;
  for (const ballot of ballots) {
    if (ballot.vote === "FOR") forBp += ballot.shareBp;
    else if (ballot.vote === "AGAINST") againstBp += ballot.shareBp;
    else notVotedBp += ballot.shareBp;
  }
  return { forBp, againstBp, notVotedBp, totalBp: forBp + againstBp + notVotedBp, passesAtBp: PASSES_AT[kind] };
}

/**
 * The outcome the votes cast make certain, or null while those not yet voted could still tip it:
 * PASSED once the support reaches the threshold; REJECTED once it cannot reach it even if every
 * voter left voted for. A session ends at that moment, so a decided vote is never changed after.
 */
export function decided(t: Tally): "PASSED" | "REJECTED" | null {
  if (t.forBp >= t.passesAtBp) return "PASSED";
  if (t.forBp + t.notVotedBp < t.passesAtBp) return "REJECTED";
  return null;
}

/**
 * The status a session reads as at `now`: an ACTIVE one past its deadline has EXPIRED already
 * (undecided: a decided one would have ended with the deciding vote), whether or not the sweep
 * has written it yet.
 */
export function statusAt(session: { status: VoteSessionStatus; endsAt: Date }, now: Date): VoteSessionStatus {
  return session.status === "ACTIVE" && session.endsAt.getTime() <= now.getTime() ? "EXPIRED" : session.status;
}

/** Whether a session still takes votes, resets and cancels at `now`. */
export const isOpen = (session: { status: VoteSessionStatus; endsAt: Date }, now: Date) =>
  statusAt(session, now) === "ACTIVE";
