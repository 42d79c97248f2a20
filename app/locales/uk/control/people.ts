/** The Ukrainian texts of what the control center's employees and owners pages share (search, the profile card) (area control.people; see ../../en/control/people.ts). */
import type { ControlPeopleTexts } from "../../en/control/people";

const people: ControlPeopleTexts = {
  nextPage: "Наступна сторінка",
  firstPage: "До першої сторінки",
  find: "Знайти",
  openProfile: "Профіль",
  openProfileOf: "Профіль: {{name}}",
  noResults: "Нічого не знайдено.",
  phone: "Телефон",
  email: "Електронна пошта",
  birthday: "День народження",
  hidden: "Не показано",
};

export default people;
