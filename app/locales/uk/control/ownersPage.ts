/** The Ukrainian texts of the control center's owners page (area control.ownersPage; see ../../en/control/ownersPage.ts). */
import type { ControlOwnersPageTexts } from "../../en/control/ownersPage";

const ownersPage: ControlOwnersPageTexts = {
  count: "Власників: {{count}}",
  search: "Знайти власника",
  current: "Власники",
  former: "Колишні власники",
  none: "Власників немає.",
  noFormer: "Колишніх власників немає.",
  share: "Частка: {{share}}",
  leftAt: "Вихід: {{date}}",
  joinedAt: "Власник з {{date}}",
  formerOwner: "Частки в компанії вже немає.",
  shareLabel: "Частка",
  percent: "{{share}} %",
  history: "Передані й отримані частки",
  noHistory: "Передач часток немає.",
  historyOwnersOnly: "Історію часток бачать власники.",
  gave: "Передача {{share}} для: {{name}}",
  received: "Отримання {{share}} від: {{name}}",
  forbidden: "Власників бачать власники, директор і роль, якій надано модуль «Власники».",
  back: "До власників",
};

export default ownersPage;
