import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./identity";
import { roles } from "./roles";
import { withoutControlCharacters } from "./text";

/** A node's kind (spec: FileNode.type). */
export const FILE_NODE_TYPES = ["FILE", "FOLDER"] as const;
export type FileNodeTypeValue = (typeof FILE_NODE_TYPES)[number];

/** Where a file came from (spec: origin kinds); instructions attach theirs with INSTRUCTION. */
export const FILE_ORIGINS = ["UPLOAD", "TASK", "INSTRUCTION"] as const;
export type FileOriginValue = (typeof FILE_ORIGINS)[number];

/** What a grant lets a role do with a node and what is under it (spec: access entries per role). */
export const FILE_ACCESS_LEVELS = ["FULL", "VIEW_EDIT", "VIEW", "EDIT"] as const;
export type FileAccessLevelValue = (typeof FILE_ACCESS_LEVELS)[number];

/**
 * A file or folder in a role's tree (issue 22), written only by the files module's service.
 * The database keeps the tree: a parent is a folder of the same role (file_nodes_parent, through
 * the generated parent_type), and a move that would put a folder under itself is refused by a
 * trigger (migration 0019, file_nodes_no_cycle). deletedAt: put in the trash by hand (its subtree
 * goes with it, marked by trashRootId), restorable for 30 days, then removed by the module's sweep.
 * uploadedAt: a file is live once its upload was confirmed; a folder is live when made.
 */
export const fileNodes = pgTable(
  "file_nodes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id"),
    /** Always FOLDER when there is a parent (the foreign key's third column); null at the root. */
    parentType: text("parent_type").generatedAlwaysAs(sql`case when parent_id is null then null else 'FOLDER' end`),
    type: text("type", { enum: FILE_NODE_TYPES }).notNull(),
    name: text("name").notNull(),
    isProtected: boolean("is_protected").notNull().default(false),
    origin: text("origin", { enum: FILE_ORIGINS }).notNull().default("UPLOAD"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /**
     * Null for a node in the tree; the id of the node whose deletion took it to the trash (its
     * own id when it was deleted itself, with deletedAt; an ancestor's when it went with it).
     * One column tells whether a node is live, whatever its depth, so lists and searches never
     * walk up the tree.
     */
    trashRootId: uuid("trash_root_id"),
  },
  (t) => [
    uniqueIndex("file_nodes_identity").on(t.id, t.roleId, t.type),
    foreignKey({
      name: "file_nodes_parent",
      columns: [t.parentId, t.roleId, t.parentType],
      foreignColumns: [t.id, t.roleId, t.type],
    }).onDelete("cascade"),
    check("file_nodes_type", sql`${t.type} in ('FILE', 'FOLDER')`),
    check("file_nodes_origin", sql`${t.origin} in ('UPLOAD', 'TASK', 'INSTRUCTION')`),
    check(
      "file_nodes_name",
      sql`char_length(${t.name}) between 1 and 255 and ${withoutControlCharacters(t.name)} and ${t.name} !~ '[/\\\\]' and ${t.name} not in ('.', '..')`,
    ),
    check("file_nodes_folder_live", sql`${t.type} = 'FILE' or ${t.uploadedAt} is not null`),
    check("file_nodes_trash_root", sql`(${t.deletedAt} is not null) = (${t.trashRootId} is not distinct from ${t.id})`),
    // A folder's live children in the order lists show them: folders first, then by name.
    // (type descending as the lists order it, so a folder of many children is read only up to the list's limit.)
    index("file_nodes_children")
      .on(t.roleId, t.parentId, t.type.desc().nullsFirst(), t.name, t.id)
      .where(sql`${t.trashRootId} is null and ${t.uploadedAt} is not null`),
    index("file_nodes_trash_root")
      .on(t.trashRootId)
      .where(sql`${t.trashRootId} is not null`),
    index("file_nodes_parent_idx").on(t.parentId),
    index("file_nodes_trash")
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    index("file_nodes_pending")
      .on(t.createdAt)
      .where(sql`${t.uploadedAt} is null`),
    index("file_nodes_company").on(t.companyId),
  ],
);

/**
 * The stored object of a file (spec: FileStorage): its key and bucket stay on the server (the API
 * answers signed URLs). size is what the upload declared until confirmation, then what the
 * storage holds. Deleting a row (with its node, its role or its company) queues its object for
 * removal (trigger file_storages_removal, migration 0019), so no path leaves an object behind.
 */
