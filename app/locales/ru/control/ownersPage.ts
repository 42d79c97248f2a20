/** The Russian texts of the control center's owners page (area control.ownersPage; see ../../en/control/ownersPage.ts). */
import type { ControlOwnersPageTexts } from "../../en/control/ownersPage";

const ownersPage: ControlOwnersPageTexts = {
  count: "Владельцев: {{count}}",
  search: "Найти владельца",
  current: "Владельцы",
  former: "Бывшие владельцы",
  none: "Владельцев нет.",
  noFormer: "Бывших владельцев нет.",
  share: "Доля: {{share}}",
  leftAt: "Выход: {{date}}",
  joinedAt: "Владелец с {{date}}",
  formerOwner: "Доли в компании больше нет.",
  shareLabel: "Доля",
  percent: "{{share}} %",
  history: "Переданные и полученные доли",
  noHistory: "Передач долей нет.",
  historyOwnersOnly: "Историю долей видят владельцы.",
  gave: "Передача {{share}} для: {{name}}",
  received: "Получение {{share}} от: {{name}}",
  forbidden: "Владельцев видят владельцы, директор и роль, которой предоставлен модуль «Владельцы».",
  back: "К владельцам",
};

export default ownersPage;
