import type { DraftRole } from "./draft";

/** A role of a test's structure: named by its id, live, without holder or link (the editor's tests). */
export const role = (
  id: string,
  level: number,
  parentRoleId: string | null,
  sortNumber = 0,
  extra: Partial<DraftRole> = {},
): DraftRole => ({
  id,
  name: id,
  level,
  parentRoleId,
  sortNumber,
  isArchived: false,
  holder: null,
  inviteLink: null,
  ...extra,
});
