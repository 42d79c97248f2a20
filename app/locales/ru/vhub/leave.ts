/** The Russian texts of the dialog that leaves a role (area vhub.leave; see ../../en/vhub/leave.ts). */
import type { VhubLeaveTexts } from "../../en/vhub/leave";

const leave: VhubLeaveTexts = {
  heading: "Покинуть роль «{{role}}»?",
  text: "Вы сразу потеряете роль и её доступы. Вернуть её может только новое приглашение.",
  confirm: "Покинуть роль",
  cancel: "Отмена",
  done: "Вы покинули роль.",
};

export default leave;
