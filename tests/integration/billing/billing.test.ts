/**
 * Balance and payments (issue 21; decision 0024): the account, the daily sweep (once per Kyiv day,
 * however many instances run it), the states with the clock moved, top-ups through the sandbox
 * and its signed callback (a replay credits once), and who sees and pays.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CreateBillingTopUpDocument,
  GetBillingPaymentDocument,
  GetCompanyBillingDocument,
  SetCompanyStorageSizeDocument,
  UpdateAuthUserLanguageDocument,
} from "#graphql/generated/operations";
import { formatMoney } from "#graphql/money";
import { billingAccounts, billingLedger, billingPayments, companies } from "../../../server/db/schema";
import { JobRunner } from "../../../server/jobs/runner";
import { createLogger } from "../../../server/logger";
import { liqpayData, liqpaySignature } from "../../../server/modules/billing/providers";
import { createTestApp, send, signUp, token, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { createCompany, give, holdRole } from "../companies/world";

/** The sandbox's signing key this app runs with (generated into the data directory's secrets.json). */
function sandboxKeyOf(testApp: TestApp): string {
  const payments = testApp.config.payments;
  if (payments.provider !== "sandbox") throw new Error("these tests pay through the sandbox");
  return payments.sandboxKey;
}

const DAY = 24 * 60 * 60 * 1000;
/** The public default SANDBOX_PAYMENT_KEY had before it was generated: anyone could sign with it. */
const KNOWN_KEY = "sandbox-payment-key";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface Company {
  companyId: string;
  owner: SignedUpUser;
  director: SignedUpUser;
  employee: SignedUpUser;
}

/** A company: its sole owner, a director and one employee (2 held roles). */
async function company(): Promise<Company> {
  const owner = await signUp(app);
  const director = await signUp(app);
  const employee = await signUp(app);
  const companyId = await createCompany(app, owner, "Білінг");
  await holdRole(app, companyId, director, 1, "CEO");
  await holdRole(app, companyId, employee, 2, "Sales");
  return { companyId, owner, director, employee };
}

/** A fresh access token after the clock moved (tokens are short-lived): the refresh grant, as the web half does. */
async function fresh(who: SignedUpUser) {
  const answer = await token(app, { grant_type: "refresh_token", refresh_token: who.refreshToken });
  if (answer.status !== 200) throw new Error(`refresh failed: ${JSON.stringify(answer.body)}`);
  who.accessToken = String(answer.body.access_token);
  who.refreshToken = String(answer.body.refresh_token);
}

const billing = async (who: SignedUpUser, companyId: string, extra: { after?: string; limit?: number } = {}) => {
  await fresh(who);
  return send(app, GetCompanyBillingDocument, { companyId, ...extra }, { token: who.accessToken });
};
const read = async (who: SignedUpUser, companyId: string) => ok(await billing(who, companyId)).getCompanyBilling;
const setSize = async (who: SignedUpUser, companyId: string, sizeGb: number) =>
  send(app, SetCompanyStorageSizeDocument, { companyId, sizeGb }, { token: who.accessToken });
const topUp = async (who: SignedUpUser, companyId: string, period: "MONTH" | "YEAR" = "MONTH") => {
  await fresh(who);
  return send(
    app,
    CreateBillingTopUpDocument,
    { companyId, period, returnUrl: "/vhub/x/control-center/billing" },
    { token: who.accessToken },
  );
};
const codeOf = (answer: { errors?: Array<{ extensions?: { code?: string } }> }) => answer.errors?.[0]?.extensions?.code;

/** One sweep of every due job now (the clock's). */
const sweep = async () => (await app.api.jobs.runDue({ force: true })).find((o) => o.job === "billing.daily");

/** The balance is the sum of the ledger, read from the database itself. */
async function ledgerSum(companyId: string) {
  const [row] = await app.database.db
    .select({ sum: sql<string>`coalesce(sum(${billingLedger.amountKop}), 0)` })
    .from(billingLedger)
    .where(eq(billingLedger.companyId, companyId));
  const [account] = await app.database.db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.companyId, companyId));
  return { sum: Number(row!.sum), balance: account!.balanceKop };
}

