/**
 * The English texts of the files page's dialogs (new folder, upload, rename, move, delete, access,
 * public link, protection, restore, delete forever) and of a public link's page: loaded by those
 * routes only, when a dialog opens, not with the list (issue 22's page budget). The shape the uk
 * and ru files are checked against.
 */
import type { Shape } from "../shape";

const fileDialogs = {
  levelHints: {
    FULL: "Everything, including protected files, access and links",
    VIEW_EDIT: "Open, download, add, rename, move and delete",
    VIEW: "Open and download",
    EDIT: "Add, rename, move and delete, without opening",
  },
  expiry: {
    MANUAL: "Until turned off",
    DAY: "24 hours",
    THREE_DAYS: "3 days",
    WEEK: "7 days",
    MONTH: "1 month",
  },
  back: "Back to the files",
  cancel: "Cancel",
  newFolder: {
    title: "New folder",
    hint: "In the folder you are in.",
    name: "Folder name",
    create: "Create",
  },
  rename: { title: "Rename", name: "New name", save: "Save" },
  delete: {
    title: "Delete?",
    text: "“{{name}}” goes to the trash. It can be restored for 30 days.",
    folder: "The folder “{{name}}” goes to the trash with everything in it. It can be restored for 30 days.",
    many: "{{count}} items go to the trash (folders with everything in them). They can be restored for 30 days.",
    confirm: "Delete",
  },
  restore: {
    title: "Restore?",
    text: "“{{name}}” comes back to where it was (or to the top, if its folder is gone).",
    many: "{{count}} items come back.",
    confirm: "Restore",
  },
  forever: {
    title: "Delete forever?",
    text: "“{{name}}” is removed for good. This cannot be undone.",
    folder: "The folder “{{name}}” and everything in it are removed for good. This cannot be undone.",
    many: "{{count}} items are removed for good. This cannot be undone.",
    confirm: "Delete forever",
  },
  move: {
    title: "Move “{{name}}”",
    target: "Move to",
    top: "Top of the files",
    submit: "Move",
    none: "There is no other folder to move it to.",
  },
  protect: {
    title: "Protection",
    on: "Protect “{{name}}”: only those with full access can delete it.",
    off: "Remove the protection of “{{name}}”.",
    protect: "Protect",
    unprotect: "Remove protection",
  },
  access: {
    title: "Access to “{{name}}”",
    intro: "Roles of the company given access to it, and to everything in it if it is a folder.",
    none: "No other role has access.",
    role: "Role",
    level: "Access",
    grant: "Give access",
    revoke: "Take away",
    revokeLabel: "Take away the access of “{{role}}”",
    noRoles: "The company has no other role to give access to.",
  },
  link: {
    title: "Public link to “{{name}}”",
    intro: "Anyone with the link downloads this file, without an account. Nothing else is shown.",
    current: "The link",
    expires: "Works until {{date}}",
    manual: "Works until it is turned off",
    expiry: "How long it works",
    create: "Make a link",
    replace: "Make a new link",
    replaceHint: "A new link replaces the current one: the old one stops working.",
    off: "Turn the link off",
    none: "There is no working link.",
    folder: "Public links are for files. Open the folder and share a file in it.",
    suspended:
      "While the company's usage is suspended (a charge from the balance failed), links do not open; they work again after a top-up.",
  },
  upload: {
    title: "Upload files",
    limit: "Files up to 2 GB each.",
    intro: "Files go to “{{folder}}”. At most 2 GB each.",
    top: "the top of your files",
    choose: "Choose files",
    none: "No file chosen",
    chosen: "File chosen",
    /** Beside the picker once files went up from it (it is emptied to take the next ones). */
    chosenCount_one: "{{count}} file chosen",
    chosenCount_other: "{{count}} files chosen",
    start: "Upload",
    cancel: "Cancel",
    retry: "Try again",
    remove: "Remove from the list",
    done: "Done",
    unfinished: "Some files are still uploading. Cancel them, or wait until they finish.",
    states: {
      pending: "Waiting",
      inProgress: "Uploading {{percent}} %",
      waiting: "Waiting for the connection, {{percent}} % sent",
      success: "Uploaded",
      error: "Not uploaded",
      canceled: "Canceled",
    },
    progress: "Upload of “{{name}}”",
    errors: {
      required: "Choose a file.",
      tooLarge: "The file is larger than 2 GB.",
      storageFull:
        "The company's storage is full. Delete files for good or increase the storage size in the control center.",
      name: "The file’s name cannot be used: rename it and try again.",
      failed: "The file was not uploaded. Try again.",
      resumable: "The connection was lost. Try again: what has arrived is kept.",
    },
    tooLarge: "The file is larger than 2 GB.",
  },

  public: {
    heading: "A shared file",
    gone: "This link does not work any more: it has expired, was turned off, or the file was deleted.",
    download: "Download “{{name}}”",
    home: "Go to the home page",
  },
};

export default fileDialogs;
export type FileDialogsTexts = Shape<typeof fileDialogs>;
