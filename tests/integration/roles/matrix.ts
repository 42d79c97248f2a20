/**
 * The roles operations for the authorization matrix (tests/integration/authorization.test.ts):
 * each succeeds for a signed-in person who owns a fresh company and directs it.
 */
import { randomUUID } from "node:crypto";
import type { print } from "graphql";
import {
  AcceptRoleInviteLinkDocument,
  ArchiveRoleDocument,
  AssignInvitationCandidateDocument,
  AssignSelfToRoleDocument,
  CreateRoleInvitationDocument,
  DeleteRoleDocument,
  DeleteRolePermanentlyDocument,
  GetCompanyUserDocument,
  GetRoleModuleAccessDocument,
  GrantRoleModuleAccessDocument,
  ListRoleModuleAccessDocument,
  RevokeRoleModuleAccessDocument,
  GetRoleDocument,
  LeaveRoleDocument,
  ListCompanyInvitationsDocument,
  ListCompanyRolesDocument,
  ListCompanyUsersDocument,
  ListUserCompanyRolesDocument,
  RemoveRoleExecutorDocument,
  RestoreRoleDocument,
  SaveCompanyStructureDocument,
  SetInvitationStatusDocument,
  SetRoleInviteLinkDocument,
} from "#graphql/generated/operations";
import { send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { createCompany, holdRole } from "../companies/world";
import { role, save } from "./support";

type Variables = Record<string, unknown>;
type SignedInOp<Operation> = (
  type: "Query" | "Mutation",
  document: Parameters<typeof print>[0],
  anyVariables: Variables,
  setUp: (user: SignedUpUser, companyId: string) => Promise<Variables>,
) => Operation;

export function roleOperations<Operation>(
  appOf: () => TestApp,
  signedInOp: SignedInOp<Operation>,
  someId: string,
): Record<string, Operation> {
  // The matrix is built before its app starts: each set-up reads it when it runs.
  const app = new Proxy({} as TestApp, { get: (_t, key) => appOf()[key as keyof TestApp] });
  /** The caller directs the company, which has a level-2 role (held by someone else when `held`). */
  const directed = async (user: SignedUpUser, companyId: string, options: { held?: boolean } = {}) => {
    const ceo = await holdRole(app, companyId, user, 1, "CEO");
    const id = randomUUID();
    ok(await save(app, user, companyId, [role(id, "Sales", 2, ceo.id)]));
    if (options.held) await holdRole(app, companyId, await signUp(app), 3, "Desk", id).then(() => undefined);
    return { ceo: ceo.id, role: id };
  };
  const byRole = (
    document: Parameters<typeof print>[0],
    prepare?: (user: SignedUpUser, roleId: string) => Promise<void>,
  ) =>
    signedInOp("Mutation", document, { id: someId }, async (user, companyId) => {
      const { role: id } = await directed(user, companyId);
      await prepare?.(user, id);
      return { id };
    });
  /** An invitation accepted by its candidate. */
  const accepted = async (user: SignedUpUser, companyId: string) => {
    const { role: roleId } = await directed(user, companyId);
    const candidate = await signUp(app);
    const sent = ok(
      await send(
        app,
        CreateRoleInvitationDocument,
        { roleId, username: candidate.username },
        { token: user.accessToken },
      ),
    ).createRoleInvitation;
    ok(
      await send(
        app,
        SetInvitationStatusDocument,
        { id: sent.id, status: "ACCEPTED" },
        { token: candidate.accessToken },
      ),
    );
    return sent.id;
  };
  return {
    getRole: signedInOp("Query", GetRoleDocument, { id: someId }, async (user, companyId) => ({
      id: (await directed(user, companyId)).role,
    })),
    listCompanyRoles: signedInOp("Query", ListCompanyRolesDocument, { companyId: someId }, async (_u, companyId) => ({
      companyId,
    })),
    listCompanyUsers: signedInOp("Query", ListCompanyUsersDocument, { companyId: someId }, async (_u, companyId) => ({
      companyId,
    })),
    getCompanyUser: signedInOp(
      "Query",
      GetCompanyUserDocument,
      { companyId: someId, userId: someId },
      async (user, companyId) => {
        await directed(user, companyId);
        return { companyId, userId: user.id };
      },
    ),
    listRoleModuleAccess: signedInOp(
      "Query",
      ListRoleModuleAccessDocument,
      { companyId: someId },
      async (user, companyId) => {
        await directed(user, companyId);
        return { companyId };
      },
    ),
    getRoleModuleAccess: signedInOp(
      "Query",
      GetRoleModuleAccessDocument,
      { roleId: someId },
      async (user, companyId) => ({ roleId: (await directed(user, companyId)).role }),
    ),
    grantRoleModuleAccess: signedInOp(
      "Mutation",
      GrantRoleModuleAccessDocument,
      { roleId: someId, module: "TASKS" },
      async (user, companyId) => ({
        roleId: (await directed(user, companyId)).role,
        module: "TASKS",
      }),
    ),
    revokeRoleModuleAccess: signedInOp(
      "Mutation",
      RevokeRoleModuleAccessDocument,
      { roleId: someId, module: "TASKS" },
      async (user, companyId) => ({
        roleId: (await directed(user, companyId)).role,
        module: "TASKS",
      }),
    ),
    listUserCompanyRoles: signedInOp("Query", ListUserCompanyRolesDocument, {}, async () => ({})),
    listCompanyInvitations: signedInOp(
      "Query",
      ListCompanyInvitationsDocument,
      { companyId: someId },
      async (user, companyId) => {
        await directed(user, companyId);
        return { companyId };
      },
    ),
    saveCompanyStructure: signedInOp(
      "Mutation",
      SaveCompanyStructureDocument,
      { input: { companyId: someId, roles: [] } },
      async (user, companyId) => {
        const { ceo } = await directed(user, companyId);
        return { input: { companyId, roles: [role(randomUUID(), "Finance", 2, ceo)] } };
      },
    ),
    archiveRole: byRole(ArchiveRoleDocument),
    restoreRole: byRole(
      RestoreRoleDocument,
      async (user, id) => void ok(await send(app, ArchiveRoleDocument, { id }, { token: user.accessToken })),
    ),
    deleteRole: byRole(DeleteRoleDocument),
    deleteRolePermanently: byRole(DeleteRolePermanentlyDocument),
    leaveRole: signedInOp("Mutation", LeaveRoleDocument, { id: someId }, async (user, companyId) => ({
      id: (await directed(user, companyId)).ceo,
    })),
    assignSelfToRole: byRole(AssignSelfToRoleDocument),
    removeRoleExecutor: byRole(RemoveRoleExecutorDocument),
    createRoleInvitation: signedInOp(
      "Mutation",
      CreateRoleInvitationDocument,
      { roleId: someId, username: "someone" },
      async (user, companyId) => ({
        roleId: (await directed(user, companyId)).role,
        username: (await signUp(app)).username,
      }),
    ),
    setRoleInviteLink: signedInOp(
      "Mutation",
      SetRoleInviteLinkDocument,
      { roleId: someId, expiresIn: "DAY" },
      async (user, companyId) => ({
        roleId: (await directed(user, companyId)).role,
        expiresIn: "DAY",
      }),
    ),
    acceptRoleInviteLink: signedInOp("Mutation", AcceptRoleInviteLinkDocument, { token: "A".repeat(32) }, async () => {
      // Someone else's company: the caller follows its director's link.
      const other = await signUp(app);
      const otherCompany = await createCompany(app, other, "Linked Works");
      const { role: roleId } = await directed(other, otherCompany);
      const link = ok(
        await send(app, SetRoleInviteLinkDocument, { roleId, expiresIn: "DAY" }, { token: other.accessToken }),
      ).setRoleInviteLink;
      return { token: link.inviteLink!.token };
    }),
    assignInvitationCandidate: signedInOp(
      "Mutation",
      AssignInvitationCandidateDocument,
      { id: someId },
      async (user, companyId) => ({ id: await accepted(user, companyId) }),
    ),
  };
}
