/**
 * vHub roles (issue 20), through the API as the pages call it: the structure's rules (the server's
 * and the database's), the lifecycle of a role, its holders and their history, notifications and
 * audit rows, and the limited modes.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ArchiveRoleDocument,
  AssignSelfToRoleDocument,
  DeleteRoleDocument,
  DeleteRolePermanentlyDocument,
  GetRoleManagementDocument,
  LeaveRoleDocument,
  ListCompanyRolesWithLinksDocument,
  ListCompanyStructureDocument,
  ListUserCompanyRolesDocument,
  RemoveRoleExecutorDocument,
  RestoreRoleDocument,
} from "#graphql/generated/operations";
import { auditEvents, notifications, roleHoldings, roles } from "../../../server/db/schema";
import { ROLE_DELETION_WAIT_DAYS } from "../../../server/modules/roles/rules";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { give as giveShare, holdRole } from "../companies/world";
import { opened } from "../votes/support";
import { DAY, codeOf, fieldsOf, role, rolesOf, save, structure } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
});
afterAll(() => app.close());

const noticesOf = async (user: SignedUpUser) =>
  (await app.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).map((row) => row.type);
const auditOf = async (entityId: string) =>
  (await app.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId))).map((row) => row.action);
const give = async (companyId: string, user: SignedUpUser, roleId: string) => {
  const now = app.clock.now();
  await app.database.db
    .update(roles)
    .set({ userId: user.id, updatedAt: now })
    .where(and(eq(roles.id, roleId), eq(roles.companyId, companyId)));
};

describe("the structure", () => {
  it("is saved whole and read back as one tree, by level and sort number", async () => {
    const s = await structure(app);
    const tree = await rolesOf(app, s.director, s.companyId);
    expect(tree.map((r) => [r.name, r.level, r.parentRoleId])).toEqual([
      ["CEO", 1, null],
      ["Sales", 2, s.ids.CEO],
      ["Finance", 2, s.ids.CEO],
      ["Accounting", 3, s.ids.Finance],
      ["Clerk", 4, s.ids.Accounting],
    ]);
    expect(Object.fromEntries(tree.map((r) => [r.name, r.subordinateCount]))).toEqual({
      CEO: 2,
      Sales: 0,
      Finance: 1,
      Accounting: 1,
      Clerk: 0,
    });
    expect(await auditOf(s.ids.Clerk)).toEqual(["role.created"]);
  });

  it("refuses a structure that breaks a rule, naming each role, and saves nothing of it", async () => {
    const s = await structure(app);
    const fresh = randomUUID();
    const valid = randomUUID();
    const cases: Array<[Parameters<typeof role>[], Record<string, string[]>]> = [
      [[[fresh, "Deputy", 1, null]], { [`roles.${fresh}`]: ["validation.structure.TWO_DIRECTORS"] }],
      [[[fresh, "Orphan", 3, null]], { [`roles.${fresh}`]: ["validation.structure.NO_MANAGER"] }],
      [[[fresh, "Lost", 3, randomUUID()]], { [`roles.${fresh}`]: ["validation.structure.UNKNOWN_MANAGER"] }],
      [
        [[s.ids.Clerk, "Clerk", 2, s.ids.Accounting]],
        { [`roles.${s.ids.Clerk}`]: ["validation.structure.MANAGER_NOT_HIGHER"] },
      ],
      [
        [
          [s.ids.Finance, "Finance", 2, s.ids.Clerk],
          [s.ids.Clerk, "Clerk", 4, s.ids.Accounting],
        ],
        {
          [`roles.${s.ids.Finance}`]: ["validation.structure.MANAGER_NOT_HIGHER", "validation.structure.CYCLE"],
          [`roles.${s.ids.Accounting}`]: ["validation.structure.CYCLE"],
          [`roles.${s.ids.Clerk}`]: ["validation.structure.CYCLE"],
        },
      ],
      [
        [[s.ids.CEO, "CEO", 1, null, { isArchived: true }]], // Archived in the save, its subordinates would move under its manager: it has none.
        {
          "": ["validation.structure.NO_DIRECTOR"],
          [`roles.${valid}`]: ["validation.structure.MANAGER_ARCHIVED"],
          [`roles.${s.ids.Sales}`]: ["validation.structure.NO_MANAGER"],
          [`roles.${s.ids.Finance}`]: ["validation.structure.NO_MANAGER"],
        },
      ],
    ];
    for (const [rows, fields] of cases) {
      // A valid new role rides along: it is not saved either.
      const answer = await save(app, s.director, s.companyId, [
        role(valid, "Valid", 2, s.ids.CEO),
        ...rows.map((args) => role(...args)),
      ]);
      expect(codeOf(answer), JSON.stringify(rows)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(answer)).toEqual(fields);
    }
    expect((await rolesOf(app, s.director, s.companyId)).map((r) => r.name)).toEqual([
      "CEO",
      "Sales",
      "Finance",
      "Accounting",
      "Clerk",
    ]);
  });

  it("refuses bad input with translated keys, not a 500", async () => {
    const s = await structure(app);
    const answer = await save(app, s.director, s.companyId, [role("not-an-id", "", 7, "x")]);
    expect(codeOf(answer)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(answer)).toEqual({
      "roles[0].id": ["validation.role.id"],
      "roles[0].name": ["validation.role.name.required"],
      "roles[0].level": ["validation.role.level"],
      "roles[0].parentRoleId": ["validation.role.manager"],
    });
  });

  it("lists a big company's first view: the upper levels whole and the branches in view, in one statement (docs/decisions/0022)", async () => {
    const s = await structure(app);
    const [cashier, seller, trainee, gone] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    ok(
      await save(app, s.director, s.companyId, [
        role(cashier, "Cashier", 4, s.ids.Accounting, { sortNumber: 1 }),
        role(seller, "Seller", 3, s.ids.Sales),
        role(trainee, "Trainee", 4, seller),
        role(gone, "Gone", 4, seller, { isArchived: true }),
      ]),
    );
    const view = async (variables: {
      maxLevel?: number | null;
      branches?: string[] | null;
      includeArchived?: boolean;
    }) =>
      send(
        app,
        ListCompanyStructureDocument,
        { companyId: s.companyId, ...variables },
        { token: s.director.accessToken },
      );
    const names = async (variables: Parameters<typeof view>[0]) =>
      ok(await view(variables))
        .listCompanyRoles.map((r) => r.name)
        .sort();
    // Levels 1 to 3; a role keeps its count of subordinates, so the page knows a branch is closed.
    const upper = ok(await view({ maxLevel: 3 })).listCompanyRoles;
    expect(upper.map((r) => r.name).sort()).toEqual(["Accounting", "CEO", "Finance", "Sales", "Seller"]);
    expect(upper.find((r) => r.id === s.ids.Accounting)!.subordinateCount).toBe(2);
    // Archived roles are a list of their own: all of them, whatever their level.
    expect(await names({ maxLevel: 3, includeArchived: true })).toEqual([
      "Accounting",
      "CEO",
      "Finance",
      "Gone",
      "Sales",
      "Seller",
    ]);
    // A branch: the role's subordinates; a level-4 role's branch: it and its peers.
    expect(await names({ maxLevel: 3, branches: [s.ids.Accounting] })).toEqual([
      "Accounting",
      "CEO",
      "Cashier",
      "Clerk",
      "Finance",
      "Sales",
      "Seller",
    ]);
    expect(await names({ maxLevel: 3, branches: [trainee] })).toEqual(
      ["CEO", "Finance", "Accounting", "Sales", "Seller", "Trainee"].sort(),
    );
    expect(await names({ maxLevel: 3, branches: [s.ids.Clerk, trainee] })).toEqual([
      "Accounting",
      "CEO",
      "Cashier",
      "Clerk",
      "Finance",
      "Sales",
      "Seller",
      "Trainee",
    ]);
    // Another company's role opens nothing here; without maxLevel the whole structure comes.
    const other = await structure(app);
    expect(await names({ maxLevel: 3, branches: [other.ids.Accounting] })).toEqual([
      "Accounting",
      "CEO",
      "Finance",
      "Sales",
      "Seller",
    ]);
    expect(await names({ branches: [s.ids.Accounting] })).toHaveLength(8);
    // One statement for the tree, whatever the branches.
    const { countStatements } = await import("../../../scripts/lib/count-statements");
    const counted = await countStatements(() => view({ maxLevel: 3, branches: [s.ids.Clerk, trainee] }));
    expect(counted.texts.filter((text) => /from "roles"/.test(text) && !/json_agg/.test(text))).toHaveLength(1);
    // Bad input is refused with its field, not a 500.
    const bad = await view({ maxLevel: 5, branches: ["not-an-id"] });
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(bad)).toEqual({ maxLevel: ["validation.role.level"], "branches[0]": ["validation.role.id"] });
    expect(fieldsOf(await view({ maxLevel: 3, branches: Array.from({ length: 11 }, () => randomUUID()) }))).toEqual({
      branches: ["validation.structure.branches"],
    });
  });

  it("moves the subordinates of a role archived in a save under its manager", async () => {
    const s = await structure(app);
    ok(
      await save(app, s.director, s.companyId, [
        role(s.ids.Accounting, "Accounting", 3, s.ids.Finance, { isArchived: true }),
      ]),
    );
    const tree = await rolesOf(app, s.director, s.companyId, { includeArchived: true });
    expect(tree.find((r) => r.id === s.ids.Clerk)!.parentRoleId).toBe(s.ids.Finance);
    expect(tree.find((r) => r.id === s.ids.Accounting)!.isArchived).toBe(true);
  });

  it("is kept by the database too: a role not below its manager, or left without one, fails at commit", async () => {
    const s = await structure(app);
    const now = app.clock.now();
    const db = app.database.db;
    await expect(
      db.insert(roles).values({
        companyId: s.companyId,
        name: "Flat",
        level: 3,
        parentRoleId: s.ids.Accounting,
        createdAt: now,
        updatedAt: now,
      }),
    ).rejects.toThrow();
    await expect(
      db.insert(roles).values({ companyId: s.companyId, name: "Loose", level: 3, createdAt: now, updatedAt: now }),
    ).rejects.toThrow();
    await expect(db.update(roles).set({ parentRoleId: s.ids.Sales }).where(eq(roles.id, s.ids.CEO))).rejects.toThrow();
    // Removing a manager without moving its subordinates first leaves them without one.
    await expect(db.delete(roles).where(eq(roles.id, s.ids.Accounting))).rejects.toThrow();
    // One transaction may pass through an invalid state: the check runs at commit.
    await db.transaction(async (tx) => {
      await tx.update(roles).set({ level: 3 }).where(eq(roles.id, s.ids.Finance));
      await tx.update(roles).set({ level: 4, parentRoleId: s.ids.Finance }).where(eq(roles.id, s.ids.Accounting));
      await tx.update(roles).set({ parentRoleId: s.ids.Finance }).where(eq(roles.id, s.ids.Clerk));
    });
    expect((await rolesOf(app, s.director, s.companyId)).find((r) => r.id === s.ids.Accounting)!.level).toBe(4);
  });
});

describe("a role's lifecycle", () => {
  it("archive moves the subordinates under the manager and removes the executor, who is told; restore brings it back", async () => {
    const s = await structure(app);
    const accountant = await signUp(app);
    await give(s.companyId, accountant, s.ids.Accounting);
    const archived = ok(
      await send(app, ArchiveRoleDocument, { id: s.ids.Accounting }, { token: s.director.accessToken }),
    ).archiveRole;
    expect(archived).toMatchObject({ isArchived: true, user: null });
    expect((await rolesOf(app, s.director, s.companyId)).find((r) => r.id === s.ids.Clerk)!.parentRoleId).toBe(
      s.ids.Finance,
    );
    expect(await noticesOf(accountant)).toEqual(["role.removed"]);
    expect(await auditOf(s.ids.Accounting)).toContain("role.archived");
    const restored = ok(
      await send(app, RestoreRoleDocument, { id: s.ids.Accounting }, { token: s.director.accessToken }),
    ).restoreRole;
    expect(restored).toMatchObject({ isArchived: false, parentRoleId: s.ids.Finance });
  });

  it("a deleted role is restorable for its waiting period, then the sweep removes it for good, moving its subordinates first", async () => {
    const s = await structure(app);
    const deleted = ok(
      await send(app, DeleteRoleDocument, { id: s.ids.Accounting }, { token: s.director.accessToken }),
    ).deleteRole;
    // 30 calendar days later at the same time in Kyiv (an hour less than 30 × 24 h across the
    // spring clock change, as the harness's March clock may cross it).
    const kyiv = (at: string) =>
      new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Kyiv", dateStyle: "short", timeStyle: "medium" }).format(
        new Date(at),
      );
    const wait = new Date(deleted.purgeAt!).getTime() - new Date(deleted.deletedAt!).getTime();
    expect([ROLE_DELETION_WAIT_DAYS * DAY - DAY / 24, ROLE_DELETION_WAIT_DAYS * DAY]).toContain(wait);
    expect(kyiv(deleted.purgeAt!).split(", ")[1]).toBe(kyiv(deleted.deletedAt!).split(", ")[1]);
    expect((await rolesOf(app, s.director, s.companyId, { includeArchived: true })).map((r) => r.name)).not.toContain(
      "Accounting",
    );
    expect(
      (await rolesOf(app, s.director, s.companyId, { includeArchived: true, includeDeleted: true })).map((r) => r.name),
    ).toContain("Accounting");
    ok(await send(app, RestoreRoleDocument, { id: s.ids.Accounting }, { token: s.director.accessToken }));
    ok(await send(app, DeleteRoleDocument, { id: s.ids.Accounting }, { token: s.director.accessToken }));
    app.clock.advance((ROLE_DELETION_WAIT_DAYS - 1) * DAY);
    await app.api.jobs.runDue({ force: true });
    expect(await app.database.db.select().from(roles).where(eq(roles.id, s.ids.Accounting))).toHaveLength(1);
    app.clock.advance(DAY + 1000);
    const runs = await app.api.jobs.runDue({ force: true });
    expect(runs.find((run) => run.job === "roles.purgeDeleted")).toMatchObject({ status: "ran" });
    expect(await app.database.db.select().from(roles).where(eq(roles.id, s.ids.Accounting))).toEqual([]);
    const [clerk] = await app.database.db.select().from(roles).where(eq(roles.id, s.ids.Clerk));
    expect(clerk.parentRoleId).toBe(s.ids.Finance);
    expect(await auditOf(s.ids.Accounting)).toEqual(
      expect.arrayContaining(["role.deleted", "role.restored", "role.purged"]),
    );
  });

  it("delete permanently re-parents the subordinates and removes the history", async () => {
    const s = await structure(app);
    const accountant = await signUp(app);
    await give(s.companyId, accountant, s.ids.Accounting);
    expect(
      await app.database.db.select().from(roleHoldings).where(eq(roleHoldings.roleId, s.ids.Accounting)),
    ).toHaveLength(1);
    expect(
      ok(await send(app, DeleteRolePermanentlyDocument, { id: s.ids.Accounting }, { token: s.director.accessToken }))
        .deleteRolePermanently,
    ).toBe(s.ids.Accounting);
    expect(await app.database.db.select().from(roleHoldings).where(eq(roleHoldings.roleId, s.ids.Accounting))).toEqual(
      [],
    );
    expect((await rolesOf(app, s.director, s.companyId)).find((r) => r.id === s.ids.Clerk)!.parentRoleId).toBe(
      s.ids.Finance,
    );
    expect(await noticesOf(accountant)).toEqual(["role.removed"]);
  });

  it("the director's role is the owners' vote's: not archived, deleted or taken here", async () => {
    const s = await structure(app);
    const documents: Array<TypedDocumentNode<unknown, { id: string }>> = [
      ArchiveRoleDocument,
      DeleteRoleDocument,
      DeleteRolePermanentlyDocument,
      AssignSelfToRoleDocument,
      RemoveRoleExecutorDocument,
    ];
    for (const document of documents) {
      const answer = await send(app, document, { id: s.ids.CEO }, { token: s.director.accessToken });
      expect(fieldsOf(answer)).toEqual({ "": ["validation.role.directorByVote"] });
    }
  });
});

describe("holders", () => {
  it("leave, assign yourself (the executor replaced is told), remove the executor, each in the role's history", async () => {
    const s = await structure(app);
    const finance = await signUp(app);
    const clerk = await signUp(app);
    await give(s.companyId, finance, s.ids.Finance);
    app.clock.advance(1000);
    await give(s.companyId, clerk, s.ids.Clerk);
    expect(
      ok(await send(app, ListUserCompanyRolesDocument, {}, { token: clerk.accessToken })).listUserCompanyRoles.map(
        (r) => [r.name, r.company.name],
      ),
    ).toEqual([["Clerk", "Structure Works"]]);
    app.clock.advance(1000);
    // Finance manages the clerk's role (two levels down) and takes it.
    const taken = ok(
      await send(app, AssignSelfToRoleDocument, { id: s.ids.Clerk }, { token: finance.accessToken }),
    ).assignSelfToRole;
    expect(taken.user!.id).toBe(finance.id);
    expect(await noticesOf(clerk)).toEqual(["role.replaced"]);
    app.clock.advance(1000);
    ok(await send(app, RemoveRoleExecutorDocument, { id: s.ids.Clerk }, { token: s.director.accessToken }));
    expect(await noticesOf(finance)).toEqual(["role.removed"]);
    await give(s.companyId, clerk, s.ids.Clerk);
    app.clock.advance(1000);
    const left = ok(await send(app, LeaveRoleDocument, { id: s.ids.Clerk }, { token: clerk.accessToken })).leaveRole;
    expect(left.user).toBeNull();
    const managed = ok(
      await send(app, GetRoleManagementDocument, { id: s.ids.Clerk }, { token: s.director.accessToken }),
    ).getRole;
    expect(managed.holdings.map((h) => [h.user.id, h.leftAt !== null])).toEqual([
      [clerk.id, true],
      [finance.id, true],
      [clerk.id, true],
    ]);
    expect(await auditOf(s.ids.Clerk)).toEqual(expect.arrayContaining(["role.assigned", "role.vacated"]));
  });

  it("only the holder leaves a role", async () => {
    const s = await structure(app);
    const clerk = await signUp(app);
    await give(s.companyId, clerk, s.ids.Clerk);
    expect(codeOf(await send(app, LeaveRoleDocument, { id: s.ids.Clerk }, { token: s.director.accessToken }))).toBe(
      "FORBIDDEN",
    );
  });
});

describe("limited modes", () => {
  it("without a director: no structure changes, invitations, links or assignments; levels 2 to 4 keep working; freeing a role still works", async () => {
    const s = await structure(app);
    const finance = await signUp(app);
    const clerk = await signUp(app);
    await give(s.companyId, finance, s.ids.Finance);
    await give(s.companyId, clerk, s.ids.Clerk);
    ok(await send(app, LeaveRoleDocument, { id: s.ids.CEO }, { token: s.director.accessToken }));
    expect(codeOf(await save(app, finance, s.companyId, [role(randomUUID(), "New", 3, s.ids.Finance)]))).toBe(
      "COMPANY_WITHOUT_DIRECTOR",
    );
    expect(codeOf(await send(app, ArchiveRoleDocument, { id: s.ids.Clerk }, { token: finance.accessToken }))).toBe(
      "COMPANY_WITHOUT_DIRECTOR",
    );
    expect(
      codeOf(await send(app, AssignSelfToRoleDocument, { id: s.ids.Accounting }, { token: finance.accessToken })),
    ).toBe("COMPANY_WITHOUT_DIRECTOR");
    expect((await rolesOf(app, finance, s.companyId)).length).toBe(5);
    ok(await send(app, RemoveRoleExecutorDocument, { id: s.ids.Clerk }, { token: finance.accessToken }));
  });

  it("suspended: roles are frozen, and a holder can only give up their role", async () => {
    const s = await structure(app, { ownerDirects: true });
    const clerk = await signUp(app);
    await give(s.companyId, clerk, s.ids.Clerk);
    await opened(app, s.owner, "STOP", s.companyId);
    const documents: Array<TypedDocumentNode<unknown, { id: string }>> = [
      ArchiveRoleDocument,
      RemoveRoleExecutorDocument,
      AssignSelfToRoleDocument,
    ];
    for (const document of documents) {
      expect(codeOf(await send(app, document, { id: s.ids.Clerk }, { token: s.director.accessToken }))).toBe(
        "COMPANY_SUSPENDED",
      );
    }
    expect(codeOf(await save(app, s.director, s.companyId, [role(randomUUID(), "New", 2, s.ids.CEO)]))).toBe(
      "COMPANY_SUSPENDED",
    );
    expect(
      ok(await send(app, LeaveRoleDocument, { id: s.ids.Clerk }, { token: clerk.accessToken })).leaveRole.user,
    ).toBeNull();
  });
});

describe("authorization", () => {
  it("a stranger, an employee of another branch, the role's manager, the director and a co-owner", async () => {
    const s = await structure(app);
    const stranger = await signUp(app);
    const sales = await signUp(app);
    const finance = await signUp(app);
    await give(s.companyId, sales, s.ids.Sales);
    await give(s.companyId, finance, s.ids.Finance);
    const archive = (who: SignedUpUser, options: { roleId?: string } = {}) =>
      send(app, ArchiveRoleDocument, { id: s.ids.Clerk }, { token: who.accessToken, ...options });
    expect(codeOf(await archive(stranger))).toBe("OWNER_NOT_FOUND");
    expect(
      codeOf(await send(app, GetRoleManagementDocument, { id: s.ids.Clerk }, { token: stranger.accessToken })),
    ).toBe("OWNER_NOT_FOUND");
    expect(codeOf(await archive(sales))).toBe("FORBIDDEN");
    expect(codeOf(await archive(s.owner))).toBe("FORBIDDEN");
    // The owners read the structure, not the managing side: the sole owner, then a co-owner.
    expect((await rolesOf(app, s.owner, s.companyId)).length).toBe(5);
    const coOwner = await signUp(app);
    await giveShare(app, s.owner, s.companyId, coOwner, 2000);
    expect((await rolesOf(app, coOwner, s.companyId)).length).toBe(5);
    expect(codeOf(await archive(coOwner))).toBe("FORBIDDEN");
    expect(
      codeOf(await send(app, GetRoleManagementDocument, { id: s.ids.Clerk }, { token: coOwner.accessToken })),
    ).toBe("FORBIDDEN");
    expect(codeOf(await save(app, coOwner, s.companyId, [role(randomUUID(), "Coup", 2, s.ids.CEO)]))).toBe("FORBIDDEN");
    expect(codeOf(await send(app, GetRoleManagementDocument, { id: s.ids.Clerk }, { token: sales.accessToken }))).toBe(
      "FORBIDDEN",
    );
    expect(
      ok(await send(app, GetRoleManagementDocument, { id: s.ids.Clerk }, { token: finance.accessToken })).getRole
        .holdings,
    ).toEqual([]);
    // Acting in another role (x-current-role-id) the manager is not one.
    const director = await holdRole(app, s.companyId, finance, 3, "Second seat", s.ids.Sales);
    expect(codeOf(await archive(finance, { roleId: director.id }))).toBe("FORBIDDEN");
    ok(await archive(finance, { roleId: s.ids.Finance }));
    ok(await send(app, RestoreRoleDocument, { id: s.ids.Clerk }, { token: s.director.accessToken }));
  });

  it("a manager saves only inside their part of the tree", async () => {
    const s = await structure(app);
    const finance = await signUp(app);
    await give(s.companyId, finance, s.ids.Finance);
    ok(
      await save(app, finance, s.companyId, [
        role(randomUUID(), "Payroll", 3, s.ids.Finance),
        role(s.ids.Clerk, "Clerk", 4, s.ids.Accounting, { sortNumber: 5 }),
      ]),
    );
    expect(codeOf(await save(app, finance, s.companyId, [role(s.ids.Sales, "Sales renamed", 2, s.ids.CEO)]))).toBe(
      "FORBIDDEN",
    );
    expect(codeOf(await save(app, finance, s.companyId, [role(s.ids.Clerk, "Clerk", 4, s.ids.Sales)]))).toBe(
      "FORBIDDEN",
    );
    expect(codeOf(await save(app, finance, s.companyId, [role(s.ids.Finance, "Finance+", 2, s.ids.CEO)]))).toBe(
      "FORBIDDEN",
    );
  });
});

describe("scale", () => {
  it("reads a 1,000-role tree in one statement", async () => {
    const s = await structure(app);
    const { countStatements } = await import("../../../scripts/lib/count-statements");
    const rows: ReturnType<typeof role>[] = [];
    // A tree four levels deep: branches of ten teams of nine seats.
    let branch = "";
    let team = "";
    for (let i = 0; i < 995; i++) {
      const id = randomUUID();
      if (i % 100 === 0) rows.push(role((branch = id), `Branch ${i}`, 2, s.ids.CEO));
      else if (i % 10 === 0 || i % 100 === 1) rows.push(role((team = id), `Team ${i}`, 3, branch));
      else rows.push(role(id, `Seat ${i}`, 4, team));
    }
    ok(await save(app, s.director, s.companyId, rows));
    const sql1 = await countStatements(() => rolesOf(app, s.director, s.companyId));
    const tree = await rolesOf(app, s.director, s.companyId);
    expect(tree).toHaveLength(1000);
    // The statements of one request: the caller's session, the actor, and the tree.
    const tree1 = sql1.texts.filter((text) => /from "roles"/.test(text) && !/json_agg/.test(text));
    expect(tree1).toHaveLength(1);
    // The editor's page asks every node's link and open invitations: the managing side's check
    // reads no more, and the 1,000 nodes' invitation counts are one statement.
    const withLinks = await countStatements(() =>
      send(app, ListCompanyRolesWithLinksDocument, { companyId: s.companyId }, { token: s.director.accessToken }),
    );
    expect(withLinks.count).toBe(sql1.count + 1);
    // A new role's id already used by another company's role is refused, not a failure.
    const other = await structure(app);
    expect(fieldsOf(await save(app, s.director, s.companyId, [role(other.ids.Sales, "Taken", 2, s.ids.CEO)]))).toEqual({
      [`roles.${other.ids.Sales}`]: ["validation.role.id"],
    });
  });
});
