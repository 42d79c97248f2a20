/** The Russian page titles (read on the server: the root loader sends them for meta). */
import type { TitlesTexts } from "../en/titles";

const titles = {
  signin: "Вход",
  signinCode: "Код из SMS",
  signinPassword: "Пароль",
  twoFactor: "Двухфакторная аутентификация",
  createPassword: "Восстановление пароля",
  registration: "Регистрация",
  profile: "Профиль",
  privacyPolicy: "Политика конфиденциальности",
  userAgreement: "Пользовательское соглашение",
  logout: "Выход",
  knowledgeBase: "База знаний",
  knowledgeManage: "Управление базой знаний",
  knowledgeCategoryNew: "Новая категория",
  knowledgeCategoryEdit: "Редактирование категории",
  knowledgeCategoryDelete: "Удаление категории",
  knowledgePostNew: "Новая статья",
  knowledgePostEdit: "Редактирование статьи",
  knowledgePostDelete: "Удаление статьи",
  companies: "Мои компании",
  createCompany: "Создание компании",
  vhold: "Панель компании",
  vholdTransfer: "Передача доли",
  vholdTransferConfirm: "Подтверждение передачи",
  vholdShareTransfer: "Передача доли",
  vholdDeclineTransfer: "Отклонение передачи доли",
  vholdCancelTransfer: "Отмена передачи доли",
  vholdSettings: "Настройки компании",
  vholdSettingsEdit: "Изменение базовых характеристик",
  vholdVote: "Голосование",
  vholdStop: "Приостановить компанию",
  vholdDirector: "Директор",
  vholdRestore: "Восстановить компанию",
  vholdDelete: "Удалить компанию",
  companyDeleted: "Компания удалена",
  declineInvitation: "Отклонить приглашение",
  settingsPersonalInfo: "Личная информация",
  settingsLocalization: "Локализация",
  settingsPrivacy: "Конфиденциальность и доступ",
  settingsTwoFactor: "Двухфакторная аутентификация",
  settingsPhone: "Смена номера телефона",
  settingsDeleteAccount: "Удаление учётной записи",
  vhub: "Панель роли",
  vhubLeave: "Покинуть роль",
  vhubStructure: "Структура компании",
  vhubModule: "В разработке",
  vhubControlCenter: "Центр управления",
};

// A variable, not a literal: a missing key fails the typecheck.
const _check: TitlesTexts = titles;
void _check;

export default titles;
