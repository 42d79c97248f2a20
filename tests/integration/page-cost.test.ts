/**
 * What a signed-in data page costs the database (docs/decisions/0021): the SQL statements one
 * GET of /profile, /vhold/{id}, the knowledge base and a role's instructions list sends, through the whole process
 * in-process (tests/integration/web-app.ts), on either engine. A page that reads a row twice, or
 * counts the same thing twice, shows here as more statements than the budget.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countStatements } from "../../scripts/lib/count-statements";
import { createLogger } from "../../server/logger";
import { createTestApp, signUp, type SignedUpUser, type TestApp } from "./harness";
import { createCompany, give, holdRole, offer } from "./companies/world";
import { createCategory, createPost, names, signUpStaff } from "./knowledge-support";
import { create, instructionsWorld } from "./instructions/support";
import { serveWebApp, signedInCookie, type ServedWebApp } from "./web-app";

/**
 * Statements per page at most (issue 17 aims at 8 for each). Lower it when a page needs fewer;
 * never raise it without a new list on the page. History: 8 -> 9 when each page gained a list
 * (/profile the director's invitations, /vhold/{id} the company's votes); /vhold/{id} back to 8
 * when the company panel's owners and role counts became one statement; +1 on every page when
 * the header gained the person's roles (issue 20); then -2 on every page when the header's
 * companies, roles and unread count became one statement (server/modules/person-header.ts).
 * The instructions list (a vHub page) was 9: the hub layout's second call (the role's company)
 * was an API request of its own, finding the session, the company actor and the company again;
 * 6 since the layout asks getCurrentRoleCompany in the page's batch, 5 since the current role's
 * row comes from the header's statement (server/authz/current-role.ts). A role's dashboard: 6.
 * Then -1 on every page when the web server's bearer check began reading the header with the
 * session (readSessionWithHeader); the dashboard 4 since the header's roles carry their count of
 * subordinate roles. The dashboard 5 when it became the role's work at a glance (issue 40): the
 * person's invitations to answer are a list of its own; the roles it manages, its instructions and
 * files, the company's votes and balance are one statement each where the role has them (this
 * worker manages none and opens neither module, so they cost nothing here).
 */
const BUDGET = { profile: 5, vhold: 6, knowledgeBase: 1, instructions: 4, hub: 5 };

let app: TestApp;
let web: ServedWebApp;
let person: SignedUpUser;
let cookie: string;
let companyId: string;
/** A level-2 role in the person's first company, held by someone who owns no part of it. */
let worker: { cookie: string; roleId: string };

beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  const staff = await signUpStaff(app);
  const category = await createCategory(app, staff, { translations: names("Частки", "Shares") });
  await createPost(app, staff, {
    categoryId: category.id,
    isRecommended: true,
    translations: [{ languageCode: "uk", title: "Як передати частку" }],
  });
  person = await signUp(app);
  const partner = await signUp(app);
  companyId = await createCompany(app, person, "Перша");
  await createCompany(app, person, "Друга");
  await give(app, person, companyId, partner, 2_500);
  // An offer to the person: the profile lists it, and a notification about it is unread.
  const other = await createCompany(app, partner, "Третя");
  await offer(app, partner, other, person, 1_000);
  web = await serveWebApp(app, createLogger("silent"));
  cookie = await signedInCookie(app, person);
  const employee = await signUp(app);
  await holdRole(app, companyId, person, 1, "Директор");
  worker = {
    cookie: await signedInCookie(app, employee),
    roleId: (await holdRole(app, companyId, employee, 2, "Фінанси")).id,
  };
});
afterAll(async () => {
  await web?.close();
  await app?.close();
});

async function get(path: string, as = cookie) {
  const response = await fetch(`${web.url}${path}`, { headers: { cookie: as }, redirect: "manual" });
  const html = await response.text();
  expect(response.status, `${path} answers`).toBe(200);
  return html;
}

describe("a signed-in data page", () => {
  for (const [name, path, budget, who] of [
    ["the profile", () => "/profile", BUDGET.profile],
    ["a company's vHold", () => `/vhold/${companyId}`, BUDGET.vhold],
    ["the knowledge base", () => "/knowledge-base", BUDGET.knowledgeBase],
    ["a role's vHub dashboard", () => `/vhub/${worker.roleId}`, BUDGET.hub, () => worker.cookie],
  ] as const) {
    it(`${name} sends at most ${budget} SQL statements`, async () => {
      const as = who?.() ?? cookie;
      const html = await get(path(), as); // warm: the first request of a process prepares what later ones reuse
      if (path().startsWith("/vhub/")) expect(html).toContain("Фінанси");
      const { count, texts } = await countStatements(() => get(path(), as));
      if (process.env.SHOW_STATEMENTS) console.log(name, count, "\n" + texts.join("\n---\n"));
      expect(count, texts.join("\n")).toBeLessThanOrEqual(budget);
    });
  }
});

describe("the instructions list (issue 23)", () => {
  it(`sends at most ${BUDGET.instructions} SQL statements, as many for 25 instructions as for 3`, async () => {
    const world = await instructionsWorld(app, "Page Cost Works");
    const finance = await signedInCookie(app, world.people.Finance);
    const path = `/vhub/${world.ids.Finance}/instruction`;
    let written = 0;
    const write = async (count: number) => {
      for (let i = written; i < written + count; i++)
        await create(app, world, "Finance", {
          title: `Інструкція ${i}`,
          executors: i % 2 ? ["Clerk"] : ["Finance"],
          editors: i % 3 ? ["Accounting"] : [],
        });
      written += count;
    };
    await write(3);
    await get(path, finance);
    const few = await countStatements(() => get(path, finance));
    await write(22);
    const html = await get(path, finance);
    expect(html).toContain("Інструкція 24");
    const many = await countStatements(() => get(path, finance));
    if (process.env.SHOW_STATEMENTS)
      console.log("instructions", few.count, many.count, "\n" + many.texts.join("\n---\n"));
    expect(many.count, many.texts.join("\n")).toBe(few.count);
    expect(many.count, many.texts.join("\n")).toBeLessThanOrEqual(BUDGET.instructions);
  });
});
