import type { FilesServices } from "../files";
import { fileUploadEntry } from "../files/upload-endpoint";
import type { DomainModule } from "../module";
import { createInstructionsLoaders, type InstructionsLoaders } from "./loaders";
import { instructionsFields } from "./policy";
import { Instruction, InstructionRole, instructionsMutations, instructionsQueries } from "./resolvers";
import { InstructionsService } from "./service";
import { INSTRUCTION_FILE_UPLOAD_PATH, instructionFileUploadTarget } from "./upload";

export interface InstructionsServices {
  instructions: InstructionsService;
}

/** Instructions (issue 23; decision 0028): rich-text instructions owned by roles, with their executors and editors. */
export const instructionsModule: DomainModule<InstructionsServices, InstructionsLoaders> = {
  name: "instructions",
  // Files come before this module: attachments are files of origin INSTRUCTION (decision 0028).
  services: ({ db, clock }, earlier) => ({
    instructions: new InstructionsService({ db, clock, files: (earlier as FilesServices).files }),
  }),
  resolvers: { Query: instructionsQueries, Mutation: instructionsMutations, Instruction, InstructionRole },
  fields: instructionsFields,
  loaders: ({ instructions }) => createInstructionsLoaders(instructions),
  roleResources: ({ instructions }) => [
    { kind: "INSTRUCTIONS", enabled: true, count: (roleIds) => instructions.countByRole(roleIds) },
  ],
  // An attachment posted without JavaScript, forwarded by the web half as it arrives: the files'
  // upload entry, deciding by the instruction's policy (decision 0028).
  endpoints: (services, deps) => [
    fileUploadEntry(
      INSTRUCTION_FILE_UPLOAD_PATH,
      instructionFileUploadTarget((services as InstructionsServices).instructions),
      services,
      deps,
    ),
  ],
};
