import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, redirect, useLoaderData, useParams } from "@remix-run/react";
import { FilesBrowser } from "~/components/files/files-browser";
import { RouteDialogHost, routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { filesDialogPath, filesPath } from "~/lib/files-paths";
import { useTranslation } from "~/lib/i18n-react";
import { useHub } from "./_app.vhub.$id/route";
import { filesOn, loadFilesTab } from "./_app.vhub.$id/files.server";

/**
 * My files (spec: the files page's default tab and folder/{folderId}): the current role's tree,
 * a folder at a time, with its dialogs over it (new folder, upload, rename, move, delete, access,
 * public link, protection), each a page of its own without JavaScript.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!filesOn(context)) return data(null);
  // A form upload over the limit was turned back by the body guard (server/web-guards.ts) to the
  // page it was posted to: the upload dialog says why.
  if (new URL(request.url).searchParams.get("uploadError") === "tooLarge") {
    throw redirect(filesDialogPath(params.id ?? "", "upload", params.folderId ?? null, { error: "tooLarge" }));
  }
  const { nodes, folder, selected, search, view } = await loadFilesTab(
    request,
    context,
    params.id ?? "",
    "mine",
    params.folderId,
  );
  return data({ nodes, folder, selected, search, view });
}

export default function MyFiles() {
  const loaded = useLoaderData<typeof loader>();
  const { id = "" } = useParams();
  if (!loaded) return null;
  return (
    <RouteDialogHost parentPath={filesPath(id, "mine", loaded.folder?.id)}>
      <MyFilesList {...loaded} roleId={id} />
    </RouteDialogHost>
  );
}

function MyFilesList({
  roleId,
  ...loaded
}: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>> & { roleId: string }) {
  const { t } = useTranslation();
  const { company } = useHub();
  const canChange = !company.stopedAt;
  const folderId = loaded.folder?.id ?? null;
  const toolbar = canChange ? (
    <div role="group" aria-label={t("files.toolbar.label")} className="flex flex-wrap gap-2">
      <Link
        to={filesDialogPath(roleId, "upload", folderId)}
        className={buttonClass("primary")}
        {...routeDialogLinkProps}
      >
        {t("files.toolbar.upload")}
      </Link>
      <Link
        to={filesDialogPath(roleId, "new-folder", folderId)}
        className={buttonClass("secondary")}
        {...routeDialogLinkProps}
      >
        {t("files.toolbar.newFolder")}
      </Link>
    </div>
  ) : (
    <p role="status" className="rounded-lg border border-warning-line bg-warning-soft p-3 text-sm">
      {t("files.notes.suspended")}
    </p>
  );
  return <FilesBrowser tab="mine" roleId={roleId} {...loaded} canChange={canChange} toolbar={toolbar} />;
}
