/**
 * Invitations to roles of levels 2 to 4 (issue 20): by username and by link (expiry with the clock
 * moved, turned off), the statuses on both sides, assignment, and VIEWED when the recipient reads
 * them (the director's invitation too). And the atomic limits under parallel calls.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AcceptRoleInviteLinkDocument,
  AssignInvitationCandidateDocument,
  CreateRoleInvitationDocument,
  GetInvitationDocument,
  GetRoleManagementDocument,
  ListCompanyInvitationsDocument,
  ListUserInvitationsDocument,
  ListUserNotificationsDocument,
  SetInvitationStatusDocument,
  SetRoleInviteLinkDocument,
  type InvitationStatus,
  type RoleInviteLinkExpiry,
} from "#graphql/generated/operations";
import { auditEvents, invitations, notifications, roleHoldings, roles } from "../../../server/db/schema";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { ok, signIn } from "../support";
import { invite as inviteDirector, opened } from "../votes/support";
import { createCompany, give as giveShare } from "../companies/world";
import { DAY, HOUR, codeOf, fieldsOf, role, rolesOf, save, structure } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
});
afterAll(() => app.close());

const inviteTo = (who: SignedUpUser, roleId: string, username: string) =>
  send(app, CreateRoleInvitationDocument, { roleId, username }, { token: who.accessToken });
const setStatus = (who: SignedUpUser, id: string, status: InvitationStatus) =>
  send(app, SetInvitationStatusDocument, { id, status }, { token: who.accessToken });
const link = async (who: SignedUpUser, roleId: string, expiresIn: RoleInviteLinkExpiry) =>
  ok(await send(app, SetRoleInviteLinkDocument, { roleId, expiresIn }, { token: who.accessToken })).setRoleInviteLink
    .inviteLink;
const follow = (who: SignedUpUser, token: string) =>
  send(app, AcceptRoleInviteLinkDocument, { token }, { token: who.accessToken });
/** A new access token after the clock has moved past the old one's life. */
const refresh = async (user: SignedUpUser) => {
  user.accessToken = (await signIn(app, user.phone, user.password)).accessToken;
};
const statusOf = async (id: string) =>
  (await app.database.db.select().from(invitations).where(eq(invitations.id, id)))[0].status;

