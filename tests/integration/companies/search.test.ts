/**
 * The header's company switcher asks listUserCompanies with a search and a small page: the answer
 * holds only the caller's own companies whose name contains the search (any case), by name,
 * bounded on the server; a stranger's company never appears, whatever the search.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ListUserCompaniesDocument } from "#graphql/generated/operations";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { errorCode, ok } from "../support";
import { createCompany, give } from "./world";

let app: TestApp;
let olena: SignedUpUser;
let stranger: SignedUpUser;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  olena = await signUp(app);
  stranger = await signUp(app);
  for (const name of ["Київ Інвест", "Kyiv Trade", "Odesa Port", "Trade & Co.", "A.B Group"])
    await createCompany(app, olena, name);
  // The stranger's companies share words with Olena's: they must never leak into her answers.
  for (const name of ["Kyiv Secret", "Secret Trade", "Київ Таємниця"]) await createCompany(app, stranger, name);
});
afterAll(() => app.close());

const names = async (user: SignedUpUser, variables: { search?: string | null; limit?: number | null }) =>
  ok(await send(app, ListUserCompaniesDocument, variables, { token: user.accessToken })).listUserCompanies.map(
    (c) => c.name,
  );

describe("listUserCompanies with a search", () => {
  it("without a search lists all the caller's companies by name", async () => {
    expect(await names(olena, {})).toEqual(["A.B Group", "Kyiv Trade", "Odesa Port", "Trade & Co.", "Київ Інвест"]);
    expect(await names(olena, { search: "   " })).toHaveLength(5);
  });

  it("keeps the names containing the search, in any case, and only the caller's", async () => {
    expect(await names(olena, { search: "trade" })).toEqual(["Kyiv Trade", "Trade & Co."]);
    expect(await names(olena, { search: "  KYIV " })).toEqual(["Kyiv Trade"]);
    expect(await names(olena, { search: "Київ" })).toEqual(["Київ Інвест"]);
    expect(await names(olena, { search: "київ ін" })).toEqual(["Київ Інвест"]);
    expect(await names(olena, { search: "secret" })).toEqual([]);
    expect(await names(stranger, { search: "trade" })).toEqual(["Secret Trade"]);
  });

  it("takes % and _ literally (names never hold them: no match rather than every company)", async () => {
    expect(await names(olena, { search: "%" })).toEqual([]);
    expect(await names(olena, { search: "_" })).toEqual([]);
    expect(await names(olena, { search: "." })).toEqual(["A.B Group", "Trade & Co."]);
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await names(olena, { search: "zzz" })).toEqual([]);
  });

  it("bounds the page on the server: 1 at least, 100 at most", async () => {
    expect(await names(olena, { limit: 2 })).toEqual(["A.B Group", "Kyiv Trade"]);
    expect(await names(olena, { limit: 0 })).toHaveLength(1);
    expect(await names(olena, { limit: -5 })).toHaveLength(1);
    expect(await names(olena, { limit: 1_000_000 })).toHaveLength(5);
    expect(await names(olena, { search: "trade", limit: 1 })).toEqual(["Kyiv Trade"]);
  });

  it("finds a company the caller became a co-owner of, and not one they gave away entirely", async () => {
    const giver = await signUp(app);
    const taker = await signUp(app);
    const shared = await createCompany(app, giver, "Shared Trade");
    await give(app, giver, shared, taker, 4_000);
    expect(await names(taker, { search: "trade" })).toEqual(["Shared Trade"]);
    const gone = await createCompany(app, giver, "Given Away Trade");
    await give(app, giver, gone, taker, 10_000);
    expect(await names(giver, { search: "trade" })).toEqual(["Shared Trade"]);
    expect(await names(taker, { search: "trade" })).toEqual(["Given Away Trade", "Shared Trade"]);
  });

  it("is refused signed out", async () => {
    expect(errorCode(await send(app, ListUserCompaniesDocument, { search: "trade" }))).toBe("UNAUTHENTICATED");
  });
});
