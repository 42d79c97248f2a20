/** The Ukrainian texts of the control center (see ../en/control.ts). */
import type { ControlTexts } from "../en/control";

const control: ControlTexts = {
  heading: "Центр керування",
  close: "Закрити",
  sections: "Розділи центру керування",
  companyProfile: "Профіль компанії",
  billing: "Баланс і платежі",
  access: "Доступи",
  storage: "Сховище",
  team: "Співробітники",
  owners: "Власники",
  off: "Вимкнено в цій версії сервісу.",
};

export default control;
