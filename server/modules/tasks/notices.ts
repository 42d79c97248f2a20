import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { AuditActor } from "../../audit";
import type { Executor } from "../../db/client";
import { roles } from "../../db/schema";
import { notify } from "../notifications/service";
import type { TaskRow } from "./model";

type TaskKind =
  | "task.given"
  | "task.returned"
  | "task.commented"
  | "task.done"
  | "task.dueTomorrow"
  | "task.overdue"
  | "task.backToGiver";

/**
 * Tells the holders of `roleIds` (live roles with someone in them) about a task, each in the role
 * it reaches them in; nobody is told of their own doing (notify leaves the actor out).
 */
export async function tellRoles(
  tx: Executor,
  actor: AuditActor,
  task: Pick<TaskRow, "id" | "title" | "companyId">,
  roleIds: readonly string[],
  kind: TaskKind,
  now: Date,
): Promise<void> {
  const unique = [...new Set(roleIds)];
  if (!unique.length) return;
  const holders = await tx
    .select({ id: roles.id, userId: roles.userId })
    .from(roles)
    .where(and(inArray(roles.id, unique), isNotNull(roles.userId), eq(roles.isArchived, false)));
  for (const { id, userId } of holders)
    await notify(tx, now, actor, [userId!], kind, {
      taskId: task.id,
      title: task.title,
      companyId: task.companyId,
      roleId: id,
      by: actor.userId,
    });
}
