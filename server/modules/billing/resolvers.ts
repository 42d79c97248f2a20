import { isLanguage } from "#graphql/languages";
import { UUID } from "#graphql/validation/uuid";
import { returnPath, storageSizeInput, topUpInput } from "#graphql/validation/billing";
import { companyGuard, type Located } from "../../authz/policy";
import { DomainError, parseInput } from "../../errors";
import type { GraphQLContext } from "../../graphql/context";
import type {
  BillingAccountResolvers,
  BillingOperation,
  CompanyResolvers,
  MutationResolvers,
  QueryResolvers,
} from "../../graphql/generated/resolvers";
import { requireViewer } from "../../graphql/policy";
import type { BillingLedgerKind } from "../../db/schema";
import type { BillingAccountView } from "./model";
import { billingPolicy } from "./policy";
import { paymentExpiresAt, paymentStateAt, topUpAmountKop } from "./rules";
import type { BillingPaymentRow } from "./service";
import { billingTexts } from "./texts";

const companyOnly = (companyId: string): Located | null =>
  UUID.test(companyId) ? { companyId: companyId.toLowerCase() } : null;

/** The module's operations answer FEATURE_OFF while FEATURE_BILLING is off. */
function requireOn(ctx: GraphQLContext) {
  if (!ctx.services.billingSettings.enabled) throw new DomainError("FEATURE_OFF", "Billing is switched off");
}

const OPERATIONS: Record<BillingLedgerKind, BillingOperation> = {
  INITIAL: "INITIAL_BALANCE",
  DAILY: "DAILY_CHARGE",
  FAILED: "FAILED_CHARGE",
  MONTHLY: "MONTHLY_CHARGE",
  INVOICE: "INVOICE",
  TOP_UP: "TOP_UP",
};

/** The largest amount the API carries (GraphQL's Int). */
const MAX_KOP = 2_147_483_647;

async function accountView(ctx: GraphQLContext, companyId: string): Promise<BillingAccountView> {
  const { billing, billingSettings } = ctx.services;
  const overview = await billing.overview(companyId);
  const viewer = requireViewer(ctx);
  const user = await ctx.loaders.userById.load(viewer.userId);
  const currency = user?.currency ?? "UAH";
  const rate = currency === "UAH" ? null : await billingSettings.rates.rateOn(currency, overview.today);
  const perDay = Math.max(overview.dailyKop, overview.tariff.roleDayKop);
  return {
    companyId,
    balance: overview.account.balanceKop,
    state: overview.state,
    daysLeft: overview.daysLeft,
    dailyPrice: overview.dailyKop,
    heldRoles: overview.roles,
    storageGb: overview.account.storageGb,
    monthCost: overview.monthCostKop,
    monthRemaining: Math.min(overview.monthRemainingKop, MAX_KOP),
    monthRemainingDays: overview.monthRemainingDays,
    suspendedAt: overview.account.suspendedAt,
    // The trash holds no files until the files issue lands: its share of the storage is 0 GB.
    prices: { roleDay: overview.tariff.roleDayKop, storageGbDay: overview.tariff.storageGbDayKop, trashDay: 0 },
    topUpMonth: Math.min(topUpAmountKop(overview.today, "MONTH", perDay), MAX_KOP),
    topUpYear: Math.min(topUpAmountKop(overview.today, "YEAR", perDay), MAX_KOP),
    currency,
    rate,
    today: overview.today,
    paymentProvider: billingSettings.provider.name,
  };
}

export const billingQueries: QueryResolvers = {
  getCompanyBilling: companyGuard(
    billingPolicy,
    "billing.read",
    (args) => companyOnly(args.companyId),
    async (actor, _args, ctx) => {
      requireOn(ctx);
      return accountView(ctx, actor.companyId);
    },
  ),
};

