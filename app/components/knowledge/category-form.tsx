import { Form, Link } from "@remix-run/react";
import { Field, FormErrors, ErrorList } from "~/components/ui/field";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { formProps, useServerForm, type ServerFormResult } from "~/lib/form";
import { languages } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n-react";

export interface CategoryFormValues {
  parentId: string;
  position: string;
  translations: Array<{ languageCode: string; name: string }>;
}

/** A category's names (one field per language), parent and position: the same form to add and to edit. */
export function CategoryForm({
  lastResult,
  defaultValue,
  parents,
  submitLabel,
}: {
  lastResult: ServerFormResult | null | undefined;
  defaultValue: CategoryFormValues;
  parents: Array<{ id: string; label: string; languageCode: string }>;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useServerForm<Record<string, unknown>>(lastResult, { defaultValue: defaultValue as never });
  const parent = fields.parentId;
  const position = fields.position;
  return (
    <Form method="post" {...formProps(form)} className="space-y-5">
      <input type="hidden" name="intent" value="save" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold">{t("knowledge.manage.category.names")}</legend>
        <p className="text-sm text-subtle">{t("knowledge.manage.category.namesHint")}</p>
        {languages.map((language, index) => (
          <div key={language}>
            <input type="hidden" name={`translations[${index}].languageCode`} value={language} />
            <Field
              meta={form.field(`translations[${index}].name`)}
              label={t(`language.${language}`)}
              lang={language}
              maxLength={120}
            />
          </div>
        ))}
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={parent.id} className="block text-sm font-medium">
          {t("knowledge.manage.category.parent")}
        </label>
        <select
          id={parent.id}
          name={parent.name}
          defaultValue={parent.initialValue ?? ""}
          aria-invalid={parent.errors?.length ? true : undefined}
          aria-describedby={parent.errors?.length ? parent.errorId : undefined}
          className="ui-select"
        >
          <option value="">{t("knowledge.manage.category.parentNone")}</option>
          {parents.map((option) => (
            <option key={option.id} value={option.id} lang={option.languageCode}>
              {option.label}
            </option>
          ))}
        </select>
        <ErrorList id={parent.errorId} errors={parent.errors} />
      </div>
      <Field
        meta={position}
        label={t("knowledge.manage.category.position")}
        type="number"
        hint={t("knowledge.manage.category.positionHint")}
        min={0}
        max={9999}
        inputMode="numeric"
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="save">
          {submitLabel}
        </SubmitButton>
        <Link to="/knowledge-base/manage" className={buttonClass("secondary")}>
          {t("knowledge.manage.cancel")}
        </Link>
      </div>
    </Form>
  );
}
