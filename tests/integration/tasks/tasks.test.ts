/**
 * Tasks (issue 44): giving, the moves by whom they name, decided atomically, the tabs a page at a
 * time, the discussion, the daily sweep moved by the test clock, a holder change and an archived
 * executor's role, and bad input refused before anything is written (on both engines:
 * TEST_DATABASE=postgres).
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AddTaskCommentDocument,
  ArchiveRoleDocument,
  GetRoleResourcesDocument,
  GetTaskDocument,
  ListRoleTasksDocument,
  ListTaskRoleChoicesDocument,
  UpdateTaskDocument,
  type TaskFilter,
} from "#graphql/generated/operations";
import { auditEvents, notifications, roles, taskComments, taskMoves, tasks } from "../../../server/db/schema";
import { createLogger } from "../../../server/logger";
import { JobRunner } from "../../../server/jobs/runner";
import { tasksJobs } from "../../../server/modules/tasks/jobs";
import { createTestApp, send, signUp, type TestApp } from "../harness";
import { ok } from "../support";
import { codeOf, fieldsOf } from "../roles/support";
import { as, doc, give, move, tasksWorld, type RoleName, type TasksWorld } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
});
afterAll(() => app.close());

const db = () => app.database.db;
const get = (world: TasksWorld, who: RoleName, id: string) => send(app, GetTaskDocument, { id }, as(world, who));
const list = async (world: TasksWorld, who: RoleName, filter: TaskFilter, after?: string | null, limit?: number) =>
  ok(await send(app, ListRoleTasksDocument, { filter, after: after ?? null, limit: limit ?? null }, as(world, who)))
    .listRoleTasks;
const titles = async (world: TasksWorld, who: RoleName, filter: TaskFilter) =>
  (await list(world, who, filter)).items.map((task) => task.title);
const told = async (userId: string, type: string) =>
  (
    await db()
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
  )[0]!.n;
const taskCount = async (companyId: string) =>
  (await db().select({ n: count() }).from(tasks).where(eq(tasks.companyId, companyId)))[0]!.n;

describe("giving and reading", () => {
  it("gives a task down the tree: OPEN, due at the end of the Kyiv day, the executor told, counted among its role's resources", async () => {
    const world = await tasksWorld(app);
    const made = await give(app, world, "Finance", "Clerk", { dueDate: "2026-03-10", priority: "HIGH" });
    expect(made).toMatchObject({
      status: "OPEN",
      priority: "HIGH",
      myRelation: "GIVER",
      moves: ["CANCELED"],
      giver: { id: world.ids.Finance, name: "Finance" },
      executor: { id: world.ids.Clerk, name: "Clerk" },
      dueDate: "2026-03-10",
      dueTime: null,
      // The end of 10 March in Kyiv (UTC+2 in winter).
      dueAt: "2026-03-10T22:00:00.000Z",
      overdue: false,
      descriptionHtml: "<p>Count everything.</p>",
      closedAt: null,
    });
    expect(made.history).toMatchObject([{ from: null, to: "OPEN", actorKind: "PERSON" }]);
    expect(JSON.parse(made.description)).toEqual(JSON.parse(doc()));
    expect(await told(world.people.Clerk.id, "task.given")).toBe(1);
    const seen = ok(await get(world, "Clerk", made.id)).getTask;
    expect(seen).toMatchObject({ myRelation: "EXECUTOR", moves: ["IN_PROGRESS"] });
    // Roles above either side read it, moving nothing.
    for (const above of ["Accounting", "CEO"] as const)
      expect(ok(await get(world, above, made.id)).getTask).toMatchObject({ myRelation: "MANAGER", moves: [] });
    const resources = ok(await send(app, GetRoleResourcesDocument, { id: world.ids.Clerk }, as(world, "CEO"))).getRole
      .resources;
    expect(resources.find((r) => r.kind === "TASKS")).toMatchObject({ state: "COUNTED", count: 1 });
  });

  it("takes a due time in Kyiv, and offers the current role and the live roles below it", async () => {
    const world = await tasksWorld(app);
    const made = await give(app, world, "Accounting", "Accounting", { dueDate: "2026-07-01", dueTime: "09:30" });
    // Summer: UTC+3.
    expect(made).toMatchObject({ dueTime: "09:30", dueAt: "2026-07-01T06:30:00.000Z", myRelation: "GIVER" });
    expect(made.moves).toEqual(["IN_PROGRESS", "CANCELED"]);
    const choices = ok(await send(app, ListTaskRoleChoicesDocument, {}, as(world, "Finance"))).listTaskRoleChoices;
    expect(choices.map((role) => role.name)).toEqual(["Finance", "Accounting", "Clerk"]);
  });

  it("refuses an executor outside the giver's subtree (above, a sibling, another company), naming the field, writing nothing", async () => {
    const world = await tasksWorld(app);
    for (const executor of ["CEO", "Sales", "Other"] as const) {
      const answer = await send(
        app,
        (await import("#graphql/generated/operations")).CreateTaskDocument,
        { input: { title: "T", executorRoleId: world.ids[executor] } },
        as(world, "Finance"),
      );
      expect(codeOf(answer), executor).toBe("BAD_USER_INPUT");
      expect(fieldsOf(answer)).toEqual({ executorRoleId: ["validation.tasks.notSubordinate"] });
    }
    expect(await taskCount(world.companyId)).toBe(0);
  });

  it("changes the title, due date and priority by the giver only, never in the archive", async () => {
    const world = await tasksWorld(app);
    const made = await give(app, world, "Finance", "Clerk");
    const input = { title: "Count the stock again", dueDate: "2026-04-01", priority: "HIGH" as const };
    const changed = ok(await send(app, UpdateTaskDocument, { id: made.id, input }, as(world, "Finance"))).updateTask;
    expect(changed).toMatchObject({ title: "Count the stock again", dueDate: "2026-04-01", priority: "HIGH" });
    expect(codeOf(await send(app, UpdateTaskDocument, { id: made.id, input }, as(world, "Clerk")))).toBe("FORBIDDEN");
    expect(codeOf(await send(app, UpdateTaskDocument, { id: made.id, input }, as(world, "CEO")))).toBe("FORBIDDEN");
    ok(await move(app, world, "Finance", made.id, "CANCELED"));
    expect(codeOf(await send(app, UpdateTaskDocument, { id: made.id, input }, as(world, "Finance")))).toBe(
      "TASK_ARCHIVED",
    );
  });
});

describe("the moves", () => {
  it("goes OPEN → IN_PROGRESS → DONE → RETURNED (with a comment) → DONE → ACCEPTED, each with its history, audit row and notices", async () => {
    const world = await tasksWorld(app);
    const { id } = await give(app, world, "Finance", "Clerk");
    expect(ok(await move(app, world, "Clerk", id, "IN_PROGRESS")).setTaskStatus.moves).toEqual(["DONE"]);
    expect(ok(await move(app, world, "Clerk", id, "DONE")).setTaskStatus.status).toBe("DONE");
    expect(await told(world.people.Finance.id, "task.done")).toBe(1);
    const bare = await move(app, world, "Finance", id, "RETURNED");
    expect(codeOf(bare)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(bare)).toEqual({ comment: ["validation.tasks.returnComment"] });
    const returned = ok(await move(app, world, "Finance", id, "RETURNED", "Count the shelves too")).setTaskStatus;
    expect(returned).toMatchObject({ status: "RETURNED", moves: ["CANCELED"] });
    expect(returned.comments.map((c) => c.body)).toEqual(["Count the shelves too"]);
    expect(returned.comments[0]).toMatchObject({ authorRole: { id: world.ids.Finance } });
    expect(await told(world.people.Clerk.id, "task.returned")).toBe(1);
    ok(await move(app, world, "Clerk", id, "DONE"));
    const accepted = ok(await move(app, world, "Finance", id, "ACCEPTED")).setTaskStatus;
    expect(accepted).toMatchObject({ status: "ACCEPTED", moves: [] });
    expect(accepted.closedAt).not.toBeNull();
    expect(accepted.history.map((m) => `${m.from ?? "-"}>${m.to}`)).toEqual([
      "->OPEN",
      "OPEN>IN_PROGRESS",
      "IN_PROGRESS>DONE",
      "DONE>RETURNED",
      "RETURNED>DONE",
      "DONE>ACCEPTED",
    ]);
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "task"), eq(auditEvents.entityId, id), eq(auditEvents.action, "task.moved")));
    expect(audit).toHaveLength(5);
    // Nothing moves out of the archive.
    for (const to of ["CANCELED", "RETURNED", "DONE"] as const)
      expect(codeOf(await move(app, world, to === "DONE" ? "Clerk" : "Finance", id, to, "Again"))).toBe(
        "TASK_STATUS_CONFLICT",
      );
  });

  it("refuses OPEN as a move and a move from a state it does not start from", async () => {
    const world = await tasksWorld(app);
    const { id } = await give(app, world, "Finance", "Clerk");
    const open = await move(app, world, "Finance", id, "OPEN");
    expect(codeOf(open)).toBe("BAD_USER_INPUT");
    expect(codeOf(await move(app, world, "Clerk", id, "DONE"))).toBe("TASK_STATUS_CONFLICT");
    expect(codeOf(await move(app, world, "Finance", id, "ACCEPTED"))).toBe("TASK_STATUS_CONFLICT");
    expect((await db().select({ n: count() }).from(taskMoves).where(eq(taskMoves.taskId, id)))[0]!.n).toBe(1);
  });

  it("100 parallel accepts make one transition", async () => {
    const world = await tasksWorld(app);
    const { id } = await give(app, world, "Finance", "Clerk");
    ok(await move(app, world, "Clerk", id, "IN_PROGRESS"));
    ok(await move(app, world, "Clerk", id, "DONE"));
    const answers = await Promise.all(Array.from({ length: 100 }, () => move(app, world, "Finance", id, "ACCEPTED")));
    expect(answers.filter((a) => !a.errors).length).toBe(1);
    expect(new Set(answers.filter((a) => a.errors).map(codeOf))).toEqual(new Set(["TASK_STATUS_CONFLICT"]));
    const accepted = await db()
      .select()
      .from(taskMoves)
      .where(and(eq(taskMoves.taskId, id), eq(taskMoves.toStatus, "ACCEPTED")));
    expect(accepted).toHaveLength(1);
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, "task.moved")));
    expect(audit.filter((row) => row.after?.status === "ACCEPTED")).toHaveLength(1);
  });

  it("done against cancel: one winner", async () => {
    const world = await tasksWorld(app);
    const { id } = await give(app, world, "Finance", "Clerk");
    ok(await move(app, world, "Clerk", id, "IN_PROGRESS"));
    const [done, canceled] = await Promise.all([
      move(app, world, "Clerk", id, "DONE"),
      move(app, world, "Finance", id, "CANCELED"),
    ]);
    const [row] = await db().select().from(tasks).where(eq(tasks.id, id));
    if (done.errors) {
      // Canceled first: a DONE no longer starts from CANCELED.
      expect(codeOf(done)).toBe("TASK_STATUS_CONFLICT");
      expect(canceled.errors).toBeUndefined();
      expect(row!.status).toBe("CANCELED");
    } else {
      // Done first: the giver may still cancel a done task (any point before ACCEPTED).
      expect(row!.status).toBe(canceled.errors ? "DONE" : "CANCELED");
    }
    const moves = await db().select().from(taskMoves).where(eq(taskMoves.taskId, id));
    expect(moves.map((m) => m.toStatus).filter((s) => s === "DONE" || s === "CANCELED").length).toBe(
      (done.errors ? 0 : 1) + (canceled.errors ? 0 : 1),
    );
  });
});

describe("the discussion", () => {
  it("is the giver's and the executor's, each telling the other; a role above reads it only; the archive is closed", async () => {
    const world = await tasksWorld(app);
    const { id } = await give(app, world, "Finance", "Clerk");
    ok(await send(app, AddTaskCommentDocument, { taskId: id, body: "Which warehouse?" }, as(world, "Clerk")));
    ok(
      await send(app, AddTaskCommentDocument, { taskId: id, body: "The north one.\nAll of it." }, as(world, "Finance")),
    );
    expect(await told(world.people.Finance.id, "task.commented")).toBe(1);
    expect(await told(world.people.Clerk.id, "task.commented")).toBe(1);
    expect(codeOf(await send(app, AddTaskCommentDocument, { taskId: id, body: "Hm" }, as(world, "CEO")))).toBe(
      "FORBIDDEN",
    );
    expect(codeOf(await send(app, AddTaskCommentDocument, { taskId: id, body: "Hm" }, as(world, "Sales")))).toBe(
      "TASK_NOT_FOUND",
    );
    const read = ok(await get(world, "CEO", id)).getTask;
    expect(read.comments.map((c) => c.body)).toEqual(["Which warehouse?", "The north one.\nAll of it."]);
    for (const body of ["", "   ", "x".repeat(2001), "bad\u202eeman"]) {
      const answer = await send(app, AddTaskCommentDocument, { taskId: id, body }, as(world, "Clerk"));
      expect(codeOf(answer), JSON.stringify(body)).toBe("BAD_USER_INPUT");
    }
    ok(await move(app, world, "Finance", id, "CANCELED"));
    expect(codeOf(await send(app, AddTaskCommentDocument, { taskId: id, body: "Late" }, as(world, "Clerk")))).toBe(
      "TASK_ARCHIVED",
    );
    expect((await db().select({ n: count() }).from(taskComments).where(eq(taskComments.taskId, id)))[0]!.n).toBe(2);
  });
});

describe("the tabs", () => {
  it("DEFAULT: given to the role, overdue first, then by due date, none last; TRACKING: given to others; ARCHIVE: either side", async () => {
    const world = await tasksWorld(app);
    await give(app, world, "Finance", "Accounting", { title: "Later", dueDate: "2026-03-20" });
    await give(app, world, "Finance", "Accounting", { title: "Whenever" });
    await give(app, world, "Finance", "Accounting", { title: "Overdue", dueDate: "2026-03-01" });
    await give(app, world, "Finance", "Accounting", { title: "Soon", dueDate: "2026-03-05", priority: "HIGH" });
    const mine = await give(app, world, "Accounting", "Accounting", { title: "Own", dueDate: "2026-03-06" });
    const given = await give(app, world, "Accounting", "Clerk", { title: "Given down" });
    const closed = await give(app, world, "Finance", "Accounting", { title: "Closed" });
    ok(await move(app, world, "Finance", closed.id, "CANCELED"));
    app.clock.advance(1_000);
    ok(await move(app, world, "Accounting", given.id, "CANCELED"));
    expect(await titles(world, "Accounting", { tab: "DEFAULT" })).toEqual([
      "Overdue",
      "Soon",
      "Own",
      "Later",
      "Whenever",
    ]);
    const overdue = (await list(world, "Accounting", { tab: "DEFAULT", overdue: true })).items;
    expect(overdue.map((t) => [t.title, t.overdue])).toEqual([["Overdue", true]]);
    expect(await titles(world, "Accounting", { tab: "DEFAULT", priority: "HIGH" })).toEqual(["Soon"]);
    expect(await titles(world, "Accounting", { tab: "DEFAULT", search: "OO" })).toEqual(["Soon"]);
    expect(await titles(world, "Finance", { tab: "TRACKING" })).toEqual(["Overdue", "Soon", "Later", "Whenever"]);
    expect(await titles(world, "Accounting", { tab: "TRACKING" })).toEqual([]);
    expect(await titles(world, "Accounting", { tab: "ARCHIVE" })).toEqual(["Given down", "Closed"]);
    expect(await titles(world, "Clerk", { tab: "ARCHIVE" })).toEqual(["Given down"]);
    expect(mine.myRelation).toBe("GIVER");
  });

  it("pages by keyset: every task once, in order, across due and no due dates", async () => {
    const world = await tasksWorld(app);
    const expected: string[] = [];
    for (let i = 1; i <= 7; i += 1) {
      const title = `Task ${i}`;
      await give(app, world, "Finance", "Clerk", { title, dueDate: i <= 4 ? `2026-03-1${i}` : null });
      expected.push(title);
    }
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const answer: { items: Array<{ title: string }>; nextCursor?: string | null } = await list(
        world,
        "Clerk",
        { tab: "DEFAULT" },
        after,
        3,
      );
      seen.push(...answer.items.map((t) => t.title));
      after = answer.nextCursor ?? null;
      if (!after) break;
    }
    expect(seen.slice(0, 4)).toEqual(expected.slice(0, 4));
    expect([...seen].sort()).toEqual([...expected].sort());
    const bad = await send(
      app,
      ListRoleTasksDocument,
      { filter: { tab: "DEFAULT" }, after: "nonsense" },
      as(world, "Clerk"),
    );
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
  });
});

describe("bad input", () => {
  it("refuses a title of 0 or 201 characters, NUL, bidi controls, a non-UUID role, a bad date: translated, nothing written", async () => {
    const world = await tasksWorld(app);
    const base = { title: "Fine", executorRoleId: world.ids.Clerk };
    const { CreateTaskDocument } = await import("#graphql/generated/operations");
    const cases: Array<[object, string]> = [
      [{ title: "" }, "validation.tasks.title.required"],
      [{ title: "   " }, "validation.tasks.title.required"],
      [{ title: "x".repeat(201) }, "validation.tasks.title.length"],
      [{ title: "a\u0000b" }, "validation.text.control"],
      [{ title: "pay\u202etxt.exe" }, "validation.text.control"],
      [{ executorRoleId: "not-a-uuid" }, "validation.tasks.role"],
      [{ dueDate: "2026-02-30" }, "validation.tasks.dueDate"],
      [{ dueDate: "2026-03-10", dueTime: "25:00" }, "validation.tasks.dueTime"],
      [{ dueTime: "10:00" }, "validation.tasks.dueTimeWithoutDate"],
      [{ description: "{not json" }, ""],
    ];
    for (const [change, message] of cases) {
      const answer = await send(app, CreateTaskDocument, { input: { ...base, ...change } }, as(world, "Finance"));
      expect(codeOf(answer), JSON.stringify(change)).toBe("BAD_USER_INPUT");
      if (message) expect(Object.values(fieldsOf(answer) ?? {}).flat(), JSON.stringify(change)).toContain(message);
    }
    expect(
      ok(await send(app, CreateTaskDocument, { input: { ...base, title: "x".repeat(200) } }, as(world, "Finance"))),
    ).toBeTruthy();
    expect(await taskCount(world.companyId)).toBe(1);
    // Ids that are not UUIDs are no such task.
    expect(codeOf(await get(world, "Finance", "1; drop table tasks"))).toBe("TASK_NOT_FOUND");
    expect(codeOf(await move(app, world, "Finance", "42", "CANCELED"))).toBe("TASK_NOT_FOUND");
  });
});

describe("the database keeps the invariants", () => {
  it("refuses an unknown status, a 201-character title, and a giver and executor of two companies", async () => {
    const world = await tasksWorld(app);
    const now = app.clock.now();
    const row = {
      companyId: world.companyId,
      giverRoleId: world.ids.Finance,
      executorRoleId: world.ids.Clerk,
      title: "Direct",
      description: { type: "doc", content: [] },
      createdAt: now,
      updatedAt: now,
    } as typeof tasks.$inferInsert;
    const refused = async (values: Partial<typeof tasks.$inferInsert>) => {
      let error: unknown;
      try {
        await db()
          .insert(tasks)
          .values({ ...row, ...values });
      } catch (caught) {
        error = caught;
      }
      return error;
    };
    expect(await refused({ status: "LOST" as never })).toBeTruthy();
    expect(await refused({ title: "x".repeat(201) })).toBeTruthy();
    expect(await refused({ title: "" })).toBeTruthy();
    expect(await refused({ executorRoleId: world.ids.Other })).toBeTruthy();
    expect(await refused({ status: "ACCEPTED" })).toBeTruthy();
    expect(await taskCount(world.companyId)).toBe(0);
    expect(await refused({})).toBeUndefined();
  });
});

describe("time", () => {
  it("the sweep tells of a task due tomorrow and of one overdue, once each, moved by the clock", async () => {
    const world = await tasksWorld(app, "Task Clock");
    // 2 March, 11:00 in Kyiv.
    const soon = await give(app, world, "Finance", "Clerk", { title: "Soon", dueDate: "2026-03-03" });
    const later = await give(app, world, "Finance", "Clerk", { title: "Later", dueDate: "2026-03-05" });
    const done = await give(app, world, "Finance", "Clerk", { title: "Done", dueDate: "2026-03-03" });
    ok(await move(app, world, "Clerk", done.id, "IN_PROGRESS"));
    ok(await move(app, world, "Clerk", done.id, "DONE"));
    const runner = new JobRunner({
      db: db(),
      clock: app.clock,
      logger: createLogger("silent"),
      jobs: tasksJobs(app.api.services.tasks.reminders),
    });
    const sweep = () => runner.runDue({ force: true });
    const clerkTold = (type: string) => told(world.people.Clerk.id, type);
    await sweep();
    await sweep();
    expect(await clerkTold("task.dueTomorrow")).toBe(1);
    expect(await clerkTold("task.overdue")).toBe(0);
    const start = app.clock.now().getTime();
    // 4 March, 01:00 in Kyiv: "Soon" ended with 3 March; "Later" is due tomorrow.
    app.clock.advance(Date.parse("2026-03-03T23:00:00Z") - start);
    await sweep();
    await sweep();
    expect(await clerkTold("task.dueTomorrow")).toBe(2);
    expect(await clerkTold("task.overdue")).toBe(1);
    expect(await told(world.people.Finance.id, "task.overdue")).toBe(1);
    const [row] = await db().select().from(tasks).where(eq(tasks.id, soon.id));
    expect(row!.overdueFor?.toISOString()).toBe("2026-03-03T22:00:00.000Z");
    const [other] = await db().select().from(tasks).where(eq(tasks.id, later.id));
    expect(other!.dueTomorrowFor?.toISOString()).toBe("2026-03-05T22:00:00.000Z");
  });
});

describe("the roles own the tasks", () => {
  it("a new holder of the executor's role finds its tasks", async () => {
    const world = await tasksWorld(app);
    const made = await give(app, world, "Finance", "Clerk", { title: "Stays with the role" });
    const newcomer = await signUp(app);
    await db()
      .update(roles)
      .set({ userId: newcomer.id, updatedAt: app.clock.now() })
      .where(eq(roles.id, world.ids.Clerk));
    const acting = { token: newcomer.accessToken, roleId: world.ids.Clerk };
    const page = ok(await send(app, ListRoleTasksDocument, { filter: { tab: "DEFAULT" } }, acting)).listRoleTasks;
    expect(page.items.map((t) => t.id)).toEqual([made.id]);
    expect(ok(await send(app, GetTaskDocument, { id: made.id }, acting)).getTask.myRelation).toBe("EXECUTOR");
    // The one who left no longer reaches it.
    expect(codeOf(await get(world, "Clerk", made.id))).not.toBeUndefined();
  });

  it("an archived executor's role gives its open tasks back to their givers, who are told; the archive stays", async () => {
    const world = await tasksWorld(app);
    const open = await give(app, world, "Accounting", "Clerk", { title: "Open" });
    const started = await give(app, world, "Finance", "Clerk", { title: "Started" });
    ok(await move(app, world, "Clerk", started.id, "IN_PROGRESS"));
    const accepted = await give(app, world, "Accounting", "Clerk", { title: "Accepted" });
    ok(await move(app, world, "Clerk", accepted.id, "IN_PROGRESS"));
    ok(await move(app, world, "Clerk", accepted.id, "DONE"));
    ok(await move(app, world, "Accounting", accepted.id, "ACCEPTED"));
    ok(await send(app, ArchiveRoleDocument, { id: world.ids.Clerk }, as(world, "CEO")));
    const rows = new Map(
      (await db().select().from(tasks).where(eq(tasks.companyId, world.companyId))).map((r) => [r.title, r]),
    );
    expect(rows.get("Open")).toMatchObject({ executorRoleId: world.ids.Accounting, status: "OPEN" });
    expect(rows.get("Started")).toMatchObject({ executorRoleId: world.ids.Finance, status: "OPEN" });
    expect(rows.get("Accepted")).toMatchObject({ executorRoleId: world.ids.Clerk, status: "ACCEPTED" });
    expect(await told(world.people.Accounting.id, "task.backToGiver")).toBe(1);
    expect(await told(world.people.Finance.id, "task.backToGiver")).toBe(1);
    expect(await titles(world, "Accounting", { tab: "DEFAULT" })).toEqual(["Open"]);
    expect(ok(await get(world, "Accounting", open.id)).getTask.moves).toEqual(["IN_PROGRESS", "CANCELED"]);
  });
});
