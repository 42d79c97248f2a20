/**
 * vHold ownership: companies, owners, share transfers, the audit trail and the notifications
 * they write, on the engine under test.
 */
import { and, eq, sql } from "drizzle-orm";
import { maskPhone } from "#graphql/validation/identity";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CreateCompanyDocument,
  GetCompanyDocument,
  GetOwnerDocument,
  ListCompanyHistoryDocument,
  ListCompanyOwnersDocument,
  ListCompanyShareTransfersDocument,
  ListUserCompaniesDocument,
  ListUserIncomingShareTransfersDocument,
  ListUserNotificationsDocument,
  ListUserShareTransfersDocument,
  ListUsersDocument,
  RequestShareTransferCodeDocument,
  TransferOwnershipPartDocument,
  UpdateAuthUserLanguageDocument,
  UpdateCompanyDocument,
} from "#graphql/generated/operations";
import { SYSTEM_ACTOR, writeAudit } from "../../../server/audit";
import { auditEvents, companies, notifications, owners, users } from "../../../server/db/schema";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { errorCode, failure, fieldErrors, ok, wrongCode } from "../support";
import { answer, createCompany, give, holdRole, offer, sharesOf, transferCode } from "./world";

let app: TestApp;
beforeAll(async () => {
  // Transfers move the clock past SMS resend waits: tokens here live a day.
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
});
afterAll(() => app.close());

describe("creating a company", () => {
  it("makes the creator its sole owner with 100 %, without a director, and records it", async () => {
    const olena = await signUp(app);
    const id = await createCompany(app, olena, "Київ Інвест & Co.");
    const company = ok(await send(app, GetCompanyDocument, { id }, { token: olena.accessToken })).getCompany;
    expect(company).toMatchObject({
      name: "Київ Інвест & Co.",
      numberOfOwners: 1,
      numberOfRoles: 0,
      myShare: 10_000,
      ceo: null,
      stopedAt: null,
    });
    expect(company.owners).toEqual([expect.objectContaining({ userId: olena.id, share: 10_000, leftAt: null })]);
    expect(company.rolesByLevel).toEqual([1, 2, 3, 4].map((level) => ({ level, count: 0 })));
    expect(ok(await send(app, ListUserCompaniesDocument, {}, { token: olena.accessToken })).listUserCompanies).toEqual([
      expect.objectContaining({ id, myShare: 10_000 }),
    ]);
    const history = ok(
      await send(app, ListCompanyHistoryDocument, { companyId: id }, { token: olena.accessToken }),
    ).listCompanyHistory;
    expect(history).toEqual([
      expect.objectContaining({ action: "company.created", actor: expect.objectContaining({ id: olena.id }) }),
    ]);
  });

  it.each([
    ["", "validation.companyName.required"],
    ["   ", "validation.companyName.required"],
    [" Acme", "validation.companyName.spaces"],
    ["Acme ", "validation.companyName.spaces"],
    ["A", "validation.companyName.length"],
    ["A".repeat(51), "validation.companyName.length"],
    ["Acme!", "validation.companyName.characters"],
    // A NUL is refused wherever text is sent, before the name's own rules (server/graphql/unreadable-text.ts).
    ["Acme\u0000Co", "validation.text.control"],
    ["Acme\u202eoC", "validation.companyName.characters"],
    ["<script>", "validation.companyName.characters"],
  ])("refuses the name %j with %s, and creates nothing", async (name, message) => {
    const user = await signUp(app);
    const answer = await send(app, CreateCompanyDocument, { input: { name } }, { token: user.accessToken });
    expect(fieldErrors(answer)).toEqual({ name: [message] });
    expect(ok(await send(app, ListUserCompaniesDocument, {}, { token: user.accessToken })).listUserCompanies).toEqual(
      [],
    );
  });

  it("takes names in any alphabet, with digits, &, - and .", async () => {
    const user = await signUp(app);
    for (const name of ["Müller-Öl 24", "東京 Trading", "AB", "A".repeat(50), "Ромашка & Ко."]) {
      expect(
        ok(await send(app, CreateCompanyDocument, { input: { name } }, { token: user.accessToken })).createCompany.name,
      ).toBe(name);
    }
  });
});

