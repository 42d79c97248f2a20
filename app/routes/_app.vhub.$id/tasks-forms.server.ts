import type { CreateTaskInput, UpdateTaskInput } from "#graphql/generated/operations";
import { contentOfRow, documentToText, parseDocument } from "#graphql/validation/rich-text";
import type { TaskFormValues } from "~/components/tasks/task-form";
import { ApiError } from "~/lib/api.server";

/**
 * The task forms' server side (issue 44: /tasks/create and /tasks/{taskId}/edit): what the form
 * sent as the API takes it, a stored task as the form opens it, and the API's field names as the
 * form's.
 */

interface FormRow {
  title: string;
  text: string;
  document: string;
  dueDate: string | null;
  dueTime: string | null;
  priority: "NORMAL" | "HIGH";
}

/** The fields both forms send, as updateTask takes them: the description is the field's document or its changed text. */
export function updateInputOf(row: FormRow): UpdateTaskInput {
  return {
    title: row.title,
    description: JSON.stringify(contentOfRow(row)),
    dueDate: row.dueDate,
    dueTime: row.dueTime,
    priority: row.priority,
  };
}

export function createInputOf(row: FormRow & { executorRoleId: string }): CreateTaskInput {
  return { ...updateInputOf(row), executorRoleId: row.executorRoleId };
}

/** A task as the edit form opens it: its title, the description's text and document, when it is due, its priority. */
export function formValuesOf(task: {
  title: string;
  description: string;
  dueDate?: string | null;
  dueTime?: string | null;
  priority: "NORMAL" | "HIGH";
}): TaskFormValues {
  const parsed = parseDocument(task.description);
  return {
    title: task.title,
    text: parsed.ok ? documentToText(parsed.document) : "",
    document: task.description,
    dueDate: task.dueDate ?? "",
    dueTime: task.dueTime ?? "",
    priority: task.priority,
  };
}

/** The API names the document `description`; the form's field for it is the text (`text`). */
export function withTextField(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields.description) return error;
  const { description, ...rest } = error.fields;
  return new ApiError(error.message, {
    code: error.code === "UNKNOWN" ? undefined : error.code,
    fields: { ...rest, text: description },
  });
}
