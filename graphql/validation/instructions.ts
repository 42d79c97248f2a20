/**
 * Input rules of the instructions area (issue 23), shared by the resolvers and (later) the
 * instruction pages' forms. Messages are catalogue keys (app/locales: validation.instructions.*;
 * the document's own keys are the shared rich text's, ./rich-text.ts).
 */
import { z } from "zod";
import { createFileInput } from "./files";
import { parseDocument, type RichTextDocument } from "./rich-text";
import { singleLineText, textInput } from "./text";

import { INSTRUCTION_ROLES_MAX, INSTRUCTION_TITLE_MAX } from "./instruction-limits";

export { INSTRUCTION_LIST_MAX, INSTRUCTION_ROLES_MAX, INSTRUCTION_TITLE_MAX } from "./instruction-limits";

/** The list's categories (spec), seen from the current role; decision 0028. */
export const INSTRUCTION_CATEGORIES = ["ALL", "UNIQUE", "TO_OTHERS", "NO_ROLE", "FROM_OTHERS", "EDITING"] as const;
export type InstructionCategoryValue = (typeof INSTRUCTION_CATEGORIES)[number];

export const instructionTitle = textInput({ required: "validation.instructions.title.required" })
  .trim()
  .pipe(
    z
      .string()
      .min(1, "validation.instructions.title.required")
      .max(INSTRUCTION_TITLE_MAX, "validation.instructions.title.length"),
  );

/** The content as the API takes it: the shared rich-text document as JSON, checked whole (refused, never cleaned). */
export const instructionContent = z.string().transform((value, ctx): RichTextDocument => {
  const parsed = parseDocument(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  }
  return parsed.document;
});

const roleId = z.uuid("validation.instructions.role").transform((value) => value.toLowerCase());

export const instructionRoleIds = z
  .array(roleId)
  .max(INSTRUCTION_ROLES_MAX, "validation.instructions.tooMany")
  .transform((ids) => [...new Set(ids)]);

export const createInstructionInput = z.object({
  title: instructionTitle,
  content: instructionContent,
  executorRoleIds: instructionRoleIds.nullish().transform((ids) => ids ?? []),
  editorRoleIds: instructionRoleIds.nullish().transform((ids) => ids ?? []),
});
export type CreateInstructionInput = z.infer<typeof createInstructionInput>;

export const updateInstructionInput = z.object({
  id: z.string(),
  // Any other than the stored one (GraphQL makes it an integer) is a conflict, not an input error.
  version: z.number(),
  title: instructionTitle,
  content: instructionContent,
});

export const instructionSearch = singleLineText(100, { tooLong: "validation.instructions.search" })
  .nullish()
  .transform((value) => value?.trim() || null);

/** A form's optional text (absent: empty). */
const formText = z
  .string()
  .optional()
  .transform((value) => value ?? "");

/**
 * The instruction form of the pages (create and edit): the title, and the content as the shared
 * rich-text field sends it (its plain text, and the document it was opened with or the editor's;
 * contentOfRow decides which is the content). `version` is the one the editor opened (edit only).
 */
export const instructionForm = z.object({
  title: instructionTitle,
  text: formText,
  document: formText,
  version: z.coerce.number().int().min(0).optional(),
});

/** Attaching a file (createInstructionFile): its name and size as createFile checks them. */
export const createInstructionFileInput = z.object({
  name: createFileInput.shape.name,
  size: createFileInput.shape.size,
});
