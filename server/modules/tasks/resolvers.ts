import { z } from "zod";
import { roleName } from "#graphql/role-names";
import {
  createTaskFileInput,
  createTaskInput,
  TASK_PAGE_MAX,
  TASK_PAGE_SIZE,
  TASK_TABS,
  taskComment,
  taskMoveComment,
  taskSearch,
  updateTaskInput,
} from "#graphql/validation/tasks";
import { UUID } from "#graphql/validation/uuid";
import { actingRoles, type Relation } from "../../authz/actor";
import { currentRole } from "../../authz/current-role";
import { companyGuard, type Authorized, type Located } from "../../authz/policy";
import { TASK_STATUSES } from "../../db/schema";
import { DomainError, parseInput } from "../../errors";
import type { GraphQLContext } from "../../graphql/context";
import type {
  MutationResolvers,
  NotificationTaskResolvers,
  QueryResolvers,
  TaskCommentResolvers,
  TaskMoveResolvers,
  TaskNotificationResolvers,
  TaskResolvers,
  TaskRoleResolvers,
} from "../../graphql/generated/resolvers";
import { renderDocument } from "../../rich-text/render";
import { fileNotFound } from "../files/model";
import type { TaskPayload } from "../notifications/kinds";
import {
  invalid,
  TASK_RELATIONS,
  taskNotFound,
  tasksOff,
  type TaskRelationValue,
  type TaskRoleRow,
  type TaskRow,
  type TaskView,
} from "./model";
import { tasksPolicy, type TasksAction } from "./policy";
import { decodeCursor, isOverdue, movesFrom } from "./rules";

/** What finding a task and the caller's relations to it needs. */
export type TasksLocateContext = Pick<GraphQLContext, "viewer" | "currentRoleId"> & {
  services: Pick<GraphQLContext["services"], "tasks">;
  loaders: Pick<GraphQLContext["loaders"], "companyActor" | "task">;
};

/** The roles of the caller's company this call acts in that may open Tasks (their module). */
async function taskRoles(ctx: TasksLocateContext, companyId: string): Promise<string[]> {
  if (!ctx.viewer) return [];
  const actor = await ctx.loaders.companyActor.load({ userId: ctx.viewer.userId, companyId });
  return actingRoles(actor, ctx.currentRoleId)
    .filter((role) => role.modules.includes("TASKS"))
    .map((role) => role.id);
}

/** What the acting roles are to each task this request reached (worked out once, by locate). */
const reached = new WeakMap<TasksLocateContext, Map<string, Set<TaskRelationValue>>>();

const RELATIONS: Record<TaskRelationValue, Relation[]> = {
  GIVER: ["taskGiver", "taskReader"],
  EXECUTOR: ["taskExecutor", "taskReader"],
  MANAGER: ["taskReader"],
};

/**
 * A task by id and the caller's relations to it. A task the roles it acts in have no relation to
 * is no such task (issue 44: everyone else, in the company or not, gets not-found).
 */
export async function locateTask(rawId: string, ctx: TasksLocateContext): Promise<Located | null> {
  if (!UUID.test(rawId)) return null;
  const row = await ctx.loaders.task.load(rawId.toLowerCase());
  if (!row) return null;
  const relations = await ctx.services.tasks.reading.relationsOf(row, await taskRoles(ctx, row.companyId));
  if (!relations.size) return null;
  let byId = reached.get(ctx);
  if (!byId) reached.set(ctx, (byId = new Map()));
  byId.set(row.id, relations);
  return {
    companyId: row.companyId,
    relations: [...new Set([...relations].flatMap((relation) => RELATIONS[relation]))],
  };
}

/** The company of vHub's current role (x-current-role-id); null (not found) without one. */
async function locateCurrentRole(ctx: GraphQLContext): Promise<Located | null> {
  const role = await currentRole(ctx);
  return role ? { companyId: role.companyId } : null;
}

/** The row as the caller reaches it, with its relations (found by locate, or worked out now). */
async function viewOf(ctx: GraphQLContext, row: TaskRow, fresh = false): Promise<TaskView> {
  let relations = fresh ? undefined : reached.get(ctx)?.get(row.id);
  if (!relations) relations = await ctx.services.tasks.reading.relationsOf(row, await taskRoles(ctx, row.companyId));
  return { ...row, relations };
}

