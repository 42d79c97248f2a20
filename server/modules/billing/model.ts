import type { BillingState } from "./rules";

/** The GraphQL BillingAccount before its history (a field resolver reads that, a page at a time). */
export interface BillingAccountView {
  companyId: string;
  balance: number;
  state: BillingState;
  daysLeft: number | null;
  dailyPrice: number;
  heldRoles: number;
  storageGb: number;
  monthCost: number;
  monthRemaining: number;
  monthRemainingDays: number;
  suspendedAt: Date | null;
  prices: { roleDay: number; storageGbDay: number; trashDay: number };
  topUpMonth: number;
  topUpYear: number;
  currency: "UAH" | "USD" | "EUR";
  rate: number | null;
  today: string;
  paymentProvider: string;
}
