/**
 * Lists that grow without end come a page at a time (issue 17: a page costs the same with 10
 * transfers or 2,000, 1 company or 300): listCompanyShareTransfers(before) walks a company's
 * share operations newest first, and the dashboard shows 10 with a link to the older ones and
 * back; the profile lists 10 companies and links to the list of them all. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ListCompanyShareTransfersDocument } from "#graphql/generated/operations";
import { createLogger } from "../../../server/logger";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { errorCode, ok } from "../support";
import { serveWebApp, signedInCookie, type ServedWebApp } from "../web-app";
import { createCompany, give } from "./world";

let app: TestApp;
let web: ServedWebApp;
let owner: SignedUpUser;
let partner: SignedUpUser;
let companyId: string;
let otherCompanyId: string;
/** The ids of the 12 accepted transfers, newest first. */
let newestFirst: string[];

beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  owner = await signUp(app);
  partner = await signUp(app);
  companyId = await createCompany(app, owner, "Довга Історія");
  for (let i = 0; i < 12; i++) {
    app.clock.advance(20 * 60_000); // the share-transfer codes a phone may get in an hour
    await give(app, owner, companyId, partner, 100);
  }
  otherCompanyId = await createCompany(app, partner, "Інша");
  await give(app, partner, otherCompanyId, owner, 100);
  const all = ok(
    await send(
      app,
      ListCompanyShareTransfersDocument,
      { companyId, status: "ACCEPTED", limit: 50 },
      { token: owner.accessToken },
    ),
  );
  newestFirst = all.listCompanyShareTransfers.map((t) => t.id);
  web = await serveWebApp(app, createLogger("silent"));
});
afterAll(async () => {
  await web?.close();
  await app?.close();
});

const page = (before: string | null, limit: number, who = owner, company = companyId) =>
  send(
    app,
    ListCompanyShareTransfersDocument,
    { companyId: company, status: "ACCEPTED", before, limit },
    { token: who.accessToken },
  );

describe("listCompanyShareTransfers(before)", () => {
  it("walks the history newest first, each transfer once", async () => {
    expect(newestFirst).toHaveLength(12);
    const first = ok(await page(null, 5)).listCompanyShareTransfers.map((t) => t.id);
    const second = ok(await page(first[4], 5)).listCompanyShareTransfers.map((t) => t.id);
    const third = ok(await page(second[4], 5)).listCompanyShareTransfers.map((t) => t.id);
    expect([...first, ...second, ...third]).toEqual(newestFirst);
    expect(ok(await page(third[1], 5)).listCompanyShareTransfers).toEqual([]);
  });

  it("another company's transfer or an unknown id is an empty page, and a stranger is refused", async () => {
    const [foreign] = ok(await page(null, 1, partner, otherCompanyId)).listCompanyShareTransfers;
    expect(ok(await page(foreign.id, 5)).listCompanyShareTransfers).toEqual([]);
    expect(ok(await page("7b0c7f3e-2f4a-4c1d-9a7e-1f2e3d4c5b6a", 5)).listCompanyShareTransfers).toEqual([]);
    const stranger = await signUp(app);
    expect(errorCode(await page(newestFirst[0], 5, stranger))).toBe("OWNER_NOT_FOUND");
  });
});

describe("the dashboard's share operations", () => {
  const get = async (path: string) => {
    const response = await fetch(`${web.url}${path}`, {
      headers: { cookie: await signedInCookie(app, owner) },
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    return response.text();
  };
  const listed = (html: string) =>
    (html.match(/data-testid="share-history"[\s\S]*?<\/ol>/)?.[0].match(/<li/g) ?? []).length;

  it("shows the newest 10, a link to the older ones, and from there the way back", async () => {
    const newest = await get(`/vhold/${companyId}`);
    expect(listed(newest)).toBe(10);
    expect(newest).toContain(`href="/vhold/${companyId}?before=${newestFirst[9]}#history-heading"`);
    const older = await get(`/vhold/${companyId}?before=${newestFirst[9]}`);
    expect(listed(older)).toBe(2);
    expect(older).not.toMatch(/\?before=[^"]*#history-heading/);
    expect(older).toContain(`href="/vhold/${companyId}#history-heading"`);
    // An edited address: the newest page, never an error.
    expect(listed(await get(`/vhold/${companyId}?before=not-an-id`))).toBe(10);
  });
});

describe("the profile's companies", () => {
  it("lists the first 10 by name and leads to the list of them all", async () => {
    const many = await signUp(app);
    for (let i = 1; i <= 12; i++) await createCompany(app, many, `Компанія ${String(i).padStart(2, "0")}`);
    const cookie = await signedInCookie(app, many);
    const get = async (path: string) =>
      (await fetch(`${web.url}${path}`, { headers: { cookie }, redirect: "manual" })).text();
    const profile = await get("/profile");
    const listed = profile.match(/data-testid="my-companies"[\s\S]*?<\/ul>/)?.[0] ?? "";
    expect(listed.match(/Компанія \d\d/g)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Компанія ${String(i + 1).padStart(2, "0")}`),
    );
    // The profile's own section (the header's switcher links to the same list on every page).
    const section = (html: string) =>
      html.match(/<section aria-labelledby="companies-heading"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(section(profile)).toContain('href="/vhold?search="');
    const all = await get("/vhold?search=");
    expect(all).toContain("Компанія 12");
    // With 10 or fewer there is nothing more to see.
    const few = await fetch(`${web.url}/profile`, { headers: { cookie: await signedInCookie(app, owner) } });
    const fewSection = section(await few.text());
    expect(fewSection).toContain('data-testid="my-companies"');
    expect(fewSection).not.toContain('href="/vhold?search="');
  });
});
