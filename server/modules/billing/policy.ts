import { companyField, inherit, type FieldRules } from "../../authz/fields";
import type { CompanyRow } from "../companies/model";
import type { CompanyPolicy } from "../../authz/policy";

/**
 * Who sees and who pays (issue 21; decision 0024). Money is the owners' business and the
 * director's, who runs the company: they read the balance and its history and top it up; they
 * change the storage size (it changes the price). Employees (levels 2 to 4) do not see billing.
 * Limited modes: without a director the owners keep reading and paying (a company must not lose
 * its usage for lack of a director); a suspended company is not charged and changes nothing,
 * while its balance and history stay readable. While the balance is critical (billing suspended
 * the company's usage: the `unpaid` condition) nothing here is held back: paying is the way out.
 */
export const billingPolicy = {
  "billing.read": ["owner", "director"],
  "billing.topUp": { who: ["owner", "director"], refusedWhen: ["suspended"] },
  "billing.storage.change": { who: ["owner", "director"], refusedWhen: ["suspended"] },
} as const satisfies CompanyPolicy<string>;

export type BillingAction = keyof typeof billingPolicy;

/**
 * An account is reached only through getCompanyBilling (and the two changes), all guarded by
 * billing.read or stronger.
 */
export const billingFields = {
  // What every member may know of their company (it says why their modules are closed).
  Company: {
    ...inherit("usageSuspended"),
    // How the balance stands (its days left are billing's page's): who reads billing.
    balanceState: companyField<CompanyRow, BillingAction>(billingPolicy, "billing.read", (company) => ({
      companyId: company.id,
    })),
  },
  BillingAccount: inherit(
    "companyId",
    "balance",
    "state",
    "daysLeft",
    "dailyPrice",
    "heldRoles",
    "storageGb",
    "monthCost",
    "monthRemaining",
    "monthRemainingDays",
    "suspendedAt",
    "prices",
    "topUpMonth",
    "topUpYear",
    "currency",
    "rate",
    "today",
    "paymentProvider",
    "history",
    "payment",
  ),
  BillingPrices: inherit("roleDay", "storageGbDay", "trashDay"),
  BillingHistoryEntry: inherit(
    "id",
    "operation",
    "periodStart",
    "periodEnd",
    "amount",
    "balanceAfter",
    "total",
    "payment",
    "createdAt",
  ),
  BillingPayment: inherit("id", "amount", "period", "status", "createdAt", "expiresAt", "settledAt"),
  BillingHistoryPage: inherit("entries", "next"),
  BillingTopUp: inherit("paymentId", "amount", "checkoutUrl"),
} satisfies FieldRules;
