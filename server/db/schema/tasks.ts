import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { RichTextDocument } from "#graphql/validation/rich-text";
import { companies } from "./companies";
import { fileNodes } from "./files";
import { users } from "./identity";
import { roles } from "./roles";
import { withoutControlCharacters } from "./text";

/** A task's states (issue 44); ACCEPTED and CANCELED are the archive's. */
export const TASK_STATUSES = ["OPEN", "IN_PROGRESS", "DONE", "ACCEPTED", "RETURNED", "CANCELED"] as const;
export type TaskStatusValue = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ["NORMAL", "HIGH"] as const;
export type TaskPriorityValue = (typeof TASK_PRIORITIES)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * A task (issue 44): work a role (the giver) gives to itself or to a live role below it (the
 * executor). Written only by the tasks module's service. The roles own it, not their holders: a
 * new holder finds it. It goes with its company, and with its giver or executor role when the
 * roles' sweep removes that role for good (an archived executor's open tasks went back to their
 * givers before). The giver's and the executor's roles are of the task's company (a trigger,
 * migration 0030: a CHECK cannot read another table).
 *
 * due_date (a Kyiv calendar date) and due_time (optional) are what the giver chose; due_at is
 * the instant they name (the end of that Kyiv day without a time), the tabs' order and the
 * sweep's measure. closed_at: when it was accepted or canceled (the archive's order).
 * due_tomorrow_for / overdue_for: the due_at the daily sweep last told about (once per due date).
 */
export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    giverRoleId: uuid("giver_role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    executorRoleId: uuid("executor_role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: jsonb("description").$type<RichTextDocument>().notNull(),
    status: text("status", { enum: TASK_STATUSES }).notNull().default("OPEN"),
    priority: text("priority", { enum: TASK_PRIORITIES }).notNull().default("NORMAL"),
    dueDate: date("due_date"),
    dueTime: time("due_time"),
    dueAt: timestamp("due_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    dueTomorrowFor: timestamp("due_tomorrow_for", { withTimezone: true }),
    overdueFor: timestamp("overdue_for", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      "tasks_title",
      sql`char_length(${t.title}) between 1 and 200 and ${withoutControlCharacters(t.title)} and ${t.title} = btrim(${t.title})`,
    ),
    check("tasks_status", sql`${t.status} in (${quoted(TASK_STATUSES)})`),
    check("tasks_priority", sql`${t.priority} in (${quoted(TASK_PRIORITIES)})`),
    check("tasks_description", sql`jsonb_typeof(${t.description}) = 'object'`),
    check(
      "tasks_due",
      sql`(${t.dueDate} is null) = (${t.dueAt} is null) and (${t.dueTime} is null or ${t.dueDate} is not null)`,
    ),
    check("tasks_closed", sql`(${t.status} in ('ACCEPTED', 'CANCELED')) = (${t.closedAt} is not null)`),
    // The DEFAULT tab: given to a role, not archived, by due instant (the overdue first), keyset by id.
    index("tasks_executor_open_idx")
      .on(t.executorRoleId, t.dueAt, t.id)
      .where(sql`${t.status} not in ('ACCEPTED', 'CANCELED')`),
    // The TRACKING tab: given by a role, not archived.
    index("tasks_giver_open_idx")
      .on(t.giverRoleId, t.dueAt, t.id)
      .where(sql`${t.status} not in ('ACCEPTED', 'CANCELED')`),
    // The ARCHIVE tab, either side, newest closed first.
    index("tasks_executor_closed_idx")
      .on(t.executorRoleId, t.closedAt, t.id)
      .where(sql`${t.status} in ('ACCEPTED', 'CANCELED')`),
    index("tasks_giver_closed_idx")
      .on(t.giverRoleId, t.closedAt, t.id)
      .where(sql`${t.status} in ('ACCEPTED', 'CANCELED')`),
    // The daily sweep: open tasks by due instant.
    index("tasks_due_idx")
      .on(t.dueAt, t.id)
      .where(sql`${t.dueAt} is not null and ${t.status} in ('OPEN', 'IN_PROGRESS', 'RETURNED')`),
    index("tasks_company_idx").on(t.companyId),
  ],
);

/** A task's discussion (issue 44): comments, newest last. Written only by the tasks module's service. */
export const taskComments = pgTable(
  "task_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    /** The role it was written in (a party of the task); kept as an id when the role goes. */
    authorRoleId: uuid("author_role_id").references(() => roles.id, { onDelete: "set null" }),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** The order they were written in (several may share one instant). */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      "task_comments_body",
      sql`char_length(${t.body}) between 1 and 2000 and ${withoutControlCharacters(t.body, { multiline: true })}`,
    ),
    index("task_comments_task_idx").on(t.taskId, t.seq),
  ],
);

/**
 * A task's moves (its history on the task page): from which state to which, by whom (null: vHold,
 * an archived executor's tasks going back). Each move also writes an audit row.
 */
export const taskMoves = pgTable(
  "task_moves",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: TASK_STATUSES }),
    toStatus: text("to_status", { enum: TASK_STATUSES }).notNull(),
    byRoleId: uuid("by_role_id").references(() => roles.id, { onDelete: "set null" }),
    byUserId: uuid("by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The order they were made in (several may share one instant). */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      "task_moves_status",
      sql`${t.toStatus} in (${quoted(TASK_STATUSES)}) and (${t.fromStatus} is null or ${t.fromStatus} in (${quoted(TASK_STATUSES)}))`,
    ),
    index("task_moves_task_idx").on(t.taskId, t.seq),
  ],
);

/**
 * A task's attachments (issue 44): files of origin TASK in the giver role's tree, listed nowhere
 * in Files and reached only through their task (as instruction_files). The nodes themselves are
 * written only by the files service.
 */
export const taskFiles = pgTable(
  "task_files",
  {
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    fileNodeId: uuid("file_node_id")
      .notNull()
      .references(() => fileNodes.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "task_files_pkey", columns: [t.taskId, t.fileNodeId] }),
    unique("task_files_node").on(t.fileNodeId),
  ],
);
