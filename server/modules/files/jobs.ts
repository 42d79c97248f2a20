import { SYSTEM_ACTOR } from "../../audit";
import type { Job } from "../../jobs/runner";
import type { Files } from "./services";

/**
 * The files module's time-based work (issue 22), done by vHold itself:
 *  - files.trash: nodes in the trash for 30 calendar days (FILE_TRASH_DAYS, ./rules.ts) are removed
 *    with what is under them;
 *  - files.pending: uploads never confirmed within a day are removed;
 *  - files.objects: the objects those removals (and forced deletions, deleted roles and companies)
 *    queued are deleted from storage, retried while the storage refuses.
 * Batched and idempotent; an object is removed after the commit that queued it.
 */
export function filesJobs({ trash, removals }: Files): Job[] {
  return [
    {
      name: "files.trash",
      everySeconds: 3600,
      async run({ db, now }) {
        const { removed, more } = await trash.sweep(db, SYSTEM_ACTOR, now);
        return { counts: { removed }, more };
      },
    },
    {
      name: "files.pending",
      everySeconds: 3600,
      async run({ db, now }) {
        const { removed, more } = await removals.sweepPending(db, now);
        return { counts: { removed }, more };
      },
    },
    {
      name: "files.objects",
      everySeconds: 600,
      async run({ db }) {
        const { removed, failed, more } = await removals.drain(db);
        return { counts: { removed, failed }, more };
      },
    },
  ];
}
