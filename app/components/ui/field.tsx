import { inputProps, type FieldMeta } from "~/lib/form";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

export function ErrorList({ id, errors }: { id: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-danger">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/** A text input's look (app/tailwind.css). */
export const inputClass = "ui-input";

type InputType = "text" | "password" | "tel" | "email" | "number";

/**
 * A labelled input with its hint and errors tied to it (aria-describedby). Keeps what the
 * person typed when the server answers with errors (conform's lastResult).
 */
export function Field({
  meta,
  label,
  type = "text",
  hint,
  children,
  ...props
}: {
  meta: FieldMeta;
  label: string;
  type?: InputType;
  hint?: ReactNode;
  children?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue">) {
  return (
    <div className="space-y-field">
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        // A password the server refused is cleared, with or without JavaScript.
        key={type === "password" ? meta.resetKey : undefined}
        {...inputProps(meta, type, Boolean(hint))}
        className={inputClass}
        {...props}
      />
      {hint ? (
        <div id={meta.descriptionId} className="text-sm text-subtle">
          {hint}
        </div>
      ) : null}
      {children}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Errors that belong to the whole form, announced when they appear. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-md border border-danger-line bg-danger-soft p-3 text-sm text-danger-strong"
    >
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}

/** A labelled <select> with its errors tied to it; keeps the choice the server sends back. */
export function SelectField({
  meta,
  label,
  options,
  className,
  ...props
}: {
  meta: FieldMeta;
  label: string;
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "defaultValue" | "children">) {
  return (
    <div className={`space-y-field ${className ?? ""}`}>
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        // A new answer of the server shows its value (a select keeps its own state otherwise).
        key={meta.resetKey}
        id={meta.id}
        name={meta.name}
        defaultValue={meta.initialValue ?? ""}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={meta.errors?.length ? meta.errorId : undefined}
        className="ui-select"
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