describe("changing a company", () => {
  it("a sole owner changes the name and the contact details directly; the history keeps before and after", async () => {
    const owner = await signUp(app);
    const id = await createCompany(app, owner, "First Name");
    const updated = ok(
      await send(
        app,
        UpdateCompanyDocument,
        {
          id,
          input: {
            name: "Second Name",
            phone: "+380441234567",
            address: "Khreshchatyk 1, Kyiv",
            about: "We build.\nAnd sell.",
          },
        },
        { token: owner.accessToken },
      ),
    ).updateCompany;
    expect(updated).toMatchObject({
      name: "Second Name",
      phone: "+380441234567",
      address: "Khreshchatyk 1, Kyiv",
      about: "We build.\nAnd sell.",
    });
    // An empty value clears a detail; a field left out stays.
    expect(
      ok(await send(app, UpdateCompanyDocument, { id, input: { address: "" } }, { token: owner.accessToken }))
        .updateCompany,
    ).toMatchObject({
      name: "Second Name",
      address: null,
      phone: "+380441234567",
    });
    const [latest, first] = ok(
      await send(app, ListCompanyHistoryDocument, { companyId: id }, { token: owner.accessToken }),
    ).listCompanyHistory;
    expect(latest.changes).toEqual([{ field: "address", before: "Khreshchatyk 1, Kyiv", after: null }]);
    expect(first.changes).toEqual(
      expect.arrayContaining([
        { field: "name", before: "First Name", after: "Second Name" },
        { field: "phone", before: null, after: "+380441234567" },
      ]),
    );
  });

  it("refuses bad details with their own messages and changes nothing", async () => {
    const owner = await signUp(app);
    const id = await createCompany(app, owner, "Steady Co");
    const answer = await send(
      app,
      UpdateCompanyDocument,
      { id, input: { phone: "12345", address: "x".repeat(201), about: "bell\u0007" } },
      { token: owner.accessToken },
    );
    expect(fieldErrors(answer)).toEqual({
      phone: ["validation.phone.invalid"],
      address: ["validation.companyAddress.length"],
      about: ["validation.text.control"],
    });
    expect(ok(await send(app, GetCompanyDocument, { id }, { token: owner.accessToken })).getCompany).toMatchObject({
      phone: null,
      address: null,
      about: null,
    });
  });

  it("with co-owners the name changes only by vote; an owner or the director still edits the contact details", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const director = await signUp(app);
    const employee = await signUp(app);
    const id = await createCompany(app, a, "Pair Ltd");
    await give(app, a, id, b, 2_500);
    await holdRole(app, id, director, 1);
    await holdRole(app, id, employee, 2);
    expect(
      failure(await send(app, UpdateCompanyDocument, { id, input: { name: "Renamed" } }, { token: a.accessToken }))
        .code,
    ).toBe("VOTE_REQUIRED");
    expect(
      failure(
        await send(app, UpdateCompanyDocument, { id, input: { name: "Renamed" } }, { token: director.accessToken }),
      ).code,
    ).toBe("FORBIDDEN");
    expect(
      ok(await send(app, UpdateCompanyDocument, { id, input: { phone: "+380441112233" } }, { token: b.accessToken }))
        .updateCompany.phone,
    ).toBe("+380441112233");
    expect(
      ok(
        await send(
          app,
          UpdateCompanyDocument,
          { id, input: { about: "Run by the director" } },
          { token: director.accessToken },
        ),
      ).updateCompany.about,
    ).toBe("Run by the director");
    expect(
      errorCode(await send(app, UpdateCompanyDocument, { id, input: { about: "x" } }, { token: employee.accessToken })),
    ).toBe("FORBIDDEN");
    expect(ok(await send(app, GetCompanyDocument, { id }, { token: a.accessToken })).getCompany.name).toBe("Pair Ltd");
  });
});

