import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useParams,
  useRouteLoaderData,
} from "@remix-run/react";
import { z } from "zod";
import { AddTaskCommentDocument, type TaskFieldsFragment, type TaskStatus } from "#graphql/generated/operations";
import { taskComment } from "#graphql/validation/tasks";
import { RouteDialogHost, routeDialogLinkProps } from "~/components/route-dialog";
import { formatTaskDue } from "~/components/tasks/task-due";
import { isOpen, TaskOverdueBadge, TaskPriorityBadge, TaskStatusBadge } from "~/components/tasks/task-state";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { LevelBadge } from "~/components/ui/level";
import { TextAreaField } from "~/components/ui/text-area-field";
import { useFileSize } from "~/hooks/use-file-size";
import { formProps, useServerForm } from "~/lib/form";
import { formatDateTime } from "~/lib/format-date";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { useSignedInUser } from "~/lib/signed-in";
import { taskFilePath, taskPath, tasksPath, type TaskDialog } from "~/lib/task-paths";
import { redirectWithToast } from "~/lib/toast.server";
import { loadTask } from "./_app.vhub.$id/tasks.server";

export const meta = pageTitle("vhubTask");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { task } = await loadTask(request, context, params.id ?? "", params.taskId);
  return data({ task });
}

/** The task in view, for its dialogs (they are its child routes). */
export function useTask() {
  return useRouteLoaderData<typeof loader>("routes/_app.vhub.$id.tasks.$taskId")!.task;
}

/** The giver and the executor discuss and attach; a role above them only reads. */
export const takesPart = (task: Pick<TaskFieldsFragment, "myRelation">) =>
  task.myRelation === "GIVER" || task.myRelation === "EXECUTOR";

/** The dialog of each move (Task.moves), in the order the page offers them. */
export const MOVE_DIALOGS = {
  IN_PROGRESS: "start",
  DONE: "done",
  ACCEPTED: "accept",
  RETURNED: "return",
  CANCELED: "cancel",
} as const satisfies Partial<Record<TaskStatus, TaskDialog>>;
export type TaskMove = keyof typeof MOVE_DIALOGS;
export const isMove = (status: TaskStatus): status is TaskMove => status in MOVE_DIALOGS;

const commentForm = z.object({ body: taskComment });

/** The discussion's form (the page's only form): a comment, then back to the page, told it was added. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const roleId = params.id ?? "";
  const { auth, task } = await loadTask(request, context, roleId, params.taskId);
  const self = taskPath(roleId, task.id);
  if (!takesPart(task)) throw redirect(self);
  const { t } = await getTranslator(request, context);
  const submission = parseWithZod(await request.formData(), { schema: commentForm });
  if (submission.status !== "success") return reply(submission, t);
  try {
    await auth.call(AddTaskCommentDocument, { taskId: task.id, body: submission.value.body });
  } catch (error) {
    return replyWithApiError(submission, error, t);
  }
  return redirectWithToast(request, context, `${self}#discussion`, {
    type: "success",
    title: "tasks.actions.toasts.commented",
  });
}

/** A due date as the reader's language writes it, in full; without a time, the end of that day. */
function useDue(task: TaskFieldsFragment): string | null {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  const due = formatTaskDue(task, i18n.language, me.formatTime, { style: "long" });
  if (!due || task.dueTime) return due;
  return t("tasks.page.endOfDay", { date: due });
}

const sectionClass = "min-w-0 space-y-4 rounded-xl border border-line bg-surface p-section";
const termClass = "text-xs font-medium uppercase tracking-wide text-muted";

/**
 * A task's page (issue 44): its title and state, who gave it to whom and by when, the description
 * (HTML the API rendered from the checked document), the attachments, the discussion and the
 * history of its moves; beside them, what the current role may do now (Task.moves, and editing
 * for its giver), each a dialog over this page. The discussion's form works without JavaScript.
 */
