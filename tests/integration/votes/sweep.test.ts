/**
 * The deadline sweep in batches (decision 0017): sessions past their deadline in many companies
 * are settled 100 a transaction, each once, by vHold, and a second run finds nothing left.
 * On PGlite and PostgreSQL.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, companies, owners, voteSessions, votes } from "../../../server/db/schema";
import { VOTE_SWEEP_BATCH } from "../../../server/modules/votes/deadlines";
import { createTestApp, signUp, type TestApp } from "../harness";
import { DAY } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("the deadline sweep", () => {
  it("settles 150 overdue sessions in two batches, each once, and again finds nothing", async () => {
    const owner = await signUp(app);
    const now = app.clock.now();
    const opened = new Date(now.getTime() - 8 * DAY);
    // Written directly: 150 companies of one owner, each with a name vote a day overdue.
    const made = await app.database.db
      .insert(companies)
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          name: `Overdue ${i}`,
          createdBy: owner.id,
          createdAt: opened,
          updatedAt: opened,
        })),
      )
      .returning({ id: companies.id });
    const ownerRows = await app.database.db
      .insert(owners)
      .values(made.map((company) => ({ companyId: company.id, userId: owner.id, shareBp: 10_000, joinedAt: opened })))
      .returning();
    const sessions = await app.database.db
      .insert(voteSessions)
      .values(
        made.map((company, i) => ({
          companyId: company.id,
          kind: "NAME" as const,
          createdBy: owner.id,
          name: `Later ${i}`,
          createdAt: opened,
          updatedAt: opened,
          endsAt: new Date(opened.getTime() + 7 * DAY),
        })),
      )
      .returning({ id: voteSessions.id, companyId: voteSessions.companyId });
    await app.database.db.insert(votes).values(
      sessions.map((session, i) => ({
        sessionId: session.id,
        userId: owner.id,
        ownerId: ownerRows[i].id,
        shareBp: 10_000,
      })),
    );

    const [run] = (await app.api.jobs.runDue({ force: true })).filter((outcome) => outcome.job === "votes.deadlines");
    expect(run).toEqual({ job: "votes.deadlines", status: "ran", result: { settled: 150 }, batches: 2 });
    expect(VOTE_SWEEP_BATCH).toBe(100);
    const statuses = await app.database.db
      .select({ status: voteSessions.status, n: sql<number>`count(*)::int` })
      .from(voteSessions)
      .where(
        inArray(
          voteSessions.id,
          sessions.map((session) => session.id),
        ),
      )
      .groupBy(voteSessions.status);
    expect(statuses).toEqual([{ status: "EXPIRED", n: 150 }]);
    const endings = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(eq(auditEvents.action, "voteSession.expired"));
    expect(endings[0].n).toBe(150);

    const [again] = (await app.api.jobs.runDue({ force: true })).filter((outcome) => outcome.job === "votes.deadlines");
    expect(again).toMatchObject({ status: "ran", result: { settled: 0 }, batches: 1 });
  });
});
