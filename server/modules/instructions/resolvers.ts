import { z } from "zod";
import {
  createInstructionFileInput,
  createInstructionInput,
  INSTRUCTION_CATEGORIES,
  instructionRoleIds,
  instructionSearch,
  updateInstructionInput,
} from "#graphql/validation/instructions";
import { roleName } from "#graphql/role-names";
import { UUID } from "#graphql/validation/uuid";
import { actingRoles, type Relation } from "../../authz/actor";
import { currentRole } from "../../authz/current-role";
import { companyGuard, type Located } from "../../authz/policy";
import { DomainError, parseInput } from "../../errors";
import type { GraphQLContext } from "../../graphql/context";
import type {
  InstructionResolvers,
  InstructionRoleResolvers,
  MutationResolvers,
  QueryResolvers,
} from "../../graphql/generated/resolvers";
import { renderDocument } from "../../rich-text/render";
import { instructionsPolicy, type InstructionsAction } from "./policy";
import { INSTRUCTION_RELATIONS, type InstructionRelationValue } from "./rules";
import { fileNotFound } from "../files/model";
import { instructionNotFound, type InstructionRow, type InstructionView } from "./service";

/** What finding an instruction and the caller's relations to it needs (a GraphQL call's context, or the upload entry's). */
export type InstructionsLocateContext = Pick<GraphQLContext, "viewer" | "currentRoleId"> & {
  services: Pick<GraphQLContext["services"], "instructions">;
  loaders: Pick<GraphQLContext["loaders"], "companyActor" | "instruction">;
};

/** The roles of the caller's company this call acts in that may open Instructions (their module). */
async function instructionRoles(ctx: InstructionsLocateContext, companyId: string): Promise<string[]> {
  if (!ctx.viewer) return [];
  const actor = await ctx.loaders.companyActor.load({ userId: ctx.viewer.userId, companyId });
  return actingRoles(actor, ctx.currentRoleId)
    .filter((role) => role.modules.includes("INSTRUCTIONS"))
    .map((role) => role.id);
}

/** The dashboard's groups, in the order it shows them: for me, from me, waiting for my edits. */
const OVERVIEW_CATEGORIES = ["FROM_OTHERS", "TO_OTHERS", "EDITING"] as const;

/** What the acting roles are to each instruction this request reached (worked out once, by locate). */
const reached = new WeakMap<InstructionsLocateContext, Map<string, Set<InstructionRelationValue>>>();

const RELATIONS: Record<InstructionRelationValue, Relation[]> = {
  OWNER: ["instructionOwner", "instructionReader"],
  EDITOR: ["instructionEditor", "instructionReader"],
  EXECUTOR: ["instructionReader"],
  MANAGER: ["instructionReader"],
};

/** An instruction by id and the caller's relations to it (for the roles it acts in that may open Instructions). */
export async function locateInstruction(rawId: string, ctx: InstructionsLocateContext): Promise<Located | null> {
  if (!UUID.test(rawId)) return null;
  const row = await ctx.loaders.instruction.load(rawId.toLowerCase());
  if (!row) return null;
  const relations = await ctx.services.instructions.relationsOf(row, await instructionRoles(ctx, row.companyId));
  let byId = reached.get(ctx);
  if (!byId) reached.set(ctx, (byId = new Map()));
  byId.set(row.id, relations);
  return {
    companyId: row.companyId,
    relations: [...new Set([...relations].flatMap((relation) => RELATIONS[relation]))],
  };
}

/** The company of vHub's current role (x-current-role-id); null (not found) without one. */
async function locateCurrentRole(ctx: GraphQLContext): Promise<Located | null> {
  const role = await currentRole(ctx);
  return role ? { companyId: role.companyId } : null;
}

/** The row as the caller reaches it, with the strongest relation it has (found by locate, or worked out now after a change). */
async function viewOf(ctx: GraphQLContext, row: InstructionRow, fresh = false): Promise<InstructionView> {
  let relations = fresh ? undefined : reached.get(ctx)?.get(row.id);
  if (!relations)
    relations = await ctx.services.instructions.relationsOf(row, await instructionRoles(ctx, row.companyId));
  const myRelation = INSTRUCTION_RELATIONS.find((relation) => relations.has(relation)) ?? "MANAGER";
  return { ...row, myRelation };
}

