import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, redirect, useLoaderData, useParams } from "@remix-run/react";
import { FilesBrowser } from "~/components/files/files-browser";
import { RouteDialogHost } from "~/components/route-dialog";
import { filesPath } from "~/lib/files-paths";
import { hubPath } from "~/lib/hub-paths";
import { useHub } from "./_app.vhub.$id/route";
import { filesOn, loadFilesTab } from "./_app.vhub.$id/files.server";

/**
 * Available to me (spec: the files page's "available" tab): what other roles of the company
 * shared with the current role, and inside a shared folder (?folder=) its contents. What the
 * information panel offers follows the grant: open and download with view access, rename and
 * delete with edit access, access, links and protection with full access; moves are made in the
 * node's own role's files.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!filesOn(context)) throw redirect(`${hubPath(params.id ?? "")}/files`);
  const { nodes, folder, selected, search, view } = await loadFilesTab(request, context, params.id ?? "", "available");
  return data({ nodes, folder, selected, search, view });
}

export default function AvailableFiles() {
  const { id = "" } = useParams();
  const { company } = useHub();
  const loaded = useLoaderData<typeof loader>();
  return (
    <RouteDialogHost parentPath={filesPath(id, "available", loaded.folder?.id)}>
      <FilesBrowser tab="available" roleId={id} {...loaded} canChange={!company.stopedAt} />
    </RouteDialogHost>
  );
}
