/**
 * The English texts of the instructions area (issue 23): the list, an instruction's page, its
 * editor and dialogs. Loaded by those pages only; the shape the uk and ru files are checked against.
 */
import type { Shape } from "../shape";

const instructions = {
  heading: "Instructions",
  newInstruction: "New instruction",
  categories: {
    label: "Which instructions",
    ALL: "All",
    UNIQUE: "For myself",
    FROM_OTHERS: "From others",
    TO_OTHERS: "For others",
    NO_ROLE: "No role",
    EDITING: "Editing",
  },
  search: { label: "Search instructions by title", submit: "Search", clear: "Clear the search" },
  list: {
    label: "Instructions",
    owner: "Owner: {{name}}",
    changed: "Changed {{date}}",
  },
  empty: {
    ALL: "This role has no instructions yet. Write the first one.",
    UNIQUE: "No instructions this role wrote for itself.",
    FROM_OTHERS: "No other role has given this role an instruction.",
    TO_OTHERS: "This role has given no instruction to other roles.",
    NO_ROLE: "Every instruction of this role has someone to carry it out.",
    EDITING: "This role edits no other role’s instruction.",
    search: "No instruction’s title holds “{{search}}”.",
  },
  relation: {
    OWNER: "This role owns it",
    EDITOR: "This role edits it",
    EXECUTOR: "This role carries it out",
    MANAGER: "Owned by a role this one manages",
  },
  panel: {
    label: "About the instruction",
    owner: "Owner",
    executors: "Executors",
    editors: "Editors",
    nobody: "Nobody yet",
    changed: "Last changed",
    files: "Files",
    noFiles: "No files attached.",
  },
  roleLevel: "{{name}}, level {{level}}",
  actions: {
    label: "What to do with it",
    edit: "Edit",
    owner: "Change owner",
    editors: "Add editors",
    executors: "Add executors",
    giveUp: "Give up editor rights",
    delete: "Delete",
  },
  back: "All instructions",
  picker: {
    search: "Search roles",
    level: "Level",
    levels: { all: "All levels", 2: "Level 2", 3: "Level 3", 4: "Level 4" },
    noMatch: "No role matches.",
    none: "There is no role to choose.",
  },
  form: {
    createHeading: "New instruction",
    editHeading: "Edit the instruction",
    title: "Title",
    content: "Text",
    contentHint: "Plain text: separate paragraphs with an empty line, start each line of a list with “- ”. A changed text loses its formatting; with JavaScript on, the editor keeps it.",
    owner: "Owner",
    ownerHint: "The role you work in now owns what it writes.",
    executors: "Executors",
    executorsHint: "The roles that carry it out: this role or roles below it.",
    editors: "Editors",
    editorsHint: "The roles that may change its title and text.",
    create: "Create the instruction",
    save: "Save",
    cancel: "Cancel",
  },
  conflict: {
    heading: "Someone saved this instruction while you were editing it",
    text: "Their version is below, and your text is still in the editor. Saving now puts your text in place of theirs; to keep theirs, open their version instead.",
    theirs: "Their version: “{{title}}”",
    reopen: "Open their version (your changes are dropped)",
  },
  leave: {
    title: "Leave without saving?",
    description: "Your changes to this instruction will be lost.",
    stay: "Keep editing",
    leave: "Leave without saving",
  },
  dialogs: {
    back: "Back to the instruction",
    owner: {
      title: "Change the owner",
      description: "Give the instruction to a role below this one. Executors not under the new owner leave it, and this role becomes an editor.",
      field: "New owner",
      submit: "Change the owner",
      none: "There is no role below this one to give it to.",
    },
    editors: {
      title: "Add editors",
      description: "Editors may change the title and the text; the rest stays the owner’s.",
      field: "Roles to add as editors",
      submit: "Add editors",
      none: "Every role that could edit it already does.",
    },
    executors: {
      title: "Add executors",
      description: "Executors see the instruction under “From others” and carry it out.",
      field: "Roles to add as executors",
      submit: "Add executors",
      none: "Every role that could carry it out already does.",
    },
    giveUp: {
      title: "Give up editor rights?",
      description: "This role will no longer change “{{title}}”. Only its owner can make it an editor again.",
      submit: "Give up editor rights",
    },
    delete: {
      title: "Delete the instruction?",
      description: "“{{title}}” will be deleted for everyone who reads it. This cannot be undone.",
      submit: "Delete",
    },
    cancel: "Cancel",
    chooseOne: "Choose at least one role.",
  },
  toasts: {
    created: "The instruction is created.",
    saved: "The instruction is saved.",
    deleted: "The instruction is deleted.",
    ownerChanged: "The instruction has a new owner.",
    editorsAdded: "The editors are added.",
    executorsAdded: "The executors are added.",
    gaveUp: "This role no longer edits the instruction.",
  },
};

export default instructions;
export type InstructionsTexts = Shape<typeof instructions>;
