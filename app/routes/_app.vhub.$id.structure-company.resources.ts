import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { loadEditorResources } from "./_app.vhub.$id/structure.server";

/**
 * /vhub/{id}/structure-company/resources?role={roleId}: the role's resources by kind for the
 * graph editor's role information (the page without JavaScript shows them in the role's panel).
 * JSON, never cached: `{ roleId, resources }`, resources null when the caller may not see them.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return Response.json(await loadEditorResources(request, context), { headers: { "cache-control": "private, no-store" } });
}
