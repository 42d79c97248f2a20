import { eq, sql } from "drizzle-orm";
import type { CreateTaskInput, UpdateTaskInput } from "#graphql/validation/tasks";
import { writeAudit } from "../../audit";
import type { Authorized } from "../../authz/policy";
import type { Executor } from "../../db/client";
import { taskMoves, tasks } from "../../db/schema";
import { invalid, taskArchived, taskNotFound, type TaskRow, type TasksDeps } from "./model";
import { tellRoles } from "./notices";
import type { TaskReading } from "./reading";
import { ARCHIVED, dueAtOf } from "./rules";

type Acting = Pick<Authorized<string>, "companyId" | "userId" | "sessionId" | "address">;

/**
 * Giving a task (issue 44): the current role gives it to itself or to a live role below it (as
 * instructions choose their executors), and changes it until it is archived. Each with an audit
 * row; the executor's holder is told.
 */
export class TaskGiving {
  constructor(
    private readonly deps: TasksDeps,
    private readonly reading: TaskReading,
  ) {}

  private async requireExecutor(tx: Executor, giverRoleId: string, executorRoleId: string): Promise<void> {
    const choices = await this.reading.roleChoices(giverRoleId, tx);
    if (!choices.some((role) => role.id === executorRoleId))
      throw invalid("executorRoleId", "validation.tasks.notSubordinate");
  }

  async create(actor: Acting, giverRoleId: string, input: CreateTaskInput): Promise<TaskRow> {
    return this.deps.db.transaction(async (tx) => {
      await this.requireExecutor(tx, giverRoleId, input.executorRoleId);
      const now = this.deps.clock.now();
      const [row] = await tx
        .insert(tasks)
        .values({
          companyId: actor.companyId,
          giverRoleId,
          executorRoleId: input.executorRoleId,
          title: input.title,
          description: input.description,
          priority: input.priority,
          dueDate: input.dueDate,
          dueTime: input.dueTime,
          dueAt: dueAtOf(input.dueDate, input.dueTime),
          createdBy: actor.userId,
          updatedBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const task = row!;
      await tx.insert(taskMoves).values({
        taskId: task.id,
        fromStatus: null,
        toStatus: "OPEN",
        byRoleId: giverRoleId,
        byUserId: actor.userId,
        createdAt: now,
      });
      await writeAudit(tx, actor, now, {
        companyId: actor.companyId,
        action: "task.created",
        entity: "task",
        entityId: task.id,
        after: {
          giverRoleId,
          executorRoleId: task.executorRoleId,
          title: task.title,
          dueAt: task.dueAt,
          priority: task.priority,
        },
      });
      if (task.executorRoleId !== giverRoleId)
        await tellRoles(tx, actor, task, [task.executorRoleId], "task.given", now);
      return task;
    });
  }

  /** The title, description, due date and priority, while the task is not archived (the giver). */
  async update(actor: Acting, id: string, input: UpdateTaskInput): Promise<TaskRow> {
    return this.deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(tasks).where(eq(tasks.id, id)).for("update");
      if (!current) throw taskNotFound();
      if (ARCHIVED.includes(current.status)) throw taskArchived();
      const now = this.deps.clock.now();
      const [row] = await tx
        .update(tasks)
        .set({
          title: input.title,
          description: input.description,
          priority: input.priority,
          dueDate: input.dueDate,
          dueTime: input.dueTime,
          dueAt: dueAtOf(input.dueDate, input.dueTime),
          updatedBy: actor.userId,
          updatedAt: now,
        })
        .where(sql`${tasks.id} = ${id} and ${tasks.status} not in ('ACCEPTED', 'CANCELED')`)
        .returning();
      if (!row) throw taskArchived();
      await writeAudit(tx, actor, now, {
        companyId: row.companyId,
        action: "task.updated",
        entity: "task",
        entityId: id,
        before: { title: current.title, dueAt: current.dueAt, priority: current.priority },
        after: { title: row.title, dueAt: row.dueAt, priority: row.priority },
      });
      return row;
    });
  }
}
