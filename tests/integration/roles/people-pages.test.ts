/**
 * The control center's team and owners a page at a time (issue 21; decision 0026): keyset pages
 * by surname and name (the team), by share and by leaving (the owners), each person once across
 * the pages, the search kept, a cursor that is no id read as the first page; the counts from the
 * company (numberOfEmployees, numberOfOwners). The pages' cost not growing with the company is
 * the bench's (npm run bench, section cc).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CompanyEmployeeCountDocument,
  CompanyOwnerCountDocument,
  ListCompanyOwnerCardsDocument,
  ListCompanyUsersDocument,
} from "#graphql/generated/operations";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { createCompany, holdRole } from "../companies/world";

let app: TestApp;
let director: SignedUpUser;
let companyId: string;

/** People written straight into the database: `n` of them named Surname{i}, each with a role of the company (held, or held and left). */
async function people(prefix: string, n: number, options: { former?: boolean; owners?: boolean } = {}) {
  const db = app.database.db;
  const at = app.clock.now().toISOString();
  const rows = (await db.execute(sql`
    insert into users (phone, name, surname, username, password_hash, created_at, updated_at)
    select '+38098' || lpad((${Math.floor(Math.random() * 9000) * 1000} + i)::text, 7, '0'), 'Name' || lpad(i::text, 3, '0'), ${prefix} || lpad(i::text, 3, '0'),
           lower(${prefix}) || '_' || i || '_' || ${Math.floor(Math.random() * 1e6)}, 'x', ${at}, ${at}
    from generate_series(1, ${n}) as i
    returning id`)) as unknown as { rows: Array<{ id: string }> };
  const ids = (rows.rows ?? (rows as unknown as Array<{ id: string }>)).map((row) => row.id);
  if (options.owners) return ids;
  for (const id of ids) {
    // The database keeps the holdings (the roles_holdings trigger): taking the role opens a stay, leaving closes it.
    const role = await holdRole(app, companyId, { id } as SignedUpUser, 2, `Desk ${id.slice(0, 4)}`);
    if (options.former)
      await db.execute(sql`update roles set user_id = null, updated_at = ${at} where id = ${role.id}`);
  }
  return ids;
}

beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  director = await signUp(app);
  companyId = await createCompany(app, director, "Big Team");
  await holdRole(app, companyId, director, 1, "CEO");
  await people("Koval", 44);
  await people("Melnyk", 23, { former: true });
});
afterAll(() => app.close());

const list = (variables: { search?: string; former?: boolean; after?: string | null; limit?: number }) =>
  send(app, ListCompanyUsersDocument, { companyId, limit: 20, ...variables }, { token: director.accessToken })
    .then(ok)
    .then((d) => d.listCompanyUsers);

/** Every page of a list, following each page's last id. */
async function allPages<T extends { id: string }>(read: (after: string | null) => Promise<T[]>, size: number) {
  const pages: T[][] = [];
  let after: string | null = null;
  for (;;) {
    const page = await read(after);
    pages.push(page);
    if (page.length < size) return pages;
    after = page[page.length - 1]!.id;
  }
}

describe("the team a page at a time", () => {
  it("goes through every current employee once, by surname, 20 a page; the count is the company's", async () => {
    const pages = await allPages((after) => list({ after }), 20);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    const everyone = pages.flat();
    expect(new Set(everyone.map((p) => p.id)).size).toBe(45);
    const surnames = everyone.map((p) => p.surname);
    expect(surnames).toEqual([...surnames].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(
      ok(await send(app, CompanyEmployeeCountDocument, { id: companyId }, { token: director.accessToken })).getCompany
        .numberOfEmployees,
    ).toBe(45);
  });

  it("pages the former employees apart, and a search page by page", async () => {
    const former = await allPages((after) => list({ former: true, after }), 20);
    expect(former.map((p) => p.length)).toEqual([20, 3]);
    expect(former.flat().every((p) => p.former)).toBe(true);
    const found = await allPages((after) => list({ search: "koval01", after, limit: 4 }), 4);
    expect(found.flat().map((p) => p.surname)).toEqual([
      "Koval010",
      "Koval011",
      "Koval012",
      "Koval013",
      "Koval014",
      "Koval015",
      "Koval016",
      "Koval017",
      "Koval018",
      "Koval019",
    ]);
  });

  it("reads a cursor that is no id as the first page, and clamps the page size", async () => {
    expect((await list({ after: "not-an-id" })).map((p) => p.id)).toEqual((await list({})).map((p) => p.id));
    expect(await list({ limit: 1000 })).toHaveLength(45);
    expect(await list({ limit: 0 })).toHaveLength(1);
  });
});

describe("the owners a page at a time", () => {
  let owned: string;
  let owner: SignedUpUser;
  beforeAll(async () => {
    owner = await signUp(app);
    owned = await createCompany(app, owner, "Many Owners");
    // 30 more owners of 100 basis points each, and 12 who left: written whole in one transaction
    // (the shares' sum is checked at commit).
    const db = app.database.db;
    const others = await people("Owner", 42, { owners: true });
    const at = app.clock.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`update owners set share_bp = 7000 where company_id = ${owned}`);
      for (const [i, id] of others.entries()) {
        const left = i >= 30 ? new Date(at.getTime() - i * 60_000).toISOString() : null;
        await tx.execute(sql`insert into owners (company_id, user_id, share_bp, joined_at, left_at)
          values (${owned}, ${id}, ${left ? 0 : 100}, ${new Date(at.getTime() - 100 * 60_000 + i * 1000).toISOString()}, ${left})`);
      }
    });
  });

  const owners = (variables: { former?: boolean; after?: string | null; search?: string }) =>
    send(
      app,
      ListCompanyOwnerCardsDocument,
      { companyId: owned, limit: 20, ...variables },
      { token: owner.accessToken },
    )
      .then(ok)
      .then((d) => d.listCompanyOwners);

  it("the current ones largest share first, then who joined first, each once; the count from the company", async () => {
    const pages = await allPages((after) => owners({ after }), 20);
    expect(pages.map((p) => p.length)).toEqual([20, 11]);
    const all = pages.flat();
    expect(all[0]!.userId).toBe(owner.id);
    expect(new Set(all.map((o) => o.id)).size).toBe(31);
    expect(all.slice(1).map((o) => o.joinedAt)).toEqual(
      all
        .slice(1)
        .map((o) => o.joinedAt)
        .sort(),
    );
    expect(
      ok(await send(app, CompanyOwnerCountDocument, { id: owned }, { token: owner.accessToken })).getCompany
        .numberOfOwners,
    ).toBe(31);
  });

  it("the former ones last to leave first, each once, a search among them", async () => {
    const pages = await allPages((after) => owners({ former: true, after }), 20);
    const all = pages.flat();
    expect(all).toHaveLength(12);
    expect(all.map((o) => o.leftAt)).toEqual(
      all
        .map((o) => o.leftAt)
        .sort()
        .reverse(),
    );
    expect((await owners({ former: true, search: "owner031" })).length).toBe(1);
  });
});
