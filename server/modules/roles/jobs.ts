import { SYSTEM_ACTOR } from "../../audit";
import type { Job } from "../../jobs/runner";
import type { RoleRemoval } from "./removal";

/**
 * The roles module's time-based work, done by vHold itself (the system actor): a role deleted by
 * hand is removed for good once its waiting period (rules.ts, ROLE_DELETION_WAIT_DAYS) has ended,
 * its subordinates moved under its manager first. Batched and idempotent.
 */
export function rolesJobs(removal: RoleRemoval): Job[] {
  return [
    {
      name: "roles.purgeDeleted",
      everySeconds: 3600,
      async run({ db, now }) {
        const { purged, more } = await removal.purgeDue(db, SYSTEM_ACTOR, now);
        return { counts: { purged }, more };
      },
    },
  ];
}
