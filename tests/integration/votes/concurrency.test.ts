/**
 * Many hands on one company's votes at once: openings, votes, changes, resets and cancels fired
 * together must leave never two ACTIVE sessions of a kind, every vote counted once (the stored
 * votes are what the audit trail's last word of each voter says), and at most one ending per
 * session, carried out once. On PGlite and on PostgreSQL (TEST_DATABASE=postgres).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, companies, voteSessions, votes } from "../../../server/db/schema";
import { decided, tally } from "../../../server/modules/votes/rules";
import { createTestApp, type TestApp } from "../harness";
import { cancelSession, companyOwnedBy, open, type Kind, vote } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
});
afterAll(() => app.close());

/** A small seeded generator: the same storm on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const codeOf = (answer: { errors?: Array<{ extensions?: { code?: string } }> }) =>
  answer.errors?.[0]?.extensions?.code ?? "ok";

async function activeCount(companyId: string, kind: Kind) {
  const rows = await app.database.db
    .select({ id: voteSessions.id })
    .from(voteSessions)
    .where(and(eq(voteSessions.companyId, companyId), eq(voteSessions.kind, kind), eq(voteSessions.status, "ACTIVE")));
  return rows.length;
}

/** Each voter's last word in the audit trail (cast or reset) matches the stored vote; nothing was voted after the end. */
async function checkCountedOnce(companyId: string, sessionId: string) {
  const trail = await app.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.entityId, sessionId)))
    .orderBy(asc(auditEvents.seq));
  const opened = trail.filter((row) => row.action === "voteSession.opened");
  const endings = trail.filter((row) => /^voteSession\.(passed|rejected|expired|canceled)$/.test(row.action));
  expect(opened).toHaveLength(1);
  expect(endings.length).toBeLessThanOrEqual(1);
  if (endings.length) expect(trail.at(-1)!.action, "nothing after the end").toBe(endings[0].action);
  const last = new Map<string, string | null>();
  const [session] = await app.database.db.select().from(voteSessions).where(eq(voteSessions.id, sessionId));
  // The opener's vote was cast as the session opened.
  last.set(session.createdBy, "FOR");
  for (const row of trail)
    if (row.action === "vote.cast" || row.action === "vote.reset")
      last.set(row.actorUserId!, (row.after as { vote: string | null }).vote);
  const stored = await app.database.db.select().from(votes).where(eq(votes.sessionId, sessionId));
  for (const ballot of stored)
    expect(ballot.vote, `the vote of ${ballot.userId}`).toBe(last.get(ballot.userId) ?? null);
  expect(stored.reduce((sum, ballot) => sum + ballot.shareBp, 0)).toBe(10_000);
  // Its status is what its votes say: ended exactly when they decided it (or canceled by its initiator).
  const outcome = decided(tally(session.kind, stored));
  if (session.status === "ACTIVE") expect(outcome).toBeNull();
  else if (session.status !== "CANCELED") expect(session.status).toBe(outcome);
  return { session, endings: endings.length };
}