/**
 * companyGuard for the instructions operations, answering INSTRUCTION_NOT_FOUND where the policy
 * answers that the company is not the caller's (an instruction of another company, or none: the
 * same answer, so an id tells nothing).
 */
function instructionsGuard<TParent, TArgs, TResult>(
  ...args: Parameters<typeof companyGuard<InstructionsAction, TParent, TArgs, TResult>>
) {
  const guarded = companyGuard<InstructionsAction, TParent, TArgs, TResult>(...args);
  const wrapped = async (...call: Parameters<typeof guarded>): Promise<TResult> => {
    try {
      return await guarded(...call);
    } catch (error) {
      if (error instanceof DomainError && error.code === "OWNER_NOT_FOUND") throw instructionNotFound();
      throw error;
    }
  };
  return Object.assign(wrapped, { policy: guarded.policy, companyAction: guarded.companyAction });
}

const category = z.enum(INSTRUCTION_CATEGORIES);
const roleId = z.uuid("validation.instructions.role").transform((value) => value.toLowerCase());
const idOf = (id: string) => id.toLowerCase();
/** An attachment's id: anything but a UUID is no such file. */
const fileIdOf = (id: string) => {
  if (!UUID.test(id)) throw fileNotFound();
  return id.toLowerCase();
};

export const instructionsQueries: QueryResolvers = {
  listInstructions: instructionsGuard(
    instructionsPolicy,
    "instruction.list",
    (_args, ctx) => locateCurrentRole(ctx),
    async (_actor, args, ctx) => {
      const search = parseInput(instructionSearch, args.search ?? null, "search");
      const current = ctx.currentRoleId!;
      const rows = await ctx.services.instructions.list(
        current,
        parseInput(category, args.category, "category"),
        search,
      );
      return Promise.all(
        rows.map(async (row): Promise<InstructionView> => {
          if (row.ownerRoleId === current) return { ...row, myRelation: "OWNER" };
          const { editors } = await ctx.loaders.instructionRoles.load(row.id);
          return { ...row, myRelation: editors.some((role) => role.id === current) ? "EDITOR" : "EXECUTOR" };
        }),
      );
    },
  ),
  // The role's dashboard: what it carries out for others, what it gave others, what waits for its
  // edits; each counted, with its latest (decision 0028's categories).
  getInstructionOverview: instructionsGuard(
    instructionsPolicy,
    "instruction.list",
    (_args, ctx) => locateCurrentRole(ctx),
    async (actor, args, ctx) => {
      const current = ctx.currentRoleId!;
      const limit = Math.min(Math.max(Math.trunc(args.limit ?? 3), 1), 10);
      const groups = await ctx.services.instructions.overview(current, actor.companyId, OVERVIEW_CATEGORIES, limit);
      return Promise.all(
        groups.map(async ({ category, count, latest }) => ({
          category,
          count,
          latest: await Promise.all(
            latest.map(async (row): Promise<InstructionView> => {
              if (row.ownerRoleId === current) return { ...row, myRelation: "OWNER" };
              if (category === "EDITING") return { ...row, myRelation: "EDITOR" };
              const { editors } = await ctx.loaders.instructionRoles.load(row.id);
              return { ...row, myRelation: editors.some((role) => role.id === current) ? "EDITOR" : "EXECUTOR" };
            }),
          ),
        })),
      );
    },
  ),
  listInstructionRoleChoices: instructionsGuard(
    instructionsPolicy,
    "instruction.list",
    (_args, ctx) => locateCurrentRole(ctx),
    (_actor, _args, ctx) => ctx.services.instructions.roleChoices(ctx.currentRoleId!),
  ),
  getInstruction: instructionsGuard(
    instructionsPolicy,
    "instruction.read",
    (args, ctx) => locateInstruction(args.id, ctx),
    async (_actor, args, ctx) => viewOf(ctx, (await ctx.loaders.instruction.load(idOf(args.id)))!),
  ),
};