describe("by username", () => {
  it("sent (PENDING), received when read (VIEWED), accepted, then assigned: the role is the candidate's, who is told", async () => {
    const s = await structure(app);
    const candidate = await signUp(app);
    const sent = ok(await inviteTo(s.director, s.ids.Clerk, `@${candidate.username}`)).createRoleInvitation;
    expect(sent).toMatchObject({
      status: "PENDING",
      level: 4,
      roleId: s.ids.Clerk,
      viaLink: false,
      role: { name: "Clerk" },
      sender: { id: s.director.id },
    });
    const listed = ok(
      await send(app, ListUserInvitationsDocument, {}, { token: candidate.accessToken }),
    ).listUserInvitations;
    expect(listed.map((i) => [i.id, i.status])).toEqual([[sent.id, "VIEWED"]]);
    // The managing side sees it received.
    const company = ok(
      await send(
        app,
        ListCompanyInvitationsDocument,
        { companyId: s.companyId, filter: { roleId: s.ids.Clerk } },
        { token: s.director.accessToken },
      ),
    ).listCompanyInvitations;
    expect(company.map((i) => i.status)).toEqual(["VIEWED"]);
    expect(
      codeOf(await send(app, AssignInvitationCandidateDocument, { id: sent.id }, { token: s.director.accessToken })),
    ).toBe("INVITATION_NOT_OPEN");
    ok(await setStatus(candidate, sent.id, "ACCEPTED"));
    const assigned = ok(
      await send(app, AssignInvitationCandidateDocument, { id: sent.id }, { token: s.director.accessToken }),
    ).assignInvitationCandidate;
    expect(assigned.assignedAt).not.toBeNull();
    expect((await rolesOf(app, s.director, s.companyId)).find((r) => r.id === s.ids.Clerk)!.user!.id).toBe(
      candidate.id,
    );
    const told = await app.database.db.select().from(notifications).where(eq(notifications.userId, candidate.id));
    expect(told.map((n) => n.type).sort()).toEqual(["role.assigned", "role.invited"]);
    // Assigned once: again is refused.
    expect(
      codeOf(await send(app, AssignInvitationCandidateDocument, { id: sent.id }, { token: s.director.accessToken })),
    ).toBe("INVITATION_NOT_OPEN");
  });

  it("the owner side cancels a pending or viewed one, declines an accepted one (that candidate only; the role stays open)", async () => {
    const s = await structure(app);
    const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)];
    const ia = ok(await inviteTo(s.director, s.ids.Sales, a.username)).createRoleInvitation;
    const ib = ok(await inviteTo(s.director, s.ids.Sales, b.username)).createRoleInvitation;
    const ic = ok(await inviteTo(s.director, s.ids.Sales, c.username)).createRoleInvitation;
    ok(await setStatus(s.director, ia.id, "CANCELED"));
    expect(codeOf(await setStatus(s.director, ib.id, "DECLINED"))).toBe("INVITATION_NOT_OPEN");
    ok(await setStatus(b, ib.id, "ACCEPTED"));
    expect(codeOf(await setStatus(s.director, ib.id, "CANCELED"))).toBe("INVITATION_NOT_OPEN");
    ok(await setStatus(s.director, ib.id, "DECLINED"));
    expect([await statusOf(ia.id), await statusOf(ib.id), await statusOf(ic.id)]).toEqual([
      "CANCELED",
      "DECLINED",
      "PENDING",
    ]);
    // Only the candidate accepts; nobody else reads it.
    expect(codeOf(await setStatus(s.director, ic.id, "ACCEPTED"))).toBe("BAD_USER_INPUT");
    expect(codeOf(await send(app, GetInvitationDocument, { id: ic.id }, { token: a.accessToken }))).toBe(
      "OWNER_NOT_FOUND",
    );
    expect(
      ok(await send(app, GetInvitationDocument, { id: ic.id }, { token: c.accessToken })).getInvitation.status,
    ).toBe("VIEWED");
    expect(
      ok(await send(app, GetRoleManagementDocument, { id: s.ids.Sales }, { token: s.director.accessToken })).getRole
        .openInvitationCount,
    ).toBe(1);
  });

  it("refuses an unknown person, the holder, and a second open invitation of the same person", async () => {
    const s = await structure(app);
    const person = await signUp(app);
    expect(fieldsOf(await inviteTo(s.director, s.ids.Clerk, "nobody_here_at_all"))).toEqual({
      username: ["validation.candidate.unknown"],
    });
    ok(await inviteTo(s.director, s.ids.Clerk, person.username));
    expect(fieldsOf(await inviteTo(s.director, s.ids.Clerk, person.username))).toEqual({
      username: ["validation.candidate.invited"],
    });
    expect(fieldsOf(await inviteTo(s.director, s.ids.CEO, person.username))).toEqual({
      "": ["validation.role.directorByVote"],
    });
  });
});

describe("the manager hears of a candidate", () => {
  const candidateNotices = async (user: SignedUpUser) =>
    (await app.database.db.select().from(notifications).where(eq(notifications.userId, user.id)))
      .filter((row) => row.type === "role.candidate")
      .map((row) => row.payload);

  it("who holds the role's managing role, else the nearest held role above it: told once the candidate accepts, not before", async () => {
    const s = await structure(app);
    const [head, first, second] = [await signUp(app), await signUp(app), await signUp(app)];
    // Accounting is vacant: Clerk's nearest held manager is Finance's head.
    await app.database.db
      .update(roles)
      .set({ userId: head.id, updatedAt: app.clock.now() })
      .where(eq(roles.id, s.ids.Finance));
    const toClerk = ok(await inviteTo(s.director, s.ids.Clerk, first.username)).createRoleInvitation;
    ok(await setStatus(first, toClerk.id, "VIEWED"));
    expect(await candidateNotices(head)).toEqual([]);
    ok(await setStatus(first, toClerk.id, "ACCEPTED"));
    expect(await candidateNotices(head)).toEqual([
      {
        roleId: s.ids.Clerk,
        roleName: "Clerk",
        level: 4,
        companyId: s.companyId,
        companyName: "Structure Works",
        by: first.id,
        readerRoleId: s.ids.Finance,
        roleNameIsDefault: false,
      },
    ]);
    expect(await candidateNotices(s.director)).toEqual([]);
    // The notice names the candidate and opens the role from the manager's hub.
    const listed = ok(
      await send(app, ListUserNotificationsDocument, {}, { token: head.accessToken }),
    ).listUserNotifications.items.find(
      (item) => item.__typename === "RoleNotification" && item.type === "role.candidate",
    );
    expect(listed).toMatchObject({
      role: { id: s.ids.Clerk, readerRoleId: s.ids.Finance, actorKind: "PERSON", actor: { id: first.id } },
    });
    // Sales has no held role above but the director's.
    const toSales = ok(await inviteTo(s.director, s.ids.Sales, second.username)).createRoleInvitation;
    ok(await setStatus(second, toSales.id, "ACCEPTED"));
    expect(
      (await candidateNotices(s.director)).map((payload) => [payload.roleId, payload.readerRoleId, payload.by]),
    ).toEqual([[s.ids.Sales, s.ids.CEO, second.id]]);
  });
});

