/**
 * The demo seed (issue 39; scripts/lib/demo-seed.ts): run twice on a fresh database, the first
 * run makes the people and both companies through the API, the second finds them and writes
 * nothing (every table's count the same). Then olena_koval signs in as anyone does and finds
 * her companies, her role, the votes, files whose bytes are in storage, instructions, tasks,
 * billing and news; emma_clarke finds her bakery role and the invitation waiting for her. On both engines.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GenerateDownloadUrlDocument,
  GetCompanyBillingDocument,
  GetCompanyDocument,
  GetRoleResourcesDocument,
  ListCompanyCeoVoteSessionsDocument,
  ListCompanyNameVoteSessionsDocument,
  ListCompanyRolesDocument,
  ListCompanyUsersDocument,
  ListInstructionsDocument,
  ListMyFilesDocument,
  ListRoleTasksDocument,
  ListUserCompaniesDocument,
  ListUserCompanyRolesDocument,
  ListUserIncomingShareTransfersDocument,
  ListUserInvitationsDocument,
  ListUserNotificationsDocument,
} from "#graphql/generated/operations";
import { queryRows } from "../../server/db/client";
import { createLogger } from "../../server/logger";
import { BAKERY, DEMO_EMPLOYEES, DEMO_USERS, MAIN, seedDemo, type DemoSeedResult } from "../../scripts/lib/demo-seed";
import { createTestApp, send, type TestApp } from "./harness";
import { ok, signIn } from "./support";

let app: TestApp;
let first: DemoSeedResult;
let second: DemoSeedResult;
let before: Record<string, number>;
let after: Record<string, number>;

/** Rows in every table of the schema: what a run that changes nothing leaves as it was. */
async function counts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    app.database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    result[name] = row.n;
  }
  return result;
}

const run = () =>
  seedDemo({ db: app.database.db, config: app.config, now: app.clock.now(), logger: createLogger("silent") });

beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  first = await run();
  before = await counts();
  second = await run();
  after = await counts();
}, 240_000);
afterAll(() => app.close());

describe("two runs", () => {
  it("the first makes everyone and both companies; the second finds them and writes nothing", () => {
    expect(first.changed).toBe(true);
    expect(first.registered.sort()).toEqual([...DEMO_USERS, ...DEMO_EMPLOYEES].map((p) => p.username).sort());
    expect(first.companies.map((c) => [c.name, c.made])).toEqual([
      [MAIN.name, true],
      [BAKERY.name, true],
    ]);
    expect(first.companiesSkipped).toBeUndefined();
    expect(second).toMatchObject({ changed: false, registered: [], knowledgeBaseFilled: false });
    expect(second.companies.map((c) => [c.id, c.made])).toEqual(first.companies.map((c) => [c.id, false]));
    expect(after).toEqual(before);
    // What the flows wrote on their own: the history of each change and the people's news.
    expect(before.audit_events).toBeGreaterThan(100);
    expect(before.notifications).toBeGreaterThan(50);
    expect(before.billing_ledger).toBeGreaterThan(100);
  });
});

