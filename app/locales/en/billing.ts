/**
 * The English texts of the billing area: the control center's balance and payments and its
 * storage section, with their dialogs (top-up, storage size). The shape the uk and ru files are
 * checked against.
 */
import type { Shape } from "../shape";

const billing = {
  notAllowed: "Balance and payments are shown to the company's owners and its director.",
  sandbox: "Test payments: the sandbox takes no real money.",
  back: "Back to balance and payments",
  summary: {
    balance: "Balance",
    daysLeft: "Days remaining",
    notCharged: "Nothing is charged",
    monthCost: "Cost of this month",
    dailyPrice: "Cost per day",
    storage: "Storage size",
    gb: "{{size}} GB",
    converted: "≈ {{amount}} at the National Bank's rate",
    /** The month's cost: what was charged so far, and what the rest of it will cost at today's price (issue 41). */
    monthCharged: "{{amount}} charged so far",
    monthRest_one: "{{amount}} more for the {{count}} day left, at today's price",
    monthRest_other: "{{amount}} more for the {{count}} days left, at today's price",
  },
  state: {
    warning: "The balance covers 3 days or fewer. Top up so that work does not stop.",
    critical: "Failed to charge from the balance; top up for at least 1 day of usage.",
  },
  actions: { topUp: "Top up", storageSize: "Change the storage size" },
  prices: {
    heading: "What a day costs",
    role: "Each role with an executor",
    roles: "Roles with executors: {{count}}",
    storage: "Storage: {{size}} GB",
    trash: "Trash (its files' space)",
    total: "In all, per day",
  },
  history: {
    heading: "History",
    period: "Period",
    operation: "Operation",
    change: "Balance change",
    after: "Balance after",
    empty: "Nothing yet.",
    more: "Load more",
    newest: "Back to the newest",
    operations: {
      INITIAL_BALANCE: "Initial balance",
      DAILY_CHARGE: "Daily charge",
      FAILED_CHARGE: "Failed charge",
      MONTHLY_CHARGE: "Monthly charge",
      INVOICE: "Invoice",
      TOP_UP: "Top-up",
    },
    /** An operation that moved nothing (an invoice, a statement, a failed charge): a dash, said in words. */
    noChange: "The balance did not change",
    /** Where an invoice's payment stands. */
    status: {
      AWAITING_PAYMENT: "Awaiting payment",
      PAID: "Paid",
      REFUSED: "Refused",
      EXPIRED: "Expired",
    },
    payUntil: "Can be paid until {{date}}",
  },
  /** The payer back from the checkout (?payment=): how their top-up stands. */
  payment: {
    paid: "Payment of {{amount}} received: the balance is topped up.",
    refused: "The payment of {{amount}} did not go through: the payment service refused it.",
    expired: "The time to pay this invoice is over. Start a new top-up.",
    awaiting: "Waiting for the payment service to confirm the payment of {{amount}}.",
    check: "Check again",
  },
  topUp: {
    title: "Top up the balance",
    description: "Choose how long to pay for. You go to the payment page and come back here.",
    period: "Pay for",
    month: "A month",
    year: "A year",
    submit: "Go to payment",
  },
  storageSize: {
    title: "Storage size",
    description: "The storage size is charged every day: a new size changes the daily price.",
    field: "Size, GB",
    hint: "Now {{size}} GB; a gigabyte costs {{price}} a day.",
    submit: "Save the size",
    done: "The storage size is saved",
  },
  storage: {
    size: "Size",
    used: "Used",
    increase: "Increase",
    usedOf: "{{used}} of {{size}} used",
    breakdown: "What takes the space",
    chart: "Space used by kind",
    kind: "Kind",
    space: "Space",
    kinds: {
      archived: "Archived files",
      documents: "Documents",
      modules: "Company modules",
      other: "Other",
      media: "Images and video",
      deleted: "Deleted",
    },
    tabs: "Biggest users of space",
    files: "Files",
    roles: "Roles",
    noFiles: "No files yet.",
    noRoles: "No role keeps files yet.",
    file: "File",
    role: "Role",
    filesOff: "Files are switched off: nothing is stored yet.",
  },
};

export default billing;
export type BillingTexts = Shape<typeof billing>;
