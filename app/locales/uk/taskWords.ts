/** Українські слова завдань, спільні для їхніх сторінок і панелі ролі (див. ../en/taskWords.ts). */
import type { TaskWordsTexts } from "../en/taskWords";

const taskWords: TaskWordsTexts = {
  status: {
    OPEN: "Відкрите",
    IN_PROGRESS: "У роботі",
    DONE: "Виконане, чекає на прийняття",
    ACCEPTED: "Прийняте",
    RETURNED: "Повернуте на доопрацювання",
    CANCELED: "Скасоване",
  },
  priority: { NORMAL: "Звичайний", HIGH: "Високий пріоритет" },
  overdue: "Прострочене",
  due: "Термін: {{date}}",
  from: "Від: {{role}}",
  to: "Кому: {{role}}",
  dashboard: {
    heading: "Завдання",
    all: "Усі завдання",
    mine: "Мені",
    tracking: "Відстежую",
    noneMine: "Зараз цій ролі нічого не дали.",
    noneTracking: "Ця роль не відстежує жодного завдання, даного іншим.",
    more: "Ще у списку",
    newTask: "Нове завдання",
  },
};
export default taskWords;
