import DataLoader from "dataloader";
import type { FileNodeRow, FileStorageRow } from "./model";
import type { Files } from "./services";

export interface FilesLoaders {
  /** Nodes by id, in any state (the locators decide what may be reached). */
  fileNode: DataLoader<string, FileNodeRow | undefined>;
  /** A file's stored object by node id; undefined for a folder. */
  fileStorage: DataLoader<string, FileStorageRow | undefined>;
  /** A folder's live children, one statement for every folder a list shows. */
  fileChildren: DataLoader<string, FileNodeRow[]>;
}

export function createFilesLoaders({ queries }: Files): FilesLoaders {
  return {
    fileNode: new DataLoader(async (ids) => {
      const rows = new Map((await queries.nodes(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id));
    }),
    fileStorage: new DataLoader(async (ids) => {
      const rows = new Map((await queries.storagesOf(ids)).map((row) => [row.nodeId, row]));
      return ids.map((id) => rows.get(id));
    }),
    fileChildren: new DataLoader(async (ids) => {
      const byParent = new Map<string, FileNodeRow[]>();
      for (const row of await queries.childrenOf(ids))
        byParent.set(row.parentId!, [...(byParent.get(row.parentId!) ?? []), row]);
      return ids.map((id) => byParent.get(id) ?? []);
    }),
  };
}
