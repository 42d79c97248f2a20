import type { TFunction } from "./translate";

/** A person as another user's pages name them; `deleted`: the account is gone (decision 0010). */
export interface NamedPerson {
  name: string;
  surname: string;
  deleted?: boolean | null;
}

/**
 * The name to show for a person: a deleted account's row keeps no name (decision 0010), so it is
 * shown as "Deleted account" in the reader's language, never as an empty name or its tombstone.
 */
export function personName(t: TFunction, person: NamedPerson): string {
  return person.deleted ? t("app.deletedAccount") : `${person.name} ${person.surname}`;
}
