/**
 * Who may do what in a company: every company operation against every kind of person, signed
 * out, a stranger, a former owner, a co-owner, a sole owner, the director and an employee.
 * The expectations are written out here, not derived from the policy table, so a change to the
 * policy shows up as a failing row. A refused call changes nothing (the audit trail stays as it was).
 */
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CreateCompanyDocument,
  GetCompanyDocument,
  GetOwnerDocument,
  GetShareTransferDocument,
  ListCompanyHistoryDocument,
  ListCompanyOwnersDocument,
  ListCompanyShareTransfersDocument,
  ListUserCompaniesDocument,
  ListUserIncomingShareTransfersDocument,
  ListUserShareTransfersDocument,
  ListUsersDocument,
  ProcessOwnershipTransferStatusDocument,
  RequestShareTransferCodeDocument,
  TransferOwnershipPartDocument,
  UpdateCompanyDocument,
  GenerateCompanyAvatarUploadUrlDocument,
} from "#graphql/generated/operations";
import { auditEvents, owners } from "../../../server/db/schema";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { buildWorld, offer, transferCode, type World } from "./world";

let app: TestApp;
let world: World;
let invitee: SignedUpUser;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  world = await buildWorld(app);
  invitee = await signUp(app);
});
afterAll(() => app.close());

const PERSONAS = ["signed out", "stranger", "former owner", "co-owner", "sole owner", "director", "employee"] as const;
type Persona = (typeof PERSONAS)[number];
type Outcome = "ok" | "UNAUTHENTICATED" | "OWNER_NOT_FOUND" | "FORBIDDEN";

/** The person, and the company they act on: a sole owner their own, everyone else the shared one. */
function who(persona: Persona): { user: SignedUpUser | null; companyId: string } {
  const shared = world.shared.id;
  switch (persona) {
    case "signed out":
      return { user: null, companyId: shared };
    case "stranger":
      return { user: world.stranger, companyId: shared };
    case "former owner":
      return { user: world.shared.former, companyId: shared };
    case "co-owner":
      return { user: world.shared.b, companyId: shared };
    case "sole owner":
      return { user: world.solo.owner, companyId: world.solo.id };
    case "director":
      return { user: world.shared.director, companyId: shared };
    case "employee":
      return { user: world.shared.employee, companyId: shared };
  }
}

/** The owner (sole owner, or A in the shared company) whose offers the others meet. */
const offererOf = (companyId: string) => (companyId === world.solo.id ? world.solo.owner : world.shared.a);

async function ownerRowId(companyId: string, user: SignedUpUser) {
  const rows = await app.database.db.select().from(owners).where(eq(owners.companyId, companyId));
  return rows.find((row) => row.userId === user.id && row.leftAt === null)!.id;
}

interface Row {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  document: TypedDocumentNode<any, any>;
  variables: (persona: Persona) => Promise<Record<string, unknown>>;
  expect: Record<Persona, Outcome>;
}

const everyoneSignedIn: Record<Persona, Outcome> = {
  "signed out": "UNAUTHENTICATED",
  stranger: "ok",
  "former owner": "ok",
  "co-owner": "ok",
  "sole owner": "ok",
  director: "ok",
  employee: "ok",
};
const members = (director: Outcome, employee: Outcome): Record<Persona, Outcome> => ({
  "signed out": "UNAUTHENTICATED",
  stranger: "OWNER_NOT_FOUND",
  "former owner": "OWNER_NOT_FOUND",
  "co-owner": "ok",
  "sole owner": "ok",
  director,
  employee,
});

