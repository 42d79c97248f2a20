/**
 * Module access read by the policy (issue 21; decision 0026): a role of levels 2 to 4 opens the
 * modules granted to it (the relation "module:M"), the director's role every module; the team and
 * the owners follow the grant for employees and stay the owners' and the director's; in vHub only
 * the role acted in counts. Company.myModules says what opens, and the hub's page shows the rest
 * unavailable with the reason (and, while billing has suspended usage, the role's modules too,
 * under the spec's message). FEATURE_ACCESS off, nothing can be granted: every role opens every
 * module.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GrantRoleModuleAccessDocument,
  ListCompanyOwnerCardsDocument,
  ListCompanyUsersDocument,
  RevokeRoleModuleAccessDocument,
  VhubRoleDocument,
  type RoleModule,
} from "#graphql/generated/operations";
import { billingAccounts, roles } from "../../../server/db/schema";
import { createLogger } from "../../../server/logger";
import { createTestApp, gql, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { createCompany, holdRole } from "../companies/world";
import { serveWebApp, signedInCookie, type ServedWebApp } from "../web-app";
import { codeOf, role, save } from "./support";

const EVERY: RoleModule[] = [
  "TASKS",
  "INSTRUCTIONS",
  "FILES",
  "INVENTORY",
  "CALENDAR",
  "MESSENGER",
  "RESULTS",
  "FINANCE",
  "STRUCTURE",
  "TEAM",
  "OWNERS",
  "COMPANY_RESULTS",
  "COMPANY_INVENTORY",
  "PAY",
  "CONTROL_CENTER",
];

let app: TestApp;
let web: ServedWebApp;
let companyId: string;
const people = {} as Record<"owner" | "director" | "clerk" | "both", SignedUpUser>;
const roleIds = {} as Record<"ceo" | "desk" | "night" | "both", string>;

beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  web = await serveWebApp(app, createLogger("silent"));
  for (const key of ["owner", "director", "clerk", "both"] as const) people[key] = await signUp(app);
  companyId = await createCompany(app, people.owner, "Module Works");
  roleIds.ceo = (await holdRole(app, companyId, people.director, 1, "CEO")).id;
  roleIds.desk = (await holdRole(app, companyId, people.clerk, 2, "Desk")).id;
  // A person holding two roles: Night (3) and Both (2).
  roleIds.both = (await holdRole(app, companyId, people.both, 2, "Both")).id;
  roleIds.night = (await holdRole(app, companyId, people.both, 3, "Night", roleIds.both)).id;
});
afterAll(async () => {
  await web?.close();
  await app?.close();
});

const modulesOf = async (who: SignedUpUser, roleId?: string) =>
  ok(
    await gql<{ getCompany: { myModules: string[] } }>(
      app,
      `query($id: ID!) { getCompany(id: $id) { myModules } }`,
      { id: companyId },
      { token: who.accessToken, roleId },
    ),
  ).getCompany.myModules;
const grant = (roleId: string, module: RoleModule) =>
  send(app, GrantRoleModuleAccessDocument, { roleId, module }, { token: people.director.accessToken }).then(ok);
const revoke = (roleId: string, module: RoleModule) =>
  send(app, RevokeRoleModuleAccessDocument, { roleId, module }, { token: people.director.accessToken }).then(ok);
const team = (who: SignedUpUser, roleId?: string) =>
  send(app, ListCompanyUsersDocument, { companyId }, { token: who.accessToken, roleId });
const owners = (who: SignedUpUser, roleId?: string) =>
  send(app, ListCompanyOwnerCardsDocument, { companyId, former: false }, { token: who.accessToken, roleId });

/** The hub's page as the person's browser gets it (server-rendered). */
async function hubPage(who: SignedUpUser, roleId: string) {
  const response = await fetch(`${web.url}/vhub/${roleId}`, { headers: { cookie: await signedInCookie(app, who) } });
  expect(response.status).toBe(200);
  return response.text();
}
/** The accessible name of each of the nav's links, and each unavailable item with its reason. */
function navOf(html: string) {
  const nav = html.slice(
    html.indexOf('data-testid="hub-nav"'),
    html.indexOf("</nav>", html.indexOf('data-testid="hub-nav"')),
  );
  const links = [...nav.matchAll(/<a [^>]*><span>([^<]+)<\/span>/g)].map((m) => m[1]);
  const closed = [...nav.matchAll(/aria-disabled="true"[^>]*>([^<]+)<\/button>.*?role="tooltip"[^>]*>([^<]+)</g)].map(
    (m) => [m[1], m[2]],
  );
  return { links, closed };
}

