/** The Ukrainian texts of the notifications area (plural keys add _few and _many). */
import type { NotificationsTexts } from "../en/notifications";

const notifications = {
  heading: "Сповіщення",
  tabs: "Показати сповіщення",
  all: "Усі",
  today: "Сьогодні",
  unread_one: "{{count}} непрочитане",
  unread_few: "{{count}} непрочитані",
  unread_many: "{{count}} непрочитаних",
  unread_other: "{{count}} непрочитаного",
  allRead: "Усі прочитано",
  unreadMark: "Непрочитане",
  markRead: "Позначити прочитаним",
  markReadOf: "Позначити прочитаним: {{text}}",
  markAllRead: "Позначити всі прочитаними",
  empty: "Сповіщень поки немає. Тут з’являтимуться новини про ваші компанії та передачі часток.",
  emptyToday: "Сьогодні сповіщень немає.",
  older: "Давніші сповіщення",
  newest: "До найновіших",
  someone: "Колишній користувач",
  system: "vHold",
  /** What a vote decides, as its notifications name it. */
  voteKind: {
    CEO: "призначити нового директора",
    CEO_named: "призначити нового директора ({{candidate}})",
    NAME: "перейменувати на «{{name}}»",
    STOP: "призупинити компанію",
    START: "відновити компанію",
    DELETE: "видалити компанію",
  },
  detail: {
    NAME: "назва",
    PHONE: "телефон",
    ADDRESS: "адреса",
    ABOUT: "про компанію",
  },
  marked: "Позначено прочитаним.",
  markedAll: "Усі сповіщення позначено прочитаними.",
  type: {
    shareTransfer: {
      received: "{{person}} пропонує вам {{share}} % компанії «{{company}}»",
      // Said of the share, not of the person: no "прийняв(-ла)", the app does not know a person's gender.
      accepted: "{{person}}: частку {{share}} % компанії «{{company}}» прийнято",
      declined: "{{person}}: частку {{share}} % компанії «{{company}}» відхилено",
      canceled: "{{person}}: пропозицію {{share}} % компанії «{{company}}» відкликано",
    },
    company: {
      detailsChanged: "{{person}}: дані компанії «{{company}}» змінено ({{fields}})",
    },
    voteSession: {
      opened: "{{person}} відкриває голосування в «{{company}}»: {{what}}",
      passed: "Голосування в «{{company}}» ухвалено: {{what}}",
      rejected: "Голосування в «{{company}}» відхилено: {{what}}",
      expired: "Час голосування в «{{company}}» сплив без рішення: {{what}}",
      canceled: "Голосування в «{{company}}» скасовано: {{what}}",
    },
    role: {
      removed: "{{person}}: роль «{{role}}» у «{{company}}» більше не ваша",
      replaced: "{{person}}: у ролі «{{role}}» в «{{company}}» новий виконавець",
      invited: "{{person}} запрошує вас на роль «{{role}}» у «{{company}}»",
      assigned: "{{person}}: роль «{{role}}» у «{{company}}» тепер ваша",
      candidate: "{{person}} приймає запрошення на роль «{{role}}» у «{{company}}»: призначте або відхиліть",
    },
    task: {
      given: "{{person}} дає вам завдання «{{task}}»",
      returned: "{{person}} повертає завдання «{{task}}»: дивіться коментар",
      commented: "{{person}} коментує завдання «{{task}}»",
      done: "{{person}}: завдання «{{task}}» виконано, прийміть або поверніть його",
      dueTomorrow: "Термін завдання «{{task}}» спливає завтра",
      overdue: "Завдання «{{task}}» прострочене",
      backToGiver: "{{person}} архівує роль, якій дано завдання «{{task}}»: воно повернулося до вас",
    },
    unknown: "У вашому обліковому записі щось сталося.",
  },
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: NotificationsTexts = notifications;
void _check;

export default notifications;
