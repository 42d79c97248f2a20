/**
 * The director (spec: /vhold/{id}/director): createCeoInvitation invites a person to the level-1
 * role and opens the owners' vote (3 days, a majority); the role is the candidate's once the vote
 * passed and they accepted, in either order. With 1 and 2 owners, the clock moved 3 days, and who
 * may do what. On PGlite and PostgreSQL.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GetCompanyDocument,
  GetInvitationDocument,
  ListCompanyRolesDocument,
  ListUserCompanyRolesDocument,
  ListUserInvitationsDocument,
  ListUserNotificationsDocument,
  SaveCompanyStructureDocument,
  SetInvitationStatusDocument,
} from "#graphql/generated/operations";
import { auditEvents, invitations, notifications, roles } from "../../../server/db/schema";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { errorCode, fieldErrors, ok } from "../support";
import { holdRole } from "../companies/world";
import { DAY, companyOwnedBy, invite, later, newestCeoSession, opened, stored, toldAbout, vote } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
});
afterAll(() => app.close());

const answer = (who: SignedUpUser, id: string, status: "VIEWED" | "ACCEPTED" | "DECLINED" | "CANCELED") =>
  send(app, SetInvitationStatusDocument, { id, status }, { token: who.accessToken });
const ceoOf = async (reader: SignedUpUser, companyId: string) =>
  ok(await send(app, GetCompanyDocument, { id: companyId }, { token: reader.accessToken })).getCompany.ceo;
const liveDirectorRoles = (companyId: string) =>
  app.database.db
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.level, 1), eq(roles.isArchived, false)));

describe("a sole owner", () => {
  it("chooses at once; the role is the candidate's when they accept", async () => {
    const {
      id,
      owners: [owner],
    } = await companyOwnedBy(app, [10_000], "Directed Works");
    const candidate = await signUp(app);
    const invited = await invite(app, owner, id, candidate);
    expect(invited.invitation).toMatchObject({
      status: "PENDING",
      level: 1,
      userId: candidate.id,
      role: null,
      sender: { id: owner.id },
    });
    const session = await newestCeoSession(app, owner, id);
    expect(session).toMatchObject({
      status: "PASSED",
      candidateId: candidate.id,
      invitationId: invited.invitation!.id,
      tally: { for: 10_000 },
    });
    expect(new Date(session.endsAt).getTime() - new Date(session.createdAt).getTime()).toBe(3 * DAY);
    expect(await ceoOf(owner, id)).toBeNull();
    expect(await toldAbout(app, candidate, session.id)).toEqual(["voteSession.passed"]);

    // The candidate sees it on their profile, then accepts: the level-1 role is created for them.
    const mine = ok(
      await send(app, ListUserInvitationsDocument, {}, { token: candidate.accessToken }),
    ).listUserInvitations;
    expect(mine.map((row) => row.id)).toEqual([invited.invitation!.id]);
    expect(ok(await answer(candidate, invited.invitation!.id, "VIEWED")).setInvitationStatus.status).toBe("VIEWED");
    const accepted = ok(await answer(candidate, invited.invitation!.id, "ACCEPTED")).setInvitationStatus;
    // vHold's name for the role, in the reader's language (issue 41): uk unless asked otherwise.
    expect(accepted).toMatchObject({ status: "ACCEPTED", role: { level: 1, name: "Директор" } });
    expect((await ceoOf(owner, id))?.user?.id).toBe(candidate.id);
    expect(errorCode(await answer(candidate, invited.invitation!.id, "DECLINED"))).toBe("INVITATION_NOT_OPEN");
    const created = await app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, id), eq(auditEvents.action, "role.created")));
    expect(created[0].after).toMatchObject({ user: candidate.id, level: 1, voteSessionId: session.id });
  });

  it("who names themselves is the director at once", async () => {
    const {
      id,
      owners: [owner],
    } = await companyOwnedBy(app, [10_000], "Self Directed");
    const invited = await invite(app, owner, id, owner);
    expect(invited.invitation).toMatchObject({ status: "ACCEPTED", role: { level: 1 } });
    expect((await ceoOf(owner, id))?.user?.id).toBe(owner.id);
    expect(fieldErrors(await invite(app, owner, id, owner))).toEqual({ candidate: ["validation.candidate.director"] });
    expect(fieldErrors(await invite(app, owner, id, { username: "nobody_here" }))).toEqual({
      candidate: ["validation.candidate.unknown"],
    });
  });
});

describe("the director's role under vHold's name (issue 41)", () => {
  it("reads in each reader's language until someone renames it; the name sent back as shown is no rename", async () => {
    const {
      id,
      owners: [owner],
    } = await companyOwnedBy(app, [10_000], "Named Directors");
    await invite(app, owner, id, owner);
    const [row] = await liveDirectorRoles(id);
    expect(row).toMatchObject({ name: "CEO", nameIsDefault: true });
    const nameIn = async (language: string) =>
      ok(
        await send(app, ListCompanyRolesDocument, { companyId: id }, { token: owner.accessToken, language }),
      ).listCompanyRoles.find((r) => r.level === 1)?.name;
    expect([await nameIn("uk"), await nameIn("ru"), await nameIn("en-GB,en;q=0.8")]).toEqual([
      "Директор",
      "Директор",
      "Director",
    ]);
    // The profile's roles and the header's role picker (listUserCompanyRoles) say the same.
    const mine = ok(
      await send(app, ListUserCompanyRolesDocument, {}, { token: owner.accessToken, language: "en" }),
    ).listUserCompanyRoles;
    expect(mine.find((r) => r.id === row.id)?.name).toBe("Director");

    // The editor sends the name back as it showed it (an English page, then a Ukrainian one): still vHold's.
    const asShown = (name: string) => ({
      id: row.id,
      name,
      level: 1,
      parentRoleId: null,
      sortNumber: 0,
      isArchived: false,
    });
    ok(
      await send(
        app,
        SaveCompanyStructureDocument,
        { input: { companyId: id, roles: [asShown("Director")] } },
        { token: owner.accessToken },
      ),
    );
    ok(
      await send(
        app,
        SaveCompanyStructureDocument,
        { input: { companyId: id, roles: [asShown(" Директор ")] } },
        { token: owner.accessToken },
      ),
    );
    expect((await liveDirectorRoles(id))[0]).toMatchObject({ name: "CEO", nameIsDefault: true });
    expect(await nameIn("en")).toBe("Director");

    // Renamed (even to the stored word): the name as written, in every language.
    ok(
      await send(
        app,
        SaveCompanyStructureDocument,
        { input: { companyId: id, roles: [asShown("CEO")] } },
        { token: owner.accessToken },
      ),
    );
    expect((await liveDirectorRoles(id))[0]).toMatchObject({ name: "CEO", nameIsDefault: false });
    expect([await nameIn("uk"), await nameIn("en")]).toEqual(["CEO", "CEO"]);
    ok(
      await send(
        app,
        SaveCompanyStructureDocument,
        { input: { companyId: id, roles: [asShown("Генеральний директор")] } },
        { token: owner.accessToken },
      ),
    );
    expect(await nameIn("en")).toBe("Генеральний директор");
    // Given the default's words again, it is vHold's name once more.
    ok(
      await send(
        app,
        SaveCompanyStructureDocument,
        { input: { companyId: id, roles: [asShown("Director")] } },
        { token: owner.accessToken },
      ),
    );
    expect([await nameIn("uk"), await nameIn("en")]).toEqual(["Директор", "Director"]);
  });

  it("a notification about it names it in the reader's language", async () => {
    // a (60 %) names themselves, then b: each vote passes as it opens; b accepts, and a's role changes hands.
    const {
      id,
      owners: [a, b],
    } = await companyOwnedBy(app, [6_000, 4_000], "Told Directors");
    await invite(app, a, id, a);
    const invited = await invite(app, a, id, b);
    ok(await answer(b, invited.invitation!.id, "ACCEPTED"));
    expect((await ceoOf(a, id))?.user?.id).toBe(b.id);
    const told = async (language: string) =>
      ok(
        await send(
          app,
          ListUserNotificationsDocument,
          { period: "ALL", limit: 20 },
          { token: a.accessToken, language },
        ),
      ).listUserNotifications.items.flatMap((n) => (n.__typename === "RoleNotification" ? [n.role.name] : []));
    expect(await told("en")).toContain("Director");
    expect(await told("uk")).toContain("Директор");
  });
});

describe("two owners, 60 % and 40 %", () => {
  it("the candidate accepts first, the vote passes later; a second director takes the same role and the first is told", async () => {
    const {
      id,
      owners: [a, b],
    } = await companyOwnedBy(app, [6_000, 4_000], "Voted Directors");
    const first = await signUp(app);
    const invited = await invite(app, b, id, first);
    const session = await newestCeoSession(app, a, id);
    expect(session).toMatchObject({ status: "ACTIVE", tally: { for: 4_000, notVoted: 6_000, passesAt: 5_001 } });
    expect(await toldAbout(app, a, session.id)).toEqual(["voteSession.opened"]);
    expect(await toldAbout(app, first, session.id)).toEqual(["voteSession.opened"]);
    // The owner's notification names the person the vote is on.
    const told = ok(
      await send(app, ListUserNotificationsDocument, { period: "ALL", limit: 5 }, { token: a.accessToken }),
    ).listUserNotifications.items;
    const opening = told.find((n) => n.__typename === "VoteSessionNotification" && n.voteSession.id === session.id);
    expect(opening?.__typename === "VoteSessionNotification" && opening.voteSession.candidate).toMatchObject({
      id: first.id,
      name: "Olena",
      surname: "Koval",
    });
    expect(errorCode(await invite(app, a, id, first))).toBe("VOTE_SESSION_ACTIVE");
    expect(ok(await answer(first, invited.invitation!.id, "ACCEPTED")).setInvitationStatus).toMatchObject({
      status: "ACCEPTED",
      role: null,
    });
    expect(await ceoOf(a, id)).toBeNull();
    expect((await vote(app, a, "CEO", session.id, "FOR")).session?.status).toBe("PASSED");
    expect((await ceoOf(a, id))?.user?.id).toBe(first.id);
    const [role] = await liveDirectorRoles(id);

    const second = await signUp(app);
    app.clock.advance(1_000);
    const next = await invite(app, b, id, second);
    const nextSession = await newestCeoSession(app, a, id);
    expect((await vote(app, a, "CEO", nextSession.id, "FOR")).session?.status).toBe("PASSED");
    // Passed, but not accepted yet: the first stays the director, and is told of the vote.
    expect((await ceoOf(a, id))?.user?.id).toBe(first.id);
    expect(await toldAbout(app, first, nextSession.id)).toEqual(["voteSession.passed"]);
    const roleNews = async () =>
      (await app.database.db.select().from(notifications).where(eq(notifications.userId, first.id))).filter(
        (row) => (row.payload as { roleId?: string }).roleId === role.id,
      );
    expect(await roleNews()).toEqual([]);
    ok(await answer(second, next.invitation!.id, "ACCEPTED"));
    const after = await liveDirectorRoles(id);
    expect(after.map((row) => [row.id, row.userId])).toEqual([[role.id, second.id]]);
    // The role leaves the first when the second accepts, days later perhaps: they hear of it then.
    expect((await roleNews()).map((row) => row.type)).toEqual(["role.replaced"]);
    const assigned = await app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, id), eq(auditEvents.action, "role.assigned")));
    expect(assigned[0]).toMatchObject({
      before: { user: first.id },
      after: expect.objectContaining({ user: second.id }),
    });
  });

  it("a declined invitation ends its vote; a rejected vote ends its invitation; an owner withdraws an open one", async () => {
    const {
      id,
      owners: [a, b],
    } = await companyOwnedBy(app, [6_000, 4_000], "Refused Directors");
    const candidate = await signUp(app);
    const declined = await invite(app, b, id, candidate);
    const first = await newestCeoSession(app, a, id);
    expect(ok(await answer(candidate, declined.invitation!.id, "DECLINED")).setInvitationStatus.status).toBe(
      "DECLINED",
    );
    expect(await stored(app, first.id)).toMatchObject({ status: "CANCELED" });

    // Sessions are listed newest first: each opens a moment after the last.
    app.clock.advance(1_000);
    const rejected = await invite(app, b, id, candidate);
    const second = await newestCeoSession(app, a, id);
    const against = await vote(app, a, "CEO", second.id, "AGAINST");
    expect(against.errors, JSON.stringify(against.errors)).toBeUndefined();
    expect(against.session?.status).toBe("REJECTED");
    const [row] = await app.database.db.select().from(invitations).where(eq(invitations.id, rejected.invitation!.id));
    expect(row.status).toBe("CANCELED");
    expect(errorCode(await answer(candidate, rejected.invitation!.id, "ACCEPTED"))).toBe("INVITATION_NOT_OPEN");

    app.clock.advance(1_000);
    const withdrawn = await invite(app, b, id, candidate);
    const third = await newestCeoSession(app, a, id);
    // The candidate cannot withdraw it; an owner (not only its sender) can.
    expect(errorCode(await answer(candidate, withdrawn.invitation!.id, "CANCELED"))).toBe("FORBIDDEN");
    expect(ok(await answer(a, withdrawn.invitation!.id, "CANCELED")).setInvitationStatus.status).toBe("CANCELED");
    expect(await stored(app, third.id)).toMatchObject({ status: "CANCELED" });
  });

  it("after 3 days undecided the vote expires with its invitation", async () => {
    const {
      id,
      owners: [a, b],
    } = await companyOwnedBy(app, [6_000, 4_000], "Slow Directors");
    const candidate = await signUp(app);
    const invited = await invite(app, b, id, candidate);
    const session = await newestCeoSession(app, a, id);
    await later(app, 3 * DAY, [a, b, candidate]);
    expect((await newestCeoSession(app, a, id)).status).toBe("EXPIRED");
    await app.api.jobs.runDue({ force: true });
    expect(await stored(app, session.id)).toMatchObject({ status: "EXPIRED" });
    expect(errorCode(await answer(candidate, invited.invitation!.id, "ACCEPTED"))).toBe("INVITATION_NOT_OPEN");
  });

  it("a suspension ends an open director vote and its invitation, and no director is invited while suspended", async () => {
    const {
      id,
      owners: [a, b],
    } = await companyOwnedBy(app, [6_000, 4_000], "Paused Directors");
    const candidate = await signUp(app);
    const invited = await invite(app, b, id, candidate);
    const session = await newestCeoSession(app, a, id);
    await opened(app, a, "STOP", id);
    expect(await stored(app, session.id)).toMatchObject({ status: "CANCELED" });
    const [row] = await app.database.db.select().from(invitations).where(eq(invitations.id, invited.invitation!.id));
    expect(row.status).toBe("CANCELED");
    expect(errorCode(await invite(app, a, id, candidate))).toBe("COMPANY_SUSPENDED");
  });

  it("a passed director vote still waiting for its candidate ends with a suspension: roles are frozen", async () => {
    const {
      id,
      owners: [a, b],
    } = await companyOwnedBy(app, [6_000, 4_000], "Frozen Directors");
    const candidate = await signUp(app);
    const invited = await invite(app, a, id, candidate);
    expect((await newestCeoSession(app, b, id)).status).toBe("PASSED");
    await opened(app, a, "STOP", id);
    expect(errorCode(await answer(candidate, invited.invitation!.id, "ACCEPTED"))).toBe("INVITATION_NOT_OPEN");
    expect(await liveDirectorRoles(id)).toEqual([]);
  });
});

describe("who may", () => {
  it("invite: an owner; read an invitation: its candidate and the owners; nobody else", async () => {
    const {
      id,
      owners: [a, b],
    } = await companyOwnedBy(app, [6_000, 4_000], "Guarded Directors");
    const director = await signUp(app);
    const employee = await signUp(app);
    const stranger = await signUp(app);
    await holdRole(app, id, director, 1, "Director");
    await holdRole(app, id, employee, 3, "Clerk");
    const candidate = await signUp(app);
    expect(errorCode(await invite(app, director, id, candidate))).toBe("FORBIDDEN");
    expect(errorCode(await invite(app, employee, id, candidate))).toBe("FORBIDDEN");
    expect(errorCode(await invite(app, stranger, id, candidate))).toBe("OWNER_NOT_FOUND");
    const invited = await invite(app, b, id, candidate);
    const read = (who: SignedUpUser) =>
      send(app, GetInvitationDocument, { id: invited.invitation!.id }, { token: who.accessToken });
    for (const who of [a, b, candidate]) expect(ok(await read(who)).getInvitation.id).toBe(invited.invitation!.id);
    expect(errorCode(await read(director))).toBe("FORBIDDEN");
    expect(errorCode(await read(employee))).toBe("FORBIDDEN");
    expect(errorCode(await read(stranger))).toBe("OWNER_NOT_FOUND");
    // Only the candidate answers it.
    expect(errorCode(await answer(a, invited.invitation!.id, "ACCEPTED"))).toBe("FORBIDDEN");
    expect(errorCode(await answer(stranger, invited.invitation!.id, "ACCEPTED"))).toBe("OWNER_NOT_FOUND");
    // The candidate does not vote.
    const session = await newestCeoSession(app, a, id);
    expect(errorCode(await vote(app, candidate, "CEO", session.id, "FOR"))).toBe("OWNER_NOT_FOUND");
    expect(errorCode(await vote(app, director, "CEO", session.id, "FOR"))).toBe("FORBIDDEN");
  });
});
