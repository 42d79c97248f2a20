/**
 * Input rules of the tasks (issue 44), shared by the resolvers and the task pages' forms.
 * Messages are catalogue keys (app/locales: validation.tasks.*; the description's own keys are
 * the shared rich text's, ./rich-text.ts, the instructions' editor and whitelist).
 */
import { z } from "zod";
import { createFileInput } from "./files";
import { parseDocument, textToDocument, type RichTextDocument } from "./rich-text";
import { TASK_COMMENT_MAX, TASK_SEARCH_MAX, TASK_TITLE_MAX } from "./task-limits";
import { singleLineText, textInput } from "./text";

export { TASK_COMMENT_MAX, TASK_PAGE_MAX, TASK_PAGE_SIZE, TASK_SEARCH_MAX, TASK_TITLE_MAX } from "./task-limits";

export const TASK_TABS = ["DEFAULT", "TRACKING", "ARCHIVE"] as const;
export type TaskTabValue = (typeof TASK_TABS)[number];

export const taskTitle = textInput({ required: "validation.tasks.title.required" })
  .trim()
  .pipe(z.string().min(1, "validation.tasks.title.required").max(TASK_TITLE_MAX, "validation.tasks.title.length"));

/** The description as the API takes it: the shared rich-text document as JSON, checked whole; absent, empty. */
export const taskDescription = z
  .string()
  .nullish()
  .transform((value, ctx): RichTextDocument => {
    if (value === null || value === undefined || value === "") return textToDocument("");
    const parsed = parseDocument(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.document;
  });

/** A Kyiv calendar date, YYYY-MM-DD (the Date scalar checks the shape; this, that it exists). */
export const taskDueDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.tasks.dueDate")
  .refine((value) => {
    const [y, m, d] = value.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 2000 && y <= 2999 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "validation.tasks.dueDate")
  .nullish()
  .transform((value) => value ?? null);

/** HH:MM, 00:00 to 23:59. */
export const taskDueTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.tasks.dueTime")
  .nullish()
  .transform((value) => value || null);

export const taskPriority = z
  .enum(["NORMAL", "HIGH"])
  .nullish()
  .transform((value) => value ?? "NORMAL");

const withDue = <T extends { dueDate: string | null; dueTime: string | null }>(value: T, ctx: z.RefinementCtx) => {
  if (value.dueTime && !value.dueDate)
    ctx.addIssue({ code: "custom", message: "validation.tasks.dueTimeWithoutDate", path: ["dueTime"] });
};

export const createTaskInput = z
  .object({
    title: taskTitle,
    description: taskDescription,
    executorRoleId: z.uuid("validation.tasks.role").transform((value) => value.toLowerCase()),
    dueDate: taskDueDate,
    dueTime: taskDueTime,
    priority: taskPriority,
  })
  .superRefine(withDue);
export type CreateTaskInput = z.infer<typeof createTaskInput>;

export const updateTaskInput = z
  .object({
    title: taskTitle,
    description: taskDescription,
    dueDate: taskDueDate,
    dueTime: taskDueTime,
    priority: taskPriority,
  })
  .superRefine(withDue);
export type UpdateTaskInput = z.infer<typeof updateTaskInput>;

/** A comment of the discussion (several lines). */
export const taskComment = textInput({ required: "validation.tasks.comment.required", multiline: true })
  .trim()
  .pipe(
    z.string().min(1, "validation.tasks.comment.required").max(TASK_COMMENT_MAX, "validation.tasks.comment.length"),
  );

/** A return's reason is a comment; the other moves may carry one too. */
export const taskMoveComment = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value : null))
  .pipe(taskComment.nullable());

export const taskSearch = singleLineText(TASK_SEARCH_MAX, { tooLong: "validation.tasks.search" })
  .nullish()
  .transform((value) => value?.trim() || null);

/** Attaching a file (createTaskFile): its name and size as createFile checks them. */
export const createTaskFileInput = z.object({
  name: createFileInput.shape.name,
  size: createFileInput.shape.size,
});

/** A form's optional text (absent: empty). */
const formText = z
  .string()
  .optional()
  .transform((value) => value ?? "");

const taskFormShape = {
  title: taskTitle,
  text: formText,
  document: formText,
  dueDate: taskDueDate,
  dueTime: taskDueTime,
  priority: taskPriority,
};

/**
 * The task forms of the pages (create and edit): the title, the description as the shared
 * rich-text field sends it (its plain text and the document it was opened with or the editor's;
 * contentOfRow decides which is the description), the due date and time and the priority; the
 * executor's role on the create form only. The API checks the result again (createTaskInput,
 * updateTaskInput).
 */
export const editTaskForm = z.object(taskFormShape).superRefine(withDue);
export const createTaskForm = z
  .object({
    ...taskFormShape,
    executorRoleId: z.uuid("validation.tasks.role").transform((value) => value.toLowerCase()),
  })
  .superRefine(withDue);
