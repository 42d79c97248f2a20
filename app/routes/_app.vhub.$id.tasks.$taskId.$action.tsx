import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, redirect, useActionData, useLoaderData, useParams } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { z } from "zod";
import { RemoveTaskFileDocument, SetTaskStatusDocument } from "#graphql/generated/operations";
import { taskComment } from "#graphql/validation/tasks";
import { PlainUploadForm } from "~/components/files/plain-upload-form";
import { RouteDialog } from "~/components/route-dialog";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { useHydrated } from "~/hooks/use-hydrated";
import { isFileUploadPost, uploadFileWithoutScript } from "~/lib/file-upload.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, reply } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { isTaskDialog, taskPath, taskUploadsPath, type TaskDialog } from "~/lib/task-paths";
import { redirectWithToast } from "~/lib/toast.server";
import { problemOf, uploadProblemIn } from "./_app.vhub.$id/files-actions.server";
import { loadTask } from "./_app.vhub.$id/tasks.server";
import { actAndReturn } from "./_app.vhub.$id/vhub.server";
import { isOpen } from "~/components/tasks/task-state";
import { MOVE_DIALOGS, takesPart, useTask, type TaskMove } from "./_app.vhub.$id.tasks.$taskId";

export const meta = pageTitle("vhubTask");

/** The attach dialog's uploader speaks the files' upload texts. */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/fileDialogs.ts")) };

/** The uploader (and its transfer code) loads when the attach dialog opens with JavaScript. */
const Uploader = lazy(() => import("~/components/files/uploader"));

/** The move each move's dialog makes (setTaskStatus). */
const MOVE_OF = Object.fromEntries(Object.entries(MOVE_DIALOGS).map(([move, dialog]) => [dialog, move])) as Record<
  string,
  TaskMove | undefined
>;

const returnForm = z.object({ comment: taskComment });

/**
 * The dialog of the address and the task under it. Opening one the role may not use now (a move
 * not among Task.moves, attachments of an archived task or of a role that only reads) goes back
 * to the task; a post is the API's to decide (a move someone made first is told, not refused here).
 */
async function subject(
  request: Request,
  context: LoaderFunctionArgs["context"],
  params: LoaderFunctionArgs["params"],
  posting: boolean,
) {
  const roleId = params.id ?? "";
  const { auth, task } = await loadTask(request, context, roleId, params.taskId);
  const back = taskPath(roleId, task.id);
  const dialog: TaskDialog | null = isTaskDialog(params.action) ? params.action : null;
  if (!dialog) throw redirect(back);
  const move = MOVE_OF[dialog] ?? null;
  const allowed = move ? posting || task.moves.includes(move) : takesPart(task) && isOpen(task);
  if (!allowed) throw redirect(back);
  const fileId = dialog === "remove-file" ? new URL(request.url).searchParams.get("file")?.toLowerCase() : null;
  const file = fileId ? (task.files.find((f) => f.id === fileId) ?? null) : null;
  if (dialog === "remove-file" && !file)
    throw await redirectWithToast(request, context, back, { type: "error", title: "tasks.actions.removeFile.missing" });
  return { auth, task, dialog, move, file, back, roleId };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { dialog, file } = await subject(request, context, params, false);
  return data({ dialog, file, problem: dialog === "attach" ? uploadProblemIn(request) : null });
}

/**
 * Does what the dialog asks, then back to the task, told so; the API's refusal (a move someone
 * made first: TASK_STATUS_CONFLICT; the task archived meanwhile) comes back there as a toast in
 * the person's language. A return's missing comment stays in the dialog.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, task, dialog, move, file, back, roleId } = await subject(request, context, params, true);
  const id = task.id;
  if (dialog === "attach") {
    // The dialog's form without JavaScript: the file streams through the API as it arrives
    // (never request.formData(): it would hold the whole file).
    if (!isFileUploadPost(request)) throw redirect(back);
    const result = await uploadFileWithoutScript(request, context, auth, { roleId, taskId: id });
    if (result.ok)
      return redirectWithToast(request, context, back, { type: "success", title: "tasks.actions.toasts.fileAttached" });
    throw redirect(`${taskPath(roleId, id, "attach")}?${new URLSearchParams({ error: problemOf(result.errors) })}`);
  }
  if (dialog === "remove-file") {
    return actAndReturn(request, context, back, "tasks.actions.toasts.fileRemoved", () =>
      auth.call(RemoveTaskFileDocument, { taskId: id, fileNodeId: file!.id }),
    );
  }
  const status = move!;
  let comment: string | null = null;
  if (status === "RETURNED") {
    const { t } = await getTranslator(request, context);
    const submission = parseWithZod(await request.formData(), { schema: returnForm });
    if (submission.status !== "success") return reply(submission, t);
    comment = submission.value.comment;
  }
  return actAndReturn(request, context, back, `tasks.actions.toasts.${status}`, () =>
    auth.call(SetTaskStatusDocument, { id, status, comment }),
  );
}

/**
 * The task's dialogs (issue 44): its moves (start, mark done, accept, return with a comment,
 * cancel) and its attachments (attach, remove), over its page with JavaScript, pages of their own
 * without it.
 */
export default function TaskDialogPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const task = useTask();
  const { dialog, file, problem } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ comment: string }>(lastResult);
  const hydrated = useHydrated();
  const self = taskPath(id, task.id);
  const back = { to: self, label: t("tasks.actions.back") };
  const keep = (
    <Link to={self} className={buttonClass("secondary")}>
      {t("tasks.actions.keep")}
    </Link>
  );
  if (dialog === "attach") {
    return (
      <RouteDialog
        title={t("tasks.actions.attach.title")}
        description={t("tasks.actions.attach.description")}
        back={back}
      >
        {hydrated ? (
          // A moment without a chooser while it loads: two choosers would take two different files.
          <Suspense fallback={null}>
            <Uploader endpoint={taskUploadsPath(id, task.id)} folderId={null} />
          </Suspense>
        ) : (
          <PlainUploadForm action={taskPath(id, task.id, "attach")} problem={problem} />
        )}
        <Link to={self} className={buttonClass("secondary")}>
          {t("fileDialogs.upload.done")}
        </Link>
      </RouteDialog>
    );
  }
  if (dialog === "remove-file") {
    return (
      <RouteDialog
        title={t("tasks.actions.removeFile.title")}
        description={t("tasks.actions.removeFile.description", { name: file?.name ?? "" })}
        back={back}
      >
        <Form method="post" className="flex flex-wrap gap-3">
          <SubmitButton variant="danger">{t("tasks.actions.removeFile.submit")}</SubmitButton>
          {keep}
        </Form>
      </RouteDialog>
    );
  }
  const d = dialog as Exclude<TaskDialog, "attach" | "remove-file">;
  return (
    <RouteDialog
      title={t(`tasks.actions.${d}.title`)}
      description={t(`tasks.actions.${d}.description`, { title: task.title })}
      back={back}
    >
      <Form method="post" {...formProps(form)} className="space-y-4">
        {d === "return" ? (
          <>
            <FormErrors id={form.errorId} errors={form.errors} />
            <TextAreaField
              meta={fields.comment}
              label={t("tasks.actions.return.field")}
              hint={t("tasks.page.comments.hint")}
              rows={4}
              maxLength={2000}
              required
            />
          </>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <SubmitButton variant={d === "cancel" ? "danger" : "primary"}>{t(`tasks.actions.${d}.submit`)}</SubmitButton>
          {keep}
        </div>
      </Form>
    </RouteDialog>
  );
}
