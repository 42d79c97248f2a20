/**
 * Who may do what with a task (issue 44), the persona matrix: the giver (Finance), the executor
 * (Clerk, two levels down), a role above the executor (Accounting) and above both (CEO), a sibling
 * branch (Sales), a stranger, and another company's director. Every move by every party, each from
 * the state it starts from; reading, changing, discussing. Everyone without a relation, in the
 * company or not, is told TASK_NOT_FOUND.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AddTaskCommentDocument,
  GenerateTaskFileUrlDocument,
  GetTaskDocument,
  ListRoleTasksDocument,
  UpdateTaskDocument,
  type TaskStatus,
} from "#graphql/generated/operations";
import { companies, roleModuleAccess, tasks } from "../../../server/db/schema";
import { createTestApp, send, type TestApp } from "../harness";
import { ok } from "../support";
import { codeOf } from "../roles/support";
import { attach, give, move, tasksWorld, type RoleName, type TasksWorld } from "./support";

let app: TestApp;
let world: TasksWorld;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  world = await tasksWorld(app, "Task Matrix");
});
afterAll(() => app.close());

type Persona = "giver" | "executor" | "above executor" | "above both" | "sibling" | "stranger" | "other company";
const PERSONAS: Persona[] = [
  "giver",
  "executor",
  "above executor",
  "above both",
  "sibling",
  "stranger",
  "other company",
];
const ROLE: Partial<Record<Persona, RoleName>> = {
  giver: "Finance",
  executor: "Clerk",
  "above executor": "Accounting",
  "above both": "CEO",
  sibling: "Sales",
  "other company": "Other",
};
const acting = (persona: Persona) => {
  const role = ROLE[persona];
  return role
    ? { token: world.people[role].accessToken, roleId: world.ids[role] }
    : { token: world.stranger.accessToken };
};
const outcome = (answer: { errors?: unknown[] }) => (answer.errors ? String(codeOf(answer as never)) : "ok");
const NOT_FOUND = { sibling: "TASK_NOT_FOUND", stranger: "TASK_NOT_FOUND", "other company": "TASK_NOT_FOUND" };
const readersOnly = (allowed: Persona[]) =>
  Object.fromEntries(
    PERSONAS.map((p) => [p, allowed.includes(p) ? "ok" : p in NOT_FOUND ? "TASK_NOT_FOUND" : "FORBIDDEN"]),
  ) as Record<Persona, string>;

/** A task given by Finance to Clerk, brought to `state` by the moves that lead there. */
async function taskIn(state: TaskStatus): Promise<string> {
  const { id } = await give(app, world, "Finance", "Clerk");
  const path: Array<[RoleName, TaskStatus]> = {
    OPEN: [],
    IN_PROGRESS: [["Clerk", "IN_PROGRESS"]],
    DONE: [
      ["Clerk", "IN_PROGRESS"],
      ["Clerk", "DONE"],
    ],
    RETURNED: [
      ["Clerk", "IN_PROGRESS"],
      ["Clerk", "DONE"],
      ["Finance", "RETURNED"],
    ],
    ACCEPTED: [],
    CANCELED: [],
  }[state] as Array<[RoleName, TaskStatus]>;
  for (const [who, to] of path) ok(await move(app, world, who, id, to, "Because"));
  return id;
}

describe("every move by every party", () => {
  const cases: Array<[TaskStatus, TaskStatus, Persona[]]> = [
    ["OPEN", "IN_PROGRESS", ["executor"]],
    ["IN_PROGRESS", "DONE", ["executor"]],
    ["RETURNED", "DONE", ["executor"]],
    ["DONE", "ACCEPTED", ["giver"]],
    ["DONE", "RETURNED", ["giver"]],
    ["OPEN", "CANCELED", ["giver"]],
    ["IN_PROGRESS", "CANCELED", ["giver"]],
    ["DONE", "CANCELED", ["giver"]],
  ];
  for (const [from, to, allowed] of cases)
    it(`${from} → ${to}: ${allowed.join(", ")} only`, async () => {
      const got: Record<string, string> = {};
      for (const persona of PERSONAS) {
        const id = await taskIn(from);
        got[persona] = outcome(
          await send(
            app,
            (await import("#graphql/generated/operations")).SetTaskStatusDocument,
            { id, status: to, comment: "Because" },
            acting(persona),
          ),
        );
        const [row] = await app.database.db.select().from(tasks).where(eq(tasks.id, id));
        expect(row!.status, persona).toBe(got[persona] === "ok" ? to : from);
      }
      expect(got).toEqual(readersOnly(allowed));
    });
});

describe("reading, changing, discussing", () => {
  it("reads: the giver, the executor and the roles above either", async () => {
    const id = await taskIn("OPEN");
    const got = Object.fromEntries(
      await Promise.all(
        PERSONAS.map(async (p) => [p, outcome(await send(app, GetTaskDocument, { id }, acting(p)))] as const),
      ),
    );
    expect(got).toEqual(readersOnly(["giver", "executor", "above executor", "above both"]));
    expect(ok(await send(app, GetTaskDocument, { id }, acting("above both"))).getTask.myRelation).toBe("MANAGER");
  });

  it("changes: the giver; discusses: the giver and the executor; downloads: every reader", async () => {
    const id = await taskIn("OPEN");
    const fileNodeId = await attach(app, world, "Clerk", id, "count.txt", new TextEncoder().encode("42 boxes"));
    const updates: Record<string, string> = {};
    const comments: Record<string, string> = {};
    const downloads: Record<string, string> = {};
    for (const p of PERSONAS) {
      updates[p] = outcome(await send(app, UpdateTaskDocument, { id, input: { title: `By ${p}` } }, acting(p)));
      comments[p] = outcome(await send(app, AddTaskCommentDocument, { taskId: id, body: `From ${p}` }, acting(p)));
      downloads[p] = outcome(await send(app, GenerateTaskFileUrlDocument, { taskId: id, fileNodeId }, acting(p)));
    }
    expect(updates).toEqual(readersOnly(["giver"]));
    expect(comments).toEqual(readersOnly(["giver", "executor"]));
    expect(downloads).toEqual(readersOnly(["giver", "executor", "above executor", "above both"]));
    const task = ok(await send(app, GetTaskDocument, { id }, acting("giver"))).getTask;
    expect(task.files.map((f) => f.name)).toEqual(["count.txt"]);
  });

  it("a role without the Tasks module has no tabs and no relation; a suspended company's tasks are read-only", async () => {
    const id = await taskIn("OPEN");
    await app.database.db.delete(roleModuleAccess).where(eq(roleModuleAccess.roleId, world.ids.Sales));
    expect(codeOf(await send(app, ListRoleTasksDocument, { filter: { tab: "DEFAULT" } }, acting("sibling")))).toBe(
      "FORBIDDEN",
    );
    await app.database.db
      .update(companies)
      .set({ stoppedAt: app.clock.now() })
      .where(eq(companies.id, world.companyId));
    try {
      ok(await send(app, GetTaskDocument, { id }, acting("executor")));
      expect(codeOf(await move(app, world, "Clerk", id, "IN_PROGRESS"))).toBe("COMPANY_SUSPENDED");
    } finally {
      await app.database.db.update(companies).set({ stoppedAt: null }).where(eq(companies.id, world.companyId));
    }
  });
});
