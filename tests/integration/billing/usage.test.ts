/**
 * A critical balance suspends the company's usage (issue 21; decision 0026): after a failed daily
 * charge, with the clock moved, putting anyone into a role (a paid seat) answers USAGE_SUSPENDED,
 * the spec's "Failed to charge from the balance; top up for at least 1 day of usage.", while
 * billing (reading, paying), governance (the company's card, shares), the structure and the team
 * go on, and giving a role up still works. A top-up that covers a day lifts it. Billing switched
 * off, a suspended account holds nothing back.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AssignSelfToRoleDocument,
  CreateBillingTopUpDocument,
  GetCompanyBillingDocument,
  LeaveRoleDocument,
  ListCompanyRolesDocument,
  ListCompanyUsersDocument,
  SetCompanyStorageSizeDocument,
  UpdateCompanyDocument,
} from "#graphql/generated/operations";
import { billingAccounts, companies, roles } from "../../../server/db/schema";
import { liqpayData, liqpaySignature } from "../../../server/modules/billing/providers";
import { createTestApp, gql, send, signUp, token, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { createCompany, give, holdRole } from "../companies/world";
import { codeOf } from "../roles/support";

/** The sandbox's signing key this app runs with (generated into the data directory's secrets.json). */
function sandboxKeyOf(testApp: TestApp): string {
  const payments = testApp.config.payments;
  if (payments.provider !== "sandbox") throw new Error("these tests pay through the sandbox");
  return payments.sandboxKey;
}

const DAY = 24 * 60 * 60 * 1000;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
});
afterAll(() => app.close());

/** A fresh access token after the clock moved (tokens are short-lived), as the web half refreshes. */
async function fresh(...people: SignedUpUser[]) {
  for (const who of people) {
    const answer = await token(app, { grant_type: "refresh_token", refresh_token: who.refreshToken });
    if (answer.status !== 200) throw new Error(`refresh failed: ${JSON.stringify(answer.body)}`);
    who.accessToken = String(answer.body.access_token);
    who.refreshToken = String(answer.body.refresh_token);
  }
}

const sweep = () => app.api.jobs.runDue({ force: true });

/**
 * A company whose owner is a co-owner with someone else, with a director, an employee and a
 * vacant level-2 role under the director; its storage at 10 000 GB (1 000 UAH a day, more than
 * the opening 300): the first day's charge fails.
 */
async function unpaidCompany() {
  const owner = await signUp(app);
  const coOwner = await signUp(app);
  const director = await signUp(app);
  const employee = await signUp(app);
  const companyId = await createCompany(app, owner, "Несплачена");
  await give(app, owner, companyId, coOwner, 2000);
  const ceo = await holdRole(app, companyId, director, 1, "CEO");
  const desk = await holdRole(app, companyId, employee, 2, "Desk");
  const [vacant] = await app.database.db
    .insert(roles)
    .values({
      companyId,
      name: "Vacant",
      level: 2,
      parentRoleId: ceo.id,
      createdAt: app.clock.now(),
      updatedAt: app.clock.now(),
    })
    .returning();
  ok(await send(app, SetCompanyStorageSizeDocument, { companyId, sizeGb: 10_000 }, { token: owner.accessToken }));
  app.clock.advance(DAY);
  await sweep();
  await fresh(owner, coOwner, director, employee);
  return { companyId, owner, coOwner, director, employee, ceo: ceo.id, desk: desk.id, vacant: vacant!.id };
}

const suspendedFlag = async (who: SignedUpUser, companyId: string, roleId?: string) =>
  ok(
    await gql<{ getCompany: { usageSuspended: boolean } }>(
      app,
      `query($id: ID!) { getCompany(id: $id) { usageSuspended } }`,
      { id: companyId },
      { token: who.accessToken, roleId },
    ),
  ).getCompany.usageSuspended;

