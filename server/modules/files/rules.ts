import type { FileAccessLevelValue } from "../../db/schema";

/**
 * What a caller may do with one node (and what is under it):
 *  - view: see its contents (download, previews, open a folder's list);
 *  - edit: add to a folder, rename, move, delete to the trash (not a protected node);
 *  - manage: full access: delete protected nodes, restore and delete for good, protect, give
 *    other roles access, make public links.
 * The node's own role has all three; another role has what its grants allow (decision 0027).
 */
export interface FileAccess {
  view: boolean;
  edit: boolean;
  manage: boolean;
}

export const NO_ACCESS: FileAccess = Object.freeze({ view: false, edit: false, manage: false });

/** What each grant level allows (spec: full, view and edit, view only, edit). */
const LEVELS: Readonly<Record<FileAccessLevelValue | "OWNER", FileAccess>> = {
  OWNER: { view: true, edit: true, manage: true },
  FULL: { view: true, edit: true, manage: true },
  VIEW_EDIT: { view: true, edit: true, manage: false },
  VIEW: { view: true, edit: false, manage: false },
  // Edit without view: a drop folder. Its holder adds, renames and deletes, and sees names, but
  // cannot open or download what others put there.
  EDIT: { view: false, edit: true, manage: false },
};

/** The access of several grants at once (on the node and the folders above it): each allows what it allows. */
export function accessFrom(levels: readonly (FileAccessLevelValue | "OWNER")[]): FileAccess {
  const access = { view: false, edit: false, manage: false };
  for (const level of levels) {
    const allowed = LEVELS[level];
    access.view ||= allowed.view;
    access.edit ||= allowed.edit;
    access.manage ||= allowed.manage;
  }
  return access;
}

/** The access as the API names it (FileNode.myAccess); null for none. */
export function levelOf(access: FileAccess): FileAccessLevelValue | null {
  if (access.manage) return "FULL";
  if (access.view && access.edit) return "VIEW_EDIT";
  if (access.view) return "VIEW";
  if (access.edit) return "EDIT";
  return null;
}