describe("co-owners hear of changes to the company's details (issue 18, defect 18)", () => {
  const detailsNews = async (who: { accessToken: string }) =>
    ok(
      await send(app, ListUserNotificationsDocument, { limit: 50 }, { token: who.accessToken }),
    ).listUserNotifications.items.filter((n) => n.__typename === "CompanyDetailsChangedNotification");

  it("the other owners are told which details changed and by whom; the one who changed them and a former owner are not", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const c = await signUp(app);
    const gone = await signUp(app);
    const director = await signUp(app);
    const id = await createCompany(app, a, "Three Owners");
    await give(app, a, id, gone, 1_000);
    await give(app, gone, id, c, 1_000);
    await give(app, a, id, b, 3_000);
    await holdRole(app, id, director, 1);

    ok(
      await send(
        app,
        UpdateCompanyDocument,
        { id, input: { address: "Khreshchatyk 1, Kyiv", phone: "+380441234567" } },
        { token: b.accessToken },
      ),
    );
    for (const owner of [a, c]) {
      expect(await detailsNews(owner)).toEqual([
        expect.objectContaining({
          type: "company.detailsChanged",
          readAt: null,
          companyId: id,
          companyName: "Three Owners",
          fields: ["PHONE", "ADDRESS"],
          changedByKind: "PERSON",
          changedBy: expect.objectContaining({ id: b.id }),
        }),
      ]);
    }
    expect(await detailsNews(b)).toEqual([]);
    expect(await detailsNews(gone)).toEqual([]);
    // The director owns nothing: they see the company's details, not the owners' news.
    expect(await detailsNews(director)).toEqual([]);

    // The director changes the about text a minute later: every owner hears of it.
    app.clock.advance(60_000);
    ok(await send(app, UpdateCompanyDocument, { id, input: { about: "We build." } }, { token: director.accessToken }));
    for (const owner of [a, b, c]) {
      const [latest] = await detailsNews(owner);
      expect(latest).toMatchObject({ fields: ["ABOUT"], changedBy: { id: director.id } });
    }
  });

  it("nothing really changed, or the change refused: nobody is told", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const id = await createCompany(app, a, "Quiet Pair");
    await give(app, a, id, b, 5_000);
    ok(await send(app, UpdateCompanyDocument, { id, input: { address: "Podil 2" } }, { token: a.accessToken }));
    expect(await detailsNews(b)).toHaveLength(1);

    // The same address again: no change, no news.
    ok(await send(app, UpdateCompanyDocument, { id, input: { address: "Podil 2" } }, { token: a.accessToken }));
    // A new name with a new phone: refused as a whole (the name waits for a vote), so no news.
    expect(
      failure(
        await send(
          app,
          UpdateCompanyDocument,
          { id, input: { name: "Loud Pair", phone: "+380441112233" } },
          { token: a.accessToken },
        ),
      ).code,
    ).toBe("VOTE_REQUIRED");
    expect(await detailsNews(b)).toHaveLength(1);
    expect(ok(await send(app, GetCompanyDocument, { id }, { token: b.accessToken })).getCompany.phone).toBeNull();
  });

  it("is written in the change's own transaction: a change that fails at commit leaves no notification", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const id = await createCompany(app, a, "Atomic Pair");
    await give(app, a, id, b, 5_000);
    // A constraint that fails only at commit (deferred): the update, its audit row and its
    // notification are one transaction, so all of them roll back together.
    await app.database.db.execute(
      sql.raw(`create or replace function test_refuse_address() returns trigger language plpgsql as $$ begin
        if new.address = 'Refused at commit' then raise exception 'refused at commit'; end if; return new; end $$`),
    );
    await app.database.db.execute(
      sql.raw(`create constraint trigger test_refuse_address after update on companies deferrable initially deferred
        for each row execute function test_refuse_address()`),
    );
    try {
      expect(
        errorCode(
          await send(
            app,
            UpdateCompanyDocument,
            { id, input: { address: "Refused at commit" } },
            { token: a.accessToken },
          ),
        ),
      ).toBe("INTERNAL_SERVER_ERROR");
    } finally {
      await app.database.db.execute(sql.raw("drop trigger test_refuse_address on companies"));
      await app.database.db.execute(sql.raw("drop function test_refuse_address()"));
    }
    expect(await detailsNews(b)).toEqual([]);
    expect(ok(await send(app, GetCompanyDocument, { id }, { token: b.accessToken })).getCompany.address).toBeNull();
  });
});

