import type { Language } from "./languages";

/**
 * The name vHold gives the director's role when it makes it (issue 41): shown in the reader's
 * language until someone renames the role. The row keeps `name_is_default` (migration 0029) and
 * DIRECTOR_ROLE_STORED_NAME as its name; the API answers every role name through roleName(), in
 * the language of the caller (the page's), so the app shows what it is given.
 */
export const DIRECTOR_ROLE_NAMES: Record<Language, string> = { uk: "Директор", ru: "Директор", en: "Director" };

/** What a default name is stored as (the rows made before issue 41 hold it too). */
export const DIRECTOR_ROLE_STORED_NAME = "CEO";

/** A role as its name is shown: the stored name, or the default's in the reader's language. */
export function roleName(role: { name: string; nameIsDefault: boolean }, language: Language): string {
  return role.nameIsDefault ? DIRECTOR_ROLE_NAMES[language] : role.name;
}

/**
 * Whether a director's role saved with this name keeps (or takes back) the default: the default
 * in any language, as the editor shows it and sends it back unchanged. Anything else is a rename.
 */
export function isDefaultDirectorName(name: string): boolean {
  const trimmed = name.trim();
  return Object.values(DIRECTOR_ROLE_NAMES).includes(trimmed);
}
