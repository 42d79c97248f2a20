import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { redirect } from "@remix-run/react";
import { ListUserCompanyRolesDocument } from "#graphql/generated/operations";
import { requireUserSession } from "~/lib/auth.server";
import { hubPath } from "~/lib/hub-paths";
import { lastRoleId } from "~/lib/vhub-change.server";

/**
 * /vhub (the header's vHub switch): the role last worked in (vhub_change) if it is still the
 * person's, else their first role, else the profile.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { listUserCompanyRoles } = await auth.call(ListUserCompanyRolesDocument, {});
  const last = lastRoleId(request);
  const role = listUserCompanyRoles.find((r) => r.id.toLowerCase() === last) ?? listUserCompanyRoles[0];
  return redirect(role ? hubPath(role.id) : "/profile");
}
