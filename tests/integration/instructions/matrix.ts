/**
 * The instructions operations for the authorization matrix (tests/integration/authorization.test.ts):
 * each succeeds for a signed-in person acting (x-current-role-id, which the matrix sends as the
 * operation's `roleId`) in the role the operation needs: the owner's (Finance), or for giving up
 * editing an editor's (Accounting). Who else gets what: ./authorization.test.ts.
 */
import { print } from "graphql";
import {
  AddInstructionEditorsDocument,
  AddInstructionExecutorsDocument,
  ChangeInstructionOwnerDocument,
  CreateInstructionDocument,
  CreateInstructionFileDocument,
  DeleteInstructionDocument,
  GenerateInstructionFileUrlDocument,
  GetInstructionDocument,
  ListInstructionRoleChoicesDocument,
  GiveUpInstructionEditingDocument,
  ListInstructionsDocument,
  RemoveInstructionFileDocument,
  UpdateInstructionDocument,
  VhubDashboardInstructionsDocument,
} from "#graphql/generated/operations";
import type { Policy } from "../../../server/graphql/policy";
import type { SignedUpUser, TestApp } from "../harness";
import { attach, create, doc, instructionsWorld, type InstructionsWorld, type RoleName } from "./support";

type Variables = Record<string, unknown>;

/** An entry of the matrix (the shape of its Operation, with the role the signed-in call acts in). */
export interface InstructionOperation {
  type: "Query" | "Mutation";
  policy: Policy;
  document: string;
  anyVariables: () => Variables;
  signedIn?: () => Promise<{ user: SignedUpUser; variables: Variables; roleId: string }>;
}

export function instructionOperations(appOf: () => TestApp, someId: string): Record<string, InstructionOperation> {
  // The matrix is built before its app starts: each set-up reads it when it runs.
  const app = new Proxy({} as TestApp, { get: (_t, key) => appOf()[key as keyof TestApp] });
  const op = (
    type: "Query" | "Mutation",
    document: Parameters<typeof print>[0],
    anyVariables: Variables,
    setUp: (world: InstructionsWorld) => Promise<Variables> = async () => anyVariables,
    who: RoleName = "Finance",
  ): InstructionOperation => ({
    type,
    policy: "signedIn",
    document: print(document),
    anyVariables: () => anyVariables,
    signedIn: async () => {
      const world = await instructionsWorld(app, "Matrix Instructions");
      const variables = await setUp(world);
      return { user: world.people[who], roleId: world.ids[who], variables };
    },
  });
  const made = async (w: InstructionsWorld) =>
    (await create(app, w, "Finance", { executors: ["Clerk"], editors: ["Accounting"] })).id;
  return {
    listInstructions: op(
      "Query",
      ListInstructionsDocument,
      { category: "ALL" },
      async (w) => (await made(w), { category: "ALL" }),
    ),
    listInstructionRoleChoices: op("Query", ListInstructionRoleChoicesDocument, {}),
    getInstructionOverview: op(
      "Query",
      VhubDashboardInstructionsDocument,
      { limit: 3 },
      async (w) => (await made(w), { limit: 3 }),
    ),
    getInstruction: op("Query", GetInstructionDocument, { id: someId }, async (w) => ({ id: await made(w) })),
    createInstruction: op("Mutation", CreateInstructionDocument, { input: { title: "Matrix", content: doc() } }),
    updateInstruction: op(
      "Mutation",
      UpdateInstructionDocument,
      { input: { id: someId, version: 1, title: "Matrix", content: doc() } },
      async (w) => ({
        input: { id: await made(w), version: 1, title: "Matrix", content: doc("Changed.") },
      }),
    ),
    deleteInstruction: op("Mutation", DeleteInstructionDocument, { id: someId }, async (w) => ({ id: await made(w) })),
    changeInstructionOwner: op(
      "Mutation",
      ChangeInstructionOwnerDocument,
      { id: someId, roleId: someId },
      async (w) => ({ id: await made(w), roleId: w.ids.Accounting }),
    ),
    addInstructionEditors: op(
      "Mutation",
      AddInstructionEditorsDocument,
      { id: someId, roleIds: [someId] },
      async (w) => ({ id: await made(w), roleIds: [w.ids.Clerk] }),
    ),
    addInstructionExecutors: op(
      "Mutation",
      AddInstructionExecutorsDocument,
      { id: someId, roleIds: [someId] },
      async (w) => ({ id: await made(w), roleIds: [w.ids.Accounting] }),
    ),
    giveUpInstructionEditing: op(
      "Mutation",
      GiveUpInstructionEditingDocument,
      { id: someId },
      async (w) => ({ id: await made(w) }),
      "Accounting",
    ),
    createInstructionFile: op(
      "Mutation",
      CreateInstructionFileDocument,
      { instructionId: someId, name: "a.txt", size: 1 },
      async (w) => ({ instructionId: await made(w), name: "a.txt", size: 1 }),
    ),
    removeInstructionFile: op(
      "Mutation",
      RemoveInstructionFileDocument,
      { instructionId: someId, fileNodeId: someId },
      async (w) => {
        const instructionId = await made(w);
        return {
          instructionId,
          fileNodeId: await attach(app, w, "Finance", instructionId, "a.txt", new Uint8Array([1])),
        };
      },
    ),
    generateInstructionFileUrl: op(
      "Mutation",
      GenerateInstructionFileUrlDocument,
      { instructionId: someId, fileNodeId: someId },
      async (w) => {
        const instructionId = await made(w);
        return {
          instructionId,
          fileNodeId: await attach(app, w, "Finance", instructionId, "a.txt", new Uint8Array([1])),
        };
      },
    ),
  };
}
