/** The English texts of the tasks area (issue 44): the tabs, the create and edit forms, a task's page and its dialogs. Loaded by those pages only; the shape the uk and ru files are checked against. */
import type { Shape } from "../shape";

const tasks = {
  heading: "Tasks",
  // The tabs, search, filters and rows of the lists (/tasks, /tasks/tracking, /tasks/archive).
  list: {
    intro: "The work given to this role, the work it gave to other roles, and what is finished.",
    newTask: "New task",
    tabs: { label: "Which tasks", DEFAULT: "For me", TRACKING: "Tracking", ARCHIVE: "Archive" },
    label: {
      DEFAULT: "Tasks given to this role",
      TRACKING: "Tasks this role gave to other roles",
      ARCHIVE: "Accepted and canceled tasks",
    },
    search: { label: "Search tasks by title", submit: "Search", clear: "Clear the search" },
    filters: {
      legend: "Show only",
      overdue: "Overdue",
      high: "High priority",
      apply: "Apply",
      clear: "Show all",
    },
    fromTo: "From: {{giver}} · To: {{executor}}",
    self: "Given to itself",
    closed: "Closed {{date}}",
    more: "More tasks",
    first: "Back to the first page",
    badCursor: "That page of the list is not there any more: here is the first page.",
    empty: {
      DEFAULT:
        "Nothing is given to this role right now. Tasks given to it by the roles above land here; you can also give one to yourself.",
      TRACKING: "This role tracks no task: give one to a role below it, and follow its state here.",
      ARCHIVE: "Nothing is finished yet. Tasks accepted or canceled are kept here.",
      filtered: "No task matches the search or the filters.",
      clear: "Show all tasks",
    },
  },
  // The create and edit forms.
  form: {
    createHeading: "New task",
    editHeading: "Edit the task",
    intro:
      "Give work to this role or to a role below it: the role's holder is told, and you follow its state under Tracking.",
    title: "Title",
    description: "Description",
    descriptionHint:
      "Plain text: separate paragraphs with an empty line, start each line of a list with “- ”. A changed text loses its formatting; with JavaScript on, the editor keeps it.",
    executor: "Executor’s role",
    executorHint: "This role or a role below it.",
    chooseRole: "Choose a role",
    thisRole: "{{name}} (this role)",
    roleOption: "{{name}}, level {{level}}",
    due: "When it is due",
    dueDate: "Date",
    dueTime: "Time (optional)",
    dueHint: "Kyiv time. Without a time the task is due by the end of the day; without a date it has no due date.",
    priority: "Priority",
    priorities: { NORMAL: "Normal", HIGH: "High" },
    create: "Give the task",
    save: "Save",
    cancel: "Cancel",
    leave: {
      title: "Leave without saving?",
      description: "What you wrote in this task will be lost.",
      stay: "Keep editing",
      leave: "Leave without saving",
    },
    toasts: { created: "The task is given.", saved: "The task is saved." },
  },
  // A task's page: state, due date, description, attachments, discussion, history.
  page: {
    back: "All tasks",
    relation: {
      GIVER: "This role gave it",
      EXECUTOR: "This role carries it out",
      MANAGER: "Between roles this one manages: you can read it",
    },
    status: { label: "Status" },
    priority: { label: "Priority" },
    panel: "About the task",
    giver: "Given by",
    executor: "Carried out by",
    due: "Due",
    noDue: "No due date",
    endOfDay: "{{date}}, by the end of the day",
    given: "Given",
    closed: "Closed",
    description: "Description",
    noDescription: "No description.",
    files: {
      heading: "Attachments",
      none: "No files attached yet.",
      download: "Download {{name}}",
      remove: "Remove",
      removeLabel: "Remove the file {{name}}",
      attach: "Attach a file",
    },
    comments: {
      heading: "Discussion",
      none: "No comments yet.",
      role: "in the role {{role}}",
      gone: "A deleted account",
      field: "Your comment",
      hint: "Up to 2000 characters. The giver and the executor see it.",
      submit: "Send the comment",
    },
    history: {
      heading: "History",
      created: "Given: {{to}}",
      moved: "{{from}} → {{to}}",
      system: "vHold",
    },
  },
  // The moves' and attachments' dialogs (pages without JavaScript).
  actions: {
    label: "What you can do",
    edit: "Edit",
    back: "Back to the task",
    keep: "Back",
    start: {
      button: "Start",
      title: "Start the task?",
      description: "“{{title}}” moves to in progress: its giver sees that you are on it.",
      submit: "Start",
    },
    done: {
      button: "Mark done",
      title: "Mark the task done?",
      description: "“{{title}}” goes to its giver to accept or return.",
      submit: "Mark done",
    },
    accept: {
      button: "Accept",
      title: "Accept the task?",
      description: "“{{title}}” is accepted and goes to the archive.",
      submit: "Accept",
    },
    return: {
      button: "Return",
      title: "Return the task for changes?",
      description: "“{{title}}” goes back to its executor. Say what to change: the comment joins the discussion.",
      field: "What to change",
      submit: "Return",
    },
    cancel: {
      button: "Cancel the task",
      title: "Cancel the task?",
      description: "“{{title}}” is canceled and goes to the archive; nobody can work on it any more.",
      submit: "Cancel the task",
    },
    attach: {
      title: "Attach a file",
      description:
        "The file is attached to the task: its giver, its executor and the roles above them can download it.",
    },
    removeFile: {
      title: "Remove the file?",
      description: "“{{name}}” is removed from the task for good.",
      submit: "Remove the file",
      missing: "This file is no longer attached.",
    },
    toasts: {
      IN_PROGRESS: "The task is in progress.",
      DONE: "The task is marked done.",
      ACCEPTED: "The task is accepted and archived.",
      RETURNED: "The task is returned to its executor.",
      CANCELED: "The task is canceled.",
      commented: "The comment is added.",
      fileAttached: "The file is attached.",
      fileRemoved: "The file is removed.",
    },
  },
};
export default tasks;
export type TasksTexts = Shape<typeof tasks>;
