import { redirect, type AppLoadContext } from "@remix-run/server-runtime";
import { GetRoleModuleAccessDocument } from "#graphql/generated/operations";
import { UUID } from "#graphql/validation/uuid";
import { ApiError } from "~/lib/api.server";
import { requireSectionOn } from "./control-center.server";
import { accessPath } from "~/components/control-center/modules";
import { sectionCompany } from "./people.server";

/**
 * One role's row of the access table for its dialog: a role of the hub's company that the caller
 * may read, else back to the table.
 */
export async function loadRoleAccess(
  request: Request,
  context: AppLoadContext,
  params: { id?: string; roleId?: string },
) {
  const hubRoleId = params.id ?? "";
  requireSectionOn(context, "access", hubRoleId);
  const list = accessPath(hubRoleId);
  const roleId = params.roleId ?? "";
  if (!UUID.test(roleId)) throw redirect(list);
  const { auth, companyId } = await sectionCompany(request, context, hubRoleId);
  try {
    const { getRoleModuleAccess } = await auth.call(GetRoleModuleAccessDocument, { roleId });
    if (getRoleModuleAccess.role.companyId !== companyId || getRoleModuleAccess.role.level === 1) throw redirect(list);
    return { auth, access: getRoleModuleAccess, list };
  } catch (error) {
    if (error instanceof ApiError && ["FORBIDDEN", "OWNER_NOT_FOUND"].includes(error.code)) throw redirect(list);
    throw error;
  }
}
