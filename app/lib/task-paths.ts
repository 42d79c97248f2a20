import { hubPath } from "./hub-paths";

/** The task lists' tabs as the address names them (issue 44: /tasks, /tasks/tracking, /tasks/archive). */
export const TASK_TABS = { default: "DEFAULT", tracking: "TRACKING", archive: "ARCHIVE" } as const;
export type TaskTabName = keyof typeof TASK_TABS;

/** The dialogs over a task's page (.../tasks/{taskId}/{action}): a dialog with JavaScript, a page without. */
export const TASK_DIALOGS = ["start", "done", "accept", "return", "cancel", "attach", "remove-file"] as const;
export type TaskDialog = (typeof TASK_DIALOGS)[number];
export const isTaskDialog = (value: unknown): value is TaskDialog => TASK_DIALOGS.includes(value as TaskDialog);

/** The list's narrowing, kept in its query (?q=, ?overdue=1, ?priority=high) and the next page's cursor (?after=). */
export interface TaskListQuery {
  search?: string;
  overdue?: boolean;
  high?: boolean;
  after?: string | null;
}

/** A tab of the current role's tasks (the default tab is /tasks itself). */
export function tasksPath(roleId: string, tab: TaskTabName = "default", query: TaskListQuery = {}): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.overdue) params.set("overdue", "1");
  if (query.high) params.set("priority", "high");
  if (query.after) params.set("after", query.after);
  const text = params.toString();
  return `${hubPath(roleId)}/tasks${tab === "default" ? "" : `/${tab}`}${text ? `?${text}` : ""}`;
}

export const taskCreatePath = (roleId: string) => `${hubPath(roleId)}/tasks/create`;

/** A task's page, its editor (`edit`) or one of its dialogs. */
export const taskPath = (roleId: string, taskId: string, action?: TaskDialog | "edit") =>
  `${hubPath(roleId)}/tasks/${taskId}${action ? `/${action}` : ""}`;

/** An attachment's download: a short-lived URL of the file, for every reader of the task. */
export const taskFilePath = (roleId: string, taskId: string, fileId: string) =>
  `${hubPath(roleId)}/tasks/${taskId}/file/${fileId}`;

/** The uploader's calls for a task's attachments (app/components/files/uploader.tsx). */
export const taskUploadsPath = (roleId: string, taskId: string) => `${hubPath(roleId)}/tasks/${taskId}/uploads`;
