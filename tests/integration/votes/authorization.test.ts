/**
 * Who may do what with a company's votes: every vote operation against every kind of person:
 * signed out, a stranger, a former owner, a co-owner (40 %, who opens the sessions it meets), a
 * sole owner (whose proposals pass at once), the director and an employee. Written out, not
 * derived from the policy table. A refused call changes nothing (the audit trail stays as it was).
 */
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CancelVoteInCeoVoteSessionDocument,
  CastVoteInCeoVoteSessionDocument,
  CreateCeoInvitationDocument,
  GetInvitationDocument,
  ListCompanyCeoVoteSessionsDocument,
  ListUserInvitationsDocument,
  SetInvitationStatusDocument,
  CancelCompanyDeleteVoteSessionDocument,
  CancelCompanyStopVoteSessionDocument,
  CancelVoteInCompanyDeleteVoteSessionDocument,
  CancelVoteInCompanyNameVoteSessionDocument,
  CancelVoteInCompanyStartVoteSessionDocument,
  CancelVoteInCompanyStopVoteSessionDocument,
  CastVoteInCompanyDeleteVoteSessionDocument,
  CastVoteInCompanyNameVoteSessionDocument,
  CastVoteInCompanyStartVoteSessionDocument,
  CastVoteInCompanyStopVoteSessionDocument,
  CreateCompanyDeleteVoteSessionDocument,
  CreateCompanyNameVoteSessionDocument,
  CreateCompanyStartVoteSessionDocument,
  CreateCompanyStopVoteSessionDocument,
  ListCompanyDeleteVoteSessionsDocument,
  ListCompanyNameVoteSessionsDocument,
  ListCompanyStartVoteSessionsDocument,
  ListCompanyStopReasonsDocument,
  ListCompanyStopVoteSessionsDocument,
} from "#graphql/generated/operations";
import { auditEvents, companies, voteSessions } from "../../../server/db/schema";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { buildWorld, createCompany, type World } from "../companies/world";
import { A_REASON, invite, newestCeoSession, opened, type AnyKind, type Kind } from "./support";

let app: TestApp;
let world: World;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  world = await buildWorld(app);
});
afterAll(() => app.close());

const PERSONAS = ["signed out", "stranger", "former owner", "co-owner", "sole owner", "director", "employee"] as const;
type Persona = (typeof PERSONAS)[number];
type Outcome = "ok" | "UNAUTHENTICATED" | "OWNER_NOT_FOUND" | "FORBIDDEN" | "VOTE_SESSION_ENDED";

function who(persona: Persona): { user: SignedUpUser | null; companyId: string } {
  const shared = world.shared.id;
  switch (persona) {
    case "signed out":
      return { user: null, companyId: shared };
    case "stranger":
      return { user: world.stranger, companyId: shared };
    case "former owner":
      return { user: world.shared.former, companyId: shared };
    case "co-owner":
      return { user: world.shared.b, companyId: shared };
    case "sole owner":
      return { user: world.solo.owner, companyId: world.solo.id };
    case "director":
      return { user: world.shared.director, companyId: shared };
    case "employee":
      return { user: world.shared.employee, companyId: shared };
  }
}

/** Companies the sole owner owns alone: the world's, and those made to be deleted. */
const soleOwned = new Set<string>();
const alone = (companyId: string) => companyId === world.solo.id || soleOwned.has(companyId);
/** The owner whose own vote decides (A's 60 %, or the sole owner): puts the company in the state a row needs. */
const decider = (companyId: string) => (alone(companyId) ? world.solo.owner : world.shared.a);
/** Who opens the sessions a row meets: B's 40 % leaves them open; the sole owner's pass at once. */
const opener = (companyId: string) => (alone(companyId) ? world.solo.owner : world.shared.b);

/** The persona's company; a sole owner's deletion passes at once, so each gets a company of its own to delete. */
async function companyFor(persona: Persona, kind: AnyKind): Promise<string> {
  if (kind !== "DELETE" || persona !== "sole owner") return who(persona).companyId;
  const id = await createCompany(app, world.solo.owner, "Solo Doomed");
  soleOwned.add(id);
  return id;
}

/** Ends the active session of a kind, as if its time had run out long ago (test set-up only). */
async function clearActive(companyId: string, kind: AnyKind) {
  const now = app.clock.now();
  await app.database.db
    .update(voteSessions)
    .set({ status: "EXPIRED", endedAt: now, updatedAt: now })
    .where(and(eq(voteSessions.companyId, companyId), eq(voteSessions.kind, kind), eq(voteSessions.status, "ACTIVE")));
}

/** Suspends or restores the company by its decider's vote, when it is not so already. */
async function ensure(companyId: string, state: "running" | "suspended") {
  const [row] = await app.database.db.select().from(companies).where(eq(companies.id, companyId));
  const suspended = row.stoppedAt !== null;
  if (state === "suspended" && !suspended) {
    await clearActive(companyId, "STOP");
    await opened(app, decider(companyId), "STOP", companyId);
  }
  if (state === "running" && suspended) {
    await clearActive(companyId, "START");
    await opened(app, decider(companyId), "START", companyId);
  }
}