describe("one company, its votes all at once", () => {
  it("openings, votes, changes, resets and cancels at once: one active session per kind, every vote counted once, one outcome", async () => {
    // Ten owners of 10 % each.
    const { id, owners } = await companyOwnedBy(
      app,
      Array.from({ length: 10 }, () => 1_000),
      "Busy Votes",
    );
    const next = random(19);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];

    // Round 1: 40 openings of a name and a suspension vote at once, by every owner.
    const openings = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        open(app, owners[i % owners.length], i % 2 ? "NAME" : "STOP", id, { name: `Busy Votes ${i}` }),
      ),
    );
    const codes = openings.map(codeOf);
    expect(codes.filter((code) => code === "ok")).toHaveLength(2);
    expect(
      codes.every((code) => code === "ok" || code === "VOTE_SESSION_ACTIVE"),
      codes.join(),
    ).toBe(true);
    expect(await activeCount(id, "NAME")).toBe(1);
    expect(await activeCount(id, "STOP")).toBe(1);
    const sessions = openings.filter((answer) => codeOf(answer) === "ok").map((answer) => answer.session!);
    const byKind = Object.fromEntries(sessions.map((session) => [session.kind, session])) as Record<
      "NAME" | "STOP",
      (typeof sessions)[number]
    >;
    const openers = new Set(sessions.map((session) => session.createdBy));
    const initiatorOfStop = owners.find((owner) => owner.id === byKind.STOP.createdBy)!;

    // Round 2: 120 calls at once that cannot decide either vote (four owners besides the openers
    // hold 40 %: with the opener's 10 % never a majority, nor enough against): votes, changes and
    // resets, and more openings of both kinds. Every vote goes through and is counted once.
    const undecided = owners.filter((owner) => !openers.has(owner.id)).slice(0, 4);
    const storm: Array<Promise<string>> = [];
    for (let i = 0; i < 120; i += 1) {
      const kind = pick(["NAME", "STOP"] as const);
      if (next() < 0.85)
        storm.push(
          vote(app, pick(undecided), kind, byKind[kind].id, pick(["FOR", "AGAINST", null] as const)).then(codeOf),
        );
      else storm.push(open(app, pick(owners), kind, id, { name: `Busy Votes Again ${i}` }).then(codeOf));
    }
    const stormed = await Promise.all(storm);
    expect(
      stormed.every((code) => code === "ok" || code === "VOTE_SESSION_ACTIVE"),
      stormed.join(),
    ).toBe(true);
    for (const session of sessions) {
      const { session: row } = await checkCountedOnce(id, session.id);
      expect(row.status).toBe("ACTIVE");
    }

    // Round 3: everyone votes for both at once, while the suspension's initiator cancels it and
    // more openings come: each session ends once, as its votes (or its cancel) say.
    const finale: Array<Promise<string>> = [];
    for (const owner of owners)
      for (const kind of ["NAME", "STOP"] as const)
        finale.push(vote(app, owner, kind, byKind[kind].id, "FOR").then(codeOf));
    for (let i = 0; i < 10; i += 1)
      finale.push(cancelSession(app, initiatorOfStop, "STOP", byKind.STOP.id).then(codeOf));
    for (let i = 0; i < 10; i += 1)
      finale.push(
        open(app, pick(owners), pick(["NAME", "STOP"] as const), id, { name: `Busy Votes Last ${i}` }).then(codeOf),
      );
    const ended = await Promise.all(finale);
    const allowed = new Set(["ok", "VOTE_SESSION_ACTIVE", "VOTE_SESSION_ENDED", "COMPANY_SUSPENDED"]);
    expect(
      ended.filter((code) => !allowed.has(code)),
      ended.join(),
    ).toEqual([]);

    // Never two active sessions of a kind; every session's votes counted once; each ended at most once.
    for (const kind of ["NAME", "STOP"] as const) expect(await activeCount(id, kind)).toBeLessThanOrEqual(1);
    const all = await app.database.db.select().from(voteSessions).where(eq(voteSessions.companyId, id));
    let passedStops = 0;
    for (const session of all) {
      const { session: row, endings } = await checkCountedOnce(id, session.id);
      if (row.status !== "ACTIVE") expect(endings).toBe(1);
      if (row.kind === "STOP" && row.status === "PASSED") passedStops += 1;
    }
    expect(
      (await app.database.db.select().from(voteSessions).where(eq(voteSessions.id, byKind.NAME.id)))[0].status,
    ).not.toBe("ACTIVE");
    // What passed was carried out once.
    const suspensions = await app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, id), inArray(auditEvents.action, ["company.suspended"])));
    expect(suspensions).toHaveLength(passedStops);
    expect(passedStops).toBeLessThanOrEqual(1);
    const [company] = await app.database.db.select().from(companies).where(eq(companies.id, id));
    expect(company.stoppedAt !== null).toBe(passedStops === 1);
    // 160 operations on one PGlite thread: 11 s on a quiet machine, 47 s on a loaded one; the
    // limit is there to stop a hang, not to time it.
  }, 180_000);
});
