/**
 * Input rules of the files area (issue 22), shared by the files page's forms, the upload script
 * and the resolvers. Messages are catalogue keys (app/locales: validation.files.*).
 */
import { z } from "zod";
import { FILE_BATCH_MAX, FILE_MAX_BYTES, FILE_NAME_MAX, FILE_PARTS_PER_CALL } from "./file-limits";
import { singleLineText, textInput } from "./text";

export * from "./file-limits";

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

/** A form with one field, the name (new folder, rename). */
export const nameForm = z.object({ name: fileName });

const nodeId = z.uuid("validation.files.unknown").transform((value) => value.toLowerCase());

export const fileNodeIds = z
  .array(nodeId)
  .min(1, "validation.files.none")
  .max(FILE_BATCH_MAX, "validation.files.tooMany")
  .transform((ids) => [...new Set(ids)]);

export const createFolderInput = z.object({
  name: fileName,
  parentId: nodeId.nullish().transform((value) => value ?? null),
});

export const createFileInput = z.object({
  name: fileName,
  parentId: nodeId.nullish().transform((value) => value ?? null),
  size: z
    .number({ error: "validation.files.size" })
    .int("validation.files.size")
    .min(0, "validation.files.size")
    .max(FILE_MAX_BYTES, "validation.files.tooLarge"),
});

/** The parts of a large file to sign (signFileUploadParts): 1 to FILE_PARTS_PER_CALL part numbers, each counted once. */
export const filePartNumbers = z
  .array(z.number({ error: "validation.files.parts" }), { error: "validation.files.parts" })
  // Checked on the list as a whole, so that the error names the field, not an element.
  .refine((numbers) => numbers.every((number) => Number.isInteger(number) && number >= 1), "validation.files.parts")
  .min(1, "validation.files.parts")
  .max(FILE_PARTS_PER_CALL, "validation.files.parts")
  .transform((numbers) => [...new Set(numbers)].sort((a, b) => a - b));

/** A search: trimmed, at most 100 characters; empty means none. */
export const fileSearch = singleLineText(100, { tooLong: "validation.files.search" })
  .nullish()
  .transform((value) => value?.trim() || null);
