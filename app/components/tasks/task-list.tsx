import { Form, Link, useFetcher, useParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { SearchForm } from "~/components/ui/search-form";
import { useTranslation } from "~/lib/i18n-react";
import { useSignedInUser } from "~/lib/signed-in";
import { formatDateTime } from "~/lib/format-date";
import { TASK_TABS, taskCreatePath, taskPath, tasksPath, type TaskTabName } from "~/lib/task-paths";
import type { TaskListData, TaskListItem } from "~/routes/_app.vhub.$id/tasks-lists.server";
import { formatTaskDue } from "./task-due";
import { TaskOverdueBadge, TaskPriorityBadge, TaskStatusBadge } from "./task-state";

const TAB_NAMES = Object.keys(TASK_TABS) as TaskTabName[];

/**
 * One row: the title to open it, the other side's role (the giver in For me, the executor in
 * Tracking, both in the archive), its status, a high priority and the due date, an overdue one
 * said in words and a mark (never by colour alone); in the archive, when it was closed.
 */
function TaskRow({ task, tab, roleId }: { task: TaskListItem; tab: TaskTabName; roleId: string }) {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  const self = task.giver.id === task.executor.id;
  const party = self
    ? t("tasks.list.self")
    : tab === "default"
      ? t("taskWords.from", { role: task.giver.name })
      : tab === "tracking"
        ? t("taskWords.to", { role: task.executor.name })
        : t("tasks.list.fromTo", { giver: task.giver.name, executor: task.executor.name });
  const due = formatTaskDue(task, i18n.language, me.formatTime);
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-section gap-y-2 py-3" data-testid="task-row">
      <div className="min-w-0 flex-1 basis-64 space-y-0.5">
        <Link to={taskPath(roleId, task.id)} className="font-medium break-words ui-link">
          {task.title}
        </Link>
        <p className="text-sm break-words text-muted">{party}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <TaskStatusBadge status={task.status} />
        <TaskPriorityBadge priority={task.priority} />
        {task.overdue ? <TaskOverdueBadge /> : null}
        {tab === "archive" && task.closedAt ? (
          <span className="text-muted">
            {t("tasks.list.closed", { date: formatDateTime(task.closedAt, i18n.language, me.formatTime) })}
          </span>
        ) : due ? (
          <time
            dateTime={task.dueAt ?? task.dueDate ?? undefined}
            className={task.overdue ? "font-medium text-danger" : "text-muted"}
          >
            {t("taskWords.due", { date: due })}
          </time>
        ) : null}
      </div>
    </li>
  );
}

/** A clipboard with a tick, drawn in the tokens' colours (DESIGN.md: an empty state's small illustration). */
function EmptyPicture() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 text-subtle" fill="none" stroke="currentColor">
      <rect x="10" y="8" width="28" height="34" rx="4" strokeWidth="2" />
      <path d="M18 8V6h12v2" strokeWidth="2" strokeLinejoin="round" />
      <path d="m17 26 5 5 9-10" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" className="text-link" />
    </svg>
  );
}

