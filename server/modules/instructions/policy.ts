import { inherit, type FieldRules } from "../../authz/fields";
import { roleModule, type CompanyPolicy } from "../../authz/policy";

/**
 * Who may do what with instructions (issue 23; decision 0028). Every action needs the current
 * role (x-current-role-id) to have the Instructions module (decision 0026): the list and creation
 * ask for it by the module's relation, and the relations to an instruction (instructionOwner,
 * instructionEditor, instructionReader) are only given to such a role (resolvers.ts, locate).
 * Billing's suspended usage holds everything back; a suspended company's instructions are
 * read-only.
 *  - The current role's list: the role itself.
 *  - Reading one: its owner, editors and executors, and the roles above the owner in the managing
 *    tree (the director included).
 *  - Saving the title and content, attaching and removing files: the owner and the editors.
 *  - Downloading an attachment: every reader (the instruction decides, not the file's own access).
 *  - Changing the owner, adding editors or executors, deleting: the owner.
 *  - Giving up editing: an editor, for itself.
 */
export const instructionsPolicy = {
  "instruction.list": roleModule("INSTRUCTIONS"),
  "instruction.create": roleModule("INSTRUCTIONS", { refusedWhen: ["suspended"] }),
  "instruction.read": { who: ["instructionReader"], refusedWhen: ["unpaid"] },
  "instruction.edit": { who: ["instructionOwner", "instructionEditor"], refusedWhen: ["unpaid", "suspended"] },
  "instruction.manage": { who: ["instructionOwner"], refusedWhen: ["unpaid", "suspended"] },
  "instruction.giveUp": { who: ["instructionEditor"], refusedWhen: ["unpaid", "suspended"] },
} as const satisfies CompanyPolicy<string>;

export type InstructionsAction = keyof typeof instructionsPolicy;

/**
 * The fields instructions add. An instruction is reached only through the guarded operations,
 * which found the current role a reader of it (or its list's own): its title, content, owner,
 * executors and editors are what a reader is meant to see, so every field inherits that check.
 */
export const instructionsFields = {
  Instruction: inherit(
    "id",
    "title",
    "version",
    "content",
    "contentHtml",
    "owner",
    "executors",
    "editors",
    "myRelation",
    "files",
    "createdAt",
    "updatedAt",
  ),
  InstructionRole: inherit("id", "name", "level"),
  // The dashboard's overview of the current role's own list (instruction.list): its counts and latest.
  InstructionGroup: inherit("category", "count", "latest"),
  // An attachment's facts are the instruction's: every reader sees them (and downloads, decision 0028).
  InstructionFile: inherit("id", "name", "size", "extension", "createdAt"),
} satisfies FieldRules;