export const fileStorages = pgTable(
  "file_storages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    nodeId: uuid("node_id")
      .notNull()
      .references((): AnyPgColumn => fileNodes.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").notNull(),
    s3Key: text("s3_key").notNull(),
    s3Bucket: text("s3_bucket").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    extension: text("extension").notNull(),
    contentType: text("content_type").notNull(),
    /**
     * A large file's upload in parts while it goes on (decision 0027, "Large files"): the
     * storage's multipart upload id and the size of every part but the last; both null for a
     * single PUT, and cleared once the parts are joined.
     */
    uploadId: text("upload_id"),
    partSize: bigint("part_size", { mode: "number" }),
    /**
     * The bytes this pending upload holds in the company's file_usage.reserved_bytes (decision
     * 0027, "Uploads hold their room"): its declared size from createFile, or the limit of an
     * upload streamed through the API while it streams. Zero once confirmed (the bytes are then
     * used_bytes); given back by file_storages_removal when the row goes unconfirmed.
     */
    reservedBytes: bigint("reserved_bytes", { mode: "number" }).notNull().default(0),
    /** When the upload was checked and counted in the company's usage (file_usage). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("file_storages_node").on(t.nodeId),
    uniqueIndex("file_storages_key").on(t.s3Key),
    check("file_storages_size", sql`${t.size} >= 0`),
    check("file_storages_extension", sql`${t.extension} ~ '^[a-z0-9]{0,10}$'`),
    check(
      "file_storages_parts",
      sql`(${t.uploadId} is null or ${t.partSize} >= 5242880) and (${t.uploadId} is null or ${t.confirmedAt} is null)`,
    ),
    check(
      "file_storages_reserved",
      sql`${t.reservedBytes} >= 0 and (${t.confirmedAt} is null or ${t.reservedBytes} = 0)`,
    ),
  ],
);

/**
 * Objects to remove from storage: queued by the database when a stored file's row goes (with its
 * unfinished upload in parts, if any), removed
 * by the files sweep (and retried by it while the storage refuses), then the row is deleted.
 */
export const fileObjectRemovals = pgTable("file_object_removals", {
  s3Key: text("s3_key").primaryKey(),
  /** An upload in parts never completed: aborted (its parts dropped) before the key is removed. */
  uploadId: text("upload_id"),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  attempts: bigint("attempts", { mode: "number" }).notNull().default(0),
});

/**
 * The bytes each company keeps and the bytes its uploads under way hold: the quota is decided on
 * this one row by a conditional update (used + reserved within the storage size), so twenty
 * uploads started at once cannot pass the company's storage size together, nor can bytes PUT
 * before their confirmation (issue 39).
 */
export const fileUsage = pgTable(
  "file_usage",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Confirmed files' bytes (live and in the trash): what the storage page and billing show. */
    usedBytes: bigint("used_bytes", { mode: "number" }).notNull().default(0),
    /**
     * Reserved: bytes held for uploads started and not yet confirmed (the sum of their
     * file_storages.reserved_bytes), so that storage cannot be filled by uploads never confirmed.
     * Not usage: shown nowhere, billed never; it turns into used_bytes at confirmation.
     */
    reservedBytes: bigint("reserved_bytes", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    check("file_usage_used", sql`${t.usedBytes} >= 0`),
    check("file_usage_reserved", sql`${t.reservedBytes} >= 0`),
  ],
);

/**
 * A role's access to a node and what is under it (spec: full, view and edit, view only, edit),
 * granted by a role with full access to roles of the same company.
 */
export const fileGrants = pgTable(
  "file_grants",
  {
    nodeId: uuid("node_id")
      .notNull()
      .references(() => fileNodes.id, { onDelete: "cascade" }),
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    level: text("level", { enum: FILE_ACCESS_LEVELS }).notNull(),
    grantedBy: uuid("granted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.nodeId, t.roleId] }),
    index("file_grants_role").on(t.roleId),
    check("file_grants_level", sql`${t.level} in ('FULL', 'VIEW_EDIT', 'VIEW', 'EDIT')`),
  ],
);

/**
 * A public link to a file: anyone with it downloads that one file, without an account, until
 * expiresAt (null: until turned off by hand). One working link per node; a link turned off or
 * expired never works again (a new one has a new token).
 */
export const filePublicLinks = pgTable(
  "file_public_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    nodeId: uuid("node_id")
      .notNull()
      .references(() => fileNodes.id, { onDelete: "cascade" }),
    /** Kept as it is (like a role's invitation link) so that its owner can copy it again. */
    token: text("token").notNull(),
    expiry: text("expiry").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("file_public_links_token").on(t.token),
    uniqueIndex("file_public_links_one")
      .on(t.nodeId)
      .where(sql`${t.disabledAt} is null`),
    check(
      "file_public_links_expiry",
      sql`${t.expiry} in ('MANUAL', 'DAY', 'THREE_DAYS', 'WEEK', 'MONTH') and ((${t.expiry} = 'MANUAL') = (${t.expiresAt} is null))`,
    ),
  ],
);