describe("what a role opens", () => {
  it("the director's role opens every module; a role of level 2 to 4 only the structure and the control center until granted", async () => {
    expect(await modulesOf(people.director, roleIds.ceo)).toEqual(EVERY);
    expect(await modulesOf(people.clerk, roleIds.desk)).toEqual(["STRUCTURE", "CONTROL_CENTER"]);
    // An owner with no role: what the owners' own rules open.
    expect(await modulesOf(people.owner)).toEqual(["STRUCTURE", "TEAM", "OWNERS", "CONTROL_CENTER"]);
  });

  it("a grant opens the module to the role (its people read the team, the owners), a revocation closes it", async () => {
    expect(codeOf(await team(people.clerk, roleIds.desk))).toBe("FORBIDDEN");
    expect(codeOf(await owners(people.clerk, roleIds.desk))).toBe("FORBIDDEN");
    await grant(roleIds.desk, "TEAM");
    await grant(roleIds.desk, "OWNERS");
    await grant(roleIds.desk, "FILES");
    expect(await modulesOf(people.clerk, roleIds.desk)).toEqual([
      "FILES",
      "STRUCTURE",
      "TEAM",
      "OWNERS",
      "CONTROL_CENTER",
    ]);
    expect(ok(await team(people.clerk, roleIds.desk)).listCompanyUsers.length).toBe(3);
    expect(ok(await owners(people.clerk, roleIds.desk)).listCompanyOwners.length).toBe(1);
    await revoke(roleIds.desk, "TEAM");
    await revoke(roleIds.desk, "OWNERS");
    expect(codeOf(await team(people.clerk, roleIds.desk))).toBe("FORBIDDEN");
    expect(await modulesOf(people.clerk, roleIds.desk)).toEqual(["FILES", "STRUCTURE", "CONTROL_CENTER"]);
    await revoke(roleIds.desk, "FILES");
  });

  it("in vHub only the role acted in counts; without one (vHold) every role held does", async () => {
    await grant(roleIds.night, "TEAM");
    expect(await modulesOf(people.both, roleIds.both)).toEqual(["STRUCTURE", "CONTROL_CENTER"]);
    expect(codeOf(await team(people.both, roleIds.both))).toBe("FORBIDDEN");
    expect(await modulesOf(people.both, roleIds.night)).toEqual(["STRUCTURE", "TEAM", "CONTROL_CENTER"]);
    ok(await team(people.both, roleIds.night));
    ok(await team(people.both));
    await revoke(roleIds.night, "TEAM");
  });

  it("a role made and granted in one structure keeps its grants for whoever holds it", async () => {
    const id = randomUUID();
    ok(await save(app, people.director, companyId, [role(id, "Later", 2, roleIds.ceo)]));
    await grant(id, "CALENDAR");
    const later = await signUp(app);
    await app.database.db.update(roles).set({ userId: later.id }).where(eq(roles.id, id));
    expect(await modulesOf(later, id)).toEqual(["CALENDAR", "STRUCTURE", "CONTROL_CENTER"]);
  });
});

describe("the hub's company (getCurrentRoleCompany, the layout's one query)", () => {
  const current = (who: SignedUpUser, roleId?: string) =>
    send(app, VhubRoleDocument, {}, { token: who.accessToken, roleId });

  it("answers the company of the role acted in, with what that role opens", async () => {
    const answer = ok(await current(people.both, roleIds.night));
    expect(answer.getCurrentRoleCompany).toMatchObject({
      id: companyId,
      name: "Module Works",
      stopedAt: null,
      usageSuspended: false,
      ceo: { id: expect.any(String) },
    });
    expect(answer.getCurrentRoleCompany.myModules).toEqual(["STRUCTURE", "CONTROL_CENTER"]);
    expect(answer.listUserCompanyRoles.map((held) => held.id).sort()).toEqual([roleIds.both, roleIds.night].sort());
    expect(ok(await current(people.director, roleIds.ceo)).getCurrentRoleCompany.myModules).toEqual(EVERY);
  });

  it("is no company for a role that is not the caller's, for no role and for a role id that is none", async () => {
    // Another person's role in the same company: even the owner, who reads the company by its id.
    expect(codeOf(await current(people.owner, roleIds.desk))).toBe("OWNER_NOT_FOUND");
    expect(codeOf(await current(people.clerk, roleIds.ceo))).toBe("OWNER_NOT_FOUND");
    expect(codeOf(await current(people.clerk))).toBe("OWNER_NOT_FOUND");
    expect(codeOf(await current(people.clerk, randomUUID()))).toBe("OWNER_NOT_FOUND");
    expect(codeOf(await current(people.clerk, "not-a-role"))).toBe("OWNER_NOT_FOUND");
    // A role the person left is no longer theirs.
    const stranger = await signUp(app);
    const left = await holdRole(app, companyId, stranger, 3, "Short Stay", roleIds.desk);
    ok(await current(stranger, left.id));
    await app.database.db.update(roles).set({ userId: null }).where(eq(roles.id, left.id));
    expect(codeOf(await current(stranger, left.id))).toBe("OWNER_NOT_FOUND");
  });
});

