import type { BillingServices } from "../billing";
import type { DomainModule } from "../module";
import type { UsersServices } from "../users";
import { filesJobs } from "./jobs";
import { createFilesLoaders, type FilesLoaders } from "./loaders";
import { filesFields } from "./policy";
import {
  FileNode,
  FileNodeAccess,
  FilePublicLink,
  FileUpload,
  FileUploadPart,
  filesMutations,
  filesQueries,
} from "./resolvers";
import { createFiles, type Files } from "./services";
import { FILE_UPLOAD_PATH, fileUploadEntry, fileUploadTarget } from "./upload-endpoint";

export interface FilesServices {
  files: Files;
}

/** Files (issue 22): each role's folders and files in object storage, the trash, access of other roles and public links. */
export const filesModule: DomainModule<FilesServices, FilesLoaders> = {
  name: "files",
  services: ({ db, clock, config, storage, logger }, earlier) => {
    // Billing and users come before this module: the company's storage size is its account's, and
    // a photo the storage would not remove joins this module's queue of removals (decision 0010
    // left those to the files area), whatever the files flag says.
    const { billing, avatars } = earlier as BillingServices & UsersServices;
    const bucket = config.storage.driver === "s3" ? config.storage.bucket : "local";
    const files = createFiles({ db, clock, storage, billing, logger, enabled: config.features.files, bucket });
    avatars.onRemovalFailed((key) => files.removals.queue(key));
    return { files };
  },
  resolvers: {
    Query: filesQueries,
    Mutation: filesMutations,
    FileNode,
    FileUpload,
    FileUploadPart,
    FileNodeAccess,
    FilePublicLink,
  },
  fields: filesFields,
  loaders: ({ files }) => createFilesLoaders(files),
  jobs: (_deps, { files }) => filesJobs(files),
  roleResources: ({ files }) => [
    { kind: "FILES", enabled: files.enabled, count: (roleIds) => files.queries.countByRole(roleIds) },
  ],
  // A file posted without JavaScript, forwarded by the web half as it arrives (issue 22): its body
  // streams to storage unread by the mounts (stream), FILE_MAX_BYTES at most.
  endpoints: (services, deps) => [
    fileUploadEntry(FILE_UPLOAD_PATH, fileUploadTarget((services as FilesServices).files), services, deps),
  ],
};
