/** The English texts of the control center's employees page (area control.teamPage): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const teamPage = {
  forbidden: "The team is shown to the owners, the director and a role the Team module is granted to.",
  count: "Employees: {{count}}",
  search: "Find an employee",
  current: "Employees",
  former: "Former employees",
  none: "No one holds a role yet.",
  noFormer: "No former employees.",
  formerRoles: "Roles held before: {{count}}",
  formerEmployee: "Holds no role now.",
  rolesNow: "Roles held now: {{count}}",
  history: "Role history",
  heldSince: "Since {{from}}",
  heldFromTo: "From {{from}} to {{to}}",
  back: "Back to the employees",
};

export default teamPage;
export type ControlTeamPageTexts = Shape<typeof teamPage>;