describe("by link", () => {
  it("expires after 24 hours, 3 days, 7 days or a month by the clock; turned off at once; a new one replaces the old", async () => {
    const s = await structure(app);
    const cases: Array<[RoleInviteLinkExpiry, number]> = [
      ["DAY", DAY],
      ["THREE_DAYS", 3 * DAY],
      ["WEEK", 7 * DAY],
    ];
    for (const [expiresIn, span] of cases) {
      await refresh(s.director);
      const made = await link(s.director, s.ids.Clerk, expiresIn);
      expect(new Date(made!.expiresAt).getTime() - app.clock.now().getTime()).toBe(span);
      app.clock.advance(span - HOUR);
      const early = await signUp(app);
      expect(ok(await follow(early, made!.token)).acceptRoleInviteLink).toMatchObject({
        status: "VIEWED",
        viaLink: true,
        sender: { id: s.director.id },
      });
      app.clock.advance(HOUR);
      const late = await signUp(app);
      expect(fieldsOf(await follow(late, made!.token))).toEqual({ "": ["validation.invitation.link"] });
    }
    await refresh(s.director);
    const month = await link(s.director, s.ids.Clerk, "MONTH");
    const expires = new Date(month!.expiresAt);
    const now = app.clock.now();
    expect([expires.getUTCHours(), expires.getUTCMinutes()]).toEqual([now.getUTCHours(), now.getUTCMinutes()]);
    expect((expires.getUTCMonth() - now.getUTCMonth() + 12) % 12).toBe(1);
    const replaced = await link(s.director, s.ids.Clerk, "WEEK");
    expect(fieldsOf(await follow(await signUp(app), month!.token))).toEqual({ "": ["validation.invitation.link"] });
    expect(await link(s.director, s.ids.Clerk, "OFF")).toBeNull();
    expect(fieldsOf(await follow(await signUp(app), replaced!.token))).toEqual({ "": ["validation.invitation.link"] });
    expect(fieldsOf(await follow(await signUp(app), "not a token"))).toEqual({ "": ["validation.invitation.link"] });
  });

  it("a follower becomes a candidate once, is accepted and assigned; the link shows to the managing side only", async () => {
    const s = await structure(app);
    const made = await link(s.director, s.ids.Accounting, "WEEK");
    const person = await signUp(app);
    const first = ok(await follow(person, made!.token)).acceptRoleInviteLink;
    const again = ok(await follow(person, made!.token)).acceptRoleInviteLink;
    expect(again.id).toBe(first.id);
    ok(await setStatus(person, first.id, "ACCEPTED"));
    ok(await send(app, AssignInvitationCandidateDocument, { id: first.id }, { token: s.director.accessToken }));
    expect(
      ok(await send(app, GetRoleManagementDocument, { id: s.ids.Accounting }, { token: s.director.accessToken }))
        .getRole.inviteLink!.token,
    ).toBe(made!.token);
    expect(
      codeOf(await send(app, GetRoleManagementDocument, { id: s.ids.Accounting }, { token: person.accessToken })),
    ).toBe("FORBIDDEN");
  });
});

describe("the director's invitation", () => {
  it("is VIEWED once its candidate reads it", async () => {
    const owner = await signUp(app);
    const candidate = await signUp(app);
    const companyId = await createCompany(app, owner, "Viewed Works");
    await giveShare(app, owner, companyId, await signUp(app), 4000);
    const sent = await inviteDirector(app, owner, companyId, candidate);
    const id = sent.invitation!.id;
    expect(await statusOf(id)).toBe("PENDING");
    expect(ok(await send(app, GetInvitationDocument, { id }, { token: owner.accessToken })).getInvitation.status).toBe(
      "PENDING",
    );
    expect(
      ok(await send(app, GetInvitationDocument, { id }, { token: candidate.accessToken })).getInvitation.status,
    ).toBe("VIEWED");
    expect(await statusOf(id)).toBe("VIEWED");
  });
});

