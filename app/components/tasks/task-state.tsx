import type { TaskPriority, TaskStatus } from "#graphql/generated/operations";
import { useTranslation } from "~/lib/i18n-react";

/** Before the archive (accepted or canceled), a task still changes. */
export const isOpen = (task: { status: TaskStatus }) => task.status !== "ACCEPTED" && task.status !== "CANCELED";

// Whole class names, so that Tailwind finds them. The words say the state; the colour repeats it.
const statusTone: Record<TaskStatus, string> = {
  OPEN: "border-info-line bg-info-soft text-info",
  IN_PROGRESS: "border-info-line bg-info-soft text-info",
  DONE: "border-success-line bg-success-soft text-success",
  ACCEPTED: "border-success-line bg-success-soft text-success",
  RETURNED: "border-warning-line bg-warning-soft text-warning",
  CANCELED: "border-line-strong bg-surface-muted text-muted",
};

const badge = "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium";

/** A task's status as a badge (its words, in the reader's language). */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useTranslation();
  return (
    <span data-status={status} className={`${badge} ${statusTone[status]}`}>
      {t(`taskWords.status.${status}`)}
    </span>
  );
}

/** "High priority" as a badge; a normal one shows nothing. */
export function TaskPriorityBadge({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation();
  if (priority !== "HIGH") return null;
  return (
    <span className={`${badge} border-warning-line bg-warning-soft text-warning`}>
      <span aria-hidden="true">!</span>
      {t("taskWords.priority.HIGH")}
    </span>
  );
}

/** "Overdue" as a badge: a word and a mark, not the colour alone. */
export function TaskOverdueBadge() {
  const { t } = useTranslation();
  return (
    <span data-overdue className={`${badge} border-danger-line bg-danger-soft text-danger`}>
      <span aria-hidden="true">⚠</span>
      {t("taskWords.overdue")}
    </span>
  );
}
