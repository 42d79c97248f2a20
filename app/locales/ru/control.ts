/** The Russian texts of the control center (see ../en/control.ts). */
import type { ControlTexts } from "../en/control";

const control: ControlTexts = {
  heading: "Центр управления",
  close: "Закрыть",
  sections: "Разделы центра управления",
  companyProfile: "Профиль компании",
  billing: "Баланс и платежи",
  access: "Доступы",
  storage: "Хранилище",
  team: "Сотрудники",
  owners: "Владельцы",
  off: "Отключено в этой версии сервиса.",
};

export default control;
