/**
 * The vHold pages' loaders against the real API, as a browser's request reaches them: who is let
 * into a company's pages, and where everyone else is sent, never to an error page.
 */
import { readFeatures } from "#graphql/features";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RequestState } from "#graphql/load-context";
import { sessionStorage } from "~/lib/session.server";
import { loader as dashboardLoader } from "~/routes/_app.vhold.$id._dashboard";
import { loader as layoutLoader } from "~/routes/_app.vhold.$id/route";
import { API_KEY, createTestApp, type SignedUpUser, type TestApp } from "../harness";
import { buildWorld, holdRole, offer, type World } from "./world";

let app: TestApp;
let world: World;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  world = await buildWorld(app);
});
afterAll(() => app.close());

const context = (): AppLoadContext => ({
  api: { fetch: app.api.fetch, url: "http://api.test", apiKey: API_KEY },
  sessionSecret: "vhold-pages-secret-0123456789abcdef",
  secureCookies: false,
  cspNonce: "",
  clientAddress: "203.0.113.9",
  devTools: true,
  supportEmail: "support@example.com",
  features: readFeatures({}).features,
  state: new RequestState(),
});

async function requestAs(user: SignedUpUser, path: string, ctx: AppLoadContext) {
  const session = await sessionStorage(ctx).getSession();
  session.set("tokens", {
    accessToken: user.accessToken,
    refreshToken: user.refreshToken,
    expiresAt: Date.now() + 3_600_000,
    sessionState: user.sessionState,
  });
  const cookie = (await sessionStorage(ctx).commitSession(session)).split(";")[0];
  return new Request(`http://web.test${path}`, { headers: { cookie, "user-agent": "vitest" } });
}

/** What a loader answers: its data, or where it redirects. */
async function load(
  run: (args: { request: Request; context: AppLoadContext; params: { id: string } }) => Promise<unknown>,
  user: SignedUpUser,
) {
  const ctx = context();
  const id = world.shared.id;
  try {
    const answer = await run({ request: await requestAs(user, `/vhold/${id}`, ctx), context: ctx, params: { id } });
    return { data: (answer as { data?: unknown }).data ?? answer };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
      return { redirect: thrown.headers.get("location") };
    throw thrown;
  }
}

describe("a company's vHold pages", () => {
  it("an owner opens the company and its share operations", async () => {
    expect(await load(layoutLoader as never, world.shared.b)).toHaveProperty("data.company.id", world.shared.id);
    expect(await load(dashboardLoader as never, world.shared.b)).toHaveProperty("data.history");
  });

  it("a role holder who owns no part is sent to the profile, as a stranger is", async () => {
    expect(await load(layoutLoader as never, world.shared.employee)).toEqual({ redirect: "/profile" });
    expect(await load(layoutLoader as never, world.stranger)).toEqual({ redirect: "/profile" });
  });

  it("the director sees the company and its owners, without the share operations only owners read", async () => {
    expect(await load(layoutLoader as never, world.shared.director)).toHaveProperty("data.company.owners.length", 2);
    const dashboard = await load(dashboardLoader as never, world.shared.director);
    expect(dashboard).toHaveProperty("data.history", null);
  });

  it("a level-2 role holder is sent away too", async () => {
    const manager = world.stranger;
    await holdRole(app, world.shared.id, manager, 2, "Finance");
    expect(await load(layoutLoader as never, manager)).toEqual({ redirect: "/profile" });
  });
});

describe("the dashboard's transfers waiting for an answer", () => {
  it("lists the caller's offers out and in, each on its side, as the other owner sees them reversed", async () => {
    const { id, a, b } = world.shared;
    const out = await offer(app, a, id, b, 100);
    const back = await offer(app, b, id, a, 50);
    const dashboardOf = async (user: SignedUpUser) => {
      const answer = (await load(dashboardLoader as never, user)) as {
        data: { outgoing: Array<{ id: string }>; incoming: Array<{ id: string }> };
      };
      return { outgoing: answer.data.outgoing.map((t) => t.id), incoming: answer.data.incoming.map((t) => t.id) };
    };
    expect(await dashboardOf(a)).toEqual({ outgoing: [out.id], incoming: [back.id] });
    expect(await dashboardOf(b)).toEqual({ outgoing: [back.id], incoming: [out.id] });
  });
});
