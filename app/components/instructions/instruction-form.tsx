import { Form, Link } from "@remix-run/react";
import { useRef, useState, type ReactNode } from "react";
import { INSTRUCTION_TITLE_MAX } from "#graphql/validation/instruction-limits";
import { RichTextField } from "~/components/rich-text/rich-text-field";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, FormErrors } from "~/components/ui/field";
import { useLeaveGuard } from "~/hooks/use-leave-guard";
import { formProps, useServerForm, type ServerFormResult } from "~/lib/form";
import { useTranslation } from "~/lib/i18n-react";

export interface InstructionFormValues {
  title: string;
  text: string;
  document: string;
  /** The version the editor opened (editing only). */
  version?: string;
}

/** What a form's answer sent back under a field of checkboxes (the roles ticked), else `fallback`. */
export function checkedOf(
  lastResult: ServerFormResult | null | undefined,
  name: string,
  fallback: readonly string[] = [],
): string[] {
  const value = lastResult?.initialValue?.[name];
  if (value === undefined) return lastResult?.initialValue ? [] : [...fallback];
  return [value].flat().map(String);
}

/**
 * An instruction's title and text (the shared rich-text field: the editor with JavaScript, plain
 * text without), with its side panel (`side`: the owner, and the pickers of a new instruction)
 * inside the same form. Leaving with unsaved changes or unfinished uploads asks first (a link in
 * the app, or closing the tab); saving asks only while files are still uploading.
 */
export function InstructionForm({
  lastResult,
  defaultValue,
  submitLabel,
  cancelTo,
  lang,
  side,
  notice,
  uploading = false,
}: {
  lastResult: ServerFormResult | null | undefined;
  defaultValue: InstructionFormValues;
  submitLabel: string;
  cancelTo: string;
  lang: string;
  side: (fieldErrors: (name: string) => string[] | undefined) => ReactNode;
  /** Said above the fields (a conflict with another person's save). */
  notice?: ReactNode;
  /** Attachments are still uploading (the panel's uploader): saving asks first, leaving too. */
  uploading?: boolean;
}) {
  const { t } = useTranslation();
  const [form, fields] = useServerForm<Record<string, unknown>>(lastResult, { defaultValue: defaultValue as never });
  const [dirty, setDirty] = useState(Boolean(lastResult?.initialValue));
  const saving = useRef(false);
  const blocker = useLeaveGuard(dirty || uploading, saving);
  // "Save while uploads are unfinished": asked once per save, then the form goes as the person chose.
  const [askSave, setAskSave] = useState(false);
  const saveAnyway = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const version = fields.version;
  return (
    <Form
      ref={formRef}
      method="post"
      {...formProps(form)}
      className="space-y-stack"
      onInput={() => setDirty(true)}
      onChange={() => setDirty(true)}
      onSubmit={(event) => {
        if (uploading && !saveAnyway.current) {
          event.preventDefault();
          setAskSave(true);
          return;
        }
        saveAnyway.current = false;
        saving.current = true;
      }}
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      {notice}
      {defaultValue.version !== undefined ? (
        <input type="hidden" name={version.name} value={version.initialValue ?? defaultValue.version} />
      ) : null}
      <div className="gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div className="min-w-0 space-y-stack">
          <Field
            meta={fields.title}
            label={t("instructions.form.title")}
            maxLength={INSTRUCTION_TITLE_MAX + 10}
            autoComplete="off"
          />
          <RichTextField
            text={fields.text}
            document={fields.document}
            label={t("instructions.form.content")}
            hint={t("instructions.form.contentHint")}
            lang={lang}
          />
        </div>
        <div className="mt-stack lg:mt-0">{side((name) => form.field(name).errors)}</div>
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton>{submitLabel}</SubmitButton>
        <Link to={cancelTo} className={buttonClass("secondary")}>
          {t("instructions.form.cancel")}
        </Link>
      </div>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title={t("instructions.leave.title")}
        description={t("instructions.leave.description")}
        stay={t("instructions.leave.stay")}
        discard={t("instructions.leave.leave")}
        onStay={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
      <ConfirmDialog
        open={askSave}
        title={t("instructions.dialogs.unfinished.title")}
        description={t("instructions.dialogs.unfinished.description")}
        stay={t("instructions.dialogs.unfinished.stay")}
        discard={t("instructions.dialogs.unfinished.save")}
        onStay={() => setAskSave(false)}
        onDiscard={() => {
          setAskSave(false);
          saveAnyway.current = true;
          formRef.current?.requestSubmit();
        }}
      />
    </Form>
  );
}