describe("a suspended company (roles are frozen; decision 0022)", () => {
  it("ends its open invitations to roles of levels 2 to 4 and turns its links off when it is suspended; nothing reopens with the restoration", async () => {
    const s = await structure(app, { ownerDirects: true });
    const [pending, accepted, follower, assigned] = [
      await signUp(app),
      await signUp(app),
      await signUp(app),
      await signUp(app),
    ];
    const toClerk = ok(await inviteTo(s.director, s.ids.Clerk, pending.username)).createRoleInvitation;
    const toAccounting = ok(await inviteTo(s.director, s.ids.Accounting, accepted.username)).createRoleInvitation;
    ok(await setStatus(accepted, toAccounting.id, "ACCEPTED"));
    const salesLink = (await link(s.director, s.ids.Sales, "WEEK"))!;
    const followed = ok(await follow(follower, salesLink.token)).acceptRoleInviteLink;
    const toFinance = ok(await inviteTo(s.director, s.ids.Finance, assigned.username)).createRoleInvitation;
    ok(await setStatus(assigned, toFinance.id, "ACCEPTED"));
    ok(await send(app, AssignInvitationCandidateDocument, { id: toFinance.id }, { token: s.director.accessToken }));

    await opened(app, s.owner, "STOP", s.companyId);
    expect([await statusOf(toClerk.id), await statusOf(toAccounting.id), await statusOf(followed.id)]).toEqual([
      "CANCELED",
      "CANCELED",
      "CANCELED",
    ]);
    // The one already given keeps its record: the role is still its holder's.
    expect(await statusOf(toFinance.id)).toBe("ACCEPTED");
    expect((await app.database.db.select().from(roles).where(eq(roles.id, s.ids.Sales)))[0].inviteToken).toBeNull();
    const audit = await app.database.db.select().from(auditEvents).where(eq(auditEvents.companyId, s.companyId));
    expect(
      audit
        .filter((row) => row.action === "invitation.canceled")
        .map((row) => row.entityId)
        .sort(),
    ).toEqual([toClerk.id, toAccounting.id, followed.id].sort());
    expect(audit.filter((row) => row.action === "role.linkOff").map((row) => row.entityId)).toEqual([s.ids.Sales]);
    // The candidates cannot take them up again; the link leads nowhere.
    expect(codeOf(await setStatus(accepted, toAccounting.id, "ACCEPTED"))).toBe("COMPANY_SUSPENDED");
    expect(codeOf(await setStatus(pending, toClerk.id, "DECLINED"))).toBe("INVITATION_NOT_OPEN");
    expect(codeOf(await follow(await signUp(app), salesLink.token))).toBe("BAD_USER_INPUT");

    // Restored, the company invites afresh: the old invitations stay ended.
    await opened(app, s.owner, "START", s.companyId);
    expect(await statusOf(toClerk.id)).toBe("CANCELED");
    expect(codeOf(await setStatus(accepted, toAccounting.id, "ACCEPTED"))).toBe("INVITATION_NOT_OPEN");
    expect(ok(await inviteTo(s.director, s.ids.Clerk, pending.username)).createRoleInvitation.status).toBe("PENDING");
  });
});

describe("a deleted company", () => {
  it("leaves every role vacant, each stay ended and each with its audit row, through the roles service", async () => {
    const s = await structure(app, { ownerDirects: true });
    const clerk = await signUp(app);
    const toClerk = ok(await inviteTo(s.director, s.ids.Clerk, clerk.username)).createRoleInvitation;
    ok(await setStatus(clerk, toClerk.id, "ACCEPTED"));
    ok(await send(app, AssignInvitationCandidateDocument, { id: toClerk.id }, { token: s.director.accessToken }));
    // Suspended first (which ends the open invitations: above), then deleted; the sole owner's votes pass at once.
    await opened(app, s.owner, "STOP", s.companyId);
    await opened(app, s.owner, "DELETE", s.companyId);
    const left = await app.database.db.select().from(roles).where(eq(roles.companyId, s.companyId));
    expect(left.filter((row) => row.userId !== null || row.inviteToken !== null)).toEqual([]);
    const stays = await app.database.db.select().from(roleHoldings).where(eq(roleHoldings.companyId, s.companyId));
    expect(stays.length).toBeGreaterThanOrEqual(2);
    expect(stays.filter((stay) => stay.leftAt === null)).toEqual([]);
    const audit = await app.database.db.select().from(auditEvents).where(eq(auditEvents.companyId, s.companyId));
    const vacated = audit.filter((row) => row.action === "role.vacated");
    expect(vacated.map((row) => row.entityId).sort()).toEqual([s.ids.CEO, s.ids.Clerk].sort());
    expect(vacated.map((row) => (row.after as { reason: string }).reason)).toEqual([
      "companyDeleted",
      "companyDeleted",
    ]);
    // The former clerk no longer works there: the company is not among their roles' companies.
    expect(codeOf(await send(app, GetRoleManagementDocument, { id: s.ids.Clerk }, { token: clerk.accessToken }))).toBe(
      "OWNER_NOT_FOUND",
    );
  });
});

