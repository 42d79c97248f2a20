import type { Job } from "../../jobs/runner";
import type { VoteDeadlines } from "./deadlines";

/**
 * The votes module's time-based work, done by vHold itself (the system actor). A session past its
 * deadline reads as EXPIRED at once (rules.ts: statusAt); this sweep writes it so, tells the
 * voters, and frees its kind for a new session. Batched and idempotent (a session ends once).
 */
export function votesJobs(deadlines: VoteDeadlines): Job[] {
  return [
    {
      name: "votes.deadlines",
      everySeconds: 60,
      async run({ db, now }) {
        const { settled, more } = await deadlines.settleDue(db, now);
        return { counts: { settled }, more };
      },
    },
  ];
}
