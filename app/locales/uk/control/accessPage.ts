/** The Ukrainian texts of the control center's access page (area control.accessPage; see ../../en/control/accessPage.ts). */
import type { ControlAccessPageTexts } from "../../en/control/accessPage";

const accessPage: ControlAccessPageTexts = {
  intro: "Які модулі ролі й компанії може відкривати кожна роль.",
  search: "Знайти роль",
  level: "Рівень",
  all: "Усі",
  apply: "Показати",
  role: "Роль",
  executor: "Виконавець",
  count: "Доступи",
  vacant: "вакантна",
  manage: "Доступи",
  manageOf: "Доступи ролі «{{role}}»",
  none: "Ролей не знайдено.",
  roleModules: "Модулі ролі",
  companyModules: "Модулі компанії",
  module: "Модуль",
  state: "Доступ",
  granted: "Надано",
  notGranted: "Не надано",
  grant: "Надати",
  grantTo: "Надати «{{module}}»",
  revoke: "Відкликати",
  revokeFrom: "Відкликати «{{module}}»",
  revokeTitle: "Відкликати доступ?",
  revokeText: "Роль «{{role}}» більше не відкриватиме «{{module}}».",
  cancel: "Скасувати",
  grantedToast: "Доступ надано.",
  revokedToast: "Доступ відкликано.",
  noDirector: "У компанії немає директора: нові доступи не надаються, доки його не призначать; відкликати можна.",
  suspended: "Компанію призупинено: доступи не змінюються.",
  readOnly: "Доступи надають і відкликають директор і власники.",
  back: "До ролей",
};

export default accessPage;