describe("vHold's own work: the 2-year deletion of a suspended company", () => {
  it("deletes a company suspended 2 years ago, keeps younger suspensions and active companies, and records vHold as the actor", async () => {
    const owner = await signUp(app);
    const [old, young, active] = [
      await createCompany(app, owner, "Long Asleep"),
      await createCompany(app, owner, "Short Nap"),
      await createCompany(app, owner, "Wide Awake"),
    ];
    const now = app.clock.now().getTime();
    const year = 365 * 24 * 60 * 60_000;
    // Suspension itself comes with the votes issue; its time is what this rule reads.
    await app.database.db
      .update(companies)
      .set({ stoppedAt: new Date(now - 2 * year - 2 * 24 * 60 * 60_000) })
      .where(eq(companies.id, old));
    await app.database.db
      .update(companies)
      .set({ stoppedAt: new Date(now - year) })
      .where(eq(companies.id, young));

    const outcomes = await app.api.jobs.runDue({ force: true });
    expect(outcomes.find((o) => o.job === "companies.suspended-two-years")).toMatchObject({
      status: "ran",
      result: { deleted: 1 },
    });
    const listed = ok(
      await send(app, ListUserCompaniesDocument, {}, { token: owner.accessToken }),
    ).listUserCompanies.map((c) => c.id);
    expect(listed.sort()).toEqual([young, active].sort());
    expect(errorCode(await send(app, GetCompanyDocument, { id: old }, { token: owner.accessToken }))).toBe(
      "OWNER_NOT_FOUND",
    );

    // Nobody's request did it: no person, session or address in the trail.
    const [event] = await app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, old), eq(auditEvents.action, "company.deleted")));
    expect(event).toMatchObject({
      actorUserId: null,
      sessionId: null,
      address: null,
      after: expect.objectContaining({ reason: "suspendedTwoYears" }),
    });

    // Idempotent: run again, nothing more goes.
    const again = await app.api.jobs.runDue({ force: true });
    expect(again.find((o) => o.job === "companies.suspended-two-years")).toMatchObject({
      status: "ran",
      result: { deleted: 0 },
    });
  });

  it("the history tells vHold's work from a person's", async () => {
    const owner = await signUp(app);
    const id = await createCompany(app, owner, "Told Apart");
    await writeAudit(app.database.db, SYSTEM_ACTOR, app.clock.now(), {
      companyId: id,
      action: "company.checked",
      entity: "company",
      entityId: id,
    });
    const history = ok(
      await send(app, ListCompanyHistoryDocument, { companyId: id }, { token: owner.accessToken }),
    ).listCompanyHistory;
    expect(history.map((e) => [e.action, e.actorKind, e.actor?.id ?? null])).toEqual(
      expect.arrayContaining([
        ["company.checked", "SYSTEM", null],
        ["company.created", "PERSON", owner.id],
      ]),
    );
  });
});

