import { and, eq, inArray } from "drizzle-orm";
import { writeAudit } from "../../audit";
import type { Authorized } from "../../authz/policy";
import { taskComments, taskMoves, tasks, type TaskStatusValue } from "../../db/schema";
import { DomainError } from "../../errors";
import {
  invalid,
  taskNotFound,
  taskStatusConflict,
  type TaskMoveTarget,
  type TaskRelationValue,
  type TaskRow,
  type TasksDeps,
} from "./model";
import { tellRoles } from "./notices";
import { ARCHIVED, isMoveTarget, mayMove, MOVES } from "./rules";

type Acting = Pick<Authorized<string>, "companyId" | "userId" | "sessionId" | "address">;

/**
 * The moves of a task (issue 44; ./rules.ts MOVES), each by whom it names and decided atomically:
 * the row is locked, and the UPDATE itself only changes a task still in a state the move starts
 * from (WHERE status IN (...) RETURNING), so of two moves at once one wins and the other is told
 * TASK_STATUS_CONFLICT. Each move writes its history row and an audit row in the same transaction;
 * a return's comment joins the discussion.
 */
export class TaskMoving {
  constructor(private readonly deps: TasksDeps) {}

  async move(
    actor: Acting,
    id: string,
    status: TaskStatusValue,
    relations: ReadonlySet<TaskRelationValue>,
    comment: string | null,
  ): Promise<TaskRow> {
    if (!isMoveTarget(status)) throw invalid("status", "validation.tasks.move");
    const to: TaskMoveTarget = status;
    if (!mayMove(relations, to)) throw new DomainError("FORBIDDEN", "Not allowed in this company");
    if (to === "RETURNED" && !comment) throw invalid("comment", "validation.tasks.returnComment");
    return this.deps.db.transaction(async (tx) => {
      const [current] = await tx.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, id)).for("update");
      if (!current) throw taskNotFound();
      const now = this.deps.clock.now();
      const [row] = await tx
        .update(tasks)
        .set({
          status: to,
          closedAt: ARCHIVED.includes(to) ? now : null,
          updatedBy: actor.userId,
          updatedAt: now,
        })
        .where(and(eq(tasks.id, id), inArray(tasks.status, [...MOVES[to].from])))
        .returning();
      if (!row) throw taskStatusConflict();
      const byRoleId = MOVES[to].by === "GIVER" ? row.giverRoleId : row.executorRoleId;
      await tx.insert(taskMoves).values({
        taskId: id,
        fromStatus: current.status,
        toStatus: to,
        byRoleId,
        byUserId: actor.userId,
        createdAt: now,
      });
      if (comment)
        await tx
          .insert(taskComments)
          .values({ taskId: id, authorRoleId: byRoleId, authorUserId: actor.userId, body: comment, createdAt: now });
      await writeAudit(tx, actor, now, {
        companyId: row.companyId,
        action: "task.moved",
        entity: "task",
        entityId: id,
        before: { status: current.status },
        after: { status: to, ...(comment ? { comment } : {}) },
      });
      if (to === "DONE") await tellRoles(tx, actor, row, [row.giverRoleId], "task.done", now);
      if (to === "RETURNED") await tellRoles(tx, actor, row, [row.executorRoleId], "task.returned", now);
      return row;
    });
  }
}
