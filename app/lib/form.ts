import { useId, useState } from "react";
import { FORM_ERRORS, fieldPath } from "#graphql/errors";

/**
 * What the server answered about a form: conform's SubmissionResult (from `reply()` in
 * forms.server.ts), of which the browser needs only the errors and the values to keep.
 * Validation runs on the server (it must, for the forms to work without JavaScript), so the
 * browser carries no schema and no form library: this hook only wires ids, errors and values.
 */
export interface ServerFormResult {
  status?: "success" | "error";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null>;
}

export interface FieldMeta {
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  errors: string[] | undefined;
  initialValue: string | undefined;
  /** Changes with every answer of the server: a password input keyed by it starts empty again. */
  resetKey: number;
}

export interface FormMeta {
  id: string;
  errorId: string;
  errors: string[] | undefined;
  /** Any field by its conform name, nested or in a list: field("owners[0].share"). */
  field(name: string): FieldMeta;
  /** How many rows a list field holds in the values to show (owners -> owners[0], owners[1]...). */
  rows(name: string): number;
}

/** The value at a conform field name ("owners[0].share") in nested values. */
export function valueAt(values: unknown, name: string): unknown {
  let node = values;
  for (const segment of fieldPath(name)) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

export function useServerForm<Fields extends Record<string, unknown>>(
  lastResult: ServerFormResult | null | undefined,
  options: { defaultValue?: Partial<Record<keyof Fields, string>> } = {},
): [FormMeta, { [K in keyof Fields & string]: FieldMeta }] {
  const id = useId();
  // Counts the server's answers (derived state, updated during render as React allows).
  const [answers, setAnswers] = useState({ result: lastResult, count: 0 });
  if (answers.result !== lastResult) setAnswers({ result: lastResult, count: answers.count + 1 });
  const resetKey = answers.count;
  const errors = lastResult?.error ?? {};
  const values = lastResult?.initialValue ?? options.defaultValue ?? {};
  // Ids may not hold brackets or dots usefully in CSS selectors: owners[0].share -> owners-0-share.
  const idOf = (name: string) => `${id}-${name.replace(/[^A-Za-z0-9_-]+/g, "-")}`;
  const field = (name: string): FieldMeta => {
    const value = valueAt(values, name);
    return {
      id: idOf(name),
      name,
      errorId: `${idOf(name)}-error`,
      descriptionId: `${idOf(name)}-description`,
      errors: errors[name] ?? undefined,
      initialValue: typeof value === "string" ? value : undefined,
      resetKey,
    };
  };
  const form: FormMeta = {
    id,
    errorId: `${id}-form-error`,
    errors: errors[FORM_ERRORS] ?? undefined,
    field,
    rows: (name) => {
      const list = valueAt(values, name);
      return Array.isArray(list) ? list.length : 0;
    },
  };
  const fields = new Proxy({} as { [K in keyof Fields & string]: FieldMeta }, {
    get: (_target, name: string) => field(name),
  });
  return [form, fields];
}

/** Props of a <Form>: its id, and errors announced as the form's description. */
export function formProps(form: FormMeta) {
  return { id: form.id, "aria-describedby": form.errors?.length ? form.errorId : undefined, noValidate: true };
}

/**
 * Props of an input: name, id, what the person typed, and its errors. A password comes back only
 * when the server chose to keep it (reply's keepPasswords); a checkbox stays ticked.
 */
export function inputProps(field: FieldMeta, type: string = "text", hasDescription = false) {
  const describedBy = [hasDescription ? field.descriptionId : null, field.errors?.length ? field.errorId : null]
    .filter(Boolean)
    .join(" ");
  return {
    id: field.id,
    name: field.name,
    type,
    defaultValue: type === "checkbox" ? undefined : field.initialValue,
    defaultChecked: type === "checkbox" ? Boolean(field.initialValue) : undefined,
    "aria-invalid": field.errors?.length ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}
