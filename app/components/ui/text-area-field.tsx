import type { TextareaHTMLAttributes } from "react";
import type { FieldMeta } from "~/lib/form";
import { ErrorList, inputClass } from "./field";

/**
 * A labelled <textarea> with its hint and errors tied to it (aria-describedby), keeping what the
 * person typed when the server answers with errors. Its own module, so that only the pages with a
 * long text (about me, about the company) fetch it.
 */
export function TextAreaField({
  meta,
  label,
  hint,
  rows = 4,
  ...props
}: {
  meta: FieldMeta;
  label: string;
  hint?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "defaultValue">) {
  const describedBy = [hint ? meta.descriptionId : null, meta.errors?.length ? meta.errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-field">
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={meta.id}
        name={meta.name}
        defaultValue={meta.initialValue}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={describedBy || undefined}
        rows={rows}
        className={inputClass}
        {...props}
      />
      {hint ? (
        <p id={meta.descriptionId} className="text-sm text-subtle">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
