import DataLoader from "dataloader";
import type { FileNodeRow, FilesService, FileStorageRow } from "./service";

export interface FilesLoaders {
  /** Nodes by id, in any state (the locators decide what may be reached). */
  fileNode: DataLoader<string, FileNodeRow | undefined>;
  /** A file's stored object by node id; undefined for a folder. */
  fileStorage: DataLoader<string, FileStorageRow | undefined>;
  /** A folder's live children, one statement for every folder a list shows. */
  fileChildren: DataLoader<string, FileNodeRow[]>;
}

export function createFilesLoaders(service: FilesService): FilesLoaders {
  return {
    fileNode: new DataLoader(async (ids) => {
      const rows = new Map((await service.nodes(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id));
    }),
    fileStorage: new DataLoader(async (ids) => {
      const rows = new Map((await service.storagesOf(ids)).map((row) => [row.nodeId, row]));
      return ids.map((id) => rows.get(id));
    }),
    fileChildren: new DataLoader(async (ids) => {
      const byParent = new Map<string, FileNodeRow[]>();
      for (const row of await service.childrenOf(ids))
        byParent.set(row.parentId!, [...(byParent.get(row.parentId!) ?? []), row]);
      return ids.map((id) => byParent.get(id) ?? []);
    }),
  };
}
