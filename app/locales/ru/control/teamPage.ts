/** The Russian texts of the control center's employees page (area control.teamPage; see ../../en/control/teamPage.ts). */
import type { ControlTeamPageTexts } from "../../en/control/teamPage";

const teamPage: ControlTeamPageTexts = {
  forbidden: "Команду видят владельцы, директор и роль, которой предоставлен модуль «Команда».",
  count: "Сотрудников: {{count}}",
  search: "Найти сотрудника",
  current: "Сотрудники",
  former: "Бывшие сотрудники",
  none: "Роли пока никто не занимает.",
  noFormer: "Бывших сотрудников нет.",
  formerRoles: "Ролей раньше: {{count}}",
  formerEmployee: "Сейчас не занимает ни одной роли.",
  rolesNow: "Ролей сейчас: {{count}}",
  history: "История ролей",
  heldSince: "С {{from}}",
  heldFromTo: "С {{from}} по {{to}}",
  back: "К сотрудникам",
};

export default teamPage;