describe("atomic limits under parallel calls", () => {
  it("a suspension among 12 candidates accepting at once leaves none of their invitations open, whichever came first", async () => {
    const s = await structure(app, { ownerDirects: true });
    const candidates = await Promise.all(Array.from({ length: 12 }, () => signUp(app)));
    const sent: Array<{ id: string }> = [];
    for (const candidate of candidates)
      sent.push(ok(await inviteTo(s.director, s.ids.Clerk, candidate.username)).createRoleInvitation);
    const answers = await Promise.all([
      ...candidates.map((candidate, i) => setStatus(candidate, sent[i].id, "ACCEPTED")),
      opened(app, s.owner, "STOP", s.companyId).then(() => null),
    ]);
    for (const answer of answers) if (answer) expect([undefined, "COMPANY_SUSPENDED"]).toContain(codeOf(answer));
    expect(new Set(await Promise.all(sent.map((invitation) => statusOf(invitation.id))))).toEqual(
      new Set(["CANCELED"]),
    );
  });

  it("20 assignments of one accepted invitation: one takes the role", async () => {
    const s = await structure(app);
    const candidate = await signUp(app);
    const sent = ok(await inviteTo(s.director, s.ids.Clerk, candidate.username)).createRoleInvitation;
    ok(await setStatus(candidate, sent.id, "ACCEPTED"));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(app, AssignInvitationCandidateDocument, { id: sent.id }, { token: s.director.accessToken }),
      ),
    );
    expect(answers.filter((a) => !a.errors).length).toBe(1);
    expect(answers.filter((a) => a.errors).map(codeOf)).toEqual(Array(19).fill("INVITATION_NOT_OPEN"));
    const told = await app.database.db.select().from(notifications).where(eq(notifications.userId, candidate.id));
    expect(told.filter((n) => n.type === "role.assigned")).toHaveLength(1);
  });

  it("20 follows of one link by one person: one candidate", async () => {
    const s = await structure(app);
    const made = await link(s.director, s.ids.Clerk, "DAY");
    const person = await signUp(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => follow(person, made!.token)));
    expect(answers.every((a) => !a.errors)).toBe(true);
    expect(new Set(answers.map((a) => a.data!.acceptRoleInviteLink.id)).size).toBe(1);
  });

  it("20 saves at once, each valid alone but not together: every result is one valid tree", async () => {
    const s = await structure(app);
    // Half put Accounting (3) under Sales and raise Sales to 3 under Finance; half move Clerk under Sales at level 3.
    const saves = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? save(app, s.director, s.companyId, [
            role(s.ids.Sales, "Sales", 3, s.ids.Finance),
            role(randomUUID(), `Desk ${i}`, 4, s.ids.Sales),
          ])
        : save(app, s.director, s.companyId, [
            role(s.ids.Clerk, "Clerk", 3, s.ids.Sales),
            role(s.ids.Sales, "Sales", 2, s.ids.CEO),
          ]),
    );
    const answers = await Promise.all(saves);
    const refused = answers.filter((a) => a.errors);
    expect(refused.map(codeOf).every((code) => code === "BAD_USER_INPUT")).toBe(true);
    expect(answers.length - refused.length).toBeGreaterThan(0);
    const tree = await rolesOf(app, s.director, s.companyId);
    const byId = new Map(tree.map((r) => [r.id, r]));
    for (const r of tree) if (r.parentRoleId) expect(byId.get(r.parentRoleId)!.level).toBeLessThan(r.level);
    const rows = await app.database.db.select().from(roles).where(eq(roles.companyId, s.companyId));
    expect(rows.length).toBe(5 + answers.filter((a, i) => !a.errors && i % 2 === 0).length);
  });
});
