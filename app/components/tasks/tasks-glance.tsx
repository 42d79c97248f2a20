import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { useSignedInUser } from "~/lib/signed-in";
import { taskCreatePath, taskPath, tasksPath, type TaskTabName } from "~/lib/task-paths";
import type { Dashboard } from "~/routes/_app.vhub.$id/dashboard.server";
import { formatTaskDue } from "./task-due";
import { TaskOverdueBadge, TaskPriorityBadge, TaskStatusBadge } from "./task-state";

type Glance = NonNullable<Dashboard["tasks"]>;
type Item = Glance["mine"]["items"][number];

const moreLink = "text-sm ui-link underline";

/** One column: its heading (a link to its tab), its first few tasks, and the way to the rest. */
function Column({
  tab,
  group,
  roleId,
  heading,
  empty,
}: {
  tab: TaskTabName;
  group: Glance["mine"];
  roleId: string;
  heading: string;
  empty: string;
}) {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  const headingId = `tasks-glance-${tab}`;
  const row = (task: Item) => {
    const due = formatTaskDue(task, i18n.language, me.formatTime);
    const other = tab === "tracking" ? task.executor : task.giver;
    return (
      <li key={task.id} className="min-w-0 space-y-1 py-2">
        <Link to={taskPath(roleId, task.id)} className="block font-medium break-words ui-link">
          {task.title}
        </Link>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-subtle">
          {tab === "tracking" ? <TaskStatusBadge status={task.status} /> : null}
          <TaskPriorityBadge priority={task.priority} />
          {task.overdue ? <TaskOverdueBadge /> : null}
          {due ? (
            <time dateTime={task.dueAt ?? task.dueDate ?? undefined} className={task.overdue ? "text-danger" : ""}>
              {t("taskWords.due", { date: due })}
            </time>
          ) : null}
          {other.id !== roleId ? (
            <span className="break-words">
              {t(tab === "tracking" ? "taskWords.to" : "taskWords.from", { role: other.name })}
            </span>
          ) : null}
        </span>
      </li>
    );
  };
  return (
    <div className="min-w-0 space-y-1">
      <h3 id={headingId} className="ui-group-title">
        <Link to={tasksPath(roleId, tab)} className="hover:underline">
          {heading}
        </Link>
      </h3>
      {group.items.length ? (
        <ul aria-labelledby={headingId} className="divide-y divide-line text-sm">
          {group.items.map(row)}
        </ul>
      ) : (
        <p className="text-sm text-muted">{empty}</p>
      )}
      {group.more ? (
        <Link
          to={tasksPath(roleId, tab)}
          className={moreLink}
          aria-label={`${t("taskWords.dashboard.more")}: ${heading}`}
        >
          {t("taskWords.dashboard.more")}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The role's tasks at a glance (issue 44): the open tasks given to it, the overdue first, and
 * those it gave to other roles with their state; the first few of each, every one a link to the
 * task, with the way to the full lists and to a new task.
 */
export function TasksGlance({ tasks, roleId }: { tasks: Glance; roleId: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tasks-glance-heading" className="ui-section space-y-stack" data-testid="tasks-glance">
      <div className="flex flex-wrap items-baseline justify-between gap-x-section gap-y-1">
        <h2 id="tasks-glance-heading" className="ui-section-title">
          {t("taskWords.dashboard.heading")}
        </h2>
        <span className="flex flex-wrap items-baseline gap-x-section gap-y-1">
          <Link to={taskCreatePath(roleId)} className={moreLink}>
            {t("taskWords.dashboard.newTask")}
          </Link>
          <Link to={tasksPath(roleId)} className={moreLink}>
            {t("taskWords.dashboard.all")}
          </Link>
        </span>
      </div>
      <div className="grid gap-section sm:grid-cols-2">
        <Column
          tab="default"
          group={tasks.mine}
          roleId={roleId}
          heading={t("taskWords.dashboard.mine")}
          empty={t("taskWords.dashboard.noneMine")}
        />
        <Column
          tab="tracking"
          group={tasks.tracking}
          roleId={roleId}
          heading={t("taskWords.dashboard.tracking")}
          empty={t("taskWords.dashboard.noneTracking")}
        />
      </div>
    </section>
  );
}
