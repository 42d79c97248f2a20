/** The Russian texts of the app area (see ../en/app.ts; plural keys add _few and _many). */
import type { AppTexts } from "../en/app";

const app = {
  /** A person whose account was deleted (decision 0010), wherever their name would be. */
  deletedAccount: "Удалённый аккаунт",
  /** The header's bell (its name, said by screen readers). */
  unreadNotifications_one: "{{count}} непрочитанное уведомление",
  unreadNotifications_few: "{{count}} непрочитанных уведомления",
  unreadNotifications_many: "{{count}} непрочитанных уведомлений",
  unreadNotifications_other: "{{count}} непрочитанного уведомления",
  posts: {
    recommended: "Рекомендуем в базе знаний",
    toIndex: "Открыть базу знаний",
    in: "Раздел:",
    inLanguage: "на языке: {{language}}",
  },
  nav: {
    main: "Основная навигация",
    home: "Главная",
    vhub: "vHub",
    vhold: "vHold",
    vholdDisabled: "Создайте компанию или присоединитесь к ней, чтобы открыть vHold",
    vhubDisabled: "Займите роль в компании, чтобы открыть vHub",
    menu: "Меню",
    closeMenu: "Закрыть меню",
  },
  companySwitcher: {
    label: "Компании",
    heading: "Мои компании",
    search: "Поиск компаний",
    searchSubmit: "Найти",
    empty: "У вас ещё нет компаний.",
    noMatches: "Нет компаний по запросу «{{search}}».",
    create: "Создать компанию",
    all: "Все мои компании",
  },
  userMenu: {
    label: "Меню учётной записи",
    settings: "Настройки профиля",
    darkMode: "Тёмный режим",
    lightMode: "Светлый режим",
    knowledgeBase: "База знаний",
    contact: "Связаться с поставщиком",
    logout: "Выйти",
    soon: "скоро",
  },
  logout: {
    heading: "Выйти?",
    text: "Чтобы вернуться, вам понадобятся телефон, код из SMS и пароль.",
    cancel: "Отмена",
    confirm: "Выйти",
  },
  role: {
    level: "Уровень {{level}}",
  },
  dialog: {
    close: "Закрыть",
  },
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: AppTexts = app;
void _check;

export default app;
