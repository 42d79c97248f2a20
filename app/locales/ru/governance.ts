/** The Russian texts of the owners' votes and the company's lifecycle (plural keys add _few and _many). */
import type { GovernanceTexts } from "../en/governance";

const governance = {
  votes: {
    heading: "Голосования владельцев",
    titles: {
      name: "Голосование за новое название «{{name}}»",
      ceo: "Голосование за директора: {{name}}",
      stop: "Голосование за приостановку компании",
      start: "Голосование за восстановление компании",
      delete: "Голосование за удаление компании",
    },
    intro: "Каждый владелец голосует долей, которая была у него при открытии голосования.",
    reason: "Причина",
    openedBy: "Инициатор: {{name}}.",
    endsAt: "Завершается {{date}}",
    timeLeft: "осталось {{days}} д {{hours}} ч {{minutes}} мин",
    tally: "{{for}} % за, {{against}} % против, {{notVoted}} % не голосовали",
    passesAt: "принимается при {{share}} %",
    passesMoreThan: "принимается, если за больше {{share}} %",
    threshold: "Порог",
    voters: "Участники голосования",
    for: "За",
    against: "Против",
    notVoted: "Голоса нет",
    choose: "Ваш голос",
    yourVote: "Ваш голос: {{vote}}. Его можно изменить, пока голосование идёт.",
    vote: "Проголосовать",
    change: "Изменить голос",
    reset: "Отозвать мой голос",
    cancel: "Отменить голосование",
    cancelText:
      "Вы открыли это голосование: его можно завершить, пока решение не принято. Владельцы получат уведомление.",
    close: "Закрыть",
    back: "Назад",
    notAVoter: "Вы стали владельцем после открытия этого голосования: решают владельцы того момента.",
    voteRequired: "Выберите «за» или «против»",
    cast: "Ваш голос учтён.",
    resetDone: "Ваш голос отозван.",
    canceled: "Голосование отменено.",
    passed: "Решение принято и выполнено.",
    rejected: "Решение не принято.",
    ended: "Это голосование уже завершилось.",
  },
  history: {
    heading: "Завершённые голосования",
    empty: "Ни одно голосование ещё не завершилось.",
    voters: "Кто как голосовал",
    statuses: {
      PASSED: "Принято",
      REJECTED: "Отклонено",
      EXPIRED: "Срок истёк без решения",
      CANCELED: "Отменено",
    },
  },
  suspended: {
    heading: "Компания приостановлена",
    since: "Приостановлена с {{date}}.",
    limited:
      "Она работает в ограниченном режиме: роли заморожены. Если её не восстановить, она будет удалена через два года после приостановки.",
    restoreInProgress: "Идёт голосование за восстановление компании.",
    deleteInProgress: "Идёт голосование за удаление компании.",
    toastSuspended: "Компания приостановлена.",
    restore: "Восстановить компанию",
    toastRestored: "Компания восстановлена.",
    toastRestoreOpened: "Голосование за восстановление компании открыто.",
    delete: "Удалить компанию",
    toastDeleteOpened: "Голосование за удаление компании открыто.",
  },
};

// A variable, not a literal: a missing key fails the typecheck.
const _check: GovernanceTexts = governance;
void _check;

export default governance;
