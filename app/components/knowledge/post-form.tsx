import { Form, Link } from "@remix-run/react";
import { knowledgeIcons } from "#graphql/validation/knowledge-limits";
import { ErrorList, Field, FormErrors } from "~/components/ui/field";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { formProps, useServerForm, type ServerFormResult } from "~/lib/form";
import { languages } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n-react";
import { PostIcon } from "./post-icon";
import { RichTextField } from "~/components/rich-text/rich-text-field";

export interface PostFormValues {
  categoryId: string;
  icon: string;
  isRecommended: string;
  position: string;
  translations: Array<{ languageCode: string; title: string; text: string; document: string }>;
}

/** A post: its category, icon, flag, position, and a title and text per language. Add and edit alike. */
export function PostForm({
  lastResult,
  defaultValue,
  categories,
  submitLabel,
}: {
  lastResult: ServerFormResult | null | undefined;
  defaultValue: PostFormValues;
  categories: Array<{ id: string; label: string; languageCode: string }>;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useServerForm<Record<string, unknown>>(lastResult, { defaultValue: defaultValue as never });
  const category = fields.categoryId;
  const icon = fields.icon;
  // A checkbox sends nothing when clear: after an answer, no value means it was cleared.
  const recommended = lastResult?.initialValue
    ? lastResult.initialValue.isRecommended === "on"
    : defaultValue.isRecommended === "on";
  return (
    <Form method="post" {...formProps(form)} className="space-y-6">
      <input type="hidden" name="intent" value="save" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="space-y-1">
        <label htmlFor={category.id} className="block text-sm font-medium">
          {t("knowledge.manage.post.category")}
        </label>
        <select
          id={category.id}
          name={category.name}
          defaultValue={category.initialValue ?? ""}
          aria-invalid={category.errors?.length ? true : undefined}
          aria-describedby={category.errors?.length ? category.errorId : undefined}
          className="ui-select"
        >
          {categories.map((option) => (
            <option key={option.id} value={option.id} lang={option.languageCode}>
              {option.label}
            </option>
          ))}
        </select>
        <ErrorList id={category.errorId} errors={category.errors} />
      </div>
      <fieldset aria-describedby={icon.errors?.length ? icon.errorId : undefined}>
        <legend className="mb-2 text-sm font-medium">{t("knowledge.manage.post.icon")}</legend>
        <div className="flex flex-wrap gap-2">
          {knowledgeIcons.map((name) => (
            <label
              key={name}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-line-strong px-3 py-2 text-sm has-[:checked]:border-focus has-[:checked]:bg-selected has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
            >
              <input
                type="radio"
                name={icon.name}
                value={name}
                defaultChecked={(icon.initialValue ?? "book") === name}
                className="sr-only"
              />
              <PostIcon icon={name} />
              {t(`knowledge.manage.icons.${name}`)}
            </label>
          ))}
        </div>
        <ErrorList id={icon.errorId} errors={icon.errors} />
      </fieldset>
      <div className="flex items-center gap-2">
        <input
          id={`${form.id}-recommended`}
          type="checkbox"
          name="isRecommended"
          defaultChecked={recommended}
          className="size-4"
        />
        <label htmlFor={`${form.id}-recommended`} className="text-sm">
          {t("knowledge.manage.post.recommended")}
        </label>
      </div>
      <Field
        meta={fields.position}
        label={t("knowledge.manage.post.position")}
        type="number"
        hint={t("knowledge.manage.post.positionHint")}
        min={0}
        max={9999}
        inputMode="numeric"
      />
      <div className="space-y-2">
        <h2 className="text-lg font-semibold">{t("knowledge.manage.post.texts")}</h2>
        <p className="text-sm text-subtle">{t("knowledge.manage.post.textsHint")}</p>
      </div>
      {languages.map((language, index) => (
        <fieldset key={language} className="space-y-3 rounded-lg border border-line p-4">
          <legend className="px-1 font-semibold">{t(`language.${language}`)}</legend>
          <input type="hidden" name={`translations[${index}].languageCode`} value={language} />
          <Field
            meta={form.field(`translations[${index}].title`)}
            label={t("knowledge.manage.post.title")}
            lang={language}
            maxLength={200}
          />
          <RichTextField
            text={form.field(`translations[${index}].text`)}
            document={form.field(`translations[${index}].document`)}
            label={t("knowledge.manage.post.content")}
            hint={t("knowledge.manage.post.contentHint")}
            lang={language}
          />
        </fieldset>
      ))}
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
