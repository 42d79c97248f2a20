import { sql } from "drizzle-orm";
import { SYSTEM_ACTOR } from "../../audit";
import { queryRows, type Executor } from "../../db/client";
import { tasks } from "../../db/schema";
import type { TasksDeps } from "./model";
import { tellRoles } from "./notices";
import { kyivDate } from "./rules";

/** Tasks one sweep batch tells about, of each kind. */
export const TASK_SWEEP_BATCH = 100;

interface Due {
  id: string;
  title: string;
  companyId: string;
  giverRoleId: string;
  executorRoleId: string;
}

/**
 * The daily reminders (issue 44), by vHold itself: a task still being worked in whose due date is
 * tomorrow (Kyiv) tells its executor once; one past its due instant tells its executor and its
 * giver once. Each task remembers the due instant it was told about (due_tomorrow_for,
 * overdue_for), marked in the statement that picks the batch, so a second run, or one after a
 * crash, tells nobody twice; a new due date is told about again.
 */
export class TaskReminders {
  constructor(private readonly deps: Pick<TasksDeps, "db">) {}

  async sweep(tx: Executor, now: Date): Promise<{ dueTomorrow: number; overdue: number; more: boolean }> {
    const tomorrow = kyivDate(now, 1);
    const dueTomorrow = await queryRows<Due>(
      tx,
      sql`update ${tasks} t set due_tomorrow_for = t.due_at
          where t.id in (
            select id from ${tasks}
            where due_at > ${now} and due_at <= ${new Date(now.getTime() + 3 * 86_400_000)}
              and status in ('OPEN', 'IN_PROGRESS', 'RETURNED') and due_date = ${tomorrow}::date
              and due_tomorrow_for is distinct from due_at
            order by due_at, id limit ${TASK_SWEEP_BATCH} for update skip locked)
          returning t.id, t.title, t.company_id as "companyId", t.giver_role_id as "giverRoleId", t.executor_role_id as "executorRoleId"`,
    );
    for (const task of dueTomorrow)
      await tellRoles(tx, SYSTEM_ACTOR, task, [task.executorRoleId], "task.dueTomorrow", now);
    const overdue = await queryRows<Due>(
      tx,
      sql`update ${tasks} t set overdue_for = t.due_at
          where t.id in (
            select id from ${tasks}
            where due_at <= ${now} and due_at is not null
              and status in ('OPEN', 'IN_PROGRESS', 'RETURNED')
              and overdue_for is distinct from due_at
            order by due_at, id limit ${TASK_SWEEP_BATCH} for update skip locked)
          returning t.id, t.title, t.company_id as "companyId", t.giver_role_id as "giverRoleId", t.executor_role_id as "executorRoleId"`,
    );
    for (const task of overdue)
      await tellRoles(tx, SYSTEM_ACTOR, task, [task.executorRoleId, task.giverRoleId], "task.overdue", now);
    return {
      dueTomorrow: dueTomorrow.length,
      overdue: overdue.length,
      more: dueTomorrow.length === TASK_SWEEP_BATCH || overdue.length === TASK_SWEEP_BATCH,
    };
  }
}
