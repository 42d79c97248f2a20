import { firstGrapheme } from "#graphql/validation/graphemes";

/** The avatar's letters: the first user-perceived character of each name (a whole emoji, a whole flag). */
export const initials = (name: string, surname: string) =>
  `${firstGrapheme(name.trim())}${firstGrapheme(surname.trim())}`;
