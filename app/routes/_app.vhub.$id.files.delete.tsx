import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, redirect, useLoaderData, useParams } from "@remix-run/react";
import { FilesBrowser } from "~/components/files/files-browser";
import { RouteDialogHost } from "~/components/route-dialog";
import { filesPath } from "~/lib/files-paths";
import { useHub } from "./_app.vhub.$id/route";
import { filesOn, loadFilesTab } from "./_app.vhub.$id/files.server";

/**
 * Deleted (spec: the files page's "delete" tab): the current role's trash, newest first, each
 * node restorable for 30 days; restore and delete forever are dialogs over it. The file lists'
 * own actions are not offered here (spec).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!filesOn(context)) throw redirect(filesPath(params.id ?? ""));
  const { nodes, selected, search, view } = await loadFilesTab(request, context, params.id ?? "", "trash");
  return data({ nodes, folder: null, selected, search, view });
}

export default function Trash() {
  const { id = "" } = useParams();
  const { company } = useHub();
  const loaded = useLoaderData<typeof loader>();
  return (
    <RouteDialogHost parentPath={filesPath(id, "trash")}>
      <FilesBrowser tab="trash" roleId={id} {...loaded} canChange={!company.stopedAt} />
    </RouteDialogHost>
  );
}
