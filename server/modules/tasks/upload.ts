import { authorize, type Authorized } from "../../authz/policy";
import { DomainError } from "../../errors";
import type { UploadTarget } from "../files/upload-endpoint";
import { createTasksLoaders } from "./loaders";
import { taskNotFound, tasksOff } from "./model";
import { tasksPolicy } from "./policy";
import { locateTask, type TasksLocateContext } from "./resolvers";

/**
 * Where the web half sends an attachment posted without JavaScript (the task's attach dialog):
 * PUT /uploads/task-file?taskId=<id>&name=<the file's name>, the bytes as the body, through the
 * files' upload entry (server/modules/files/upload-endpoint.ts), as an instruction's.
 */
export const TASK_FILE_UPLOAD_PATH = "/uploads/task-file";

/**
 * An attachment's upload: the task's giver or executor (createTaskFile's rule, decided by the
 * resolvers' own locateTask and authorize()); a task the caller has no relation to, or none, is
 * TASK_NOT_FOUND.
 */
export const taskFileUploadTarget =
  (tasks: TasksLocateContext["services"]["tasks"]): UploadTarget =>
  async (caller, url) => {
    if (!tasks.enabled) throw tasksOff();
    const ctx: TasksLocateContext & typeof caller = {
      ...caller,
      services: { tasks },
      loaders: { ...caller.loaders, ...createTasksLoaders(tasks.reading) },
    };
    const id = url.searchParams.get("taskId") ?? "";
    let actor: Authorized<"task.discuss">;
    try {
      actor = await authorize(ctx, tasksPolicy, "task.discuss", await locateTask(id, ctx));
    } catch (error) {
      // As the resolvers' tasksGuard: another company's task, one not the caller's, or none.
      if (error instanceof DomainError && error.code === "OWNER_NOT_FOUND") throw taskNotFound();
      throw error;
    }
    // locateTask found it by this id (a UUID).
    return (name, body) => tasks.attachments.uploadFile(actor, id.toLowerCase(), name, body);
  };
