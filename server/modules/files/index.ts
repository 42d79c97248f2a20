import type { BillingServices } from "../billing";
import type { DomainModule } from "../module";
import { filesJobs } from "./jobs";
import { createFilesLoaders, type FilesLoaders } from "./loaders";
import { filesFields } from "./policy";
import { FileNode, FileNodeAccess, FilePublicLink, FileUpload, filesMutations, filesQueries } from "./resolvers";
import { FilesService } from "./service";

export interface FilesServices {
  files: FilesService;
}

/** Files (issue 22): each role's folders and files in object storage, the trash, access of other roles and public links. */
export const filesModule: DomainModule<FilesServices, FilesLoaders> = {
  name: "files",
  services: ({ db, clock, config, storage, logger }, earlier) => {
    // Billing comes before this module: the company's storage size is its account's.
    const { billing } = earlier as BillingServices;
    const bucket = config.storage.driver === "s3" ? config.storage.bucket : "local";
    return { files: new FilesService({ db, clock, storage, billing, logger, enabled: config.features.files, bucket }) };
  },
  resolvers: { Query: filesQueries, Mutation: filesMutations, FileNode, FileUpload, FileNodeAccess, FilePublicLink },
  fields: filesFields,
  loaders: ({ files }) => createFilesLoaders(files),
  jobs: (_deps, { files }) => filesJobs(files),
  roleResources: ({ files }) => [{ kind: "FILES", enabled: files.enabled, count: (roleIds) => files.countByRole(roleIds) }],
};
