/**
 * The English texts of the vhub area: the hub shell (navigation, role picker, banners). The
 * dashboard's and the leave dialog's are areas inside it (vhub/dashboard.ts, vhub/leave.ts),
 * invitations to roles on /profile the hubProfile area's. The structure page's own texts
 * are the structure area's (structure.ts), the control center's the control area's (control.ts),
 * each loaded by its own pages only.
 * The shape the uk and ru files are checked against.
 */
import type { Shape } from "../shape";

const vhub = {
  nav: {
    label: "Hub navigation",
    role: "Role modules",
    company: "Company modules",
    dashboard: "Dashboard",
    tasks: "Tasks",
    files: "Files",
    instructions: "Instructions",
    inventory: "Inventory",
    calendar: "Calendar",
    messenger: "Messenger",
    results: "Results",
    finance: "Finance",
    structure: "Structure",
    team: "Team",
    companyResults: "Company results",
    owners: "Owners",
    companyInventory: "Company inventory",
    pay: "Pay",
    controlCenter: "Control center",
    tasksDisabled: "Tasks are turned off for now",
    inDevelopment: "in development",
    noAccess:
      "Your role has no access to this module: the director or an owner grants it in the control center (Access)",
    unpaid: "Paused: failed to charge from the balance",
    coming: "Coming ({{count}})",
    comingNote: "These modules are being built: they appear here when ready.",
    comingList: "Modules coming",
  },
  picker: {
    label: "Role",
    current: "Role: {{role}} ({{company}})",
    choose: "Choose a role",
    heading: "My roles",
  },
  suspended: {
    text: "The company is suspended: roles are frozen, and you can only give up your role.",
    structure: "Open the structure",
  },
  unpaid: {
    text: "Failed to charge from the balance; top up for at least 1 day of usage.",
    billing: "Open balance and payments",
  },
  noDirector: "The company has no director: new access and employee-area settings wait until one is assigned.",
  banners: "The company's state",
  development: {
    text: "This module is in development.",
  },
};

export default vhub;
export type VhubTexts = Shape<typeof vhub>;