/** A row of the current role's own lists: what that role is to it is read from the row. */
function listed(row: TaskRow, roleId: string): TaskView {
  const relations = new Set<TaskRelationValue>();
  if (row.giverRoleId === roleId) relations.add("GIVER");
  if (row.executorRoleId === roleId) relations.add("EXECUTOR");
  return { ...row, relations };
}

/**
 * companyGuard for the tasks operations: the feature flag first, then the policy; answering
 * TASK_NOT_FOUND where the policy answers that the company is not the caller's (another
 * company's task, one the caller has no relation to, or none: the same answer).
 */
function tasksGuard<TParent, TArgs, TResult>(
  action: TasksAction,
  locate: (args: TArgs, ctx: GraphQLContext) => Located | null | Promise<Located | null>,
  resolve: (actor: Authorized<TasksAction>, args: TArgs, ctx: GraphQLContext) => TResult | Promise<TResult>,
) {
  const guarded = companyGuard<TasksAction, TParent, TArgs, TResult>(
    tasksPolicy,
    action,
    (args, ctx) => {
      if (!ctx.services.tasks.enabled) throw tasksOff();
      return locate(args, ctx);
    },
    (actor, args, ctx) => resolve(actor, args, ctx),
  );
  const wrapped = async (...call: Parameters<typeof guarded>): Promise<TResult> => {
    try {
      return await guarded(...call);
    } catch (error) {
      if (error instanceof DomainError && error.code === "OWNER_NOT_FOUND") throw taskNotFound();
      throw error;
    }
  };
  return Object.assign(wrapped, { policy: guarded.policy, companyAction: guarded.companyAction });
}

const idOf = (id: string) => id.toLowerCase();
/** An attachment's id: anything but a UUID is no such file. */
const fileIdOf = (id: string) => {
  if (!UUID.test(id)) throw fileNotFound();
  return id.toLowerCase();
};
const relationsOf = (ctx: GraphQLContext, id: string) =>
  reached.get(ctx)?.get(idOf(id)) ?? new Set<TaskRelationValue>();

const taskFilter = z.object({
  tab: z.enum(TASK_TABS),
  search: taskSearch,
  overdue: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  priority: z
    .enum(["NORMAL", "HIGH"])
    .nullish()
    .transform((value) => value ?? null),
});
const taskStatus = z.enum(TASK_STATUSES);

export const tasksQueries: QueryResolvers = {
  listRoleTasks: tasksGuard(
    "task.list",
    (_args, ctx) => locateCurrentRole(ctx),
    async (_actor, args, ctx) => {
      const filter = parseInput(taskFilter, args.filter, "filter");
      const after = args.after ? decodeCursor(args.after) : null;
      if (args.after && !after) throw invalid("after", "validation.page.cursor");
      const limit = Math.min(Math.max(Math.trunc(args.limit ?? TASK_PAGE_SIZE), 1), TASK_PAGE_MAX);
      const current = ctx.currentRoleId!;
      const { rows, nextCursor } = await ctx.services.tasks.reading.list(
        current,
        filter,
        after,
        limit,
        ctx.clock.now(),
      );
      return { items: rows.map((row) => listed(row, current)), nextCursor };
    },
  ),
  getTask: tasksGuard(
    "task.read",
    (args, ctx) => locateTask(args.id, ctx),
    async (_actor, args, ctx) => viewOf(ctx, (await ctx.loaders.task.load(idOf(args.id)))!),
  ),
  listTaskRoleChoices: tasksGuard(
    "task.list",
    (_args, ctx) => locateCurrentRole(ctx),
    (_actor, _args, ctx) => ctx.services.tasks.reading.roleChoices(ctx.currentRoleId!),
  ),
};

