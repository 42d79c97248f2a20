/** The Russian texts of the notifications area (plural keys add _few and _many). */
import type { NotificationsTexts } from "../en/notifications";

const notifications = {
  heading: "Уведомления",
  tabs: "Показать уведомления",
  all: "Все",
  today: "Сегодня",
  unread_one: "{{count}} непрочитанное",
  unread_few: "{{count}} непрочитанных",
  unread_many: "{{count}} непрочитанных",
  unread_other: "{{count}} непрочитанного",
  allRead: "Все прочитаны",
  unreadMark: "Непрочитанное",
  markRead: "Отметить прочитанным",
  markReadOf: "Отметить прочитанным: {{text}}",
  markAllRead: "Отметить все прочитанными",
  empty: "Уведомлений пока нет. Здесь будут новости о ваших компаниях и передачах долей.",
  emptyToday: "Сегодня уведомлений нет.",
  older: "Более ранние уведомления",
  newest: "К самым новым",
  someone: "Бывший пользователь",
  system: "vHold",
  /** What a vote decides, as its notifications name it. */
  voteKind: {
    CEO: "назначить нового директора",
    CEO_named: "назначить нового директора ({{candidate}})",
    NAME: "переименовать в «{{name}}»",
    STOP: "приостановить компанию",
    START: "восстановить компанию",
    DELETE: "удалить компанию",
  },
  detail: {
    NAME: "название",
    PHONE: "телефон",
    ADDRESS: "адрес",
    ABOUT: "о компании",
  },
  marked: "Отмечено прочитанным.",
  markedAll: "Все уведомления отмечены прочитанными.",
  type: {
    shareTransfer: {
      received: "{{person}} предлагает вам {{share}} % компании «{{company}}»",
      // Said of the share, not of the person: no "принял(-а)", the app does not know a person's gender.
      accepted: "{{person}}: доля {{share}} % компании «{{company}}» принята",
      declined: "{{person}}: доля {{share}} % компании «{{company}}» отклонена",
      canceled: "{{person}}: предложение {{share}} % компании «{{company}}» отозвано",
    },
    company: {
      detailsChanged: "{{person}}: данные компании «{{company}}» изменены ({{fields}})",
    },
    voteSession: {
      opened: "{{person}} открывает голосование в «{{company}}»: {{what}}",
      passed: "Голосование в «{{company}}» принято: {{what}}",
      rejected: "Голосование в «{{company}}» отклонено: {{what}}",
      expired: "Время голосования в «{{company}}» истекло без решения: {{what}}",
      canceled: "Голосование в «{{company}}» отменено: {{what}}",
    },
    role: {
      removed: "{{person}}: роль «{{role}}» в «{{company}}» больше не ваша",
      replaced: "{{person}}: у роли «{{role}}» в «{{company}}» новый исполнитель",
      invited: "{{person}} приглашает вас на роль «{{role}}» в «{{company}}»",
      assigned: "{{person}}: роль «{{role}}» в «{{company}}» теперь ваша",
      candidate: "{{person}} принимает приглашение на роль «{{role}}» в «{{company}}»: назначьте или отклоните",
    },
    task: {
      given: "{{person}} даёт вам задачу «{{task}}»",
      returned: "{{person}} возвращает задачу «{{task}}»: смотрите комментарий",
      commented: "{{person}} комментирует задачу «{{task}}»",
      done: "{{person}}: задача «{{task}}» выполнена, примите или верните её",
      dueTomorrow: "Срок задачи «{{task}}» истекает завтра",
      overdue: "Задача «{{task}}» просрочена",
      backToGiver: "{{person}} архивирует роль, которой дана задача «{{task}}»: она вернулась к вам",
    },
    unknown: "В вашей учётной записи что-то произошло.",
  },
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: NotificationsTexts = notifications;
void _check;

export default notifications;