describe("share transfers", () => {
  it("a confirmed offer waits as PENDING and holds the part back; accepting moves it and makes a co-owner", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const id = await createCompany(app, a, "Transfer One");
    const transfer = await offer(app, a, id, b, 2_550);
    expect(transfer).toMatchObject({
      status: "PENDING",
      share: 2_550,
      fromUserId: a.id,
      toUserId: b.id,
      resolvedAt: null,
      company: { id, name: "Transfer One" },
    });
    // B owns nothing yet, but sees the offer (and only what a recipient may know of the company).
    expect(errorCode(await send(app, GetCompanyDocument, { id }, { token: b.accessToken }))).toBe("OWNER_NOT_FOUND");
    expect(
      ok(
        await send(app, ListUserIncomingShareTransfersDocument, {}, { token: b.accessToken }),
      ).listUserIncomingShareTransfers.map((t) => t.id),
    ).toEqual([transfer.id]);
    expect(
      ok(await send(app, ListUserShareTransfersDocument, {}, { token: a.accessToken })).listUserShareTransfers.map(
        (t) => t.id,
      ),
    ).toEqual([transfer.id]);
    const [held] = await app.database.db
      .select()
      .from(owners)
      .where(and(eq(owners.companyId, id), eq(owners.userId, a.id)));
    expect(held).toMatchObject({ shareBp: 10_000, reservedBp: 2_550 });

    const accepted = ok(await answer(app, b, transfer.id, "ACCEPTED")).processOwnershipTransferStatus;
    expect(accepted).toMatchObject({ status: "ACCEPTED", resolvedAt: app.clock.now().toISOString() });
    expect(await sharesOf(app, id)).toEqual({ [a.id]: 7_450, [b.id]: 2_550 });
    const company = ok(await send(app, GetCompanyDocument, { id }, { token: b.accessToken })).getCompany;
    expect(company).toMatchObject({ numberOfOwners: 2, myShare: 2_550 });
    // The lists of one's companies read each share with the company (the header's list, a
    // search's): the same figures as the company's own page.
    for (const [person, share] of [
      [a, 7_450],
      [b, 2_550],
    ] as const) {
      for (const search of [null, "Transfer"]) {
        const listed = ok(
          await send(app, ListUserCompaniesDocument, { search }, { token: person.accessToken }),
        ).listUserCompanies;
        expect(listed.map((c) => [c.id, c.myShare])).toEqual([[id, share]]);
      }
    }
    expect(company.owners.map((o) => [o.userId, o.share])).toEqual([
      [a.id, 7_450],
      [b.id, 2_550],
    ]);
    // The people concerned were told, in the same transactions.
    const told = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.payload, sql`${JSON.stringify({})}::jsonb`));
    expect(told).toEqual([]);
    const toB = await app.database.db.select().from(notifications).where(eq(notifications.userId, b.id));
    const toA = await app.database.db.select().from(notifications).where(eq(notifications.userId, a.id));
    expect(toB.map((n) => n.type)).toEqual(["shareTransfer.received"]);
    expect(toA.map((n) => n.type)).toEqual(["shareTransfer.accepted"]);
  });

  it("the SMS code confirms: a wrong one is refused with the tries left, and nothing is reserved", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const id = await createCompany(app, a, "Code Check");
    const code = await transferCode(app, a, id, b, 100);
    expect(app.messenger.sent.at(-1)).toMatchObject({ channel: "sms", to: a.phone });
    const wrong = await send(
      app,
      TransferOwnershipPartDocument,
      { input: { companyId: id, recipient: b.username, share: 100, code: wrongCode(code) } },
      { token: a.accessToken },
    );
    expect(failure(wrong)).toMatchObject({ code: "INVALID_CODE", attemptsLeft: 4 });
    expect((await app.database.db.select().from(owners).where(eq(owners.companyId, id)))[0].reservedBp).toBe(0);
    // The right code still works once, and only once.
    ok(
      await send(
        app,
        TransferOwnershipPartDocument,
        { input: { companyId: id, recipient: `@${b.username}`, share: 100, code } },
        { token: a.accessToken },
      ),
    );
    const again = await send(
      app,
      TransferOwnershipPartDocument,
      { input: { companyId: id, recipient: b.username, share: 100, code } },
      { token: a.accessToken },
    );
    expect(errorCode(again)).toBe("INVALID_CODE");
  });

  it("an offer that cannot be made gets no code; one refused after its code was sent leaves the code good for another try", async () => {
    const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)];
    const id = await createCompany(app, a, "Keep Code");
    // 100 % to another person is allowed (the sender then leaves); 100.01 % is not a share.
    expect((await offer(app, a, id, b, 10_000)).share).toBe(10_000);
    const sent = app.messenger.sent.length;
    const nothingLeft = await send(
      app,
      RequestShareTransferCodeDocument,
      { companyId: id, recipient: c.username, share: 1 },
      { token: a.accessToken },
    );
    expect(failure(nothingLeft)).toMatchObject({
      code: "SHARE_NOT_AVAILABLE",
      fields: { share: ["errors.SHARE_NOT_AVAILABLE"] },
    });
    expect(app.messenger.sent).toHaveLength(sent);

    const [pending] = ok(
      await send(
        app,
        ListUserShareTransfersDocument,
        { filter: { companyId: id, status: "PENDING" } },
        { token: a.accessToken },
      ),
    ).listUserShareTransfers;
    ok(await answer(app, a, pending.id, "CANCELED"));
    const code = await transferCode(app, a, id, c, 1);
    // The recipient's account is blocked between the code and the confirmation: refused, the code kept.
    await app.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, c.id));
    const blocked = await send(
      app,
      TransferOwnershipPartDocument,
      { input: { companyId: id, recipient: c.username, share: 1, code } },
      { token: a.accessToken },
    );
    expect(fieldErrors(blocked)).toEqual({ recipient: ["validation.recipient.unknown"] });
    await app.database.db.update(users).set({ isBlocked: false }).where(eq(users.id, c.id));
    ok(
      await send(
        app,
        TransferOwnershipPartDocument,
        { input: { companyId: id, recipient: c.username, share: 1, code } },
        { token: a.accessToken },
      ),
    );
  });

  it("refuses an unknown recipient, oneself, and shares that are not shares, with field messages", async () => {
    const a = await signUp(app);
    const id = await createCompany(app, a, "Picky Co");
    const code = await transferCode(app, a, id, await signUp(app), 100);
    const input = (recipient: string, share: number) => ({ input: { companyId: id, recipient, share, code } });
    expect(
      fieldErrors(await send(app, TransferOwnershipPartDocument, input("nobody_here", 100), { token: a.accessToken })),
    ).toEqual({
      recipient: ["validation.recipient.unknown"],
    });
    expect(
      fieldErrors(await send(app, TransferOwnershipPartDocument, input(a.username, 100), { token: a.accessToken })),
    ).toEqual({
      recipient: ["validation.recipient.self"],
    });
    expect(
      fieldErrors(await send(app, TransferOwnershipPartDocument, input("someone", 0), { token: a.accessToken })),
    ).toEqual({ share: ["validation.share.range"] });
    expect(
      fieldErrors(await send(app, TransferOwnershipPartDocument, input("someone", 10_001), { token: a.accessToken })),
    ).toEqual({ share: ["validation.share.range"] });
    // Asking for a code is refused the same way, and nothing is sent.
    const sent = app.messenger.sent.length;
    const ask = (recipient: string, share: number) =>
      send(app, RequestShareTransferCodeDocument, { companyId: id, recipient, share }, { token: a.accessToken });
    expect(fieldErrors(await ask("nobody_here", 100))).toEqual({ recipient: ["validation.recipient.unknown"] });
    expect(fieldErrors(await ask(`@${a.username}`, 100))).toEqual({ recipient: ["validation.recipient.self"] });
    expect(fieldErrors(await ask("someone", 0))).toEqual({ share: ["validation.share.range"] });
    expect(app.messenger.sent).toHaveLength(sent);
  });

  it("declined or canceled, the part is free again; only the recipient answers, only the sender cancels, each once", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const id = await createCompany(app, a, "Answers Ltd");
    const first = await offer(app, a, id, b, 4_000);
    expect(errorCode(await answer(app, a, first.id, "ACCEPTED"))).toBe("FORBIDDEN");
    expect(errorCode(await answer(app, b, first.id, "CANCELED"))).toBe("FORBIDDEN");
    expect(ok(await answer(app, b, first.id, "DECLINED")).processOwnershipTransferStatus.status).toBe("DECLINED");
    expect(errorCode(await answer(app, b, first.id, "ACCEPTED"))).toBe("TRANSFER_NOT_PENDING");
    const second = await offer(app, a, id, b, 10_000);
    expect(ok(await answer(app, a, second.id, "CANCELED")).processOwnershipTransferStatus.status).toBe("CANCELED");
    expect(errorCode(await answer(app, b, second.id, "ACCEPTED"))).toBe("TRANSFER_NOT_PENDING");
    expect(await sharesOf(app, id)).toEqual({ [a.id]: 10_000 });
    expect((await app.database.db.select().from(owners).where(eq(owners.companyId, id)))[0].reservedBp).toBe(0);
    expect(
      (await app.database.db.select().from(notifications).where(eq(notifications.userId, b.id)))
        .map((n) => n.type)
        .sort(),
    ).toEqual(["shareTransfer.canceled", "shareTransfer.received", "shareTransfer.received"]);
  });

  it("an owner who gives everything away becomes a former owner; the history lists only accepted transfers, newest first", async () => {
    const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)];
    const id = await createCompany(app, a, "Three Owners");
    const t1 = await give(app, a, id, b, 3_000);
    const t2 = await give(app, a, id, c, 2_000);
    const declined = await offer(app, b, id, c, 500);
    ok(await answer(app, c, declined.id, "DECLINED"));
    expect(await sharesOf(app, id)).toEqual({ [a.id]: 5_000, [b.id]: 3_000, [c.id]: 2_000 });
    const t3 = await give(app, b, id, c, 3_000);
    expect(await sharesOf(app, id)).toEqual({ [a.id]: 5_000, [c.id]: 5_000 });

    const current = ok(
      await send(app, ListCompanyOwnersDocument, { companyId: id }, { token: a.accessToken }),
    ).listCompanyOwners;
    expect(current.map((o) => o.userId).sort()).toEqual([a.id, c.id].sort());
    const former = ok(
      await send(app, ListCompanyOwnersDocument, { companyId: id, former: true }, { token: a.accessToken }),
    ).listCompanyOwners;
    expect(former).toEqual([
      expect.objectContaining({ userId: b.id, share: 0, leftAt: app.clock.now().toISOString() }),
    ]);
    // B is out: the company is closed to them now.
    expect(errorCode(await send(app, GetCompanyDocument, { id }, { token: b.accessToken }))).toBe("OWNER_NOT_FOUND");

    const cOwner = current.find((o) => o.userId === c.id)!;
    const history = ok(await send(app, GetOwnerDocument, { id: cOwner.id }, { token: a.accessToken })).getOwner
      .shareTransfers;
    expect(history.map((t) => t.id)).toEqual([t3.id, t2.id]);
    const companyOps = ok(
      await send(app, ListCompanyShareTransfersDocument, { companyId: id }, { token: c.accessToken }),
    ).listCompanyShareTransfers;
    expect(companyOps.map((t) => t.id)).toEqual([t3.id, declined.id, t2.id, t1.id]);
    const search = ok(
      await send(app, ListCompanyOwnersDocument, { companyId: id, search: `@${c.username}` }, { token: a.accessToken }),
    ).listCompanyOwners;
    expect(search.map((o) => o.userId)).toEqual([c.id]);
  });

  it("a former owner who is given a part again is an owner again", async () => {
    const [a, b] = [await signUp(app), await signUp(app)];
    const id = await createCompany(app, a, "Come Back");
    await give(app, a, id, b, 10_000);
    expect(await sharesOf(app, id)).toEqual({ [b.id]: 10_000 });
    await give(app, b, id, a, 1_000);
    expect(await sharesOf(app, id)).toEqual({ [a.id]: 1_000, [b.id]: 9_000 });
    expect(
      ok(await send(app, ListCompanyOwnersDocument, { companyId: id, former: true }, { token: a.accessToken }))
        .listCompanyOwners,
    ).toEqual([]);
  });
});

