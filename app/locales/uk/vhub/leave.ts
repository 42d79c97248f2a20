/** The Ukrainian texts of the dialog that leaves a role (area vhub.leave; see ../../en/vhub/leave.ts). */
import type { VhubLeaveTexts } from "../../en/vhub/leave";

const leave: VhubLeaveTexts = {
  heading: "Покинути роль «{{role}}»?",
  text: "Ви одразу втратите роль і її доступи. Повернути її може лише нове запрошення.",
  confirm: "Покинути роль",
  cancel: "Скасувати",
  done: "Ви покинули роль.",
};

export default leave;
