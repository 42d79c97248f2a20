/**
 * The control center's team (issue 21): listCompanyUsers and getCompanyUser as the page calls
 * them: current and former employees apart, the search, each person's stays in the company's
 * roles, the phone, e-mail and birthday as each person lets the caller see them, and who may read
 * (the owners, the director, and an employee once their role is granted the Team module).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GetCompanyUserDocument,
  GetOwnerProfileDocument,
  GetOwnerShareTransfersDocument,
  GrantRoleModuleAccessDocument,
  LeaveRoleDocument,
  ListCompanyOwnerCardsDocument,
  ListCompanyUsersDocument,
  RevokeRoleModuleAccessDocument,
  UpdateAuthUserDocument,
} from "#graphql/generated/operations";
import { maskPhone } from "#graphql/validation/identity";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { createCompany, give, holdRole } from "../companies/world";
import { codeOf } from "./support";

let app: TestApp;
let companyId: string;
const people = {} as Record<"owner" | "formerOwner" | "director" | "clerk" | "leaver" | "stranger", SignedUpUser>;
const roleIds = {} as Record<"ceo" | "desk" | "archive", string>;

const named = (who: SignedUpUser, name: string, surname: string, birthday?: string) =>
  send(
    app,
    UpdateAuthUserDocument,
    { input: { name, surname, ...(birthday ? { birthday } : {}) } },
    { token: who.accessToken },
  ).then(ok);

beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  for (const key of ["owner", "formerOwner", "director", "clerk", "leaver", "stranger"] as const)
    people[key] = await signUp(app);
  companyId = await createCompany(app, people.owner, "Team Works");
  // A former owner: given a part, then gave it back.
  await give(app, people.owner, companyId, people.formerOwner, 1000);
  await give(app, people.formerOwner, companyId, people.owner, 1000);
  await named(people.owner, "Maria", "Koval", "1970-01-15");
  await named(people.formerOwner, "Taras", "Melnyk", "1980-02-29");
  await named(people.director, "Ivan", "Bondar", "1985-03-09");
  await named(people.clerk, "Oksana", "Andriienko", "1999-12-31");
  await named(people.leaver, "Petro", "Yatsenko", "1990-07-01");
  roleIds.ceo = (await holdRole(app, companyId, people.director, 1, "CEO")).id;
  roleIds.desk = (await holdRole(app, companyId, people.clerk, 2, "Desk")).id;
  app.clock.advance(60_000);
  roleIds.archive = (await holdRole(app, companyId, people.leaver, 3, "Archive", roleIds.desk)).id;
  app.clock.advance(60_000);
  ok(await send(app, LeaveRoleDocument, { id: roleIds.archive }, { token: people.leaver.accessToken }));
});
afterAll(() => app.close());

const list = (who: SignedUpUser, variables: { search?: string; former?: boolean } = {}) =>
  send(app, ListCompanyUsersDocument, { companyId, ...variables }, { token: who.accessToken });
const profile = (who: SignedUpUser, userId: string) =>
  send(app, GetCompanyUserDocument, { companyId, userId }, { token: who.accessToken });

describe("the team", () => {
  it("lists the people holding a role now, by surname, and the former ones apart", async () => {
    const current = ok(await list(people.owner)).listCompanyUsers;
    expect(current.map((p) => [p.surname, p.numberOfRoles, p.former])).toEqual([
      ["Andriienko", 1, false],
      ["Bondar", 1, false],
    ]);
    const former = ok(await list(people.owner, { former: true })).listCompanyUsers;
    expect(former.map((p) => [p.surname, p.numberOfRoles, p.former])).toEqual([["Yatsenko", 0, true]]);
    expect(former[0].userRoles.map((r) => [r.name, r.level, r.leftAt !== null])).toEqual([["Archive", 3, true]]);
  });

  it("finds people by name, surname or username, an @ in front ignored", async () => {
    expect(ok(await list(people.director, { search: "oksa" })).listCompanyUsers.map((p) => p.name)).toEqual(["Oksana"]);
    expect(ok(await list(people.director, { search: "BONDAR" })).listCompanyUsers.map((p) => p.name)).toEqual(["Ivan"]);
    expect(
      ok(await list(people.director, { search: `@${people.clerk.username}` })).listCompanyUsers.map((p) => p.id),
    ).toEqual([people.clerk.id]);
    expect(ok(await list(people.director, { search: "%" })).listCompanyUsers).toEqual([]);
    expect(
      ok(await list(people.director, { search: "petro", former: true })).listCompanyUsers.map((p) => p.id),
    ).toEqual([people.leaver.id]);
  });

  it("a person taking another role has both stays, the one held now first", async () => {
    const more = await holdRole(app, companyId, people.clerk, 3, "Night desk", roleIds.desk);
    try {
      const person = ok(await profile(people.owner, people.clerk.id)).getCompanyUser;
      expect(person.numberOfRoles).toBe(2);
      expect(person.userRoles.map((r) => r.leftAt)).toEqual([null, null]);
      expect(new Set(person.userRoles.map((r) => r.roleId))).toEqual(new Set([roleIds.desk, more.id]));
    } finally {
      ok(await send(app, LeaveRoleDocument, { id: more.id }, { token: people.clerk.accessToken }));
    }
    const after = ok(await profile(people.owner, people.clerk.id)).getCompanyUser;
    expect(after.numberOfRoles).toBe(1);
    expect(after.userRoles.map((r) => [r.name, r.leftAt === null])).toEqual([
      ["Desk", true],
      ["Night desk", false],
    ]);
  });

  it("the profile shows a colleague's phone, e-mail and birthday whole; a former employee's masked and without the birthday", async () => {
    const clerk = ok(await profile(people.director, people.clerk.id)).getCompanyUser;
    expect([clerk.phone, clerk.birthday]).toEqual([people.clerk.phone, "1999-12-31"]);
    // The leaver shares no company with the director any more: not a contact (visibility CONTACTS, the default).
    const leaver = ok(await profile(people.director, people.leaver.id)).getCompanyUser;
    expect([leaver.phone, leaver.birthday, leaver.former]).toEqual([maskPhone(people.leaver.phone), null, true]);
  });

  it("answers USER_NOT_FOUND for someone who never held a role here, and for no id", async () => {
    expect(codeOf(await profile(people.owner, people.stranger.id))).toBe("USER_NOT_FOUND");
    expect(codeOf(await profile(people.owner, people.owner.id))).toBe("USER_NOT_FOUND");
    expect(codeOf(await profile(people.owner, "not-an-id"))).toBe("USER_NOT_FOUND");
  });
});

describe("who reads the team", () => {
  const cases: Array<[keyof typeof people, string | undefined]> = [
    ["owner", undefined],
    ["director", undefined],
    ["clerk", "FORBIDDEN"],
    ["stranger", "OWNER_NOT_FOUND"],
    ["formerOwner", "OWNER_NOT_FOUND"],
    ["leaver", "OWNER_NOT_FOUND"],
  ];
  it.each(cases)("%s: %s", async (who, refusal) => {
    const listed = await list(people[who]);
    const one = await profile(people[who], people.clerk.id);
    if (!refusal) {
      expect(ok(listed).listCompanyUsers.length).toBe(2);
      expect(ok(one).getCompanyUser.id).toBe(people.clerk.id);
    } else {
      expect([codeOf(listed), codeOf(one)]).toEqual([refusal, refusal]);
      expect(listed.data).toBeNull();
    }
  });

  it("an employee whose role is granted the Team module reads it (decision 0026)", async () => {
    ok(
      await send(
        app,
        GrantRoleModuleAccessDocument,
        { roleId: roleIds.desk, module: "TEAM" },
        { token: people.director.accessToken },
      ),
    );
    try {
      expect(ok(await list(people.clerk)).listCompanyUsers.length).toBe(2);
      expect(ok(await profile(people.clerk, people.director.id)).getCompanyUser.id).toBe(people.director.id);
    } finally {
      ok(
        await send(
          app,
          RevokeRoleModuleAccessDocument,
          { roleId: roleIds.desk, module: "TEAM" },
          { token: people.director.accessToken },
        ),
      );
    }
  });
});

describe("the owners' profiles (issue 21: birthday added to what an owner shows)", () => {
  const ownerIds = async (who: SignedUpUser, former: boolean) =>
    ok(await send(app, ListCompanyOwnerCardsDocument, { companyId, former }, { token: who.accessToken }))
      .listCompanyOwners;

  it("show the director an owner's phone and birthday, and a former owner's masked, without the birthday", async () => {
    const [current] = await ownerIds(people.director, false);
    const owner = ok(
      await send(app, GetOwnerProfileDocument, { id: current.id }, { token: people.director.accessToken }),
    ).getOwner;
    expect([owner.user.phone, owner.user.birthday, owner.share]).toEqual([people.owner.phone, "1970-01-15", 10000]);
    const [gone] = await ownerIds(people.director, true);
    const former = ok(
      await send(app, GetOwnerProfileDocument, { id: gone.id }, { token: people.director.accessToken }),
    ).getOwner;
    expect([former.userId, former.user.phone, former.user.birthday]).toEqual([
      people.formerOwner.id,
      maskPhone(people.formerOwner.phone),
      null,
    ]);
  });

  it("the history of shares given and received is the owners': accepted ones, newest first; the director is refused it", async () => {
    const [gone] = await ownerIds(people.owner, true);
    const history = ok(
      await send(app, GetOwnerShareTransfersDocument, { id: gone.id }, { token: people.owner.accessToken }),
    ).getOwner.shareTransfers;
    expect(
      history.map((t) => [t.fromUserId === people.formerOwner.id ? "gave" : "received", t.share, t.status]),
    ).toEqual([
      ["gave", 1000, "ACCEPTED"],
      ["received", 1000, "ACCEPTED"],
    ]);
    expect(
      codeOf(await send(app, GetOwnerShareTransfersDocument, { id: gone.id }, { token: people.director.accessToken })),
    ).toBe("FORBIDDEN");
  });
});
