import DataLoader from "dataloader";
import type { TaskCommentRow, TaskFileView, TaskMoveRow, TaskRow } from "./model";
import type { TaskReading } from "./reading";

export interface TasksLoaders {
  task: DataLoader<string, TaskRow | undefined>;
  /** The discussion of each task, one statement for every task a request shows. */
  taskComments: DataLoader<string, TaskCommentRow[]>;
  taskMoves: DataLoader<string, TaskMoveRow[]>;
  taskFiles: DataLoader<string, TaskFileView[]>;
}

function grouped<T extends { taskId: string }>(ids: readonly string[], rows: T[]): T[][] {
  const byId = new Map(ids.map((id) => [id, [] as T[]]));
  for (const row of rows) byId.get(row.taskId)?.push(row);
  return ids.map((id) => byId.get(id)!);
}

export function createTasksLoaders(reading: TaskReading): TasksLoaders {
  return {
    task: new DataLoader(async (ids) => {
      const rows = new Map((await reading.byIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id));
    }),
    taskComments: new DataLoader(async (ids) => grouped(ids, await reading.commentsOf(ids))),
    taskMoves: new DataLoader(async (ids) => grouped(ids, await reading.movesOf(ids))),
    taskFiles: new DataLoader(async (ids) =>
      grouped(ids, await reading.filesOf(ids)).map((files) => files.map(({ taskId: _taskId, ...file }) => file)),
    ),
  };
}
