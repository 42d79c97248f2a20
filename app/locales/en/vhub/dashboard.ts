/** The English texts of vHub's dashboard (the role's company, manager and subordinates) (area vhub.dashboard): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const dashboard = {
  company: "Company",
  manager: "Managing role",
  noManager: "None: this is the company's top role",
  subordinates: "Subordinate roles",
  noSubordinates: "No subordinate roles.",
  holder: "Executor",
  vacant: "Vacant",
  leave: "Leave the role",
};

export default dashboard;
export type VhubDashboardTexts = Shape<typeof dashboard>;
