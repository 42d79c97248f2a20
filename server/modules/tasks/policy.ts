import { inherit, selfField, type FieldRules } from "../../authz/fields";
import { roleModule, type CompanyPolicy } from "../../authz/policy";
import type { NotificationRow } from "../notifications/service";

/**
 * Who may do what with tasks (issue 44). Every action needs the current role (x-current-role-id)
 * to have the Tasks module (decision 0026): the lists and creation ask for it by the module's
 * relation, and the relations to a task (taskGiver, taskExecutor, taskReader) are only given to
 * such a role (resolvers.ts, locateTask). Billing's suspended usage holds everything back; a
 * suspended company's tasks are read-only; a company without a director keeps them working.
 *  - The current role's tabs and creation: the role itself.
 *  - Reading one, downloading an attachment: its giver, its executor, and the roles above either.
 *  - Changing it: its giver.
 *  - Moving it: its giver or its executor, each only the moves rules.ts gives them (the giver
 *    accepts, returns and cancels; the executor starts and marks done).
 *  - The discussion and the attachments: its giver and its executor.
 * Anyone else, in the company or not, is told TASK_NOT_FOUND (resolvers.ts, tasksGuard).
 */
export const tasksPolicy = {
  "task.list": roleModule("TASKS"),
  "task.create": roleModule("TASKS", { refusedWhen: ["suspended"] }),
  "task.read": { who: ["taskReader"], refusedWhen: ["unpaid"] },
  "task.edit": { who: ["taskGiver"], refusedWhen: ["unpaid", "suspended"] },
  "task.move": { who: ["taskGiver", "taskExecutor"], refusedWhen: ["unpaid", "suspended"] },
  "task.discuss": { who: ["taskGiver", "taskExecutor"], refusedWhen: ["unpaid", "suspended"] },
} as const satisfies CompanyPolicy<string>;

export type TasksAction = keyof typeof tasksPolicy;

const own = selfField<NotificationRow>((notification) => notification.userId);

/**
 * The fields tasks add. A task is reached only through the guarded operations, which found the
 * current role a reader of it (or the list its own): its facts, discussion, history and
 * attachments are what a reader is meant to see, so every field inherits that check. A task's
 * notification answers only the person it was written for.
 */
export const tasksFields = {
  Task: inherit(
    "id",
    "title",
    "description",
    "descriptionHtml",
    "status",
    "priority",
    "giver",
    "executor",
    "dueDate",
    "dueTime",
    "dueAt",
    "overdue",
    "myRelation",
    "moves",
    "files",
    "comments",
    "history",
    "createdAt",
    "updatedAt",
    "closedAt",
  ),
  TaskRole: inherit("id", "name", "level"),
  TaskComment: inherit("id", "body", "author", "authorRole", "createdAt"),
  TaskMove: inherit("id", "from", "to", "actor", "actorKind", "createdAt"),
  TaskFile: inherit("id", "name", "size", "extension", "createdAt"),
  TaskPage: inherit("items", "nextCursor"),
  TaskNotification: { id: own, type: own, createdAt: own, readAt: own, task: own },
  NotificationTask: inherit("id", "title", "companyId", "roleId", "actor", "actorKind"),
} satisfies FieldRules;