const stateFor = (kind: AnyKind) => (kind === "START" || kind === "DELETE" ? "suspended" : "running");
let names = 0;
const nextName = () => `Matrix Name ${(names += 1)}`;

/** A session of `kind` its opener just opened in the persona's company (open for B, passed for a sole owner). */
let candidate: SignedUpUser | undefined;
/** A fresh invitation to direct the persona's company, from its opener (and the director vote it opens). */
async function freshInvitation(persona: Persona): Promise<string> {
  const { companyId } = who(persona);
  await ensure(companyId, "running");
  await clearActive(companyId, "CEO");
  candidate ??= await signUp(app);
  app.clock.advance(1_000);
  const answer = await invite(app, opener(companyId), companyId, candidate);
  return answer.invitation!.id;
}

async function freshSession(persona: Persona, kind: AnyKind): Promise<string> {
  if (kind === "CEO") {
    await freshInvitation(persona);
    return (await newestCeoSession(app, decider(who(persona).companyId), who(persona).companyId)).id;
  }
  const companyId = await companyFor(persona, kind);
  await ensure(companyId, stateFor(kind));
  await clearActive(companyId, kind);
  return (await opened(app, opener(companyId), kind, companyId, { name: nextName() })).id;
}

interface Row {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  document: TypedDocumentNode<any, any>;
  variables: (persona: Persona) => Promise<Record<string, unknown>>;
  expect: Record<Persona, Outcome>;
}

const members = (over: Partial<Record<Persona, Outcome>> = {}): Record<Persona, Outcome> => ({
  "signed out": "UNAUTHENTICATED",
  stranger: "OWNER_NOT_FOUND",
  "former owner": "OWNER_NOT_FOUND",
  "co-owner": "ok",
  "sole owner": "ok",
  director: "FORBIDDEN",
  employee: "FORBIDDEN",
  ...over,
});

const list = (document: Row["document"]): Row => ({
  document,
  variables: async (p) => ({ companyId: who(p).companyId }),
  expect: members({ director: "ok" }),
});
const inSession = (document: Row["document"], kind: AnyKind, extra: Record<string, unknown> = {}): Row => ({
  document,
  variables: async (p) => ({ sessionId: await freshSession(p, kind), ...extra }),
  // The sole owner's own session passed as it opened (and a passed deletion took the company with it).
  expect: members({ "sole owner": kind === "DELETE" ? "OWNER_NOT_FOUND" : "VOTE_SESSION_ENDED" }),
});
const create = (document: Row["document"], kind: Kind, input: () => Record<string, unknown>): Row => ({
  document,
  variables: async (p) => {
    const companyId = await companyFor(p, kind);
    await ensure(companyId, stateFor(kind));
    await clearActive(companyId, kind);
    return { input: { companyId, ...input() } };
  },
  expect: members(),
});

