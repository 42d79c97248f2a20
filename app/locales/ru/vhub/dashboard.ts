/** The Russian texts of vHub's dashboard (the role's company, manager and subordinates) (area vhub.dashboard; see ../../en/vhub/dashboard.ts). */
import type { VhubDashboardTexts } from "../../en/vhub/dashboard";

const dashboard = {
  company: "Компания",
  manager: "Руководящая роль",
  noManager: "Нет: это высшая роль компании",
  subordinates: "Подчинённые роли",
  noSubordinates: "Подчинённых ролей нет.",
  holder: "Исполнитель",
  vacant: "Вакантна",
  leave: "Покинуть роль",
  since: "с {{date}}",
  more: "Другие действия",
  welcome: {
    heading: "Добро пожаловать в vHub, @{{username}}",
    text: "Здесь работа вашей роли с первого взгляда: что ждёт вас, роли, которыми вы руководите, ваши инструкции и файлы.",
    hide: "Скрыть",
  },
  banners: {
    label: "Состояние компании",
    balanceLow: "Баланса хватит на 3 дня или меньше: пополните его, иначе работа ролей остановится.",
    topUp: "Пополнить",
    voteYours: "Владельцы голосуют, а вашего голоса ещё нет.",
    voteOpen_one: "Владельцы голосуют: открыто {{count}} голосование.",
    voteOpen_few: "Владельцы голосуют: открыто {{count}} голосования.",
    voteOpen_many: "Владельцы голосуют: открыто {{count}} голосований.",
    voteOpen_other: "Владельцы голосуют: открыто {{count}} голосования.",
    vote: "Голосовать",
    votes: "Посмотреть голосования",
  },
  needs: {
    heading: "Ждёт вас",
    empty: "Сейчас вас ничего не ждёт.",
    invitation: "Приглашение на роль «{{role}}» в {{company}}",
    invitationDirector: "Приглашение стать директором {{company}}",
    answer: "Ответить",
    candidates_one: "На роль «{{role}}» ждёт {{count}} кандидат",
    candidates_few: "На роль «{{role}}» ждут {{count}} кандидата",
    candidates_many: "На роль «{{role}}» ждут {{count}} кандидатов",
    candidates_other: "На роль «{{role}}» ждут {{count}} кандидата",
    assign: "Назначить",
    vote: "Голосовать",
    votes: {
      CEO: "Голосование владельцев о директоре",
      NAME: "Голосование владельцев о названии",
      STOP: "Голосование владельцев о приостановке компании",
      START: "Голосование владельцев о восстановлении компании",
      DELETE: "Голосование владельцев об удалении компании",
    },
  },
  roles: {
    all: "Все в структуре",
    invitations_one: "{{count}} приглашение",
    invitations_few: "{{count}} приглашения",
    invitations_many: "{{count}} приглашений",
    invitations_other: "{{count}} приглашения",
    candidates_one: "{{count}} кандидат",
    candidates_few: "{{count}} кандидата",
    candidates_many: "{{count}} кандидатов",
    candidates_other: "{{count}} кандидата",
    below_one: "{{count}} роль ниже",
    below_few: "{{count}} роли ниже",
    below_many: "{{count}} ролей ниже",
    below_other: "{{count}} роли ниже",
  },
  instructions: {
    heading: "Инструкции",
    all: "Все инструкции",
    forMe: "Для меня",
    fromMe: "От меня",
    editing: "Ждут моих правок",
  },
  files: {
    heading: "Последние файлы",
    all: "Все файлы",
    mine: "Мои файлы",
    shared: "Доступные этой роли",
    none: "Файлов пока нет.",
    noneShared: "Этой роли пока ничего не открыли.",
  },
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: VhubDashboardTexts = dashboard;
void _check;

export default dashboard;
