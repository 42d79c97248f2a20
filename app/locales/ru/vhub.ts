/** The Russian texts of the vhub area (see ../en/vhub.ts). */
import type { VhubTexts } from "../en/vhub";

const vhub: VhubTexts = {
  nav: {
    label: "Навигация хаба",
    role: "Модули роли",
    company: "Модули компании",
    dashboard: "Главная",
    tasks: "Задачи",
    files: "Файлы",
    instructions: "Инструкции",
    inventory: "Инвентарь",
    calendar: "Календарь",
    messenger: "Мессенджер",
    results: "Результаты",
    finance: "Финансы",
    structure: "Структура",
    team: "Команда",
    companyResults: "Результаты компании",
    owners: "Владельцы",
    companyInventory: "Инвентарь компании",
    pay: "Оплата труда",
    controlCenter: "Центр управления",
    tasksDisabled: "Задачи пока выключены",
    inDevelopment: "в разработке",
    noAccess:
      "У вашей роли нет доступа к этому модулю: его предоставляет директор или владелец в центре управления (Доступы)",
    unpaid: "Приостановлено: не удалось списать средства с баланса",
    coming: "Скоро ({{count}})",
    comingNote: "Эти модули ещё в разработке: они появятся здесь, как только будут готовы.",
    comingList: "Модули, которые скоро появятся",
  },
  picker: {
    label: "Роль",
    current: "Роль: {{role}} ({{company}})",
    choose: "Выбрать роль",
    heading: "Мои роли",
  },
  suspended: {
    text: "Деятельность компании приостановлена: роли заморожены, вы можете только отказаться от своей роли.",
    structure: "Открыть структуру",
  },
  unpaid: {
    text: "Не удалось списать средства с баланса; пополните минимум на 1 день использования.",
    billing: "Открыть баланс и платежи",
  },
  noDirector: "В компании нет директора: новые доступы и изменения настроек рабочей зоны ждут его назначения.",
  banners: "Состояние компании",
  development: {
    text: "Этот модуль в разработке.",
  },
};

export default vhub;