describe("a critical balance", () => {
  it("holds back putting anyone into a role with the spec's message; billing, governance, the structure and the team go on", async () => {
    const c = await unpaidCompany();
    const account = ok(
      await send(app, GetCompanyBillingDocument, { companyId: c.companyId }, { token: c.owner.accessToken }),
    ).getCompanyBilling;
    expect(account.state).toBe("CRITICAL");
    // Every member is told (the hub's banner), the employee too.
    expect(await suspendedFlag(c.employee, c.companyId, c.desk)).toBe(true);
    expect(await suspendedFlag(c.owner, c.companyId)).toBe(true);

    // A paid seat: refused, with the message the web half translates.
    const refused = await send(app, AssignSelfToRoleDocument, { id: c.vacant }, { token: c.director.accessToken });
    expect(codeOf(refused)).toBe("USAGE_SUSPENDED");
    expect(refused.errors?.[0]?.message).toBe("Failed to charge from the balance; top up for at least 1 day of usage.");

    // Billing itself: read, change the size (to cut the price), top up, by owners and the director.
    ok(
      await send(
        app,
        SetCompanyStorageSizeDocument,
        { companyId: c.companyId, sizeGb: 20 },
        { token: c.director.accessToken },
      ),
    );
    expect(
      ok(
        await send(
          app,
          CreateBillingTopUpDocument,
          { companyId: c.companyId, period: "MONTH", returnUrl: "/" },
          { token: c.coOwner.accessToken },
        ),
      ).createBillingTopUp.amount,
    ).toBeGreaterThan(0);
    // Governance: the company's card and shares.
    ok(
      await send(
        app,
        UpdateCompanyDocument,
        { id: c.companyId, input: { phone: "+380441234567" } },
        { token: c.owner.accessToken },
      ),
    );
    await give(app, c.owner, c.companyId, c.coOwner, 1000);
    // The structure and the team are read; giving a role up still works.
    expect(
      ok(
        await send(
          app,
          ListCompanyRolesDocument,
          { companyId: c.companyId },
          { token: c.employee.accessToken, roleId: c.desk },
        ),
      ).listCompanyRoles.length,
    ).toBe(3);
    expect(
      ok(await send(app, ListCompanyUsersDocument, { companyId: c.companyId }, { token: c.director.accessToken }))
        .listCompanyUsers.length,
    ).toBe(2);
    ok(await send(app, LeaveRoleDocument, { id: c.desk }, { token: c.employee.accessToken }));
  });

  it("lifts when a paid top-up covers a day: the seat is given again", async () => {
    const c = await unpaidCompany();
    ok(
      await send(
        app,
        SetCompanyStorageSizeDocument,
        { companyId: c.companyId, sizeGb: 10 },
        { token: c.owner.accessToken },
      ),
    );
    const payment = ok(
      await send(
        app,
        CreateBillingTopUpDocument,
        { companyId: c.companyId, period: "MONTH", returnUrl: "/" },
        { token: c.owner.accessToken },
      ),
    ).createBillingTopUp;
    const data = liqpayData({
      version: 3,
      public_key: "sandbox",
      action: "pay",
      currency: "UAH",
      status: "success",
      order_id: payment.paymentId,
      amount: (payment.amount / 100).toFixed(2),
      payment_id: 1,
    });
    const body = new URLSearchParams({ data, signature: await liqpaySignature(sandboxKeyOf(app), data) });
    const answer = await app.api.fetch("http://api.test/payments/callback", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(answer.status).toBe(200);
    expect(await suspendedFlag(c.employee, c.companyId, c.desk)).toBe(false);
    expect(
      ok(await send(app, AssignSelfToRoleDocument, { id: c.vacant }, { token: c.director.accessToken }))
        .assignSelfToRole.user!.id,
    ).toBe(c.director.id);
  });

  it("a suspended company answers as suspended first (the frozen roles say more than the balance)", async () => {
    const c = await unpaidCompany();
    await app.database.db.update(companies).set({ stoppedAt: app.clock.now() }).where(eq(companies.id, c.companyId));
    expect(codeOf(await send(app, AssignSelfToRoleDocument, { id: c.vacant }, { token: c.director.accessToken }))).toBe(
      "COMPANY_SUSPENDED",
    );
  });
});

describe("billing switched off", () => {
  it("a suspended account left from before holds nothing back, and nobody is told", async () => {
    const off = await createTestApp({ FEATURE_BILLING: "0", ACCESS_TOKEN_TTL: "86400" });
    try {
      const owner = await signUp(off);
      const companyId = await createCompany(off, owner, "Без білінгу");
      const ceo = await holdRole(off, companyId, owner, 1, "CEO");
      const [vacant] = await off.database.db
        .insert(roles)
        .values({
          companyId,
          name: "Vacant",
          level: 2,
          parentRoleId: ceo.id,
          createdAt: off.clock.now(),
          updatedAt: off.clock.now(),
        })
        .returning();
      // An account suspended while billing was on (the ledger's sum still its balance).
      await off.api.services.billing.ensureAccount(companyId);
      await off.database.db
        .update(billingAccounts)
        .set({ suspendedAt: off.clock.now() })
        .where(eq(billingAccounts.companyId, companyId));
      expect(
        ok(
          await gql<{ getCompany: { usageSuspended: boolean } }>(
            off,
            `query($id: ID!) { getCompany(id: $id) { usageSuspended } }`,
            { id: companyId },
            { token: owner.accessToken },
          ),
        ).getCompany.usageSuspended,
      ).toBe(false);
      ok(await send(off, AssignSelfToRoleDocument, { id: vacant!.id }, { token: owner.accessToken }));
    } finally {
      await off.close();
    }
  });
});
