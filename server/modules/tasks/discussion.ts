import { eq } from "drizzle-orm";
import type { Authorized } from "../../authz/policy";
import { taskComments, tasks } from "../../db/schema";
import { taskArchived, taskNotFound, type TaskCommentRow, type TaskRelationValue, type TasksDeps } from "./model";
import { tellRoles } from "./notices";
import { ARCHIVED } from "./rules";

type Acting = Pick<Authorized<string>, "companyId" | "userId" | "sessionId" | "address">;

/**
 * A task's discussion (issue 44): its giver and its executor write, newest last, while it is not
 * archived; the other side's holder is told.
 */
export class TaskDiscussion {
  constructor(private readonly deps: TasksDeps) {}

  async add(
    actor: Acting,
    id: string,
    relations: ReadonlySet<TaskRelationValue>,
    body: string,
  ): Promise<TaskCommentRow> {
    return this.deps.db.transaction(async (tx) => {
      const [task] = await tx.select().from(tasks).where(eq(tasks.id, id)).for("update");
      if (!task) throw taskNotFound();
      if (ARCHIVED.includes(task.status)) throw taskArchived();
      const now = this.deps.clock.now();
      const authorRoleId = relations.has("EXECUTOR") ? task.executorRoleId : task.giverRoleId;
      const [row] = await tx
        .insert(taskComments)
        .values({ taskId: id, authorRoleId, authorUserId: actor.userId, body, createdAt: now })
        .returning();
      const other = authorRoleId === task.executorRoleId ? task.giverRoleId : task.executorRoleId;
      if (other !== authorRoleId) await tellRoles(tx, actor, task, [other], "task.commented", now);
      return row!;
    });
  }
}
