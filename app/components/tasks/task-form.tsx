import { Form, Link } from "@remix-run/react";
import { useRef, useState } from "react";
import type { TaskRoleFieldsFragment } from "#graphql/generated/operations";
import { TASK_TITLE_MAX } from "#graphql/validation/task-limits";
import { RichTextField } from "~/components/rich-text/rich-text-field";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ErrorList, Field, FormErrors, SelectField, inputClass } from "~/components/ui/field";
import { useLeaveGuard } from "~/hooks/use-leave-guard";
import { formProps, inputProps, useServerForm, type FieldMeta, type ServerFormResult } from "~/lib/form";
import { useTranslation } from "~/lib/i18n-react";

export interface TaskFormValues {
  title: string;
  /** The description's plain text and its document (the shared rich-text field's two inputs). */
  text: string;
  document: string;
  dueDate: string;
  dueTime: string;
  priority: "NORMAL" | "HIGH";
  /** The create form's choice (absent on the edit form: the executor is not changed there). */
  executorRoleId?: string;
}

/** A date or time input, labelled, with its errors tied to it (the house's Field takes text types only). */
function DueInput({ meta, label, type }: { meta: FieldMeta; label: string; type: "date" | "time" }) {
  return (
    <div className="space-y-field">
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      {/* The shared description (the fieldset's hint) is said with each of its inputs. */}
      <input {...inputProps(meta, type)} aria-describedby={describedBy(meta)} className={inputClass} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

const DUE_HINT_ID = "task-due-hint";
const EXECUTOR_HINT_ID = "task-executor-hint";
const describedBy = (meta: FieldMeta) =>
  [DUE_HINT_ID, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(" ");

/**
 * A task's fields (issue 44): the title, the description in the shared rich-text field (the
 * instructions' editor with JavaScript, plain text without), the executor's role (a new task
 * only: a native select of the roles it may be given to, this role first), when it is due (a
 * date, and a time on it) and its priority. Leaving with unsaved changes asks first.
 */
export function TaskForm({
  lastResult,
  defaultValue,
  submitLabel,
  cancelTo,
  lang,
  executors,
  currentRoleId,
}: {
  lastResult: ServerFormResult | null | undefined;
  defaultValue: TaskFormValues;
  submitLabel: string;
  cancelTo: string;
  lang: string;
  /** The roles a new task may be given to (the create form); absent: the edit form. */
  executors?: readonly TaskRoleFieldsFragment[];
  currentRoleId: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useServerForm<Record<string, unknown>>(lastResult, { defaultValue: defaultValue as never });
  const [dirty, setDirty] = useState(Boolean(lastResult?.initialValue));
  const saving = useRef(false);
  const blocker = useLeaveGuard(dirty, saving);
  const roleOptions = executors
    ? [
        // More than one to choose from: nothing chosen until the person chooses (no task given by mistake).
        ...(executors.length > 1 ? [{ value: "", label: t("tasks.form.chooseRole") }] : []),
        ...executors.map((role) => ({
          value: role.id,
          label:
            role.id === currentRoleId
              ? t("tasks.form.thisRole", { name: role.name })
              : t("tasks.form.roleOption", { name: role.name, level: role.level }),
        })),
      ]
    : [];
  return (
    <Form
      method="post"
      {...formProps(form)}
      className="space-y-stack"
      onInput={() => setDirty(true)}
      onChange={() => setDirty(true)}
      onSubmit={() => {
        saving.current = true;
      }}
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div className="min-w-0 space-y-stack">
          <Field meta={fields.title} label={t("tasks.form.title")} maxLength={TASK_TITLE_MAX + 10} autoComplete="off" />
          <RichTextField
            text={fields.text}
            document={fields.document}
            label={t("tasks.form.description")}
            hint={t("tasks.form.descriptionHint")}
            lang={lang}
          />
        </div>
        <div className="mt-stack space-y-stack rounded-lg border border-line bg-surface-muted p-4 lg:mt-0">
          {executors ? (
            <div className="space-y-1">
              <SelectField
                meta={{
                  ...fields.executorRoleId,
                  initialValue: fields.executorRoleId.initialValue ?? (executors.length === 1 ? executors[0]!.id : ""),
                }}
                label={t("tasks.form.executor")}
                options={roleOptions}
                aria-describedby={[
                  EXECUTOR_HINT_ID,
                  fields.executorRoleId.errors?.length ? fields.executorRoleId.errorId : null,
                ]
                  .filter(Boolean)
                  .join(" ")}
                className="[&_select]:w-full"
              />
              <p id={EXECUTOR_HINT_ID} className="text-sm text-subtle">
                {t("tasks.form.executorHint")}
              </p>
            </div>
          ) : null}
          <fieldset className="space-y-stack">
            <legend className="text-sm font-semibold">{t("tasks.form.due")}</legend>
            <DueInput meta={fields.dueDate} label={t("tasks.form.dueDate")} type="date" />
            <DueInput meta={fields.dueTime} label={t("tasks.form.dueTime")} type="time" />
            <p id={DUE_HINT_ID} className="text-sm text-subtle">
              {t("tasks.form.dueHint")}
            </p>
          </fieldset>
          <SelectField
            meta={fields.priority}
            label={t("tasks.form.priority")}
            options={(["NORMAL", "HIGH"] as const).map((value) => ({
              value,
              label: t(`tasks.form.priorities.${value}`),
            }))}
            className="[&_select]:w-full"
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton>{submitLabel}</SubmitButton>
        <Link to={cancelTo} className={buttonClass("secondary")}>
          {t("tasks.form.cancel")}
        </Link>
      </div>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title={t("tasks.form.leave.title")}
        description={t("tasks.form.leave.description")}
        stay={t("tasks.form.leave.stay")}
        discard={t("tasks.form.leave.leave")}
        onStay={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </Form>
  );
}
