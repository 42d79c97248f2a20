import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { loadRoleDetails } from "./_app.vhub.$id/structure.server";

/**
 * /vhub/{id}/structure-company/details?role={roleId}[&q=]: the role's section for the structure's
 * drawer (RoleDetails: resources, link, invitations and candidates, the invitation's search),
 * read when the role is selected; the page without JavaScript reads the same in its loader. JSON,
 * never cached; `{ roleId: null }` for an address without a role.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return Response.json(await loadRoleDetails(request, context, params.id ?? ""), {
    headers: { "cache-control": "private, no-store" },
  });
}
