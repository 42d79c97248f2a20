import { and, eq, ne, notInArray } from "drizzle-orm";
import { writeAudit, type AuditActor } from "../../audit";
import type { Executor } from "../../db/client";
import { taskMoves, tasks } from "../../db/schema";
import { tellRoles } from "./notices";
import { ARCHIVED } from "./rules";

/**
 * A role leaves the live structure (archived or deleted by hand; the roles module's removal,
 * Roles.onRemoved): the tasks given to it and still open go back to their givers, in the same
 * transaction. Each becomes its giver's own task (the giver its executor too), OPEN again, with a
 * move by whoever archived the role and an audit row; the giver's holder is told. Tasks the role
 * gave others stay with their executors (the roles above the role still read them); a task the
 * role gave itself stays with it. The role's tasks go for good with it when the roles' sweep
 * removes it (the foreign keys cascade), as its history does.
 */
export class TaskHandover {
  async backToGivers(tx: Executor, actor: AuditActor, roleId: string, now: Date): Promise<number> {
    const open = await tx
      .select()
      .from(tasks)
      .where(
        and(eq(tasks.executorRoleId, roleId), ne(tasks.giverRoleId, roleId), notInArray(tasks.status, [...ARCHIVED])),
      )
      .for("update");
    for (const task of open) {
      const [row] = await tx
        .update(tasks)
        .set({ executorRoleId: task.giverRoleId, status: "OPEN", updatedAt: now, updatedBy: actor.userId })
        .where(eq(tasks.id, task.id))
        .returning();
      await tx.insert(taskMoves).values({
        taskId: task.id,
        fromStatus: task.status,
        toStatus: "OPEN",
        byRoleId: null,
        byUserId: actor.userId,
        createdAt: now,
      });
      await writeAudit(tx, actor, now, {
        companyId: task.companyId,
        action: "task.backToGiver",
        entity: "task",
        entityId: task.id,
        before: { executorRoleId: roleId, status: task.status },
        after: { executorRoleId: task.giverRoleId, status: "OPEN" },
      });
      await tellRoles(tx, actor, row!, [task.giverRoleId], "task.backToGiver", now);
    }
    return open.length;
  }
}
