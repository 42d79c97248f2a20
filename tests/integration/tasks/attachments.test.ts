/**
 * A task's attachments (issue 44): files of origin TASK, attached by the giver and the executor
 * through the files flow or, without JavaScript, through PUT /uploads/task-file (the web half
 * forwards the attach dialog's form); downloaded by every reader of the task and nobody else;
 * shown nowhere in Files; removed for good by the giver or the executor; closed with the task.
 * On both engines.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GenerateTaskFileUrlDocument,
  GetTaskDocument,
  ListMyFilesDocument,
  RemoveTaskFileDocument,
} from "#graphql/generated/operations";
import { roleModuleAccess } from "../../../server/db/schema";
import { createTestApp, send, type TestApp } from "../harness";
import { ok } from "../support";
import { codeOf } from "../roles/support";
import { text } from "../files/support";
import { as, attach, give, move, tasksWorld, type RoleName, type TasksWorld } from "./support";

let app: TestApp;
const dataDir = mkdtempSync(path.join(tmpdir(), "task-files-"));
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400", DATA_DIR: dataDir });
});
afterAll(() => app.close());

const filesOf = async (world: TasksWorld, who: RoleName, id: string) =>
  ok(await send(app, GetTaskDocument, { id }, as(world, who))).getTask.files;
const download = async (url: string) => (url.startsWith("/") ? app.api.fetch(`http://api.test${url}`) : fetch(url));
const urlOf = (world: TasksWorld, who: RoleName, taskId: string, fileNodeId: string) =>
  send(app, GenerateTaskFileUrlDocument, { taskId, fileNodeId }, as(world, who));

/** PUT /uploads/task-file, as the web half forwards the attach dialog's form. */
async function putAttachment(world: TasksWorld, who: RoleName | "stranger", taskId: string, name: string) {
  const caller =
    who === "stranger"
      ? { token: world.stranger.accessToken, roleId: world.ids.Finance }
      : { token: world.people[who].accessToken, roleId: world.ids[who] };
  const response = await app.api.fetch(`http://api.test/uploads/task-file?${new URLSearchParams({ taskId, name })}`, {
    method: "PUT",
    headers: {
      authorization: `Bearer ${caller.token}`,
      "x-current-role-id": caller.roleId,
      "content-type": "application/octet-stream",
    },
    body: text(`sent by ${who}`) as BodyInit,
  });
  const answer = (await response.json()) as {
    data?: { file: { id: string; name: string } };
    errors?: Array<{ extensions: { code: string } }>;
  };
  return { status: response.status, id: answer.data?.file.id, code: answer.errors?.[0]?.extensions.code };
}

