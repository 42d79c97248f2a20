/**
 * The vote engine through the API: every kind, with 1, 2 and 3 owners of unequal shares, the
 * clock moved past the deadlines (7 days; 2 years for a suspended company), the frozen electorate,
 * what passed votes carry out, their audit rows and notifications. On PGlite and PostgreSQL.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GetCompanyDocument,
  ListCompanyNameVoteSessionsDocument,
  ListCompanyStopReasonsDocument,
  ListCompanyStopVoteSessionsDocument,
} from "#graphql/generated/operations";
import { auditEvents, companies, roles, shareTransfers } from "../../../server/db/schema";
import { createTestApp, send, signUp, type TestApp } from "../harness";
import { errorCode, fieldErrors, ok } from "../support";
import { answer, give, holdRole, offer } from "../companies/world";
import {
  A_REASON,
  DAY,
  auditOf,
  cancelSession,
  companyOwnedBy,
  later,
  open,
  opened,
  stored,
  toldAbout,
  vote,
} from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
});
afterAll(() => app.close());

const companyRow = async (id: string) =>
  (await app.database.db.select().from(companies).where(eq(companies.id, id)))[0];

describe("a sole owner acts at once", () => {
  it("each proposal passes as it opens and is carried out in the same call: rename, suspend, restore, delete", async () => {
    const {
      id,
      owners: [owner],
    } = await companyOwnedBy(app, [10_000], "Alone Trade");
    const name = await opened(app, owner, "NAME", id, { name: "Alone Trade Two" });
    expect(name).toMatchObject({
      status: "PASSED",
      name: "Alone Trade Two",
      tally: { for: 10_000, against: 0, notVoted: 0, passesAt: 5_001, reached: true },
    });
    expect(name.endedAt).toBe(app.clock.now().toISOString());
    expect((await companyRow(id)).name).toBe("Alone Trade Two");
    expect(await auditOf(app, id, name.id)).toEqual(["voteSession.opened", "voteSession.passed"]);

    const stop = await opened(app, owner, "STOP", id, { comment: "Winter." });
    expect(stop).toMatchObject({
      status: "PASSED",
      reasonId: A_REASON,
      comment: "Winter.",
      tally: { passesAt: 5_100 },
    });
    const company = ok(await send(app, GetCompanyDocument, { id }, { token: owner.accessToken })).getCompany;
    expect(company.stopedAt).toBe(app.clock.now().toISOString());

    const start = await opened(app, owner, "START", id);
    expect(start.status).toBe("PASSED");
    expect((await companyRow(id)).stoppedAt).toBeNull();

    await opened(app, owner, "STOP", id);
    const deletion = await opened(app, owner, "DELETE", id);
    expect(deletion.status).toBe("PASSED");
    expect((await companyRow(id)).deletedAt).not.toBeNull();
    expect(errorCode(await send(app, GetCompanyDocument, { id }, { token: owner.accessToken }))).toBe(
      "OWNER_NOT_FOUND",
    );
    const trail = await app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, id), eq(auditEvents.action, "company.deleted")));
    expect(trail[0].after).toMatchObject({ reason: "deletedByVote" });
    const actions = (await app.database.db.select().from(auditEvents).where(eq(auditEvents.companyId, id))).map(
      (row) => row.action,
    );
    expect(
      actions.filter((action) => ["company.suspended", "company.restored", "company.updated"].includes(action)).sort(),
    ).toEqual(["company.restored", "company.suspended", "company.suspended", "company.updated"]);
  });
});

describe("two owners, 60 % and 40 %", () => {
  it("the smaller opens a name vote: active until the larger decides it, either way, and both are told", async () => {
    const {
      id,
      owners: [a, b],
    } = await companyOwnedBy(app, [6_000, 4_000]);
    const session = await opened(app, b, "NAME", id, { name: "Blue Works" });
    expect(session).toMatchObject({
      status: "ACTIVE",
      tally: { for: 4_000, against: 0, notVoted: 6_000, total: 10_000, reached: false },
    });
    expect(new Date(session.endsAt).getTime() - new Date(session.createdAt).getTime()).toBe(7 * DAY);
    expect(session.votes.map((v) => [v.userId, v.share, v.vote])).toEqual([
      [a.id, 6_000, null],
      [b.id, 4_000, "FOR"],
    ]);
    expect(await toldAbout(app, a, session.id)).toEqual(["voteSession.opened"]);
    expect(await toldAbout(app, b, session.id)).toEqual([]);

    // One name vote at a time.
    expect(errorCode(await open(app, a, "NAME", id, { name: "Red Works" }))).toBe("VOTE_SESSION_ACTIVE");

    const rejected = await vote(app, a, "NAME", session.id, "AGAINST");
    expect(rejected.session).toMatchObject({ status: "REJECTED", tally: { for: 4_000, against: 6_000, notVoted: 0 } });
    expect((await companyRow(id)).name).toBe("Vote Works");
    expect(await toldAbout(app, b, session.id)).toEqual(["voteSession.rejected"]);
    expect(errorCode(await vote(app, b, "NAME", session.id, "FOR"))).toBe("VOTE_SESSION_ENDED");

    const again = await opened(app, b, "NAME", id, { name: "Blue Works" });
    const passed = await vote(app, a, "NAME", again.id, "FOR");
    expect(passed.session).toMatchObject({ status: "PASSED", tally: { for: 10_000 } });
    expect((await companyRow(id)).name).toBe("Blue Works");
    expect(await toldAbout(app, b, again.id)).toEqual(["voteSession.passed"]);
    expect(await auditOf(app, id, again.id)).toEqual(["voteSession.opened", "vote.cast", "voteSession.passed"]);
  });

  it("the larger's own vote is a majority: a name vote it opens passes at once, and updateCompany still says VOTE_REQUIRED", async () => {
    const {
      id,
      owners: [a, b],
    } = await companyOwnedBy(app, [6_000, 4_000]);
    const update = await send(
      app,
      (await import("#graphql/generated/operations")).UpdateCompanyDocument,
      { id, input: { name: "Green Works" } },
      { token: a.accessToken },
    );
    expect(errorCode(update)).toBe("VOTE_REQUIRED");
    const session = await opened(app, a, "NAME", id, { name: "Green Works" });
    expect(session.status).toBe("PASSED");
    expect((await companyRow(id)).name).toBe("Green Works");
    expect(await toldAbout(app, b, session.id)).toEqual(["voteSession.passed"]);
  });

  it("half is not a majority: 50 % for a name stays open, 50 % against rejects it", async () => {
    const {
      id,
      owners: [a, b],
    } = await companyOwnedBy(app, [5_000, 5_000]);
    const session = await opened(app, a, "NAME", id, { name: "Even Works" });
    expect(session).toMatchObject({ status: "ACTIVE", tally: { for: 5_000, reached: false } });
    expect((await vote(app, b, "NAME", session.id, "AGAINST")).session?.status).toBe("REJECTED");
  });
});

describe("three owners, 50 %, 30 % and 20 %", () => {
  it("votes change and reset while active; the tally follows; the vote that makes it certain ends it", async () => {
    const {
      id,
      owners: [a, b, c],
    } = await companyOwnedBy(app, [5_000, 3_000, 2_000]);
    const session = await opened(app, c, "NAME", id, { name: "Three Works" });
    expect(session.tally).toMatchObject({ for: 2_000, notVoted: 8_000 });
    expect((await vote(app, b, "NAME", session.id, "FOR")).session).toMatchObject({
      status: "ACTIVE",
      tally: { for: 5_000, against: 0, notVoted: 5_000 },
    });
    expect((await vote(app, b, "NAME", session.id, "AGAINST")).session).toMatchObject({
      status: "ACTIVE",
      tally: { for: 2_000, against: 3_000 },
    });
    expect((await vote(app, b, "NAME", session.id, null)).session).toMatchObject({
      status: "ACTIVE",
      tally: { for: 2_000, against: 0, notVoted: 8_000 },
    });
    // The same vote twice changes nothing (no second audit row).
    expect((await vote(app, c, "NAME", session.id, "FOR")).session?.tally.for).toBe(2_000);
    // The opener may withdraw their own support.
    expect((await vote(app, c, "NAME", session.id, null)).session?.tally.for).toBe(0);
    expect((await vote(app, c, "NAME", session.id, "FOR")).session?.tally.for).toBe(2_000);
    // 50 % against: 20 + 30 can no longer make a majority.
    const ended = await vote(app, a, "NAME", session.id, "AGAINST");
    expect(ended.session).toMatchObject({ status: "REJECTED", tally: { for: 2_000, against: 5_000, notVoted: 3_000 } });
    expect(await auditOf(app, id, session.id)).toEqual([
      "voteSession.opened",
      "vote.cast",
      "vote.cast",
      "vote.reset",
      "vote.reset",
      "vote.cast",
      "vote.cast",
      "voteSession.rejected",
    ]);
    // Everyone but the one whose vote decided it is told.
    for (const person of [b, c]) expect(await toldAbout(app, person, session.id)).toContain("voteSession.rejected");
    expect(await toldAbout(app, a, session.id)).toEqual(["voteSession.opened"]);
  });

  it("a suspension needs 51 %: 50 % for is not enough, and after 7 days it reads as expired at once; the sweep settles it once", async () => {
    const {
      id,
      owners: [a, b, c],
    } = await companyOwnedBy(app, [5_000, 3_000, 2_000]);
    const session = await opened(app, c, "STOP", id);
    expect((await vote(app, b, "STOP", session.id, "FOR")).session).toMatchObject({
      status: "ACTIVE",
      tally: { for: 5_000, passesAt: 5_100, reached: false },
    });

    await later(app, 7 * DAY - 60 * 60_000, [a, b, c]);
    app.clock.set(new Date(new Date(session.endsAt).getTime() - 1));
    const list = async () =>
      ok(await send(app, ListCompanyStopVoteSessionsDocument, { companyId: id }, { token: a.accessToken }))
        .listCompanyStopVoteSessions;
    expect((await list())[0].status).toBe("ACTIVE");
    app.clock.advance(1);
    // Read as ended from its stored deadline, before any sweep.
    expect((await list())[0].status).toBe("EXPIRED");
    expect((await stored(app, session.id)).status).toBe("ACTIVE");
    expect(errorCode(await vote(app, a, "STOP", session.id, "FOR"))).toBe("VOTE_SESSION_ENDED");
    expect(errorCode(await cancelSession(app, c, "STOP", session.id))).toBe("VOTE_SESSION_ENDED");

    const runs = await app.api.jobs.runDue({ force: true });
    expect(runs.find((run) => run.job === "votes.deadlines")).toMatchObject({ status: "ran" });
    expect(await stored(app, session.id)).toMatchObject({ status: "EXPIRED", endedAt: app.clock.now() });
    await app.api.jobs.runDue({ force: true });
    expect(await auditOf(app, id, session.id)).toEqual(["voteSession.opened", "vote.cast", "voteSession.expired"]);
    const [expired] = await app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, session.id), eq(auditEvents.action, "voteSession.expired")));
    expect(expired.actorUserId).toBeNull();
    for (const person of [a, b, c])
      expect((await toldAbout(app, person, session.id)).filter((t) => t === "voteSession.expired")).toHaveLength(1);
    expect((await companyRow(id)).stoppedAt).toBeNull();
  });

  it("an expired session the sweep has not reached yet makes way for a new one of its kind", async () => {
    const {
      id,
      owners: [, b, c],
    } = await companyOwnedBy(app, [5_000, 3_000, 2_000]);
    const first = await opened(app, c, "STOP", id);
    await later(app, 7 * DAY, [b]);
    const second = await opened(app, b, "STOP", id, { reasonId: "5e1a0000-0000-4000-8000-000000000002" });
    expect(second.status).toBe("ACTIVE");
    expect(await stored(app, first.id)).toMatchObject({ status: "EXPIRED" });
  });

  it("51 % suspends: the company stops, an open name vote ends as moot, and restoration and deletion become possible", async () => {
    const {
      id,
      owners: [a, b, c],
    } = await companyOwnedBy(app, [5_000, 3_000, 2_000]);
    const name = await opened(app, c, "NAME", id, { name: "Moot Works" });
    expect(errorCode(await open(app, b, "START", id))).toBe("COMPANY_NOT_SUSPENDED");
    expect(errorCode(await open(app, b, "DELETE", id))).toBe("COMPANY_NOT_SUSPENDED");
    const stop = await opened(app, c, "STOP", id, { comment: "Two lines\nof reasons." });
    expect((await vote(app, b, "STOP", stop.id, "FOR")).session?.status).toBe("ACTIVE");
    const passed = await vote(app, a, "STOP", stop.id, "FOR");
    expect(passed.session).toMatchObject({ status: "PASSED", tally: { for: 10_000 } });
    expect((await companyRow(id)).stoppedAt).toEqual(app.clock.now());
    expect(await stored(app, name.id)).toMatchObject({ status: "CANCELED" });
    expect(await toldAbout(app, c, name.id)).toEqual(["voteSession.canceled"]);
    // Suspended: no name vote, no second suspension.
    expect(errorCode(await open(app, b, "NAME", id, { name: "Other Works" }))).toBe("COMPANY_SUSPENDED");
    expect(errorCode(await open(app, b, "STOP", id))).toBe("COMPANY_SUSPENDED");
    const [suspended] = await app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, id), eq(auditEvents.action, "company.suspended")));
    expect(suspended.after).toMatchObject({
      voteSessionId: stop.id,
      reasonId: A_REASON,
      comment: "Two lines\nof reasons.",
    });
    expect(suspended.actorUserId).toBe(a.id);

    // A delete vote and a start vote at once; the restoration passes and ends the deletion as moot.
    const deletion = await opened(app, c, "DELETE", id);
    const start = await opened(app, b, "START", id);
    expect(start.tally).toMatchObject({ for: 3_000, passesAt: 5_001 });
    expect((await vote(app, c, "START", start.id, "FOR")).session?.status).toBe("ACTIVE");
    expect((await vote(app, a, "START", start.id, "FOR")).session?.status).toBe("PASSED");
    expect((await companyRow(id)).stoppedAt).toBeNull();
    expect(await stored(app, deletion.id)).toMatchObject({ status: "CANCELED" });
  });

  it("a delete vote on a suspended company deletes it: pending transfers canceled, roles vacated, history kept", async () => {
    const {
      id,
      owners: [a, b, c],
    } = await companyOwnedBy(app, [5_000, 3_000, 2_000]);
    const worker = await signUp(app);
    await holdRole(app, id, worker, 2, "Finance");
    const outsider = await signUp(app);
    app.clock.advance(11 * 60_000);
    const pending = await offer(app, b, id, outsider, 500);
    await opened(app, a, "STOP", id).then((s) => vote(app, b, "STOP", s.id, "FOR"));
    expect((await companyRow(id)).stoppedAt).not.toBeNull();
    const deletion = await opened(app, c, "DELETE", id);
    expect(deletion.tally.passesAt).toBe(5_001);
    expect((await vote(app, b, "DELETE", deletion.id, "FOR")).session?.status).toBe("ACTIVE");
    expect((await vote(app, a, "DELETE", deletion.id, "FOR")).session?.status).toBe("PASSED");
    const row = await companyRow(id);
    expect(row.deletedAt).toEqual(app.clock.now());
    const [transfer] = await app.database.db.select().from(shareTransfers).where(eq(shareTransfers.id, pending.id));
    expect(transfer.status).toBe("CANCELED");
    expect(
      await app.database.db
        .select()
        .from(roles)
        .where(and(eq(roles.companyId, id), eq(roles.userId, worker.id))),
    ).toEqual([]);
    // The offer went with the company.
    expect(errorCode(await answer(app, outsider, pending.id, "ACCEPTED"))).toBe("OWNER_NOT_FOUND");
    expect(await toldAbout(app, b, deletion.id)).toEqual(["voteSession.opened", "voteSession.passed"]);
    expect(await toldAbout(app, c, deletion.id)).toEqual(["voteSession.passed"]);
    expect(errorCode(await send(app, GetCompanyDocument, { id }, { token: b.accessToken }))).toBe("OWNER_NOT_FOUND");
  });

  it("the initiator cancels a stop or delete vote while it is active; nobody else may; the voters are told", async () => {
    const {
      id,
      owners: [a, b, c],
    } = await companyOwnedBy(app, [5_000, 3_000, 2_000]);
    const stop = await opened(app, c, "STOP", id);
    expect(errorCode(await cancelSession(app, b, "STOP", stop.id))).toBe("FORBIDDEN");
    const canceled = await cancelSession(app, c, "STOP", stop.id);
    expect(canceled.session?.status).toBe("CANCELED");
    expect(await toldAbout(app, a, stop.id)).toEqual(["voteSession.canceled", "voteSession.opened"]);
    expect(await toldAbout(app, c, stop.id)).toEqual([]);
    expect(errorCode(await cancelSession(app, c, "STOP", stop.id))).toBe("VOTE_SESSION_ENDED");
    expect(errorCode(await vote(app, a, "STOP", stop.id, "FOR"))).toBe("VOTE_SESSION_ENDED");
  });
});

describe("the electorate is frozen when a session opens", () => {
  it("a transfer accepted during the vote changes no weight; the newcomer does not vote; the one who gave all away still does", async () => {
    const {
      id,
      owners: [a, b],
    } = await companyOwnedBy(app, [6_000, 4_000]);
    const session = await opened(app, b, "NAME", id, { name: "Frozen Works" });
    const newcomer = await signUp(app);
    app.clock.advance(11 * 60_000);
    await give(app, b, id, newcomer, 4_000);
    // b now owns nothing; the newcomer owns 40 %.
    expect(errorCode(await vote(app, newcomer, "NAME", session.id, "FOR"))).toBe("NOT_A_VOTER");
    const reset = await vote(app, b, "NAME", session.id, null);
    expect(reset.session).toMatchObject({ status: "ACTIVE", tally: { for: 0, notVoted: 10_000 } });
    expect(reset.session?.votes.map((v: { share: number }) => v.share)).toEqual([6_000, 4_000]);
    expect((await vote(app, b, "NAME", session.id, "FOR")).session?.status).toBe("ACTIVE");
    expect((await vote(app, a, "NAME", session.id, "AGAINST")).session).toMatchObject({
      status: "REJECTED",
      tally: { for: 4_000, against: 6_000 },
    });
  });
});

describe("what a proposal must be", () => {
  it("a suspension needs the typed STOP and a listed reason; a deletion the typed YES; a name its rules and a change", async () => {
    const {
      id,
      owners: [a, b],
    } = await companyOwnedBy(app, [6_000, 4_000]);
    expect(fieldErrors(await open(app, b, "STOP", id, { confirm: "stop please" }))).toEqual({
      confirm: ["validation.confirm.stop"],
    });
    expect(fieldErrors(await open(app, b, "STOP", id, { reasonId: "00000000-0000-4000-8000-000000000000" }))).toEqual({
      reasonId: ["validation.stopReason.unknown"],
    });
    expect(fieldErrors(await open(app, b, "STOP", id, { reasonId: "nothing" }))).toEqual({
      reasonId: ["validation.stopReason.required"],
    });
    expect(fieldErrors(await open(app, b, "STOP", id, { comment: "x".repeat(1_001) }))).toEqual({
      comment: ["validation.stopComment.length"],
    });
    expect(fieldErrors(await open(app, b, "NAME", id, { name: "Vote Works" }))).toEqual({
      name: ["validation.companyName.unchanged"],
    });
    expect(fieldErrors(await open(app, b, "NAME", id, { name: " Spaced" }))).toEqual({
      name: ["validation.companyName.spaces"],
    });
    await opened(app, a, "STOP", id);
    expect(fieldErrors(await open(app, b, "DELETE", id, { confirm: "no" }))).toEqual({
      confirm: ["validation.confirm.yes"],
    });
    // Nothing was opened by the refused calls.
    const names = ok(
      await send(app, ListCompanyNameVoteSessionsDocument, { companyId: id }, { token: a.accessToken }),
    ).listCompanyNameVoteSessions;
    expect(names).toEqual([]);
  });

  it("the stop reasons are listed in the reader's language, or the one asked for", async () => {
    const reader = await signUp(app);
    const uk = ok(
      await send(app, ListCompanyStopReasonsDocument, {}, { token: reader.accessToken }),
    ).listCompanyStopReasons;
    expect(uk).toHaveLength(6);
    expect(uk[0]).toMatchObject({
      id: A_REASON,
      name: "Тимчасова перерва в діяльності",
      translations: [{ languageCode: "uk", companyStopReasonId: A_REASON }],
    });
    const en = ok(
      await send(app, ListCompanyStopReasonsDocument, { language: "en" }, { token: reader.accessToken }),
    ).listCompanyStopReasons;
    expect(en.map((reason) => reason.name)).toContain("Financial difficulties");
  });
});

describe("two years after a suspension", () => {
  it("a company suspended by vote is deleted by vHold unless restored", async () => {
    const {
      id,
      owners: [a],
    } = await companyOwnedBy(app, [6_000, 4_000]);
    await opened(app, a, "STOP", id);
    app.clock.advance(365 * DAY);
    await app.api.jobs.runDue({ force: true });
    expect((await companyRow(id)).deletedAt).toBeNull();
    app.clock.advance(366 * DAY);
    await app.api.jobs.runDue({ force: true });
    const row = await companyRow(id);
    expect(row.deletedAt).not.toBeNull();
    const live = await app.database.db
      .select()
      .from(companies)
      .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
    expect(live).toEqual([]);
  });
});
