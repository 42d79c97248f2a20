/** The Ukrainian page titles (read on the server: the root loader sends them for meta). */
import type { TitlesTexts } from "../en/titles";

const titles = {
  signin: "Вхід",
  signinCode: "Код із SMS",
  signinPassword: "Пароль",
  twoFactor: "Двофакторна автентифікація",
  createPassword: "Відновлення пароля",
  registration: "Реєстрація",
  profile: "Профіль",
  privacyPolicy: "Політика конфіденційності",
  userAgreement: "Угода користувача",
  logout: "Вихід",
  knowledgeBase: "База знань",
  knowledgeManage: "Керування базою знань",
  knowledgeCategoryNew: "Нова категорія",
  knowledgeCategoryEdit: "Редагування категорії",
  knowledgeCategoryDelete: "Видалення категорії",
  knowledgePostNew: "Новий допис",
  knowledgePostEdit: "Редагування допису",
  knowledgePostDelete: "Видалення допису",
  companies: "Мої компанії",
  createCompany: "Створення компанії",
  vhold: "Панель компанії",
  vholdTransfer: "Передача частки",
  vholdTransferConfirm: "Підтвердження передачі",
  vholdShareTransfer: "Передача частки",
  vholdDeclineTransfer: "Відхилення передачі частки",
  vholdCancelTransfer: "Скасування передачі частки",
  vholdSettings: "Налаштування компанії",
  vholdSettingsEdit: "Зміна базових характеристик",
  vholdVote: "Голосування",
  vholdStop: "Призупинити компанію",
  vholdDirector: "Директор",
  vholdRestore: "Відновити компанію",
  vholdDelete: "Видалити компанію",
  companyDeleted: "Компанію видалено",
  declineInvitation: "Відхилити запрошення",
  settingsPersonalInfo: "Особиста інформація",
  settingsLocalization: "Локалізація",
  settingsPrivacy: "Конфіденційність і доступ",
  settingsTwoFactor: "Двофакторна автентифікація",
  settingsPhone: "Зміна номера телефону",
  settingsDeleteAccount: "Видалення облікового запису",
  vhub: "Панель ролі",
  vhubLeave: "Покинути роль",
  vhubStructure: "Структура компанії",
  vhubModule: "У розробці",
  vhubControlCenter: "Центр керування",
};

// A variable, not a literal: a missing key fails the typecheck.
const _check: TitlesTexts = titles;
void _check;

export default titles;
