/**
 * The English texts of the control center's frame (its heading, its menu of sections): loaded by
 * the control center's pages only, not by every hub page (they were vhub.control). Each section's
 * own texts are an area inside this one (control/profile.ts, control/people.ts, ...), loaded by
 * that section's pages. The shape the uk and ru files are checked against.
 */
import type { Shape } from "../shape";

const control = {
  heading: "Control center",
  close: "Close",
  sections: "Control center sections",
  companyProfile: "Company profile",
  billing: "Balance and payments",
  access: "Access",
  storage: "Storage",
  team: "Employees",
  owners: "Owners",
  off: "Switched off in this version of the service.",
};

export default control;
export type ControlTexts = Shape<typeof control>;
