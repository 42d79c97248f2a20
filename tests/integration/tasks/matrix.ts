/**
 * The tasks operations for the authorization matrix (tests/integration/authorization.test.ts):
 * each succeeds for a signed-in person acting (x-current-role-id, which the matrix sends as the
 * operation's `roleId`) in the role the operation needs: the giver's (Finance), or for the
 * executor's moves the executor's (Clerk). Who else gets what: ./authorization.test.ts.
 */
import { print } from "graphql";
import {
  AddTaskCommentDocument,
  CreateTaskDocument,
  CreateTaskFileDocument,
  GenerateTaskFileUrlDocument,
  GetTaskDocument,
  ListRoleTasksDocument,
  ListTaskRoleChoicesDocument,
  RemoveTaskFileDocument,
  SetTaskStatusDocument,
  UpdateTaskDocument,
} from "#graphql/generated/operations";
import type { Policy } from "../../../server/graphql/policy";
import type { SignedUpUser, TestApp } from "../harness";
import { attach, give, tasksWorld, type RoleName, type TasksWorld } from "./support";

type Variables = Record<string, unknown>;

export interface TaskOperation {
  type: "Query" | "Mutation";
  policy: Policy;
  document: string;
  anyVariables: () => Variables;
  signedIn?: () => Promise<{ user: SignedUpUser; variables: Variables; roleId: string }>;
}

export function taskOperations(appOf: () => TestApp, someId: string): Record<string, TaskOperation> {
  // The matrix is built before its app starts: each set-up reads it when it runs.
  const app = new Proxy({} as TestApp, { get: (_t, key) => appOf()[key as keyof TestApp] });
  const op = (
    type: "Query" | "Mutation",
    document: Parameters<typeof print>[0],
    anyVariables: Variables,
    setUp: (world: TasksWorld) => Promise<Variables> = async () => anyVariables,
    who: RoleName = "Finance",
  ): TaskOperation => ({
    type,
    policy: "signedIn",
    document: print(document),
    anyVariables: () => anyVariables,
    signedIn: async () => {
      const world = await tasksWorld(app, "Matrix Tasks");
      const variables = await setUp(world);
      return { user: world.people[who], roleId: world.ids[who], variables };
    },
  });
  const made = async (w: TasksWorld) => (await give(app, w, "Finance", "Clerk")).id;
  const withFile = async (w: TasksWorld) => {
    const taskId = await made(w);
    return { taskId, fileNodeId: await attach(app, w, "Finance", taskId, "a.txt", new Uint8Array([1])) };
  };
  return {
    listRoleTasks: op(
      "Query",
      ListRoleTasksDocument,
      { filter: { tab: "TRACKING" } },
      async (w) => (await made(w), { filter: { tab: "TRACKING" } }),
    ),
    listTaskRoleChoices: op("Query", ListTaskRoleChoicesDocument, {}),
    getTask: op("Query", GetTaskDocument, { id: someId }, async (w) => ({ id: await made(w) })),
    createTask: op(
      "Mutation",
      CreateTaskDocument,
      { input: { title: "Matrix", executorRoleId: someId } },
      async (w) => ({
        input: { title: "Matrix", executorRoleId: w.ids.Clerk },
      }),
    ),
    updateTask: op("Mutation", UpdateTaskDocument, { id: someId, input: { title: "Matrix" } }, async (w) => ({
      id: await made(w),
      input: { title: "Matrix again" },
    })),
    setTaskStatus: op(
      "Mutation",
      SetTaskStatusDocument,
      { id: someId, status: "IN_PROGRESS" },
      async (w) => ({ id: await made(w), status: "IN_PROGRESS" }),
      "Clerk",
    ),
    addTaskComment: op("Mutation", AddTaskCommentDocument, { taskId: someId, body: "Hi" }, async (w) => ({
      taskId: await made(w),
      body: "Hi",
    })),
    createTaskFile: op("Mutation", CreateTaskFileDocument, { taskId: someId, name: "a.txt", size: 1 }, async (w) => ({
      taskId: await made(w),
      name: "a.txt",
      size: 1,
    })),
    removeTaskFile: op("Mutation", RemoveTaskFileDocument, { taskId: someId, fileNodeId: someId }, withFile),
    generateTaskFileUrl: op("Mutation", GenerateTaskFileUrlDocument, { taskId: someId, fileNodeId: someId }, withFile),
  };
}