const rowsOf = (companyId: string, kind: (typeof billingLedger.$inferSelect)["kind"]) =>
  app.database.db
    .select()
    .from(billingLedger)
    .where(and(eq(billingLedger.companyId, companyId), eq(billingLedger.kind, kind)));

/** A callback as the sandbox signs it (with its key: generated into the data directory's secrets). */
async function callbackForm(json: Record<string, unknown>, key = sandboxKeyOf(app)) {
  const data = liqpayData({ version: 3, public_key: "sandbox", action: "pay", currency: "UAH", ...json });
  return new URLSearchParams({ data, signature: await liqpaySignature(key, data) });
}
const kyivPart = (at: Date, part: "day" | "month" | "year") =>
  Number(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Kyiv", [part]: "numeric" }).format(at));
const kyivDayOfMonth = (at: Date) => kyivPart(at, "day");
const kyivDaysInMonth = (at: Date) => new Date(Date.UTC(kyivPart(at, "year"), kyivPart(at, "month"), 0)).getUTCDate();

const post = (path: string, body: URLSearchParams) =>
  app.api.fetch(`http://api.test${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });

describe("the account", () => {
  it("opens on first look with the opening credit, priced by held roles and storage", async () => {
    const { companyId, owner } = await company();
    const account = await read(owner, companyId);
    expect(account).toMatchObject({
      balance: 30_000,
      storageGb: 10,
      heldRoles: 2,
      dailyPrice: 2 * 500 + 10 * 10,
      daysLeft: 27,
      state: "NORMAL",
      monthCost: 0,
    });
    // Nothing charged yet this month; opened on 2 March, it is charged from the 3rd: 29 days at today's price.
    expect(account).toMatchObject({ monthRemainingDays: 29, monthRemaining: 29 * 1100 });
    expect(account.prices).toEqual({ roleDay: 500, storageGbDay: 10, trashDay: 0 });
    expect(account.topUpMonth).toBe(31 * 1100); // from 2 March to 2 April
    expect(account.topUpYear).toBe(365 * 1100);
    expect(
      ok(await billing(owner, companyId)).getCompanyBilling.history.entries.map((e) => [e.operation, e.amount]),
    ).toEqual([["INITIAL_BALANCE", 30_000]]);
  });

  it("a new storage size changes the daily price; a size out of range is refused with nothing changed", async () => {
    const { companyId, owner } = await company();
    expect(ok(await setSize(owner, companyId, 100)).setCompanyStorageSize).toMatchObject({
      storageGb: 100,
      dailyPrice: 1000 + 1000,
    });
    const refused = await setSize(owner, companyId, 0);
    expect(codeOf(refused)).toBe("BAD_USER_INPUT");
    expect(refused.errors?.[0]?.extensions).toMatchObject({ fields: { sizeGb: ["validation.billing.storageSize"] } });
    expect((await read(owner, companyId)).storageGb).toBe(100);
  });

  it("the database refuses a balance moved without its ledger row, and a ledger row changed", async () => {
    const { companyId, owner } = await company();
    await read(owner, companyId);
    await expect(
      app.database.db.update(billingAccounts).set({ balanceKop: 1 }).where(eq(billingAccounts.companyId, companyId)),
    ).rejects.toThrow();
    await expect(
      app.database.db.update(billingLedger).set({ amountKop: 1 }).where(eq(billingLedger.companyId, companyId)),
    ).rejects.toThrow();
    expect(await ledgerSum(companyId)).toEqual({ sum: 30_000, balance: 30_000 });
  });
});

describe("the daily sweep", () => {
  it("charges each Kyiv day once: run twice the same day, it charges once; the next day again", async () => {
    const { companyId, owner } = await company();
    await read(owner, companyId);
    // Opened today: charged from tomorrow.
    await sweep();
    expect(await rowsOf(companyId, "DAILY")).toHaveLength(0);
    app.clock.advance(DAY);
    await sweep();
    await sweep();
    const daily = await rowsOf(companyId, "DAILY");
    expect(daily.map((r) => r.amountKop)).toEqual([-1100]);
    expect((await read(owner, companyId)).balance).toBe(30_000 - 1100);
    // The month so far, and the rest of it at today's price (today charged: from tomorrow to its end).
    const month = await read(owner, companyId);
    expect(month.monthCost).toBe(1100);
    expect(month.monthRemainingDays).toBe(kyivDaysInMonth(app.clock.now()) - kyivDayOfMonth(app.clock.now()));
    expect(month.monthRemaining).toBe(month.monthRemainingDays * month.dailyPrice);
    app.clock.advance(DAY);
    await sweep();
    expect(await rowsOf(companyId, "DAILY")).toHaveLength(2);
    expect(await ledgerSum(companyId)).toEqual({ sum: 30_000 - 2200, balance: 30_000 - 2200 });
  });

  it("two instances sweeping at once charge once (their own transactions, past the job lock too)", async () => {
    const { companyId, owner } = await company();
    await read(owner, companyId);
    app.clock.advance(DAY);
    const runners = [0, 1, 2].map(
      () =>
        new JobRunner({
          db: app.database.db,
          clock: app.clock,
          logger: createLogger("silent"),
          jobs: app.api.jobs["options"].jobs,
        }),
    );
    await Promise.all(runners.map((runner) => runner.runDue({ force: true })));
    // And the sweep itself, without the runner's advisory lock, five at once.
    const now = app.clock.now();
    await Promise.all(
      [0, 1, 2, 3, 4].map(() => app.database.db.transaction((tx) => app.api.services.billing.sweep(tx, now))),
    );
    expect(await rowsOf(companyId, "DAILY")).toHaveLength(1);
    expect(await ledgerSum(companyId)).toEqual({ sum: 30_000 - 1100, balance: 30_000 - 1100 });
  });

  it("goes normal → warning → critical → normal with the clock moved; a suspended account is not charged", async () => {
    const { companyId, owner } = await company();
    ok(await setSize(owner, companyId, 100)); // 2 000 a day: 30 000 is 15 days
    expect((await read(owner, companyId)).state).toBe("NORMAL");
    for (let day = 1; day <= 11; day += 1) {
      app.clock.advance(DAY);
      await sweep();
    }
    expect(await read(owner, companyId)).toMatchObject({ balance: 8000, daysLeft: 4, state: "NORMAL" });
    app.clock.advance(DAY);
    await sweep();
    expect(await read(owner, companyId)).toMatchObject({ balance: 6000, daysLeft: 3, state: "WARNING" });
    for (let day = 1; day <= 3; day += 1) {
      app.clock.advance(DAY);
      await sweep();
    }
    expect(await read(owner, companyId)).toMatchObject({ balance: 0, state: "WARNING" });
    app.clock.advance(DAY);
    await sweep();
    const critical = await read(owner, companyId);
    expect(critical).toMatchObject({ balance: 0, state: "CRITICAL" });
    expect(critical.suspendedAt).not.toBeNull();
    expect(await rowsOf(companyId, "FAILED")).toHaveLength(1);
    // Suspended: the next days are neither charged nor failed again.
    app.clock.advance(DAY);
    await sweep();
    expect(await rowsOf(companyId, "FAILED")).toHaveLength(1);

    // A top-up through the sandbox's signed callback covers the days: usage resumes.
    const payment = ok(await topUp(owner, companyId, "MONTH")).createBillingTopUp;
    const form = await callbackForm({
      status: "success",
      order_id: payment.paymentId,
      amount: (payment.amount / 100).toFixed(2),
      payment_id: 1,
    });
    expect((await post("/payments/callback", form)).status).toBe(200);
    const resumed = await read(owner, companyId);
    expect(resumed).toMatchObject({ balance: payment.amount, state: "NORMAL", suspendedAt: null });
    app.clock.advance(DAY);
    await sweep();
    expect((await read(owner, companyId)).balance).toBe(payment.amount - 2000);
    const { sum, balance } = await ledgerSum(companyId);
    expect(sum).toBe(balance);
  });

  it("writes the month's statement once, on the first sweep of the next month", async () => {
    const { companyId, owner } = await company();
    await read(owner, companyId);
    const opened = app.clock.now();
    const [month] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Kyiv", year: "numeric", month: "2-digit" })
      .format(opened)
      .split(",");
    for (let day = 0; day < 40 && (await rowsOf(companyId, "MONTHLY")).length === 0; day += 1) {
      app.clock.advance(DAY);
      await sweep();
    }
    await sweep();
    const statements = await rowsOf(companyId, "MONTHLY");
    expect(statements).toHaveLength(1);
    expect(statements[0]!.key).toBe(month!.slice(0, 7));
    const charged = (await rowsOf(companyId, "DAILY")).filter((r) => r.key.startsWith(statements[0]!.key));
    expect(statements[0]!.details).toMatchObject({ chargedKop: charged.length * 1100, days: charged.length });
    expect(statements[0]!.amountKop).toBe(0);

    // The history a page at a time, newest first, each row once.
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = ok(await billing(owner, companyId, { after, limit: 7 })).getCompanyBilling.history;
      seen.push(...page.entries.map((e) => e.id));
      after = page.next ?? undefined;
    } while (after);
    const all = await app.database.db.select().from(billingLedger).where(eq(billingLedger.companyId, companyId));
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen).size).toBe(all.length);
    expect(seen[seen.length - 1]).toBe(all.find((r) => r.kind === "INITIAL")!.id);
    expect(codeOf(await billing(owner, companyId, { after: "not-a-cursor" }))).toBe("BAD_USER_INPUT");
  });
});

describe("top-ups and the provider's callback", () => {
  it("credits once however many times the signed callback arrives, 20 at once", async () => {
    const { companyId, owner } = await company();
    const payment = ok(await topUp(owner, companyId, "YEAR")).createBillingTopUp;
    expect(payment.checkoutUrl.startsWith("/payments/sandbox/checkout?")).toBe(true);
    const form = await callbackForm({
      status: "success",
      order_id: payment.paymentId,
      amount: (payment.amount / 100).toFixed(2),
      payment_id: 7,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post("/payments/callback", new URLSearchParams(form))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await rowsOf(companyId, "TOP_UP")).toHaveLength(1);
    expect((await read(owner, companyId)).balance).toBe(30_000 + payment.amount);
    const history = ok(await billing(owner, companyId)).getCompanyBilling.history.entries;
    expect(history.map((e) => e.operation)).toEqual(["TOP_UP", "INVOICE", "INITIAL_BALANCE"]);
    // The invoice says it is paid, as its top-up does.
    expect(history.map((e) => e.payment?.status ?? null)).toEqual(["PAID", "PAID", null]);
  });

  it("refuses a forged signature, a changed amount and a refusal credits nothing", async () => {
    const { companyId, owner } = await company();
    const payment = ok(await topUp(owner, companyId)).createBillingTopUp;
    const amount = (payment.amount / 100).toFixed(2);
    expect(
      await post(
        "/payments/callback",
        await callbackForm({ status: "success", order_id: payment.paymentId, amount }, "forged-key"),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await post(
        "/payments/callback",
        await callbackForm({ status: "success", order_id: payment.paymentId, amount: "0.01" }),
      ),
    ).toMatchObject({ status: 200 });
    expect(
      await post("/payments/callback", await callbackForm({ status: "failure", order_id: payment.paymentId, amount })),
    ).toMatchObject({ status: 200 });
    // Refused: a later success for the same payment is not taken either.
    expect(
      await post("/payments/callback", await callbackForm({ status: "success", order_id: payment.paymentId, amount })),
    ).toMatchObject({ status: 200 });
    expect(await rowsOf(companyId, "TOP_UP")).toHaveLength(0);
    const [row] = await app.database.db.select().from(billingPayments).where(eq(billingPayments.id, payment.paymentId));
    expect(row!.status).toBe("REFUSED");
    expect((await read(owner, companyId)).balance).toBe(30_000);
  });

  it("the sandbox's checkout shows the signed order, and Pay sends the signed callback and the payer back", async () => {
    const { companyId, director } = await company();
    const payment = ok(await topUp(director, companyId)).createBillingTopUp;
    const page = await app.api.fetch(`http://api.test${payment.checkoutUrl}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // In the payer's language (their profile's: uk), money as the app writes it (issue 41: it said "vHold: 1 month" and "341.00 UAH").
    expect(html).toContain('<html lang="uk">');
    expect(html).toContain(formatMoney(payment.amount, "UAH", "uk"));
    expect(html).toContain(`vHold: поповнення балансу за 1 місяць (${payment.paymentId.slice(0, 8)})`);
    expect(html).not.toContain("UAH");
    const checkout = new URL(payment.checkoutUrl, "http://api.test");
    const tampered = new URLSearchParams(checkout.searchParams);
    tampered.set("signature", "AAAA");
    expect((await app.api.fetch(`http://api.test/payments/sandbox/checkout?${tampered}`)).status).toBe(400);
    const paid = await post(
      "/payments/sandbox/checkout/pay",
      new URLSearchParams({ ...Object.fromEntries(checkout.searchParams), outcome: "pay" }),
    );
    expect(paid.status).toBe(303);
    // Back to the page with the payment named: it says how it stands.
    expect(paid.headers.get("location")).toBe(`/vhub/x/control-center/billing?payment=${payment.paymentId}`);
    expect((await read(director, companyId)).balance).toBe(30_000 + payment.amount);
  });

  it("the sandbox pays only orders it signed itself: one signed with the old public key, or not signed, credits nothing", async () => {
    const { companyId, owner } = await company();
    const payment = ok(await topUp(owner, companyId)).createBillingTopUp;
    expect(sandboxKeyOf(app)).not.toBe(KNOWN_KEY);
    const checkout = new URL(payment.checkoutUrl, "http://api.test");
    // The order a stranger would make up for this payment (its id seen in a shared link, say).
    const order = liqpayData({
      version: 3,
      public_key: "sandbox",
      action: "pay",
      amount: (payment.amount / 100).toFixed(2),
      currency: "UAH",
      order_id: payment.paymentId,
      result_url: "/",
      server_url: "/payments/callback",
    });
    const forged = [
      new URLSearchParams({ data: order, signature: await liqpaySignature(KNOWN_KEY, order), outcome: "pay" }),
      new URLSearchParams({ data: order, signature: "", outcome: "pay" }),
      new URLSearchParams({ data: order, outcome: "pay" }),
      // The real order's signature over another order.
      new URLSearchParams({ data: order, signature: checkout.searchParams.get("signature")!, outcome: "pay" }),
    ];
    for (const form of forged) {
      expect((await post("/payments/sandbox/checkout/pay", form)).status).toBe(400);
      expect((await app.api.fetch(`http://api.test/payments/sandbox/checkout?${form}`)).status).toBe(400);
    }
    // Nor is a callback signed with the known key taken.
    expect(
      (
        await post(
          "/payments/callback",
          await callbackForm(
            { status: "success", order_id: payment.paymentId, amount: (payment.amount / 100).toFixed(2) },
            KNOWN_KEY,
          ),
        )
      ).status,
    ).toBe(400);
    const [row] = await app.database.db.select().from(billingPayments).where(eq(billingPayments.id, payment.paymentId));
    expect(row!.status).toBe("PENDING");
    expect(await rowsOf(companyId, "TOP_UP")).toHaveLength(0);
    expect((await read(owner, companyId)).balance).toBe(30_000);
  });
});

