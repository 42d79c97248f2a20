import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { loadEditorStructure } from "./_app.vhub.$id/structure.server";

/**
 * /vhub/{id}/structure-company/roles: the whole structure for the graph editor, which asks for it
 * when it opens (docs/decisions/0022): the page itself lists only levels 1 to 3 and the branches
 * in view, so that a company of 1,000 roles does not send them all with every page. JSON, never
 * cached; `{ structure: null }` when the role is not the caller's.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const structure = await loadEditorStructure(request, context, params.id ?? "");
  return Response.json({ structure }, { headers: { "cache-control": "private, no-store" } });
}
