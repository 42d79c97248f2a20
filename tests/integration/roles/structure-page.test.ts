/**
 * The structure page as a browser reads it (the whole process on a port; issue 20): without
 * JavaScript it lists levels 1 to 3 and the branches in view, and the graph editor reads the
 * whole structure from the page's resource route (docs/decisions/0022, "The structure page's
 * cost"), as the role of the address, which must be the caller's.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roles } from "../../../server/db/schema";
import { createLogger } from "../../../server/logger";
import { createTestApp, signUp, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { serveWebApp, signedInCookie, type ServedWebApp } from "../web-app";
import { role, save, structure, type Structure } from "./support";

let app: TestApp;
let web: ServedWebApp;
let s: Structure;
let manager: SignedUpUser;
let stranger: SignedUpUser;
let cashier: string;
const cookies = new Map<string, string>();

beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  web = await serveWebApp(app, createLogger("silent"));
  // CEO > Sales, CEO > Finance > Accounting > Clerk and Cashier (level 4); Finance is the manager's.
  s = await structure(app);
  cashier = randomUUID();
  ok(await save(app, s.director, s.companyId, [role(cashier, "Cashier", 4, s.ids.Accounting, { sortNumber: 1 })]));
  manager = await signUp(app);
  await app.database.db
    .update(roles)
    .set({ userId: manager.id, updatedAt: app.clock.now() })
    .where(eq(roles.id, s.ids.Finance));
  stranger = await signUp(app);
  for (const person of [s.director, manager, stranger]) cookies.set(person.id, await signedInCookie(app, person));
});
afterAll(async () => {
  await web?.close();
  await app?.close();
});

const get = (who: SignedUpUser, path: string) =>
  fetch(`${web.url}${path}`, { headers: { cookie: cookies.get(who.id)! }, redirect: "manual" });
const page = async (who: SignedUpUser, path: string) => {
  const response = await get(who, path);
  expect(response.status, path).toBe(200);
  return response.text();
};
/** The names the page's tree lists (each role's link carries data-role-id on its item). */
const listed = (html: string) => [...html.matchAll(/<li data-role-id="([0-9a-f-]{36})"/g)].map((match) => match[1]);

describe("the structure page without JavaScript", () => {
  it("lists levels 1 to 3, says how many roles wait below, and opens a branch by its role's link", async () => {
    const first = await page(s.director, `/vhub/${s.ids.CEO}/structure-company`);
    expect(new Set(listed(first))).toEqual(new Set([s.ids.CEO, s.ids.Sales, s.ids.Finance, s.ids.Accounting]));
    // Accounting's two level-4 roles are not read: its link says it is collapsed, and how many are below.
    expect(first).toMatch(new RegExp(`href="\\?role=${s.ids.Accounting}#role-panel"[^>]*aria-expanded="false"`));
    expect(first).toContain("ще 2 нижче");
    // Its link opens its panel and its branch.
    const opened = await page(s.director, `/vhub/${s.ids.CEO}/structure-company?role=${s.ids.Accounting}`);
    expect(new Set(listed(opened))).toEqual(
      new Set([s.ids.CEO, s.ids.Sales, s.ids.Finance, s.ids.Accounting, s.ids.Clerk, cashier]),
    );
    expect(opened).toMatch(new RegExp(`href="\\?role=${s.ids.Accounting}#role-panel"[^>]*aria-expanded="true"`));
    // A level-4 role in the address comes with its peers.
    expect(listed(await page(s.director, `/vhub/${s.ids.CEO}/structure-company?role=${cashier}`))).toContain(
      s.ids.Clerk,
    );
  });

  it("opens the caller's own branch too: a manager sees the roles they manage", async () => {
    const html = await page(manager, `/vhub/${s.ids.Finance}/structure-company`);
    expect(new Set(listed(html))).toEqual(new Set([s.ids.CEO, s.ids.Sales, s.ids.Finance, s.ids.Accounting]));
    // The add form offers the roles they manage (and their own) as managers: Finance and Accounting.
    expect(html).toContain(`value="${s.ids.Accounting}"`);
    expect(html).not.toContain(`<option value="${s.ids.Sales}"`);
  });
});

describe("the editor's structure (structure-company/roles)", () => {
  const structureOf = async (who: SignedUpUser, roleId: string) => {
    const response = await get(who, `/vhub/${roleId}/structure-company/roles`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    return (
      (await response.json()) as {
        structure: {
          roles: Array<{ id: string; name: string; inviteLink: string | null }>;
          managed: string[];
          actingRoleId: string;
        } | null;
      }
    ).structure;
  };

  it("answers the whole structure with the roles the caller may change: all of them for the director", async () => {
    const whole = (await structureOf(s.director, s.ids.CEO))!;
    expect(whole.roles.map((r) => r.name).sort()).toEqual([
      "Accounting",
      "CEO",
      "Cashier",
      "Clerk",
      "Finance",
      "Sales",
    ]);
    expect(new Set(whole.managed)).toEqual(new Set(whole.roles.map((r) => r.id)));
    expect(whole.actingRoleId).toBe(s.ids.CEO);
  });

  it("gives a manager the roles below theirs, and a role that is not the caller's nothing", async () => {
    const theirs = (await structureOf(manager, s.ids.Finance))!;
    expect(theirs.roles).toHaveLength(6);
    expect(new Set(theirs.managed)).toEqual(new Set([s.ids.Accounting, s.ids.Clerk, cashier]));
    expect(await structureOf(stranger, s.ids.CEO)).toBeNull();
    expect(await structureOf(manager, s.ids.CEO)).toBeNull();
  });
});
