import { hubPath } from "./hub-paths";

/** The list's categories as the address names them (spec: all, for myself, from others, for others, no role, editing). */
export const INSTRUCTION_FILTERS = {
  all: "ALL",
  unique: "UNIQUE",
  "from-others": "FROM_OTHERS",
  "to-others": "TO_OTHERS",
  "no-role": "NO_ROLE",
  editing: "EDITING",
} as const;
export type InstructionFilter = keyof typeof INSTRUCTION_FILTERS;
export const isInstructionFilter = (value: unknown): value is InstructionFilter =>
  typeof value === "string" && Object.hasOwn(INSTRUCTION_FILTERS, value);

/** The dialogs over an instruction's page (spec: .../instruction/{instructionId}/{action}); `edit` is the editor's page. */
export const INSTRUCTION_DIALOGS = [
  "owner",
  "editors",
  "executors",
  "give-up",
  "delete",
  "remove-file",
  "attach",
] as const;
export type InstructionDialog = (typeof INSTRUCTION_DIALOGS)[number];

/**
 * The instructions' addresses (spec: /vhub/{id}/instruction, .../instruction/create,
 * .../instruction/{instructionId}/{action}); the list's filter and search are its query.
 */
export function instructionsPath(roleId: string, filter: InstructionFilter = "all", search = ""): string {
  const query = new URLSearchParams();
  if (filter !== "all") query.set("category", filter);
  if (search) query.set("q", search);
  const text = query.toString();
  return `${hubPath(roleId)}/instruction${text ? `?${text}` : ""}`;
}

export const instructionCreatePath = (roleId: string) => `${hubPath(roleId)}/instruction/create`;

export const instructionPath = (roleId: string, instructionId: string, action?: InstructionDialog | "edit") =>
  `${hubPath(roleId)}/instruction/${instructionId}${action ? `/${action}` : ""}`;

/** The "delete a file" dialog of an attachment (over the instruction's page; back to its editor). */
export const instructionRemoveFilePath = (roleId: string, instructionId: string, fileId: string) =>
  `${instructionPath(roleId, instructionId, "remove-file")}?${new URLSearchParams({ file: fileId })}`;

/**
 * The "attach a file" dialog (over the instruction's page); `fromEditor`: opened from the editor
 * without JavaScript, and back there once the file is attached.
 */
export const instructionAttachPath = (roleId: string, instructionId: string, fromEditor = false) =>
  `${instructionPath(roleId, instructionId, "attach")}${fromEditor ? "?from=edit" : ""}`;

/** An attachment's download: a short-lived URL of the file, for every reader. */
export const instructionFilePath = (roleId: string, instructionId: string, fileId: string) =>
  `${hubPath(roleId)}/instruction/${instructionId}/file/${fileId}`;

/** The uploader's calls for an instruction's attachments (app/components/files/uploader.tsx). */
export const instructionUploadsPath = (roleId: string, instructionId: string) =>
  `${hubPath(roleId)}/instruction/${instructionId}/uploads`;
