import { FILE_TRASH_DAYS } from "#graphql/validation/files";
import type { FileAccessLevelValue } from "../../db/schema";
import { addCalendarDays } from "../../time/calendar";

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

/** The part count of a file of `size` bytes cut in parts of `partSize` (a large file's upload). */
export const partCount = (size: number, partSize: number) => Math.max(1, Math.ceil(size / partSize));
/** The bytes of part `partNumber` (1-based): partSize, or what is left for the last. */
export const partBytes = (size: number, partSize: number, partNumber: number) =>
  partNumber < partCount(size, partSize) ? partSize : size - (partCount(size, partSize) - 1) * partSize;

/**
 * When a node deleted at `deletedAt` leaves the trash for good (FileNode.purgeAt): FILE_TRASH_DAYS
 * calendar days later, at the same time in Kyiv (server/time/calendar.ts), as the app counts
 * every other rule in days; across a clock change that is 30 days less or more an hour.
 */
export function trashPurgeAt(deletedAt: Date): Date {
  return addCalendarDays(deletedAt, FILE_TRASH_DAYS);
}

/**
 * The same rule counted back from `now`, for the files.trash sweep: a node deleted before this
 * instant has passed its purgeAt (trashPurgeAt(deletedAt) < now; the two differ only for a
 * wall-clock time that a clock change skips or repeats, by that hour, which the hourly sweep spans).
 */
export function trashPurgeBefore(now: Date): Date {
  return addCalendarDays(now, -FILE_TRASH_DAYS);
}
