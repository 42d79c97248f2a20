/** The Russian texts of vHub's dashboard (the role's company, manager and subordinates) (area vhub.dashboard; see ../../en/vhub/dashboard.ts). */
import type { VhubDashboardTexts } from "../../en/vhub/dashboard";

const dashboard: VhubDashboardTexts = {
  company: "Компания",
  manager: "Руководящая роль",
  noManager: "Нет: это высшая роль компании",
  subordinates: "Подчинённые роли",
  noSubordinates: "Подчинённых ролей нет.",
  holder: "Исполнитель",
  vacant: "Вакантна",
  leave: "Покинуть роль",
};

export default dashboard;
