/**
 * A role's resources in its information (issue 20; spec: tasks, files, instructions, results,
 * calendar, inventory): each kind counted by the module that keeps it, through the counter it
 * registers (server/modules/roles/resources.ts); a kind no module counts yet is said to be in
 * development, never a zero; a module switched off by its flag says so. Who reads them: the
 * director, the role's managers and its holder.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GetRoleResourcesDocument } from "#graphql/generated/operations";
import { roles } from "../../../server/db/schema";
import { ROLE_RESOURCES, RoleResourceCounters, type RoleResourceKind } from "../../../server/modules/roles/resources";
import { createLogger } from "../../../server/logger";
import { countStatements } from "../../../scripts/lib/count-statements";
import { createTestApp, gql, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { serveWebApp, signedInCookie, type ServedWebApp } from "../web-app";
import { codeOf, structure, type Structure } from "./support";

let app: TestApp;
let s: Structure;
let finance: SignedUpUser;
let clerk: SignedUpUser;
let sales: SignedUpUser;
beforeAll(async () => {
  // Files switched off here (on by default), to see a module that is off say so.
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400", FEATURE_FILES: "0" });
  s = await structure(app);
  [finance, clerk, sales] = [await signUp(app), await signUp(app), await signUp(app)];
  const hold = (user: SignedUpUser, roleId: string) =>
    app.database.db.update(roles).set({ userId: user.id, updatedAt: app.clock.now() }).where(eq(roles.id, roleId));
  await hold(finance, s.ids.Finance);
  await hold(clerk, s.ids.Clerk);
  await hold(sales, s.ids.Sales);
});
afterAll(() => app.close());

const resourcesOf = (who: SignedUpUser, roleId: string) =>
  send(app, GetRoleResourcesDocument, { id: roleId }, { token: who.accessToken });

describe("a role's resources", () => {
  it("are each in development while no module counts them: no count, not a zero; files, switched off here, say so", async () => {
    const { resources } = ok(await resourcesOf(s.director, s.ids.Clerk)).getRole;
    // Tasks and instructions are counted (none yet); files are switched off in this process.
    expect(resources).toEqual(
      ROLE_RESOURCES.map((kind) =>
        kind === "INSTRUCTIONS" || kind === "TASKS"
          ? { kind, state: "COUNTED", count: 0 }
          : { kind, state: kind === "FILES" ? "OFF" : "IN_DEVELOPMENT", count: null },
      ),
    );
  });

  it("are read by the director, the role's managers and its holder; not by another branch, an owner or a stranger", async () => {
    for (const who of [s.director, finance, clerk]) ok(await resourcesOf(who, s.ids.Clerk));
    expect(codeOf(await resourcesOf(sales, s.ids.Clerk))).toBe("FORBIDDEN");
    expect(codeOf(await resourcesOf(s.owner, s.ids.Clerk))).toBe("FORBIDDEN");
    expect(codeOf(await resourcesOf(await signUp(app), s.ids.Clerk))).toBe("OWNER_NOT_FOUND");
  });

  it("are counted by the module that registers a counter, one call for every role a request asks; a module switched off says so", async () => {
    // What a module's `roleResources` hands the roles module at start: here counters registered on
    // the running process's list, as the registry does, for kinds no module counts yet (RESULTS,
    // INVENTORY). Tasks, files and instructions registered theirs at start (files switched off in
    // this process).
    const calls: string[][] = [];
    const counted = new Map([[s.ids.Clerk, 3]]);
    app.api.services.roleResources.register({
      kind: "RESULTS",
      enabled: true,
      count: async (roleIds) => {
        calls.push([...roleIds]);
        return counted;
      },
    });
    app.api.services.roleResources.register({
      kind: "INVENTORY",
      enabled: false,
      count: async () => new Map([[s.ids.Clerk, 99]]),
    });
    const listed = ok(
      await gql<{
        listCompanyRoles: Array<{
          id: string;
          resources: Array<{ kind: RoleResourceKind; state: string; count: number | null }>;
        }>;
      }>(
        app,
        `query($c: ID!) { listCompanyRoles(companyId: $c) { id resources { kind state count } } }`,
        { c: s.companyId },
        { token: s.director.accessToken },
      ),
    );
    const byRole = new Map(listed.listCompanyRoles.map((r) => [r.id, r.resources]));
    expect(byRole.get(s.ids.Clerk)!.find((r) => r.kind === "RESULTS")).toEqual({
      kind: "RESULTS",
      state: "COUNTED",
      count: 3,
    });
    expect(byRole.get(s.ids.Sales)!.find((r) => r.kind === "RESULTS")).toEqual({
      kind: "RESULTS",
      state: "COUNTED",
      count: 0,
    });
    expect(byRole.get(s.ids.Clerk)!.find((r) => r.kind === "INVENTORY")).toEqual({
      kind: "INVENTORY",
      state: "OFF",
      count: null,
    });
    expect(byRole.get(s.ids.Clerk)!.find((r) => r.kind === "TASKS")).toEqual({
      kind: "TASKS",
      state: "COUNTED",
      count: 0,
    });
    expect(byRole.get(s.ids.Clerk)!.find((r) => r.kind === "FILES")).toEqual({
      kind: "FILES",
      state: "OFF",
      count: null,
    });
    expect(byRole.get(s.ids.Clerk)!.find((r) => r.kind === "INSTRUCTIONS")).toEqual({
      kind: "INSTRUCTIONS",
      state: "COUNTED",
      count: 0,
    });
    expect(byRole.get(s.ids.Clerk)!.find((r) => r.kind === "CALENDAR")).toEqual({
      kind: "CALENDAR",
      state: "IN_DEVELOPMENT",
      count: null,
    });
    expect(calls).toHaveLength(1);
    expect(new Set(calls[0])).toEqual(new Set(Object.values(s.ids)));
    // A kind counted by two modules is a mistake caught at start.
    expect(() =>
      app.api.services.roleResources.register({ kind: "FILES", enabled: true, count: async () => new Map() }),
    ).toThrow(/two modules/);
  });

  it("cost no statement for a kind no module counts", async () => {
    const fresh = new RoleResourceCounters();
    const counted = await countStatements(() => fresh.countFor([s.ids.Clerk, s.ids.Sales]));
    expect(counted.count).toBe(0);
    await expect(fresh.countFor([])).resolves.toEqual(new Map());
  });
});

describe("the structure page shows them", () => {
  let web: ServedWebApp;
  beforeAll(async () => {
    web = await serveWebApp(app, createLogger("silent"));
  });
  afterAll(() => web?.close());

  it("in the role's panel without JavaScript, and to the editor's information (structure-company/details)", async () => {
    const cookie = await signedInCookie(app, finance);
    const html = await (
      await fetch(`${web.url}/vhub/${s.ids.Finance}/structure-company?role=${s.ids.Accounting}`, {
        headers: { cookie },
      })
    ).text();
    expect(html).toMatch(/data-testid="role-resources"[\s\S]*Ресурси[\s\S]*Інструкції/);
    const asked = await fetch(`${web.url}/vhub/${s.ids.Finance}/structure-company/details?role=${s.ids.Accounting}`, {
      headers: { cookie },
    });
    expect(asked.headers.get("cache-control")).toBe("private, no-store");
    const body = (await asked.json()) as { roleId: string; resources: Array<{ kind: string; state: string }> | null };
    expect(body.roleId).toBe(s.ids.Accounting);
    expect(body.resources?.map((r) => r.kind)).toEqual([...ROLE_RESOURCES]);
    // Another branch's role: not shown, said so.
    const other = (await (
      await fetch(`${web.url}/vhub/${s.ids.Finance}/structure-company/details?role=${s.ids.Sales}`, {
        headers: { cookie },
      })
    ).json()) as { resources: unknown };
    expect(other.resources).toBeNull();
    const otherPanel = await (
      await fetch(`${web.url}/vhub/${s.ids.Finance}/structure-company?role=${s.ids.Sales}`, { headers: { cookie } })
    ).text();
    expect(otherPanel).toContain("Бачать виконавець ролі, її керівники та директор.");
  });
});
