import type { TaskSummaryFieldsFragment } from "#graphql/generated/operations";
import { formatDateTime } from "~/lib/format-date";
import { dateTimeFormat } from "~/lib/intl";

/**
 * A task's due date as the reader's language writes it, with its time when it has one ("12 Mar,
 * 14:00" in the reader's time format). `short` (the lists): "12 Mar", the year only when not this
 * one; `long` (the task's page): "12 March 2027". The date is a Kyiv calendar date: formatted as
 * such, never shifted by a time zone. Null: no due date.
 */
export function formatTaskDue(
  task: Pick<TaskSummaryFieldsFragment, "dueDate" | "dueTime" | "dueAt">,
  locale: string,
  formatTime: string,
  { now = new Date(), style = "short" }: { now?: Date; style?: "short" | "long" } = {},
): string | null {
  if (!task.dueDate) return null;
  if (task.dueTime && task.dueAt) return formatDateTime(task.dueAt, locale, formatTime, now);
  const withYear = style === "long" || task.dueDate.slice(0, 4) !== String(now.getUTCFullYear());
  return dateTimeFormat(locale, `taskDue|${style}|${withYear}`, {
    day: "numeric",
    month: style,
    year: withYear ? "numeric" : undefined,
    timeZone: "UTC",
  }).format(new Date(`${task.dueDate}T00:00:00Z`));
}
