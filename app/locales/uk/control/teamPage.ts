/** The Ukrainian texts of the control center's employees page (area control.teamPage; see ../../en/control/teamPage.ts). */
import type { ControlTeamPageTexts } from "../../en/control/teamPage";

const teamPage: ControlTeamPageTexts = {
  forbidden: "Команду бачать власники, директор і роль, якій надано модуль «Команда».",
  count: "Співробітників: {{count}}",
  search: "Знайти співробітника",
  current: "Співробітники",
  former: "Колишні співробітники",
  none: "Ролей поки ніхто не обіймає.",
  noFormer: "Колишніх співробітників немає.",
  formerRoles: "Ролей раніше: {{count}}",
  formerEmployee: "Зараз не обіймає жодної ролі.",
  rolesNow: "Ролей зараз: {{count}}",
  history: "Історія ролей",
  heldSince: "З {{from}}",
  heldFromTo: "З {{from}} до {{to}}",
  back: "До співробітників",
};

export default teamPage;