describe("a task's attachments", () => {
  it("are attached by the giver and the executor, read by the roles above, and by nobody else; never listed in Files", async () => {
    const world = await tasksWorld(app, "Task Files");
    // Finance gives Clerk (two levels down) a task; the CEO is above both; Sales is another branch.
    const task = await give(app, world, "Finance", "Clerk");
    const fromGiver = await attach(app, world, "Finance", task.id, "Накладна.pdf", text("invoice"));
    const fromExecutor = await attach(app, world, "Clerk", task.id, "Фото.jpg", text("photo"));
    expect((await filesOf(world, "CEO", task.id)).map((f) => [f.id, f.name, f.size])).toEqual([
      [fromGiver, "Накладна.pdf", 7],
      [fromExecutor, "Фото.jpg", 5],
    ]);
    // Every reader downloads them; the bytes are what was sent.
    for (const who of ["Finance", "Clerk", "Accounting", "CEO"] as const) {
      const url = ok(await urlOf(world, who, task.id, fromExecutor)).generateTaskFileUrl;
      expect(await (await download(url)).text(), who).toBe("photo");
    }
    // Another branch and another company find no such task.
    expect(codeOf(await urlOf(world, "Sales", task.id, fromExecutor))).toBe("TASK_NOT_FOUND");
    expect(codeOf(await urlOf(world, "Other", task.id, fromExecutor))).toBe("TASK_NOT_FOUND");
    // A file of another task is not this task's.
    const other = await give(app, world, "Finance", "Accounting");
    expect(codeOf(await urlOf(world, "Finance", other.id, fromExecutor))).toBe("FILE_NOT_FOUND");
    // Files lists them nowhere: they are reached through their task only.
    await app.database.db
      .insert(roleModuleAccess)
      .values({ roleId: world.ids.Finance, module: "FILES", grantedAt: app.clock.now() });
    const listed = ok(await send(app, ListMyFilesDocument, {}, as(world, "Finance"))).listMyFiles;
    expect(listed.map((f) => f.name)).not.toContain("Накладна.pdf");
  });

  it("without JavaScript: streamed to the task for the giver and the executor; a role above is forbidden, a sibling and a stranger find nothing", async () => {
    const world = await tasksWorld(app, "Task Plain Files");
    const task = await give(app, world, "Finance", "Clerk");
    const sent = await putAttachment(world, "Clerk", task.id, "Без скрипту.txt");
    expect(sent.status).toBe(200);
    expect(await putAttachment(world, "Finance", task.id, "Від видавця.txt")).toMatchObject({ status: 200 });
    const files = await filesOf(world, "Finance", task.id);
    expect(files.map((f) => f.name)).toEqual(["Без скрипту.txt", "Від видавця.txt"]);
    const url = ok(await urlOf(world, "Accounting", task.id, sent.id!)).generateTaskFileUrl;
    expect(await (await download(url)).text()).toBe("sent by Clerk");

    expect(await putAttachment(world, "CEO", task.id, "x.txt")).toMatchObject({ status: 403, code: "FORBIDDEN" });
    expect(await putAttachment(world, "Sales", task.id, "x.txt")).toMatchObject({
      status: 404,
      code: "TASK_NOT_FOUND",
    });
    expect(await putAttachment(world, "stranger", task.id, "x.txt")).toMatchObject({ status: 404 });
    expect(await putAttachment(world, "Finance", "00000000-0000-4000-8000-000000000000", "x.txt")).toMatchObject({
      status: 404,
      code: "TASK_NOT_FOUND",
    });
    expect(await putAttachment(world, "Finance", "not-a-task", "x.txt")).toMatchObject({ status: 404 });
    // Nothing more was attached by the refused calls.
    expect(await filesOf(world, "Finance", task.id)).toHaveLength(2);
  });

  it("are removed for good by the giver or the executor, not by a role above; an archived task's stay as they are", async () => {
    const world = await tasksWorld(app, "Task Removed Files");
    const task = await give(app, world, "Finance", "Clerk");
    const first = await attach(app, world, "Clerk", task.id, "Чернетка.txt", text("draft"));
    const second = await attach(app, world, "Clerk", task.id, "Звіт.txt", text("report"));
    const remove = (who: RoleName, fileNodeId: string) =>
      send(app, RemoveTaskFileDocument, { taskId: task.id, fileNodeId }, as(world, who));
    expect(codeOf(await remove("CEO", first))).toBe("FORBIDDEN");
    expect(ok(await remove("Finance", first)).removeTaskFile).toBe(first);
    expect((await filesOf(world, "Clerk", task.id)).map((f) => f.id)).toEqual([second]);
    expect(codeOf(await urlOf(world, "Clerk", task.id, first))).toBe("FILE_NOT_FOUND");
    // Accepted: into the archive, its attachments read as they were and changed no more.
    ok(await move(app, world, "Clerk", task.id, "IN_PROGRESS"));
    ok(await move(app, world, "Clerk", task.id, "DONE"));
    ok(await move(app, world, "Finance", task.id, "ACCEPTED"));
    expect(codeOf(await remove("Finance", second))).toBe("TASK_ARCHIVED");
    expect(await putAttachment(world, "Clerk", task.id, "Пізно.txt")).toMatchObject({ code: "TASK_ARCHIVED" });
    const url = ok(await urlOf(world, "CEO", task.id, second)).generateTaskFileUrl;
    expect(await (await download(url)).text()).toBe("report");
  });
});