export const instructionsMutations: MutationResolvers = {
  createInstruction: instructionsGuard(
    instructionsPolicy,
    "instruction.create",
    (_args, ctx) => locateCurrentRole(ctx),
    async (actor, args, ctx) => {
      const input = parseInput(createInstructionInput, args.input);
      const row = await ctx.services.instructions.create(actor, ctx.currentRoleId!, input);
      return { ...row, myRelation: "OWNER" };
    },
  ),
  updateInstruction: instructionsGuard(
    instructionsPolicy,
    "instruction.edit",
    (args, ctx) => locateInstruction(args.input.id, ctx),
    async (actor, args, ctx) => {
      const input = parseInput(updateInstructionInput, args.input);
      return viewOf(ctx, await ctx.services.instructions.update(actor, idOf(input.id), input));
    },
  ),
  deleteInstruction: instructionsGuard(
    instructionsPolicy,
    "instruction.manage",
    (args, ctx) => locateInstruction(args.id, ctx),
    (actor, args, ctx) => ctx.services.instructions.delete(actor, idOf(args.id)),
  ),
  changeInstructionOwner: instructionsGuard(
    instructionsPolicy,
    "instruction.manage",
    (args, ctx) => locateInstruction(args.id, ctx),
    async (actor, args, ctx) => {
      const row = await ctx.services.instructions.changeOwner(
        actor,
        idOf(args.id),
        parseInput(roleId, args.roleId, "roleId"),
      );
      return viewOf(ctx, row, true);
    },
  ),
  addInstructionEditors: instructionsGuard(
    instructionsPolicy,
    "instruction.manage",
    (args, ctx) => locateInstruction(args.id, ctx),
    async (actor, args, ctx) =>
      viewOf(
        ctx,
        await ctx.services.instructions.addRoles(
          actor,
          idOf(args.id),
          parseInput(instructionRoleIds, args.roleIds, "roleIds"),
          "EDITOR",
        ),
      ),
  ),
  addInstructionExecutors: instructionsGuard(
    instructionsPolicy,
    "instruction.manage",
    (args, ctx) => locateInstruction(args.id, ctx),
    async (actor, args, ctx) =>
      viewOf(
        ctx,
        await ctx.services.instructions.addRoles(
          actor,
          idOf(args.id),
          parseInput(instructionRoleIds, args.roleIds, "roleIds"),
          "EXECUTOR",
        ),
      ),
  ),
  giveUpInstructionEditing: instructionsGuard(
    instructionsPolicy,
    "instruction.giveUp",
    (args, ctx) => locateInstruction(args.id, ctx),
    (actor, args, ctx) => ctx.services.instructions.giveUpEditing(actor, idOf(args.id), ctx.currentRoleId!),
  ),
  createInstructionFile: instructionsGuard(
    instructionsPolicy,
    "instruction.edit",
    (args, ctx) => locateInstruction(args.instructionId, ctx),
    async (actor, args, ctx) => {
      const input = parseInput(createInstructionFileInput, { name: args.name, size: args.size });
      const { node, storage, upload, parts } = await ctx.services.instructions.createFile(
        actor,
        idOf(args.instructionId),
        input,
      );
      return { fileStorageId: storage.id, fileNodeId: node.id, ...upload, parts };
    },
  ),
  removeInstructionFile: instructionsGuard(
    instructionsPolicy,
    "instruction.edit",
    (args, ctx) => locateInstruction(args.instructionId, ctx),
    (actor, args, ctx) =>
      ctx.services.instructions.removeFile(actor, idOf(args.instructionId), fileIdOf(args.fileNodeId)),
  ),
  // Every reader downloads: the instruction's policy decides, not the file's (decision 0028).
  generateInstructionFileUrl: instructionsGuard(
    instructionsPolicy,
    "instruction.read",
    (args, ctx) => locateInstruction(args.instructionId, ctx),
    (actor, args, ctx) => ctx.services.instructions.fileUrl(actor, idOf(args.instructionId), fileIdOf(args.fileNodeId)),
  ),
};

export const Instruction: InstructionResolvers = {
  content: (row) => JSON.stringify(row.content),
  contentHtml: (row) => renderDocument(row.content),
  owner: async (row, _args, ctx) => {
    const role = await ctx.loaders.roleById.load(row.ownerRoleId);
    return {
      id: row.ownerRoleId,
      name: role?.name ?? "",
      nameIsDefault: role?.nameIsDefault ?? false,
      level: role?.level ?? 1,
    };
  },
  executors: async (row, _args, ctx) => (await ctx.loaders.instructionRoles.load(row.id)).executors,
  editors: async (row, _args, ctx) => (await ctx.loaders.instructionRoles.load(row.id)).editors,
  files: (row, _args, ctx) => ctx.loaders.instructionFiles.load(row.id),
};

export const InstructionRole: InstructionRoleResolvers = {
  name: (role, _args, ctx) => roleName(role, ctx.client.language),
};
