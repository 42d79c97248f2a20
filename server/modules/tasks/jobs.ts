import type { Job } from "../../jobs/runner";
import type { TaskReminders } from "./reminders";

/**
 * The tasks' time-based work, done by vHold itself: the due-tomorrow and overdue reminders
 * (./reminders.ts). Due hourly so that a day's reminders go out early in it; each task is told
 * once per due date however often it runs. Batched (100 of each kind a transaction).
 */
export function tasksJobs(reminders: TaskReminders): Job[] {
  return [
    {
      name: "tasks.reminders",
      everySeconds: 3600,
      async run({ db, now }) {
        const { dueTomorrow, overdue, more } = await reminders.sweep(db, now);
        return { counts: { dueTomorrow, overdue }, more };
      },
    },
  ];
}
