/** The Ukrainian texts of the app area (see ../en/app.ts; plural keys add _few and _many). */
import type { AppTexts } from "../en/app";

const app = {
  /** A person whose account was deleted (decision 0010), wherever their name would be. */
  deletedAccount: "Видалений акаунт",
  /** The header's bell (its name, said by screen readers). */
  unreadNotifications_one: "{{count}} непрочитане сповіщення",
  unreadNotifications_few: "{{count}} непрочитані сповіщення",
  unreadNotifications_many: "{{count}} непрочитаних сповіщень",
  unreadNotifications_other: "{{count}} непрочитаного сповіщення",
  posts: {
    recommended: "Рекомендоване в базі знань",
    toIndex: "Відкрити базу знань",
    in: "Розділ:",
    inLanguage: "мовою: {{language}}",
  },
  nav: {
    main: "Основна навігація",
    home: "Головна",
    vhub: "vHub",
    vhold: "vHold",
    vholdDisabled: "Створіть компанію або приєднайтеся до неї, щоб відкрити vHold",
    vhubDisabled: "Обійміть роль у компанії, щоб відкрити vHub",
    menu: "Меню",
    closeMenu: "Закрити меню",
  },
  companySwitcher: {
    label: "Компанії",
    heading: "Мої компанії",
    search: "Пошук компаній",
    searchSubmit: "Знайти",
    empty: "У вас ще немає компаній.",
    noMatches: "Немає компаній за запитом «{{search}}».",
    create: "Створити компанію",
    all: "Усі мої компанії",
  },
  userMenu: {
    label: "Меню облікового запису",
    settings: "Налаштування профілю",
    darkMode: "Темний режим",
    lightMode: "Світлий режим",
    knowledgeBase: "База знань",
    contact: "Зв'язатися з постачальником",
    logout: "Вийти",
    soon: "незабаром",
  },
  logout: {
    heading: "Вийти?",
    text: "Щоб повернутися, вам знадобляться телефон, код з SMS і пароль.",
    cancel: "Скасувати",
    confirm: "Вийти",
  },
  role: {
    level: "Рівень {{level}}",
  },
  dialog: {
    close: "Закрити",
  },
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: AppTexts = app;
void _check;

export default app;
