/**
 * Building blocks of the roles tests (issue 20): a company with a director and a structure built
 * the way the structure page builds it (saveCompanyStructure), and the roles operations as the
 * web sends them.
 */
import { randomUUID } from "node:crypto";
import {
  ListCompanyRolesDocument,
  SaveCompanyStructureDocument,
  type RoleStructureInput,
  type StructureRoleFieldsFragment,
} from "#graphql/generated/operations";
import { send, signUp, type GraphQLAnswer, type SignedUpUser, type TestApp } from "../harness";
import { ok } from "../support";
import { createCompany, holdRole } from "../companies/world";

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export interface Structure {
  companyId: string;
  owner: SignedUpUser;
  director: SignedUpUser;
  /** Role ids by name: CEO (level 1), Sales and Finance (2), Accounting (3, under Finance), Clerk (4, under Accounting). */
  ids: Record<"CEO" | "Sales" | "Finance" | "Accounting" | "Clerk", string>;
}

export const role = (
  id: string,
  name: string,
  level: number,
  parentRoleId: string | null,
  extra: Partial<RoleStructureInput> = {},
): RoleStructureInput => ({
  id,
  name,
  level,
  parentRoleId,
  sortNumber: 0,
  isArchived: false,
  ...extra,
});

export async function save(
  app: TestApp,
  who: SignedUpUser,
  companyId: string,
  roles: RoleStructureInput[],
  roleId?: string,
): Promise<GraphQLAnswer<{ saveCompanyStructure: StructureRoleFieldsFragment[] }>> {
  return send(app, SaveCompanyStructureDocument, { input: { companyId, roles } }, { token: who.accessToken, roleId });
}

export async function rolesOf(
  app: TestApp,
  who: SignedUpUser,
  companyId: string,
  options: { includeArchived?: boolean; includeDeleted?: boolean } = {},
) {
  return ok(await send(app, ListCompanyRolesDocument, { companyId, ...options }, { token: who.accessToken }))
    .listCompanyRoles;
}

/**
 * A company (its creator the sole owner) whose director (another person unless `ownerDirects`) has
 * built: CEO > Sales, CEO > Finance > Accounting > Clerk.
 */
export async function structure(app: TestApp, options: { ownerDirects?: boolean } = {}): Promise<Structure> {
  const owner = await signUp(app);
  const director = options.ownerDirects ? owner : await signUp(app);
  const companyId = await createCompany(app, owner, "Structure Works");
  const ceo = await holdRole(app, companyId, director, 1, "CEO");
  const ids = {
    CEO: ceo.id,
    Sales: randomUUID(),
    Finance: randomUUID(),
    Accounting: randomUUID(),
    Clerk: randomUUID(),
  };
  ok(
    await save(app, director, companyId, [
      role(ids.Sales, "Sales", 2, ids.CEO),
      role(ids.Finance, "Finance", 2, ids.CEO, { sortNumber: 1 }),
      role(ids.Accounting, "Accounting", 3, ids.Finance),
      role(ids.Clerk, "Clerk", 4, ids.Accounting),
    ]),
  );
  return { companyId, owner, director, ids };
}

/** The error code of a refused answer. */
export const codeOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;
/** The field errors of a BAD_USER_INPUT answer. */
export const fieldsOf = (answer: GraphQLAnswer<unknown>) =>
  (answer.errors?.[0]?.extensions as { fields?: Record<string, string[]> } | undefined)?.fields;
