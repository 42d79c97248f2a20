/**
 * The files area (issue 22) as other code reaches it (ctx.services.files): each role's tree of
 * folders and files, uploads to object storage, the trash, access granted to other roles and
 * public links, the company's storage. One object per use case, together the only writer of the
 * file_* tables. Callers reach them through the policy (./policy.ts); what a caller may do with one
 * node comes from accessOf (the node's role is the caller's, or a grant on it or above it names
 * the caller's role).
 */
import { DomainError } from "../../errors";
import type { FilesDeps } from "./model";
import { FileQueries } from "./queries";
import { FileRemovals } from "./removals";
import { FileSharing } from "./sharing";
import { FileTrash } from "./trash";
import { FileTree } from "./tree";
import { FileUploads } from "./uploads";
import { FileUsage } from "./usage";

export interface Files {
  /** Whether the files area is on (FEATURE_FILES). */
  readonly enabled: boolean;
  /** FEATURE_OFF unless the files area is on. */
  requireOn(): void;
  /** Lists, the dashboard's files, a node's children and path, access, download and preview URLs. */
  queries: FileQueries;
  /** Folders made, nodes renamed, moved and protected. */
  tree: FileTree;
  /** A file's upload: begun, in parts, confirmed, canceled, or streamed through the API. */
  uploads: FileUploads;
  /** Deleted to the trash, restored, deleted for good, and removed after FILE_TRASH_DAYS. */
  trash: FileTrash;
  /** Access of other roles (grants) and public links. */
  sharing: FileSharing;
  /** The company's storage size, the room uploads hold, the control center's numbers. */
  usage: FileUsage;
  /** Removals for good: attachments, pending uploads swept, objects drained from storage. */
  removals: FileRemovals;
}

export function createFiles(deps: FilesDeps): Files {
  const usage = new FileUsage(deps);
  const removals = new FileRemovals(deps);
  return {
    enabled: deps.enabled,
    requireOn() {
      if (!deps.enabled) throw new DomainError("FEATURE_OFF", "Files are switched off");
    },
    queries: new FileQueries(deps),
    tree: new FileTree(deps),
    uploads: new FileUploads(deps, usage, removals),
    trash: new FileTrash(deps, removals),
    sharing: new FileSharing(deps),
    usage,
    removals,
  };
}