export const voteMatrix: Record<string, Row> = {
  listCompanyCeoVoteSessions: list(ListCompanyCeoVoteSessionsDocument),
  createCeoInvitation: {
    document: CreateCeoInvitationDocument,
    variables: async (p) => {
      const { companyId } = who(p);
      await ensure(companyId, "running");
      await clearActive(companyId, "CEO");
      candidate ??= await signUp(app);
      app.clock.advance(1_000);
      return { input: { companyId, candidate: candidate.username } };
    },
    expect: members(),
  },
  castVoteInCeoVoteSession: inSession(CastVoteInCeoVoteSessionDocument, "CEO", { vote: "AGAINST" }),
  cancelVoteInCeoVoteSession: inSession(CancelVoteInCeoVoteSessionDocument, "CEO"),
  listUserInvitations: {
    document: ListUserInvitationsDocument,
    variables: async () => ({}),
    expect: { ...members({ stranger: "ok", "former owner": "ok", director: "ok", employee: "ok" }) },
  },
  // Its company's owners read and withdraw an invitation (its candidate: director.test.ts).
  getInvitation: {
    document: GetInvitationDocument,
    variables: async (p) => ({ id: await freshInvitation(p) }),
    expect: members(),
  },
  setInvitationStatus: {
    document: SetInvitationStatusDocument,
    variables: async (p) => ({ id: await freshInvitation(p), status: "CANCELED" }),
    expect: members(),
  },
  listCompanyNameVoteSessions: list(ListCompanyNameVoteSessionsDocument),
  listCompanyStopVoteSessions: list(ListCompanyStopVoteSessionsDocument),
  listCompanyStartVoteSessions: list(ListCompanyStartVoteSessionsDocument),
  listCompanyDeleteVoteSessions: list(ListCompanyDeleteVoteSessionsDocument),
  listCompanyStopReasons: {
    document: ListCompanyStopReasonsDocument,
    variables: async () => ({}),
    expect: { ...members({ stranger: "ok", "former owner": "ok", director: "ok", employee: "ok" }) },
  },
  createCompanyNameVoteSession: create(CreateCompanyNameVoteSessionDocument, "NAME", () => ({ name: nextName() })),
  castVoteInCompanyNameVoteSession: inSession(CastVoteInCompanyNameVoteSessionDocument, "NAME", { vote: "AGAINST" }),
  cancelVoteInCompanyNameVoteSession: inSession(CancelVoteInCompanyNameVoteSessionDocument, "NAME"),
  createCompanyStopVoteSession: create(CreateCompanyStopVoteSessionDocument, "STOP", () => ({
    reasonId: A_REASON,
    confirm: "STOP",
  })),
  castVoteInCompanyStopVoteSession: inSession(CastVoteInCompanyStopVoteSessionDocument, "STOP", { vote: "AGAINST" }),
  cancelVoteInCompanyStopVoteSession: inSession(CancelVoteInCompanyStopVoteSessionDocument, "STOP"),
  // Its initiator's only: B opened it; the sole owner's had passed.
  cancelCompanyStopVoteSession: inSession(CancelCompanyStopVoteSessionDocument, "STOP"),
  createCompanyStartVoteSession: create(CreateCompanyStartVoteSessionDocument, "START", () => ({})),
  castVoteInCompanyStartVoteSession: inSession(CastVoteInCompanyStartVoteSessionDocument, "START", { vote: "AGAINST" }),
  cancelVoteInCompanyStartVoteSession: inSession(CancelVoteInCompanyStartVoteSessionDocument, "START"),
  createCompanyDeleteVoteSession: create(CreateCompanyDeleteVoteSessionDocument, "DELETE", () => ({ confirm: "YES" })),
  castVoteInCompanyDeleteVoteSession: inSession(CastVoteInCompanyDeleteVoteSessionDocument, "DELETE", {
    vote: "AGAINST",
  }),
  cancelVoteInCompanyDeleteVoteSession: inSession(CancelVoteInCompanyDeleteVoteSessionDocument, "DELETE"),
  cancelCompanyDeleteVoteSession: inSession(CancelCompanyDeleteVoteSessionDocument, "DELETE"),
};

const auditRows = async () => (await app.database.db.select({ n: count() }).from(auditEvents))[0].n;

describe.each(Object.entries(voteMatrix))("%s", (_name, row) => {
  it.each(PERSONAS.map((p) => [p, row.expect[p]] as const))("%s: %s", async (persona, outcome) => {
    const variables = await row.variables(persona);
    const { user } = who(persona);
    const before = await auditRows();
    const answer = await send(app, row.document, variables, user ? { token: user.accessToken } : {});
    if (outcome === "ok") {
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      expect(answer.data).toBeTruthy();
    } else {
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer)).toBe(outcome);
      expect(answer.data ?? null).toBeNull();
      expect(await auditRows(), "a refused call changed nothing").toBe(before);
    }
  });
});

describe("the initiator and the electorate", () => {
  it("a co-owner who did not open a suspension vote may vote in it but not cancel it", async () => {
    await ensure(world.shared.id, "running");
    await clearActive(world.shared.id, "STOP");
    const stop = await opened(app, world.shared.b, "STOP", world.shared.id);
    const token = { token: world.shared.a.accessToken };
    expect(
      (await send(app, CancelCompanyStopVoteSessionDocument, { sessionId: stop.id }, token)).errors?.[0]?.extensions
        ?.code,
    ).toBe("FORBIDDEN");
    expect(
      (await send(app, CastVoteInCompanyStopVoteSessionDocument, { sessionId: stop.id, vote: "AGAINST" }, token)).data
        ?.castVoteInCompanyStopVoteSession.status,
    ).toBe("REJECTED");
  });

  it("a session id of another kind, or no id at all, names nothing", async () => {
    await ensure(world.shared.id, "running");
    await clearActive(world.shared.id, "STOP");
    const stop = await opened(app, world.shared.b, "STOP", world.shared.id);
    const token = { token: world.shared.b.accessToken };
    for (const sessionId of [stop.id.replace(/.$/, stop.id.endsWith("0") ? "1" : "0"), "not-an-id"]) {
      expect(
        (await send(app, CastVoteInCompanyNameVoteSessionDocument, { sessionId, vote: "FOR" }, token)).errors?.[0]
          ?.extensions?.code,
      ).toBe("OWNER_NOT_FOUND");
    }
    expect(
      (await send(app, CastVoteInCompanyNameVoteSessionDocument, { sessionId: stop.id, vote: "FOR" }, token))
        .errors?.[0]?.extensions?.code,
    ).toBe("OWNER_NOT_FOUND");
  });
});
