/**
 * The role's dashboard (issue 40) as the API answers it: the roles a role manages (the first few,
 * holder or vacant, their open invitations and candidates), its instructions at a glance (for it,
 * from it, waiting for its edits: counts and the latest), its recent files and what was shared with
 * it, and, for the owners and the director, the company's open votes and its balance's state. Each
 * list is bounded, whatever the role holds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ListRecentFilesDocument,
  VhubDashboardBalanceDocument,
  VhubDashboardInstructionsDocument,
  VhubDashboardRoleDocument,
  VhubDashboardVotesDocument,
  GrantFileNodeAccessDocument,
  GrantRoleModuleAccessDocument,
} from "#graphql/generated/operations";
import { randomUUID } from "node:crypto";
import { createTestApp, send, signUp, type TestApp } from "../harness";
import { ok } from "../support";
import { give } from "../companies/world";
import { as, create, instructionsWorld, type InstructionsWorld } from "../instructions/support";
import { mkdir, PNG, upload } from "../files/support";
import { opened } from "../votes/support";
import { role, save } from "./support";

let app: TestApp;
let world: InstructionsWorld;

beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  world = await instructionsWorld(app, "Dashboard Works");
});
afterAll(() => app.close());

const codeOf = (answer: { errors?: Array<{ extensions?: { code?: string } }> }) =>
  answer.errors?.[0]?.extensions?.code ?? "ok";

describe("the roles a role manages", () => {
  it("lists the first few by level and sort number, holder or vacant, with their invitations and candidates", async () => {
    // Twelve vacant roles more under the director: the list stops at the limit, the count says all.
    const extra = Array.from({ length: 12 }, (_, i) =>
      role(randomUUID(), `Vacant ${String(i).padStart(2, "0")}`, 3, world.ids.Finance, { sortNumber: i + 10 }),
    );
    ok(await save(app, world.people.CEO, world.companyId, extra));
    const answer = ok(
      await send(app, VhubDashboardRoleDocument, { id: world.ids.Finance, subordinates: 5 }, as(world, "Finance")),
    );
    const finance = answer.getRole;
    expect(finance.subordinateCount).toBe(13);
    expect(finance.subordinates).toHaveLength(5);
    expect(finance.subordinates[0]).toMatchObject({
      name: "Accounting",
      level: 3,
      user: { id: world.people.Accounting.id },
      openInvitationCount: 0,
      candidateCount: 0,
    });
    expect(finance.subordinates.slice(1).map((r) => [r.name, r.user])).toEqual([
      ["Vacant 00", null],
      ["Vacant 01", null],
      ["Vacant 02", null],
      ["Vacant 03", null],
    ]);
    // A role that manages none answers none.
    expect(
      ok(await send(app, VhubDashboardRoleDocument, { id: world.ids.Clerk, subordinates: 5 }, as(world, "Clerk")))
        .getRole.subordinates,
    ).toEqual([]);
  });
});

describe("instructions at a glance", () => {
  it("counts each group and gives its latest changed first, for the role in view only", async () => {
    // A minute apart: the latest are the last changed.
    for (const [title, executors, editors] of [
      ["Finance to clerk 1", ["Clerk"], []],
      ["Finance to clerk 2", ["Clerk"], ["Accounting"]],
      ["Finance to clerk 3", ["Clerk"], []],
      ["Finance alone", [], []],
    ] as const) {
      await create(app, world, "Finance", { title, executors: [...executors], editors: [...editors] });
      app.clock.advance(60_000);
    }
    const groups = (who: "Finance" | "Clerk" | "Accounting") =>
      send(app, VhubDashboardInstructionsDocument, { limit: 2 }, as(world, who)).then((answer) =>
        Object.fromEntries(
          ok(answer).getInstructionOverview.map((group) => [
            group.category,
            { count: group.count, latest: group.latest.map((i) => i.title) },
          ]),
        ),
      );
    expect(await groups("Finance")).toEqual({
      FROM_OTHERS: { count: 0, latest: [] },
      TO_OTHERS: { count: 3, latest: ["Finance to clerk 3", "Finance to clerk 2"] },
      EDITING: { count: 0, latest: [] },
    });
    expect(await groups("Clerk")).toEqual({
      FROM_OTHERS: { count: 3, latest: ["Finance to clerk 3", "Finance to clerk 2"] },
      TO_OTHERS: { count: 0, latest: [] },
      EDITING: { count: 0, latest: [] },
    });
    expect((await groups("Accounting")).EDITING).toEqual({ count: 1, latest: ["Finance to clerk 2"] });
  });
});

describe("recent files", () => {
  it("gives the role's own files changed last, and what was shared with it last", async () => {
    const ceo = { token: world.people.CEO.accessToken, roleId: world.ids.CEO };
    const folder = await mkdir(app, world.people.CEO, world.ids.CEO, "Reports");
    for (const name of ["a.png", "b.png", "c.png"]) {
      await upload(app, world.people.CEO, world.ids.CEO, name, PNG, folder.id);
      app.clock.advance(60_000);
    }
    const mine = ok(await send(app, ListRecentFilesDocument, { limit: 2 }, ceo)).listRecentFiles;
    expect(mine.map((node) => node.name)).toEqual(["c.png", "b.png"]);
    // Finance is given Files and the folder: shared with it, not its own.
    ok(await send(app, GrantRoleModuleAccessDocument, { roleId: world.ids.Finance, module: "FILES" }, ceo));
    ok(await send(app, GrantFileNodeAccessDocument, { id: folder.id, roleId: world.ids.Finance, level: "VIEW" }, ceo));
    const finance = as(world, "Finance");
    expect(
      ok(await send(app, ListRecentFilesDocument, { shared: true, limit: 5 }, finance)).listRecentFiles.map(
        (node) => node.name,
      ),
    ).toEqual(["Reports"]);
    expect(ok(await send(app, ListRecentFilesDocument, { limit: 5 }, finance)).listRecentFiles).toEqual([]);
    // A role without Files is refused.
    expect(codeOf(await send(app, ListRecentFilesDocument, { limit: 5 }, as(world, "Sales")))).toBe("FORBIDDEN");
  });
});

describe("the company's votes and balance on the dashboard", () => {
  it("are the owners' and the director's: an employee is refused", async () => {
    const partner = await signUp(app);
    await give(app, world.people.CEO, world.companyId, partner, 4000);
    const session = await opened(app, partner, "NAME", world.companyId, { name: "Dashboard Works Renamed" });
    const votes = ok(await send(app, VhubDashboardVotesDocument, {}, as(world, "CEO"))).getCurrentRoleCompany;
    expect(votes.myShare).toBe(6000);
    expect(votes.openVoteSessions.map((s) => [s.id, s.kind])).toEqual([[session.id, "NAME"]]);
    expect(votes.openVoteSessions[0]!.votes.find((v) => v.userId === world.people.CEO.id)?.vote).toBeNull();
    expect(
      ok(await send(app, VhubDashboardBalanceDocument, {}, as(world, "CEO"))).getCurrentRoleCompany.balanceState,
    ).toBe("NORMAL");
    expect(codeOf(await send(app, VhubDashboardVotesDocument, {}, as(world, "Finance")))).toBe("FORBIDDEN");
    expect(codeOf(await send(app, VhubDashboardBalanceDocument, {}, as(world, "Finance")))).toBe("FORBIDDEN");
  });
});