describe("the share transfer code confirms exactly one offer", () => {
  const confirm = (
    sender: SignedUpUser,
    input: { companyId: string; recipient: string; share: number; code: string },
  ) => send(app, TransferOwnershipPartDocument, { input }, { token: sender.accessToken });

  it("a code sent for one offer is refused for another company, another recipient or another share, and no try is spent", async () => {
    const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)];
    const first = await createCompany(app, a, "Bound One");
    const second = await createCompany(app, a, "Bound Two");
    const code = await transferCode(app, a, first, b, 777);
    for (const other of [
      { companyId: second, recipient: b.username, share: 777 },
      { companyId: first, recipient: c.username, share: 777 },
      { companyId: first, recipient: b.username, share: 778 },
    ]) {
      const refused = await confirm(a, { ...other, code });
      expect(failure(refused), JSON.stringify(other)).toEqual({
        code: "CODE_FOR_ANOTHER_TRANSFER",
        fields: { code: ["errors.CODE_FOR_ANOTHER_TRANSFER"] },
      });
    }
    expect(await sharesOf(app, second)).toEqual({ [a.id]: 10_000 });
    expect((await app.database.db.select().from(owners).where(eq(owners.companyId, first)))[0].reservedBp).toBe(0);
    // The offer it was sent for: a wrong code still has all its tries, the right one works.
    expect(
      failure(await confirm(a, { companyId: first, recipient: b.username, share: 777, code: wrongCode(code) })),
    ).toMatchObject({ code: "INVALID_CODE", attemptsLeft: 4 });
    expect(
      ok(await confirm(a, { companyId: first, recipient: `@${b.username.toUpperCase()}`, share: 777, code }))
        .transferOwnershipPart,
    ).toMatchObject({
      toUserId: b.id,
      share: 777,
      status: "PENDING",
    });
  });

  it.each([
    [
      "uk",
      "vHold: код {code} підтверджує передачу 7,77 % компанії «Зоря & Ко» користувачу @{recipient}. Нікому його не повідомляйте.",
    ],
    [
      "ru",
      "vHold: код {code} подтверждает передачу 7,77 % компании «Зоря & Ко» пользователю @{recipient}. Никому его не сообщайте.",
    ],
    ["en", "vHold: code {code} confirms giving 7.77 % of “Зоря & Ко” to @{recipient}. Do not share it with anyone."],
  ] as const)(
    "the SMS names the company, the recipient and the share, in the sender's language (%s)",
    async (language, text) => {
      const [a, b] = [await signUp(app), await signUp(app)];
      ok(await send(app, UpdateAuthUserLanguageDocument, { language }, { token: a.accessToken }));
      const id = await createCompany(app, a, "Зоря & Ко");
      const code = await transferCode(app, a, id, b, 777);
      const sms = app.messenger.sent.at(-1)!;
      expect(sms).toMatchObject({ channel: "sms", to: a.phone });
      expect(sms.text).toBe(text.replace("{code}", code).replace("{recipient}", b.username));
    },
  );

  it("another code for the same offer waits while the last one works; a code for another offer goes at once and the last one stops", async () => {
    const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)];
    const id = await createCompany(app, a, "Resend Rules");
    const ask = (recipient: SignedUpUser, share: number) =>
      send(
        app,
        RequestShareTransferCodeDocument,
        { companyId: id, recipient: recipient.username, share },
        { token: a.accessToken },
      );
    ok(await ask(b, 100));
    const forB = app.messenger.lastCode(a.phone);
    app.clock.advance(20_000);
    expect(failure(await ask(b, 100))).toMatchObject({ code: "RESEND_TOO_SOON", retryAfter: 40 });
    // Another offer: a code at once, and the one for B confirms nothing now.
    const delivery = ok(await ask(c, 200)).requestShareTransferCode;
    expect(delivery).toMatchObject({ channel: "SMS", sentTo: maskPhone(a.phone), resendAfter: 60 });
    const forC = app.messenger.lastCode(a.phone);
    expect(failure(await confirm(a, { companyId: id, recipient: b.username, share: 100, code: forB })).code).toBe(
      "CODE_FOR_ANOTHER_TRANSFER",
    );
    // Back to B at once (the last code is C's): B's new code works.
    ok(await ask(b, 100));
    ok(await confirm(a, { companyId: id, recipient: b.username, share: 100, code: app.messenger.lastCode(a.phone) }));
    expect(failure(await confirm(a, { companyId: id, recipient: c.username, share: 200, code: forC })).code).toBe(
      "INVALID_CODE",
    );
    // The same offer again at once: the last code was used, so nothing holds the next one back.
    ok(await ask(b, 100));
    ok(await confirm(a, { companyId: id, recipient: b.username, share: 100, code: app.messenger.lastCode(a.phone) }));
    // Six codes an hour reach one phone, whatever they are for.
    ok(await ask(c, 300));
    ok(await ask(c, 400));
    expect(failure(await ask(c, 500))).toMatchObject({ code: "TOO_MANY_CODES" });
  });
});