describe("a top-up's own state (issue 41)", () => {
  const state = async (who: SignedUpUser, companyId: string, id: string) => {
    await fresh(who);
    return ok(await send(app, GetBillingPaymentDocument, { companyId, id }, { token: who.accessToken }))
      .getCompanyBilling.payment;
  };
  const invoiceOf = async (who: SignedUpUser, companyId: string, id: string) =>
    ok(await billing(who, companyId)).getCompanyBilling.history.entries.find(
      (e) => e.operation === "INVOICE" && e.payment?.id === id,
    );

  it("an invoice awaits payment, then is paid, refused, or expired after a day; a late payment still counts", async () => {
    const { companyId, owner } = await company();
    const paid = ok(await topUp(owner, companyId)).createBillingTopUp;
    const invoice = await invoiceOf(owner, companyId, paid.paymentId);
    expect(invoice).toMatchObject({
      amount: 0,
      total: paid.amount,
      payment: {
        id: paid.paymentId,
        amount: paid.amount,
        period: "MONTH",
        status: "AWAITING_PAYMENT",
        settledAt: null,
      },
    });
    expect(new Date(invoice!.payment!.expiresAt).getTime() - new Date(invoice!.payment!.createdAt).getTime()).toBe(DAY);
    expect(await state(owner, companyId, paid.paymentId)).toMatchObject({ status: "AWAITING_PAYMENT" });
    await post(
      "/payments/callback",
      await callbackForm({ status: "success", order_id: paid.paymentId, amount: (paid.amount / 100).toFixed(2) }),
    );
    expect(await state(owner, companyId, paid.paymentId)).toMatchObject({ status: "PAID" });
    expect((await invoiceOf(owner, companyId, paid.paymentId))?.payment?.status).toBe("PAID");

    const refused = ok(await topUp(owner, companyId)).createBillingTopUp;
    const checkout = new URL(refused.checkoutUrl, "http://api.test");
    expect(
      (
        await post(
          "/payments/sandbox/checkout/pay",
          new URLSearchParams({ ...Object.fromEntries(checkout.searchParams), outcome: "refuse" }),
        )
      ).status,
    ).toBe(303);
    expect(await state(owner, companyId, refused.paymentId)).toMatchObject({ status: "REFUSED" });

    // Abandoned at the checkout: awaited for a day, then expired; the checkout no longer takes it.
    const abandoned = ok(await topUp(owner, companyId)).createBillingTopUp;
    app.clock.advance(DAY - 60_000);
    expect(await state(owner, companyId, abandoned.paymentId)).toMatchObject({ status: "AWAITING_PAYMENT" });
    app.clock.advance(60_000);
    expect(await state(owner, companyId, abandoned.paymentId)).toMatchObject({ status: "EXPIRED" });
    expect((await invoiceOf(owner, companyId, abandoned.paymentId))?.payment?.status).toBe("EXPIRED");
    const late = new URL(abandoned.checkoutUrl, "http://api.test");
    const expiredPage = await app.api.fetch(late.toString());
    expect(expiredPage.status).toBe(410);
    expect(await expiredPage.text()).toContain("Час на оплату минув");
    expect(
      (
        await post(
          "/payments/sandbox/checkout/pay",
          new URLSearchParams({ ...Object.fromEntries(late.searchParams), outcome: "pay" }),
        )
      ).status,
    ).toBe(410);
    expect(await state(owner, companyId, abandoned.paymentId)).toMatchObject({ status: "EXPIRED" });
    // The provider's word that arrives after all (the money was taken) still credits it.
    const before = (await read(owner, companyId)).balance;
    await post(
      "/payments/callback",
      await callbackForm({
        status: "success",
        order_id: abandoned.paymentId,
        amount: (abandoned.amount / 100).toFixed(2),
      }),
    );
    expect(await state(owner, companyId, abandoned.paymentId)).toMatchObject({ status: "PAID" });
    expect((await read(owner, companyId)).balance).toBe(before + abandoned.amount);
  });

  it("a payment is read through its own company only", async () => {
    const mine = await company();
    const theirs = await company();
    const payment = ok(await topUp(mine.owner, mine.companyId)).createBillingTopUp;
    expect(await state(theirs.owner, theirs.companyId, payment.paymentId)).toBeNull();
    expect(await state(mine.owner, mine.companyId, "not-an-id")).toBeNull();
    await fresh(theirs.owner);
    expect(
      codeOf(
        await send(
          app,
          GetBillingPaymentDocument,
          { companyId: mine.companyId, id: payment.paymentId },
          { token: theirs.owner.accessToken },
        ),
      ),
    ).toBe("OWNER_NOT_FOUND");
  });

  it("the checkout speaks the payer's language: their profile's through the order, else their browser's", async () => {
    const { companyId, owner } = await company();
    await fresh(owner);
    ok(await send(app, UpdateAuthUserLanguageDocument, { language: "en" }, { token: owner.accessToken }));
    const payment = ok(await topUp(owner, companyId, "YEAR")).createBillingTopUp;
    const html = await (await app.api.fetch(`http://api.test${payment.checkoutUrl}`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(formatMoney(payment.amount, "UAH", "en"));
    expect(html).toContain(`vHold: balance top-up for 1 year (${payment.paymentId.slice(0, 8)})`);
    expect(html).toContain("Pay (test)");
    // An order that names no language (as another shop's might): the browser's.
    const order = liqpayData({
      version: 3,
      public_key: "sandbox",
      action: "pay",
      amount: "12.50",
      currency: "UAH",
      order_id: payment.paymentId,
      result_url: "/",
      server_url: "/payments/callback",
    });
    const query = new URLSearchParams({ data: order, signature: await liqpaySignature(sandboxKeyOf(app), order) });
    const russian = await (
      await app.api.fetch(`http://api.test/payments/sandbox/checkout?${query}`, {
        headers: { "accept-language": "ru-RU,ru;q=0.9" },
      })
    ).text();
    expect(russian).toContain('<html lang="ru">');
    expect(russian).toContain("12,50\u00a0₴");
    expect(russian).toContain("Оплатить (тест)");
  });
});

describe("who sees and who pays", () => {
  it("owners and the director read and pay; an employee and a stranger do not", async () => {
    const { companyId, owner, director, employee } = await company();
    const stranger = await signUp(app);
    expect((await read(owner, companyId)).balance).toBe(30_000);
    expect((await read(director, companyId)).balance).toBe(30_000);
    expect(codeOf(await billing(employee, companyId))).toBe("FORBIDDEN");
    expect(codeOf(await billing(stranger, companyId))).toBe("OWNER_NOT_FOUND");
    for (const who of [owner, director])
      expect(ok(await topUp(who, companyId)).createBillingTopUp.amount).toBeGreaterThan(0);
    expect(codeOf(await topUp(employee, companyId))).toBe("FORBIDDEN");
    expect(codeOf(await topUp(stranger, companyId))).toBe("OWNER_NOT_FOUND");
    expect(codeOf(await setSize(employee, companyId, 20))).toBe("FORBIDDEN");
    expect(codeOf(await setSize(stranger, companyId, 20))).toBe("OWNER_NOT_FOUND");
  });

  it("a co-owner pays too; without a director the owners still read and pay", async () => {
    const owner = await signUp(app);
    const coOwner = await signUp(app);
    const companyId = await createCompany(app, owner, "Без директора");
    await give(app, owner, companyId, coOwner, 4000);
    expect((await read(coOwner, companyId)).heldRoles).toBe(0);
    expect(ok(await topUp(coOwner, companyId)).createBillingTopUp.amount).toBeGreaterThan(0);
    expect(ok(await setSize(owner, companyId, 20)).setCompanyStorageSize.storageGb).toBe(20);
  });

  it("a suspended company shows its balance but neither pays nor changes, and is not charged", async () => {
    const { companyId, owner, director } = await company();
    await read(owner, companyId);
    await app.database.db.update(companies).set({ stoppedAt: app.clock.now() }).where(eq(companies.id, companyId));
    expect((await read(owner, companyId)).balance).toBe(30_000);
    expect(codeOf(await topUp(owner, companyId))).toBe("COMPANY_SUSPENDED");
    expect(codeOf(await setSize(director, companyId, 20))).toBe("COMPANY_SUSPENDED");
    app.clock.advance(DAY);
    await sweep();
    expect(await rowsOf(companyId, "DAILY")).toHaveLength(0);
  });
});

describe("the billing flag off", () => {
  it("refuses every operation and the callback, and runs no sweep", async () => {
    const off = await createTestApp({ FEATURE_BILLING: "0" });
    try {
      const owner = await signUp(off);
      const companyId = ok(
        await send(
          off,
          (await import("#graphql/generated/operations")).CreateCompanyDocument,
          { input: { name: "Вимкнено" } },
          { token: owner.accessToken },
        ),
      ).createCompany.id;
      const answer = await send(off, GetCompanyBillingDocument, { companyId }, { token: owner.accessToken });
      expect(codeOf(answer)).toBe("FEATURE_OFF");
      const refused = await send(
        off,
        CreateBillingTopUpDocument,
        { companyId, period: "MONTH", returnUrl: "/" },
        { token: owner.accessToken },
      );
      expect(codeOf(refused)).toBe("FEATURE_OFF");
      const callback = await off.api.fetch("http://api.test/payments/callback", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "data=x&signature=y",
      });
      expect(callback.status).toBe(404);
      expect((await off.api.jobs.runDue({ force: true })).map((o) => o.job)).not.toContain("billing.daily");
    } finally {
      await off.close();
    }
  });
});
