/** The Russian texts of what the control center's employees and owners pages share (search, the profile card) (area control.people; see ../../en/control/people.ts). */
import type { ControlPeopleTexts } from "../../en/control/people";

const people: ControlPeopleTexts = {
  nextPage: "Следующая страница",
  firstPage: "К первой странице",
  find: "Найти",
  openProfile: "Профиль",
  openProfileOf: "Профиль: {{name}}",
  noResults: "Ничего не найдено.",
  phone: "Телефон",
  email: "Электронная почта",
  birthday: "День рождения",
  hidden: "Не показано",
};

export default people;
