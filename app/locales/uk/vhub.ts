/** The Ukrainian texts of the vhub area (see ../en/vhub.ts). */
import type { VhubTexts } from "../en/vhub";

const vhub: VhubTexts = {
  nav: {
    label: "Навігація хабу",
    role: "Модулі ролі",
    company: "Модулі компанії",
    dashboard: "Головна",
    tasks: "Завдання",
    files: "Файли",
    instructions: "Інструкції",
    inventory: "Інвентар",
    calendar: "Календар",
    messenger: "Месенджер",
    results: "Результати",
    finance: "Фінанси",
    structure: "Структура",
    team: "Команда",
    companyResults: "Результати компанії",
    owners: "Власники",
    companyInventory: "Інвентар компанії",
    pay: "Оплата праці",
    controlCenter: "Центр керування",
    tasksDisabled: "Завдання поки вимкнено",
    inDevelopment: "у розробці",
    noAccess: "Ваша роль не має доступу до цього модуля: його надає директор або власник у центрі керування (Доступи)",
    unpaid: "Призупинено: не вдалося списати кошти з балансу",
    coming: "Незабаром ({{count}})",
    comingNote: "Ці модулі ще в розробці: вони з’являться тут, щойно будуть готові.",
    comingList: "Модулі, що незабаром з’являться",
  },
  picker: {
    label: "Роль",
    current: "Роль: {{role}} ({{company}})",
    choose: "Обрати роль",
    heading: "Мої ролі",
  },
  suspended: {
    text: "Діяльність компанії призупинено: ролі заморожено, ви можете лише відмовитися від своєї ролі.",
    structure: "Відкрити структуру",
  },
  unpaid: {
    text: "Не вдалося списати кошти з балансу; поповніть щонайменше на 1 день користування.",
    billing: "Відкрити баланс і платежі",
  },
  noDirector: "У компанії немає директора: нові доступи та зміни налаштувань робочої зони чекають на його призначення.",
  banners: "Стан компанії",
  development: {
    text: "Цей модуль у розробці.",
  },
};

export default vhub;
