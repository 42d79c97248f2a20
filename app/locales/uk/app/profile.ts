/** The Ukrainian texts of the profile page (/profile: the greeting, the companies, the welcome cards) (area app.profile; see ../../en/app/profile.ts). */
import type { AppProfileTexts } from "../../en/app/profile";

const profile: AppProfileTexts = {
  heading: "Вітаємо, {{name}}!",
  username: "Ім'я користувача",
  phone: "Телефон",
  companies: "Мої компанії",
  noCompanies: "Ви ще не є учасником жодної компанії.",
  allCompanies: "Усі мої компанії",
  roles: "Мої ролі",
  noRoles: "У вас ще немає ролей.",
  welcome: {
    vhold: {
      heading: "Ласкаво просимо до vHold",
      text: "Керуйте компаніями, якими володієте: співвласники, частки, голосування та директор. Почніть з додавання своєї компанії.",
      add: "Додати компанію",
      later: "Пізніше",
    },
    vhub: {
      heading: "Ласкаво просимо до vHub, @{{username}}",
      text: "Тут ви працюєте у своїх ролях. Повідомте компанії своє ім'я користувача, щоб вона могла запросити вас на роль.",
      hide: "Сховати",
    },
  },
};

export default profile;
