/**
 * Who may do what with an instruction (decision 0028; server/modules/instructions/policy.ts): each
 * operation asked by its owner, an editor, an executor, the director above, another branch and a
 * stranger, on a fresh instruction each time; and a suspended company's instructions read-only.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AddInstructionEditorsDocument,
  AddInstructionExecutorsDocument,
  ChangeInstructionOwnerDocument,
  CreateInstructionDocument,
  CreateInstructionFileDocument,
  DeleteInstructionDocument,
  GenerateInstructionFileUrlDocument,
  GetInstructionDocument,
  GiveUpInstructionEditingDocument,
  ListInstructionsDocument,
  RemoveInstructionFileDocument,
  UpdateInstructionDocument,
  VhubDashboardInstructionsDocument,
} from "#graphql/generated/operations";
import { companies } from "../../../server/db/schema";
import {
  createTestApp,
  send,
  signUp,
  type CallOptions,
  type GraphQLAnswer,
  type SignedUpUser,
  type TestApp,
} from "../harness";
import { codeOf } from "../roles/support";
import { as, attach, create, doc, instructionsWorld, type InstructionsWorld } from "./support";

let app: TestApp;
let stranger: SignedUpUser;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  stranger = await signUp(app);
});
afterAll(() => app.close());

const PERSONAS = ["owner", "editor", "executor", "director", "another branch", "stranger"] as const;
type Persona = (typeof PERSONAS)[number];
type Outcome = "ok" | "FORBIDDEN" | "INSTRUCTION_NOT_FOUND" | "COMPANY_SUSPENDED";

/** Finance owns it, Accounting edits it, Clerk carries it out; the CEO is above; Sales is another branch. */
const callerOf = (world: InstructionsWorld, persona: Persona): CallOptions => {
  switch (persona) {
    case "owner":
      return as(world, "Finance");
    case "editor":
      return as(world, "Accounting");
    case "executor":
      return as(world, "Clerk");
    case "director":
      return as(world, "CEO");
    case "another branch":
      return as(world, "Sales");
    case "stranger":
      // Naming the owner's role, which is not theirs.
      return { token: stranger.accessToken, roleId: world.ids.Finance };
  }
};

type Call = (world: InstructionsWorld, id: string, caller: CallOptions) => Promise<GraphQLAnswer<unknown>>;
const only = (allowed: Persona[]): Record<Persona, Outcome> =>
  Object.fromEntries(
    PERSONAS.map((p) => [p, allowed.includes(p) ? "ok" : p === "stranger" ? "INSTRUCTION_NOT_FOUND" : "FORBIDDEN"]),
  ) as Record<Persona, Outcome>;

