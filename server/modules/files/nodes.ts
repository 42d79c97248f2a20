/**
 * How the use cases find and hold the nodes of a role's tree: what the tree shows, its lock, the
 * live nodes a change takes, where a new node goes, the folders above a node.
 */
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { queryRows, type Executor } from "../../db/client";
import { fileNodes } from "../../db/schema";
import { DomainError } from "../../errors";
import { fileNotFound, invalid, type Acting, type FileNodeRow } from "./model";

/** The tree of one role changes under this lock: moves cannot race each other into a cycle. */
export const lockTree = (tx: Executor, roleId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${"file-tree:" + roleId}, 0))`);

/**
 * The nodes a role's tree shows (my files, available to me, the trash, the role's count): not
 * another module's attachments (origin INSTRUCTION, TASK; decision 0028), reached only through what
 * they are attached to.
 */
export const inTree = sql`${fileNodes.origin} = 'UPLOAD'`;

/** Folders first, then by name, as the page shows them. */
export const liveOrder = () => [desc(fileNodes.type), asc(fileNodes.name), asc(fileNodes.id)];

/** Live nodes of the caller's company by id, all of them or FILE_NOT_FOUND. */
export async function liveNodes(
  tx: Executor,
  actor: Acting,
  ids: readonly string[],
  options: { lock?: boolean } = {},
): Promise<FileNodeRow[]> {
  const query = tx
    .select()
    .from(fileNodes)
    .where(inArray(fileNodes.id, [...ids]));
  const rows = options.lock ? await query.for("update") : await query;
  if (
    rows.length !== ids.length ||
    rows.some((row) => row.companyId !== actor.companyId || row.trashRootId || !row.uploadedAt)
  )
    throw fileNotFound();
  return rows;
}

/** The live folder `parentId` of the tree a new node goes to, or the caller's own role's top. */
export async function targetOf(
  tx: Executor,
  actor: Acting,
  parentId: string | null,
): Promise<{ roleId: string; parent: FileNodeRow | null }> {
  if (!parentId) {
    const own = actor.acting[0];
    if (!own) throw new DomainError("FORBIDDEN", "Act in a role to keep files");
    return { roleId: own.id, parent: null };
  }
  const [parent] = await tx.select().from(fileNodes).where(eq(fileNodes.id, parentId));
  if (!parent || parent.companyId !== actor.companyId || parent.trashRootId || !parent.uploadedAt) throw fileNotFound();
  if (parent.type !== "FOLDER") throw invalid("parentId", "validation.files.notFolder");
  return { roleId: parent.roleId, parent };
}

/** The folders from the top of the node's tree down to its parent (breadcrumbs). */
export async function pathOf(
  db: Executor,
  node: Pick<FileNodeRow, "parentId">,
): Promise<Pick<FileNodeRow, "id" | "name">[]> {
  if (!node.parentId) return [];
  const rows = await queryRows<{ id: string; name: string; depth: number }>(
    db,
    sql`with recursive up(id, name, parent_id, depth) as (
          select id, name, parent_id, 0 from file_nodes where id = ${node.parentId}
          union all
          select p.id, p.name, p.parent_id, up.depth + 1 from up join file_nodes p on p.id = up.parent_id
        ) select id, name, depth from up order by depth desc`,
  );
  return rows.map(({ id, name }) => ({ id, name }));
}
