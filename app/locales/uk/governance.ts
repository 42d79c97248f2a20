/** The Ukrainian texts of the owners' votes and the company's lifecycle (plural keys add _few and _many). */
import type { GovernanceTexts } from "../en/governance";

const governance = {
  votes: {
    heading: "Голосування власників",
    titles: {
      name: "Голосування за нову назву «{{name}}»",
      ceo: "Голосування за директора: {{name}}",
      stop: "Голосування за призупинення компанії",
      start: "Голосування за відновлення компанії",
      delete: "Голосування за видалення компанії",
    },
    intro: "Кожен власник голосує часткою, яку мав на момент відкриття голосування.",
    reason: "Причина",
    openedBy: "Ініціатор: {{name}}.",
    endsAt: "Завершується {{date}}",
    timeLeft: "залишилося {{days}} д {{hours}} год {{minutes}} хв",
    tally: "{{for}} % за, {{against}} % проти, {{notVoted}} % не голосували",
    passesAt: "ухвалюється за {{share}} %",
    passesMoreThan: "ухвалюється, якщо за більше ніж {{share}} %",
    threshold: "Поріг",
    voters: "Учасники голосування",
    for: "За",
    against: "Проти",
    notVoted: "Голосу немає",
    choose: "Ваш голос",
    yourVote: "Ваш голос: {{vote}}. Його можна змінити, доки голосування триває.",
    vote: "Проголосувати",
    change: "Змінити голос",
    reset: "Відкликати мій голос",
    cancel: "Скасувати голосування",
    cancelText:
      "Ви відкрили це голосування: його можна завершити, доки рішення не ухвалено. Власники отримають сповіщення.",
    close: "Закрити",
    back: "Назад",
    notAVoter: "Ви стали власником після відкриття цього голосування: вирішують власники того моменту.",
    voteRequired: "Оберіть «за» або «проти»",
    cast: "Ваш голос враховано.",
    resetDone: "Ваш голос відкликано.",
    canceled: "Голосування скасовано.",
    passed: "Рішення ухвалено й виконано.",
    rejected: "Рішення не ухвалено.",
    ended: "Це голосування вже завершилося.",
  },
  history: {
    heading: "Завершені голосування",
    empty: "Жодне голосування ще не завершилося.",
    voters: "Хто як голосував",
    statuses: {
      PASSED: "Ухвалено",
      REJECTED: "Відхилено",
      EXPIRED: "Минув строк без рішення",
      CANCELED: "Скасовано",
    },
  },
  suspended: {
    heading: "Компанію призупинено",
    since: "Призупинено з {{date}}.",
    limited:
      "Вона працює в обмеженому режимі: ролі заморожено. Якщо її не відновити, її буде видалено через два роки після призупинення.",
    restoreInProgress: "Триває голосування за відновлення компанії.",
    deleteInProgress: "Триває голосування за видалення компанії.",
    toastSuspended: "Компанію призупинено.",
    restore: "Відновити компанію",
    toastRestored: "Компанію відновлено.",
    toastRestoreOpened: "Голосування за відновлення компанії відкрито.",
    delete: "Видалити компанію",
    toastDeleteOpened: "Голосування за видалення компанії відкрито.",
  },
};

// A variable, not a literal: a missing key fails the typecheck.
const _check: GovernanceTexts = governance;
void _check;

export default governance;
