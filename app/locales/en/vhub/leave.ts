/** The English texts of the dialog that leaves a role (area vhub.leave): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const leave = {
  heading: "Leave the role “{{role}}”?",
  text: "You lose the role and its access at once. Only a new invitation gives it back.",
  confirm: "Leave the role",
  cancel: "Cancel",
  done: "You left the role.",
};

export default leave;
export type VhubLeaveTexts = Shape<typeof leave>;
