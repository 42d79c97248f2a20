/**
 * The instructions' test world (issue 23): a company whose director (CEO) manages Finance >
 * Accounting > Clerk and Sales, each held by its own person and given the Instructions module, and
 * the calls of the instructions, acting in a role (x-current-role-id) as vHub does.
 */
import {
  ConfirmFileUploadDocument,
  CreateInstructionDocument,
  CreateInstructionFileDocument,
  type InstructionFieldsFragment,
} from "#graphql/generated/operations";
import { roleModuleAccess } from "../../../server/db/schema";
import { signUp, send, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { createCompany, holdRole } from "../companies/world";
import { put } from "../files/support";

export type RoleName = "CEO" | "Finance" | "Accounting" | "Clerk" | "Sales";

export interface InstructionsWorld {
  companyId: string;
  /** The person holding each role. */
  people: Record<RoleName, SignedUpUser>;
  ids: Record<RoleName, string>;
}

export async function instructionsWorld(app: TestApp, name = "Instruction Works"): Promise<InstructionsWorld> {
  const director = await signUp(app);
  const companyId = await createCompany(app, director, name);
  // Each sign-up moves the clock a minute (the resend countdown): those who act most sign up last,
  // so their tokens (5 minutes) outlive a test's further sign-ups.
  const [Clerk, Sales, Accounting, Finance] = [
    await signUp(app),
    await signUp(app),
    await signUp(app),
    await signUp(app),
  ];
  const people = { CEO: director, Finance: Finance!, Accounting: Accounting!, Clerk: Clerk!, Sales: Sales! };
  const ceo = await holdRole(app, companyId, director, 1, "CEO");
  const finance = await holdRole(app, companyId, people.Finance, 2, "Finance", ceo.id);
  const accounting = await holdRole(app, companyId, people.Accounting, 3, "Accounting", finance.id);
  const clerk = await holdRole(app, companyId, people.Clerk, 4, "Clerk", accounting.id);
  const sales = await holdRole(app, companyId, people.Sales, 2, "Sales", ceo.id);
  const ids = { CEO: ceo.id, Finance: finance.id, Accounting: accounting.id, Clerk: clerk.id, Sales: sales.id };
  await grantModule(app, [finance.id, accounting.id, clerk.id, sales.id]);
  return { companyId, people, ids };
}

/** Gives roles the Instructions module (the control center's access, written directly). */
export async function grantModule(app: TestApp, roleIds: string[]): Promise<void> {
  const now = app.clock.now();
  await app.database.db
    .insert(roleModuleAccess)
    .values(roleIds.map((roleId) => ({ roleId, module: "INSTRUCTIONS" as const, grantedAt: now })))
    .onConflictDoNothing();
}

/** Acting as the person holding `role`. */
export const as = (world: InstructionsWorld, role: RoleName) => ({
  token: world.people[role].accessToken,
  roleId: world.ids[role],
});

/** A small document with `text` in one paragraph, as the API takes it. */
export const doc = (text = "Step one.") =>
  JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

export async function create(
  app: TestApp,
  world: InstructionsWorld,
  owner: RoleName,
  input: { title?: string; content?: string; executors?: RoleName[]; editors?: RoleName[] } = {},
): Promise<InstructionFieldsFragment> {
  return ok(
    await send(
      app,
      CreateInstructionDocument,
      {
        input: {
          title: input.title ?? "How to close the month",
          content: input.content ?? doc(),
          executorRoleIds: (input.executors ?? []).map((role) => world.ids[role]),
          editorRoleIds: (input.editors ?? []).map((role) => world.ids[role]),
        },
      },
      as(world, owner),
    ),
  ).createInstruction;
}

/**
 * Attaches `bytes` as `name` to an instruction, acting as `who`: createInstructionFile, the PUT
 * where it said (the local driver's signed /storage/ URL), confirmFileUpload. The file node's id.
 */
export async function attach(
  app: TestApp,
  world: InstructionsWorld,
  who: RoleName,
  instructionId: string,
  name: string,
  bytes: Uint8Array,
): Promise<string> {
  const started = ok(
    await send(app, CreateInstructionFileDocument, { instructionId, name, size: bytes.byteLength }, as(world, who)),
  ).createInstructionFile;
  const response = await put(app, started, bytes);
  if (!response.ok) throw new Error(`PUT ${started.url}: ${response.status} ${await response.text()}`);
  ok(await send(app, ConfirmFileUploadDocument, { id: started.fileNodeId }, as(world, who)));
  return started.fileNodeId;
}
