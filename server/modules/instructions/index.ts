import type { DomainModule } from "../module";
import { createInstructionsLoaders, type InstructionsLoaders } from "./loaders";
import { instructionsFields } from "./policy";
import { Instruction, instructionsMutations, instructionsQueries } from "./resolvers";
import { InstructionsService } from "./service";

export interface InstructionsServices {
  instructions: InstructionsService;
}

/** Instructions (issue 23; decision 0028): rich-text instructions owned by roles, with their executors and editors. */
export const instructionsModule: DomainModule<InstructionsServices, InstructionsLoaders> = {
  name: "instructions",
  services: ({ db, clock }) => ({ instructions: new InstructionsService({ db, clock }) }),
  resolvers: { Query: instructionsQueries, Mutation: instructionsMutations, Instruction },
  fields: instructionsFields,
  loaders: ({ instructions }) => createInstructionsLoaders(instructions),
  roleResources: ({ instructions }) => [{ kind: "INSTRUCTIONS", enabled: true, count: (roleIds) => instructions.countByRole(roleIds) }],
};
