import type { FilesServices } from "../files";
import { fileUploadEntry } from "../files/upload-endpoint";
import type { DomainModule } from "../module";
import type { RolesServices } from "../roles";
import { TaskAttachments } from "./attachments";
import { TaskDiscussion } from "./discussion";
import { TaskGiving } from "./giving";
import { TaskHandover } from "./handover";
import { tasksJobs } from "./jobs";
import { createTasksLoaders, type TasksLoaders } from "./loaders";
import type { TasksDeps } from "./model";
import { TaskMoving } from "./moving";
import { tasksFields } from "./policy";
import { TaskReading } from "./reading";
import { TaskReminders } from "./reminders";
import { TASK_FILE_UPLOAD_PATH, taskFileUploadTarget } from "./upload";
import {
  NotificationTask,
  Task,
  TaskComment,
  TaskMove,
  TaskNotification,
  TaskRole,
  tasksMutations,
  tasksQueries,
} from "./resolvers";

/**
 * The module's use cases, one object per file named for what it does; together the only writer
 * of the task* tables.
 */
export interface Tasks {
  /** The tasks feature flag (FEATURE_TASKS). */
  enabled: boolean;
  /** Tasks by id, relations, the tabs, role choices, counts, discussions, moves, attachments. */
  reading: TaskReading;
  /** Creating and changing a task (the giver). */
  giving: TaskGiving;
  /** The status moves, decided atomically. */
  moving: TaskMoving;
  /** The discussion. */
  discussion: TaskDiscussion;
  /** Attachments through the files flow (origin TASK). */
  attachments: TaskAttachments;
  /** The daily due-tomorrow and overdue reminders. */
  reminders: TaskReminders;
  /** An archived executor role's open tasks back to their givers. */
  handover: TaskHandover;
}

export interface TasksServices {
  tasks: Tasks;
}

function createTasks(deps: TasksDeps): Tasks {
  const reading = new TaskReading(deps);
  return {
    enabled: deps.enabled,
    reading,
    giving: new TaskGiving(deps, reading),
    moving: new TaskMoving(deps),
    discussion: new TaskDiscussion(deps),
    attachments: new TaskAttachments(deps),
    reminders: new TaskReminders(deps),
    handover: new TaskHandover(),
  };
}

/** Tasks (issue 44): work given from role to role, owned by the roles, not their holders. */
export const tasksModule: DomainModule<TasksServices, TasksLoaders> = {
  name: "tasks",
  // Roles and files come before this module: a role's removal gives its open tasks back, and
  // attachments are files of origin TASK.
  services: ({ db, clock, config }, earlier) => {
    const { files, roles } = earlier as FilesServices & RolesServices;
    const tasks = createTasks({ db, clock, files, enabled: config.features.tasks });
    roles.onRemoved(async (tx, actor, _company, role, now) => {
      await tasks.handover.backToGivers(tx, actor, role.id, now);
    });
    return { tasks };
  },
  resolvers: {
    Query: tasksQueries,
    Mutation: tasksMutations,
    Task,
    TaskRole,
    TaskComment,
    TaskMove,
    TaskNotification,
    NotificationTask,
  },
  fields: tasksFields,
  loaders: ({ tasks }) => createTasksLoaders(tasks.reading),
  jobs: (_deps, { tasks }) => tasksJobs(tasks.reminders),
  roleResources: ({ tasks }) => [
    { kind: "TASKS", enabled: tasks.enabled, count: (roleIds) => tasks.reading.countByRole(roleIds) },
  ],
  // An attachment posted without JavaScript, forwarded by the web half as it arrives: the files'
  // upload entry, deciding by the tasks' policy (as an instruction's).
  endpoints: (services, deps) => [
    fileUploadEntry(TASK_FILE_UPLOAD_PATH, taskFileUploadTarget((services as TasksServices).tasks), services, deps),
  ],
};
