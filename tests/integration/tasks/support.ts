/**
 * The tasks' test world (issue 44): a company whose director (CEO) manages Finance > Accounting >
 * Clerk and Sales (a sibling branch), each held by its own person and given the Tasks module; a
 * stranger signed up; and another company's director. The calls act in a role
 * (x-current-role-id) as vHub does.
 */
import {
  ConfirmFileUploadDocument,
  CreateTaskDocument,
  CreateTaskFileDocument,
  SetTaskStatusDocument,
  type TaskFieldsFragment,
  type TaskStatus,
} from "#graphql/generated/operations";
import { roleModuleAccess } from "../../../server/db/schema";
import { signUp, send, type GraphQLAnswer, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { createCompany, holdRole } from "../companies/world";
import { put } from "../files/support";

export type RoleName = "CEO" | "Finance" | "Accounting" | "Clerk" | "Sales" | "Other";

export interface TasksWorld {
  companyId: string;
  otherCompanyId: string;
  /** The person holding each role (Other: the director of another company). */
  people: Record<RoleName, SignedUpUser>;
  ids: Record<RoleName, string>;
  /** Signed up, in no company. */
  stranger: SignedUpUser;
}

export async function tasksWorld(app: TestApp, name = "Task Works"): Promise<TasksWorld> {
  const director = await signUp(app);
  const companyId = await createCompany(app, director, name);
  const otherDirector = await signUp(app);
  const otherCompanyId = await createCompany(app, otherDirector, `${name} Rival`);
  const stranger = await signUp(app);
  // Each sign-up moves the clock a minute (the resend countdown): those who act most (the giver
  // and the executor the matrix acts as) sign up last, so their tokens (5 minutes) outlive the rest.
  const [Sales, Accounting, Clerk, Finance] = [
    await signUp(app),
    await signUp(app),
    await signUp(app),
    await signUp(app),
  ];
  const people = {
    CEO: director,
    Finance: Finance!,
    Accounting: Accounting!,
    Clerk: Clerk!,
    Sales: Sales!,
    Other: otherDirector,
  };
  const ceo = await holdRole(app, companyId, director, 1, "CEO");
  const finance = await holdRole(app, companyId, people.Finance, 2, "Finance", ceo.id);
  const accounting = await holdRole(app, companyId, people.Accounting, 3, "Accounting", finance.id);
  const clerk = await holdRole(app, companyId, people.Clerk, 4, "Clerk", accounting.id);
  const sales = await holdRole(app, companyId, people.Sales, 2, "Sales", ceo.id);
  const other = await holdRole(app, otherCompanyId, otherDirector, 1, "CEO");
  const ids = {
    CEO: ceo.id,
    Finance: finance.id,
    Accounting: accounting.id,
    Clerk: clerk.id,
    Sales: sales.id,
    Other: other.id,
  };
  await grantTasks(app, [finance.id, accounting.id, clerk.id, sales.id]);
  return { companyId, otherCompanyId, people, ids, stranger };
}

/** Gives roles the Tasks module (the control center's access, written directly). */
export async function grantTasks(app: TestApp, roleIds: string[]): Promise<void> {
  const now = app.clock.now();
  await app.database.db
    .insert(roleModuleAccess)
    .values(roleIds.map((roleId) => ({ roleId, module: "TASKS" as const, grantedAt: now })))
    .onConflictDoNothing();
}

/** Acting as the person holding `role`, in it. */
export const as = (world: TasksWorld, role: RoleName) => ({
  token: world.people[role].accessToken,
  roleId: world.ids[role],
});

/** A small document with `text` in one paragraph, as the API takes it. */
export const doc = (text = "Count everything.") =>
  JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

export async function give(
  app: TestApp,
  world: TasksWorld,
  giver: RoleName,
  executor: RoleName,
  input: { title?: string; dueDate?: string | null; dueTime?: string | null; priority?: "NORMAL" | "HIGH" } = {},
): Promise<TaskFieldsFragment> {
  return ok(
    await send(
      app,
      CreateTaskDocument,
      {
        input: {
          title: input.title ?? "Count the stock",
          description: doc(),
          executorRoleId: world.ids[executor],
          dueDate: input.dueDate ?? null,
          dueTime: input.dueTime ?? null,
          priority: input.priority ?? null,
        },
      },
      as(world, giver),
    ),
  ).createTask;
}

export const move = (
  app: TestApp,
  world: TasksWorld,
  who: RoleName,
  id: string,
  status: TaskStatus,
  comment?: string,
): Promise<GraphQLAnswer<{ setTaskStatus: TaskFieldsFragment }>> =>
  send(app, SetTaskStatusDocument, { id, status, comment: comment ?? null }, as(world, who)) as never;

/** Attaches `bytes` as `name` to a task, acting as `who`: createTaskFile, the PUT, confirmFileUpload. */
export async function attach(
  app: TestApp,
  world: TasksWorld,
  who: RoleName,
  taskId: string,
  name: string,
  bytes: Uint8Array,
): Promise<string> {
  const started = ok(
    await send(app, CreateTaskFileDocument, { taskId, name, size: bytes.byteLength }, as(world, who)),
  ).createTaskFile;
  const response = await put(app, started, bytes);
  if (!response.ok) throw new Error(`PUT ${started.url}: ${response.status} ${await response.text()}`);
  ok(await send(app, ConfirmFileUploadDocument, { id: started.fileNodeId }, as(world, who)));
  return started.fileNodeId;
}