describe("olena_koval, signed in", () => {
  const olena = DEMO_USERS[0];
  let token: string;
  let companyId: string;
  let roleId: string;
  beforeAll(async () => {
    token = (await signIn(app, olena.phone, olena.password)).accessToken;
    companyId = first.companies.find((c) => c.name === MAIN.name)!.id;
  });

  it("co-owns the main company at 50 % with two others and directs it", async () => {
    const companies = ok(await send(app, ListUserCompaniesDocument, {}, { token })).listUserCompanies;
    expect(companies.map((c) => [c.name, c.myShare])).toEqual([[MAIN.name, 5000]]);
    const company = ok(await send(app, GetCompanyDocument, { id: companyId }, { token })).getCompany;
    expect(company.owners.map((o) => [o.user.username, o.share]).sort()).toEqual([
      ["andrii_melnyk", 3000],
      ["iryna_sh", 2000],
      ["olena_koval", 5000],
    ]);
    expect(company.ceo?.user?.username).toBe("olena_koval");
    expect(company.about).toBe(MAIN.about);
    expect(company.avatar).toBeTruthy();
    expect(company.industryCategories.length).toBeGreaterThan(0);
    const roles = ok(await send(app, ListUserCompanyRolesDocument, {}, { token })).listUserCompanyRoles;
    expect(roles.map((r) => [r.company.name, r.level])).toEqual([[MAIN.name, 1]]);
    roleId = roles[0].id;
    // Iryna's offer of 5 % waits for her answer.
    const offers = ok(
      await send(app, ListUserIncomingShareTransfersDocument, {}, { token }),
    ).listUserIncomingShareTransfers;
    expect(offers.map((t) => [t.fromUser.username, t.share, t.status])).toEqual([
      ["iryna_sh", 500, "PENDING"],
      ["andrii_melnyk", 1000, "ACCEPTED"],
    ]);
  });

  it("sees 16 roles on four levels, most of them held", async () => {
    const roles = ok(await send(app, ListCompanyRolesDocument, { companyId }, { token })).listCompanyRoles;
    expect(roles).toHaveLength(16);
    expect(new Set(roles.map((r) => r.level))).toEqual(new Set([1, 2, 3, 4]));
    expect(roles.filter((r) => r.user).length).toBe(13);
    // The economist gave the role up: a former employee.
    const former = ok(
      await send(app, ListCompanyUsersDocument, { companyId, former: true }, { token }),
    ).listCompanyUsers;
    expect(former.map((u) => [u.username, u.userRoles.map((r) => r.name)])).toEqual([["petro_hnatiuk", ["Економіст"]]]);
  });

  it("finds the votes: the director's and the name's passed, one rejected, one open for her", async () => {
    const names = ok(
      await send(app, ListCompanyNameVoteSessionsDocument, { companyId, limit: 10 }, { token }),
    ).listCompanyNameVoteSessions;
    expect(names.map((s) => [s.name, s.status])).toEqual([
      [MAIN.openVoteName, "ACTIVE"],
      [MAIN.rejectedName, "REJECTED"],
      [MAIN.name, "PASSED"],
    ]);
    // Andrii opened it (his vote is for it), Iryna voted against: Olena's vote decides.
    expect(Object.fromEntries(names[0].votes.map((v) => [v.voter.username, v.vote]))).toEqual({
      andrii_melnyk: "FOR",
      olena_koval: null,
      iryna_sh: "AGAINST",
    });
    const ceo = ok(
      await send(app, ListCompanyCeoVoteSessionsDocument, { companyId }, { token }),
    ).listCompanyCeoVoteSessions;
    expect(ceo.map((s) => [s.candidate?.username, s.status])).toEqual([["olena_koval", "PASSED"]]);
  });

  it("finds her role's files, and their bytes are in storage", async () => {
    const files = ok(await send(app, ListMyFilesDocument, {}, { token, roleId })).listMyFiles;
    expect(files.map((f) => f.name).sort()).toEqual(
      ["Жнива 2026.jpg", "Карта полів 2026.png", "Логотип Зелена Долина.png", "Стратегія"].sort(),
    );
    const logo = files.find((f) => f.name.startsWith("Логотип"))!;
    expect(logo.previewUrl).toBeTruthy();
    const url = ok(
      await send(app, GenerateDownloadUrlDocument, { fileNodeId: logo.id }, { token, roleId }),
    ).generateDownloadUrl;
    const response = await app.api.fetch(new URL(url, "http://api.test"));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer()).subarray(1, 4)).toEqual(new TextEncoder().encode("PNG"));
    const resources = ok(await send(app, GetRoleResourcesDocument, { id: roleId }, { token })).getRole.resources;
    expect(resources.find((r) => r.kind === "INSTRUCTIONS")?.count).toBeGreaterThan(0);
  });

  it("finds the instructions her role owns and the balance with its history", async () => {
    const instructions = ok(
      await send(app, ListInstructionsDocument, { category: "ALL" }, { token, roleId }),
    ).listInstructions;
    expect(instructions.map((i) => i.title)).toEqual(
      expect.arrayContaining([
        "Порядок погодження платежів",
        "Охорона праці під час польових робіт",
        "Щотижнева нарада керівників",
      ]),
    );
    const billing = ok(
      await send(app, GetCompanyBillingDocument, { companyId, limit: 100 }, { token }),
    ).getCompanyBilling;
    expect(billing).toMatchObject({ state: "NORMAL", heldRoles: 13 });
    const operations = new Set(billing.history.entries.map((e) => e.operation));
    for (const operation of ["TOP_UP", "DAILY_CHARGE", "MONTHLY_CHARGE"])
      expect(operations, operation).toContain(operation);
  });

  it("finds the tasks her role gives and the one it gave itself, in every state", async () => {
    const tab = async (tab: "DEFAULT" | "TRACKING" | "ARCHIVE") =>
      ok(await send(app, ListRoleTasksDocument, { filter: { tab } }, { token, roleId })).listRoleTasks.items.map(
        (task) => [task.title, task.status, task.overdue],
      );
    expect(await tab("DEFAULT")).toEqual([["Зустріч із банком щодо кредитної лінії", "OPEN", false]]);
    expect(await tab("TRACKING")).toEqual(
      expect.arrayContaining([
        ["Огляд техніки перед жнивами", "OPEN", true],
        ["План осінньої сівби озимої пшениці", "IN_PROGRESS", false],
      ]),
    );
    expect(await tab("ARCHIVE")).toEqual([["Виставка «Агро-2026»: стенд", "CANCELED", false]]);
  });

  it("has news, the newest unread", async () => {
    const news = ok(await send(app, ListUserNotificationsDocument, { period: "ALL", limit: 20 }, { token }));
    expect(news.listUserNotifications.items.length).toBeGreaterThan(5);
    expect(news.countUserUnreadNotifications).toBeGreaterThan(0);
  });
});

describe("emma_clarke, signed in", () => {
  it("holds the bakery's marketing role and has an invitation to the main company waiting", async () => {
    const emma = DEMO_USERS[3];
    const { accessToken: token } = await signIn(app, emma.phone, emma.password);
    const roles = ok(await send(app, ListUserCompanyRolesDocument, {}, { token })).listUserCompanyRoles;
    expect(roles.map((r) => [r.company.name, r.name])).toEqual([[BAKERY.name, "Менеджерка з маркетингу"]]);
    const files = ok(await send(app, ListMyFilesDocument, {}, { token, roleId: roles[0].id })).listMyFiles;
    expect(files.map((f) => f.name).sort()).toEqual(["Brand", "Instagram plan — December.csv"]);
    const invitations = ok(await send(app, ListUserInvitationsDocument, {}, { token })).listUserInvitations;
    expect(invitations.map((i) => [i.company.name, i.role?.name, i.status])).toEqual([
      [MAIN.name, "Менеджер з експорту", "VIEWED"],
      [BAKERY.name, "Менеджерка з маркетингу", "ACCEPTED"],
    ]);
  });
});