describe("the hub's navigation", () => {
  it("shows a module the role may not open unavailable, with the reason; granted, it is a link", async () => {
    const closed = navOf(await hubPage(people.clerk, roleIds.desk));
    expect(closed.links).not.toContain("Файли");
    expect(closed.links).toContain("Структура");
    expect(closed.closed).toContainEqual([
      "Файли",
      "Ваша роль не має доступу до цього модуля: його надає директор або власник у центрі керування (Доступи)",
    ]);
    expect(closed.closed.map(([label]) => label)).toEqual(
      expect.arrayContaining(["Інструкції", "Команда", "Власники"]),
    );
    // The team's address itself says why, with a 200 (never an error page).
    const team = await fetch(`${web.url}/vhub/${roleIds.desk}/control-center/team`, {
      headers: { cookie: await signedInCookie(app, people.clerk) },
    });
    expect(team.status).toBe(200);
    expect(await team.text()).toContain("Команду бачать власники, директор і роль, якій надано модуль «Команда».");
    await grant(roleIds.desk, "FILES");
    await grant(roleIds.desk, "TEAM");
    const opened = navOf(await hubPage(people.clerk, roleIds.desk));
    expect(opened.links).toEqual(expect.arrayContaining(["Файли", "Команда"]));
    expect(opened.closed.map(([label]) => label)).toContain("Власники");
    // The director's navigation has every module that has a page.
    const director = navOf(await hubPage(people.director, roleIds.ceo));
    expect(director.links).toEqual(expect.arrayContaining(["Інструкції", "Файли", "Структура", "Команда", "Власники"]));
    await revoke(roleIds.desk, "FILES");
    await revoke(roleIds.desk, "TEAM");
  });

  it("while billing has suspended usage, says the spec's message on top and closes the role's modules", async () => {
    await app.api.services.billing.ensureAccount(companyId);
    await app.database.db
      .update(billingAccounts)
      .set({ suspendedAt: app.clock.now() })
      .where(eq(billingAccounts.companyId, companyId));
    try {
      const html = await hubPage(people.director, roleIds.ceo);
      expect(html).toContain('data-testid="hub-unpaid"');
      expect(html).toContain("Не вдалося списати кошти з балансу; поповніть щонайменше на 1 день користування.");
      const nav = navOf(html);
      expect(nav.closed).toContainEqual(["Файли", "Призупинено: не вдалося списати кошти з балансу"]);
      expect(nav.links).toEqual(expect.arrayContaining(["Структура", "Команда", "Власники"]));
    } finally {
      await app.database.db
        .update(billingAccounts)
        .set({ suspendedAt: null })
        .where(eq(billingAccounts.companyId, companyId));
    }
  });
});

describe("access switched off", () => {
  it("every role opens every module (nothing can be granted)", async () => {
    const off = await createTestApp({ FEATURE_ACCESS: "0", ACCESS_TOKEN_TTL: "86400" });
    try {
      const owner = await signUp(off);
      const clerk = await signUp(off);
      const id = await createCompany(off, owner, "No Access Flag");
      await holdRole(off, id, owner, 1, "CEO");
      const desk = await holdRole(off, id, clerk, 2, "Desk");
      expect(
        ok(
          await gql<{ getCompany: { myModules: string[] } }>(
            off,
            `query($id: ID!) { getCompany(id: $id) { myModules } }`,
            { id },
            { token: clerk.accessToken, roleId: desk.id },
          ),
        ).getCompany.myModules,
      ).toEqual(EVERY);
      ok(await send(off, ListCompanyUsersDocument, { companyId: id }, { token: clerk.accessToken, roleId: desk.id }));
    } finally {
      await off.close();
    }
  });
});