const OPERATIONS: Record<string, { call: Call; expect: Record<Persona, Outcome> }> = {
  listInstructions: {
    call: (_w, _id, c) => send(app, ListInstructionsDocument, { category: "ALL" }, c),
    expect: only(["owner", "editor", "executor", "director", "another branch"]),
  },
  // The role's dashboard: its own list's overview, as the list.
  getInstructionOverview: {
    call: (_w, _id, c) => send(app, VhubDashboardInstructionsDocument, { limit: 3 }, c),
    expect: only(["owner", "editor", "executor", "director", "another branch"]),
  },
  createInstruction: {
    call: (_w, _id, c) => send(app, CreateInstructionDocument, { input: { title: "New", content: doc() } }, c),
    expect: only(["owner", "editor", "executor", "director", "another branch"]),
  },
  getInstruction: {
    call: (_w, id, c) => send(app, GetInstructionDocument, { id }, c),
    expect: only(["owner", "editor", "executor", "director"]),
  },
  updateInstruction: {
    call: (_w, id, c) =>
      send(
        app,
        UpdateInstructionDocument,
        { input: { id, version: 1, title: "Changed", content: doc("Changed.") } },
        c,
      ),
    expect: only(["owner", "editor"]),
  },
  deleteInstruction: { call: (_w, id, c) => send(app, DeleteInstructionDocument, { id }, c), expect: only(["owner"]) },
  changeInstructionOwner: {
    call: (w, id, c) => send(app, ChangeInstructionOwnerDocument, { id, roleId: w.ids.Accounting }, c),
    expect: only(["owner"]),
  },
  addInstructionEditors: {
    call: (w, id, c) => send(app, AddInstructionEditorsDocument, { id, roleIds: [w.ids.Clerk] }, c),
    expect: only(["owner"]),
  },
  addInstructionExecutors: {
    call: (w, id, c) => send(app, AddInstructionExecutorsDocument, { id, roleIds: [w.ids.Accounting] }, c),
    expect: only(["owner"]),
  },
  giveUpInstructionEditing: {
    call: (_w, id, c) => send(app, GiveUpInstructionEditingDocument, { id }, c),
    expect: only(["editor"]),
  },
  // Attachments: attached by the owner first where the call names one (decision 0028).
  createInstructionFile: {
    call: (_w, id, c) => send(app, CreateInstructionFileDocument, { instructionId: id, name: "a.txt", size: 1 }, c),
    expect: only(["owner", "editor"]),
  },
  removeInstructionFile: {
    call: async (w, id, c) =>
      send(
        app,
        RemoveInstructionFileDocument,
        { instructionId: id, fileNodeId: await attach(app, w, "Finance", id, "a.txt", new Uint8Array([1])) },
        c,
      ),
    expect: only(["owner", "editor"]),
  },
  generateInstructionFileUrl: {
    call: async (w, id, c) =>
      send(
        app,
        GenerateInstructionFileUrlDocument,
        { instructionId: id, fileNodeId: await attach(app, w, "Finance", id, "a.txt", new Uint8Array([1])) },
        c,
      ),
    expect: only(["owner", "editor", "executor", "director"]),
  },
};

let world: InstructionsWorld;
beforeAll(async () => {
  world = await instructionsWorld(app, "Matrix Works");
});

describe.each(Object.entries(OPERATIONS))("%s", (_name, { call, expect: outcomes }) => {
  it.each(PERSONAS)("asked by %s", async (persona) => {
    const made = await create(app, world, "Finance", { executors: ["Clerk"], editors: ["Accounting"] });
    const answer = await call(world, made.id, callerOf(world, persona));
    const outcome = outcomes[persona];
    if (outcome === "ok") expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    else expect(codeOf(answer), JSON.stringify(answer)).toBe(outcome);
  });
});

describe("a suspended company", () => {
  it("keeps its instructions readable and changes nothing", async () => {
    const suspended = await instructionsWorld(app, "Paused Works");
    const made = await create(app, suspended, "Finance", { executors: ["Clerk"], editors: ["Accounting"] });
    await app.database.db
      .update(companies)
      .set({ stoppedAt: app.clock.now() })
      .where(eq(companies.id, suspended.companyId));
    const outcomes: Record<string, Outcome> = {
      listInstructions: "ok",
      getInstructionOverview: "ok",
      getInstruction: "ok",
      createInstruction: "COMPANY_SUSPENDED",
      updateInstruction: "COMPANY_SUSPENDED",
      deleteInstruction: "COMPANY_SUSPENDED",
      changeInstructionOwner: "COMPANY_SUSPENDED",
      addInstructionEditors: "COMPANY_SUSPENDED",
      addInstructionExecutors: "COMPANY_SUSPENDED",
      createInstructionFile: "COMPANY_SUSPENDED",
    };
    for (const [name, outcome] of Object.entries(outcomes)) {
      const answer = await OPERATIONS[name]!.call(suspended, made.id, callerOf(suspended, "owner"));
      if (outcome === "ok") expect(answer.errors, name).toBeUndefined();
      else expect(codeOf(answer), name).toBe(outcome);
    }
    expect(
      codeOf(await OPERATIONS.giveUpInstructionEditing!.call(suspended, made.id, callerOf(suspended, "editor"))),
    ).toBe("COMPANY_SUSPENDED");
  });
});
