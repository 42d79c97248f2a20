/** The Russian texts of the control center's access page (area control.accessPage; see ../../en/control/accessPage.ts). */
import type { ControlAccessPageTexts } from "../../en/control/accessPage";

const accessPage: ControlAccessPageTexts = {
  intro: "Какие модули роли и компании может открывать каждая роль.",
  search: "Найти роль",
  level: "Уровень",
  all: "Все",
  apply: "Показать",
  role: "Роль",
  executor: "Исполнитель",
  count: "Доступы",
  vacant: "вакантна",
  manage: "Доступы",
  manageOf: "Доступы роли «{{role}}»",
  none: "Ролей не найдено.",
  roleModules: "Модули роли",
  companyModules: "Модули компании",
  module: "Модуль",
  state: "Доступ",
  granted: "Предоставлен",
  notGranted: "Не предоставлен",
  grant: "Предоставить",
  grantTo: "Предоставить «{{module}}»",
  revoke: "Отозвать",
  revokeFrom: "Отозвать «{{module}}»",
  revokeTitle: "Отозвать доступ?",
  revokeText: "Роль «{{role}}» больше не сможет открывать «{{module}}».",
  cancel: "Отмена",
  grantedToast: "Доступ предоставлен.",
  revokedToast: "Доступ отозван.",
  noDirector: "В компании нет директора: новые доступы не предоставляются, пока его не назначат; отзывать можно.",
  suspended: "Компания приостановлена: доступы не меняются.",
  readOnly: "Доступы предоставляют и отзывают директор и владельцы.",
  back: "К ролям",
};

export default accessPage;