export const billingMutations: MutationResolvers = {
  createBillingTopUp: companyGuard(
    billingPolicy,
    "billing.topUp",
    (args) => companyOnly(args.companyId),
    async (actor, args, ctx) => {
      requireOn(ctx);
      const { period } = parseInput(topUpInput, { period: args.period });
      const back = parseInput(returnPath, args.returnUrl, "returnUrl");
      const { billing, billingSettings } = ctx.services;
      const payment = await billing.createTopUp(actor, period, billingSettings.provider.name, MAX_KOP);
      const user = await ctx.loaders.userById.load(actor.userId);
      const origin = billingSettings.publicOrigin;
      // The payer's language (their profile's) for the checkout and its description; they come
      // back to the page with the payment named, which then says how it stands (issue 41).
      const language = isLanguage(user?.language) ? user.language : "uk";
      const returnTo = `${back}${back.includes("?") ? "&" : "?"}payment=${payment.id}`;
      const checkoutUrl = await billingSettings.provider.checkoutUrl({
        paymentId: payment.id,
        amountKop: payment.amountKop,
        description: billingTexts[language].description(period, payment.id.slice(0, 8)),
        resultUrl: origin ? new URL(returnTo, origin).toString() : returnTo,
        language,
        expiresAt: paymentExpiresAt(payment.createdAt),
      });
      return { paymentId: payment.id, amount: payment.amountKop, checkoutUrl };
    },
  ),

  setCompanyStorageSize: companyGuard(
    billingPolicy,
    "billing.storage.change",
    (args) => companyOnly(args.companyId),
    async (actor, args, ctx) => {
      requireOn(ctx);
      const { sizeGb } = parseInput(storageSizeInput, { sizeGb: args.sizeGb });
      await ctx.services.billing.setStorageSize(actor, sizeGb);
      return accountView(ctx, actor.companyId);
    },
  ),
};

/** A payment as the person who asked for it reads it: its state now (awaiting, paid, refused, expired). */
const paymentView = (row: BillingPaymentRow, now: Date) => ({
  id: row.id,
  amount: row.amountKop,
  period: row.period,
  status: paymentStateAt(row, now),
  createdAt: row.createdAt,
  expiresAt: paymentExpiresAt(row.createdAt),
  settledAt: row.settledAt,
});

export const BillingAccount: BillingAccountResolvers = {
  payment: async (account, args, ctx) => {
    if (!UUID.test(args.id)) return null;
    const row = await ctx.services.billing.companyPayment(account.companyId, args.id.toLowerCase());
    return row ? paymentView(row, ctx.clock.now()) : null;
  },
  history: async (account, args, ctx) => {
    const limit = Math.min(Math.max(Math.trunc(args.limit ?? 20), 1), 100);
    const page = await ctx.services.billing.history(account.companyId, { after: args.after ?? null, limit });
    const now = ctx.clock.now();
    return {
      next: page.next,
      entries: page.entries.map((row) => ({
        id: row.id,
        operation: OPERATIONS[row.kind],
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        amount: row.amountKop,
        balanceAfter: row.balanceAfterKop,
        total:
          row.kind === "INVOICE"
            ? Number(row.details.amountKop ?? 0)
            : row.kind === "MONTHLY"
              ? Number(row.details.chargedKop ?? 0)
              : null,
        payment: row.payment ? paymentView(row.payment, now) : null,
        createdAt: row.createdAt,
      })),
    };
  },
};

/** The company's usage as billing left it: read from the caller's actor, which the guard that reached the company loaded. */
export const CompanyUsage: CompanyResolvers = {
  usageSuspended: async (company, _args, ctx) => {
    const viewer = requireViewer(ctx);
    return (await ctx.loaders.companyActor.load({ userId: viewer.userId, companyId: company.id })).unpaid;
  },
  // The role's dashboard's banner (balance low, usage suspended): the account's state alone.
  balanceState: async (company, _args, ctx) => {
    if (!ctx.services.billingSettings.enabled) return "NORMAL";
    return (await ctx.services.billing.overview(company.id)).state;
  },
};
