/** The Russian texts of the profile page (/profile: the greeting, the companies, the welcome cards) (area app.profile; see ../../en/app/profile.ts). */
import type { AppProfileTexts } from "../../en/app/profile";

const profile: AppProfileTexts = {
  heading: "Здравствуйте, {{name}}!",
  username: "Имя пользователя",
  phone: "Телефон",
  companies: "Мои компании",
  noCompanies: "Вы пока не состоите ни в одной компании.",
  allCompanies: "Все мои компании",
  roles: "Мои роли",
  noRoles: "У вас пока нет ролей.",
  welcome: {
    vhold: {
      heading: "Добро пожаловать в vHold",
      text: "Управляйте компаниями, которыми владеете: совладельцы, доли, голосования и директор. Начните с добавления своей компании.",
      add: "Добавить компанию",
      later: "Позже",
    },
    vhub: {
      heading: "Добро пожаловать в vHub, @{{username}}",
      text: "Здесь вы работаете в своих ролях. Сообщите компании своё имя пользователя, чтобы она могла пригласить вас на роль.",
      hide: "Скрыть",
    },
  },
};

export default profile;
