import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { RichTextDocument } from "#graphql/validation/rich-text";
import { companies } from "./companies";
import { fileNodes } from "./files";
import { users } from "./identity";
import { roles } from "./roles";
import { withoutControlCharacters } from "./text";

/** What a role is to an instruction besides its owner (issue 23): who carries it out, who may change it. */
export const INSTRUCTION_ROLE_KINDS = ["EXECUTOR", "EDITOR"] as const;
export type InstructionRoleKindValue = (typeof INSTRUCTION_ROLE_KINDS)[number];

/**
 * An instruction (issue 23; decision 0028): a rich-text document (the knowledge base's checked
 * document, graphql/validation/rich-text.ts) owned by a role, written only by the instructions
 * module's service. version starts at 1 and grows by one on every save of the title or content;
 * a save names the version it read and wins only if it is still the stored one (UPDATE ... WHERE
 * version = $expected). It goes with its company, and with its owner role when the roles' sweep
 * removes that role for good (a deleted role waits first, restorable, with its instructions).
 */
export const instructions = pgTable(
  "instructions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    ownerRoleId: uuid("owner_role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: jsonb("content").$type<RichTextDocument>().notNull(),
    version: integer("version").notNull().default(1),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      "instructions_title",
      sql`char_length(${t.title}) between 1 and 200 and ${withoutControlCharacters(t.title)} and ${t.title} = btrim(${t.title})`,
    ),
    check("instructions_version", sql`${t.version} >= 1`),
    check("instructions_content", sql`jsonb_typeof(${t.content}) = 'object'`),
    index("instructions_owner_idx").on(t.ownerRoleId, t.updatedAt),
    index("instructions_company_idx").on(t.companyId),
  ],
);

/** The executors and editors of an instruction (the owner is on the instruction itself). */
export const instructionRoles = pgTable(
  "instruction_roles",
  {
    instructionId: uuid("instruction_id")
      .notNull()
      .references(() => instructions.id, { onDelete: "cascade" }),
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: INSTRUCTION_ROLE_KINDS }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "instruction_roles_pkey", columns: [t.instructionId, t.roleId, t.kind] }),
    check("instruction_roles_kind", sql`${t.kind} in ('EXECUTOR', 'EDITOR')`),
    index("instruction_roles_role_idx").on(t.roleId, t.kind),
  ],
);

/**
 * An instruction's attachments (issue 23; decision 0028, "Attachments"): files of origin
 * INSTRUCTION kept in the tree of the role that owned the instruction when they were attached,
 * listed nowhere in Files and reached only through their instruction. Written only by the
 * instructions module's service; the nodes themselves only by the files service. A row goes with
 * its instruction and with its node (a role swept for good takes its nodes with it).
 */
export const instructionFiles = pgTable(
  "instruction_files",
  {
    instructionId: uuid("instruction_id")
      .notNull()
      .references(() => instructions.id, { onDelete: "cascade" }),
    fileNodeId: uuid("file_node_id")
      .notNull()
      .references(() => fileNodes.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "instruction_files_pkey", columns: [t.instructionId, t.fileNodeId] }),
    unique("instruction_files_node").on(t.fileNodeId),
  ],
);
