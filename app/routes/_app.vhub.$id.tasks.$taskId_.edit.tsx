import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, redirect, useActionData, useLoaderData, useParams } from "@remix-run/react";
import { UpdateTaskDocument } from "#graphql/generated/operations";
import { editTaskForm } from "#graphql/validation/tasks";
import { TaskForm } from "~/components/tasks/task-form";
import { isOpen } from "~/components/tasks/task-state";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { taskPath } from "~/lib/task-paths";
import { redirectWithToast } from "~/lib/toast.server";
import { formValuesOf, updateInputOf, withTextField } from "./_app.vhub.$id/tasks-forms.server";
import { loadTask } from "./_app.vhub.$id/tasks.server";

export const meta = pageTitle("vhubTaskEdit");

/** The editor's texts come with the page that has one. */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/richText.ts")) };

/**
 * The task in view, for its giver while it is not archived; anyone else who reads it (its
 * executor, the roles above) and an archived task are shown the task instead.
 */
async function loadEditable(request: Request, context: LoaderFunctionArgs["context"], roleId: string, taskId?: string) {
  const loaded = await loadTask(request, context, roleId, taskId);
  if (loaded.task.myRelation !== "GIVER" || !isOpen(loaded.task)) throw redirect(taskPath(roleId, loaded.task.id));
  return loaded;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { task } = await loadEditable(request, context, params.id ?? "", params.taskId);
  return data({ task: { id: task.id, title: task.title }, values: formValuesOf(task) });
}

/** Saves the title, description, due date and priority, and opens the task. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const roleId = params.id ?? "";
  const { auth, task } = await loadEditable(request, context, roleId, params.taskId);
  const { t } = await getTranslator(request, context);
  const submission = parseWithZod(await request.formData(), { schema: editTaskForm });
  if (submission.status !== "success") return reply(submission, t);
  try {
    await auth.call(UpdateTaskDocument, { id: task.id, input: updateInputOf(submission.value) });
  } catch (error) {
    return replyWithApiError(submission, withTextField(error), t);
  }
  return redirectWithToast(request, context, taskPath(roleId, task.id), {
    type: "success",
    title: "tasks.form.toasts.saved",
  });
}

/** The task's editor (issue 44; the giver only): the create form's fields but the executor. */
export default function EditTask() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const { task, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section
      aria-labelledby="task-edit-heading"
      className="space-y-stack rounded-xl border border-line bg-surface p-section"
    >
      <div className="space-y-1">
        <h1 id="task-edit-heading" className="ui-page-title">
          {t("tasks.form.editHeading")}
        </h1>
        <p className="text-sm break-words text-muted">{task.title}</p>
      </div>
      <TaskForm
        lastResult={lastResult}
        defaultValue={values}
        submitLabel={t("tasks.form.save")}
        cancelTo={taskPath(id, task.id)}
        lang={i18n.language}
        currentRoleId={id}
      />
    </section>
  );
}