export const companyMatrix: Record<string, Row> = {
  // The app's documents ask for more than the root: getCompany { owners } is refused to a role
  // holder by owners.read, getOwner { shareTransfers } to the director by shareTransfer.list
  // (field by field: fields.test.ts).
  getCompany: {
    document: GetCompanyDocument,
    variables: async (p) => ({ id: who(p).companyId }),
    expect: members("ok", "FORBIDDEN"),
  },
  listUserCompanies: { document: ListUserCompaniesDocument, variables: async () => ({}), expect: everyoneSignedIn },
  getOwner: {
    document: GetOwnerDocument,
    variables: async (p) => ({ id: await ownerRowId(who(p).companyId, offererOf(who(p).companyId)) }),
    expect: members("FORBIDDEN", "FORBIDDEN"),
  },
  listCompanyOwners: {
    document: ListCompanyOwnersDocument,
    variables: async (p) => ({ companyId: who(p).companyId }),
    expect: members("ok", "FORBIDDEN"),
  },
  listUsers: { document: ListUsersDocument, variables: async () => ({ search: "user_" }), expect: everyoneSignedIn },
  getShareTransfer: {
    document: GetShareTransferDocument,
    variables: async (p) => {
      const { companyId } = who(p);
      app.clock.advance(11 * 60_000); // at most 6 SMS codes an hour reach one phone
      return { id: (await offer(app, offererOf(companyId), companyId, invitee, 1)).id };
    },
    expect: members("FORBIDDEN", "FORBIDDEN"),
  },
  listUserShareTransfers: {
    document: ListUserShareTransfersDocument,
    variables: async () => ({}),
    expect: everyoneSignedIn,
  },
  listUserIncomingShareTransfers: {
    document: ListUserIncomingShareTransfersDocument,
    variables: async () => ({}),
    expect: everyoneSignedIn,
  },
  listCompanyShareTransfers: {
    document: ListCompanyShareTransfersDocument,
    variables: async (p) => ({ companyId: who(p).companyId }),
    expect: members("FORBIDDEN", "FORBIDDEN"),
  },
  listCompanyHistory: {
    document: ListCompanyHistoryDocument,
    variables: async (p) => ({ companyId: who(p).companyId }),
    expect: members("FORBIDDEN", "FORBIDDEN"),
  },
  createCompany: {
    document: CreateCompanyDocument,
    variables: async () => ({ input: { name: "Matrix Made" } }),
    expect: everyoneSignedIn,
  },
  updateCompany: {
    document: UpdateCompanyDocument,
    variables: async (p) => ({ id: who(p).companyId, input: { about: `Edited by the ${p}` } }),
    expect: members("ok", "FORBIDDEN"),
  },
  // A signed URL to PUT the avatar to does what updateCompany's rule allows (decision 0023).
  generateCompanyAvatarUploadUrl: {
    document: GenerateCompanyAvatarUploadUrlDocument,
    variables: async (p) => ({ companyId: who(p).companyId, name: "logo.png" }),
    expect: members("ok", "FORBIDDEN"),
  },
  requestShareTransferCode: {
    document: RequestShareTransferCodeDocument,
    variables: async (p) => {
      app.clock.advance(11 * 60_000); // at most 6 SMS codes an hour reach one phone
      return { companyId: who(p).companyId, recipient: invitee.username, share: 1 };
    },
    expect: members("FORBIDDEN", "FORBIDDEN"),
  },
  transferOwnershipPart: {
    document: TransferOwnershipPartDocument,
    variables: async (p) => {
      const { user, companyId } = who(p);
      app.clock.advance(11 * 60_000); // at most 6 SMS codes an hour reach one phone
      // An owner confirms with their own code; anyone else has none to give and is refused first.
      const isOwner = p === "co-owner" || p === "sole owner";
      const code = isOwner && user ? await transferCode(app, user, companyId, invitee, 1) : "123456";
      return { input: { companyId, recipient: invitee.username, share: 1, code } };
    },
    expect: members("FORBIDDEN", "FORBIDDEN"),
  },
  processOwnershipTransferStatus: {
    document: ProcessOwnershipTransferStatusDocument,
    // Canceling an offer: only its sender may. The sole owner cancels their own; the others try A's.
    variables: async (p) => {
      const { companyId } = who(p);
      app.clock.advance(11 * 60_000); // at most 6 SMS codes an hour reach one phone
      return { input: { id: (await offer(app, offererOf(companyId), companyId, invitee, 1)).id, status: "CANCELED" } };
    },
    expect: { ...members("FORBIDDEN", "FORBIDDEN"), "co-owner": "FORBIDDEN" },
  },
};

const auditRows = async () => (await app.database.db.select({ n: count() }).from(auditEvents))[0].n;

describe.each(Object.entries(companyMatrix))("%s", (_name, row) => {
  it.each(PERSONAS.map((p) => [p, row.expect[p]] as const))("%s: %s", async (persona, outcome) => {
    const variables = await row.variables(persona);
    const { user } = who(persona);
    const before = await auditRows();
    const answer = await send(app, row.document, variables, user ? { token: user.accessToken } : {});
    if (outcome === "ok") {
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      expect(answer.data).toBeTruthy();
    } else {
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer)).toBe(outcome);
      expect(answer.data ?? null).toBeNull();
      expect(await auditRows(), "a refused call changed nothing").toBe(before);
    }
  });
});
