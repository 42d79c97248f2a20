import { and, asc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { TaskTabValue } from "#graphql/validation/tasks";
import { queryRows, type Executor } from "../../db/client";
import { fileNodes, fileStorages, roles, taskComments, taskFiles, taskMoves, tasks } from "../../db/schema";
import type {
  TaskCommentRow,
  TaskFileView,
  TaskMoveRow,
  TaskRelationValue,
  TaskRoleRow,
  TaskRow,
  TasksDeps,
} from "./model";
import { encodeCursor, type TaskCursor } from "./rules";

const open = sql`${tasks.status} not in ('ACCEPTED', 'CANCELED')`;
const closed = sql`${tasks.status} in ('ACCEPTED', 'CANCELED')`;

/** A list's filters besides the tab (already parsed). */
export interface TaskListFilter {
  tab: TaskTabValue;
  search: string | null;
  overdue: boolean;
  priority: "NORMAL" | "HIGH" | null;
}

/**
 * Reading tasks (issue 44): by id for the loaders, what a role is to one, a role's tabs a page at a
 * time (keyset: the DEFAULT and TRACKING tabs by due instant, none last, then id; the ARCHIVE by
 * closing instant, newest first), the roles a task may be given to, the counts of the structure's
 * role information, and a task's discussion, moves and attachments.
 */
export class TaskReading {
  constructor(private readonly deps: TasksDeps) {}

  async byIds(ids: readonly string[]): Promise<TaskRow[]> {
    if (!ids.length) return [];
    return this.deps.db
      .select()
      .from(tasks)
      .where(inArray(tasks.id, [...ids]));
  }

  /**
   * What each of `roleIds` is to the task: its giver, its executor, or a role above the giver or
   * the executor on the managing chain (however far up).
   */
  async relationsOf(
    task: Pick<TaskRow, "giverRoleId" | "executorRoleId">,
    roleIds: readonly string[],
    db: Executor = this.deps.db,
  ): Promise<Set<TaskRelationValue>> {
    const relations = new Set<TaskRelationValue>();
    if (!roleIds.length) return relations;
    if (roleIds.includes(task.giverRoleId)) relations.add("GIVER");
    if (roleIds.includes(task.executorRoleId)) relations.add("EXECUTOR");
    const above = await queryRows<{ id: string }>(
      db,
      sql`with recursive up(id, parent_role_id) as (
            select r.id, r.parent_role_id from ${roles} r
              where r.id in (select parent_role_id from ${roles} where id in (${task.giverRoleId}::uuid, ${task.executorRoleId}::uuid))
            union
            select r.id, r.parent_role_id from ${roles} r join up on r.id = up.parent_role_id
          )
          select id from up where id in (${sql.join(
            roleIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    if (above.length) relations.add("MANAGER");
    return relations;
  }

  /** A page of the role's tab: `limit` rows after `after`, and the cursor of the next page (null: the last). */
  async list(
    roleId: string,
    filter: TaskListFilter,
    after: TaskCursor | null,
    limit: number,
    now: Date,
  ): Promise<{ rows: TaskRow[]; nextCursor: string | null }> {
    const conditions: SQL[] = [];
    if (filter.tab === "DEFAULT") conditions.push(sql`${tasks.executorRoleId} = ${roleId}`, open);
    else if (filter.tab === "TRACKING")
      conditions.push(sql`${tasks.giverRoleId} = ${roleId}`, sql`${tasks.executorRoleId} <> ${roleId}`, open);
    else conditions.push(sql`(${tasks.giverRoleId} = ${roleId} or ${tasks.executorRoleId} = ${roleId})`, closed);
    if (filter.search) conditions.push(sql`strpos(lower(${tasks.title}), lower(${filter.search})) > 0`);
    if (filter.priority) conditions.push(eq(tasks.priority, filter.priority));
    if (filter.overdue)
      conditions.push(sql`${tasks.dueAt} <= ${now} and ${tasks.status} in ('OPEN', 'IN_PROGRESS', 'RETURNED')`);
    const archive = filter.tab === "ARCHIVE";
    if (after) {
      if (archive)
        conditions.push(sql`(${tasks.closedAt}, ${tasks.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
      else if (after.at === null) conditions.push(sql`${tasks.dueAt} is null and ${tasks.id} > ${after.id}::uuid`);
      else
        conditions.push(
          sql`(${tasks.dueAt} is null or (${tasks.dueAt}, ${tasks.id}) > (${after.at}::timestamptz, ${after.id}::uuid))`,
        );
    }
    const rows = await this.deps.db
      .select()
      .from(tasks)
      .where(and(...conditions))
      .orderBy(
        ...(archive
          ? [sql`${tasks.closedAt} desc`, sql`${tasks.id} desc`]
          : [sql`${tasks.dueAt} asc nulls last`, sql`${tasks.id} asc`]),
      )
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const nextCursor =
      rows.length > limit && last
        ? encodeCursor({ at: (archive ? last.closedAt : last.dueAt)?.toISOString() ?? null, id: last.id })
        : null;
    return { rows: page, nextCursor };
  }

  /** The roles a task given by `giverRoleId` may name as its executor: that role and the live roles below it, by level and name. */
  async roleChoices(giverRoleId: string, db: Executor = this.deps.db): Promise<TaskRoleRow[]> {
    return queryRows<TaskRoleRow>(
      db,
      sql`with recursive down(id) as (
            select ${giverRoleId}::uuid
            union
            select r.id from ${roles} r join down on r.parent_role_id = down.id where not r.is_archived
          )
          select r.id, r.name, r.name_is_default as "nameIsDefault", r.level from ${roles} r join down on down.id = r.id
          where not r.is_archived
          order by r.level, r.name, r.id`,
    );
  }

  /** Open tasks given to each role (the structure's role information), one statement for many roles. */
  async countByRole(roleIds: readonly string[]): Promise<Map<string, number>> {
    if (!roleIds.length) return new Map();
    const rows = await this.deps.db
      .select({ roleId: tasks.executorRoleId, count: sql<number>`count(*)::int` })
      .from(tasks)
      .where(and(inArray(tasks.executorRoleId, [...roleIds]), open))
      .groupBy(tasks.executorRoleId);
    return new Map(rows.map((row) => [row.roleId, row.count]));
  }

  /** The discussions of tasks, newest last, for loaders. */
  async commentsOf(taskIds: readonly string[]): Promise<TaskCommentRow[]> {
    if (!taskIds.length) return [];
    return this.deps.db
      .select()
      .from(taskComments)
      .where(inArray(taskComments.taskId, [...taskIds]))
      .orderBy(asc(taskComments.taskId), asc(taskComments.seq));
  }

  /** The moves of tasks, oldest first, for loaders. */
  async movesOf(taskIds: readonly string[]): Promise<TaskMoveRow[]> {
    if (!taskIds.length) return [];
    return this.deps.db
      .select()
      .from(taskMoves)
      .where(inArray(taskMoves.taskId, [...taskIds]))
      .orderBy(asc(taskMoves.taskId), asc(taskMoves.seq));
  }

  /** The confirmed attachments of tasks, oldest first, for loaders. */
  async filesOf(taskIds: readonly string[]): Promise<Array<TaskFileView & { taskId: string }>> {
    if (!taskIds.length) return [];
    const rows = await this.deps.db
      .select({
        taskId: taskFiles.taskId,
        id: fileNodes.id,
        name: fileNodes.name,
        size: fileStorages.size,
        extension: fileStorages.extension,
        createdAt: taskFiles.createdAt,
      })
      .from(taskFiles)
      .innerJoin(fileNodes, eq(fileNodes.id, taskFiles.fileNodeId))
      .innerJoin(fileStorages, eq(fileStorages.nodeId, fileNodes.id))
      .where(
        and(
          inArray(taskFiles.taskId, [...taskIds]),
          isNotNull(fileNodes.uploadedAt),
          isNotNull(fileStorages.confirmedAt),
        ),
      )
      .orderBy(asc(taskFiles.createdAt), asc(fileNodes.name), asc(fileNodes.id));
    return rows.map((row) => ({ ...row, size: Number(row.size) }));
  }
}
