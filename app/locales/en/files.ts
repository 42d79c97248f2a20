/**
 * The English texts of the files area (issue 22): the files page, its dialogs and a public link's
 * page. Loaded by those pages only; the shape the uk and ru files are checked against.
 */
import type { Shape } from "../shape";

const files = {
  heading: "Files",
  tabs: {
    label: "Files sections",
    mine: "My files",
    available: "Available to me",
    trash: "Deleted",
  },
  search: {
    label: "Search files",
    submit: "Search",
    clear: "Clear the search",
  },
  view: { label: "Layout", grid: "Grid", list: "List" },
  crumbs: { label: "Folder path" },
  toolbar: {
    label: "Files actions",
    newFolder: "New folder",
    upload: "Upload files",
  },
  empty: {
    mine: "No files here yet. Upload a file or make a folder.",
    available: "No files have been shared with this role yet.",
    trash: "The trash is empty. Deleted files stay here for 30 days.",
    search: "Nothing found for “{{search}}”.",
  },
  list: {
    label: "Files and folders",
    name: "Name",
    size: "Size",
    updated: "Changed",
    deleted: "Deleted",
    purge: "Removed for good",
  },
  kind: {
    folder: "Folder",
    file: "{{extension}} file",
    fileNoExtension: "File",
  },
  items: "{{count}} items",
  select: {
    one: "Select “{{name}}”",
    mode: "Select several",
    done: "Finish selecting",
    count: "{{count}} selected",
    deleteSelected: "Delete selected",
    restoreSelected: "Restore selected",
  },
  info: {
    heading: "Information",
    none: "Select a file or folder to see its information.",
    type: "Type",
    size: "Size",
    created: "Created",
    updated: "Changed",
    access: "Your access",
    location: "Location",
    top: "Top of the files",
    protected: "Protected: only those with full access can delete it",
    close: "Close the information",
    deleted: "Deleted",
    purge: "Removed for good",
    preview: "Preview of “{{name}}”",
  },
  actions: {
    label: "Actions with “{{name}}”",
    open: "Open",
    download: "Download",
    rename: "Rename",
    move: "Move",
    delete: "Delete",
    access: "Access",
    link: "Public link",
    restore: "Restore",
    forever: "Delete forever",
    protect: "Protect",
    unprotect: "Remove protection",
  },
  levels: {
    FULL: "Full access",
    VIEW_EDIT: "View and edit",
    VIEW: "View only",
    EDIT: "Edit",
  },
  toasts: {
    folderCreated: "The folder is made",
    uploaded: "The file is uploaded",
    renamed: "Renamed",
    moved: "Moved",
    deleted: "Moved to the trash",
    restored: "Restored",
    removed: "Deleted forever",
    granted: "Access given",
    revoked: "Access taken away",
    linkCreated: "The link is made",
    linkOff: "The link is turned off",
    protected: "Protection changed",
  },
  notes: {
    suspended: "The company is suspended: files can be read but not changed.",
    readOnly: "You can view these files but not change them.",
  },
};

export default files;
export type FilesTexts = Shape<typeof files>;