export default function TaskPage() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const me = useSignedInUser();
  const size = useFileSize();
  const { task } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ body: string }>(lastResult);
  const self = taskPath(id, task.id);
  const due = useDue(task);
  const open = isOpen(task);
  const participant = takesPart(task);
  const when = (iso: string) => formatDateTime(iso, i18n.language, me.formatTime);
  const moves = task.moves.filter(isMove);
  // One primary action (the move forward); returning is secondary; canceling is never primary.
  const primary = moves.find((move) => move !== "RETURNED" && move !== "CANCELED");
  const back = !open
    ? tasksPath(id, "archive")
    : task.myRelation === "GIVER"
      ? tasksPath(id, "tracking")
      : tasksPath(id);
  const statusText = (status: TaskStatus) => t(`taskWords.status.${status}`);
  const moveLink = (move: TaskMove) => (
    <li key={move}>
      <Link
        to={taskPath(id, task.id, MOVE_DIALOGS[move])}
        {...routeDialogLinkProps}
        className={buttonClass(move === "CANCELED" ? "danger" : move === primary ? "primary" : "secondary", "w-full")}
      >
        {t(`tasks.actions.${MOVE_DIALOGS[move]}.button`)}
      </Link>
    </li>
  );
  // The moves forward, editing, and last (asked first in its dialog) canceling.
  const actions = (
    <>
      {moves.filter((move) => move !== "CANCELED").map(moveLink)}
      {task.myRelation === "GIVER" && open ? (
        <li>
          <Link to={taskPath(id, task.id, "edit")} className={buttonClass("secondary", "w-full")}>
            {t("tasks.actions.edit")}
          </Link>
        </li>
      ) : null}
      {moves.includes("CANCELED") ? moveLink("CANCELED") : null}
    </>
  );
  const hasActions = moves.length > 0 || (task.myRelation === "GIVER" && open);
  return (
    <RouteDialogHost parentPath={self}>
      <div className="space-y-stack">
        <Link to={back} className="inline-block text-sm ui-link">
          <span aria-hidden="true">← </span>
          {t("tasks.page.back")}
        </Link>
        {/* Phones: the task, then its facts and actions, then the discussion and history; wide: the facts beside them. */}
        <div className="space-y-section lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:grid-rows-[auto_auto_1fr] lg:items-start lg:gap-x-6 lg:gap-y-section lg:space-y-0">
          <article aria-labelledby="task-heading" className={`${sectionClass} lg:col-start-1`}>
            <header className="space-y-2">
              <h1 id="task-heading" className="ui-page-title break-words">
                {task.title}
              </h1>
              <p className="flex flex-wrap items-center gap-2">
                <span className="sr-only">{t("tasks.page.status.label")}: </span>
                <TaskStatusBadge status={task.status} />
                <TaskPriorityBadge priority={task.priority} />
                {task.overdue ? <TaskOverdueBadge /> : null}
              </p>
              <p className="text-sm text-muted">{t(`tasks.page.relation.${task.myRelation}`)}</p>
            </header>
            <section aria-labelledby="task-description" className="space-y-2">
              <h2 id="task-description" className="text-base font-semibold">
                {t("tasks.page.description")}
              </h2>
              {task.descriptionHtml.replace(/<[^>]*>/g, "").trim() ? (
                // HTML the API rendered from the document's whitelisted nodes and marks (server/rich-text/render.ts).
                <div className="kb-content max-w-prose" dangerouslySetInnerHTML={{ __html: task.descriptionHtml }} />
              ) : (
                <p className="text-sm text-muted">{t("tasks.page.noDescription")}</p>
              )}
            </section>
          </article>

          <aside
            aria-label={t("tasks.page.panel")}
            className="space-y-4 rounded-xl border border-line bg-surface p-4 lg:col-start-2 lg:row-span-3 lg:row-start-1"
          >
            {hasActions ? (
              <nav aria-label={t("tasks.actions.label")}>
                <ul className="flex flex-col gap-2">{actions}</ul>
              </nav>
            ) : null}
            <dl className="space-y-3">
              <div>
                <dt className={termClass}>{t("tasks.page.giver")}</dt>
                <dd className="flex flex-wrap items-center gap-2 text-sm break-words">
                  {task.giver.name} <LevelBadge level={task.giver.level} />
                </dd>
              </div>
              <div>
                <dt className={termClass}>{t("tasks.page.executor")}</dt>
                <dd className="flex flex-wrap items-center gap-2 text-sm break-words">
                  {task.executor.name} <LevelBadge level={task.executor.level} />
                </dd>
              </div>
              <div>
                <dt className={termClass}>{t("tasks.page.due")}</dt>
                <dd className="flex flex-wrap items-center gap-2 text-sm">
                  {due ? (
                    <time
                      dateTime={task.dueAt ?? task.dueDate ?? undefined}
                      className={task.overdue ? "text-danger" : ""}
                    >
                      {due}
                    </time>
                  ) : (
                    <span className="text-muted">{t("tasks.page.noDue")}</span>
                  )}
                  {task.overdue ? <TaskOverdueBadge /> : null}
                </dd>
              </div>
              <div>
                <dt className={termClass}>{t("tasks.page.priority.label")}</dt>
                <dd className="text-sm">{t(`taskWords.priority.${task.priority}`)}</dd>
              </div>
              <div>
                <dt className={termClass}>{task.closedAt ? t("tasks.page.closed") : t("tasks.page.given")}</dt>
                <dd className="text-sm">
                  <time dateTime={task.closedAt ?? task.createdAt}>{when(task.closedAt ?? task.createdAt)}</time>
                </dd>
              </div>
              <div>
                <dt className={termClass}>{t("tasks.page.files.heading")}</dt>
                <dd className="space-y-3">
                  {task.files.length ? (
                    <ul className="space-y-2 text-sm" data-testid="task-files">
                      {task.files.map((file) => (
                        <li key={file.id} className="flex flex-wrap items-baseline justify-between gap-x-2">
                          <a
                            href={taskFilePath(id, task.id, file.id)}
                            className="min-w-0 ui-link break-words"
                            aria-label={t("tasks.page.files.download", { name: file.name })}
                          >
                            {file.name}
                          </a>
                          <span className="text-muted">{size(file.size)}</span>
                          {participant && open ? (
                            <Link
                              to={`${taskPath(id, task.id, "remove-file")}?${new URLSearchParams({ file: file.id })}`}
                              {...routeDialogLinkProps}
                              className="text-danger underline"
                              aria-label={t("tasks.page.files.removeLabel", { name: file.name })}
                            >
                              {t("tasks.page.files.remove")}
                            </Link>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-muted">{t("tasks.page.files.none")}</p>
                  )}
                  {participant && open ? (
                    <Link
                      to={taskPath(id, task.id, "attach")}
                      {...routeDialogLinkProps}
                      className={buttonClass("secondary", "w-full")}
                    >
                      {t("tasks.page.files.attach")}
                    </Link>
                  ) : null}
                </dd>
              </div>
            </dl>
          </aside>

          <section id="discussion" aria-labelledby="task-discussion" className={`${sectionClass} lg:col-start-1`}>
            <h2 id="task-discussion" className="text-lg font-semibold">
              {t("tasks.page.comments.heading")}
            </h2>
            {task.comments.length ? (
              <ol className="space-y-3" aria-labelledby="task-discussion" data-testid="task-comments">
                {task.comments.map((comment) => (
                  <li key={comment.id} className="space-y-1 rounded-lg border border-line p-3">
                    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                      <span className="font-medium break-words">
                        {comment.author && !comment.author.deleted
                          ? [comment.author.name, comment.author.surname].filter(Boolean).join(" ")
                          : t("tasks.page.comments.gone")}
                      </span>
                      {comment.authorRole ? (
                        <span className="text-muted break-words">
                          {t("tasks.page.comments.role", { role: comment.authorRole.name })}
                        </span>
                      ) : null}
                      <time dateTime={comment.createdAt} className="text-muted">
                        {when(comment.createdAt)}
                      </time>
                    </p>
                    <p className="text-sm whitespace-pre-line break-words">{comment.body}</p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted">{t("tasks.page.comments.none")}</p>
            )}
            {participant && open ? (
              // A new form after each comment (keyed by their count): the field starts empty again.
              <Form
                key={task.comments.length}
                method="post"
                {...formProps(form)}
                className="space-y-3"
                preventScrollReset
              >
                <FormErrors id={form.errorId} errors={form.errors} />
                <TextAreaField
                  meta={fields.body}
                  label={t("tasks.page.comments.field")}
                  hint={t("tasks.page.comments.hint")}
                  rows={3}
                  maxLength={2000}
                />
                <SubmitButton>{t("tasks.page.comments.submit")}</SubmitButton>
              </Form>
            ) : null}
          </section>

          <section aria-labelledby="task-history" className={`${sectionClass} lg:col-start-1`}>
            <h2 id="task-history" className="text-lg font-semibold">
              {t("tasks.page.history.heading")}
            </h2>
            <ol className="space-y-2 text-sm" aria-labelledby="task-history">
              {task.history.map((move) => (
                <li key={move.id} className="flex flex-wrap gap-x-2">
                  <span className="font-medium">
                    {move.from
                      ? t("tasks.page.history.moved", { from: statusText(move.from), to: statusText(move.to) })
                      : t("tasks.page.history.created", { to: statusText(move.to) })}
                  </span>
                  <span className="text-muted break-words">
                    {move.actorKind === "SYSTEM"
                      ? t("tasks.page.history.system")
                      : move.actor && !move.actor.deleted
                        ? [move.actor.name, move.actor.surname].filter(Boolean).join(" ")
                        : t("tasks.page.comments.gone")}
                  </span>
                  <time dateTime={move.createdAt} className="text-muted">
                    {when(move.createdAt)}
                  </time>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </RouteDialogHost>
  );
}
