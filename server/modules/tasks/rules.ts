import { Temporal } from "temporal-polyfill";
import { DISPLAY_TIME_ZONE } from "#graphql/time-zone";
import type { TaskStatusValue } from "../../db/schema";
import type { TaskMoveTarget, TaskRelationValue } from "./model";

/** The archive's states: nothing moves out of them. */
export const ARCHIVED: readonly TaskStatusValue[] = ["ACCEPTED", "CANCELED"];
/** The states a task is still being worked in (the sweep's, and "overdue"). */
export const WORKING: readonly TaskStatusValue[] = ["OPEN", "IN_PROGRESS", "RETURNED"];

/**
 * The moves (issue 44), each by whom it names: the executor starts (OPEN → IN_PROGRESS) and marks
 * it done (from IN_PROGRESS, or RETURNED: back in progress); the giver accepts it (DONE →
 * ACCEPTED, the archive), returns it with a comment (DONE → RETURNED) or cancels it at any point
 * before ACCEPTED (the archive). Nothing else; OPEN is never a move's end.
 */
export const MOVES: Record<TaskMoveTarget, { from: readonly TaskStatusValue[]; by: "GIVER" | "EXECUTOR" }> = {
  IN_PROGRESS: { from: ["OPEN"], by: "EXECUTOR" },
  DONE: { from: ["IN_PROGRESS", "RETURNED"], by: "EXECUTOR" },
  ACCEPTED: { from: ["DONE"], by: "GIVER" },
  RETURNED: { from: ["DONE"], by: "GIVER" },
  CANCELED: { from: ["OPEN", "IN_PROGRESS", "DONE", "RETURNED"], by: "GIVER" },
};

export const isMoveTarget = (status: TaskStatusValue): status is TaskMoveTarget => status !== "OPEN";

/** May a role that is `relations` to the task move it to `to` (whatever its state now)? */
export const mayMove = (relations: ReadonlySet<TaskRelationValue>, to: TaskMoveTarget) => relations.has(MOVES[to].by);

/** The moves `relations` may make from `status` now, in the enum's order. */
export function movesFrom(status: TaskStatusValue, relations: ReadonlySet<TaskRelationValue>): TaskMoveTarget[] {
  return (Object.keys(MOVES) as TaskMoveTarget[]).filter(
    (to) => MOVES[to].from.includes(status) && mayMove(relations, to),
  );
}

/**
 * The instant a due date names: the time on that Kyiv calendar date, or without one the end of
 * that day (the start of the next: overdue once the day is over).
 */
export function dueAtOf(dueDate: string | null, dueTime: string | null): Date | null {
  if (!dueDate) return null;
  const date = Temporal.PlainDate.from(dueDate);
  const zoned = dueTime
    ? date.toPlainDateTime(Temporal.PlainTime.from(dueTime)).toZonedDateTime(DISPLAY_TIME_ZONE)
    : date.add({ days: 1 }).toZonedDateTime({ timeZone: DISPLAY_TIME_ZONE });
  return new Date(zoned.epochMilliseconds);
}

/** The Kyiv calendar date `days` after the one `now` falls on (YYYY-MM-DD). */
export function kyivDate(now: Date, days = 0): string {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(DISPLAY_TIME_ZONE)
    .toPlainDate()
    .add({ days })
    .toString();
}

/** Past its due instant and still being worked in. */
export const isOverdue = (task: { status: TaskStatusValue; dueAt: Date | null }, now: Date) =>
  task.dueAt !== null && task.dueAt.getTime() <= now.getTime() && WORKING.includes(task.status);

/** A list's place: the last row's order key (due instant or closing instant) and id. */
export interface TaskCursor {
  at: string | null;
  id: string;
}

export const encodeCursor = (cursor: TaskCursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

export function decodeCursor(value: string): TaskCursor | null {
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<TaskCursor>;
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    if (typeof parsed.id !== "string" || !uuid.test(parsed.id)) return null;
    if (parsed.at !== null && (typeof parsed.at !== "string" || Number.isNaN(Date.parse(parsed.at)))) return null;
    return { at: parsed.at ?? null, id: parsed.id };
  } catch {
    return null;
  }
}
