import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, redirect, useActionData, useLoaderData, useParams } from "@remix-run/react";
import { CreateTaskDocument, ListTaskRoleChoicesDocument } from "#graphql/generated/operations";
import { createTaskForm } from "#graphql/validation/tasks";
import { TaskForm } from "~/components/tasks/task-form";
import { requireUserSession } from "~/lib/auth.server";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { taskPath, tasksPath } from "~/lib/task-paths";
import { redirectWithToast } from "~/lib/toast.server";
import { createInputOf, withTextField } from "./_app.vhub.$id/tasks-forms.server";
import { orHub } from "./_app.vhub.$id/vhub.server";

export const meta = pageTitle("vhubTaskCreate");

/** The editor's texts come with the page that has one. */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/richText.ts")) };

/** The roles a new task may be given to: the current role and the live roles below it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  // Switched off (FEATURE_TASKS), the layout says so: nothing to ask the API.
  if (!context.features.tasks) return data({ choices: [] });
  const { listTaskRoleChoices } = await orHub(request, context, params.id ?? "", () =>
    auth.call(ListTaskRoleChoicesDocument, {}),
  );
  return data({ choices: listTaskRoleChoices });
}

/** Gives the task, from the current role, and opens it. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const roleId = params.id ?? "";
  if (!context.features.tasks) throw redirect(tasksPath(roleId));
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const submission = parseWithZod(await request.formData(), { schema: createTaskForm });
  if (submission.status !== "success") return reply(submission, t);
  let id: string;
  try {
    id = (await auth.call(CreateTaskDocument, { input: createInputOf(submission.value) })).createTask.id;
  } catch (error) {
    return replyWithApiError(submission, withTextField(error), t);
  }
  return redirectWithToast(request, context, taskPath(roleId, id), {
    type: "success",
    title: "tasks.form.toasts.created",
  });
}

/** A new task (issue 44): its title, description, executor, due date and priority. */
export default function CreateTask() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const { choices } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section
      aria-labelledby="task-create-heading"
      className="space-y-stack rounded-xl border border-line bg-surface p-section"
    >
      <div className="space-y-1">
        <h1 id="task-create-heading" className="ui-page-title">
          {t("tasks.form.createHeading")}
        </h1>
        <p className="text-sm text-muted">{t("tasks.form.intro")}</p>
      </div>
      <TaskForm
        lastResult={lastResult}
        defaultValue={{ title: "", text: "", document: "", dueDate: "", dueTime: "", priority: "NORMAL" }}
        submitLabel={t("tasks.form.create")}
        cancelTo={tasksPath(id)}
        lang={i18n.language}
        executors={choices}
        currentRoleId={id}
      />
    </section>
  );
}
