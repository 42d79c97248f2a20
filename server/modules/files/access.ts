/**
 * What a caller may do with a node (decision 0027): everything with their own role's nodes, and
 * with another's what the strongest of the grants on the node or a folder above it allows.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "../../db/client";
import type { FileAccessLevelValue } from "../../db/schema";
import type { FileNodeRow, FileNodeView } from "./model";
import { accessFrom, NO_ACCESS, type FileAccess } from "./rules";

/**
 * What the roles `acting` may do with each node. One statement for any number of nodes (the walk
 * up is as deep as the deepest of them).
 */
export async function accessOf(
  db: Executor,
  nodes: readonly Pick<FileNodeRow, "id" | "roleId">[],
  acting: readonly string[],
): Promise<Map<string, FileAccess>> {
  const result = new Map<string, FileAccess>();
  const others: string[] = [];
  for (const node of nodes) {
    if (acting.includes(node.roleId)) result.set(node.id, accessFrom(["OWNER"]));
    else others.push(node.id);
  }
  if (!others.length || !acting.length) {
    for (const id of others) result.set(id, NO_ACCESS);
    return result;
  }
  const rows = await queryRows<{ node_id: string; level: FileAccessLevelValue }>(
    db,
    sql`with recursive up(node_id, ancestor_id, parent_id) as (
          select n.id, n.id, n.parent_id from file_nodes n where n.id = any(${`{${others.join(",")}}`}::uuid[])
          union all
          select up.node_id, p.id, p.parent_id from up join file_nodes p on p.id = up.parent_id
        )
        select up.node_id, g.level from up join file_grants g on g.node_id = up.ancestor_id and g.role_id = any(${`{${acting.join(",")}}`}::uuid[])`,
  );
  const levels = new Map<string, FileAccessLevelValue[]>();
  for (const row of rows) levels.set(row.node_id, [...(levels.get(row.node_id) ?? []), row.level]);
  for (const id of others) result.set(id, accessFrom(levels.get(id) ?? []));
  return result;
}

/** Rows with what the roles `acting` may do with each. */
export async function withAccess(
  db: Executor,
  rows: readonly FileNodeRow[],
  acting: readonly string[],
): Promise<FileNodeView[]> {
  const access = await accessOf(db, rows, acting);
  return rows.map((row) => ({ ...row, access: access.get(row.id) ?? NO_ACCESS }));
}

/** Rows of the caller's own role: they may do everything with them. */
export const owned = (rows: readonly FileNodeRow[]): FileNodeView[] =>
  rows.map((row) => ({ ...row, access: accessFrom(["OWNER"]) }));
