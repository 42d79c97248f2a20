import { and, asc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { INSTRUCTION_LIST_MAX, type InstructionCategoryValue } from "#graphql/validation/instructions";
import type { RichTextDocument } from "#graphql/validation/rich-text";
import type { Authorized } from "../../authz/policy";
import type { Clock } from "../../clock";
import { queryRows, type Database, type Executor } from "../../db/client";
import {
  fileNodes,
  fileStorages,
  instructionFiles,
  instructionRoles,
  instructions,
  roles,
  type InstructionRoleKindValue,
} from "../../db/schema";
import { DomainError } from "../../errors";
import type { UploadTarget } from "../../storage";
import {
  fileNotFound,
  type FileNodeRow,
  type FileNodeView,
  type FileUploadParts,
  type FileStorageRow,
} from "../files/model";
import type { Files } from "../files/services";
import type { InstructionRelationValue } from "./rules";

export type InstructionRow = typeof instructions.$inferSelect;
export type InstructionRoleLinkRow = typeof instructionRoles.$inferSelect;
/** A role as an instruction names it. */
export interface InstructionRoleRow {
  id: string;
  name: string;
  /** The director's role under vHold's name: read in the caller's language (graphql/role-names.ts). */
  nameIsDefault: boolean;
  level: number;
}
/** An instruction as the caller reaches it: the row and what the current role is to it. */
export interface InstructionView extends InstructionRow {
  myRelation: InstructionRelationValue;
}

export const instructionNotFound = () => new DomainError("INSTRUCTION_NOT_FOUND", "Instruction not found");
const versionConflict = () =>
  new DomainError("INSTRUCTION_VERSION_CONFLICT", "The instruction was saved by someone else; read it again");
const invalid = (field: string, message: string) =>
  new DomainError("BAD_USER_INPUT", message, { fields: { [field]: [message] } });

type Acting = Pick<Authorized<string>, "companyId" | "userId">;

/** An instruction's attachment as the instruction lists it (confirmed uploads only). */
export interface InstructionFileView {
  id: string;
  name: string;
  size: number;
  extension: string;
  createdAt: Date;
}

/**
 * The instructions area (issue 23; decision 0028): rich-text instructions owned by a role, their
 * executors and editors. The only writer of the instruction* tables. Callers reach it through the
 * policy (./policy.ts); what a role is to an instruction comes from relationsOf. Roles named as
 * executors, editors or a new owner must be the owner's role or live roles below it in the
 * managing tree (subordinates).
 */
/**
 * Each category's condition on an instruction row, seen from `roleId` (decision 0028; ./rules.ts
 * categoriesOf): the list's, and the dashboard's overview's.
 */
function categoryConditions(roleId: string): Record<InstructionCategoryValue, SQL> {
  const executor = (role: SQL) =>
    sql`exists (select 1 from ${instructionRoles} l where l.instruction_id = ${instructions.id} and l.kind = 'EXECUTOR' and ${role})`;
  const owned = sql`${instructions.ownerRoleId} = ${roleId}`;
  const others = sql`${instructions.ownerRoleId} <> ${roleId}`;
  const linked = (kind: InstructionRoleKindValue) =>
    sql`exists (select 1 from ${instructionRoles} l where l.instruction_id = ${instructions.id} and l.kind = ${kind} and l.role_id = ${roleId})`;
  return {
    UNIQUE: sql`${owned} and ${executor(sql`l.role_id = ${roleId}`)} and not ${executor(sql`l.role_id <> ${roleId}`)}`,
    TO_OTHERS: sql`${owned} and ${executor(sql`l.role_id <> ${roleId}`)}`,
    NO_ROLE: sql`${owned} and not ${executor(sql`true`)}`,
    FROM_OTHERS: sql`${others} and ${linked("EXECUTOR")}`,
    EDITING: sql`${others} and ${linked("EDITOR")}`,
    ALL: sql`(${owned} or ${linked("EXECUTOR")} or ${linked("EDITOR")})`,
  };
}

export class InstructionsService {
  constructor(private readonly deps: { db: Database; clock: Clock; files: Files }) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  // ---- Reading -------------------------------------------------------------------------------

  /** Instructions by id, for loaders. */
  async byIds(ids: readonly string[]): Promise<InstructionRow[]> {
    if (!ids.length) return [];
    return this.deps.db
      .select()
      .from(instructions)
      .where(inArray(instructions.id, [...ids]));
  }

  /** The executors and editors of instructions, with their roles, for loaders (by name). */
  async rolesOf(
    instructionIds: readonly string[],
  ): Promise<Array<InstructionRoleRow & { instructionId: string; kind: InstructionRoleKindValue }>> {
    if (!instructionIds.length) return [];
    return this.deps.db
      .select({
        instructionId: instructionRoles.instructionId,
        kind: instructionRoles.kind,
        id: roles.id,
        name: roles.name,
        nameIsDefault: roles.nameIsDefault,
        level: roles.level,
      })
      .from(instructionRoles)
      .innerJoin(roles, eq(roles.id, instructionRoles.roleId))
      .where(inArray(instructionRoles.instructionId, [...instructionIds]))
      .orderBy(roles.level, roles.name, roles.id);
  }

  /**
   * What each of `roleIds` is to the instruction, the strongest relation first: its owner, an
   * editor, an executor, or a role above the owner on the managing chain (however far up).
   */
  async relationsOf(
    instruction: Pick<InstructionRow, "id" | "ownerRoleId">,
    roleIds: readonly string[],
    db: Executor = this.deps.db,
  ): Promise<Set<InstructionRelationValue>> {
    const relations = new Set<InstructionRelationValue>();
    if (!roleIds.length) return relations;
    if (roleIds.includes(instruction.ownerRoleId)) relations.add("OWNER");
    const links = await db
      .select({ kind: instructionRoles.kind })
      .from(instructionRoles)
      .where(and(eq(instructionRoles.instructionId, instruction.id), inArray(instructionRoles.roleId, [...roleIds])));
    if (links.some((link) => link.kind === "EDITOR")) relations.add("EDITOR");
    if (links.some((link) => link.kind === "EXECUTOR")) relations.add("EXECUTOR");
    const above = await queryRows<{ id: string }>(
      db,
      sql`with recursive up(id, parent_role_id) as (
            select r.id, r.parent_role_id from ${roles} r where r.id = (select parent_role_id from ${roles} where id = ${instruction.ownerRoleId})
            union
            select r.id, r.parent_role_id from ${roles} r join up on r.id = up.parent_role_id
          )
          select id from up where id in (${sql.join(
            roleIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    if (above.length) relations.add("MANAGER");
    return relations;
  }

  /** The current role's instructions of a category, newest changes first (decision 0028; ./rules.ts categoriesOf). */
  async list(roleId: string, category: InstructionCategoryValue, search: string | null): Promise<InstructionRow[]> {
    const conditions = categoryConditions(roleId);
    const where = search
      ? sql`${conditions[category]} and strpos(lower(${instructions.title}), lower(${search})) > 0`
      : conditions[category];
    return this.deps.db
      .select()
      .from(instructions)
      .where(where)
      .orderBy(sql`${instructions.updatedAt} desc, ${instructions.id}`)
      .limit(INSTRUCTION_LIST_MAX);
  }

  /**
   * The current role's dashboard (getInstructionOverview): for each of `categories` how many
   * instructions it holds and the latest `limit` changed, in ONE statement however many there are
   * (each instruction of the role's company matched against the categories, ranked within each).
   */
  async overview(
    roleId: string,
    companyId: string,
    categories: readonly InstructionCategoryValue[],
    limit: number,
  ): Promise<Array<{ category: InstructionCategoryValue; count: number; latest: InstructionRow[] }>> {
    const conditions = categoryConditions(roleId);
    const hits = sql.join(
      categories.map((category) => sql`(${category}, ${conditions[category]})`),
      sql`, `,
    );
    const rows = await queryRows<{ id: string; category: InstructionCategoryValue; total: number }>(
      this.deps.db,
      sql`select id, category, total::int as total from (
            select ${instructions.id} as id, c.category, count(*) over (partition by c.category) as total,
                   row_number() over (partition by c.category order by ${instructions.updatedAt} desc, ${instructions.id}) as rank
            from ${instructions}
            cross join lateral (values ${hits}) as c(category, hit)
            where ${instructions.companyId} = ${companyId} and c.hit and ${conditions.ALL}
          ) ranked where rank <= ${limit}`,
    );
    const found = await this.byIds([...new Set(rows.map((row) => row.id))]);
    const byId = new Map(found.map((row) => [row.id, row]));
    return categories.map((category) => {
      const mine = rows.filter((row) => row.category === category);
      const latest = mine.map((row) => byId.get(row.id)).filter((row): row is InstructionRow => Boolean(row));
      latest.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? -1 : 1));
      return { category, count: mine[0]?.total ?? 0, latest };
    });
  }

  /**
   * The roles an instruction owned by `ownerRoleId` may name (executors, editors, a new owner):
   * that role and the live roles below it in the managing tree, by level and name. The pickers
   * offer exactly what requireSubordinates accepts.
   */
  async roleChoices(ownerRoleId: string): Promise<InstructionRoleRow[]> {
    return queryRows<InstructionRoleRow>(
      this.deps.db,
      sql`with recursive down(id) as (
            select ${ownerRoleId}::uuid
            union
            select r.id from ${roles} r join down on r.parent_role_id = down.id where not r.is_archived
          )
          select r.id, r.name, r.name_is_default as "nameIsDefault", r.level from ${roles} r join down on down.id = r.id
          order by r.level, r.name, r.id`,
    );
  }

  /** Live instructions each role owns (the structure's role information), one statement for many roles. */
  async countByRole(roleIds: readonly string[]): Promise<Map<string, number>> {
    if (!roleIds.length) return new Map();
    const rows = await this.deps.db
      .select({ roleId: instructions.ownerRoleId, count: sql<number>`count(*)::int` })
      .from(instructions)
      .where(inArray(instructions.ownerRoleId, [...roleIds]))
      .groupBy(instructions.ownerRoleId);
    return new Map(rows.map((row) => [row.roleId, row.count]));
  }

  /**
   * Refuses (naming `field`) any of `roleIds` that is not the owner's role or a live role below
   * it in the managing tree of the same company (the tree is one company's: the roles module keeps it so).
   */
  private async requireSubordinates(
    db: Executor,
    ownerRoleId: string,
    roleIds: readonly string[],
    field: string,
  ): Promise<void> {
    if (!roleIds.length) return;
    const found = await queryRows<{ id: string }>(
      db,
      sql`with recursive down(id) as (
            select ${ownerRoleId}::uuid
            union
            select r.id from ${roles} r join down on r.parent_role_id = down.id where not r.is_archived
          )
          select id from down where id in (${sql.join(
            roleIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    if (found.length !== new Set(roleIds).size) throw invalid(field, "validation.instructions.notSubordinate");
  }

  /** The instruction under a row lock (changes of its roles wait for each other), or not found. */
  private async lock(tx: Executor, id: string): Promise<InstructionRow> {
    const [row] = await tx.select().from(instructions).where(eq(instructions.id, id)).for("update");
    if (!row) throw instructionNotFound();
    return row;
  }

  private async link(
    tx: Executor,
    instructionId: string,
    roleIds: readonly string[],
    kind: InstructionRoleKindValue,
  ): Promise<void> {
    if (!roleIds.length) return;
    await tx
      .insert(instructionRoles)
      .values(roleIds.map((roleId) => ({ instructionId, roleId, kind, createdAt: this.now() })))
      .onConflictDoNothing();
  }

  // ---- Changes -------------------------------------------------------------------------------

  /** A new instruction of the current role (version 1), with its executors and editors (the owner is never its own editor). */
  async create(
    actor: Acting,
    ownerRoleId: string,
    input: { title: string; content: RichTextDocument; executorRoleIds: string[]; editorRoleIds: string[] },
  ): Promise<InstructionRow> {
    return this.deps.db.transaction(async (tx) => {
      await this.requireSubordinates(tx, ownerRoleId, input.executorRoleIds, "executorRoleIds");
      await this.requireSubordinates(tx, ownerRoleId, input.editorRoleIds, "editorRoleIds");
      const now = this.now();
      const [row] = await tx
        .insert(instructions)
        .values({
          companyId: actor.companyId,
          ownerRoleId,
          title: input.title,
          content: input.content,
          createdBy: actor.userId,
          updatedBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await this.link(tx, row!.id, input.executorRoleIds, "EXECUTOR");
      await this.link(
        tx,
        row!.id,
        input.editorRoleIds.filter((id) => id !== ownerRoleId),
        "EDITOR",
      );
      return row!;
    });
  }

  /**
   * Saves the title and content if `version` is still the stored one, decided by the UPDATE
   * itself (WHERE version = $expected): of any number of saves made on one version exactly one
   * wins, and the rest answer INSTRUCTION_VERSION_CONFLICT (the client reads it again).
   */
  async update(
    actor: Acting,
    id: string,
    input: { version: number; title: string; content: RichTextDocument },
  ): Promise<InstructionRow> {
    const [row] = await this.deps.db
      .update(instructions)
      .set({
        title: input.title,
        content: input.content,
        version: sql`${instructions.version} + 1`,
        updatedBy: actor.userId,
        updatedAt: this.now(),
      })
      .where(and(eq(instructions.id, id), eq(instructions.version, input.version)))
      .returning();
    if (row) return row;
    const [exists] = await this.deps.db
      .select({ id: instructions.id })
      .from(instructions)
      .where(eq(instructions.id, id));
    throw exists ? versionConflict() : instructionNotFound();
  }

  /**
   * Deletes the instruction with its attachments: their nodes go for good in the same transaction
   * (the files service's removal, which queues their objects), and the objects are removed right
   * after the commit (the files.objects sweep retries any the storage refused).
   */
  async delete(actor: Authorized<string>, id: string): Promise<string> {
    const keys = await this.deps.db.transaction(async (tx) => {
      await this.lock(tx, id);
      const attached = await tx
        .select({ id: instructionFiles.fileNodeId })
        .from(instructionFiles)
        .where(eq(instructionFiles.instructionId, id));
      await tx.delete(instructions).where(eq(instructions.id, id));
      return this.deps.files.removals.removeAttachments(
        tx,
        actor,
        attached.map((row) => row.id),
      );
    });
    if (keys.length) await this.deps.files.removals.drain(this.deps.db, keys);
    return id;
  }

  // ---- Attachments (decision 0028, "Attachments") ----------------------------------------------

  /** The confirmed attachments of instructions, oldest first, for loaders (Instruction.files). */
  async filesOf(instructionIds: readonly string[]): Promise<Array<InstructionFileView & { instructionId: string }>> {
    if (!instructionIds.length) return [];
    const rows = await this.deps.db
      .select({
        instructionId: instructionFiles.instructionId,
        id: fileNodes.id,
        name: fileNodes.name,
        size: fileStorages.size,
        extension: fileStorages.extension,
        createdAt: instructionFiles.createdAt,
      })
      .from(instructionFiles)
      .innerJoin(fileNodes, eq(fileNodes.id, instructionFiles.fileNodeId))
      .innerJoin(fileStorages, eq(fileStorages.nodeId, fileNodes.id))
      .where(
        and(
          inArray(instructionFiles.instructionId, [...instructionIds]),
          isNotNull(fileNodes.uploadedAt),
          isNotNull(fileStorages.confirmedAt),
        ),
      )
      .orderBy(asc(instructionFiles.createdAt), asc(fileNodes.name), asc(fileNodes.id));
    return rows.map((row) => ({ ...row, size: Number(row.size) }));
  }

  /**
   * The first half of attaching a file (createInstructionFile): a pending file of origin
   * INSTRUCTION at the top of the owner role's tree, linked to the instruction in the node's own
   * transaction (the instruction's row locked, so a deletion waits or is waited for), and where
   * its bytes go. The browser confirms it as any upload (confirmFileUpload); an upload never
   * confirmed is swept after a day with its link.
   */
  async createFile(
    actor: Authorized<string>,
    id: string,
    input: { name: string; size: number },
  ): Promise<{ node: FileNodeRow; storage: FileStorageRow; upload: UploadTarget; parts: FileUploadParts | null }> {
    this.deps.files.requireOn();
    const [row] = await this.byIds([id]);
    if (!row) throw instructionNotFound();
    return this.deps.files.uploads.createFile(
      actor,
      { name: input.name, parentId: null, size: input.size, origin: "INSTRUCTION" },
      this.attachTo(row),
    );
  }

  /** The same, for a file whose bytes come through the API (the edit page without JavaScript). */
  async uploadFile(
    actor: Authorized<string>,
    id: string,
    name: string,
    body: ReadableStream<Uint8Array>,
  ): Promise<FileNodeView> {
    this.deps.files.requireOn();
    const [row] = await this.byIds([id]);
    if (!row) throw instructionNotFound();
    return this.deps.files.uploads.uploadStream(
      actor,
      { name, parentId: null, origin: "INSTRUCTION" },
      body,
      this.attachTo(row),
    );
  }

  private attachTo(row: InstructionRow) {
    return {
      roleId: row.ownerRoleId,
      link: async (tx: Executor, node: FileNodeRow) => {
        await this.lock(tx, row.id);
        await tx
          .insert(instructionFiles)
          .values({ instructionId: row.id, fileNodeId: node.id, companyId: row.companyId, createdAt: this.now() });
      },
    };
  }

  /** An attachment of this instruction (any state), or FILE_NOT_FOUND. */
  private async attachment(db: Executor, id: string, fileNodeId: string): Promise<void> {
    const [link] = await db
      .select({ id: instructionFiles.fileNodeId })
      .from(instructionFiles)
      .where(and(eq(instructionFiles.instructionId, id), eq(instructionFiles.fileNodeId, fileNodeId)));
    if (!link) throw fileNotFound();
  }

  /** Removes an attachment for good (remove a file): its link and node in one transaction, its object after the commit. */
  async removeFile(actor: Authorized<string>, id: string, fileNodeId: string): Promise<string> {
    const keys = await this.deps.db.transaction(async (tx) => {
      await this.lock(tx, id);
      await this.attachment(tx, id, fileNodeId);
      await tx
        .delete(instructionFiles)
        .where(and(eq(instructionFiles.instructionId, id), eq(instructionFiles.fileNodeId, fileNodeId)));
      return this.deps.files.removals.removeAttachments(tx, actor, [fileNodeId]);
    });
    if (keys.length) await this.deps.files.removals.drain(this.deps.db, keys);
    return fileNodeId;
  }

  /** A short-lived download URL of a confirmed attachment, for a reader of the instruction. */
  async fileUrl(
    actor: Acting & Pick<Authorized<string>, "acting" | "sessionId" | "address">,
    id: string,
    fileNodeId: string,
  ): Promise<string> {
    this.deps.files.requireOn();
    await this.attachment(this.deps.db, id, fileNodeId);
    return this.deps.files.queries.downloadUrl(actor, fileNodeId);
  }

  /**
   * Gives the instruction to the owner's role or one below it, in one transaction: executors not
   * under the new owner (nor it) leave, the previous owner becomes an editor, and the new owner
   * stops being one (an owner is never its own editor).
   */
  async changeOwner(actor: Acting, id: string, roleId: string): Promise<InstructionRow> {
    return this.deps.db.transaction(async (tx) => {
      const current = await this.lock(tx, id);
      if (roleId === current.ownerRoleId) return current;
      await this.requireSubordinates(tx, current.ownerRoleId, [roleId], "roleId");
      const executors = await tx
        .select({ roleId: instructionRoles.roleId })
        .from(instructionRoles)
        .where(and(eq(instructionRoles.instructionId, id), eq(instructionRoles.kind, "EXECUTOR")));
      const under = new Set(
        executors.length
          ? (
              await queryRows<{ id: string }>(
                tx,
                sql`with recursive down(id) as (
                      select ${roleId}::uuid
                      union
                      select r.id from ${roles} r join down on r.parent_role_id = down.id where not r.is_archived
                    )
                    select id from down where id in (${sql.join(
                      executors.map((e) => sql`${e.roleId}::uuid`),
                      sql`, `,
                    )})`,
              )
            ).map((r) => r.id)
          : [],
      );
      const leaving = executors.map((e) => e.roleId).filter((executor) => !under.has(executor));
      if (leaving.length) {
        await tx
          .delete(instructionRoles)
          .where(
            and(
              eq(instructionRoles.instructionId, id),
              eq(instructionRoles.kind, "EXECUTOR"),
              inArray(instructionRoles.roleId, leaving),
            ),
          );
      }
      await tx
        .delete(instructionRoles)
        .where(
          and(
            eq(instructionRoles.instructionId, id),
            eq(instructionRoles.kind, "EDITOR"),
            eq(instructionRoles.roleId, roleId),
          ),
        );
      await this.link(tx, id, [current.ownerRoleId], "EDITOR");
      const [row] = await tx
        .update(instructions)
        .set({ ownerRoleId: roleId, updatedBy: actor.userId, updatedAt: this.now() })
        .where(eq(instructions.id, id))
        .returning();
      return row!;
    });
  }

  /** Adds executors or editors (the owner's role or roles below it); the owner is never its own editor. */
  async addRoles(
    _actor: Acting,
    id: string,
    roleIds: string[],
    kind: InstructionRoleKindValue,
  ): Promise<InstructionRow> {
    return this.deps.db.transaction(async (tx) => {
      const current = await this.lock(tx, id);
      await this.requireSubordinates(tx, current.ownerRoleId, roleIds, "roleIds");
      await this.link(
        tx,
        id,
        kind === "EDITOR" ? roleIds.filter((roleId) => roleId !== current.ownerRoleId) : roleIds,
        kind,
      );
      return current;
    });
  }

  /** The current role stops being an editor; only the owner makes it one again (addRoles). */
  async giveUpEditing(_actor: Acting, id: string, roleId: string): Promise<string> {
    await this.deps.db
      .delete(instructionRoles)
      .where(
        and(
          eq(instructionRoles.instructionId, id),
          eq(instructionRoles.kind, "EDITOR"),
          eq(instructionRoles.roleId, roleId),
        ),
      );
    return id;
  }
}
