/** The English texts of the control center's access page (area control.accessPage): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const accessPage = {
  intro: "Which of the role and company modules each role may open.",
  search: "Find a role",
  level: "Level",
  all: "All",
  apply: "Show",
  role: "Role",
  executor: "Executor",
  count: "Accesses",
  vacant: "vacant",
  manage: "Accesses",
  manageOf: "Accesses of “{{role}}”",
  none: "No roles found.",
  roleModules: "Role modules",
  companyModules: "Company modules",
  module: "Module",
  state: "Access",
  granted: "Granted",
  notGranted: "Not granted",
  grant: "Grant",
  grantTo: "Grant “{{module}}”",
  revoke: "Revoke",
  revokeFrom: "Revoke “{{module}}”",
  revokeTitle: "Revoke the access?",
  revokeText: "“{{role}}” will no longer open “{{module}}”.",
  cancel: "Cancel",
  grantedToast: "Access granted.",
  revokedToast: "Access revoked.",
  noDirector: "The company has no director: no new access is granted until one is assigned; revoking still works.",
  suspended: "The company is suspended: access does not change.",
  readOnly: "Access is granted and revoked by the director and the owners.",
  back: "Back to the roles",
};

export default accessPage;
export type ControlAccessPageTexts = Shape<typeof accessPage>;
