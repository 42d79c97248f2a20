import { SYSTEM_ACTOR } from "../../audit";
import type { Job } from "../../jobs/runner";
import type { FilesService } from "./service";

/**
 * The files module's time-based work (issue 22), done by vHold itself:
 *  - files.trash: nodes in the trash for more than 30 days are removed with what is under them;
 *  - files.pending: uploads never confirmed within a day are removed;
 *  - files.objects: the objects those removals (and forced deletions, deleted roles and companies)
 *    queued are deleted from storage, retried while the storage refuses.
 * Batched and idempotent; an object is removed after the commit that queued it.
 */
export function filesJobs(service: FilesService): Job[] {
  return [
    {
      name: "files.trash",
      everySeconds: 3600,
      async run({ db, now }) {
        const { removed, more } = await service.sweepTrash(db, SYSTEM_ACTOR, now);
        return { counts: { removed }, more };
      },
    },
    {
      name: "files.pending",
      everySeconds: 3600,
      async run({ db, now }) {
        const { removed, more } = await service.sweepPending(db, now);
        return { counts: { removed }, more };
      },
    },
    {
      name: "files.objects",
      everySeconds: 600,
      async run({ db }) {
        const { removed, failed, more } = await service.drainRemovals(db);
        return { counts: { removed, failed }, more };
      },
    },
  ];
}
