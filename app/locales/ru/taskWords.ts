/** Русские слова задач, общие для их страниц и панели роли (см. ../en/taskWords.ts). */
import type { TaskWordsTexts } from "../en/taskWords";

const taskWords: TaskWordsTexts = {
  status: {
    OPEN: "Открыта",
    IN_PROGRESS: "В работе",
    DONE: "Выполнена, ждёт приёмки",
    ACCEPTED: "Принята",
    RETURNED: "Возвращена на доработку",
    CANCELED: "Отменена",
  },
  priority: { NORMAL: "Обычный", HIGH: "Высокий приоритет" },
  overdue: "Просрочена",
  due: "Срок: {{date}}",
  from: "От: {{role}}",
  to: "Кому: {{role}}",
  dashboard: {
    heading: "Задачи",
    all: "Все задачи",
    mine: "Мне",
    tracking: "Отслеживаю",
    noneMine: "Сейчас этой роли ничего не поставлено.",
    noneTracking: "Эта роль не отслеживает ни одной задачи, поставленной другим.",
    more: "Ещё в списке",
    newTask: "Новая задача",
  },
};
export default taskWords;
