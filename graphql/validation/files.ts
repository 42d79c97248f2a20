/**
 * Input rules of the files area (issue 22), shared by the files page's forms, the upload script
 * and the resolvers. Messages are catalogue keys (app/locales: validation.files.*).
 */
import { z } from "zod";
import { singleLineText, textInput } from "./text";

/** A file's or folder's name, in characters (the database's file_nodes_name agrees). */
export const FILE_NAME_MAX = 255;
/**
 * The largest file taken (the spec names none): 2 GiB, what a phone can reasonably send and well
 * under a single S3 PUT's 5 GB.
 */
export const FILE_MAX_BYTES = 2 * 1024 ** 3;
/** The most nodes one delete, restore, move or forced deletion takes. */
export const FILE_BATCH_MAX = 200;
/** The most nodes a list answers (a folder holding more shows the first, by name). */
export const FILE_LIST_MAX = 500;
/** How long a trashed node can be restored; then the sweep removes it with its objects. */
export const FILE_TRASH_DAYS = 30;

export const fileName = textInput({ required: "validation.files.name.required" })
  .trim()
  .pipe(
    z
      .string()
      .min(1, "validation.files.name.required")
      .max(FILE_NAME_MAX, "validation.files.name.length")
      .refine((name) => !/[/\\]/.test(name), "validation.files.name.slash")
      .refine((name) => name !== "." && name !== "..", "validation.files.name.dots"),
  );

const nodeId = z.uuid("validation.files.unknown").transform((value) => value.toLowerCase());

export const fileNodeIds = z.array(nodeId).min(1, "validation.files.none").max(FILE_BATCH_MAX, "validation.files.tooMany").transform((ids) => [...new Set(ids)]);

export const createFolderInput = z.object({
  name: fileName,
  parentId: nodeId.nullish().transform((value) => value ?? null),
});

export const createFileInput = z.object({
  name: fileName,
  parentId: nodeId.nullish().transform((value) => value ?? null),
  size: z.number({ error: "validation.files.size" }).int("validation.files.size").min(0, "validation.files.size").max(FILE_MAX_BYTES, "validation.files.tooLarge"),
});

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

/** A search: trimmed, at most 100 characters; empty means none. */
export const fileSearch = singleLineText(100, { tooLong: "validation.files.search" })
  .nullish()
  .transform((value) => value?.trim() || null);