/** Said when a tab is empty: what will be here and the one thing to do (give a task, or show them all). */
function Empty({ tab, filtered, roleId }: { tab: TaskTabName; filtered: boolean; roleId: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center" data-testid="tasks-empty">
      <EmptyPicture />
      <p className="max-w-md text-sm text-muted">
        {filtered ? t("tasks.list.empty.filtered") : t(`tasks.list.empty.${TASK_TABS[tab]}`)}
      </p>
      {filtered ? (
        <Link to={tasksPath(roleId, tab)} className="text-sm ui-link underline">
          {t("tasks.list.empty.clear")}
        </Link>
      ) : tab !== "archive" ? (
        <Link to={taskCreatePath(roleId)} className={buttonClass("secondary")}>
          {t("tasks.list.newTask")}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The filters (overdue, high priority): a GET form of checkboxes that works without JavaScript
 * (Apply); with it, a change applies at once. The search stays; the page starts again.
 */
function Filters({ list, roleId }: { list: TaskListData; roleId: string }) {
  const { t } = useTranslation();
  const { tab, query } = list;
  return (
    <Form
      method="get"
      className="flex flex-wrap items-center gap-x-4 gap-y-2"
      onChange={(event) => event.currentTarget.requestSubmit()}
    >
      {query.search ? <input type="hidden" name="q" value={query.search} /> : null}
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="sr-only">{t("tasks.list.filters.legend")}</legend>
        <span aria-hidden="true" className="text-sm font-medium">
          {t("tasks.list.filters.legend")}
        </span>
        {/* Nothing in the archive is overdue: the filter is not offered there. */}
        {tab !== "archive" ? (
          <label className="inline-flex min-h-10 items-center gap-2 text-sm">
            <input type="checkbox" name="overdue" value="1" defaultChecked={query.overdue} className="size-4" />
            {t("tasks.list.filters.overdue")}
          </label>
        ) : null}
        <label className="inline-flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" name="priority" value="high" defaultChecked={query.high} className="size-4" />
          {t("tasks.list.filters.high")}
        </label>
      </fieldset>
      <button type="submit" className={buttonClass("secondary")}>
        {t("tasks.list.filters.apply")}
      </button>
      {query.overdue || query.high ? (
        <Link to={tasksPath(roleId, tab, { search: query.search })} className="text-sm ui-link">
          {t("tasks.list.filters.clear")}
        </Link>
      ) : null}
    </Form>
  );
}

/**
 * The rows and the next page (keyset: ?after=). Without JavaScript "More tasks" opens the next
 * page; with it the page is appended here and the focus goes to its first task.
 */
function Rows({ list, roleId }: { list: TaskListData; roleId: string }) {
  const { t } = useTranslation();
  const { tab, query, items, nextCursor } = list;
  const fetcher = useFetcher<TaskListData>();
  // Pages appended to the loader's page, as derived state: a new page from the loader (another
  // search, filter or tab) starts again from it; each page the fetcher brings is added once.
  // `focus`: the row to move the focus to once an appended page is shown (its first).
  const [pages, setPages] = useState({
    base: items,
    data: fetcher.data,
    extra: [] as TaskListItem[],
    next: nextCursor,
    focus: null as number | null,
  });
  if (pages.base !== items) {
    setPages({ base: items, data: fetcher.data, extra: [], next: nextCursor, focus: null });
  } else if (fetcher.data !== pages.data && fetcher.data) {
    const more = fetcher.data;
    setPages({
      base: items,
      data: more,
      extra: [...pages.extra, ...more.items],
      next: more.nextCursor,
      focus: items.length + pages.extra.length,
    });
  }
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (pages.focus !== null)
      listRef.current?.querySelectorAll<HTMLAnchorElement>("li > div > a")[pages.focus]?.focus();
  }, [pages]);
  const rows = [...items, ...pages.extra];
  const keep = { search: query.search, overdue: query.overdue, high: query.high };
  const nextHref = pages.next ? tasksPath(roleId, tab, { ...keep, after: pages.next }) : null;
  return (
    <>
      <ul
        ref={listRef}
        aria-label={t(`tasks.list.label.${TASK_TABS[tab]}`)}
        className="divide-y divide-line border-t border-line"
      >
        {rows.map((task) => (
          <TaskRow key={task.id} task={task} tab={tab} roleId={roleId} />
        ))}
      </ul>
      {nextHref || query.after ? (
        <div className="flex flex-wrap items-center gap-section">
          {nextHref ? (
            <Link
              to={nextHref}
              className={buttonClass("secondary")}
              aria-busy={fetcher.state === "loading" || undefined}
              onClick={(event) => {
                event.preventDefault();
                // The default tab is the layout's index route: the fetcher names it.
                fetcher.load(tab === "default" ? `${nextHref}&index` : nextHref);
              }}
            >
              {t("tasks.list.more")}
            </Link>
          ) : null}
          {query.after ? (
            <Link to={tasksPath(roleId, tab, keep)} className="text-sm ui-link">
              {t("tasks.list.first")}
            </Link>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * The current role's tasks (issue 44; spec: /vhub/{id}/tasks with the tabs default, tracking and
 * archive): the page's heading and its primary action (a new task), the tabs as links, a search by
 * title and the filters, a page of 20 with the next after it, and an empty state that says what to
 * do. The three tab routes render it with their own page of the list.
 */
export function TaskListPage({ list }: { list: TaskListData }) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { tab, query, items, searchError, badCursor } = list;
  const filtered = Boolean(query.search || query.overdue || query.high);
  const keep = { search: query.search, overdue: query.overdue, high: query.high };
  return (
    <section
      aria-labelledby="tasks-heading"
      className="space-y-stack rounded-xl border border-line bg-surface p-section"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 id="tasks-heading" className="ui-page-title">
            {t("tasks.heading")}
          </h1>
          <p className="text-sm text-muted">{t("tasks.list.intro")}</p>
        </div>
        <Link to={taskCreatePath(id)} className={buttonClass("primary")}>
          {t("tasks.list.newTask")}
        </Link>
      </div>
      <nav aria-label={t("tasks.list.tabs.label")}>
        <ul className="flex flex-wrap gap-1 border-b border-line">
          {TAB_NAMES.map((name) => {
            const current = name === tab;
            return (
              <li key={name}>
                <Link
                  to={tasksPath(id, name, keep)}
                  aria-current={current ? "page" : undefined}
                  className={`-mb-px inline-flex min-h-10 items-center border-b-2 px-3 text-sm ${current ? "border-link font-medium" : "border-transparent hover:border-line"}`}
                >
                  {t(`tasks.list.tabs.${TASK_TABS[name]}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="space-y-stack">
        <SearchForm
          id="tasks-search"
          label={t("tasks.list.search.label")}
          submit={t("tasks.list.search.submit")}
          clear={{ label: t("tasks.list.search.clear"), to: tasksPath(id, tab, { ...keep, search: "" }) }}
          value={query.search}
          keep={{ overdue: query.overdue ? "1" : null, priority: query.high ? "high" : null }}
        />
        {searchError ? (
          <p role="alert" className="text-sm text-danger">
            {searchError}
          </p>
        ) : null}
        {/* Keyed by what it shows: back and forward show the address's filters, not the last clicked. */}
        <Filters key={`${tab}|${query.overdue}|${query.high}`} list={list} roleId={id} />
      </div>
      {badCursor ? (
        <p role="status" className="rounded-md border border-info-line bg-info-soft p-3 text-sm">
          {t("tasks.list.badCursor")}
        </p>
      ) : null}
      {items.length ? <Rows list={list} roleId={id} /> : <Empty tab={tab} filtered={filtered} roleId={id} />}
    </section>
  );
}