export const tasksMutations: MutationResolvers = {
  createTask: tasksGuard(
    "task.create",
    (_args, ctx) => locateCurrentRole(ctx),
    async (actor, args, ctx) => {
      const input = parseInput(createTaskInput, args.input);
      const row = await ctx.services.tasks.giving.create(actor, ctx.currentRoleId!, input);
      return listed(row, ctx.currentRoleId!);
    },
  ),
  updateTask: tasksGuard(
    "task.edit",
    (args, ctx) => locateTask(args.id, ctx),
    async (actor, args, ctx) => {
      const input = parseInput(updateTaskInput, args.input);
      return viewOf(ctx, await ctx.services.tasks.giving.update(actor, idOf(args.id), input));
    },
  ),
  setTaskStatus: tasksGuard(
    "task.move",
    (args, ctx) => locateTask(args.id, ctx),
    async (actor, args, ctx) => {
      const status = parseInput(taskStatus, args.status, "status");
      const comment = parseInput(taskMoveComment, args.comment ?? null, "comment");
      const row = await ctx.services.tasks.moving.move(
        actor,
        idOf(args.id),
        status,
        relationsOf(ctx, args.id),
        comment,
      );
      return viewOf(ctx, row);
    },
  ),
  addTaskComment: tasksGuard(
    "task.discuss",
    (args, ctx) => locateTask(args.taskId, ctx),
    async (actor, args, ctx) => {
      const body = parseInput(taskComment, args.body, "body");
      return ctx.services.tasks.discussion.add(actor, idOf(args.taskId), relationsOf(ctx, args.taskId), body);
    },
  ),
  createTaskFile: tasksGuard(
    "task.discuss",
    (args, ctx) => locateTask(args.taskId, ctx),
    async (actor, args, ctx) => {
      const input = parseInput(createTaskFileInput, { name: args.name, size: args.size });
      const { node, storage, upload, parts } = await ctx.services.tasks.attachments.createFile(
        actor,
        idOf(args.taskId),
        input,
      );
      return { fileStorageId: storage.id, fileNodeId: node.id, ...upload, parts };
    },
  ),
  removeTaskFile: tasksGuard(
    "task.discuss",
    (args, ctx) => locateTask(args.taskId, ctx),
    (actor, args, ctx) =>
      ctx.services.tasks.attachments.removeFile(actor, idOf(args.taskId), fileIdOf(args.fileNodeId)),
  ),
  generateTaskFileUrl: tasksGuard(
    "task.read",
    (args, ctx) => locateTask(args.taskId, ctx),
    (actor, args, ctx) => ctx.services.tasks.attachments.fileUrl(actor, idOf(args.taskId), fileIdOf(args.fileNodeId)),
  ),
};

async function roleOf(ctx: GraphQLContext, id: string): Promise<TaskRoleRow> {
  const role = await ctx.loaders.roleById.load(id);
  return { id, name: role?.name ?? "", nameIsDefault: role?.nameIsDefault ?? false, level: role?.level ?? 1 };
}

export const Task: TaskResolvers = {
  description: (row) => JSON.stringify(row.description),
  descriptionHtml: (row) => renderDocument(row.description),
  giver: (row, _args, ctx) => roleOf(ctx, row.giverRoleId),
  executor: (row, _args, ctx) => roleOf(ctx, row.executorRoleId),
  dueTime: (row) => row.dueTime?.slice(0, 5) ?? null,
  overdue: (row, _args, ctx) => isOverdue(row, ctx.clock.now()),
  myRelation: (row) => TASK_RELATIONS.find((relation) => row.relations.has(relation)) ?? "MANAGER",
  moves: (row) => movesFrom(row.status, row.relations),
  files: (row, _args, ctx) => ctx.loaders.taskFiles.load(row.id),
  comments: (row, _args, ctx) => ctx.loaders.taskComments.load(row.id),
  history: (row, _args, ctx) => ctx.loaders.taskMoves.load(row.id),
};

export const TaskRole: TaskRoleResolvers = {
  name: (role, _args, ctx) => roleName(role, ctx.client.language),
};

export const TaskComment: TaskCommentResolvers = {
  author: async (row, _args, ctx) =>
    row.authorUserId ? ((await ctx.loaders.userById.load(row.authorUserId)) ?? null) : null,
  authorRole: async (row, _args, ctx) => {
    if (!row.authorRoleId) return null;
    const role = await ctx.loaders.roleById.load(row.authorRoleId);
    return role ? { id: role.id, name: role.name, nameIsDefault: role.nameIsDefault, level: role.level } : null;
  },
};

export const TaskMove: TaskMoveResolvers = {
  from: (row) => row.fromStatus,
  to: (row) => row.toStatus,
  actor: async (row, _args, ctx) => (row.byUserId ? ((await ctx.loaders.userById.load(row.byUserId)) ?? null) : null),
  actorKind: (row) => (row.byUserId ? "PERSON" : "SYSTEM"),
};

export const TaskNotification: TaskNotificationResolvers = {
  task: (row) => row.payload as unknown as TaskPayload,
};

export const NotificationTask: NotificationTaskResolvers = {
  id: (payload) => payload.taskId,
  actor: async (payload, _a, ctx) => (payload.by ? ((await ctx.loaders.userById.load(payload.by)) ?? null) : null),
  actorKind: (payload) => (payload.by ? "PERSON" : "SYSTEM"),
};
