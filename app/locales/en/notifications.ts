/** The English texts of the notifications area (the notification center on /profile). */
import type { Shape } from "../shape";

const notifications = {
  heading: "Notifications",
  tabs: "Show notifications",
  all: "All",
  today: "Today",
  unread_one: "{{count}} unread",
  unread_other: "{{count}} unread",
  allRead: "All read",
  unreadMark: "Unread",
  markRead: "Mark as read",
  markReadOf: "Mark as read: {{text}}",
  markAllRead: "Mark all as read",
  empty: "No notifications yet. News about your companies and share transfers will appear here.",
  emptyToday: "No notifications today.",
  older: "Older notifications",
  newest: "Back to the newest",
  someone: "A former user",
  /** Who did it when nobody's request did (a sweep, an expiry). */
  system: "vHold",
  /** A company's details, as a notification lists those that changed. */
  /** What a vote decides, as its notifications name it. */
  voteKind: {
    CEO: "appoint a new director",
    CEO_named: "appoint a new director ({{candidate}})",
    NAME: "rename to “{{name}}”",
    STOP: "suspend the company",
    START: "restore the company",
    DELETE: "delete the company",
  },
  detail: {
    NAME: "name",
    PHONE: "phone",
    ADDRESS: "address",
    ABOUT: "about the company",
  },
  marked: "Marked as read.",
  markedAll: "All notifications are marked as read.",
  type: {
    shareTransfer: {
      received: "{{person}} offers you {{share}} % of “{{company}}”",
      accepted: "{{person}} accepted {{share}} % of “{{company}}”",
      declined: "{{person}} declined {{share}} % of “{{company}}”",
      canceled: "{{person}} withdrew the offer of {{share}} % of “{{company}}”",
    },
    company: {
      detailsChanged: "{{person}} changed the details of “{{company}}”: {{fields}}",
    },
    voteSession: {
      opened: "{{person}} opened a vote in “{{company}}”: {{what}}",
      passed: "The vote in “{{company}}” passed: {{what}}",
      rejected: "The vote in “{{company}}” was rejected: {{what}}",
      expired: "The time for the vote in “{{company}}” ran out undecided: {{what}}",
      canceled: "The vote in “{{company}}” was canceled: {{what}}",
    },
    role: {
      removed: "{{person}}: you no longer hold the role “{{role}}” in “{{company}}”",
      replaced: "{{person}}: the role “{{role}}” in “{{company}}” has a new executor",
      invited: "{{person}} invites you to the role “{{role}}” in “{{company}}”",
      assigned: "{{person}}: the role “{{role}}” in “{{company}}” is yours",
      candidate: "{{person}} accepted the invitation to the role “{{role}}” in “{{company}}”: assign them or decline",
    },
    task: {
      given: "{{person}} gave you the task “{{task}}”",
      returned: "{{person}} returned the task “{{task}}”: see the comment",
      commented: "{{person}} commented on the task “{{task}}”",
      done: "{{person}} marked the task “{{task}}” done: accept or return it",
      dueTomorrow: "The task “{{task}}” is due tomorrow",
      overdue: "The task “{{task}}” is overdue",
      backToGiver: "{{person}} archived the role the task “{{task}}” was given to: it is back with you",
    },
    unknown: "Something happened in your account.",
  },
};

export default notifications;
export type NotificationsTexts = Shape<typeof notifications>;
