/**
 * The registry of notification kinds: what a row of each kind carries (its payload, stored as
 * jsonb) and the GraphQL type it is answered as (graphql/schema/notifications.graphql). A module
 * that tells people something (votes, invitations, roles, files) adds its kinds here, each with
 * its payload type, and a renderer with its texts in the app (app/components/notifications/kinds.tsx);
 * no other kind changes. docs/decisions/0012-notifications.md.
 */
import type { VoteSessionKind } from "../../db/schema";

/** A share transfer as its notification remembers it; the other person is fromUserId or toUserId. */
type ShareTransferFacts = {
  transferId: string;
  companyId: string;
  /** The company's name when it was written. */
  companyName: string;
  shareBp: number;
};

/** A vote session as its notification remembers it (docs/decisions/0020-votes.md). */
type VoteSessionFacts = {
  sessionId: string;
  companyId: string;
  /** The company's name when it was written. */
  companyName: string;
  kind: VoteSessionKind;
  /** The name a name vote proposes; null for the other kinds. */
  proposedName: string | null;
  /** Who opened, canceled or decided it; null: vHold itself (its time ran out). */
  by: string | null;
  /** A director vote's candidate (absent from rows written before it was kept); null for the other kinds. */
  candidateId?: string | null;
};

/** The company details people are told about (the corporate settings' fields). */
export type CompanyDetailField = "name" | "phone" | "address" | "about";

/** A role as its notification remembers it (issue 20: the roles module). */
type RoleFacts = {
  roleId: string;
  roleName: string;
  /** The role bore vHold's default name (the director's, issue 41): read in the reader's language. Absent before. */
  roleNameIsDefault?: boolean;
  level: number;
  companyId: string;
  /** The company's name when it was written. */
  companyName: string;
  /** Who did it; null: vHold itself (a sweep). */
  by: string | null;
  /** The reader's role the notice reaches them in (the hub opens in it): role.candidate's manager; absent for the others. */
  readerRoleId?: string | null;
};

/** A task as its notification remembers it (issue 44). */
type TaskFacts = {
  taskId: string;
  /** The title when it was written. */
  title: string;
  companyId: string;
  /** The reader's role the notice reaches them in (the hub opens in it). */
  roleId: string;
  /** Who did it; null: vHold itself (the daily sweep, an archived executor's role). */
  by: string | null;
};

// Types, not interfaces: a payload is stored as a jsonb object (Record<string, unknown>).
export type NotificationPayloads = {
  "shareTransfer.received": ShareTransferFacts & { fromUserId: string };
  "shareTransfer.accepted": ShareTransferFacts & { toUserId: string };
  "shareTransfer.declined": ShareTransferFacts & { toUserId: string };
  "shareTransfer.canceled": ShareTransferFacts & { fromUserId: string };
  /** Issue 18, defect 18: co-owners hear of a change to the company's details they did not make. */
  "company.detailsChanged": {
    companyId: string;
    /** The name after the change. */
    companyName: string;
    fields: CompanyDetailField[];
    /** Who changed them; null: vHold itself (the system actor). */
    changedBy: string | null;
  };
  /** A co-owner opened a vote the reader votes in. */
  "voteSession.opened": VoteSessionFacts;
  /** A vote the reader votes in (or opened) ended: decided, out of time, or canceled. */
  "voteSession.passed": VoteSessionFacts;
  "voteSession.rejected": VoteSessionFacts;
  "voteSession.expired": VoteSessionFacts;
  "voteSession.canceled": VoteSessionFacts;
  /** The reader's role was taken from them: freed by a manager, archived or deleted. */
  "role.removed": RoleFacts;
  /** Someone took (or was given) the reader's role in their place. */
  "role.replaced": RoleFacts;
  /** The reader is invited to a role (levels 2 to 4). */
  "role.invited": RoleFacts;
  /** The reader was given the role they accepted. */
  "role.assigned": RoleFacts;
  /** A candidate (by) accepted an invitation to a role the reader manages: assign them or decline. */
  "role.candidate": RoleFacts;
  /** Issue 44: a task given to the reader's role, returned to it, commented, done, due tomorrow, overdue, or back with its giver. */
  "task.given": TaskFacts;
  "task.returned": TaskFacts;
  "task.commented": TaskFacts;
  "task.done": TaskFacts;
  "task.dueTomorrow": TaskFacts;
  "task.overdue": TaskFacts;
  "task.backToGiver": TaskFacts;
};

export type NotificationType = keyof NotificationPayloads;

/** The GraphQL type (implementing Notification) each kind is answered as. */
export const notificationKinds = {
  "shareTransfer.received": "ShareTransferNotification",
  "shareTransfer.accepted": "ShareTransferNotification",
  "shareTransfer.declined": "ShareTransferNotification",
  "shareTransfer.canceled": "ShareTransferNotification",
  "company.detailsChanged": "CompanyDetailsChangedNotification",
  "voteSession.opened": "VoteSessionNotification",
  "voteSession.passed": "VoteSessionNotification",
  "voteSession.rejected": "VoteSessionNotification",
  "voteSession.expired": "VoteSessionNotification",
  "voteSession.canceled": "VoteSessionNotification",
  "role.removed": "RoleNotification",
  "role.replaced": "RoleNotification",
  "role.invited": "RoleNotification",
  "role.assigned": "RoleNotification",
  "role.candidate": "RoleNotification",
  "task.given": "TaskNotification",
  "task.returned": "TaskNotification",
  "task.commented": "TaskNotification",
  "task.done": "TaskNotification",
  "task.dueTomorrow": "TaskNotification",
  "task.overdue": "TaskNotification",
  "task.backToGiver": "TaskNotification",
} as const satisfies Record<NotificationType, string>;

export type NotificationGraphQLType = (typeof notificationKinds)[NotificationType];

/** Kinds this version knows; a row of any other kind (written by a newer version) is not listed. */
export const KNOWN_NOTIFICATION_TYPES = Object.keys(notificationKinds) as NotificationType[];

export const isNotificationType = (type: string): type is NotificationType => Object.hasOwn(notificationKinds, type);

/** What every share-transfer notification carries. */
export type ShareTransferPayload = NotificationPayloads[Extract<NotificationType, `shareTransfer.${string}`>];
export type CompanyDetailsChangedPayload = NotificationPayloads["company.detailsChanged"];
export type VoteSessionPayload = NotificationPayloads[Extract<NotificationType, `voteSession.${string}`>];
export type RolePayload = NotificationPayloads[Extract<NotificationType, `role.${string}`>];
export type TaskPayload = NotificationPayloads[Extract<NotificationType, `task.${string}`>];
