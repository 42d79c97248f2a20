/**
 * The control center's access (issue 21): a role's access to each module, granted and revoked
 * through the API as the page does it; who may, the limited modes (no director: revoking only; a
 * suspended company: nothing), one row whatever the number of simultaneous grants, and the
 * feature flag that switches it all off.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DeleteRolePermanentlyDocument,
  GetRoleModuleAccessDocument,
  GrantRoleModuleAccessDocument,
  ListRoleModuleAccessDocument,
  RevokeRoleModuleAccessDocument,
  type RoleModule,
} from "#graphql/generated/operations";
import { auditEvents, companies, roleModuleAccess, roles } from "../../../server/db/schema";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { give, holdRole } from "../companies/world";
import { codeOf, fieldsOf, role, save, structure, type Structure } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
});
afterAll(() => app.close());

const grant = (who: SignedUpUser, roleId: string, module: RoleModule) =>
  send(app, GrantRoleModuleAccessDocument, { roleId, module }, { token: who.accessToken });
const revoke = (who: SignedUpUser, roleId: string, module: RoleModule) =>
  send(app, RevokeRoleModuleAccessDocument, { roleId, module }, { token: who.accessToken });
const table = (who: SignedUpUser, companyId: string, variables: { level?: number; search?: string } = {}) =>
  send(app, ListRoleModuleAccessDocument, { companyId, ...variables }, { token: who.accessToken });
const rowsOf = (roleId: string) =>
  app.database.db.select().from(roleModuleAccess).where(eq(roleModuleAccess.roleId, roleId));
const setDirector = async (s: Structure, userId: string | null) =>
  app.database.db.update(roles).set({ userId, updatedAt: app.clock.now() }).where(eq(roles.id, s.ids.CEO));

describe("granting and revoking", () => {
  it("lists the roles of levels 2 to 4 with their executor and count; grant and revoke change them", async () => {
    const s = await structure(app);
    const clerk = await signUp(app);
    await app.database.db
      .update(roles)
      .set({ userId: clerk.id, updatedAt: app.clock.now() })
      .where(eq(roles.id, s.ids.Clerk));
    expect(
      ok(await table(s.director, s.companyId)).listRoleModuleAccess.map((r) => [r.role.name, r.role.level, r.count]),
    ).toEqual([
      ["Sales", 2, 0],
      ["Finance", 2, 0],
      ["Accounting", 3, 0],
      ["Clerk", 4, 0],
    ]);
    expect(ok(await grant(s.director, s.ids.Clerk, "FILES")).grantRoleModuleAccess.modules).toEqual(["FILES"]);
    expect(ok(await grant(s.owner, s.ids.Clerk, "TASKS")).grantRoleModuleAccess.modules).toEqual(["TASKS", "FILES"]);
    // Granting again changes nothing.
    expect(ok(await grant(s.director, s.ids.Clerk, "FILES")).grantRoleModuleAccess.count).toBe(2);
    const clerkRow = ok(await table(s.director, s.companyId, { level: 4 })).listRoleModuleAccess;
    expect(clerkRow.map((r) => [r.role.name, r.role.user?.id, r.modules])).toEqual([
      ["Clerk", clerk.id, ["TASKS", "FILES"]],
    ]);
    expect(ok(await revoke(s.director, s.ids.Clerk, "TASKS")).revokeRoleModuleAccess.modules).toEqual(["FILES"]);
    expect(ok(await revoke(s.director, s.ids.Clerk, "TASKS")).revokeRoleModuleAccess.modules).toEqual(["FILES"]);
    expect((await rowsOf(s.ids.Clerk)).map((r) => [r.module, r.grantedBy])).toEqual([["FILES", s.director.id]]);
    const audit = await app.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, s.ids.Clerk));
    expect(audit.map((e) => e.action).filter((a) => a.startsWith("role.access"))).toEqual([
      "role.access.granted",
      "role.access.granted",
      "role.access.revoked",
    ]);
  });

  it("finds roles by their name or their executor's, and filters by level", async () => {
    const s = await structure(app);
    expect(
      ok(await table(s.director, s.companyId, { search: "acc" })).listRoleModuleAccess.map((r) => r.role.name),
    ).toEqual(["Accounting"]);
    expect(ok(await table(s.director, s.companyId, { level: 2 })).listRoleModuleAccess.map((r) => r.role.name)).toEqual(
      ["Sales", "Finance"],
    );
    expect(ok(await table(s.director, s.companyId, { level: 3, search: "sales" })).listRoleModuleAccess).toEqual([]);
    const wrong = await table(s.director, s.companyId, { level: 1 });
    expect([codeOf(wrong), fieldsOf(wrong)]).toEqual(["BAD_USER_INPUT", { level: ["validation.access.level"] }]);
  });

  it("the director's role has every module: not in the table, and a grant to it is refused", async () => {
    const s = await structure(app);
    const refused = await grant(s.director, s.ids.CEO, "PAY");
    expect([codeOf(refused), fieldsOf(refused)]).toEqual([
      "BAD_USER_INPUT",
      { module: ["validation.access.director"] },
    ]);
    expect(
      ok(await send(app, GetRoleModuleAccessDocument, { roleId: s.ids.CEO }, { token: s.owner.accessToken }))
        .getRoleModuleAccess.count,
    ).toBe(15);
    expect(await rowsOf(s.ids.CEO)).toEqual([]);
  });

  it("a role deleted for good takes its access with it", async () => {
    const s = await structure(app);
    ok(await grant(s.director, s.ids.Sales, "CALENDAR"));
    ok(await send(app, DeleteRolePermanentlyDocument, { id: s.ids.Sales }, { token: s.director.accessToken }));
    expect(await rowsOf(s.ids.Sales)).toEqual([]);
  });

  it("twenty grants of the same access at once leave one row and one audit entry", async () => {
    const s = await structure(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => grant(i % 2 ? s.owner : s.director, s.ids.Finance, "FINANCE")),
    );
    for (const answer of answers) expect(ok(answer).grantRoleModuleAccess.modules).toEqual(["FINANCE"]);
    expect(await rowsOf(s.ids.Finance)).toHaveLength(1);
    const audit = await app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, s.ids.Finance), eq(auditEvents.action, "role.access.granted")));
    expect(audit).toHaveLength(1);
  });
});

describe("who may", () => {
  let s: Structure;
  const people = {} as Record<"employee" | "coOwner" | "formerOwner" | "stranger", SignedUpUser>;
  beforeAll(async () => {
    s = await structure(app);
    for (const key of ["employee", "coOwner", "formerOwner", "stranger"] as const) people[key] = await signUp(app);
    await holdRole(app, s.companyId, people.employee, 2, "Support", s.ids.CEO);
    await give(app, s.owner, s.companyId, people.coOwner, 2000);
    await give(app, s.owner, s.companyId, people.formerOwner, 1000);
    await give(app, people.formerOwner, s.companyId, s.owner, 1000);
  });

  const cases: Array<[string, () => SignedUpUser, string | undefined]> = [
    ["the director", () => s.director, undefined],
    ["a co-owner", () => people.coOwner, undefined],
    ["the majority owner", () => s.owner, undefined],
    ["an employee", () => people.employee, "FORBIDDEN"],
    ["a former owner", () => people.formerOwner, "OWNER_NOT_FOUND"],
    ["a stranger", () => people.stranger, "OWNER_NOT_FOUND"],
  ];
  it.each(cases)("%s: %s", async (_name, who, refusal) => {
    const answers = [
      await table(who(), s.companyId),
      await send(app, GetRoleModuleAccessDocument, { roleId: s.ids.Sales }, { token: who().accessToken }),
      await grant(who(), s.ids.Sales, "MESSENGER"),
      await revoke(who(), s.ids.Sales, "MESSENGER"),
    ];
    expect(answers.map(codeOf)).toEqual([refusal, refusal, refusal, refusal]);
  });

  it("an unknown role or one that is no id is no role", async () => {
    expect(codeOf(await grant(s.director, randomUUID(), "PAY"))).toBe("OWNER_NOT_FOUND");
    expect(codeOf(await grant(s.director, "nope", "PAY"))).toBe("OWNER_NOT_FOUND");
  });
});

describe("limited modes", () => {
  it("without a director nothing new is granted, and revoking still works (the owner's)", async () => {
    const s = await structure(app);
    ok(await grant(s.director, s.ids.Sales, "RESULTS"));
    await setDirector(s, null);
    expect(codeOf(await grant(s.owner, s.ids.Sales, "PAY"))).toBe("COMPANY_WITHOUT_DIRECTOR");
    expect(ok(await revoke(s.owner, s.ids.Sales, "RESULTS")).revokeRoleModuleAccess.modules).toEqual([]);
    expect(ok(await table(s.owner, s.companyId)).listRoleModuleAccess).toHaveLength(4);
  });

  it("a suspended company's access does not change, though it can be read", async () => {
    const s = await structure(app);
    ok(await grant(s.director, s.ids.Sales, "RESULTS"));
    await app.database.db.update(companies).set({ stoppedAt: app.clock.now() }).where(eq(companies.id, s.companyId));
    expect(codeOf(await grant(s.director, s.ids.Sales, "PAY"))).toBe("COMPANY_SUSPENDED");
    expect(codeOf(await revoke(s.owner, s.ids.Sales, "RESULTS"))).toBe("COMPANY_SUSPENDED");
    expect((await rowsOf(s.ids.Sales)).map((r) => r.module)).toEqual(["RESULTS"]);
    expect(ok(await table(s.director, s.companyId, { level: 2 })).listRoleModuleAccess[0].modules).toEqual(["RESULTS"]);
  });
});

describe("switched off (FEATURE_ACCESS=0)", () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ ACCESS_TOKEN_TTL: "86400", FEATURE_ACCESS: "0" });
  });
  afterAll(() => off.close());

  it("every access operation answers FEATURE_OFF and changes nothing", async () => {
    const s = await structure(off);
    const token = { token: s.director.accessToken };
    const answers = [
      await send(off, ListRoleModuleAccessDocument, { companyId: s.companyId }, token),
      await send(off, GetRoleModuleAccessDocument, { roleId: s.ids.Sales }, token),
      await send(off, GrantRoleModuleAccessDocument, { roleId: s.ids.Sales, module: "PAY" }, token),
      await send(off, RevokeRoleModuleAccessDocument, { roleId: s.ids.Sales, module: "PAY" }, token),
    ];
    expect(answers.map(codeOf)).toEqual(["FEATURE_OFF", "FEATURE_OFF", "FEATURE_OFF", "FEATURE_OFF"]);
    expect(await off.database.db.select().from(roleModuleAccess)).toEqual([]);
    // The rest of the roles module works as before.
    ok(await save(off, s.director, s.companyId, [role(randomUUID(), "Legal", 2, s.ids.CEO)]));
  });
});
