/** The Ukrainian texts of vHub's dashboard (the role's company, manager and subordinates) (area vhub.dashboard; see ../../en/vhub/dashboard.ts). */
import type { VhubDashboardTexts } from "../../en/vhub/dashboard";

const dashboard = {
  company: "Компанія",
  manager: "Керівна роль",
  noManager: "Немає: це найвища роль компанії",
  subordinates: "Підлеглі ролі",
  noSubordinates: "Підлеглих ролей немає.",
  holder: "Виконавець",
  vacant: "Вакантна",
  leave: "Покинути роль",
  since: "з {{date}}",
  more: "Інші дії",
  welcome: {
    heading: "Вітаємо у vHub, @{{username}}",
    text: "Тут робота вашої ролі з першого погляду: що чекає на вас, ролі, якими ви керуєте, ваші інструкції та файли.",
    hide: "Сховати",
  },
  banners: {
    label: "Стан компанії",
    balanceLow: "Балансу вистачить на 3 дні або менше: поповніть його, інакше робота ролей зупиниться.",
    topUp: "Поповнити",
    voteYours: "Власники голосують, і вашого голосу ще немає.",
    voteOpen_one: "Власники голосують: відкрито {{count}} голосування.",
    voteOpen_few: "Власники голосують: відкрито {{count}} голосування.",
    voteOpen_many: "Власники голосують: відкрито {{count}} голосувань.",
    voteOpen_other: "Власники голосують: відкрито {{count}} голосування.",
    vote: "Голосувати",
    votes: "Переглянути голосування",
  },
  needs: {
    heading: "Чекає на вас",
    empty: "Зараз на вас нічого не чекає.",
    invitation: "Запрошення на роль «{{role}}» у {{company}}",
    invitationDirector: "Запрошення стати директором {{company}}",
    answer: "Відповісти",
    candidates_one: "На роль «{{role}}» чекає {{count}} кандидат",
    candidates_few: "На роль «{{role}}» чекають {{count}} кандидати",
    candidates_many: "На роль «{{role}}» чекають {{count}} кандидатів",
    candidates_other: "На роль «{{role}}» чекають {{count}} кандидата",
    assign: "Призначити",
    vote: "Голосувати",
    votes: {
      CEO: "Голосування власників щодо директора",
      NAME: "Голосування власників щодо назви",
      STOP: "Голосування власників щодо призупинення компанії",
      START: "Голосування власників щодо відновлення компанії",
      DELETE: "Голосування власників щодо видалення компанії",
    },
  },
  roles: {
    all: "Усі у структурі",
    invitations_one: "{{count}} запрошення",
    invitations_few: "{{count}} запрошення",
    invitations_many: "{{count}} запрошень",
    invitations_other: "{{count}} запрошення",
    candidates_one: "{{count}} кандидат",
    candidates_few: "{{count}} кандидати",
    candidates_many: "{{count}} кандидатів",
    candidates_other: "{{count}} кандидата",
    below_one: "{{count}} роль нижче",
    below_few: "{{count}} ролі нижче",
    below_many: "{{count}} ролей нижче",
    below_other: "{{count}} ролі нижче",
  },
  instructions: {
    heading: "Інструкції",
    all: "Усі інструкції",
    forMe: "Для мене",
    fromMe: "Від мене",
    editing: "Чекають моїх правок",
  },
  files: {
    heading: "Останні файли",
    all: "Усі файли",
    mine: "Мої файли",
    shared: "Надані цій ролі",
    none: "Файлів ще немає.",
    noneShared: "Цій ролі ще нічого не надали.",
  },
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: VhubDashboardTexts = dashboard;
void _check;

export default dashboard;
