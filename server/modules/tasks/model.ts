import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { taskComments, taskMoves, tasks, TaskStatusValue } from "../../db/schema";
import { DomainError } from "../../errors";
import type { Files } from "../files/services";

export type TaskRow = typeof tasks.$inferSelect;
export type TaskCommentRow = typeof taskComments.$inferSelect;
export type TaskMoveRow = typeof taskMoves.$inferSelect;

/** What a role is to a task (the strongest first): its giver, its executor, or a role above either. */
export const TASK_RELATIONS = ["GIVER", "EXECUTOR", "MANAGER"] as const;
export type TaskRelationValue = (typeof TASK_RELATIONS)[number];

/** A task as the caller reaches it: the row and what the roles it acts in are to it. */
export interface TaskView extends TaskRow {
  relations: ReadonlySet<TaskRelationValue>;
}

/** A role as a task names it. */
export interface TaskRoleRow {
  id: string;
  name: string;
  /** The director's role under vHold's name: read in the caller's language (graphql/role-names.ts). */
  nameIsDefault: boolean;
  level: number;
}

/** A task's attachment as the task lists it (confirmed uploads only). */
export interface TaskFileView {
  id: string;
  name: string;
  size: number;
  extension: string;
  createdAt: Date;
}

/** A page of a role's tasks (the GraphQL TaskPage). */
export interface TaskPageView {
  items: TaskView[];
  nextCursor: string | null;
}

/** The move asked for; OPEN is never one. */
export type TaskMoveTarget = Exclude<TaskStatusValue, "OPEN">;

/**
 * What every use case of the tasks module (reading.ts, giving.ts, moving.ts, discussion.ts,
 * attachments.ts, reminders.ts, handover.ts) is built with. The module alone writes the task*
 * tables; the file nodes of attachments are the files module's.
 */
export interface TasksDeps {
  db: Database;
  clock: Clock;
  files: Files;
  /** The tasks feature flag (FEATURE_TASKS): off, every operation is refused. */
  enabled: boolean;
}

export const taskNotFound = () => new DomainError("TASK_NOT_FOUND", "Task not found");
/** Someone else moved the task first (or it is no longer where this move starts). */
export const taskStatusConflict = () =>
  new DomainError("TASK_STATUS_CONFLICT", "The task is no longer in a state this move starts from");
export const taskArchived = () => new DomainError("TASK_ARCHIVED", "The task is archived");
export const tasksOff = () => new DomainError("FEATURE_OFF", "Tasks are switched off");
export const invalid = (field: string, message: string) =>
  new DomainError("BAD_USER_INPUT", message, { fields: { [field]: [message] } });
