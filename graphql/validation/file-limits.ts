/**
 * The files area's limits (issue 22), without zod: the page's own code reads them (the browser
 * refuses a file over FILE_MAX_BYTES before sending it) and must not bring the schemas along.
 */

/** A file's or folder's name, in characters (the database's file_nodes_name agrees). */
export const FILE_NAME_MAX = 255;
/**
 * The largest file taken (the spec names none): 2 GiB, what a phone can reasonably send and well
 * under a single S3 PUT's 5 GB.
 */
export const FILE_MAX_BYTES = 2 * 1024 ** 3;
/**
 * A file larger than this goes up in parts (decision 0027, "Large files"): a dropped connection
 * costs at most the part in flight, and the upload resumes with the parts storage lacks.
 */
export const FILE_MULTIPART_FROM = 16 * 1024 ** 2;
/**
 * A part's size (the last one is shorter): S3 takes parts of 5 MiB at least (but the last), and a
 * phone on a slow connection sends 8 MiB within a minute or two. 2 GiB makes 256 parts.
 */
export const FILE_PART_BYTES = 8 * 1024 ** 2;
/** The most part URLs one signFileUploadParts answers. */
export const FILE_PARTS_PER_CALL = 100;
/** The most nodes one delete, restore, move or forced deletion takes. */
export const FILE_BATCH_MAX = 200;
/** The most nodes a list answers (a folder holding more shows the first, by name). */
export const FILE_LIST_MAX = 500;
/** How long a trashed node can be restored; then the sweep removes it with its objects. */
export const FILE_TRASH_DAYS = 30;

export const FILE_LINK_EXPIRIES = ["MANUAL", "DAY", "THREE_DAYS", "WEEK", "MONTH"] as const;
export type FileLinkExpiry = (typeof FILE_LINK_EXPIRIES)[number];

/** How long a public link of each kind works, in hours (MANUAL: until turned off). */
export const FILE_LINK_HOURS: Readonly<Record<FileLinkExpiry, number | null>> = {
  MANUAL: null,
  DAY: 24,
  THREE_DAYS: 72,
  WEEK: 168,
  MONTH: 720,
};
