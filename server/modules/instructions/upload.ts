import { authorize, type Authorized } from "../../authz/policy";
import { DomainError } from "../../errors";
import type { UploadTarget } from "../files/upload-endpoint";
import { createInstructionsLoaders } from "./loaders";
import { instructionsPolicy } from "./policy";
import { locateInstruction, type InstructionsLocateContext } from "./resolvers";
import { instructionNotFound, type InstructionsService } from "./service";

/**
 * Where the web half sends an attachment posted without JavaScript (the instruction's attach
 * dialog): PUT /uploads/instruction-file?instructionId=<id>&name=<the file's name>, the bytes as
 * the body, through the files' upload entry (server/modules/files/upload-endpoint.ts).
 */
export const INSTRUCTION_FILE_UPLOAD_PATH = "/uploads/instruction-file";

/**
 * An attachment's upload: whoever may edit the instruction (createInstructionFile's rule, decided
 * by the resolvers' own locateInstruction and authorize()); another company's instruction, or
 * none, is no such instruction.
 */
export const instructionFileUploadTarget =
  (instructions: InstructionsService): UploadTarget =>
  async (caller, url) => {
    const ctx: InstructionsLocateContext & typeof caller = {
      ...caller,
      services: { instructions },
      loaders: { ...caller.loaders, ...createInstructionsLoaders(instructions) },
    };
    const id = url.searchParams.get("instructionId") ?? "";
    let actor: Authorized<"instruction.edit">;
    try {
      actor = await authorize(ctx, instructionsPolicy, "instruction.edit", await locateInstruction(id, ctx));
    } catch (error) {
      if (error instanceof DomainError && error.code === "OWNER_NOT_FOUND") throw instructionNotFound();
      throw error;
    }
    // locateInstruction found it by this id (a UUID).
    return (name, body) => instructions.uploadFile(actor, id.toLowerCase(), name, body);
  };
