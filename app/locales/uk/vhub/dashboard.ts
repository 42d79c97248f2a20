/** The Ukrainian texts of vHub's dashboard (the role's company, manager and subordinates) (area vhub.dashboard; see ../../en/vhub/dashboard.ts). */
import type { VhubDashboardTexts } from "../../en/vhub/dashboard";

const dashboard: VhubDashboardTexts = {
  company: "Компанія",
  manager: "Керівна роль",
  noManager: "Немає: це найвища роль компанії",
  subordinates: "Підлеглі ролі",
  noSubordinates: "Підлеглих ролей немає.",
  holder: "Виконавець",
  vacant: "Вакантна",
  leave: "Покинути роль",
};

export default dashboard;