describe("what the database holds on its own", () => {
  it("owners always hold exactly 100 %, checked at commit, whatever the application does", async () => {
    const a = await signUp(app);
    const id = await createCompany(app, a, "Guarded Co");
    await expect(
      app.database.db.update(owners).set({ shareBp: 9_000 }).where(eq(owners.companyId, id)),
    ).rejects.toThrow();
    await expect(
      app.database.db.update(owners).set({ reservedBp: 10_001 }).where(eq(owners.companyId, id)),
    ).rejects.toThrow();
    expect(await sharesOf(app, id)).toEqual({ [a.id]: 10_000 });
  });

  it("the audit trail cannot be changed or removed", async () => {
    const a = await signUp(app);
    const id = await createCompany(app, a, "History Co");
    await expect(app.database.db.delete(auditEvents).where(eq(auditEvents.companyId, id))).rejects.toThrow();
    await expect(
      app.database.db.update(auditEvents).set({ action: "nothing" }).where(eq(auditEvents.companyId, id)),
    ).rejects.toThrow();
    expect(await app.database.db.select().from(auditEvents).where(eq(auditEvents.companyId, id))).toHaveLength(1);
  });
});

describe("finding people", () => {
  it("searches by username (an @ is ignored) and name, 20 a page by default, never more than 50, never blocked accounts", async () => {
    const made = [];
    for (let i = 0; i < 23; i += 1) made.push(await signUp(app, { username: `pick_${String(i).padStart(2, "0")}` }));
    await app.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, made[22].id));
    const first = ok(
      await send(app, ListUsersDocument, { search: "@pick_" }, { token: made[0].accessToken }),
    ).listUsers;
    expect(first).toMatchObject({ total: 22, page: 1, limit: 20 });
    expect(first.items.map((u) => u.username)).toEqual(made.slice(0, 20).map((u) => u.username));
    const second = ok(
      await send(app, ListUsersDocument, { search: "pick_", page: 2 }, { token: made[0].accessToken }),
    ).listUsers;
    expect(second.items.map((u) => u.username)).toEqual(made.slice(20, 22).map((u) => u.username));
    expect(
      ok(await send(app, ListUsersDocument, { search: "pick_", limit: 1_000 }, { token: made[0].accessToken }))
        .listUsers.limit,
    ).toBe(50);
    // Others' phones and e-mails come masked unless they allow them (tests/integration/profile-visibility.test.ts).
    expect(Object.keys(first.items[0]).sort()).toEqual([
      "avatar",
      "deleted",
      "email",
      "id",
      "name",
      "phone",
      "surname",
      "username",
    ]);
    expect(first.items[1].phone).toBe(maskPhone(made[1].phone));
  });
});

describe("ids that name nothing", () => {
  it("answer OWNER_NOT_FOUND, never an error page", async () => {
    const user = await signUp(app);
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", "'; drop table companies; --"]) {
      expect(errorCode(await send(app, GetCompanyDocument, { id }, { token: user.accessToken })), id).toBe(
        "OWNER_NOT_FOUND",
      );
      expect(errorCode(await answer(app, user, id, "ACCEPTED")), id).toBe("OWNER_NOT_FOUND");
    }
  });
});
