import DataLoader from "dataloader";
import type { InstructionFileView, InstructionRoleRow, InstructionRow, InstructionsService } from "./service";

export interface InstructionsLoaders {
  instruction: DataLoader<string, InstructionRow | undefined>;
  /** Executors and editors of each instruction, one statement for every instruction a list shows. */
  instructionRoles: DataLoader<string, { executors: InstructionRoleRow[]; editors: InstructionRoleRow[] }>;
  /** Confirmed attachments of each instruction, one statement for every instruction a list shows. */
  instructionFiles: DataLoader<string, InstructionFileView[]>;
}

export function createInstructionsLoaders(service: InstructionsService): InstructionsLoaders {
  return {
    instruction: new DataLoader(async (ids) => {
      const rows = new Map((await service.byIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id));
    }),
    instructionRoles: new DataLoader(async (ids) => {
      const byId = new Map(
        ids.map((id) => [id, { executors: [] as InstructionRoleRow[], editors: [] as InstructionRoleRow[] }]),
      );
      for (const { instructionId, kind, ...role } of await service.rolesOf(ids))
        byId.get(instructionId)?.[kind === "EXECUTOR" ? "executors" : "editors"].push(role);
      return ids.map((id) => byId.get(id)!);
    }),
    instructionFiles: new DataLoader(async (ids) => {
      const byId = new Map(ids.map((id) => [id, [] as InstructionFileView[]]));
      for (const { instructionId, ...file } of await service.filesOf(ids)) byId.get(instructionId)?.push(file);
      return ids.map((id) => byId.get(id)!);
    }),
  };
}
