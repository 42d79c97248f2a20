import { describe, expect, it } from "vitest";
import {
  deadlineOf,
  decided,
  PASSES_AT,
  statusAt,
  tally,
  type Ballot,
  type VoteChoice,
  type VoteSessionKind,
} from "./rules";

const KINDS: VoteSessionKind[] = ["CEO", "NAME", "STOP", "START", "DELETE"];

/** A small seeded generator (mulberry32): the same cases on every run, and many of them. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 1 to 8 owners whose shares (whole basis points, each at least 1) sum to exactly 10000. */
function split(next: () => number): number[] {
  const owners = 1 + Math.floor(next() * 8);
  const cuts = new Set<number>();
  while (cuts.size < owners - 1) cuts.add(1 + Math.floor(next() * 9_999));
  const points = [0, ...[...cuts].sort((a, b) => a - b), 10_000];
  return points.slice(1).map((point, i) => point - points[i]);
}

function shuffle<T>(items: T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

type Event = { voter: number; vote: VoteChoice | null };

/**
 * A session as the service runs it: every event changes one voter's vote while it is active; it
 * ends the moment the tally is decided, and any later event is refused. Counts how often it ended.
 */
function run(kind: VoteSessionKind, shares: number[], events: Event[]) {
  const ballots: Ballot[] = shares.map((shareBp) => ({ shareBp, vote: null }));
  let outcome: "PASSED" | "REJECTED" | null = null;
  let endings = 0;
  let refused = 0;
  for (const event of events) {
    if (outcome) {
      refused += 1;
      continue;
    }
    ballots[event.voter] = { ...ballots[event.voter], vote: event.vote };
    const now = decided(tally(kind, ballots));
    if (now) {
      outcome = now;
      endings += 1;
    }
  }
  return { outcome, endings, refused, ballots };
}

describe("the thresholds", () => {
  it("a suspension needs at least 51 %, the others more than half", () => {
    expect(PASSES_AT).toEqual({ CEO: 5_001, STOP: 5_100, NAME: 5_001, START: 5_001, DELETE: 5_001 });
  });

  it.each([
    ["STOP", 5_100, "PASSED"],
    ["STOP", 5_099, null],
    ["NAME", 5_001, "PASSED"],
    ["NAME", 5_000, null],
    ["DELETE", 5_000, null],
  ] as const)("%s with %i for and the rest not voted: %s", (kind, forBp, expected) => {
    expect(
      decided(
        tally(kind, [
          { shareBp: forBp, vote: "FOR" },
          { shareBp: 10_000 - forBp, vote: null },
        ]),
      ),
    ).toBe(expected);
  });

  it("rejected as soon as the support cannot reach the threshold any more", () => {
    // 4900 against a suspension: the 5100 left could still pass it; 4901 against: it cannot.
    expect(
      decided(
        tally("STOP", [
          { shareBp: 4_900, vote: "AGAINST" },
          { shareBp: 5_100, vote: null },
        ]),
      ),
    ).toBeNull();
    expect(
      decided(
        tally("STOP", [
          { shareBp: 4_901, vote: "AGAINST" },
          { shareBp: 5_099, vote: null },
        ]),
      ),
    ).toBe("REJECTED");
    // Half against a name: a majority for is out of reach.
    expect(
      decided(
        tally("NAME", [
          { shareBp: 5_000, vote: "AGAINST" },
          { shareBp: 5_000, vote: null },
        ]),
      ),
    ).toBe("REJECTED");
    expect(
      decided(
        tally("NAME", [
          { shareBp: 4_999, vote: "AGAINST" },
          { shareBp: 5_001, vote: null },
        ]),
      ),
    ).toBeNull();
  });

  it("a sole owner's own vote decides at once", () => {
    for (const kind of KINDS) expect(decided(tally(kind, [{ shareBp: 10_000, vote: "FOR" }]))).toBe("PASSED");
  });

  it("a tally is exact sums of basis points", () => {
    expect(
      tally("STOP", [
        { shareBp: 5_400, vote: "FOR" },
        { shareBp: 1_200, vote: "AGAINST" },
        { shareBp: 3_400, vote: null },
      ]),
    ).toEqual({ forBp: 5_400, againstBp: 1_200, notVotedBp: 3_400, totalBp: 10_000, passesAtBp: 5_100 });
  });
});

describe("time", () => {
  it("a session runs 7 calendar days in Kyiv time, and reads as expired from its deadline on", () => {
    // 28 March 2026, 23:30 in Kyiv; the clocks go forward the next night: the week is 167 hours.
    const opened = new Date("2026-03-28T21:30:00Z");
    const endsAt = deadlineOf("STOP", opened);
    expect(endsAt.toISOString()).toBe("2026-04-04T20:30:00.000Z");
    // The director's vote: 3 days.
    expect(deadlineOf("CEO", opened).toISOString()).toBe("2026-03-31T20:30:00.000Z");
    expect(statusAt({ status: "ACTIVE", endsAt }, new Date(endsAt.getTime() - 1))).toBe("ACTIVE");
    expect(statusAt({ status: "ACTIVE", endsAt }, endsAt)).toBe("EXPIRED");
    // An ended one keeps its own status.
    expect(statusAt({ status: "PASSED", endsAt }, new Date(endsAt.getTime() + 1))).toBe("PASSED");
  });
});

describe("properties over random share splits and vote orders", () => {
  const CASES = 2_000;

  it("the outcome never depends on the order of the votes, and a session never ends twice", () => {
    const next = random(19);
    for (let i = 0; i < CASES; i += 1) {
      const kind = KINDS[i % KINDS.length];
      const shares = split(next);
      // Each voter's final choice; some never vote.
      const finals = shares.map(() =>
        next() < 0.15 ? null : next() < 0.5 ? "FOR" : "AGAINST",
      ) as Array<VoteChoice | null>;
      const events = finals.flatMap((vote, voter) => (vote ? [{ voter, vote }] : []));
      const outcomes = new Set<string>();
      for (let order = 0; order < 6; order += 1) {
        const result = run(kind, shares, shuffle(events, next));
        expect(result.endings).toBeLessThanOrEqual(1);
        outcomes.add(String(result.outcome));
      }
      expect(outcomes.size, JSON.stringify({ kind, shares, finals })).toBe(1);
      // The outcome is what the final votes say, all counted at once.
      const forBp = shares.reduce((sum, share, voter) => sum + (finals[voter] === "FOR" ? share : 0), 0);
      const againstBp = shares.reduce((sum, share, voter) => sum + (finals[voter] === "AGAINST" ? share : 0), 0);
      const expected = forBp >= PASSES_AT[kind] ? "PASSED" : 10_000 - againstBp < PASSES_AT[kind] ? "REJECTED" : "null";
      expect([...outcomes][0]).toBe(expected);
    }
  });

  it("with changes and resets on the way, a decided session ends once and refuses every later vote", () => {
    const next = random(2026);
    for (let i = 0; i < CASES; i += 1) {
      const kind = KINDS[i % KINDS.length];
      const shares = split(next);
      const events: Event[] = Array.from({ length: 1 + Math.floor(next() * 20) }, () => ({
        voter: Math.floor(next() * shares.length),
        vote: next() < 0.2 ? null : next() < 0.5 ? "FOR" : "AGAINST",
      }));
      const result = run(kind, shares, events);
      expect(result.endings).toBeLessThanOrEqual(1);
      const counted = tally(kind, result.ballots);
      expect(counted.totalBp).toBe(10_000);
      expect(counted.forBp + counted.againstBp + counted.notVotedBp).toBe(10_000);
      // Ended exactly when its final tally is decided; undecided sessions took every event.
      expect(result.outcome).toBe(decided(counted));
      if (!result.outcome) expect(result.refused).toBe(0);
    }
  });

  it("passing and rejecting exclude each other: no tally is both", () => {
    const next = random(7);
    for (let i = 0; i < CASES; i += 1) {
      const kind = KINDS[i % KINDS.length];
      const shares = split(next);
      const ballots = shares.map((shareBp) => ({
        shareBp,
        vote: (next() < 0.3 ? null : next() < 0.5 ? "FOR" : "AGAINST") as VoteChoice | null,
      }));
      const counted = tally(kind, ballots);
      const passes = counted.forBp >= counted.passesAtBp;
      const cannot = counted.forBp + counted.notVotedBp < counted.passesAtBp;
      expect(passes && cannot).toBe(false);
    }
  });
});
