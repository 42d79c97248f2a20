/** The English texts of what the control center's employees and owners pages share (search, the profile card) (area control.people): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const people = {
  nextPage: "Next page",
  firstPage: "Back to the first page",
  find: "Find",
  openProfile: "Profile",
  openProfileOf: "Profile of {{name}}",
  noResults: "No results found.",
  phone: "Phone",
  email: "E-mail",
  birthday: "Birthday",
  hidden: "Not shown",
};

export default people;
export type ControlPeopleTexts = Shape<typeof people>;
