/**
 * The web app's in-process call to the API (api.graphql, docs/decisions/0021) answers exactly as
 * the fetch seam the edge build uses: the same pages, byte for byte (the CSP nonce aside, which
 * is new on every request), and the same GraphQL answers, errors included.
 */
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GetAuthUserDocument,
  GetCompanyDocument,
  ListUserCompaniesDocument,
  ListUserNotificationsDocument,
} from "#graphql/generated/operations";
import { createLogger } from "../../server/logger";
import { API_KEY, createTestApp, signUp, type SignedUpUser, type TestApp } from "./harness";
import { createCompany, give, offer } from "./companies/world";
import { createCategory, createPost, names, signUpStaff } from "./knowledge-support";
import { serveWebApp, signedInCookie, type ServedWebApp } from "./web-app";

let app: TestApp;
let inProcess: ServedWebApp;
let overFetch: ServedWebApp;
let person: SignedUpUser;
let cookie: string;
let companyId: string;

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
  await give(app, person, companyId, partner, 2_500);
  await offer(app, partner, await createCompany(app, partner, "Третя"), person, 1_000);
  inProcess = await serveWebApp(app, createLogger("silent"));
  overFetch = await serveWebApp(app, createLogger("silent"), { inProcessGraphQL: false });
  cookie = await signedInCookie(app, person);
});
afterAll(async () => {
  await inProcess?.close();
  await overFetch?.close();
  await app?.close();
});

async function page(web: ServedWebApp, path: string) {
  const response = await fetch(`${web.url}${path}`, { headers: { cookie }, redirect: "manual" });
  // The CSP nonce differs per response, and so does the moment a page was rendered at (the
  // dashboard's `now`, from which a vote's time left is counted).
  const html = (await response.text())
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/(\\+"now\\+",)\d+/g, (_match, head: string) => `${head}0`);
  return { status: response.status, location: response.headers.get("location"), html };
}

describe("the in-process GraphQL call", () => {
  it("renders the same pages as the fetch seam", async () => {
    const paths = [
      "/profile",
      "/profile?tab=today",
      "/profile?after=not-a-cursor",
      `/vhold/${companyId}`,
      `/vhold/${companyId}/settings`,
      "/vhold/00000000-0000-4000-8000-000000000000",
      "/knowledge-base",
      "/knowledge-base?q=%D1%87%D0%B0%D1%81%D1%82%D0%BA%D0%B0",
      "/settings/personal-info",
    ];
    for (const path of paths) {
      const viaFetch = await page(overFetch, path);
      const direct = await page(inProcess, path);
      expect(direct, path).toEqual(viaFetch);
    }
    // The pages are the person's: the comparison is of real content.
    const profile = (await page(inProcess, "/profile")).html;
    expect(profile).toContain("Перша");
    expect(profile, "the offer names its company").toContain("Третя");
  });

  it("answers the API's operations as /graphql does, errors included", async () => {
    const headers = { "x-api-key": API_KEY, authorization: `Bearer ${person.accessToken}` };
    const operations = [
      { query: print(GetAuthUserDocument), variables: {} },
      { query: print(ListUserCompaniesDocument), variables: { limit: 5 } },
      { query: print(ListUserNotificationsDocument), variables: { period: "ALL", limit: 2 } },
      { query: print(GetCompanyDocument), variables: { id: "00000000-0000-4000-8000-000000000000" } },
      { query: print(GetCompanyDocument), variables: { id: "not an id" } },
      { query: "{ getAuthUser { id noSuchField } }", variables: {} },
      { query: "query($l: Int) { listUserCompanies(limit: $l) { id } }", variables: { l: "many" } },
    ];
    const both = async (headers: Record<string, string>) => {
      const response = await app.api.fetch("http://api.internal/graphql", {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(operations),
      });
      return { viaFetch: await response.json(), direct: await app.api.graphql(operations, headers) };
    };
    const signedIn = await both(headers);
    expect(signedIn.direct).toEqual(signedIn.viaFetch);
    expect(JSON.stringify(signedIn.direct)).toBe(JSON.stringify(signedIn.viaFetch));
    expect(signedIn.direct.filter((answer) => answer.errors).length).toBeGreaterThanOrEqual(3);
    // A stale token: UNAUTHENTICATED either way, which is what makes the web app refresh once.
    const stale = await both({ ...headers, authorization: "Bearer not-a-token" });
    expect(JSON.stringify(stale.direct)).toBe(JSON.stringify(stale.viaFetch));
    expect(stale.direct[0].errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
